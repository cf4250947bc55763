"""Run All of a chapter's live notebook in JupyterLite: shared by the browser
test (tests/browser/test_live_notebooks.py) and the benchmark
(benchmarks/bench_live.py, run_all_chapter)."""

import time

KERNEL_START = 300_000  # ms: a cold start on a busy 2-core machine
RUN_ALL = 1_200_000  # ms: the longest chapter, pure Python in WebAssembly

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
  app.shell.activateById(panel.id);
  await panel.context.ready;
  await app.commands.execute("notebook:run-all-cells");
  // the last cell's execution settles Run All's promise; wait for the kernel
  const kernel = panel.sessionContext.session.kernel;
  while (kernel.status !== "idle") await new Promise(r => setTimeout(r, 200));
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
    cells.push({id: cell.id, ran: cell.executionCount !== null, errors, stderr, text,
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

EXECUTE = """async (code) => {
  const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const out = {text: "", error: null};
  const future = kernel.requestExecute({code});
  future.onIOPub = (msg) => {
    const c = msg.content;
    if (msg.header.msg_type === "stream") out.text += c.text;
    if (msg.header.msg_type === "error") out.error = c.ename + ": " + c.evalue;
  };
  await future.done;
  return out;
}"""


def open_lab(page, url):
    """JupyterLite's lab app, with no notebook open yet."""
    page.goto(f"{url}live/lab/index.html")
    page.wait_for_function("() => !!window.jupyterapp && window.jupyterapp.shell",
                           timeout=KERNEL_START)  # fmt: skip
    page.evaluate("async () => { await window.jupyterapp.restored; }")


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
    "07-graph-deletion": 41, "02-nim": 35,
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


def run_chapters(pages, chapters, log=None, prelude=None):
    """Run All of every chapter, the chapters shared out among `pages` (lanes).

    Each page is JupyterLite's lab app (see :func:`open_lab`) with its own
    kernel, shared by the chapters of its lane (``%reset -f`` before each);
    the lanes run at the same time (one Python each, in its own worker), the
    longest chapters first; `prelude`, if given, is code run after each
    reset (the benchmark's stand-in for what another branch fixes). Returns
    {chapter: {"open", "run all", "cells"}}.
    """
    lanes = [[] for _ in pages]
    load = [0] * len(pages)
    for chapter in sorted(chapters, key=lambda c: -WEIGHTS.get(c, 30)):
        lane = load.index(min(load))
        lanes[lane].append(chapter)
        load[lane] += WEIGHTS.get(chapter, 30)
    report, busy = {}, {}

    def next_chapter(i):
        if lanes[i]:
            chapter = lanes[i].pop(0)
            busy[i] = (chapter, time.perf_counter(), None)
            _start(pages[i], OPEN_ON_KERNEL, f"{chapter}.ipynb", "open")
        else:
            busy.pop(i, None)

    for i in range(len(pages)):
        next_chapter(i)
    deadline = time.perf_counter() + RUN_ALL / 1000 * max(
        len(lane) + 1 for lane in lanes
    )
    while busy:
        if time.perf_counter() > deadline:
            raise TimeoutError(f"the live notebooks did not finish: {busy}")
        time.sleep(0.5)
        for i in list(busy):
            page, (chapter, started, opened) = pages[i], busy[i]
            step = page.evaluate("() => window.WM_STEP")
            if step.startswith("failed"):
                raise RuntimeError(f"{chapter}: {step}")
            if step == "open done" and page.evaluate(KERNEL_IDLE):
                done = page.evaluate(EXECUTE, "%reset -f\n" + (prelude or ""))
                if done["error"]:
                    raise RuntimeError(f"{chapter}: %reset failed: {done['error']}")
                busy[i] = (chapter, started, time.perf_counter())
                _start(page, RUN_ALL_CELLS, f"{chapter}.ipynb", "run")
            elif step == "run done":
                now = time.perf_counter()
                report[chapter] = {
                    "open": round(opened - started, 1),
                    "run all": round(now - opened, 1),
                    "cells": page.evaluate("() => window.WM_RESULT"),
                }
                if log:
                    log(f"{chapter}: lane {i}, {report[chapter]['run all']} s")
                next_chapter(i)
    return report
