"""The course site as files: pages, links, offline assets, reproducibility.

The site is the one `make book` built (WM_SITE, set by `make test`), or one
built for this session. What a browser makes of it is tested in
tests/browser/.
"""

import base64
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from html import unescape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import nbformat
import pytest

from tests.browser.site import (
    BOOK,
    NODE_MODULES,
    ROOT,
    build_site,
    built_site,
    chapter_pages,
    install_node_modules,
)

sys.path.insert(0, str(BOOK / "_ext"))
import lite

CHAPTERS = chapter_pages()
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
BIG_SCRIPTS = ("tex-chtml", "tex-mml", "require.js", "embed-amd.js", "embed.js")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    return built_site(tmp_path_factory.mktemp("site"))


class Page(HTMLParser):
    """The ids, links, scripts and headings of one HTML page."""

    def __init__(self, path):
        super().__init__()
        self.ids, self.links, self.assets, self.h1 = set(), [], [], []
        self.scripts = []  # (type, body) of inline scripts
        self._in_h1 = self._in_script = False
        self._script_type = None
        self.feed(Path(path).read_text(encoding="utf-8"))

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.add(attrs["id"])
        if tag == "a" and attrs.get("href"):
            self.links.append(attrs["href"])
        if tag in ("script", "img") and attrs.get("src"):
            self.assets.append(attrs["src"])
        loaded = {"stylesheet", "preload", "icon", "modulepreload"}
        if tag == "link" and attrs.get("href") and attrs.get("rel") in loaded:
            self.assets.append(attrs["href"])
        if tag == "h1":
            self._in_h1 = True
            self.h1.append("")
        if tag == "script" and not attrs.get("src"):
            self._in_script, self._script_type = True, attrs.get("type")
            self.scripts.append([self._script_type, ""])

    def handle_endtag(self, tag):
        if tag == "h1":
            self._in_h1 = False
        if tag == "script":
            self._in_script = False

    def handle_data(self, data):
        if self._in_h1:
            self.h1[-1] += data
        if self._in_script:
            self.scripts[-1][1] += data


def pages(site):
    return sorted(
        p
        for p in site.rglob("*.html")
        if not p.relative_to(site).parts[0].startswith(("_vendor", "_static", "live"))
    )


def test_every_chapter_is_a_numbered_page(site):
    for name in CHAPTERS:
        page = site / f"{name}.html"
        assert page.exists(), f"{name}.ipynb has no page: rebuild with `make book`"
        heading = Page(page).h1[0].strip()
        assert heading.startswith(f"{int(name[:2])}. "), heading
    assert (site / "index.html").exists() and (site / "glossary.html").exists()


def test_pages_only_load_files_of_the_site(site):
    for path in pages(site):
        for asset in Page(path).assets:
            parts = urlsplit(asset)
            assert not parts.scheme and not parts.netloc, f"{path.name}: {asset}"
            target = (path.parent / unquote(parts.path)).resolve()
            assert target.is_file(), f"{path.name} needs {asset}, which is missing"


def test_internal_links_reach_pages_and_anchors(site):
    parsed = {path.resolve(): Page(path) for path in pages(site)}
    for path, page in parsed.items():
        for link in page.links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc:
                continue  # external links are not followed (no network)
            target = (
                (path.parent / unquote(parts.path)).resolve() if parts.path else path
            )
            assert target.exists(), f"{path.name}: broken link {link}"
            if parts.fragment and target.suffix == ".html":
                ids = parsed[target].ids if target in parsed else Page(target).ids
                assert parts.fragment in ids, f"{path.name}: no anchor for {link}"


def test_the_big_javascript_is_served_from_vendor_not_static(site):
    vendor = site / "_vendor"
    for needed in (
        "mathjax/es5/tex-chtml-full.js",
        "requirejs/require.js",
        "@jupyter-widgets/html-manager/dist/embed-amd.js",
    ):
        assert (vendor / needed).is_file(), needed
    fonts = list((vendor / "mathjax/es5/output/chtml/fonts/woff-v2").glob("*.woff"))
    assert len(fonts) > 10
    static = [p.name for p in (site / "_static").rglob("*.js")]
    assert not [n for n in static if n.startswith(BIG_SCRIPTS)], static
    # pruned: no other MathJax build, no speech engine, no source maps
    everything = [p.relative_to(vendor).as_posix() for p in vendor.rglob("*")]
    assert not [p for p in everything if "/sre/" in p or p.endswith(".map")]
    assert not [p for p in everything if re.search(r"es5/(tex|mml)-(?!chtml-full)", p)]
    files = [p for p in site.rglob("*") if p.is_file()]
    pages = sum(
        p.stat().st_size
        for p in files
        if p.relative_to(site).parts[0] != "live" and p.suffix != ".pdf"
    )
    assert pages < 25 * 2**20, f"the pages are {pages / 2**20:.1f} MiB"
    live = sum(p.stat().st_size for p in (site / "live").rglob("*") if p.is_file())
    # JupyterLite without source maps, Pyodide's core and the wheels: ~50 MiB
    assert live < 70 * 2**20, f"the live notebooks are {live / 2**20:.1f} MiB"


def test_widget_state_is_embedded_complete_and_renumbered(site):
    for name in CHAPTERS:
        nb = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        views = sum(
            WIDGET_VIEW in output.get("data", {})
            for cell in nb.cells
            if cell.cell_type == "code"
            for output in cell.outputs
        )
        page = Page(site / f"{name}.html")
        states = [json.loads(b) for t, b in page.scripts if t == WIDGET_STATE]
        shown = [json.loads(b)["model_id"] for t, b in page.scripts if t == WIDGET_VIEW]
        assert len(shown) == views, f"{name}: {len(shown)} widget views, {views} saved"
        if not views:
            continue
        assert len(states) == 1, f"{name}: no widget state on the page"
        state = states[0]["state"]
        referenced = set(re.findall(r"IPY_MODEL_(\w+)", json.dumps(state)))
        assert set(shown) | referenced <= set(state), f"{name}: missing models"
        numbers = sorted(int(model, 16) for model in state)
        assert numbers == list(range(1, len(state) + 1)), f"{name}: ids not renumbered"


def test_solutions_start_folded(site):
    for name in CHAPTERS:
        nb = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        solutions = sum(
            "solution" in c.metadata.get("tags", []) and bool(c.source.strip())
            for c in nb.cells
            if c.cell_type == "code"
        )
        html = (site / f"{name}.html").read_text(encoding="utf-8")
        folded = re.findall(
            r'<div class="cell tag_solution[^"]*">\s*<details class="([^"]*)"', html
        )
        assert len(folded) == solutions, f"{name}: {len(folded)} of {solutions}"
        assert "<details open" not in html


GLOSSARY_ENTRY = re.compile(r"^(\S[^\n]*)\n((?:  [^\n]*\n?)+)", re.M)
CHINESE_NAMES = [
    "必胜态",
    "必败态",
    "巴什博弈",
    "威佐夫博弈",
    "尼姆博弈",
    "SG函数",
    "Anti-SG 游戏",
    "SJ定理",
    "阶梯博弈",
]


def glossary_entries():
    """(term line, definition, chapter number) of every glossary entry."""
    text = (BOOK / "glossary.md").read_text(encoding="utf-8")
    body = text.split(":::{glossary}", 1)[1].split(":::", 1)[0]
    entries = []
    for term, definition in GLOSSARY_ENTRY.findall(body):
        if term.startswith(":"):
            continue
        chapters = re.findall(r"\{chapter\}`(\d+)`", definition)
        entries.append((term.strip(), " ".join(definition.split()), chapters))
    return entries


def test_glossary_gives_chinese_names_and_chapters(site):
    entries = glossary_entries()
    assert len(entries) >= 40
    for term, _, chapters in entries:
        assert chapters, f"glossary: {term} has no chapter"
        assert re.search(r"[\u4e00-\u9fff]", term), f"glossary: {term} has no 中文"
    html = (site / "glossary.html").read_text(encoding="utf-8")
    for name in CHINESE_NAMES:
        assert name in html, name
    for name in CHAPTERS:  # an existing chapter is a link, not "in preparation"
        number = int(name[:2])
        if any(str(number) in chapters for _, _, chapters in entries):
            assert f'href="{name}.html"' in html, f"glossary: no link to {name}"


def test_glossary_terms_appear_in_their_chapters():
    texts = {}
    for name in CHAPTERS:
        nb = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        texts[int(name[:2])] = " ".join(
            c.source for c in nb.cells if c.cell_type == "markdown"
        ).lower()
    for term, _, chapters in glossary_entries():
        english = term.split("(")[0].strip().lower()
        chapter = int(chapters[0])
        if chapter in texts:
            assert english in texts[chapter], (
                f"glossary: '{english}' is not in chapter {chapter}"
            )


#: Italic phrases in the chapters that are not terms the book defines: plain
#: emphasis, and names of works. Every other italic phrase of a chapter is a
#: term it defines, and the glossary must list it (or its singular).
NOT_TERMS = {
    # Stressed in chapter 7's proof of the fusion principle ("smaller" in the
    # order of the induction, the "kite" of Exercise 7.8)
    # and in chapter 10's proof of arithmetic periodicity (a *set* of values,
    # not the list): words of one proof, not terms of the book.
    "smaller",
    "kite",
    "set",
    # Words stressed in a proof or an aside of sections added in this round
    # (the shift of Fibonacci digits, a strategy for Max, a game that "fits",
    # the outer vertices of a search, the name of a field): the glossary
    # lacks an entry for factor-critical graphs, listed here until it has one.
    "fibonacci digits",
    "shift",
    "factor-critical",
    "gallai-edmonds structure theorem",
    "matching theory",
    "outer",
    "strategy for max",
    "fits",
    # Names local to one proof (chapter 14's proof of Theorem 14.2) and words
    # stressed in passing: not terms of the book.
    "p-type",
    "p-types",
    "n-type",
    "d-type",
    "d-types",
    "each with finitely many positions",
    "earlier in the same round",
    # stressed in a problem's solution (POJ 1740: heaps paired off), not a term
    "paired",
    # The exercise marks (chapter introductions to the exercises).
    "homework",
    "exam",
    "adding",
    "artificial intelligence",
    "bit",
    "breaks",
    "changed",
    "copying",
    "covers",
    "finished",
    "g(x)",
    "losing",
    "lower",
    "observe",
    "opponent",
    "ordinary",
    "raise",
    "raises",
    "safe",
    "the second player first",
    "true",
    "walks",
    "integers",
    "stop at the first winning move",
    "winning ways",
    "game theory",
    "combinatorial game theory",
    "on numbers and games",
    "eureka",
    "pnas",
    "lessons in play",
    "modulo 2",
    "its",
    "n",
    "p",
    "both",
    "odd",
    "is",
    "first",
    "value",
    "where",
    "winning",
    "equal",
    "sizes",
    "cuts",
    "falls",
    "any",
    "path",
    "rightmost",
    "rule",
    "heaps",
    "sum",
    "longest",
    "not",
    "number",
    "pattern",
    "without carrying",
    "fair game",
    "by hand",
    "compute",
    "prove",
    "open-ended",
}
#: Italic phrases that name a glossary term in other words.
ALIASES = {
    "zeckendorf's theorem": "zeckendorf representation",
    "m-alternating path": "alternating path",
    "the sj condition": "sj condition",
    "minimum excludant": "mex",
    "stalk": "bamboo stalk",
    "periodic": "period",
    "hot": "hot position",
    "max": "max and min",
    "min": "max and min",
    "multi-sg": "multi-sg game",
    "rare": "rare value",
    "common": "rare value",
    "mask": "rare value",
    "exceptional": "exceptional value",
    "evil": "evil number",
    "surreal numbers": "surreal number",
    "upper wythoff sequences": "upper wythoff sequence",
    "a": "p-position",
}
ITALIC = re.compile(r"(?<![*\w])\*([^*\n][^*]*?)\*(?![*\w])")


def italic_phrases():
    """(chapter, phrase) for every italic phrase of the chapters' prose.

    Left out: the reading lists (titles of works), proof steps (a phrase
    ending in a full stop or holding a formula) and phrases of six words or
    more (whole sentences in italics).
    """
    found = []
    for name in CHAPTERS:
        nb = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        for cell in nb.cells:
            if cell.cell_type != "markdown" or "## Further reading" in cell.source:
                continue
            for match in ITALIC.finditer(cell.source):
                phrase = " ".join(match.group(1).split()).lower()
                if phrase.endswith((".", ":")) or re.search(r"[=≠<>≤≥]", phrase):
                    continue
                if len(phrase.split()) < 6:
                    found.append((int(name[:2]), phrase))
    return found


def test_every_term_a_chapter_defines_is_in_the_glossary():
    terms = {term.split("(")[0].strip().lower() for term, _, _ in glossary_entries()}
    missing = sorted(
        {
            (chapter, phrase)
            for chapter, phrase in italic_phrases()
            if phrase not in NOT_TERMS
            and ALIASES.get(phrase, phrase) not in terms
            and phrase.removesuffix("s") not in terms
            and not any(term.startswith(phrase + " ") for term in terms)
        }
    )
    assert missing == [], (
        "add these to notebooks/glossary.md, or to NOT_TERMS if they are not "
        f"terms: {missing}"
    )


def test_build_is_reproducible(site, tmp_path):
    """A second build from the same sources gives the same files, byte for byte."""
    code, log = build_site.build(tmp_path / "again", quiet=True)
    assert code == 0, "\n".join(build_site.problems(log))
    again = tmp_path / "again" / "_build" / "html"
    # `make book` then adds the PDFs and their paragraph on the landing pages
    # (pdf.offer): the site build itself is what must repeat
    made = [p for p in site.rglob("*") if p.is_file() and p.suffix != ".pdf"]
    first = {p.relative_to(site) for p in made}
    second = {p.relative_to(again) for p in again.rglob("*") if p.is_file()}
    assert first == second

    def content(path):
        data = path.read_bytes()
        if path.name == "index.html":
            data = re.sub(rb'<p class="wm-pdfs">.*?</p>', b"", data)
        return data

    differ = [p for p in sorted(first) if content(site / p) != content(again / p)]
    edited = [p.name for p in differ if p.parts[0] == "_sources"]
    if edited:  # only in a shared working tree, while someone edits a chapter
        pytest.skip(f"chapters edited between the two builds: {edited}")
    assert differ == [], f"files that differ between two builds: {differ[:10]}"


def test_a_failing_cell_and_a_broken_link_fail_the_build(tmp_path):
    install_node_modules()
    book = tmp_path / "book"
    book.mkdir()
    for name in ("_config.yml", "_toc.yml", "glossary.md"):
        shutil.copy(BOOK / name, book)
    shutil.copytree(
        BOOK / "_ext", book / "_ext", ignore=shutil.ignore_patterns("*.pyc")
    )
    (book / "index.md").write_text("# A test book\n\n```{chapter-list}\n```\n")
    nb = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell(
                "# Broken\n\nSee [chapter 99](99-missing.ipynb) and [this](#nowhere)."
            ),
            nbformat.v4.new_code_cell("x = 1"),
            nbformat.v4.new_code_cell("x / 0"),
            nbformat.v4.new_code_cell("x + 1"),
        ]
    )
    for i, cell in enumerate(nb.cells):
        cell.id = f"c{i:03d}"
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, book / "03-broken.ipynb")
    code, log = build_site.build(
        tmp_path / "out",
        book=book,
        node_modules=NODE_MODULES,
        quiet=True,
        editions=False,
    )
    assert code != 0
    found = "\n".join(build_site.problems(log))
    assert (
        "notebook 03-broken.ipynb failed to execute: cell 3 of the notebook "
        "(id c002, In [2]) raised ZeroDivisionError" in found
    ), found
    assert "99-missing.ipynb" in found and "nowhere" in found, found


# --- the live notebooks (JupyterLite, notebooks/_ext/lite.py) -----------------------

LIVE = "live"
# What a page, a style sheet or a configuration would fetch from elsewhere.
EXTERNAL = re.compile(
    r"""(@import\s+(url\()?\s*["']?https?:|(src|href)\s*=\s*["']?(https?:)?//"""
    r"""|url\(\s*["']?(https?:)?//)""",
    re.IGNORECASE,
)
KNOWN_HOSTS = ("fonts.googleapis", "fonts.gstatic", "cdn.jsdelivr", "unpkg.com",
               "cdnjs.", "googletagmanager", "google-analytics")  # fmt: skip


def test_every_chapter_page_links_to_its_live_notebook(site):
    for name in CHAPTERS:
        links = Page(site / f"{name}.html").links
        live = [link for link in links if link.startswith(f"{LIVE}/notebooks/")]
        assert live == [f"{LIVE}/notebooks/index.html?path={name}.ipynb"], name
        assert (site / LIVE / "files" / f"{name}.ipynb").is_file(), name
    assert (site / LIVE / "notebooks" / "index.html").is_file()


def run_live_links(site, name):
    """The REPL addresses of a chapter page's "Run live" links, in page order."""
    links = Page(site / f"{name}.html").links
    return [urlsplit(link) for link in links if link.startswith(f"{LIVE}/repl/")]


def test_every_explorer_has_a_run_live_link_with_its_code(site):
    """Each explorer cell's "Run live" link runs, in JupyterLite's REPL, the
    chapter's import cell, the earlier cells it needs and the cell itself,
    as the live notebook has them (pyplot and numpy imports rewritten)."""
    assert (site / LIVE / "repl" / "index.html").is_file()
    explorers = 0
    for name in CHAPTERS:
        saved = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        cells = lite.live_copy(nbformat.read(BOOK / f"{name}.ipynb", as_version=4))
        code = [c.source for c in cells.cells if c.cell_type == "code"]
        links = run_live_links(site, name)
        assert len(links) == len(lite.explorer_cells(saved)), name
        for index, link in zip(lite.explorer_cells(saved), links, strict=True):
            assert link.path == f"{LIVE}/repl/index.html"
            query = parse_qs(link.query)
            assert query["kernel"] == ["python"] and query["hideCodeInput"] == ["1"]
            sent = query["code"]
            assert sent[0] == code[0], (name, index)  # the import cell
            assert sent[-1] == cells.cells[index].source, (name, index)
            needed = [code.index(cell) for cell in sent[1:-1]]  # earlier cells
            assert needed == sorted(needed) and 0 not in needed, (name, index)
            explorers += 1
    assert explorers >= 25  # chapters 1 to 13 have one or more each


def test_the_code_of_every_run_live_link_runs(tmp_path, monkeypatch):
    """What a "Run live" link sends runs in a fresh namespace, outside notebooks/."""
    monkeypatch.chdir(tmp_path)
    for name in CHAPTERS:
        notebook = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        for index in lite.explorer_cells(notebook):
            namespace = {}
            for cell in lite.live_code(notebook, index):
                exec(compile(cell, f"{name} cell {index}", "exec"), namespace)


def page_codes(site, name):
    """The data-code of a chapter page's "Run live" links, in page order."""
    text = (site / f"{name}.html").read_text(encoding="utf-8")
    found = re.findall(r'<a class="wm-run-live" [^>]*data-code="([^"]*)"', text)
    return [json.loads(unescape(code)) for code in found]


def test_every_run_live_button_runs_its_explorer_in_the_page_python(site):
    """The page's own Python (run_live.js) gets each explorer's cells with
    the import cell cut to the names they read: never sympy or pyplot."""
    for name in CHAPTERS:
        notebook = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        codes = page_codes(site, name)
        assert len(codes) == len(lite.explorer_cells(notebook)), name
        for index, code in zip(lite.explorer_cells(notebook), codes, strict=True):
            full = lite.live_code(notebook, index)
            assert code[1:] == full[1:], (name, index)  # the same cells after
            assert "sympy" not in code[0] and "pyplot" not in code[0], (name, code)
            assert "gamelib.widgets" in code[0], (name, code)
    lock = json.loads(
        (site / LIVE / "static" / "pyodide" / lite.PAGE_LOCK).read_text()
    )["packages"]
    assert lock["gamelib"]["depends"] == ["ipywidgets"]
    assert lock["ipywidgets"]["depends"] == ["comm", "traitlets"]
    for file in ("run_live.js", "live_worker.mjs", "live_kernel.py", "run_live.css"):
        assert (site / "_static" / file).is_file(), file


def test_the_code_of_every_run_live_button_runs_without_sympy_or_networkx(tmp_path):
    """Each explorer's page code, run where sympy and networkx cannot be
    imported, builds its explorer, or stops at networkx only: the page's
    Python never loads sympy. The explorers that stop are exactly those of
    lite.NEEDS_NETWORKX, whose page code imports networkx first, so that the
    worker loads it before their cells run (live_worker.mjs) rather than
    running them twice."""
    program = (
        "import sys, json\n"
        "for name in ('sympy', 'networkx'):\n"
        "    sys.modules[name] = None\n"
        "failed = []\n"
        "for name, cell_id, code in json.load(open(sys.argv[1])):\n"
        "    namespace = {}\n"
        "    try:\n"
        "        for cell in code:\n"
        "            exec(compile(cell, name, 'exec'), namespace)\n"
        "    except ModuleNotFoundError as error:\n"
        "        failed.append((name, cell_id, str(error)))\n"
        "print(json.dumps(failed))\n"
    )
    codes = []
    for name in CHAPTERS:
        notebook = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        for index in lite.explorer_cells(notebook):
            cell_id = notebook.cells[index].get("id")
            code = lite.page_code(notebook, index)
            codes.append((name, cell_id, code))
            first = lite.page_code(notebook, index, name)
            assert first[1:] == code[1:], (name, cell_id)
            declared = (name, cell_id) in lite.NEEDS_NETWORKX
            assert first[0].startswith(lite.NETWORKX_FIRST) == declared, first[0]
    (tmp_path / "codes.json").write_text(json.dumps(codes))
    (tmp_path / "run.py").write_text(program)
    done = subprocess.run(
        [sys.executable, str(tmp_path / "run.py"), str(tmp_path / "codes.json")],
        capture_output=True, text=True, cwd=tmp_path, check=True, timeout=900,
        env={**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "agg"},
    )  # fmt: skip
    failed = json.loads(done.stdout)
    assert all("networkx" in why for _, _, why in failed), failed  # never sympy
    stopped = {(name, cell_id) for name, cell_id, _ in failed}
    assert stopped == lite.NEEDS_NETWORKX, (
        "lite.NEEDS_NETWORKX must list exactly the explorers that need networkx: "
        f"add {sorted(stopped - lite.NEEDS_NETWORKX)}, "
        f"drop {sorted(lite.NEEDS_NETWORKX - stopped)}"
    )


def test_live_python_is_served_by_the_site_with_gamelib_and_without_numpy(site):
    config = json.loads((site / LIVE / "jupyter-lite.json").read_text())
    kernel = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"
    ]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"
    assert kernel["disablePyPIFallback"] is True
    pyodide = site / LIVE / "static" / "pyodide"
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())["packages"]
    assert {"gamelib", "ipywidgets", "networkx", "micropip"} <= set(lock)
    assert not {"numpy", "matplotlib"} & set(lock)
    for name, entry in lock.items():
        wheel = pyodide / entry["file_name"]
        assert wheel.is_file(), name
        assert set(entry["depends"]) <= set(lock), name
    wheels = {p.name for p in pyodide.glob("*.whl")}
    assert wheels == {entry["file_name"] for entry in lock.values()}  # only these
    assert not list((site / LIVE).rglob("*.map"))  # built with --no-sourcemaps


def test_the_live_wheels_hold_no_test_suites_and_record_every_file(site):
    """lite.slim_wheel: the wheels a reader's Python downloads leave out the
    packages' tests (networkx's were 0.9 of its 2.1 MB), and each RECORD
    lists exactly the files its wheel has."""
    for wheel in sorted((site / LIVE / "static" / "pyodide").glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            names = set(archive.namelist())
            assert not [n for n in names if lite._is_test_file(n)], wheel.name
            (record,) = [n for n in names if n.endswith(".dist-info/RECORD")]
            listed = {
                line.split(",")[0]
                for line in archive.read(record).decode().splitlines()
            }
            assert listed == names, wheel.name


MARKDOWN_TARGET = re.compile(r"""(?:\]\(|src=["'])([^)"'#?\s]+)""")


def test_no_live_notebook_links_a_file_the_live_site_lacks(site):
    """JupyterLite fetches a markdown link or image of a notebook from its
    app's page and then from its drive (live/files/): ../figures/ asked for
    live/figures/ (HTTP 404). The static figures are in the markdown as
    data: URLs, the same bytes as the repository's figures/. The live
    notebooks are also not marked as run: no cell or output has an
    execution count."""
    files = site / LIVE / "files"
    figures = 0
    for name in CHAPTERS:
        notebook = nbformat.read(files / f"{name}.ipynb", as_version=4)
        for cell in notebook.cells:
            if cell.cell_type == "code":
                assert cell.execution_count is None, (name, cell.get("id"))
                counts = [o.get("execution_count") for o in cell.outputs]
                assert set(counts) <= {None}, (name, cell.get("id"))
                continue
            assert "../figures/" not in cell.source, name
            for target in MARKDOWN_TARGET.findall(cell.source):
                if target.startswith("data:image/svg+xml;base64,"):
                    data = base64.b64decode(target.split(",", 1)[1])
                    assert data.lstrip().startswith((b"<?xml", b"<svg")), name
                    figures += 1
                    continue
                if urlsplit(target).scheme or target.endswith(".ipynb"):
                    continue  # another chapter: also in the drive
                path = (files / unquote(target)).resolve()
                assert path.is_relative_to(files.resolve()), (name, target)
                assert path.is_file(), (name, target)
    shown = sum(
        (BOOK / f"{name}.ipynb").read_text(encoding="utf-8").count("](../figures/")
        for name in CHAPTERS
    )
    assert figures == shown and figures >= 5  # chapters 2, 3, 4, 8, 10
    first = nbformat.read(files / "04-wythoff.ipynb", as_version=4)
    code = next(c for c in first.cells if c.cell_type == "code")
    assert "Restart Kernel" in code.source.split("\n\n")[0]  # what to do on a hang


def test_every_chapter_page_can_become_a_notebook(site):
    """Each code cell of a chapter is on its page with its index as a class,
    and live/cells/ gives its live code and the data files the cells read."""
    for name in CHAPTERS:
        notebook = lite.live_copy(
            nbformat.read(BOOK / f"{name}.ipynb", as_version=4), name
        )
        code = {
            i: c.source for i, c in enumerate(notebook.cells) if c.cell_type == "code"
        }
        given = json.loads((site / LIVE / "cells" / f"{name}.json").read_text())
        assert {c["index"]: c["source"] for c in given["cells"]} == code, name
        for path in given["files"]:
            assert (site / LIVE / "files" / path).is_file(), (name, path)
        for edition in ("", f"{EDITION}/"):
            page = (site / f"{edition}{name}.html").read_text(encoding="utf-8")
            found = [
                int(i) for i in re.findall(r'class="cell [^"]*wm-cell-(\d+)', page)
            ]
            assert found == sorted(code), (edition, name)
            assert "_static/run_live.js" in page, (edition, name)
    assert (
        "data/oeis/A000201.txt"
        in json.loads((site / LIVE / "cells" / "04-wythoff.json").read_text())["files"]
    )


def test_live_chapters_import_pyplot_without_failing(site):
    chapter = nbformat.read(site / LIVE / "files" / "04-wythoff.ipynb", as_version=4)
    first = "".join(c.source for c in chapter.cells if c.cell_type == "code")
    assert "import matplotlib.pyplot" not in first
    assert "plt = pyplot()" in first
    assert "widgets" not in chapter.metadata


def test_no_file_of_the_site_fetches_from_outside(site):
    """Pages, style sheets and configurations name no other host to load from.

    The JavaScript bundles are not scanned: they carry URLs as data (the
    licence texts, the default CDN of Pyodide that the configuration above
    overrides); the browser tests check that no request leaves the site.
    """
    found = []
    for path in sorted(site.rglob("*")):
        if path.suffix not in {".html", ".css", ".json"} or not path.is_file():
            continue
        if path.name.endswith("schema.v0.json") or "licenses" in path.name:
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in EXTERNAL.finditer(text):
            found.append(
                f"{path.relative_to(site)}: {text[match.start() : match.end() + 40]}"
            )
        for host in KNOWN_HOSTS:
            if host in text and path.suffix != ".json":
                found.append(f"{path.relative_to(site)}: names {host}")
    assert found == [], found[:10]


# --- the Chinese edition (zh/, notebooks/_ext/i18n.py) ---------------------------

EDITION = "zh"


def english_pages(site):
    return [p for p in pages(site) if p.relative_to(site).parts[0] != EDITION]


class Text(HTMLParser):
    """The text a reader sees in a page's article, without code, maths or scripts."""

    SKIP = frozenset(
        {"script", "style", "pre", "code", "mjx-container", "svg", "textarea"}
    )
    VOID = frozenset({"area", "br", "col", "embed", "hr", "img", "input", "link",
                      "meta", "source", "track", "wbr"})  # fmt: skip

    def __init__(self, path):
        super().__init__()
        self.stack, self.parts, self.lang = [], [], None  # stack: (tag, skipped)
        self.feed(Path(path).read_text(encoding="utf-8"))
        self.text = " ".join(self.parts)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "html":
            self.lang = attrs.get("lang")
        if tag in self.VOID:
            return
        classes = (attrs.get("class") or "").split()
        skipped = tag in self.SKIP or "math" in classes
        self.stack.append((tag, skipped))

    def handle_endtag(self, tag):
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                return

    def handle_data(self, data):
        tags = [tag for tag, _ in self.stack]
        if "article" in tags and not any(skipped for _, skipped in self.stack):
            self.parts.append(data)


def test_every_page_has_its_twin_in_the_other_edition_and_links_to_it(site):
    english = english_pages(site)
    assert len(english) > 15
    for page in english:
        name = page.relative_to(site).as_posix()
        if name in {"genindex.html", "search.html"}:
            continue
        twin = site / EDITION / name
        assert twin.is_file(), f"{name} has no Chinese page"
        assert f"{EDITION}/{name}" in Page(page).links, f"{name}: no link to 中文"
        assert f"../{name}" in Page(twin).links, f"zh/{name}: no link back to English"
        head = twin.read_text(encoding="utf-8")[:4000]
        assert f'hreflang="en" href="../{name}"' in head, name
        assert Text(twin).lang == "zh-CN" and Text(page).lang == "en", name


def test_the_chinese_pages_show_the_same_outputs_and_widgets(site):
    """Built from the notebooks the English build executed: no second run."""
    for name in CHAPTERS:
        english = (site / f"{name}.html").read_text(encoding="utf-8")
        chinese = (site / EDITION / f"{name}.html").read_text(encoding="utf-8")
        for marker in ('class="cell_output', WIDGET_VIEW, "<img ", "<svg "):
            assert english.count(marker) == chinese.count(marker), (name, marker)
        assert saved_widgets(site / f"{name}.html") == saved_widgets(
            site / EDITION / f"{name}.html"
        ), f"{name}: the saved widgets differ"


def saved_widgets(page):
    """The page's saved widget models, whatever their ids and their order."""
    models = []
    for kind, body in Page(page).scripts:
        if kind == WIDGET_STATE:
            for model in json.loads(body)["state"].values():
                text = json.dumps(model, sort_keys=True)
                models.append(re.sub(r"IPY_MODEL_[0-9a-f]{32}", "IPY_MODEL", text))
    return sorted(models)


# Markdown that reached the page as text: a ** or * that did not pair up,
# a role or a link that was not parsed.
RAW_MARKDOWN = re.compile(
    r"\*\*\S|\S\*\*|(?<![\w*])\*[^\s*|}.,;:)][^*\n]{0,80}?[^\s*]\*(?![\w*])"
    r"|\{chapter\}|\]\(|`"
)


@pytest.mark.parametrize("edition", ["", EDITION])
def test_no_markdown_is_left_as_text_in_the_pages(site, edition):
    found = []
    folder = site / edition if edition else site
    for name in ["index", "glossary", "instructors", "credits", *CHAPTERS]:
        text = Text(folder / f"{name}.html").text
        for match in RAW_MARKDOWN.finditer(text):
            around = text[max(0, match.start() - 30) : match.end() + 30]
            found.append(f"{edition}/{name}: …{around}…")
    assert found == [], "\n".join(found[:20])


def test_the_chinese_pages_are_in_chinese_with_the_sites_own_words(site):
    han = re.compile(r"[\u4e00-\u9fff]")
    for name in ["index", "glossary", *CHAPTERS]:
        text = Text(site / EDITION / f"{name}.html").text
        letters = [c for c in text if c.isalpha()]
        share = sum(bool(han.match(c)) for c in letters) / len(letters)
        assert share > 0.3, f"zh/{name}: only {share:.0%} of the letters are Chinese"
    seen = Text(site / EDITION / "01-bash.html").text
    for words in ("显示解答", "在线运行本章", "在线运行", "中文版说明"):
        assert words in seen, words
    glossary = (site / EDITION / "glossary.html").read_text(encoding="utf-8")
    assert re.search(r">第 \d+ 章<", glossary), "the {chapter} role is not in Chinese"
    assert "Show solution" not in seen and "Run this chapter live" not in seen


def test_every_fold_of_the_chinese_pages_is_labelled_in_chinese(site):
    """Solutions, hints and the folds written in HTML in the notebooks."""
    summary = re.compile(r"<summary\b[^>]*>(.*?)</summary>", re.S)
    found, folds = [], 0
    for page in sorted((site / EDITION).glob("*.html")):
        for label in summary.findall(page.read_text(encoding="utf-8")):
            text = unescape(re.sub(r"<[^>]+>", " ", label)).strip()
            folds += 1
            if text and not re.search(r"[\u4e00-\u9fff]", text):
                found.append(f"{page.name}: {text!r}")
    assert folds > 70 and found == [], found[:10]


def test_the_chinese_search_index_has_chinese_words(site):
    index = (site / EDITION / "searchindex.js").read_text(encoding="utf-8")
    terms = json.loads(index[index.index("(") + 1 : index.rindex(")")])["terms"]
    for word in ("必胜", "必败态", "博弈", "异或"):
        assert any(word in term for term in terms), f"{word} is not in the index"


def test_the_chinese_glossary_is_looked_up_by_chinese_names(site):
    """Headwords 中文名、别名（English）, in the pinyin order of the Chinese name."""
    from pypinyin import lazy_pinyin

    page = (site / EDITION / "glossary.html").read_text(encoding="utf-8")
    heads = [
        unescape(re.sub(r"<[^>]+>", "", head)).rstrip("#").strip()
        for head in re.findall(r"<dt\b[^>]*>(.*?)</dt>", page, re.S)
    ]
    assert len(heads) > 100, len(heads)
    for head in heads:
        assert re.fullmatch(r"[^（]*[\u4e00-\u9fff][^（]*（[^（）]+）", head), head
    keys = [" ".join(lazy_pinyin(head)).casefold() for head in heads]
    assert keys == sorted(keys), [
        h for h, k, n in zip(heads, keys, keys[1:], strict=False) if k > n
    ]
    assert 'title="Link to this' not in page


def test_the_chinese_edition_shares_the_english_sites_files(site):
    """Its pictures, downloads, theme files, JavaScript and live notebooks."""
    for shared in ("_vendor", "live", "_images", "_sources", "_static/run_live.js"):
        assert not (site / EDITION / shared).exists(), shared
    size = sum(p.stat().st_size for p in (site / EDITION).rglob("*") if p.is_file())
    assert size < 8 * 2**20, f"the Chinese pages are {size / 2**20:.1f} MiB"


def test_slimmed_pages_show_the_notebooks_code_unchanged(site):
    """build_site.slim_pages drops the highlighter's spans that carry the
    code's own colour: every code cell of the Problem set (412 blocks of C++
    and Python, the most code of any page) still reads on the page exactly
    as in the notebook, and no span of a plain class is left."""
    page = (site / "15-problem-set.html").read_text(encoding="utf-8")
    shown = "\n".join(
        unescape(re.sub(r"<[^>]+>", "", pre))
        for pre in re.findall(r"<pre>.*?</pre>", page, re.S)
    )
    notebook = nbformat.read(BOOK / "15-problem-set.ipynb", as_version=4)
    code = [c.source.strip() for c in notebook.cells if c.cell_type == "code"]
    missing = [c[:60] for c in code if c and c not in shown]
    assert not missing, missing
    css = (site / "_static" / "pygments.css").read_text(encoding="utf-8")
    plain = build_site.plain_tokens(css)
    assert {"n", "p", "w"} <= plain, plain
    assert not re.search(r'<span class="(?:n|p|w)">', page)
