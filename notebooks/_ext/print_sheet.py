"""Problem sheets and the exam bank on paper: `make sheet ... FORMAT=pdf`.

A sheet (notebooks/_ext/sheet.py) is printed as its student's version: the
released notebook, with every answer cell turned into an empty box to write
in and every test cell left out, so no reference answer and no hidden test
reaches the page. The Markdown is rendered by markdown-it (the parser MyST
uses, with its dollar-math plugin), the mathematics typeset by MathJax 3
from the site's own npm copy (build/npm: nothing is fetched), and the page
printed by Chromium, as the book's PDF is (pdf.py, docs/print.md).

    sheet_html(released_notebook, points) -> HTML of one sheet
    markdown_html(text, title)            -> HTML of a Markdown page (the bank)
    print_pages([(html, pdf), ...])       -> the PDFs, one browser for all
"""

import html
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import pdf  # noqa: E402

ROOT = pdf.ROOT
MATHJAX = ROOT / "build" / "npm" / "node_modules" / "mathjax" / "es5"
STUB = re.compile(
    r"^[ \t]*# YOUR CODE HERE\n[ \t]*raise NotImplementedError\(\)\n?", re.M
)
ANSWER_HERE = "YOUR ANSWER HERE"
# Room to write: a proof or a by-hand answer gets more than a function body
BOX = {"code": "5.5cm", "markdown": "8cm"}

STYLE = """<style>
@page { size: A4; margin: 16mm 16mm 18mm 16mm; }
body { font-family: "Noto Serif", "Noto Serif CJK SC", serif; font-size: 11pt;
  line-height: 1.4; color: #000; }
h1 { font-size: 17pt; margin: 0 0 4pt 0; }
h2 { font-size: 13pt; margin: 14pt 0 4pt 0; }
pre { font-family: "Noto Sans Mono", "DejaVu Sans Mono", monospace; font-size: 9pt;
  background: #f4f4f4; padding: 4pt 6pt; white-space: pre-wrap; margin: 4pt 0; }
pre.given { font-size: 8pt; color: #333; }
.label { font-size: 8.5pt; color: #444; margin: 6pt 0 2pt 0; }
.box { border: 1px solid #000; margin: 2pt 0 10pt 0; break-inside: avoid; }
.exercise { break-inside: auto; }
.name { margin: 8pt 0 12pt 0; }
table { border-collapse: collapse; }
td, th { border: 1px solid #999; padding: 2pt 5pt; }
</style>"""

PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>{style}
<script>
window.MathJax = {{
  tex: {{inlineMath: [["\\\\(", "\\\\)"]], displayMath: [["\\\\[", "\\\\]"]]}},
  chtml: {{fontURL: "{fonts}"}}, startup: {{typeset: true}}}};
</script>
<script src="{mathjax}"></script></head>
<body>{body}</body></html>"""


def _markdown():
    from markdown_it import MarkdownIt
    from mdit_py_plugins.dollarmath import dollarmath_plugin

    def math(content, options):
        if options.get("display_mode"):
            return f"<div>\\[{html.escape(content)}\\]</div>"
        return f"\\({html.escape(content)}\\)"

    return (
        MarkdownIt("commonmark").enable("table").use(dollarmath_plugin, renderer=math)
    )


def page(title, body, mathjax):
    """A whole HTML page; `mathjax` is the URL of MathJax's es5 folder."""
    return PAGE.format(
        title=html.escape(title),
        style=STYLE,
        mathjax=f"{mathjax}/tex-chtml-full.js",
        fonts=f"{mathjax}/output/chtml/fonts/woff-v2",
        body=body,
    )


def _code(source, kind="code"):
    return f'<pre class="{kind}">{html.escape(source.rstrip())}</pre>'


def _cell_html(cell, render, words):
    """The printed form of one released cell ('' for a test cell)."""
    grading = cell.metadata.get("nbgrader", {})
    if grading.get("grade") and not grading.get("solution"):
        return ""  # a test: the grader's business, not the page's
    if cell.cell_type == "markdown":
        if grading.get("solution"):
            prompt = cell.source.replace(ANSWER_HERE, "").strip()
            return (
                render(prompt)
                + f'<div class="box" style="height:{BOX["markdown"]}"></div>'
            )
        return render(cell.source)
    if grading.get("solution"):
        given = STUB.sub("", cell.source).rstrip()
        shown = _code(given) if given else ""
        return (
            f'<p class="label">{words["answer"]}</p>{shown}'
            f'<div class="box" style="height:{BOX["code"]}"></div>'
        )
    if grading.get("locked"):
        return f'<p class="label">{words["given"]}</p>' + _code(cell.source, "given")
    return _code(cell.source)


WORDS = {
    "answer": "Your answer (write the function's body in the box):",
    "given": "Given (the setup the exercise uses):",
    "name": "Name: ______________________________  Student id: ______________",
    "points": "{points} points in all; the marks of each exercise are in its heading.",
}


def sheet_html(notebook, mathjax):
    """The printable HTML of a released sheet notebook."""
    render = _markdown().render
    meta = notebook.metadata.get("winning_moves", {})
    cells = notebook.cells
    title = cells[0].source.splitlines()[0].lstrip("# ").strip()
    intro = "\n".join(cells[0].source.splitlines()[1:])
    intro = re.sub(r"Answer in the cells.*?cell\.", "", intro, flags=re.S).strip()
    parts = [f"<h1>{html.escape(title)}</h1>", f'<p class="name">{WORDS["name"]}</p>']
    if meta.get("points"):
        parts.append(f"<p>{WORDS['points'].format(points=meta['points'])}</p>")
    if intro:
        parts.append(render(intro))
    points = _points_by_exercise(cells)
    for cell in cells[1:]:
        piece = _cell_html(cell, render, WORDS)
        ident = _statement_of(cell)
        if ident and ident in points:
            piece = piece.replace(
                f"Exercise {ident}</strong>",
                f"Exercise {ident}</strong> [{points[ident]} points]",
                1,
            )
        parts.append(piece)
    return page(title, "\n".join(parts), mathjax)


def _statement_of(cell):
    grade_id = cell.metadata.get("nbgrader", {}).get("grade_id", "")
    match = re.fullmatch(r"ex(\d+)-(\d+)-statement", grade_id)
    return match and f"{match[1]}.{match[2]}"


def _points_by_exercise(cells):
    points = {}
    for cell in cells:
        grading = cell.metadata.get("nbgrader", {})
        match = re.match(r"ex(\d+)-(\d+)-", grading.get("grade_id", ""))
        if match and grading.get("grade"):
            ident = f"{match[1]}.{match[2]}"
            points[ident] = points.get(ident, 0) + grading.get("points", 0)
    return points


def markdown_html(text, mathjax):
    """A Markdown page (the exam bank's key), printable."""
    title = text.splitlines()[0].lstrip("# ").strip()
    return page(title, _markdown().render(text), mathjax)


def mathjax_folder():
    """MathJax's es5 folder (build/npm: `make` installs it), or a clear error."""
    if not (MATHJAX / "tex-chtml-full.js").is_file():
        raise SystemExit(
            f"printing a sheet typesets its mathematics with MathJax from {MATHJAX}, "
            "which is not there: `make sheet FORMAT=pdf` installs it (npm ci)"
        )
    return MATHJAX


TYPESET = r"""async () => {
  await document.fonts.ready;
  if (window.MathJax && MathJax.startup) await MathJax.startup.promise;
  return !document.body.innerText.includes("\\(");
}"""


def print_pages(jobs):
    """Print each (html_text, pdf_path) with one Chromium; returns the paths.

    The pages are written beside MathJax's folder's root (ROOT/build) and
    served from there, so MathJax and its fonts load from the same server.
    """
    from playwright.sync_api import sync_playwright

    folder = ROOT / "build" / "print-sheets"
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    with pdf.serve(ROOT / "build") as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=pdf.chromium())
        tab = browser.new_page()
        tab.set_default_timeout(300_000)  # a loaded machine
        for number, (text, out) in enumerate(jobs):
            source = folder / f"page-{number}.html"
            source.write_text(text, encoding="utf-8")
            tab.goto(f"{url}print-sheets/{source.name}", wait_until="load")
            if not tab.evaluate(TYPESET):
                raise RuntimeError(f"{out}: MathJax did not typeset the page")
            Path(out).parent.mkdir(parents=True, exist_ok=True)
            tab.pdf(path=str(out), format="A4", print_background=True,
                    outline=True, tagged=True, margin=pdf.MARGIN)  # fmt: skip
            written.append(Path(out))
        browser.close()
    return written


MATHJAX_URL = "/npm/node_modules/mathjax/es5"  # as print_pages serves ROOT/build
