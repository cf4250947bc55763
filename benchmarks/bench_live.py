"""Run live on a chapter page: the page's one Python against a bare Pyodide boot.

    python benchmarks/run.py live        (needs a built site: `make book`)

In one headless Chromium (Debian's, as the browser tests), network off
except the site's own server (a dead proxy, so that the browser's cache
works as a reader's does; Playwright's request routing would turn it off):

- the floor: a bare page that starts the site's Pyodide, loads the packages
  the page's Python loads (gamelib, ipywidgets: page-lock.json) and imports
  what the Wythoff explorer imports, nothing else (cold: a fresh profile);
- the first Run live on chapter 4's page: from the click on the Wythoff
  explorer's button to the live explorer in place (cold), then to its
  picture redrawn after a slider move;
- a second explorer on the same page (the play widget): click to live;
- chapter 12's explorer that draws a game graph (it needs networkx, loaded
  before its cells run): click to live and the MiB received, cold, against
  a bare Pyodide that loads and runs the same imports;
- the floor and the same page again in a profile that keeps its disk cache
  (a reader's second visit): click to live, and the bytes received;
- the floor for chapter 4's own imports (with sympy), and the page as a
  notebook: from the click on "Run this chapter live" to Run All of
  chapter 4 done (target <= 2 x that floor), cold and warm, with the MiB
  received to go live (the cold start, <= 15 MiB) and by Run All's end
  (<= the MiB that floor receives: the chapter's cells import sympy);
- the site's size on disk (du -sb), with its biggest parts.

JupyterLite's Run All of the live notebook (bench_run_all) follows only with
``--with-jupyterlite`` (or ``bench_live.py run_all`` alone): it takes minutes.

Each figure has the load average (1 min) beside it: on a shared 2-core
machine it moves the times more than anything else. Targets (issue 21):
first Run live <= 1.5 x the floor, second explorer <= 2 s, a cold Run live
receives <= 15 MiB, the site no larger than 71 MB. Run All of a live chapter
(the live notebooks) can be added to EXTRA: functions (browser, url) that
return rows (label, seconds, target in seconds, note).
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import row

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM_FLAGS  # noqa: E402
from tests.browser.site import chromium, serve  # noqa: E402

SITE = ROOT / os.environ.get("WM_SITE", "build/book/_build/html")
OFFLINE = ["--proxy-server=127.0.0.1:9"]  # loopback bypasses it: only the site
SECOND_TARGET = 2.0
COLD_MIB_TARGET = 15.0
SITE_MB_TARGET = 71
COLD_TARGET = 60.0  # seconds: a live notebook opened to its imports run, cold
EXTRA = []  # more rows: functions (browser, url) -> [(label, s, target, note)]

# The floor, in a Web Worker as the page's Python: boot, packages, imports.
FLOOR_WORKER = """
import { loadPyodide } from "./live/static/pyodide/pyodide.mjs";
try {
const t0 = performance.now() / 1000;
const indexURL = new URL("./live/static/pyodide/", self.location).href;
// As the site's worker (notebooks/_ext/live_worker.mjs) starts it.
const lock = fetch(indexURL + "page-lock.json").then((r) => r.text());
const py = await loadPyodide(
  {indexURL, lockFileContents: lock, packageBaseUrl: indexURL});
const t1 = performance.now() / 1000;
await py.loadPackage([PACKAGES], {messageCallback: () => {}});
const t2 = performance.now() / 1000;
py.runPython(`
import sys, types
ipython = types.ModuleType("IPython"); ipython.get_ipython = lambda: None
display = types.ModuleType("IPython.display")
display.display = display.clear_output = lambda *a, **k: None
shell = types.ModuleType("IPython.core.interactiveshell")
shell.InteractiveShell = type("InteractiveShell", (), {})
sys.modules.update({"IPython": ipython, "IPython.display": display,
                    "IPython.core": types.ModuleType("IPython.core"),
                    "IPython.core.interactiveshell": shell})
IMPORTS
`);
const t3 = performance.now() / 1000;
self.postMessage({boot: t1 - t0, packages: t2 - t1, imports: t3 - t2});
} catch (error) {
  self.postMessage({error: String(error)});
}
"""
# Each floor: the packages its worker loads and the imports it runs.
FLOORS = {
    "floor": (["gamelib", "ipywidgets"], "import ipywidgets, gamelib.widgets.wythoff"),
    "graph": (
        ["gamelib", "ipywidgets", "networkx"],
        "import networkx, ipywidgets, gamelib.widgets.lab",
    ),
}
FLOOR_PAGE = """<!doctype html><meta charset="utf-8"><title>floor</title><script>
window.floor = new Promise((resolve) => {
  const name = new URLSearchParams(location.search).get("worker") || "floor";
  const worker = new Worker(name + "-worker.mjs", {type: "module"});
  worker.onmessage = (event) => resolve(event.data);
  worker.onerror = (event) => resolve({error: event.message || "the worker failed"});
});
</script>"""


def load():
    return f"load {os.getloadavg()[0]:.1f}"


def floor_seconds(context, url, name="floor"):
    """Seconds from page load to Pyodide booted with the packages imported
    (FLOORS[name]: the Wythoff explorer's, or the graph explorer's)."""
    page = context.new_page()
    started = time.perf_counter()
    page.goto(f"{url}floor.html?worker={name}")
    parts = page.evaluate("window.floor")
    seconds = time.perf_counter() - started
    page.close()
    return seconds, parts


def click_to_live(page, cell_code):
    """Seconds from a click on the cell's Run live to its live explorer."""
    cell = page.locator(".cell").filter(
        has=page.locator(".cell_input", has_text=cell_code)
    )
    link = cell.locator("a.wm-run-live")
    link.scroll_into_view_if_needed()
    started = time.perf_counter()
    link.click()
    cell.locator("a.wm-run-live[data-state=live]").wait_for(
        state="attached", timeout=600_000
    )
    return time.perf_counter() - started, cell.locator(".wm-live-area")


def redrawn(page, area):
    """Seconds from a slider move to the picture changed."""
    before = area.inner_html()
    started = time.perf_counter()
    area.locator(".noUi-handle").first.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "([o, old]) => o.innerHTML !== old",
        arg=[area.element_handle(), before],
        timeout=60_000,
    )
    return time.perf_counter() - started


def run_live(context, url):
    """(first, redraw, second, bytes received by the page's Python, state)."""
    page = context.new_page()
    page.goto(f"{url}04-wythoff.html")
    # as a reader finds it: typeset and its saved explorers drawn
    page.evaluate("() => window.MathJax.startup.promise")
    page.locator(".cell_output svg").first.wait_for()
    first, area = click_to_live(page, "WythoffExplorer(limit=20")
    redraw = redrawn(page, area)
    second, _ = click_to_live(page, "PlayWidget(game, (7, 11))")
    state = page.evaluate("wmLive.state()")
    workers = len(page.workers)
    page.close()
    return first, redraw, second, state, workers


def page_run_all(context, url, chapter="04-wythoff"):
    """(seconds, MiB, from cache, re-run seconds, MiB to go live): the page
    as a notebook.

    From the click on "Run this chapter live" (the page read and typeset)
    to the last cell of the chapter done, in the page's one Python; the
    MiB its worker received, whether Python came from the cache, the
    seconds an edited explorer cell takes to run again (edit_and_rerun),
    and the MiB it had received when its first cell started.
    """
    page = context.new_page()
    page.goto(f"{url}{chapter}.html")
    page.evaluate("() => window.MathJax.startup.promise")
    started = time.perf_counter()
    page.locator("a.wm-live").click()
    page.locator("button.wm-run-all").click()
    page.wait_for_function(
        "() => { const n = wmLive.notebook(); return n && n.runAll; }",
        timeout=900_000,
    )
    seconds = time.perf_counter() - started
    result = page.evaluate("wmLive.notebook().runAll")
    state = page.evaluate("wmLive.state()")
    if not result["ok"]:
        raise RuntimeError(f"Run All of {chapter}'s page stopped: {result}")
    rerun = edit_and_rerun(page, "WythoffExplorer(limit=20", "WythoffExplorer(limit=9)")
    page.close()
    # The bytes when the first cell started: Python booted, nothing the
    # chapter's cells import loaded yet (the page went live).
    live = next(b for s, _, b in state["stages"] if s == "running the cells")
    return seconds, state["bytes"] / 2**20, state["cached"], rerun, live / 2**20


def edit_and_rerun(page, needle, source):
    """Seconds from Shift+Enter in an edited cell to its new output drawn.

    The cell is held as an element: once edited, its text no longer has
    `needle`, so a locator filtered by that text would find nothing.
    """
    cell = (
        page.locator(".cell")
        .filter(has=page.locator(".wm-editor pre", has_text=needle))
        .first.element_handle()
    )
    output = "c => (c.querySelector('.wm-cell-out') || {}).innerHTML || ''"
    before = cell.evaluate(output)
    editor = cell.query_selector("textarea")
    editor.fill(source)
    started = time.perf_counter()
    editor.press("Shift+Enter")
    page.wait_for_function(
        f"([c, old]) => c.dataset.wmState === 'done' && ({output})(c) !== old"
        " && c.querySelector('.wm-cell-out svg')",
        arg=[cell, before],
        timeout=120_000,
    )
    return time.perf_counter() - started


def chapter_imports(chapter="04-wythoff"):
    """The chapter's import cell as the live notebook (and its page) runs it."""
    import nbformat

    sys.path.insert(0, str(ROOT / "notebooks" / "_ext"))
    import lite

    notebook = nbformat.read(ROOT / "notebooks" / f"{chapter}.ipynb", as_version=4)
    notebook = lite.live_copy(notebook, chapter)
    return next(c.source for c in notebook.cells if c.cell_type == "code")


def site_sizes(site=SITE):
    """`du -sb` of the site and of its biggest parts, largest first."""
    parts = [site, *sorted(p for p in site.iterdir() if p.is_dir())]
    parts += [site / "live" / "build", site / "live" / "static" / "pyodide"]
    sizes = []
    for path in parts:
        done = subprocess.run(
            ["du", "-sb", str(path)], capture_output=True, text=True, check=False
        )
        if done.returncode == 0:
            sizes.append((int(done.stdout.split()[0]), path.relative_to(site.parent)))
    return sorted(sizes, reverse=True)


def served_folder(site, folder):
    """`site` with the floor's two files beside it (symbolic links, no copy)."""
    for path in site.iterdir():
        (folder / path.name).symlink_to(path)
    (folder / "floor.html").write_text(FLOOR_PAGE)
    for name, (packages, imports) in FLOORS.items():
        worker = FLOOR_WORKER.replace("IMPORTS", imports)
        worker = worker.replace("PACKAGES", ", ".join(f'"{p}"' for p in packages))
        (folder / f"{name}-worker.mjs").write_text(worker)
    return folder


def bench():
    from playwright.sync_api import sync_playwright

    if chromium() is None or not (SITE / "live").is_dir():
        print("live: needs chromium and a built site (make book); skipped")
        return
    folder = Path(tempfile.mkdtemp(prefix="bench-live-"))
    profile = Path(tempfile.mkdtemp(prefix="bench-live-profile-"))
    try:
        with (
            serve(served_folder(SITE, folder)) as server,
            sync_playwright() as playwright,
        ):
            flags = CHROMIUM_FLAGS + OFFLINE
            browser = playwright.chromium.launch(executable_path=chromium(), args=flags)
            floor = bench_explorers_cold(browser, server.url)
            floor4 = bench_page_notebook_cold(browser, server.url)
            bench_graph_explorer_cold(browser, server.url, floor)
            for extra in EXTRA:
                for label, seconds, target, note in extra(browser, server.url):
                    row(label, seconds, target, f"{note}; {load()}")
            browser.close()
            warm = playwright.chromium.launch_persistent_context(
                str(profile),
                executable_path=chromium(),
                args=flags,
                viewport={"width": 1300, "height": 900},
            )
            bench_warm(warm, server.url, floor, floor4)
            warm.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(profile, ignore_errors=True)
    print_sizes()
    if "--with-jupyterlite" in sys.argv:
        bench_run_all()


def mib_row(label, mib, target=COLD_MIB_TARGET, note=""):
    verdict = "ok" if mib <= target else "TOO MUCH"
    print(f"{label:<52} {mib:>9.1f} MiB  {target:>7.1f} MiB  {verdict}  {note}")


def bench_explorers_cold(browser, url):
    """The explorers' floor and Run live on chapter 4, cold; returns the floor."""
    context = browser.new_context()  # a fresh profile: nothing cached
    floor, parts = floor_seconds(context, url)
    context.close()
    detail = ", ".join(f"{k} {v:.1f} s" for k, v in parts.items())
    row("live: floor, bare Pyodide + same imports (cold)", floor, floor)
    print(f"{'':<52} {load()}; {detail}")
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    first, redraw, second, state, workers = run_live(context, url)
    context.close()
    row("live: first Run live, click to live (cold)", first, 1.5 * floor)
    ratio = f"{first / floor:.2f} x the floor"
    print(f"{'':<52} {load()}; {ratio}; {workers} worker(s)")
    row("live: its picture redrawn after a slider move", redraw, 1.0, load())
    row("live: second explorer on the page, click to live", second,
        SECOND_TARGET, load())  # fmt: skip
    mib_row("live: bytes a cold Run live receives", state["bytes"] / 2**20)
    return floor


def bench_graph_explorer_cold(browser, url, floor, chapter="12-lab"):
    """Chapter 12's explorer that draws a game graph, cold: it needs networkx,
    which its page code imports first (lite.NEEDS_NETWORKX), so its cells run
    once; the MiB its Python receives count networkx too.

    Its time is held against two floors: the explorers' (`floor`, no
    networkx) and the same bare worker that loads networkx too and imports
    what this explorer imports (FLOORS["graph"]), the like-for-like one.
    """
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    page = context.new_page()
    page.goto(f"{url}{chapter}.html")
    link = page.locator('a.wm-run-live[data-code*="import networkx"]').first
    link.scroll_into_view_if_needed()
    started = time.perf_counter()
    link.click()
    page.locator("a.wm-run-live[data-state=live]").first.wait_for(
        state="attached", timeout=600_000
    )
    seconds = time.perf_counter() - started
    state = page.evaluate("wmLive.state()")
    context.close()
    runs = [stage for stage, *_ in state["stages"]].count("running the cells")
    fresh = browser.new_context()
    own, _ = floor_seconds(fresh, url, "graph")
    fresh.close()
    row("live: floor, bare Pyodide + networkx and its imports (cold)",
        own, own, load())  # fmt: skip
    row(f"live: chapter {int(chapter[:2])}'s graph explorer, click to live (cold)",
        seconds, 1.5 * own,
        f"{seconds / own:.2f} x its floor, {seconds / floor:.2f} x the explorers'; "
        f"its cells ran {runs} time(s); {load()}")  # fmt: skip
    mib_row("live: bytes its cold Run live receives", state["bytes"] / 2**20)


def bench_page_notebook_cold(browser, url):
    """Chapter 4's page as a notebook, Run All, cold; returns its floor."""
    floor, parts = pyodide_floor(browser, url.rstrip("/"), chapter_imports())
    floor_mib = parts.pop("bytes") / 2**20
    detail = ", ".join(f"{k} {v / 1000:.1f} s" for k, v in parts.items())
    row("live: floor, bare Pyodide + chapter 4's imports", floor, floor,
        f"{detail}; {floor_mib:.1f} MiB; {load()}")  # fmt: skip
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    seconds, mib, _, rerun, live_mib = page_run_all(context, url)
    context.close()
    row("live: chapter 4's page, click to Run All done (cold)", seconds,
        2 * floor, f"{seconds / floor:.2f} x the floor; {load()}")  # fmt: skip
    row("live: explorer cell edited, Shift+Enter to drawn", rerun, 1.0, load())
    # Going live is the cold start (target 15 MiB); Run All then loads what
    # the chapter's own cells import (sympy, for chapter 4's golden ratio),
    # so its bytes are held against the floor that imports the same.
    mib_row("live: bytes the page receives to go live (cold)", live_mib)
    mib_row("live: bytes its cold Run All receives", mib, floor_mib,
            "target: the floor with chapter 4's imports")  # fmt: skip
    return floor


def bench_warm(warm, url, floor, floor4):
    """A reader's second visit (the disk cache kept): explorers and Run All."""
    run_live(warm, url)  # fills the disk cache
    again, _ = floor_seconds(warm, url)
    row("live: floor again, second visit (warm)", again, floor, load())
    first, _, _, state, _ = run_live(warm, url)
    row("live: first Run live, second visit (warm)", first, 1.5 * again,
        f"{state['bytes'] / 2**10:.0f} KiB received; {load()}")  # fmt: skip
    page_run_all(warm, url)  # the cache gets sympy too
    seconds, mib, cached, _, _ = page_run_all(warm, url)
    row("live: chapter 4's page, Run All (warm)", seconds, 2 * floor4,
        f"{mib * 1024:.0f} KiB received; Python from the cache: {cached}; "
        f"{load()}")  # fmt: skip


def print_sizes():
    sizes = site_sizes()
    # The print editions (make book puts both PDFs into the site, issue 37)
    # came after the target was set for the pages: shown apart from it.
    pdfs = sum(p.stat().st_size for p in SITE.glob("*.pdf")) / 1e6
    total = sizes[0][0] / 1e6 - pdfs
    verdict = "ok" if total <= SITE_MB_TARGET else "TOO BIG"
    print(f"{'size: the site (du -sb), both editions, no PDF':<52} {total:>9.1f} MB"
          f"  {SITE_MB_TARGET:>7.0f} MB  {verdict}")  # fmt: skip
    print(f"{'':<4}{'the print editions (*.pdf)':<48} {pdfs:>9.1f} MB")
    for size, path in sizes[1:9]:
        print(f"{'':<4}{path!s:<48} {size / 1e6:>9.1f} MB")


# --- Run All of a live chapter (issue 21): against a bare Pyodide boot -------

RUN_ALL_FLOOR_PAGE = """<!doctype html><meta charset="utf-8"><script type="module">
const started = performance.now();
const {loadPyodide} = await import("./live/static/pyodide/pyodide.mjs");
const py = await loadPyodide({indexURL: "./live/static/pyodide/"});
const booted = performance.now();
await py.loadPackagesFromImports(window.CODE);
const loaded = performance.now();
await py.runPythonAsync(window.CODE);
window.FLOOR = {boot: booted - started, packages: loaded - booted,
                imports: performance.now() - loaded,
                bytes: performance.getEntriesByType("resource")
                  .reduce((sum, e) => sum + (e.transferSize || 0), 0)};
</script>"""


def _load():
    return f"load {os.getloadavg()[0]:.1f}"


def pyodide_floor(browser, origin, code):
    """Seconds for a bare Pyodide (the site's own) to boot and run `code`.

    `code` is the chapter's import cell as the live notebook has it; the
    packages it imports are loaded from the site's lock, as the kernel does.
    A fresh profile: everything downloaded, as a first Run All.
    """
    import json

    context = browser.new_context()
    context.route(
        "**/*",
        lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort(),
    )
    context.route(
        f"{origin}/floor.html",
        lambda r: r.fulfill(
            status=200, content_type="text/html", body=RUN_ALL_FLOOR_PAGE
        ),
    )
    page = context.new_page()
    page.add_init_script(f"window.CODE = {json.dumps(code)};")
    started = time.perf_counter()
    page.goto(f"{origin}/floor.html")
    page.wait_for_function("() => !!window.FLOOR", timeout=600_000)
    seconds = time.perf_counter() - started
    parts = page.evaluate("() => window.FLOOR")
    context.close()
    return seconds, parts


def run_all_chapter(browser, origin, chapter="04-wythoff"):
    """(seconds to open the live notebook, seconds of Run All, cells ran/total).

    The reader's path: the chapter's live notebook in JupyterLite's
    notebook app (what "Run this chapter live" opens), a fresh profile,
    kernel idle, then Run All until the last cell is done.
    """
    from tests.browser.live_notebooks import open_notebook, run_all

    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    context.route(
        "**/*",
        lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort(),
    )
    page = context.new_page()
    started = time.perf_counter()
    open_notebook(page, f"{origin}/", chapter)
    opened = time.perf_counter() - started
    seconds, cells = run_all(page, chapter)
    ran = sum(c["ran"] and not c["errors"] for c in cells)
    context.close()
    return opened, seconds, f"{ran}/{len(cells)} cells ran without error"


class _Counted:
    """Count the bytes the site's server sends (what the browser downloads)."""

    def __init__(self):
        from tests.browser import site

        self.sent, self.handler = 0, site._QuietHandler
        self.original = self.handler.copyfile
        counter = self

        def copyfile(handler, source, output):
            start = source.tell()
            counter.original(handler, source, output)
            counter.sent += source.tell() - start

        self.handler.copyfile = copyfile

    def take(self):
        sent, self.sent = self.sent, 0
        return sent

    def close(self):
        self.handler.copyfile = self.original


def live_notebook_bytes(browser, origin, counted, chapter="04-wythoff"):
    """MiB the server sends to open `chapter`'s live notebook to an idle kernel
    and run its import cell: cold (fresh profile), then warm (same profile)."""
    from tests.browser.live_notebooks import execute, open_notebook

    context = browser.new_context()
    context.route(
        "**/*",
        lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort(),
    )
    sizes = []
    for _ in ("cold", "warm"):
        counted.take()
        page = context.new_page()
        started = time.perf_counter()
        open_notebook(page, f"{origin}/", chapter)
        page.evaluate(
            "async () => { const p = window.jupyterapp.shell.currentWidget;"
            " p.content.activeCellIndex = 0;"
            " await window.jupyterapp.commands.execute('notebook:run-cell'); }"
        )
        execute(page, "pass")
        sizes.append((time.perf_counter() - started, counted.take() / 2**20))
        page.close()
    context.close()
    return sizes


def bench_run_all(chapter="04-wythoff"):
    """Run All of `chapter`'s live notebook, beside the floor (target <= 3x)."""
    import nbformat
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "notebooks" / "_ext"))
    import lite

    if chromium() is None or not (SITE / "live").is_dir():
        print("live run all: needs chromium and a built site (make book); skipped")
        return
    notebook = lite.live_copy(
        nbformat.read(ROOT / "notebooks" / f"{chapter}.ipynb", as_version=4), chapter
    )
    imports = next(c.source for c in notebook.cells if c.cell_type == "code")
    with serve(SITE) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium(), args=CHROMIUM_FLAGS
        )
        origin = server.url.rstrip("/")
        load = _load()
        floor, parts = pyodide_floor(browser, origin, imports)
        parts.pop("bytes")
        detail = ", ".join(f"{k} {v / 1000:.1f} s" for k, v in parts.items())
        row(f"live: bare Pyodide + {chapter}'s imports (floor)", floor, floor,
            f"{detail}; {load}")  # fmt: skip
        counted = _Counted()
        for label, (seconds, mib) in zip(
            ("cold", "warm"),
            live_notebook_bytes(browser, origin, counted, chapter),
            strict=True,
        ):
            row(f"live: {chapter} notebook to its imports run ({label})", seconds,
                COLD_TARGET, f"{mib:.1f} MiB sent by the site; {_load()}")  # fmt: skip
        counted.close()
        load = _load()
        opened, seconds, ran = run_all_chapter(browser, origin, chapter)
        row(f"live: {chapter} notebook open to kernel idle", opened, 2 * floor, load)
        row(f"live: {chapter} Run All", seconds, 3 * floor,
            f"{ran}; open + Run All {(opened + seconds) / floor:.1f}x floor; "
            f"{_load()}")  # fmt: skip
        browser.close()


if __name__ == "__main__" and "run_all" in sys.argv[1:]:
    bench_run_all()
