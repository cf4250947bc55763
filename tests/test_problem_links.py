"""Links from a chapter to a problem of the problem set, on the site.

A chapter's "Practice" list links to a problem as
``[HDU 1730](15-problem-set.ipynb#problem-hdu1730)``: in JupyterLab the link
opens the problem set, and on the site it must reach the label
``(problem-hdu1730)=`` there. MyST alone resolves such a fragment only
through heading slugs and fails the build (-W) otherwise;
``labels_as_anchors`` in winning_moves_site.py makes labels count. A tiny
book is built here: a link to an existing label builds, a misspelt one
fails the build. Theorems are cited the same way, to a label set before a
paragraph, ``(thm-1-1)=`` then ``**Theorem 1.1** ...``, from another page
(``01-chapter.ipynb#thm-1-1``) or from their own (``#thm-1-1``).
"""

import shutil

import nbformat

from tests.browser.site import BOOK, NODE_MODULES, build_site, install_node_modules


def write_notebook(path, markdown):
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(markdown)])
    nb.cells[0].id = "c000"
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, path)


THEOREM = (
    "(thm-1-1)=\n**Theorem 1.1** (a test). Text.\n\nBy [Theorem 1.1](#thm-1-1).\n\n"
)


def build_tiny_book(tmp_path, links, problem_set=""):
    book = tmp_path / "book"
    book.mkdir(parents=True)
    (book / "data").mkdir()
    for name in ("_config.yml", "glossary.md"):
        shutil.copy(BOOK / name, book)
    # the book's own table of contents, without its pages that are not here
    toc = (BOOK / "_toc.yml").read_text()
    toc = "".join(
        line
        for line in toc.splitlines(keepends=True)
        if "file: instructors" not in line and "file: credits" not in line
    )
    (book / "_toc.yml").write_text(toc)
    shutil.copytree(
        BOOK / "_ext", book / "_ext", ignore=shutil.ignore_patterns("*.pyc")
    )
    (book / "index.md").write_text("# A test book\n\n```{chapter-list}\n```\n")
    write_notebook(
        book / "01-chapter.ipynb",
        "# A chapter\n\n" + THEOREM + "## Practice\n\n" + links,
    )
    write_notebook(
        book / "15-problem-set.ipynb",
        "# Problem set\n\n(problem-hdu1730)=\n## Northcott's game\n\nText.\n"
        + problem_set,
    )
    code, log = build_site.build(
        tmp_path / "out",
        book=book,
        node_modules=NODE_MODULES,
        quiet=True,
        editions=False,
    )
    return code, "\n".join(build_site.problems(log)), tmp_path / "out/_build/html"


def test_a_link_to_a_problem_label_builds_and_a_misspelt_one_fails(tmp_path):
    install_node_modules()
    good = "- [HDU 1730](15-problem-set.ipynb#problem-hdu1730): Nim in disguise\n"
    code, problems, html = build_tiny_book(tmp_path / "good", good)
    assert code == 0, problems
    page = (html / "01-chapter.html").read_text(encoding="utf-8")
    assert 'href="15-problem-set.html#problem-hdu1730"' in page
    target = (html / "15-problem-set.html").read_text(encoding="utf-8")
    assert 'id="problem-hdu1730"' in target

    assert 'href="#thm-1-1"' in page and 'id="thm-1-1"' in page

    theorem = "Rests on [Theorem 1.1](01-chapter.ipynb#thm-1-1).\n"
    code, problems, html = build_tiny_book(tmp_path / "thm", good, theorem)
    assert code == 0, problems
    page = (html / "15-problem-set.html").read_text(encoding="utf-8")
    assert 'href="01-chapter.html#thm-1-1"' in page

    # (a "#thm-1-1" on another page resolves on the site, MyST finds the
    # label anywhere, but not in JupyterLab: renumber.py mends it and
    # test_citations refuses it)
    typo = "Rests on [Theorem 1.1](01-chapter.ipynb#thm-1-2).\n"
    code, problems, _ = build_tiny_book(tmp_path / "typo", good, typo)
    assert code != 0 and "thm-1-2" in problems, problems

    bad = "- [HDU 1730](15-problem-set.ipynb#problem-hdu1703): a typo\n"
    code, problems, _ = build_tiny_book(tmp_path / "bad", bad)
    assert code != 0 and "problem-hdu1703" in problems, problems
