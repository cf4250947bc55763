/* "Run live" on the course site's chapter pages (winning_moves_site.py).
 *
 * One Python per page: the first "Run live" (or an explorer scrolled into
 * view on a desktop-sized screen) starts Pyodide in a Web Worker
 * (live_worker.mjs, from the site's own live/static/pyodide/); every
 * explorer of the page then runs in it, the next ones in about a second.
 * Each link's data-code holds the explorer's code (lite.page_code); its
 * widgets talk to the page's own widget manager (the html-manager that
 * draws the saved views) through comms that live_kernel.py forwards.
 *
 * While Python starts, the saved view stays, dimmed, under a progress line
 * (stage and seconds) with a way back to the saved view; the live explorer
 * takes its place once drawn. Saved views are inert and say so. Without
 * this script (or with Ctrl/middle click) the link opens JupyterLite's REPL.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  var STATIC = new URL("./", script.src);
  // Also for an edition in a folder of the site (zh/): its pages load this
  // file from the English site's _static/ (i18n.py shares it).
  var PYODIDE = new URL("../live/static/pyodide/", script.src);
  // The page's words in its edition (window.wmLiveText, English -> edition).
  var TEXT = window.wmLiveText || {};
  function t(english, values) {
    var text = TEXT[english] || english;
    Object.keys(values || {}).forEach(function (key) {
      text = text.split("{" + key + "}").join(values[key]);
    });
    return text;
  }
  // Only what an explorer needs: gamelib (with ipywidgets); networkx and
  // the rest load when a cell first imports them (live_worker.mjs).
  var PACKAGES = ["gamelib", "ipywidgets"];

  var runtime = null; // the page's one Python, once started
  var runs = {}; // target id -> the run of one explorer
  var counter = 0;

  function now() {
    return performance.now() / 1000;
  }

  // -- the widget manager of the page (the html-manager's AMD bundle) ---------

  var managerPromise = null;
  function widgetManager() {
    if (managerPromise === null) {
      managerPromise = new Promise(function (resolve, reject) {
        window.require(["@jupyter-widgets/html-manager"], function (hm) {
          resolve(new hm.HTMLManager());
        }, reject);
      });
    }
    return managerPromise;
  }

  // A comm of the widget protocol whose other end is in the worker's Python.
  function PageComm(id, target) {
    this.comm_id = id;
    this.target_name = target;
    this._onMsg = null;
    this._onClose = null;
    this._pending = [];
  }
  PageComm.prototype.open = function () {
    return "";
  };
  PageComm.prototype.send = function (data, callbacks, metadata, buffers) {
    return runtime.send("comm_msg", this.comm_id, data, callbacks, buffers);
  };
  PageComm.prototype.close = function (data, callbacks) {
    return runtime.send("comm_close", this.comm_id, data || {}, callbacks);
  };
  PageComm.prototype.on_msg = function (callback) {
    this._onMsg = callback;
    var pending = this._pending;
    this._pending = [];
    pending.forEach(function (msg) {
      callback(msg);
    });
  };
  PageComm.prototype.on_close = function (callback) {
    this._onClose = callback;
  };
  PageComm.prototype.deliver = function (msg) {
    if (this._onMsg) this._onMsg(msg);
    else this._pending.push(msg); // the model is still being created
  };

  // -- the runtime: one worker ---------------------------------------------------

  function Runtime() {
    var self = this;
    this.started = now();
    this.stage = "downloading Python";
    this.stages = []; // [stage, seconds since the start, bytes so far]
    this.bytes = 0;
    this.comms = {};
    this.callbacks = {};
    this.nextMsg = 0;
    this.chain = widgetManager();
    this.worker = new Worker(new URL("live_worker.mjs", STATIC), { type: "module" });
    this.ready = new Promise(function (resolve, reject) {
      self._resolve = resolve;
      self._reject = reject;
    });
    this.worker.onmessage = function (event) {
      var message = event.data;
      // in order, once the widget manager is there
      self.chain = self.chain.then(function (manager) {
        self.handle(manager, message);
        return manager;
      });
    };
    this.worker.onerror = function (event) {
      self.fail("the browser could not start the live Python: " + (event.message || event));
    };
    this.worker.postMessage({
      type: "boot",
      indexURL: PYODIDE.href,
      kernelURL: new URL("live_kernel.py", STATIC).href,
      packages: PACKAGES,
    });
  }

  Runtime.prototype.fail = function (text) {
    this.failed = text;
    this._reject(new Error(text));
    Object.keys(runs).forEach(function (id) {
      runs[id].failed(text);
    });
  };

  Runtime.prototype.send = function (kind, commId, data, callbacks, buffers) {
    var id = "m" + this.nextMsg++;
    if (callbacks) this.callbacks[id] = callbacks;
    this.worker.postMessage({
      type: "comm",
      kind: kind,
      comm_id: commId,
      data: JSON.stringify(data),
      buffers: (buffers || []).map(function (b) {
        return new Uint8Array(b.buffer || b);
      }),
      msg_id: id,
    });
    return id;
  };

  Runtime.prototype.handle = function (manager, message) {
    var payload = message.payload ? JSON.parse(message.payload) : null;
    var run = payload && payload.target ? runs[payload.target] : null;
    switch (message.type) {
      case "stage":
        this.stage = message.stage;
        this.stages.push([message.stage, now() - this.started, message.bytes]);
        this.bytes = message.bytes;
        break;
      case "ready":
        this.bytes = message.bytes;
        this.readyAt = now();
        this._resolve();
        break;
      case "failed":
        if (message.target && runs[message.target]) runs[message.target].failed(message.error);
        else this.fail(message.error);
        break;
      case "done":
        this.bytes = message.bytes;
        if (runs[message.target]) runs[message.target].done();
        break;
      case "idle":
        var callbacks = this.callbacks[message.msg_id];
        delete this.callbacks[message.msg_id];
        if (callbacks && callbacks.iopub && callbacks.iopub.status) {
          callbacks.iopub.status({ content: { execution_state: "idle" } });
        }
        break;
      case "comm_open":
        var content = payload.content;
        var comm = new PageComm(content.comm_id, content.target_name);
        this.comms[content.comm_id] = comm;
        manager.handle_comm_open(comm, {
          content: content,
          metadata: payload.metadata,
          buffers: message.buffers,
        });
        break;
      case "comm_msg":
      case "comm_close":
        var target = this.comms[payload.content.comm_id];
        var msg = { content: payload.content, metadata: payload.metadata, buffers: message.buffers };
        if (target && message.type === "comm_msg") target.deliver(msg);
        else if (target) {
          delete this.comms[payload.content.comm_id];
          if (target._onClose) target._onClose(msg);
        }
        break;
      default: // what an explorer's cells show
        if (run) run.show(manager, message.type, payload);
        else if (message.type === "error" || message.type === "stream") {
          console.warn("live Python:", payload.text);
        }
    }
  };

  function startRuntime() {
    if (runtime === null) runtime = new Runtime();
    return runtime;
  }

  // -- one explorer: saved view, progress, live view ----------------------------

  var STAGES = ["downloading Python", "starting Python", "loading gamelib", "running the cells"];

  function Run(link) {
    this.id = "t" + ++counter;
    this.link = link;
    this.cell = link.closest(".cell");
    this.saved = this.cell && this.cell.querySelector(".cell_output");
    this.clicked = now();
    this.live = document.createElement("div");
    this.live.className = "wm-live-area";
    this.progress = link.parentNode.querySelector(".wm-run-live-note");
    this.back = document.createElement("button");
    this.back.type = "button";
    this.back.className = "wm-live-back";
    this.back.textContent = t("back to the saved view");
    this.back.addEventListener("click", this.stop.bind(this));
    link.parentNode.appendChild(this.back);
    if (this.saved) {
      this.saved.classList.add("wm-dim");
      this.saved.parentNode.insertBefore(this.live, this.saved);
    } else {
      link.parentNode.parentNode.insertBefore(this.live, link.parentNode.nextSibling);
    }
    link.dataset.state = "starting";
    link.setAttribute("aria-disabled", "true");
    runs[this.id] = this;
    this.timer = window.setInterval(this.tick.bind(this), 250);
    this.tick();
  }

  Run.prototype.tick = function () {
    var seconds = (now() - this.clicked).toFixed(0);
    var stage = runtime && runtime.stage ? runtime.stage : STAGES[0];
    if (runtime && runtime.readyAt && !this.running) stage = "running the cells";
    var step = STAGES.indexOf(stage);
    this.progress.textContent = step >= 0
      ? t("step {n} of 4: {stage} ... {s} s", { n: step + 1, stage: t(stage), s: seconds })
      : t("{stage} ... {s} s", { stage: t(stage), s: seconds });
    this.progress.classList.add("wm-live-progress");
  };

  Run.prototype.start = function () {
    var self = this;
    var code = JSON.parse(this.link.dataset.code);
    var rt = startRuntime();
    rt.ready.then(function () {
      if (!runs[self.id]) return;
      self.running = true;
      rt.stage = "running the cells";
      rt.worker.postMessage({ type: "run", target: self.id, cells: code });
    }, function () {});
  };

  Run.prototype.show = function (manager, kind, payload) {
    var self = this;
    if (kind === "display") {
      this.pending = (this.pending || 0) + 1;
      var holder = document.createElement("div");
      this.live.appendChild(holder);
      manager
        .get_model(payload.model_id)
        .then(function (model) {
          return manager.create_view(model);
        })
        .then(function (view) {
          return manager.display_view(view, holder);
        })
        .then(function () {
          self.pending -= 1;
          self.swap();
        })
        .catch(function (error) {
          self.failed("the live explorer could not be drawn: " + error);
        });
    } else if (kind === "html") {
      var box = document.createElement("div");
      box.innerHTML = payload.html; // the site's own Python drew it
      this.live.appendChild(box);
    } else if (kind === "stream" || kind === "error") {
      var pre = document.createElement("pre");
      pre.className = kind === "error" ? "wm-live-error" : "wm-live-stream";
      pre.textContent = payload.text;
      this.live.appendChild(pre);
      if (kind === "error") this.failed("the explorer's code raised an error (below)");
    } else if (kind === "clear") {
      this.live.textContent = "";
    }
  };

  // The live view replaces the saved one.
  Run.prototype.swap = function () {
    if (this.swapped || !runs[this.id]) return;
    this.swapped = true;
    this.shownAt = now();
    if (this.saved) this.saved.hidden = true;
    this.finish(t("live: this explorer runs in your browser (ready in {s} s)",
      { s: (this.shownAt - this.clicked).toFixed(1) }));
    this.link.dataset.state = "live";
  };

  Run.prototype.done = function () {
    if (!this.swapped && !this.error) {
      this.swap(); // the cells showed no widget: what they printed is the view
    }
  };

  Run.prototype.failed = function (text) {
    this.error = text;
    this.finish(t("could not run live: {reason}", { reason: text }));
    this.link.dataset.state = "failed";
  };

  Run.prototype.finish = function (text) {
    window.clearInterval(this.timer);
    this.progress.textContent = text;
    this.progress.classList.remove("wm-live-progress");
  };

  // Back to the saved view (also while Python starts: it goes on starting,
  // for the next click).
  Run.prototype.stop = function () {
    delete runs[this.id];
    window.clearInterval(this.timer);
    this.live.remove();
    this.back.remove();
    if (this.saved) {
      this.saved.hidden = false;
      this.saved.classList.remove("wm-dim");
    }
    this.progress.textContent = t("saved view: press Run live to use the controls");
    delete this.link.dataset.state;
    this.link.removeAttribute("aria-disabled");
  };

  function onClick(event) {
    var link = event.target.closest && event.target.closest("a.wm-run-live");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    if (link.dataset.state === "starting" || link.dataset.state === "live") return;
    if (link.dataset.state === "failed") {
      Object.keys(runs).forEach(function (id) {
        if (runs[id].link === link) runs[id].stop();
      });
    }
    new Run(link).start();
  }

  // -- saved views: inert, and say so; Python ahead of the click ----------------

  function markSaved(link) {
    var cell = link.closest(".cell");
    var saved = cell && cell.querySelector(".cell_output");
    if (!saved) return;
    saved.classList.add("wm-saved");
    saved.setAttribute("inert", "");
    saved.title = t("the saved view: press \u25b6 Run live to use the controls");
    var label = document.createElement("div");
    label.className = "wm-saved-label";
    label.textContent = t("saved view \u2014 press \u25b6 Run live to use the controls");
    saved.insertBefore(label, saved.firstChild);
  }

  // Start Python when an explorer comes into view, on a desktop-sized
  // screen only: never on a small screen or with data saving on.
  function mayPrestart() {
    var connection = navigator.connection || {};
    return window.innerWidth >= 768 && !connection.saveData && !/^(slow-)?2g$/.test(connection.effectiveType || "");
  }

  function watchForExplorers(links) {
    if (!("IntersectionObserver" in window)) return;
    var observer = new IntersectionObserver(function (entries) {
      if (entries.some(function (e) { return e.isIntersecting; }) && mayPrestart()) {
        observer.disconnect();
        startRuntime();
      }
    }, { rootMargin: "200px" });
    links.forEach(function (link) {
      observer.observe(link.closest(".cell") || link);
    });
  }

  function init() {
    var links = Array.prototype.slice.call(document.querySelectorAll("a.wm-run-live[data-code]"));
    links.forEach(markSaved);
    watchForExplorers(links);
  }

  document.addEventListener("click", onClick);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", init);
  else init();

  // For the tests and the benchmark: the page's runtime, as it stands.
  window.wmLive = {
    start: startRuntime,
    state: function () {
      return runtime === null
        ? { started: false }
        : {
            started: true,
            stage: runtime.stage,
            ready: !!runtime.readyAt,
            bootSeconds: runtime.readyAt ? runtime.readyAt - runtime.started : null,
            bytes: runtime.bytes,
            stages: runtime.stages,
            failed: runtime.failed || null,
          };
    },
  };
})();
