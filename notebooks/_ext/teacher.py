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
"""

import argparse
import shutil
import sys
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import build_site
import student

__all__ = ["build_teacher_site", "main", "teacher_book"]

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
        removed += sum(student.looks_like_solution(c) for c in notebook.cells)
        nbformat.write(student.without_solutions(notebook), path)
    figures = book.parent / "figures"
    if figures.is_dir():
        shutil.rmtree(target.parent / "figures", ignore_errors=True)
        shutil.copytree(figures, target.parent / "figures")
    return removed


def build_teacher_site(out, book=BOOK, node_modules=None, quiet=False):
    """Build the site of `book` without solutions into `out`: (code, log, removed)."""
    out = Path(out).resolve()
    source = out.parent / f"{out.name}-src" / "notebooks"
    removed = teacher_book(source, book)
    node_modules = node_modules or ROOT / "build" / "npm" / "node_modules"
    code, log = build_site.build(
        out, book=source, node_modules=node_modules, quiet=quiet, editions=False
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
    print(f"\nThe teacher's site, without its {removed} solution cells, is in {html}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
