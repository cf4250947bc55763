"""Links from a chapter to a problem of the problem set, on the site.

A chapter's "Practice" list links to a problem as
``[HDU 1730](15-problem-set.ipynb#problem-hdu1730)``: in JupyterLab the link
opens the problem set, and on the site it must reach the label
``(problem-hdu1730)=`` there. MyST alone resolves such a fragment only
through heading slugs and fails the build (-W) otherwise;
``labels_as_anchors`` in winning_moves_site.py makes labels count. A tiny
book is built here: a link to an existing label builds, a misspelt one
fails the build.
"""

import shutil

import nbformat

from tests.browser.site import BOOK, NODE_MODULES, build_site, install_node_modules


def write_notebook(path, markdown):
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell(markdown)])
    nb.cells[0].id = "c000"
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, path)


def build_tiny_book(tmp_path, links):
    book = tmp_path / "book"
    book.mkdir(parents=True)
    (book / "data").mkdir()
    for name in ("_config.yml", "_toc.yml", "glossary.md"):
        shutil.copy(BOOK / name, book)
    shutil.copytree(
        BOOK / "_ext", book / "_ext", ignore=shutil.ignore_patterns("*.pyc")
    )
    (book / "index.md").write_text("# A test book\n\n```{chapter-list}\n```\n")
    write_notebook(book / "01-chapter.ipynb", "# A chapter\n\n## Practice\n\n" + links)
    write_notebook(
        book / "15-problem-set.ipynb",
        "# Problem set\n\n(problem-hdu1730)=\n## Northcott's game\n\nText.\n",
    )
    code, log = build_site.build(
        tmp_path / "out", book=book, node_modules=NODE_MODULES, quiet=True
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

    bad = "- [HDU 1730](15-problem-set.ipynb#problem-hdu1703): a typo\n"
    code, problems, _ = build_tiny_book(tmp_path / "bad", bad)
    assert code != 0 and "problem-hdu1703" in problems, problems
