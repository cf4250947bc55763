"""The live notebooks and "Run live" (Pyodide) in a real browser, network off.

The address of a chapter page's "Run this chapter live" link (what its "open
as a notebook" opens) is the chapter in JupyterLite; its Pyodide kernel
starts from the site's own files (every
request that leaves 127.0.0.1 is refused and fails the test), imports
gamelib, computes, and says plainly that drawing with matplotlib needs
JupyterLab. One browser context is shared, so that the second start reads
Pyodide and the wheels from the browser's cache. The cold start takes 20-60 s
on a 2-core machine. Screenshots go to build/test-artifacts/.
"""

import json
from pathlib import Path
from urllib.parse import urljoin

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
    # (a click turns the page into a notebook: test_live_page.py; the link
    # itself is JupyterLite's, what "open as a notebook" opens)
    page.goto(urljoin(page.url, link.get_attribute("href")))
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
CONTROLS = "input, select, button, .noUi-handle, .widget-slider"


def explorer_cell(page, cell_code):
    return page.locator(".cell").filter(
        has=page.locator(".cell_input", has_text=cell_code)
    )


def wait_live(cell, timeout=KERNEL_START):
    """Wait until the cell's Run live has put a live explorer in place."""
    cell.locator("a.wm-run-live[data-state=live]").wait_for(
        state="attached", timeout=timeout
    )
    assert cell.locator(".cell_output").is_hidden()  # the saved view gave way
    return cell.locator(".wm-live-area")


def slider_redraws(page, area):
    before = area.evaluate(SVGS)
    area.locator(".noUi-handle").first.focus()
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(
        f"([o, old]) => ({SVGS})(o) !== old",
        arg=[area.element_handle(), before],
        timeout=30_000,
    )


def test_run_live_starts_one_python_for_every_explorer_of_the_page(live):
    """Chapter 4's page: the saved view stays, dimmed, under a progress line
    with a way back; a second click while Python starts does nothing; the
    live explorer redraws; the play widget below then goes live in the same
    Python (one worker), and a move there gets the computer's answer."""
    context, watch, url = live
    page = watch.watch(context.new_page())
    page.goto(f"{url}04-wythoff.html")
    cell = explorer_cell(page, "WythoffExplorer(limit=20")
    saved = cell.locator(".cell_output")
    saved.locator("svg").first.wait_for()  # the saved view reads at once
    assert saved.get_attribute("inert") is not None  # saved controls are inert
    assert "press" in saved.locator(".wm-saved-label").inner_text()
    link = cell.locator("a.wm-run-live")
    link.click()
    note = cell.locator(".wm-run-live-note")
    assert "of 4:" in note.inner_text() and note.inner_text().endswith(" s")
    assert "wm-dim" in saved.get_attribute("class") and saved.is_visible()
    link.dispatch_event("click")  # again, while Python starts: nothing happens
    assert cell.locator(".wm-live-area").count() == 1
    cell.locator("button.wm-live-back").click()  # the way back
    assert saved.is_visible() and "wm-dim" not in saved.get_attribute("class")
    assert cell.locator(".wm-live-area").count() == 0
    link.click()  # Python went on starting: this run finds it sooner
    area = wait_live(cell)
    area.locator("svg").first.wait_for()
    assert "live" in note.inner_text()
    slider_redraws(page, area)
    cell.scroll_into_view_if_needed()
    page.screenshot(path=ARTIFACTS / "run-live-04-wythoff.png")

    play = explorer_cell(page, "PlayWidget(game, (7, 11))")
    started = page.evaluate("performance.now()")
    play.locator("a.wm-run-live").click()
    board = wait_live(play, timeout=60_000)
    seconds = (page.evaluate("performance.now()") - started) / 1000
    status = board.locator(".widget-html").first
    before = status.inner_text()
    board.locator("button").first.click()  # a move; the computer answers
    page.wait_for_function(
        "([s, old]) => s.innerText !== old",
        arg=[status.element_handle(), before],
        timeout=30_000,
    )
    assert len(page.workers) == 1  # one Python for the page
    state = page.evaluate("wmLive.state()")
    print(f"second explorer live in {seconds:.1f} s; Python: {state}")
    (ARTIFACTS / "run-live-second.json").write_text(
        json.dumps({"second_explorer_seconds": seconds, "python": state})
    )
    problems = [p for p in watch.problems if "outside the site" in p]
    assert problems == [], problems

    # A phone's screen (390 x 844): every control of the live explorer and of
    # the saved play widget can be scrolled to and lies within the screen.
    page.set_viewport_size({"width": 390, "height": 844})
    for box in (area, play.locator(".cell_output, .wm-live-area").first):
        controls = box.locator(CONTROLS)
        # A control the widget hides on purpose (the play widget's box for a
        # typed move, shown only when a position has too many moves for
        # buttons) is not one to reach.
        shown = [controls.nth(i) for i in range(controls.count())]
        shown = [c for c in shown if c.is_visible()]
        assert len(shown) >= 2
        for i, control in enumerate(shown):
            control.scroll_into_view_if_needed()
            rect = control.bounding_box()
            assert rect is not None and rect["width"] > 0, i
            assert rect["x"] >= 0 and rect["x"] + rect["width"] <= 390 + 0.5, (
                i,
                rect,
                control.evaluate("e => e.outerHTML.slice(0, 120)"),
            )
            assert rect["y"] >= 0 and rect["y"] + rect["height"] <= 844 + 0.5, (i, rect)
    page.screenshot(path=ARTIFACTS / "run-live-04-wythoff-phone.png", full_page=False)
    page.close()


def test_run_live_loads_networkx_when_the_bash_explorer_first_needs_it(live):
    """Chapter 1's explorer draws a game graph: the page's Python loads
    networkx before the explorer's cells run (their code imports it first,
    lite.NEEDS_NETWORKX), so they run once, then the explorer is live."""
    context, watch, url = live
    page = watch.watch(context.new_page())
    page.goto(f"{url}01-bash.html")
    cell = explorer_cell(page, "BashExplorer(heap=10")
    cell.locator(".cell_output svg").first.wait_for()
    cell.locator("a.wm-run-live").click()
    area = wait_live(cell)
    stages = [stage for stage, *_ in page.evaluate("wmLive.state()")["stages"]]
    assert any("networkx" in stage for stage in stages), stages
    assert stages.count("running the cells") == 1, stages  # not run twice
    slider_redraws(page, area)
    assert area.locator(".wm-live-error").count() == 0
    cell.scroll_into_view_if_needed()
    page.screenshot(path=ARTIFACTS / "run-live-01-bash.png")
    problems = [p for p in watch.problems if "outside the site" in p]
    assert problems == [], problems
    page.close()
