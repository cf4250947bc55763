"""Build the course site: `make book` runs this.

    python notebooks/_ext/build_site.py --out build/book

Runs Jupyter Book 1.x on notebooks/ (the book's root) into OUT/_build/html,
from scratch: OUT is emptied first and every chapter is executed. Any Sphinx
warning fails the build (-W, nitpicky, keep going so that all problems are
listed), among them a cell that raised (the chapter and the cell are named)
and a link to a page or anchor that does not exist. The build is
reproducible: Python's hash seed is fixed for the build and the kernels it
starts, and the widget ids are renumbered (see winning_moves_site.py).
Then the live notebooks go into OUT/_build/html/live (JupyterLite and the
Pyodide kernel, see lite.py): every chapter page links to its live copy.
Last, the Chinese edition goes into OUT/_build/html/zh (i18n.py): built from
the notebooks this build executed, with the text of notebooks/locales.
"""

import argparse
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

__all__ = ["build", "main", "site_size", "slim_downloads"]

BOOK = Path(__file__).resolve().parents[1]
ROOT = BOOK.parent
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def site_size(html):
    """Total bytes of the site, and of its ``_vendor`` part."""
    html = Path(html)
    total = sum(p.stat().st_size for p in html.rglob("*") if p.is_file())
    vendor = sum(p.stat().st_size for p in (html / "_vendor").rglob("*") if p.is_file())
    return total, vendor


def slim_downloads(html):
    """The notebooks offered for download (``_sources/*.ipynb``), without outputs.

    A reader downloads a chapter to run it: its cells are what matters, and
    running it makes every output again. The build's outputs (saved widget
    state, SVG and PNG pictures, tables) are on the page, in the PDF and in
    the live copy already; left in the download they took 3.2 of the site's
    76 MB. Returns the bytes saved.
    """
    import nbformat

    saved = 0
    for path in sorted((Path(html) / "_sources").glob("*.ipynb")):
        before = path.stat().st_size
        notebook = nbformat.read(path, as_version=4)
        notebook.metadata.pop("widgets", None)
        for cell in notebook.cells:
            if cell.cell_type == "code":
                cell.outputs = []
                cell.execution_count = None
        nbformat.write(notebook, path)
        saved += before - path.stat().st_size
    return saved


def build(out, book=BOOK, node_modules=None, quiet=False, editions=True):
    """Build the site of `book` into `out`; return (exit code, log text).

    With `editions`, the other languages' editions (i18n.LANGUAGES) are built
    into folders of the site, and every page links to them.
    """
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import i18n

    out = Path(out).resolve()
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    command = i18n.jupyter_book_command(book, out, "--builder", "html")
    env = i18n.book_environment()
    if node_modules is not None:
        env["WM_NODE_MODULES"] = str(Path(node_modules).resolve())
    env.pop("MPLBACKEND", None)  # the kernels must keep their inline backend
    env["WM_EDITIONS"] = ",".join(i18n.LANGUAGES.values()) if editions else ""
    process = subprocess.Popen(
        command,
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    lines = []
    for line in process.stdout:
        lines.append(line)
        if not quiet:
            sys.stdout.write(line)
    code = process.wait()
    log = ANSI.sub("", "".join(lines))
    (out / "build.log").write_text(log)
    if code == 0:
        import lite

        slim_downloads(out / "_build" / "html")
        lite.build(
            out / "_build" / "html",
            Path(node_modules or ROOT / "build" / "npm" / "node_modules"),
            ROOT / "build" / "wheels",
            book=book,
            log=(lambda *a: None) if quiet else print,
        )
    if code == 0 and editions:
        started = time.perf_counter()
        code, more = i18n.build(
            out / "_build" / "html",
            out / "_build" / "jupyter_execute",
            work=out / "i18n",
            book=book,
            node_modules=node_modules,
            quiet=quiet,
        )
        more = ANSI.sub("", more)
        log += (
            more + f"\nThe other editions took {time.perf_counter() - started:.0f} s.\n"
        )
        (out / "build.log").write_text(log)
    return code, log


def problems(log):
    """The warning and error lines of a build log."""
    lines = log.splitlines()
    found = [
        line
        for line in lines
        if "WARNING:" in line or "ERROR:" in line or "failed to execute" in line
    ]
    for i, line in enumerate(lines):  # Sphinx's own errors: the line after
        if line.strip() in {"Configuration error:", "Extension error:"}:
            found += lines[i : i + 2]
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=ROOT / "build" / "book")
    parser.add_argument("--book", default=BOOK, help="the book's root folder")
    parser.add_argument(
        "--node-modules", help="where npm installed the site's JavaScript"
    )
    args = parser.parse_args(argv)
    code, log = build(args.out, book=args.book, node_modules=args.node_modules)
    html = Path(args.out).resolve() / "_build" / "html"
    if code != 0:
        found = problems(log)
        print("\nThe course site did not build. Problems:", file=sys.stderr)
        for line in found or ["(see the log above)"]:
            print("  " + line.strip(), file=sys.stderr)
        return 1
    total, vendor = site_size(html)
    print(
        f"\nThe course site is in {html} ({total / 2**20:.1f} MiB, of which "
        f"{vendor / 2**20:.1f} MiB is the offline JavaScript in _vendor/)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
