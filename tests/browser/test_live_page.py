"""A chapter page as a notebook ("Run this chapter live"), network off.

The page itself goes live: every code cell of the chapter becomes an editor
with a Run button, run in the page's one Python (the worker of the
explorers). Checked in headless Chromium with every request that leaves the
site refused: chapter 4 goes live in place; Run All runs every cell with no
error (the JupyterLab-only cells print their note); an edited cell runs
again and shows the new output; a check() guess stuck in one call of C code
(``sum(range(10**13))``) is stopped with a message, and the page's Python
comes back with what the page had run (a name an earlier cell defined is
there); Stop ends a Python loop at once. Then Run All of every chapter's
page, and no live notebook of JupyterLite asks for a file the site lacks.
Hangs are judged by the page's own clock (run_live.js), never here.
"""

import json
import math
import re

import nbformat
import pytest

from tests.browser.conftest import PageWatch
from tests.browser.site import BOOK, ROOT, chapter_pages, serve

ARTIFACTS = ROOT / "build" / "test-artifacts"
START = 300_000  # ms: a cold start of the page's Python on a busy machine
RUN_ALL = 900_000  # ms: Run All of one chapter's page
NOTEBOOK = "() => window.wmLive.notebook()"


@pytest.fixture(scope="module")
def live(site, browser):
    """(context, watch, server url): one browser context (one cache) for all."""
    with serve(site) as server:
        context = browser.new_context(viewport={"width": 1300, "height": 1000})
        watch = PageWatch(context, server.url.rstrip("/"))
        yield context, watch, server.url
        context.close()


def code_cells(chapter):
    notebook = nbformat.read(BOOK / f"{chapter}.ipynb", as_version=4)
    return [i for i, c in enumerate(notebook.cells) if c.cell_type == "code"]


def go_live(live, chapter):
    """Open the chapter's page and press "Run this chapter live"."""
    context, watch, url = live
    page = watch.watch(context.new_page())
    page.goto(f"{url}{chapter}.html")
    page.locator("a.wm-live").click()
    page.locator(".wm-notebook-bar").wait_for(timeout=60_000)
    page.wait_for_function(f"() => !!({NOTEBOOK})()", timeout=60_000)
    assert page.url == f"{url}{chapter}.html"  # in place: no JupyterLite
    return page


def run_all(page):
    page.locator("button.wm-run-all").click()
    page.wait_for_function(
        f"() => {{ const n = ({NOTEBOOK})(); return n && n.runAll; }}",
        timeout=START + RUN_ALL,
    )
    return page.evaluate(NOTEBOOK)


def editor(page, index):
    return page.locator(f".wm-cell-{index} textarea")


def run_cell(page, index, source):
    """Type `source` into cell `index`, run it; wait for it to settle."""
    text = editor(page, index)
    text.fill(source)
    text.press("Shift+Enter")
    cell = page.locator(f".wm-cell-{index}")
    page.wait_for_function(
        "c => ['done', 'stopped'].includes(c.dataset.wmState)",
        arg=cell.element_handle(),
        timeout=START,
    )
    return cell


def errors(state):
    """(index, state, end of the error) of every cell not run without error."""
    return [
        (cell["index"], cell["state"], (cell["error"] or "")[-300:])
        for cell in state["cells"]
        if cell["error"] or cell["state"] != "done"
    ]


def test_chapter_4_goes_live_in_place_runs_all_and_reruns_an_edited_cell(live):
    page = go_live(live, "04-wythoff")
    indices = code_cells("04-wythoff")
    # every code cell of the notebook is an editor on the page, in order
    assert page.locator(".wm-editor textarea").count() == len(indices)
    first = editor(page, indices[0]).input_value()
    assert "import" in first
    state = run_all(page)
    assert state["runAll"]["ok"], errors(state)
    assert errors(state) == []
    assert [c["index"] for c in state["cells"]] == indices
    counts = [int(c["count"].strip("[]")) for c in state["cells"]]
    assert counts == sorted(counts) and len(set(counts)) == len(counts)
    # the JupyterLab-only cell prints its note (lite.NOTES), and nothing else
    only = next(c for c in state["cells"] if c["index"] == cell_index("04", "c030"))
    assert "run the chapter in JupyterLab" in only["text"]
    # the explorer is live in its cell: a widget with a picture
    explorer = page.locator(".wm-cell-out").filter(has=page.locator(".widget-html svg"))
    assert explorer.count() >= 1
    page.screenshot(path=ARTIFACTS / "live-page-04-run-all.png")

    # an edited cell runs again, and its output is the new code's
    out = page.locator(f".wm-cell-{indices[-1]} .wm-cell-out")
    run_cell(page, indices[-1], "print(sum(k * k for k in range(1, 11)))")
    assert out.inner_text().strip() == "385"  # 1 + 4 + ... + 100
    run_cell(page, indices[-1], "print(sum(k**3 for k in range(1, 11)))")
    assert out.inner_text().strip() == "3025"  # (1 + ... + 10) ** 2
    problems = [p for p in live[1].problems if "outside the site" in p or "HTTP 4" in p]
    assert problems == [], problems
    page.close()


def cell_index(chapter_prefix, cell_id):
    path = next(BOOK.glob(f"{chapter_prefix}-*.ipynb"))
    cells = nbformat.read(path, as_version=4).cells
    return next(i for i, c in enumerate(cells) if c.get("id") == cell_id)


GUESS_STUCK_IN_C = (
    "def my_winning_move(x, y):\n"
    "    return sum(range(10**13))  # one call of C code: no line to trace\n"
    "\n"
    'check(my_winning_move, game, kind="move")'
)


def floor_phi(k):
    """floor(k * golden ratio) in integers: (k + floor(sqrt(5 k^2))) // 2."""
    return (k + math.isqrt(5 * k * k)) // 2


def test_a_guess_stuck_in_c_is_stopped_and_python_comes_back(live):
    page = go_live(live, "04-wythoff")
    indices = code_cells("04-wythoff")
    notebook = nbformat.read(BOOK / "04-wythoff.ipynb", as_version=4)
    assert run_all(page)["runAll"]["ok"]
    # the practice cell that checks a reader's winning move
    target = next(
        i
        for i in indices
        if "def my_winning_move" in notebook.cells[i].source
        and 'kind="move"' in notebook.cells[i].source
    )
    cell = run_cell(page, target, GUESS_STUCK_IN_C)
    assert cell.get_attribute("data-wm-state") == "stopped"
    message = cell.locator(".wm-live-stopped").inner_text()
    assert "check()" in message and "did not return" in message, message
    assert "starts again" in message
    # the page's Python comes back, with what the page had run before it
    # (lower, Theorem 4.4 in integers, defined by an earlier cell)
    page.wait_for_function(
        "() => { const s = wmLive.state(); return s.ready && !s.busy; }",
        timeout=START + RUN_ALL,
    )
    assert page.evaluate("wmLive.state().restarts") == 1
    assert len(page.workers) == 1
    out = cell.locator(".wm-cell-out")
    run_cell(page, target, "print(lower(10), lower(100))")
    assert out.inner_text().split() == [str(floor_phi(10)), str(floor_phi(100))]

    # Stop ends a Python loop at once (the worker again), with a message
    text = editor(page, target)
    text.fill("while True:\n    pass")
    text.press("Shift+Enter")
    page.wait_for_function(
        "c => c.dataset.wmState === 'running'", arg=cell.element_handle()
    )
    cell.locator("button.wm-cell-run").click()  # it reads "Stop" now
    page.wait_for_function(
        "c => c.dataset.wmState === 'stopped'", arg=cell.element_handle()
    )
    assert "you pressed Stop" in cell.locator(".wm-live-stopped").inner_text()
    page.wait_for_function(
        "() => { const s = wmLive.state(); return s.ready && !s.busy; }",
        timeout=START + RUN_ALL,
    )
    run_cell(page, target, "print(lower(10))")
    assert out.inner_text().strip() == str(floor_phi(10))
    page.screenshot(path=ARTIFACTS / "live-page-04-stopped.png")
    page.close()


@pytest.mark.parametrize("chapter", chapter_pages())
def test_run_all_of_every_chapter_page_gives_no_error(live, chapter):
    page = go_live(live, chapter)
    state = run_all(page)
    assert errors(state) == [], (chapter, errors(state))
    assert state["runAll"]["ok"], (chapter, state["runAll"])
    for (name, cell_id), _ in _jupyterlab_only().items():
        if name == chapter:
            index = cell_index(chapter[:2], cell_id)
            cell = next(c for c in state["cells"] if c["index"] == index)
            assert "run the chapter in JupyterLab" in cell["text"], cell
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    record = ARTIFACTS / "live-page-run-all.json"
    times = json.loads(record.read_text()) if record.exists() else {}
    times[chapter] = round(state["runAll"]["seconds"], 1)
    record.write_text(json.dumps(times, indent=1, sort_keys=True))
    page.close()


def _jupyterlab_only():
    import sys

    sys.path.insert(0, str(BOOK / "_ext"))
    import lite

    return lite.JUPYTERLAB_ONLY


def test_a_chinese_page_becomes_a_notebook_that_speaks_chinese(live):
    """zh/ pages read the English site's live/cells and Python; the bar and
    the progress are in Chinese, numbered."""
    context, watch, url = live
    page = watch.watch(context.new_page())
    page.goto(f"{url}zh/02-nim.html")
    page.locator("a.wm-live").click()
    bar = page.locator(".wm-notebook-bar")
    bar.wait_for(timeout=60_000)
    assert page.locator("button.wm-run-all").inner_text().endswith("全部运行")
    assert "JupyterLite" in bar.locator("a.wm-open-notebook").inner_text()
    page.locator("button.wm-run-all").click()
    status = bar.locator(".wm-notebook-status")
    seen = set()
    for _ in range((START + RUN_ALL) // 100):  # a bound, not a timing
        state = page.evaluate(NOTEBOOK)
        seen.add(status.inner_text())
        if state["runAll"]:
            break
        page.wait_for_timeout(100)  # Playwright's loop keeps running
    assert errors(state) == [] and state["runAll"]["ok"], errors(state)
    assert any(re.match(r"第 [1-4]/4 步", text) for text in seen), seen
    assert "全部运行" in status.inner_text()
    page.close()


def chapters_with_figures():
    return [
        name
        for name in chapter_pages()
        if "figures/" in (BOOK / f"{name}.ipynb").read_text(encoding="utf-8")
    ]


@pytest.mark.parametrize("chapter", chapters_with_figures())
def test_the_live_notebook_shows_its_figures_with_no_404(live, chapter):
    """JupyterLite ("open as a notebook") draws each static figure of the
    chapter: every picture loads, and nothing the notebook asks for is
    missing (chapter 4 asked for live/figures/*.svg: HTTP 404)."""
    context, _, url = live
    missing = []
    page = context.new_page()
    page.on("response", lambda r: r.status >= 400 and missing.append(r.url))
    page.goto(f"{url}live/notebooks/index.html?path={chapter}.ipynb")
    images = page.locator(".jp-RenderedMarkdown img")
    images.first.wait_for(state="attached", timeout=START)
    for i in range(images.count()):
        image = images.nth(i)
        image.scroll_into_view_if_needed()
        page.wait_for_function(
            "i => i.complete", arg=image.element_handle(), timeout=60_000
        )
        assert image.evaluate("i => i.naturalWidth") > 0, image.get_attribute("src")
    assert missing == [], missing
    page.close()
