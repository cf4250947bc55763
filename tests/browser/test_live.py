"""The live notebooks (JupyterLite + Pyodide) in a real browser, network off.

A chapter page's "Run this chapter live" link opens the chapter in
JupyterLite; its Pyodide kernel starts from the site's own files (every
request that leaves 127.0.0.1 is refused and fails the test), imports
gamelib, computes, and says plainly that drawing with matplotlib needs
JupyterLab. One browser context is shared, so that the second start reads
Pyodide and the wheels from the browser's cache. The cold start takes 20-60 s
on a 2-core machine. Screenshots go to build/test-artifacts/.
"""

import json
from pathlib import Path

import pytest

from tests.browser.conftest import PageWatch
from tests.browser.site import ROOT, serve

ARTIFACTS = ROOT / "build" / "test-artifacts"
KERNEL_START = 180_000  # ms: a cold start on a busy 2-core machine

KERNEL_STATUS = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session
    && w.sessionContext.session.kernel;
  return k ? k.status : null;
}"""

# Run `code` in the notebook's kernel; resolve with its text output and error.
EXECUTE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const out = {text: "", error: null};
  const future = kernel.requestExecute({code});
  future.onIOPub = (msg) => {
    const c = msg.content;
    if (msg.header.msg_type === "stream") out.text += c.text;
    if (msg.header.msg_type === "execute_result") out.text += c.data["text/plain"];
    if (msg.header.msg_type === "error") out.error = c.ename + ": " + c.evalue;
  };
  await future.done;
  return out;
}"""


@pytest.fixture(scope="module")
def live(site, browser):
    """(context, watch, server url): one context for every live test."""
    with serve(site) as server:
        context = browser.new_context(viewport={"width": 1300, "height": 1000})
        watch = PageWatch(context, server.url.rstrip("/"))
        yield context, watch, server.url
        context.close()


def open_live(live, chapter):
    """Open the chapter page, follow its live link, wait for an idle kernel."""
    context, watch, url = live
    page = watch.watch(context.new_page())
    page.goto(f"{url}{chapter}.html")
    link = page.locator("a.wm-live")
    assert link.count() == 1, "the chapter page has no live link"
    link.click()
    page.wait_for_url("**/live/notebooks/**")
    page.wait_for_function("() => !!window.jupyterapp", timeout=KERNEL_START)
    page.wait_for_function(
        f"() => ({KERNEL_STATUS})() === 'idle'", timeout=KERNEL_START
    )
    return page


def run(page, code):
    return page.evaluate(EXECUTE, code)


def test_a_chapter_runs_live_with_gamelib_and_no_outside_request(live):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page = open_live(live, "12-lab")
    done = run(
        page,
        "import gamelib as gl\n"
        "print(gl.sg_sequence(gl.SubtractionGame({1, 3, 4}), 10).tolist())\n"
        "print(gl.periodicity(gl.OctalGame('0.77')))",
    )
    assert done["error"] is None, done
    lines = done["text"].splitlines()
    assert lines[0] == "[0, 1, 0, 1, 2, 3, 2, 0, 1, 0]"  # gamelib's doctest
    assert "(period 12, preperiod 71)" in lines[1]  # Kayles, proved in the browser
    numpy = run(page, "import numpy")
    assert "No module named 'numpy'" in numpy["error"], numpy
    drawing = run(page, "print(gl.draw.draw_sg_strip([0, 1, 2]))")  # its SVG twin
    assert drawing["error"] is None and "<svg" in drawing["text"], drawing
    pyplot = run(
        page, "from gamelib.draw.backend import pyplot\npyplot().bar([1], [2])"
    )
    assert "MatplotlibMissing" in pyplot["error"], pyplot
    assert "run the chapter in JupyterLab" in pyplot["error"]
    page.screenshot(path=ARTIFACTS / "live-12-lab.png")
    problems = [p for p in live[1].problems if "outside the site" in p]
    assert problems == [], problems


# Run the chapter's first code cell (its imports) and the cell whose source holds
# `needle`; return that cell's index.
RUN_CELLS = """async (needle) => {
  const app = window.jupyterapp;
  const notebook = app.shell.currentWidget.content;
  const cells = notebook.widgets;
  const wanted = cells.findIndex(c => c.model.sharedModel.getSource().includes(needle));
  const first = cells.findIndex(c => c.model.type === "code");
  for (const i of [first, wanted]) {
    notebook.activeCellIndex = i;
    await app.commands.execute("notebook:run-cell");
  }
  return wanted;
}"""


def test_the_wythoff_explorer_redraws_live_when_its_slider_moves(live):
    page = open_live(live, "04-wythoff")  # the second start: from the cache
    index = page.evaluate(RUN_CELLS, "WythoffExplorer(limit=20")
    assert index > 0
    cell = page.locator(".jp-Notebook .jp-Cell").nth(index)
    cell.locator(".jp-OutputArea-output svg").first.wait_for(timeout=60_000)
    output = cell.locator(".jp-OutputArea-output").first
    before = output.evaluate(
        "o => [...o.querySelectorAll('svg')].map(s => s.outerHTML)"
    )
    handle = cell.locator(".noUi-handle").first  # the "piles <=" slider
    handle.focus()
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(
        "([o, old]) => JSON.stringify([...o.querySelectorAll('svg')]"
        ".map(s => s.outerHTML)) !== JSON.stringify(old)",
        arg=[output.element_handle(), before],
        timeout=30_000,
    )
    page.screenshot(path=ARTIFACTS / "live-04-wythoff.png")
    problems = [p for p in live[1].problems if "outside the site" in p]
    assert problems == [], problems
    Path(ARTIFACTS / "live-problems.json").write_text(json.dumps(live[1].problems))


# Add a code cell with `source` at the end of the notebook and run it; return
# its index.
ADD_CELL = """async (source) => {
  const app = window.jupyterapp;
  const notebook = app.shell.currentWidget.content;
  const index = notebook.widgets.length;
  notebook.model.sharedModel.insertCell(index, {cell_type: "code", source});
  notebook.activeCellIndex = index;
  await app.commands.execute("notebook:run-cell");
  return index;
}"""


def test_play_a_move_and_type_a_subtraction_set_into_the_lab_live(live):
    page = open_live(live, "12-lab")  # the third start
    cells = page.locator(".jp-Notebook .jp-Cell")
    play = cells.nth(
        page.evaluate(
            ADD_CELL,
            "import gamelib as gl\nfrom gamelib.widgets import PlayWidget\n"
            "PlayWidget(gl.SubtractionGame({1, 3, 4}), 20)",
        )
    )
    button = play.locator(".jp-OutputArea-output button").first
    button.wait_for(timeout=60_000)
    status = play.locator(".jp-OutputArea-output .widget-html").first
    before = status.inner_text()
    button.click()  # a move; the computer answers
    page.wait_for_function(
        "([s, old]) => s.innerText !== old",
        arg=[status.element_handle(), before],
        timeout=30_000,
    )
    assert "20" not in status.inner_text().split("from")[-1][:6]  # moved on
    lab = cells.nth(
        page.evaluate(
            ADD_CELL,
            "from gamelib.widgets.lab import LabExplorer\nLabExplorer(shown=20)",
        )
    )
    text = lab.locator(".jp-OutputArea-output input[type=text]").first
    text.wait_for(timeout=60_000)
    text.fill("2, 5, 6")
    text.press("Enter")
    output = lab.locator(".jp-OutputArea-output").first
    page.wait_for_function(
        "o => o.innerText.includes('2, 5, 6') || o.innerText.includes('{2, 5, 6}')",
        arg=output.element_handle(),
        timeout=60_000,
    )
    assert output.locator("svg").count() > 0  # the values drawn as a strip
    page.screenshot(path=ARTIFACTS / "live-12-lab-play.png")
    problems = [p for p in live[1].problems if "outside the site" in p]
    assert problems == [], problems


SVGS = "o => JSON.stringify([...o.querySelectorAll('svg')].map(s => s.outerHTML))"


def run_live_in_place(live, chapter, cell_code):
    """On a chapter page, click "Run live" on the explorer cell holding
    `cell_code`; the saved view gives way to a live explorer in the same place,
    whose SVG changes when its first slider moves. Returns the page."""
    context, watch, url = live
    page = watch.watch(context.new_page())
    page.goto(f"{url}{chapter}.html")
    cell = page.locator(".cell").filter(
        has=page.locator(".cell_input", has_text=cell_code)
    )
    saved = cell.locator(".cell_output")
    saved.locator("svg").first.wait_for()  # the saved view reads at once
    cell.locator("a.wm-run-live").click()
    assert saved.is_hidden()
    frame = cell.locator("iframe.wm-live-frame").element_handle().content_frame()
    output = frame.locator(".jp-OutputArea-output:has(.noUi-handle)").last
    output.locator("svg").first.wait_for(timeout=KERNEL_START)
    before = output.evaluate(SVGS)
    output.locator(".noUi-handle").first.focus()
    for _ in range(3):
        frame.page.keyboard.press("ArrowRight")
    frame.wait_for_function(
        f"([o, old]) => ({SVGS})(o) !== old",
        arg=[output.element_handle(), before],
        timeout=30_000,
    )
    cell.scroll_into_view_if_needed()
    page.screenshot(path=ARTIFACTS / f"run-live-{chapter}.png")
    problems = [p for p in watch.problems if "outside the site" in p]
    assert problems == [], problems
    return page


def test_run_live_swaps_the_wythoff_explorer_for_a_live_one_in_place(live):
    run_live_in_place(live, "04-wythoff", "WythoffExplorer(limit=20").close()


def test_run_live_swaps_the_bash_explorer_for_a_live_one_in_place(live):
    run_live_in_place(live, "01-bash", "BashExplorer(heap=10").close()
