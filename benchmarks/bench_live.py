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
