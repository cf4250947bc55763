"""The live notebooks: from a click on "Run this chapter live" to a live explorer.

    python benchmarks/run.py live        (needs a built site: `make book`)

In headless Chromium (Debian's, as the browser tests), network off except
the site's own server: opens chapter 4's page, clicks its live link, waits
for the Pyodide kernel, runs the imports and the Wythoff explorer cell, and
moves its slider until the picture changes. Measured cold (a fresh browser
profile: everything downloaded) and warm (the same profile again: the
browser's cache answers), with the bytes the browser received each time.
Then the same for the explorer's own "Run live" button (JupyterLite's REPL
in place of the saved view), cold first and warm last; then the site's
total size on disk.
"""

import os
import subprocess
import sys
import time
from pathlib import Path

from common import row

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.browser.conftest import CHROMIUM_FLAGS  # noqa: E402
from tests.browser.site import chromium, serve  # noqa: E402
from tests.browser.test_live import KERNEL_STATUS, RUN_CELLS  # noqa: E402

SITE = ROOT / os.environ.get("WM_SITE", "build/book/_build/html")
COLD_TARGET = 60.0  # seconds: the first live start of a chapter
WARM_TARGET = 30.0


def explorer_responds(context, url):
    """Seconds from the click to a redrawn explorer, and the bytes received."""
    received = []
    page = context.new_page()
    # bytes that came over the wire (0 for what the browser's cache answered)
    page.on(
        "requestfinished",
        lambda r: received.append(r.sizes()["responseBodySize"]),
    )
    page.goto(f"{url}04-wythoff.html")
    started = time.perf_counter()
    page.locator("a.wm-live").click()
    page.wait_for_function("() => !!window.jupyterapp", timeout=300_000)
    page.wait_for_function(f"() => ({KERNEL_STATUS})() === 'idle'", timeout=300_000)
    index = page.evaluate(RUN_CELLS, "WythoffExplorer(limit=20")
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    cell.locator(".jp-OutputArea-output svg").first.wait_for(timeout=120_000)
    output = cell.locator(".jp-OutputArea-output").first
    before = output.inner_html()
    cell.locator(".noUi-handle").first.focus()
    page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "([o, old]) => o.innerHTML !== old",
        arg=[output.element_handle(), before],
        timeout=60_000,
    )
    seconds = time.perf_counter() - started
    page.close()
    return seconds, sum(received)


def run_live_responds(context, url):
    """Seconds from a click on "Run live" to the Wythoff explorer redrawn."""
    page = context.new_page()
    page.goto(f"{url}04-wythoff.html")
    cell = page.locator(".cell").filter(
        has=page.locator(".cell_input", has_text="WythoffExplorer(limit=20")
    )
    started = time.perf_counter()
    cell.locator("a.wm-run-live").click()
    frame = cell.locator("iframe.wm-live-frame").element_handle().content_frame()
    output = frame.locator(".jp-OutputArea-output:has(.noUi-handle)").last
    output.locator("svg").first.wait_for(timeout=300_000)
    before = output.inner_html()
    output.locator(".noUi-handle").first.focus()
    page.keyboard.press("ArrowRight")
    frame.wait_for_function(
        "([o, old]) => o.innerHTML !== old",
        arg=[output.element_handle(), before],
        timeout=60_000,
    )
    seconds = time.perf_counter() - started
    page.close()
    return seconds


def bench():
    from playwright.sync_api import sync_playwright

    if chromium() is None or not (SITE / "live").is_dir():
        print("live: needs chromium and a built site (make book); skipped")
        return
    with serve(SITE) as server, sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium(), args=CHROMIUM_FLAGS
        )
        origin = server.url.rstrip("/")

        def offline_context():
            context = browser.new_context()  # a fresh profile: nothing cached
            context.route(
                "**/*",
                lambda r: (
                    r.continue_() if r.request.url.startswith(origin) else r.abort()
                ),
            )
            return context

        seconds = run_live_responds(offline_context(), server.url)
        row("live: click on Run live to explorer redrawn (cold)", seconds, COLD_TARGET)
        context = offline_context()
        for label, target in (("cold", COLD_TARGET), ("warm", WARM_TARGET)):
            seconds, size = explorer_responds(context, server.url)
            row(
                f"live: click to explorer redrawn ({label})",
                seconds,
                target,
                f"{size / 2**20:.1f} MiB received",
            )
        seconds = run_live_responds(context, server.url)
        row("live: click on Run live to explorer redrawn (warm)", seconds, WARM_TARGET)
        browser.close()
    for folder in (SITE, SITE / "live"):  # one du each: du counts a file once
        size = subprocess.run(
            ["du", "-sh", str(folder)], capture_output=True, text=True, check=False
        ).stdout.split()[0]
        print(f"size (du -sh) of {folder.relative_to(ROOT)}: {size}")
    bench_run_all()


# --- Run All of a live chapter (issue 21): against a bare Pyodide boot -------

FLOOR_PAGE = """<!doctype html><meta charset="utf-8"><script type="module">
const started = performance.now();
const {loadPyodide} = await import("./live/static/pyodide/pyodide.mjs");
const py = await loadPyodide({indexURL: "./live/static/pyodide/"});
const booted = performance.now();
await py.loadPackagesFromImports(window.CODE);
const loaded = performance.now();
await py.runPythonAsync(window.CODE);
window.FLOOR = {boot: booted - started, packages: loaded - booted,
                imports: performance.now() - loaded};
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
        lambda r: r.fulfill(status=200, content_type="text/html", body=FLOOR_PAGE),
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
    from tests.browser.live_notebooks import execute, open_notebook, run_all

    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    context.route(
        "**/*",
        lambda r: r.continue_() if r.request.url.startswith(origin) else r.abort(),
    )
    page = context.new_page()
    started = time.perf_counter()
    open_notebook(page, f"{origin}/", chapter)
    opened = time.perf_counter() - started
    if os.environ.get("WM_BENCH_NO_SETITIMER_SHIM") != "1":
        # Until check() works without signal.setitimer (issue 21, helper
        # `check`), let it run without its time limit so Run All goes on.
        execute(
            page,
            "import signal\nif not hasattr(signal, 'setitimer'):\n"
            "    signal.setitimer = lambda *a: (0.0, 0.0)\n"
            "    signal.ITIMER_REAL = 0",
        )
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
