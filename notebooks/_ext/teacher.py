"""Build the teacher's course site, without solutions: `make teacher`.

    python notebooks/_ext/teacher.py --out build/teacher

The default site (`make book`) keeps each solution folded under "Show
solution", for self-study. This one is for a graded course: the book is
copied into OUT/src/notebooks with every cell tagged ``solution`` removed
(student.py's `without_solutions`), the figures beside it, and the site is
built from that copy by build_site.py, as `make book` does. So no solution
reaches the pages, the notebooks offered for download (``_sources/``) or the
live notebooks (``live/``). The site is OUT/_build/html; tests/test_teachers.py
builds a small book this way and searches every file of its site for the
solution's text.

The Chinese edition (``zh/``) is built too, as `make book` builds it, from
the notebooks this build executed (so without the solution cells) and the
catalogues of notebooks/locales. Those hold the translations of the
solutions' markdown: the copy's catalogues lose every message whose English
is the text of a solution cell and of no other cell of its page, so that no
translated solution reaches ``zh/``, its search index or the copy itself
(Sphinx would use a message only where its paragraph exists, but the copy
need not hold what the site must not show). The test searches ``zh/`` for
the Chinese text of a solution too.
"""

import argparse
import re
import shutil
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_site
import student

__all__ = [
    "build_teacher_site",
    "main",
    "teacher_book",
    "without_solution_messages",
]

BOOK = Path(__file__).resolve().parents[1]
ROOT = BOOK.parent


def teacher_book(target, book=BOOK):
    """Copy `book` into `target` with the solution cells removed; return the count."""
    book, target = Path(book), Path(target)
    if target.resolve() == book.resolve():
        raise ValueError(f"refusing to overwrite the chapters in {book}")
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(
        book,
        target,
        ignore=shutil.ignore_patterns("*.pyc", "__pycache__", ".ipynb_checkpoints"),
    )
    removed = 0
    for path in sorted(target.glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        solutions = [c.source for c in notebook.cells if student.looks_like_solution(c)]
        removed += len(solutions)
        kept = student.without_solutions(notebook)
        nbformat.write(kept, path)
        for catalogue in sorted(target.glob(f"locales/*/LC_MESSAGES/{path.stem}.po")):
            without_solution_messages(
                catalogue, solutions, [c.source for c in kept.cells]
            )
    figures = book.parent / "figures"
    if figures.is_dir():
        shutil.rmtree(target.parent / "figures", ignore_errors=True)
        shutil.copytree(figures, target.parent / "figures")
    return removed


def _squeezed(text):
    return re.sub(r"\s+", " ", text).strip()


def without_solution_messages(catalogue, solutions, kept):
    r"""Remove from a page's catalogue (.po) the messages of its solutions.

    A message goes when its English (spaces squeezed) is part of a
    solution's text (`solutions`, the sources of the solution cells) and of
    no other cell's (`kept`): its translation is a translated solution. A
    message the kept text shows too stays. Returns the number removed.

    Examples
    --------
    >>> import tempfile
    >>> from babel.messages.catalog import Catalog
    >>> from babel.messages import pofile
    >>> path = Path(tempfile.mkdtemp()) / "01-tiny.po"
    >>> catalogue = Catalog(locale="zh_CN")
    >>> _ = catalogue.add("Go.", "去。")
    >>> _ = catalogue.add("The answer\nis 42.", "答案是 42。")
    >>> with open(path, "wb") as stream:
    ...     pofile.write_po(stream, catalogue)
    >>> without_solution_messages(path, ["The answer is\n42. Go."], ["Go."])
    1
    >>> "答案" in path.read_text(encoding="utf-8")
    False
    """
    from babel.messages import pofile

    with open(catalogue, "rb") as stream:
        messages = pofile.read_po(stream, abort_invalid=True)
    solutions = _squeezed("\n".join(solutions))
    kept = _squeezed("\n".join(kept))
    gone = [
        message.id
        for message in messages
        if message.id
        and _squeezed(str(message.id)) in solutions
        and _squeezed(str(message.id)) not in kept
    ]
    for message_id in gone:
        del messages[message_id]
    if gone:
        with open(catalogue, "wb") as stream:
            pofile.write_po(stream, messages, width=-1)
    return len(gone)


def build_teacher_site(out, book=BOOK, node_modules=None, quiet=False):
    """Build the site of `book` without solutions into `out`: (code, log, removed)."""
    out = Path(out).resolve()
    source = out.parent / f"{out.name}-src" / "notebooks"
    removed = teacher_book(source, book)
    node_modules = node_modules or ROOT / "build" / "npm" / "node_modules"
    code, log = build_site.build(
        out, book=source, node_modules=node_modules, quiet=quiet, editions=True
    )
    return code, log, removed


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=ROOT / "build" / "teacher")
    parser.add_argument("--book", default=BOOK, help="the book's root folder")
    args = parser.parse_args(argv)
    code, log, removed = build_teacher_site(args.out, book=args.book)
    if code != 0:
        print("\nThe teacher's site did not build. Problems:", file=sys.stderr)
        for line in build_site.problems(log) or ["(see the log above)"]:
            print("  " + line.strip(), file=sys.stderr)
        return 1
    html = Path(args.out).resolve() / "_build" / "html"
    print(
        f"\nThe teacher's site, without its {removed} solution cells, is in {html}"
        f"\n(its Chinese edition in {html / 'zh'}, without the solutions' translations)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
