"""Run All of a chapter's live notebook in JupyterLite: shared by the browser
test (tests/browser/test_live_notebooks.py) and the benchmark
(benchmarks/bench_live.py, run_all_chapter)."""

import time

KERNEL_START = 300_000  # ms: a cold start on a busy 2-core machine
# Run All of every chapter (run_chapters) fails, saying which chapter and cell,
# when one cell runs longer than CELL_LIMIT (the slowest takes seconds; a dead
# kernel's worker never answers) or the whole run outlasts its deadline.
CELL_LIMIT = 180  # s of wall time, at load 12 on 2 cores
RUN_ALL = 1_200_000  # ms: Run All of one chapter (run_all, the benchmark's)
POLL = 500  # ms between two looks at the lanes

KERNEL_IDLE = """() => {
  const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
  const k = w && w.sessionContext && w.sessionContext.session
    && w.sessionContext.session.kernel;
  return !!k && k.status === 'idle';
}"""

# Run every cell as the reader's Run All does; then report, per code cell,
# its id, whether it ran, its error (ename: evalue, last traceback line) and
# its printed text.
RUN_ALL_CELLS = r"""async (path) => {
  const app = window.jupyterapp;
  const panel = [...app.shell.widgets("main")]
    .find(w => w.context && w.context.path === path) || app.shell.currentWidget;
  await panel.context.ready;
  const kernel = panel.sessionContext.session.kernel;
  const code = panel.content.model.cells;
  const started = () => [...code]
    .some(c => c.type === "code" && c.executionCount !== null);
  // Run All (NotebookActions.runAll) returns at once, having run nothing,
  // when the notebook has no active cell yet (a notebook just opened, its
  // cells not yet made: on a busy machine this happened once a run), and the
  // command acts on the tracker's current notebook unless given its widgetId.
  // So: name the panel, wait for an active cell, and try again (3 times)
  // while nothing started.
  const tries = [];
  for (let attempt = 0; attempt < 3 && !started(); attempt++) {
    const before = Date.now();
    app.shell.activateById(panel.id);
    await panel.revealed;
    for (let t = 0; t < 100 && !panel.content.activeCell; t++) {
      if (panel.content.activeCellIndex < 0) panel.content.activeCellIndex = 0;
      await new Promise(r => setTimeout(r, 100));
    }
    await app.commands.execute("notebook:run-all-cells", {widgetId: panel.id});
    // the last cell's execution settles Run All's promise; wait for the kernel
    while (kernel.status !== "idle") await new Promise(r => setTimeout(r, 200));
    tries.push({ms: Date.now() - before, started: started(),
                active: !!panel.content.activeCell, kernel: kernel.status,
                dirty: panel.context.model.dirty});
  }
  const cells = [];
  for (const cell of panel.content.model.cells) {
    if (cell.type !== "code") continue;
    const outputs = cell.outputs.toJSON();
    const errors = outputs.filter(o => o.output_type === "error")
      .map(o => o.ename + ": " + o.evalue);
    const stream = (name) => outputs
      .filter(o => o.output_type === "stream" && o.name === name)
      .map(o => [].concat(o.text).join(""));
    const stderr = stream("stderr");
    const text = stream("stdout").join("");
    const source = cell.sharedModel.getSource();
    cells.push({id: cell.id, ran: cell.executionCount !== null, errors, stderr,
                text, tries,
                kinds: outputs.map(o => o.output_type),
                svg: outputs.some(o => o.data && (o.data["image/svg+xml"]
                  || String(o.data["text/html"] || "").includes("<svg"))),
                draws: /\bdraw_\w+\(/.test(source)});
  }
  return cells;
}"""


def open_notebook(page, url, chapter):
    """Open `chapter`'s live notebook (as its page's link does); wait for the kernel."""
    page.goto(f"{url}live/notebooks/index.html?path={chapter}.ipynb")
    page.wait_for_function(KERNEL_IDLE, timeout=KERNEL_START)


def run_all(page, chapter=None):
    """Run All; return (seconds, the cells' report: see RUN_ALL_CELLS)."""
    started = time.perf_counter()
    cells = page.evaluate(RUN_ALL_CELLS, chapter and f"{chapter}.ipynb")
    return time.perf_counter() - started, cells


# Open `path` in JupyterLab's app (JupyterLite's lab/), on the kernel of the
# notebook open now if there is one: every chapter then runs in one Python
# (each after a %reset -f, so no name of an earlier chapter is left over).
OPEN_ON_KERNEL = """async (path) => {
  const app = window.jupyterapp;
  const current = app.shell.currentWidget;
  const old = current && current.sessionContext && current.sessionContext.session;
  const kernel = old && old.kernel ? {id: old.kernel.id} : {name: "python"};
  const panel = await app.commands.execute("docmanager:open",
    {path, factory: "Notebook", kernel});
  await panel.sessionContext.ready;
  if (current && current !== panel) await current.close();
  app.shell.activateById(panel.id);
  return panel.sessionContext.session.kernel.id;
}"""

# The end of EXECUTE and EXECUTE_IN: run `code` in `kernel`, collect its text and error.
_COLLECT = """  const out = {text: "", error: null};
  const future = kernel.requestExecute({code});
  future.onIOPub = (msg) => {
    const c = msg.content;
    if (msg.header.msg_type === "stream") out.text += c.text;
    if (msg.header.msg_type === "error") out.error = c.ename + ": " + c.evalue;
  };
  await future.done;
  return out;
}"""

EXECUTE = (
    """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
"""
    + _COLLECT
)


# EXECUTE in the kernel of the open notebook `path` (current or not).
EXECUTE_IN = (
    """async ([path, code]) => {
  const panel = [...window.jupyterapp.shell.widgets("main")]
    .find(w => w.context && w.context.path === path);
  const kernel = panel.sessionContext.session.kernel;
"""
    + _COLLECT
)


def open_lab(page, url, timeout=KERNEL_START):
    """JupyterLite's lab app, with no notebook open yet (within `timeout` ms)."""
    page.goto(f"{url}live/lab/index.html", timeout=timeout)
    page.wait_for_function("() => !!window.jupyterapp && window.jupyterapp.shell",
                           timeout=timeout)  # fmt: skip
    _bounded(page, "async () => { await window.jupyterapp.restored; return true; }",
             timeout=timeout)  # fmt: skip


def open_on_shared_kernel(page, chapter):
    """Open `chapter` in the lab app on the shared kernel, reset; return its id."""
    kernel = page.evaluate(OPEN_ON_KERNEL, f"{chapter}.ipynb")
    page.wait_for_function(KERNEL_IDLE, timeout=KERNEL_START)
    done = page.evaluate(EXECUTE, "%reset -f")
    if done["error"]:
        raise RuntimeError(f"%reset failed: {done['error']}")
    return kernel


def execute(page, code):
    """Run `code` in the current notebook's kernel: {"text", "error"}."""
    return page.evaluate(EXECUTE, code)


# Add a code cell with `source` at the end of the open notebook, run it, and
# return its printed text and errors.
ADD_AND_RUN = """async (source) => {
  const app = window.jupyterapp;
  const panel = app.shell.currentWidget;
  const notebook = panel.content;
  const index = notebook.widgets.length;
  notebook.model.sharedModel.insertCell(index, {cell_type: "code", source});
  notebook.activeCellIndex = index;
  await app.commands.execute("notebook:run-cell");
  const kernel = panel.sessionContext.session.kernel;
  while (kernel.status !== "idle") await new Promise(r => setTimeout(r, 200));
  const outputs = notebook.model.cells.get(index).outputs.toJSON();
  return {
    text: outputs.filter(o => o.output_type === "stream")
      .map(o => [].concat(o.text).join("")).join(""),
    errors: outputs.filter(o => o.output_type === "error")
      .map(o => o.ename + ": " + o.evalue),
  };
}"""


def add_and_run(page, source):
    """Run `source` as a new last cell of the open notebook: {"text", "errors"}."""
    return page.evaluate(ADD_AND_RUN, source)


# Measured seconds of Run All per chapter (a loaded 2-core machine): the
# lanes below take the longest first, so that they end together.
WEIGHTS = {
    "03-sprague-grundy": 74, "04-wythoff": 72, "06-multi-and-every-sg": 90,
    "09-more-games": 80, "10-octal-games": 57, "08-bipartite-games": 46,
    "07-graph-deletion": 41, "02-nim": 35, "15-problem-set": 80, "12-lab": 50,
}  # fmt: skip


def _start(page, function, path, step):
    """Start the async JS `function`(path) in `page`; its end sets WM_STEP."""
    page.evaluate(
        f"""(path) => {{
          window.WM_STEP = "{step}"; window.WM_RESULT = null;
          ({function})(path).then(
            r => {{ window.WM_RESULT = r; window.WM_STEP = "{step} done"; }},
            e => {{ window.WM_STEP = "failed: " + e; }});
        }}""",
        path,
    )


# Where a lane is: its step, its kernel's status, and the code cell running
# now (the first one Run All has not finished: JupyterLab clears each
# queued cell's execution count and sets it when the cell is done).
STATE = """(path) => {
  const app = window.jupyterapp;
  const panel = [...app.shell.widgets("main")]
    .find(w => w.context && w.context.path === path);
  const session = panel && panel.sessionContext.session;
  const kernel = session && session.kernel;
  const state = {step: window.WM_STEP, kernel: kernel ? kernel.status : "none",
                 running: null, done: 0, total: 0};
  if (!panel || !String(window.WM_STEP).startsWith("run")) return state;
  let index = 0;
  for (const cell of panel.content.model.cells) {
    index += 1;
    if (cell.type !== "code") continue;
    state.total += 1;
    if (cell.executionCount !== null) state.done += 1;
    else if (!state.running) state.running = {index: index - 1, id: cell.id,
      line: cell.sharedModel.getSource().split("\\n")[0].slice(0, 80)};
  }
  return state;
}"""


class LiveRunError(RuntimeError):
    """Run All of the live chapters stopped: the message says where and why."""


def _where(chapter, state):
    running = state and state.get("running")
    if not running:
        return f"{chapter}, step {state and state.get('step')!r}, kernel " + str(
            state and state.get("kernel")
        )
    return (
        f"{chapter}, cell {running['index']} ({running['id']}: {running['line']!r}), "
        f"{state['done']} of {state['total']} code cells done, "
        f"kernel {state['kernel']}"
    )


def _watch(pages):
    """{lane: what ended it}: filled by the pages' and browsers' own events."""
    ended = {}
    for i, page in enumerate(pages):
        page.on("crash", lambda _, i=i: ended.setdefault(i, "its page crashed"))
        page.on("close", lambda _, i=i: ended.setdefault(i, "its page was closed"))
        browser = page.context.browser
        if browser is not None:
            browser.on(
                "disconnected",
                lambda _, i=i: ended.setdefault(i, "its browser is gone"),
            )
    return ended


def _bounded(page, function, arg=None, timeout=60_000):
    """page.evaluate(function, arg) that gives up after `timeout` ms.

    (``evaluate`` has no timeout, so a hung kernel would hold it for ever:
    the function is started, and its end awaited with ``wait_for_function``.)
    """
    page.evaluate(
        f"""(arg) => {{
          window.WM_BOUNDED = null;
          Promise.resolve(({function})(arg)).then(
            r => {{ window.WM_BOUNDED = {{r}}; }},
            e => {{ window.WM_BOUNDED = {{e: String(e)}}; }});
        }}""",
        arg,
    )
    page.wait_for_function("() => window.WM_BOUNDED", timeout=timeout)
    done = page.evaluate("() => window.WM_BOUNDED")
    if "e" in done:
        raise LiveRunError(done["e"])
    return done.get("r")


def _look(page, path):
    """The lane's STATE, within a bounded time (a hung page cannot stall us)."""
    return page.wait_for_function(STATE, arg=path, timeout=60_000).json_value()


def _share_out(chapters, count):
    """`count` lanes of chapters, the longest first, each to the least loaded lane."""
    lanes, load = [[] for _ in range(count)], [0] * count
    for chapter in sorted(chapters, key=lambda c: -WEIGHTS.get(c, 30)):
        lane = load.index(min(load))
        lanes[lane].append(chapter)
        load[lane] += WEIGHTS.get(chapter, 30)
    return lanes


def _default_deadline(lanes):
    """A kernel start and CELL_LIMIT a chapter for the longest lane, from now."""
    return time.monotonic() + KERNEL_START / 1000 + CELL_LIMIT * max(map(len, lanes))


def run_chapters(pages, chapters, log=None, prelude=None, deadline=None):
    """Run All of every chapter, the chapters shared out among `pages` (lanes).

    Each page is JupyterLite's lab app (see :func:`open_lab`) with its own
    kernel, shared by the chapters of its lane (``%reset -f`` before each);
    the lanes run at the same time (one Python each, in its own worker), the
    longest chapters first; `prelude`, if given, is code run after each
    reset (the benchmark's stand-in for what another branch fixes). Returns
    {chapter: {"open", "run all", "cells"}}.

    Never waits in silence: a crashed or closed page, a browser that is
    gone, a kernel that dies, one cell that runs past CELL_LIMIT seconds or
    the whole run past `deadline` (a ``time.monotonic()`` value) raises
    LiveRunError naming the chapter and the cell. Between two looks it waits
    with Playwright (``wait_for_timeout``), never ``time.sleep``: the
    network-cut routes are Python callbacks, served only while Playwright's
    loop runs, and every file the kernel reads is such a request (asleep,
    chapter 15's Run All took 165 s instead of 31 s).
    """
    lanes = _share_out(chapters, len(pages))
    report, busy, ended = {}, {}, _watch(pages)
    # lane -> (chapter, started, opened, state, what runs, since when)
    deadline = deadline or _default_deadline(lanes)

    def next_chapter(i):
        if lanes[i]:
            chapter = lanes[i].pop(0)
            now = time.monotonic()
            busy[i] = [chapter, now, None, None, "open", now]
            _start(pages[i], OPEN_ON_KERNEL, f"{chapter}.ipynb", "open")
        else:
            busy.pop(i, None)

    def fail(i, why):
        chapter, state = busy[i][0], busy[i][3]
        others = "; ".join(
            f"lane {j}: {_where(b[0], b[3])}" for j, b in busy.items() if j != i
        )
        raise LiveRunError(
            f"lane {i}: {_where(chapter, state)}: {why}"
            + (f" (meanwhile {others})" if others else "")
        )

    for i in range(len(pages)):
        next_chapter(i)
    while busy:
        try:
            pages[min(busy)].wait_for_timeout(POLL)
        except Exception as error:  # its page or browser went in the meantime
            fail(min(busy), ended.get(min(busy)) or f"{type(error).__name__}: {error}")
        now = time.monotonic()
        for i in list(busy):
            if i in ended:
                fail(i, ended[i])
            page, chapter = pages[i], busy[i][0]
            try:
                state = _look(page, f"{chapter}.ipynb")
            except Exception as error:  # a page that died between two events
                fail(i, f"its page stopped answering ({type(error).__name__}: "
                     f"{str(error).splitlines()[0]})")  # fmt: skip
            busy[i][3] = state
            running = state["running"] and state["running"]["id"]
            if running != busy[i][4]:
                busy[i][4:] = [running, now]
            step = str(state["step"])  # (undefined: the page was reloaded)
            if step.startswith("failed"):
                fail(i, step)
            if state["kernel"] == "dead":  # ("unknown" while a notebook connects)
                fail(i, f"its kernel is {state['kernel']}")
            if now > deadline:
                fail(i, "the run is past its deadline")
            limit = KERNEL_START / 1000 if step.startswith("open") else CELL_LIMIT
            if now - busy[i][5] > limit:
                fail(
                    i, f"no progress for {now - busy[i][5]:.0f} s (limit {limit:.0f} s)"
                )
            if step == "open done" and state["kernel"] == "idle":
                code = [f"{chapter}.ipynb", "%reset -f\n" + (prelude or "")]
                try:
                    done = _bounded(page, EXECUTE_IN, code, CELL_LIMIT * 1000)
                except Exception as error:
                    fail(i, f"%reset -f did not end ({type(error).__name__})")
                if done["error"]:
                    fail(i, f"%reset failed: {done['error']}")
                busy[i][2] = time.monotonic()
                busy[i][4:] = ["run", busy[i][2]]
                _start(page, RUN_ALL_CELLS, f"{chapter}.ipynb", "run")
            elif step == "run done":
                chapter, started, opened = busy[i][:3]
                report[chapter] = {
                    "open": round(opened - started, 1),
                    "run all": round(now - opened, 1),
                    "cells": _bounded(page, "() => window.WM_RESULT"),
                }
                if log:
                    log(f"{chapter}: lane {i}, {report[chapter]['run all']} s")
                next_chapter(i)
    return report
