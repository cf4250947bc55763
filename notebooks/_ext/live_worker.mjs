/* The one Python of a chapter page: Pyodide in this Web Worker (run_live.js starts it).
 *
 * Messages from the page:
 *   {type: "boot", indexURL, kernelURL, packages}  start Python, load the
 *       packages (and their dependencies, from the site's Pyodide lock) and
 *       live_kernel.py; answered by "stage" messages and "ready" (or "failed");
 *   {type: "run", target, cells}  run an explorer's cells; its displays,
 *       printed text and errors come back tagged with `target`, then "done";
 *   {type: "files", base, paths}  put the book's files (base + path) at
 *       their paths in Python's working directory;
 *   {type: "comm", kind, comm_id, data, buffers, msg_id}  a widget's message
 *       to its Python side; answered by "idle" with the same msg_id.
 * Messages to the page: "stage", "ready", "failed", "done", "idle", and what
 * live_kernel.py sends (comm_open, comm_msg, comm_close, display, html,
 * stream, clear, error).
 */
let pyodide = null;
let kernel = null;
let queue = Promise.resolve(); // boot and runs, one after the other

function post(message, transfer) {
  self.postMessage(message, transfer || []);
}

function stage(name) {
  post({ type: "stage", stage: name, bytes: downloaded(), cached: cached(), at: performance.now() / 1000 });
}

// Bytes the worker received over the network so far (0 for what the
// browser's cache answered), from the Resource Timing entries.
function downloaded() {
  return performance
    .getEntriesByType("resource")
    .reduce((sum, entry) => sum + (entry.transferSize || 0), 0);
}

// Whether Python's files came from the browser's cache: the wasm module
// arrived with (almost) nothing over the network (a 304 costs its headers).
function cached() {
  const wasm = performance
    .getEntriesByType("resource")
    .find((entry) => entry.name.endsWith("pyodide.asm.wasm"));
  if (!wasm) return null;
  return wasm.transferSize < 0.01 * (wasm.decodedBodySize || wasm.encodedBodySize || 1);
}

async function boot({ indexURL, kernelURL, packages }) {
  stage("downloading Python");
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  // The wasm and the standard library arrive first; then Python starts
  // (at once when they came from the browser's cache).
  let told = null;
  const watcher = setInterval(() => {
    const names = performance.getEntriesByType("resource").map((e) => e.name);
    const from = cached();
    if (from !== null && from !== told) {
      told = from;
      stage("downloading Python"); // now known: from the network or the cache
    }
    if (names.some((n) => n.endsWith("python_stdlib.zip")) && names.some((n) => n.endsWith(".wasm"))) {
      stage("starting Python");
      clearInterval(watcher);
    }
  }, 100);
  // The lock and live_kernel.py change with every build of the site: asked
  // for again each time (a 304 when unchanged), never taken stale from the
  // cache. Pyodide itself and the wheels are cached as the server allows.
  const lock = fetch(indexURL + "page-lock.json", { cache: "no-cache" }).then((r) => r.text());
  const kernelSource = fetch(kernelURL, { cache: "no-cache" }).then((r) => r.text());
  pyodide = await loadPyodide({ indexURL, lockFileContents: lock, packageBaseUrl: indexURL });
  clearInterval(watcher);
  stage("loading gamelib");
  await pyodide.loadPackage(packages, { messageCallback: () => {} });
  const source = await kernelSource;
  pyodide.registerJsModule("wm_page", {
    send(kind, payload, buffers) {
      const copies = buffers.toJs().map((b) => new Uint8Array(b));
      buffers.destroy();
      post({ type: kind, payload, buffers: copies }, copies.map((b) => b.buffer));
    },
  });
  pyodide.FS.writeFile("/home/pyodide/live_kernel.py", source);
  kernel = pyodide.pyimport("live_kernel");
  kernel.start();
  // What every explorer imports: imported now, while the reader reads.
  pyodide.runPython("import gamelib.widgets.base");
  post({ type: "ready", bytes: downloaded() });
}

async function run({ target, cells }) {
  stage("running the cells");
  const before = new Set(Object.keys(pyodide.loadedPackages));
  // What the code imports, loaded before it runs (the site's lock maps
  // import names to packages), so that no cell runs twice; a cell that
  // cannot be parsed is left to Python to report.
  try {
    await pyodide.loadPackagesFromImports(cells.join("\n"), {
      messageCallback: (text) => {
        const found = /^Loading (.+)$/.exec(text);
        if (found) stage("loading " + found[1]);
      },
    });
  } catch (error) {
    // a syntax error: Python reports it when the cell runs
  }
  for (let attempt = 0; ; attempt++) {
    const missing = await kernel.run(target, pyodide.toPy(cells), attempt < 5);
    if (missing === undefined || missing === null) break;
    // A module gamelib imports on first use (networkx, sympy): load its
    // package from the site's lock and run the cells again.
    const had = Object.keys(pyodide.loadedPackages).length;
    stage("loading " + missing);
    await pyodide.loadPackagesFromImports("import " + missing);
    if (Object.keys(pyodide.loadedPackages).length === had) {
      await kernel.run(target, pyodide.toPy(cells), false); // report it
      break;
    }
    stage("running the cells");
  }
  const added = Object.keys(pyodide.loadedPackages).filter((p) => !before.has(p));
  post({ type: "done", target, packages: added, bytes: downloaded() });
}

// Files of the book the cells read (data/...), from the live site into the
// directory Python runs in, each at its path.
async function files({ base, paths }) {
  await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(base + path);
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      const data = new Uint8Array(await response.arrayBuffer());
      pyodide.FS.mkdirTree("/home/pyodide/" + path.split("/").slice(0, -1).join("/"));
      pyodide.FS.writeFile("/home/pyodide/" + path, data);
    }),
  );
}

function comm({ kind, comm_id, data, buffers, msg_id }) {
  if (kernel !== null) {
    kernel.receive(kind, comm_id, data, pyodide.toPy(buffers || []));
  }
  post({ type: "idle", msg_id });
}

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === "comm") {
    comm(message); // between runs: Python is never busy when this arrives
    return;
  }
  const work = { boot, files, run }[message.type];
  queue = queue
    .then(() => work(message))
    .catch((error) => post({ type: "failed", target: message.target, error: String(error) }));
};
