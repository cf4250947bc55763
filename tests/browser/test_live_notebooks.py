"""Every chapter's live notebook runs top to bottom in the browser, network off.

JupyterLite's lab app opens each chapter's live copy (what "Run this chapter
live" opens) and runs all its cells, as the reader's Run All does. Two
browsers (lanes, WM_LIVE_LANES) run at the same time, one Pyodide kernel each, shared
by the chapters of the lane, each after a ``%reset -f`` (so a name left by an
earlier chapter cannot hide a missing one): two Python starts instead of
fifteen, and both cores busy. A chapter passes when every code cell ran
and none has an error or anything on stderr; the JupyterLab-only cells
(notebooks/_ext/lite.py, JUPYTERLAB_ONLY) print their one-line note, and
every cell that calls a ``draw_*`` function shows an SVG picture. Wall
times go to build/test-artifacts/live-notebooks.json.

The whole run has a budget (WM_LIVE_BUDGET, 1200 s from the lab's start: about
4 minutes at load 2, past 11 minutes at load 12 with 8 other jobs), and a
stall (a crashed page, a browser gone, a dead kernel, one cell past
live_notebooks.CELL_LIMIT) fails at once with the chapter and the cell
(live_notebooks.run_chapters).

A second test runs a correct and a wrong guess through ``check()`` in a
live cell: the correct one passes, the wrong one is refuted with its
smallest counterexample.
"""

import json
import os
import sys
import time

import pytest

from tests.browser.conftest import CHROMIUM_FLAGS, PageWatch
from tests.browser.live_notebooks import (
    KERNEL_START,
    add_and_run,
    open_lab,
    open_on_shared_kernel,
    run_chapters,
)
from tests.browser.site import BOOK, ROOT, chapter_pages, chromium, serve

sys.path.insert(0, str(BOOK / "_ext"))
import lite

ARTIFACTS = ROOT / "build" / "test-artifacts"


@pytest.fixture(scope="module")
def lab(site, browser):
    """(pages, watch): JupyterLite's lab app in WM_LIVE_LANES tabs (2)."""
    lanes = int(os.environ.get("WM_LIVE_LANES", "2"))
    # one browser per lane: a page in the background of a browser gets no
    # animation frames, and JupyterLab's Run All waits for them
    browsers = [browser] + [
        browser.browser_type.launch(executable_path=chromium(), args=CHROMIUM_FLAGS)
        for _ in range(lanes - 1)
    ]
    with serve(site) as server:
        deadline = time.monotonic() + BUDGET
        pages, watch = [], None
        for each in browsers:
            context = each.new_context(viewport={"width": 1300, "height": 1000})
            if watch is None:
                watch = PageWatch(context, server.url.rstrip("/"))
            else:
                context.route("**/*", watch._route)
            pages.append(watch.watch(context.new_page()))
        for page in pages:
            left = deadline - time.monotonic()
            open_lab(
                page, server.url, timeout=max(1, min(left, KERNEL_START / 1000)) * 1000
            )
        yield pages, watch, deadline, server.url
        for page in pages:
            page.context.close()
        for each in browsers[1:]:
            each.close()


@pytest.fixture(scope="module")
def reports(lab):
    """Run All of every chapter: {chapter: its report}; times to build/."""
    pages, _, deadline, _ = lab
    started = time.perf_counter()
    done = run_chapters(pages, chapter_pages(), deadline=deadline)
    times = {c: {k: r[k] for k in ("open", "run all")} for c, r in done.items()}
    times["wall"] = round(time.perf_counter() - started, 1)
    times["lanes"] = len(pages)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "live-notebooks.json").write_text(json.dumps(times, indent=1))
    return done


#: Seconds for the whole of Run All of every chapter, the labs' start included
#: (each run writes its times to build/test-artifacts/live-notebooks.json).
BUDGET = float(os.environ.get("WM_LIVE_BUDGET", "1200"))


@pytest.mark.parametrize("chapter", chapter_pages())
def test_the_live_notebook_runs_all_its_cells(lab, reports, chapter):
    watch = lab[1]
    cells = reports[chapter]["cells"]
    only = {cid: needs for (name, cid), (needs, _) in lite.JUPYTERLAB_ONLY.items()
            if name == chapter}  # fmt: skip
    assert cells, f"{chapter}: no code cell"
    for cell in cells:
        where = f"{chapter}, cell {cell['id']}"
        assert cell["ran"], (
            f"{where} did not run (Run All stopped before it); Run All's tries: "
            f"{cell.get('tries')}"
        )
        assert cell["errors"] == [], (where, cell["errors"])
        assert cell["stderr"] == [], (where, cell["stderr"])
        if cell["id"] in only:
            assert cell["text"].strip() == lite.NOTES[only[cell["id"]]], where
        elif cell["draws"]:
            assert cell["svg"], f"{where} draws, but shows no SVG picture"
    outside = [p for p in watch.problems if "outside the site" in p]
    assert outside == [], outside


def test_a_live_check_cell_passes_a_right_guess_and_refutes_a_wrong_one(lab):
    """check() in the browser (Pyodide: no signal.setitimer, no fork)."""
    # a lab of its own: the lanes' labs may still hold the chapters Run All left
    context = lab[0][0].context.browser.new_context(
        viewport={"width": 1300, "height": 1000}
    )
    context.route("**/*", lab[1]._route)
    page = lab[1].watch(context.new_page())
    open_lab(page, lab[3])
    open_on_shared_kernel(page, "01-bash")
    start = "from gamelib import Bash, check\n"
    right = add_and_run(
        page, start + "print(check(lambda n: n % 4 != 0, Bash(3), positions=range(30)))"
    )
    assert right["errors"] == [], right
    assert right["text"].startswith("Correct on 30 positions"), right
    wrong = add_and_run(
        page, start + "print(check(lambda n: n % 5 != 0, Bash(3), positions=range(30)))"
    )
    assert wrong["errors"] == [], wrong
    # Bash(3): the player to move loses exactly at the multiples of 4 (chapter
    # 1), so the guess "wins unless n % 5 == 0" is first wrong at:
    smallest = min(n for n in range(30) if (n % 5 != 0) != (n % 4 != 0))
    lines = wrong["text"].splitlines()
    assert lines[0].startswith("Wrong:"), wrong
    assert lines[1].strip().startswith(f"at {smallest}: your guess True, truth False")
    context.close()
