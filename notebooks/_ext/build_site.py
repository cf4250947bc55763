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
import base64
import io
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

__all__ = ["build", "main", "plain_tokens", "site_size", "slim_downloads", "slim_pages"]

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


def plain_tokens(css):
    r"""The Pygments token classes that look exactly like the code around them.

    A class is plain when, in every theme of `css` (Pygments' stylesheet of
    the site), its one rule gives it the colour of ``.highlight`` itself and
    nothing else.

    Examples
    --------
    >>> css = (
    ...     'html[data-theme="light"] .highlight { background: #fff; color: #080808 }\n'
    ...     'html[data-theme="light"] .highlight .n { color: #080808 } /* Name */\n'
    ...     'html[data-theme="light"] .highlight .k { color: #0000FF } /* Keyword */\n'
    ...     'html[data-theme="dark"] .highlight { background: #000; color: #F8F8F2 }\n'
    ...     'html[data-theme="dark"] .highlight .n { color: #F8F8F2 } /* Name */\n'
    ...     'html[data-theme="dark"] .highlight .k { color: #F8F8F2 } /* Keyword */\n'
    ... )
    >>> sorted(plain_tokens(css))
    ['n']
    """
    theme = r'html\[data-theme="(\w+)"\] \.highlight'
    base = dict(re.findall(theme + r" \{[^}]*?\bcolor: (#\w+)", css))
    plain = {}
    for name, token, rule in re.findall(theme + r" \.([\w-]+) \{([^}]*)\}", css):
        same = re.fullmatch(r"\s*color: (#\w+);?\s*", rule)
        ok = bool(base) and same is not None and same[1] == base.get(name)
        plain[token] = plain.get(token, True) and ok
    themes = set(base)
    counts = {t: len(set(re.findall(theme + r" \." + t + r" \{", css))) for t in plain}
    return {t for t, ok in plain.items() if ok and counts[t] == len(themes)}


def _smaller_png(data):
    """`data`, a PNG, with at most 256 colours, when that is smaller."""
    from PIL import Image

    image = Image.open(io.BytesIO(data)).convert("RGBA")
    out = io.BytesIO()
    image.quantize(256, method=Image.Quantize.FASTOCTREE).save(
        out, "PNG", optimize=True
    )
    return out.getvalue() if out.tell() < len(data) else data


def slim_pages(html):
    """Smaller pages and pictures, looking the same; return the bytes saved.

    - The syntax highlighter wraps every name, bracket and space of the code
      in a ``<span>`` whose colour is the code's own (:func:`plain_tokens`,
      read from the site's stylesheet, so a theme that colours them keeps
      them): those spans are dropped, in both editions. They were 2.4 of
      the site's 74 MB (the Problem set's code above all).
    - The PNG pictures (``_images`` and the outputs of the live notebooks)
      are stored with a palette of 256 colours, about a quarter of their
      size (2.9 MB of pictures from matplotlib, few colours each).
    """
    html = Path(html)
    before = site_size(html)[0]
    css = (html / "_static" / "pygments.css").read_text(encoding="utf-8")
    plain = plain_tokens(css)
    if plain:
        names = "|".join(sorted(plain))
        wrapper = re.compile(f'<span class="(?:{names})">([^<]*)</span>')
        for page in html.rglob("*.html"):
            text = page.read_text(encoding="utf-8")
            slim = wrapper.sub(r"\1", text)
            if slim != text:
                page.write_text(slim, encoding="utf-8")
    for picture in html.rglob("*.png"):
        picture.write_bytes(_smaller_png(picture.read_bytes()))
    import nbformat

    for path in sorted((html / "live" / "files").rglob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        for cell in notebook.cells:
            for output in cell.get("outputs", []):
                data = output.get("data", {})
                if "image/png" in data:
                    png = _smaller_png(base64.b64decode(data["image/png"]))
                    data["image/png"] = base64.b64encode(png).decode("ascii")
        nbformat.write(notebook, path)
    return before - site_size(html)[0]


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
    if code == 0:
        saved = slim_pages(out / "_build" / "html")
        log += f"Slimmer pages and pictures saved {saved / 1e6:.1f} MB.\n"
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
