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
 *
 * "Run this chapter live" turns the page itself into a notebook (the
 * section "the page as a notebook" below): every code cell of the chapter
 * (live/cells/<chapter>.json, lite.write_page_cells) becomes an editor with
 * a Run button, with Run All and Stop, run in the same worker. Runs go one
 * at a time; one that does not return in time (CELL_LIMIT, or a check()
 * guess past its CPU limit: live_kernel.py says when one starts) is stopped
 * by ending the worker and starting a new one, which runs again what the
 * page had run.
 */
(function () {
  "use strict";

  var script = document.currentScript;
  var STATIC = new URL("./", script.src);
  // Also for an edition in a folder of the site (zh/): its pages load this
  // file from the English site's _static/ (i18n.py shares it).
  var PYODIDE = new URL("../live/static/pyodide/", script.src);
  var LIVE = new URL("../live/", script.src);
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

  // Seconds a run may take before the page ends the worker (a cell stuck in
  // C code cannot be interrupted inside it); a check() guess gets its own
  // CPU limit times GUESS_FACTOR plus GUESS_MARGIN (wall clock: the page
  // cannot see the worker's CPU time, and the machine may be busy).
  var CELL_LIMIT = window.wmLiveCellLimit || 300;
  // (A guess under check()'s trace hook runs many times slower than alone,
  // and a loaded machine gives the worker a fraction of a core: a guess
  // within its CPU limit took over 7 s in chapter 12 at load 13, and over
  // 20 s at load 7-13 in a page Run All: the backstop is for a guess stuck
  // in C, which check's own CPU limit cannot stop, so it can wait.)
  var GUESS_FACTOR = 10;
  var GUESS_MARGIN = 30;

  function Runtime() {
    this.started = now();
    this.queue = []; // runs waiting: {owner, cells}
    this.current = null; // the run the worker is busy with
    this.history = []; // runs done, in order: what a new worker runs again
    this.restarts = 0;
    this.files = [];
    this.boot();
    this.watchdog = window.setInterval(this.watch.bind(this), 200);
  }

  // Start a worker (again, after a stop): the packages, then live_kernel.py.
  Runtime.prototype.boot = function () {
    var self = this;
    this.booted = now();
    this.stage = "downloading Python";
    this.stages = []; // [stage, seconds since the start, bytes so far]
    this.bytes = 0;
    this.readyAt = null;
    this.cached = null;
    this.comms = {};
    this.callbacks = {};
    this.nextMsg = 0;
    this.chain = widgetManager().catch(function () {
      return null; // a page without widgets: no widget manager
    });
    var worker = new Worker(new URL("live_worker.mjs", STATIC), { type: "module" });
    this.worker = worker;
    this.ready = new Promise(function (resolve, reject) {
      self._resolve = resolve;
      self._reject = reject;
    });
    this.ready.catch(function () {});
    worker.onmessage = function (event) {
      if (worker !== self.worker) return; // a stopped worker's last words
      var message = event.data;
      // in order, once the widget manager is there
      self.chain = self.chain.then(function (manager) {
        if (worker === self.worker) self.handle(manager, message);
        return manager;
      });
    };
    worker.onerror = function (event) {
      self.fail("the browser could not start the live Python: " + (event.message || event));
    };
    worker.postMessage({
      type: "boot",
      indexURL: PYODIDE.href,
      kernelURL: new URL("live_kernel.py", STATIC).href,
      packages: PACKAGES,
    });
    if (this.files.length) {
      worker.postMessage({ type: "files", base: new URL("files/", LIVE).href, paths: this.files });
    }
  };

  // The book's files (data/...) the page's cells read: in every worker.
  Runtime.prototype.addFiles = function (paths) {
    var fresh = paths.filter(function (path) {
      return this.files.indexOf(path) < 0;
    }, this);
    if (!fresh.length) return;
    this.files = this.files.concat(fresh);
    this.worker.postMessage({ type: "files", base: new URL("files/", LIVE).href, paths: fresh });
  };

  Runtime.prototype.fail = function (text) {
    this.failed = text;
    this._reject(new Error(text));
    Object.keys(runs).forEach(function (id) {
      runs[id].failed(text);
    });
  };

  // Run `cells` for `owner` (an explorer's Run or a cell of the page), after
  // the runs before it. The owner gets begin(replay), show(...), done() or
  // failed(text), and stopped(text) when the page ends the worker.
  Runtime.prototype.submit = function (owner, cells) {
    runs[owner.id] = owner;
    this.queue.push({ owner: owner, cells: cells });
    this.pump();
  };

  Runtime.prototype.pump = function () {
    if (this.current || !this.readyAt || !this.queue.length) return;
    var run = this.queue.shift();
    this.current = run;
    run.deadline = now() + CELL_LIMIT;
    run.limit = CELL_LIMIT;
    this.stage = "running the cells";
    if (run.owner.begin) run.owner.begin(!!run.replay);
    this.worker.postMessage({ type: "run", target: run.owner.id, cells: run.cells });
  };

  Runtime.prototype.finished = function (target) {
    var run = this.current;
    if (!run || run.owner.id !== target) return;
    this.current = null;
    if (runs[target]) this.history.push({ owner: run.owner, cells: run.cells });
    this.pump();
    if (!this.current && this.onIdle) this.onIdle();
  };

  Runtime.prototype.dequeue = function (owner) {
    this.queue = this.queue.filter(function (run) {
      return run.owner !== owner;
    });
  };

  // A run not yet begun leaves the queue; the one running ends the worker.
  Runtime.prototype.cancel = function (owner, reason) {
    this.dequeue(owner);
    if (this.current && this.current.owner === owner) this.restart(reason);
  };

  Runtime.prototype.watch = function () {
    var run = this.current;
    if (!run) return;
    var deadline = run.guessDeadline || run.deadline;
    if (now() > deadline) {
      this.restart(run.guessDeadline
        ? t("a guess given to check() did not return within {s} s (its limit is {cpu} s of CPU; stuck in one call of C code?)",
          { s: (run.guessDeadline - run.guessStarted).toFixed(0), cpu: run.guessLimit })
        : t("it did not return within {s} s", { s: run.limit }));
    }
  };

  // End the worker (whatever it is doing), start a new one, run again what
  // the page had run before (not the run that was stopped), then the rest.
  Runtime.prototype.restart = function (reason) {
    var stopped = this.current;
    this.current = null;
    this.worker.terminate();
    this.restarts += 1;
    this._reject(new Error("stopped"));
    var replay = this.history.map(function (run) {
      return { owner: run.owner, cells: run.cells, replay: true };
    });
    this.history = [];
    this.queue = replay.concat(this.queue);
    this.replaying = replay.length;
    this.boot();
    this.stopReason = reason;
    if (stopped) stopped.owner.stopped(reason, replay.length);
    if (this.onRestart) this.onRestart(reason, replay.length);
    var self = this;
    this.ready.then(function () {
      self.pump();
    }, function () {});
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
        this.stages.push([message.stage, now() - this.booted, message.bytes]);
        this.bytes = message.bytes;
        if (message.cached !== null && message.cached !== undefined) this.cached = message.cached;
        break;
      case "ready":
        this.bytes = message.bytes;
        this.readyAt = now();
        this._resolve();
        this.pump();
        break;
      case "failed":
        if (message.target && runs[message.target]) {
          runs[message.target].failed(message.error);
          this.finished(message.target);
        } else this.fail(message.error);
        break;
      case "done":
        this.bytes = message.bytes;
        if (runs[message.target]) runs[message.target].done();
        this.finished(message.target);
        break;
      case "watch": // a check() guess starts: its limit, seconds of CPU
        if (this.current) {
          this.current.guessStarted = now();
          this.current.guessLimit = payload.seconds;
          this.current.guessDeadline = now() + GUESS_FACTOR * payload.seconds + GUESS_MARGIN;
        }
        break;
      case "unwatch":
        if (this.current) this.current.guessDeadline = null;
        break;
      case "idle":
        var callbacks = this.callbacks[message.msg_id];
        delete this.callbacks[message.msg_id];
        if (callbacks && callbacks.iopub && callbacks.iopub.status) {
          callbacks.iopub.status({ content: { execution_state: "idle" } });
        }
        break;
      case "comm_open":
        if (!manager) break;
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

  // What a run shows, in `area`: widgets (by the page's widget manager),
  // HTML and SVG, printed text (consecutive prints in one block) and errors.
  // Returns a promise for a widget drawn, else null.
  function render(manager, area, kind, payload) {
    if (kind === "display") {
      var holder = document.createElement("div");
      area.appendChild(holder);
      if (!manager) return Promise.reject(new Error("this page has no widget manager"));
      return manager
        .get_model(payload.model_id)
        .then(function (model) {
          return manager.create_view(model);
        })
        .then(function (view) {
          return manager.display_view(view, holder);
        });
    }
    if (kind === "html") {
      var box = document.createElement("div");
      box.className = "wm-live-html";
      box.innerHTML = payload.html; // the site's own Python drew it
      area.appendChild(box);
    } else if (kind === "stream" || kind === "error") {
      var last = area.lastElementChild;
      var name = kind === "error" ? "wm-live-error" : "wm-live-stream";
      if (kind === "stream" && last && last.classList.contains(name)) {
        last.textContent += payload.text;
        return null;
      }
      var pre = document.createElement("pre");
      pre.className = name;
      pre.textContent = payload.text;
      area.appendChild(pre);
    } else if (kind === "clear") {
      area.textContent = "";
    }
    return null;
  }

  // -- one explorer: saved view, progress, live view ----------------------------

  var STAGES = ["downloading Python", "starting Python", "loading gamelib", "running the cells"];

  function stopButton(onClick) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "wm-live-stop";
    button.textContent = "\u25a0 " + t("Stop");
    button.hidden = true;
    button.addEventListener("click", onClick);
    return button;
  }

  function Run(link) {
    var self = this;
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
    this.stopButton = stopButton(function () {
      if (runtime) runtime.cancel(self, t("you pressed Stop"));
    });
    link.parentNode.appendChild(this.stopButton);
    if (this.saved) {
      this.saved.classList.add("wm-dim");
      this.saved.parentNode.insertBefore(this.live, this.saved);
    } else {
      link.parentNode.parentNode.insertBefore(this.live, link.parentNode.nextSibling);
    }
    link.dataset.state = "starting";
    link.setAttribute("aria-disabled", "true");
    this.timer = window.setInterval(this.tick.bind(this), 250);
    this.tick();
  }

  Run.prototype.tick = function () {
    var seconds = now() - this.clicked;
    var rt = runtime;
    if (rt && rt.readyAt && !this.running) {
      this.progress.textContent = t("step {n} of 4: {stage} ... {s} s",
        { n: 4, stage: t("running the cells"), s: seconds.toFixed(0) });
    } else {
      this.progress.textContent = rt ? stageText(rt, seconds)
        : t("step {n} of 4: {stage} ... {s} s", { n: 1, stage: t(STAGES[0]), s: seconds.toFixed(0) });
    }
    this.progress.classList.add("wm-live-progress");
  };

  Run.prototype.start = function () {
    startRuntime().submit(this, JSON.parse(this.link.dataset.code));
  };

  // Its cells start (again, after a stop: what was drawn goes).
  Run.prototype.begin = function (replay) {
    this.running = true;
    if (replay) {
      this.live.textContent = "";
      this.swapped = false;
      this.error = null;
      this.clicked = now();
      window.clearInterval(this.timer);
      this.timer = window.setInterval(this.tick.bind(this), 250);
    }
    this.stopButton.hidden = false;
  };

  Run.prototype.show = function (manager, kind, payload) {
    var self = this;
    var drawn = render(manager, this.live, kind, payload);
    if (drawn) {
      drawn.then(function () {
        self.swap();
      }, function (error) {
        self.failed("the live explorer could not be drawn: " + error);
      });
    } else if (kind === "error") {
      this.failed("the explorer's code raised an error (below)");
    }
  };

  // The page ended its Python while this explorer's cells ran.
  Run.prototype.stopped = function (reason, replays) {
    this.running = false;
    this.stopButton.hidden = true;
    this.failed(t("stopped: {reason}; the page's Python starts again", { reason: reason }));
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
    this.running = false;
    this.stopButton.hidden = true;
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
    if (runtime) runtime.dequeue(this); // a run under way goes on, unseen
    delete runs[this.id];
    this.stopButton.remove();
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
    var plain = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey;
    var chapter = event.target.closest && event.target.closest("a.wm-live");
    if (chapter && plain) {
      event.preventDefault();
      openNotebook(chapter);
      return;
    }
    var link = event.target.closest && event.target.closest("a.wm-run-live");
    if (!link || !plain) return;
    event.preventDefault();
    if (link.dataset.state === "starting" || link.dataset.state === "live") return;
    if (link.dataset.state === "failed") {
      Object.keys(runs).forEach(function (id) {
        if (runs[id].link === link) runs[id].stop();
      });
    }
    new Run(link).start();
  }

  // -- the page as a notebook ("Run this chapter live") -------------------------

  var book = null; // the page's notebook, once the reader asked for it

  // Python highlighting for the editors, in the classes of the page's own
  // highlighting (Pygments), so that an edited cell looks as it did.
  var KEYWORDS = /^(False|None|True|and|as|assert|async|await|break|class|continue|def|del|elif|else|except|finally|for|from|global|if|import|in|is|lambda|nonlocal|not|or|pass|raise|return|try|while|with|yield)$/;
  var BUILTINS = /^(abs|all|any|bool|dict|divmod|enumerate|filter|float|frozenset|int|isinstance|len|list|map|max|min|next|print|range|repr|reversed|round|set|sorted|str|sum|tuple|type|zip)$/;
  var TOKEN = /(#[^\n]*)|([rRbBfFuU]{0,2}(?:"""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$)|"(?:[^"\\\n]|\\.)*"?|'(?:[^'\\\n]|\\.)*'?))|(\b0[xXoObB][\da-fA-F_]+\b|\b\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?j?\b)|([A-Za-z_]\w*)|(@[\w.]+)|([-+*\/%=<>!&|^~:]+)/g;

  function escapeHtml(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  function highlight(source) {
    var out = "";
    var last = 0;
    var previous = "";
    source.replace(TOKEN, function (match, comment, string, number, name, decorator, op, offset) {
      var kind = comment ? "c1" : string ? "s2" : number ? "mi" : decorator ? "nd" : op ? "o"
        : name === "import" || name === "from" ? "kn"
        : KEYWORDS.test(name) ? "k"
        : previous === "def" ? "nf" : previous === "class" ? "nc"
        : BUILTINS.test(name) ? "nb" : "n";
      out += escapeHtml(source.slice(last, offset));
      out += '<span class="' + kind + '">' + escapeHtml(match) + "</span>";
      if (name || op) previous = name || "";
      last = offset + match.length;
      return match;
    });
    return out + escapeHtml(source.slice(last)) + "\n";
  }

  function button(label, className, onClick) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = className;
    b.textContent = label;
    b.addEventListener("click", onClick);
    return b;
  }

  // One code cell of the chapter: an editor in place of its code, a Run
  // button, its outputs under it (the saved ones until it runs).
  function Cell(notebook, data, container) {
    var self = this;
    this.id = "c" + data.index + "-" + ++counter;
    this.book = notebook;
    this.index = data.index;
    this.source = data.source;
    this.state = "idle";
    this.out = document.createElement("div");
    this.out.className = "wm-live-area wm-cell-out";
    this.container = container;
    if (!container) return; // not on the page: runs, shows nothing
    var input = container.querySelector(".cell_input");
    this.saved = container.querySelector(".cell_output");
    var editor = document.createElement("div");
    editor.className = "wm-editor highlight";
    this.pre = document.createElement("pre");
    this.pre.setAttribute("aria-hidden", "true");
    this.text = document.createElement("textarea");
    this.text.spellcheck = false;
    this.text.setAttribute("autocapitalize", "off");
    this.text.setAttribute("aria-label", t("code cell {n}", { n: notebook.cells.length + 1 }));
    this.text.value = data.source;
    this.text.addEventListener("input", function () {
      self.pre.innerHTML = highlight(self.text.value);
    });
    this.text.addEventListener("keydown", this.key.bind(this));
    this.pre.innerHTML = highlight(data.source);
    editor.appendChild(this.pre);
    editor.appendChild(this.text);
    var bar = document.createElement("div");
    bar.className = "wm-cell-bar";
    this.runButton = button("\u25b6 " + t("Run"), "wm-cell-run", function () {
      if (self.state === "running" || self.state === "queued") self.stop();
      else self.run();
    });
    this.count = document.createElement("span");
    this.count.className = "wm-cell-count";
    this.count.textContent = "[ ]";
    bar.appendChild(this.runButton);
    bar.appendChild(this.count);
    Array.prototype.forEach.call(input.children, function (child) {
      child.hidden = true;
    });
    input.appendChild(bar);
    input.appendChild(editor);
    input.parentNode.insertBefore(this.out, input.nextSibling);
    var explorer = container.querySelector("p.wm-run-live");
    if (explorer && !container.querySelector("a.wm-run-live[data-state=live]")) {
      explorer.hidden = true; // the cell's own Run does it
    }
  }

  Cell.prototype.code = function () {
    return this.text ? this.text.value : this.source;
  };

  Cell.prototype.key = function (event) {
    if (event.key === "Enter" && (event.shiftKey || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      this.run();
      if (event.shiftKey) this.book.focusAfter(this);
    } else if (event.key === "Tab" && !event.shiftKey && !this.escaped) {
      event.preventDefault();
      document.execCommand("insertText", false, "    ");
    } else if (event.key === "Escape") {
      this.escaped = true; // Tab now leaves the editor
    }
    if (event.key !== "Escape") this.escaped = event.key === "Tab" && this.escaped;
  };

  Cell.prototype.setState = function (state, count) {
    this.state = state;
    if (this.container) this.container.dataset.wmState = state;
    if (!this.runButton) return;
    var busy = state === "running" || state === "queued";
    this.runButton.textContent = busy ? "\u25a0 " + t("Stop") : "\u25b6 " + t("Run");
    this.count.textContent = state === "queued" ? "[\u2026]" : busy ? "[*]" : count ? "[" + count + "]" : "[ ]";
  };

  Cell.prototype.run = function () {
    if (this.state === "running" || this.state === "queued") return;
    this.error = null;
    this.setState("queued");
    this.book.runtime().submit(this, [this.code()]);
  };

  Cell.prototype.stop = function () {
    if (this.state === "queued") {
      runtime.dequeue(this);
      this.setState("idle");
      this.book.settled(this);
    } else if (this.state === "running") {
      runtime.cancel(this, t("you pressed Stop"));
    }
  };

  Cell.prototype.begin = function (replay) {
    this.setState("running");
    this.out.textContent = "";
    if (this.saved) this.saved.hidden = true;
    this.replaying = replay;
  };

  Cell.prototype.show = function (manager, kind, payload) {
    var self = this;
    var drawn = render(manager, this.out, kind, payload);
    if (drawn) {
      drawn.catch(function (error) {
        render(manager, self.out, "error", { text: "the widget could not be drawn: " + error });
      });
    }
    if (kind === "error") this.error = payload.text;
  };

  Cell.prototype.done = function () {
    this.setState("done", ++this.book.counter);
    this.book.settled(this);
  };

  Cell.prototype.failed = function (text) {
    this.error = text;
    render(null, this.out, "error", { text: text });
    this.setState("done", ++this.book.counter);
    this.book.settled(this);
  };

  Cell.prototype.stopped = function (reason, replays) {
    this.error = reason;
    var note = document.createElement("p");
    note.className = "wm-live-stopped";
    note.textContent = t("Stopped: {reason}. The page's Python was ended and starts again; the {n} runs before this one run again.",
      { reason: reason, n: replays });
    this.out.appendChild(note);
    this.setState("stopped");
    this.book.settled(this);
  };

  function Notebook(link, cells) {
    var self = this;
    this.link = link;
    this.counter = 0;
    this.cells = [];
    this.all = null; // the cells Run All has still to run
    var bar = document.createElement("div");
    bar.className = "wm-notebook-bar";
    this.runAllButton = button("\u25b6\u25b6 " + t("Run All"), "wm-run-all", function () {
      self.runAll();
    });
    this.stopButton = button("\u25a0 " + t("Stop"), "wm-live-stop", function () {
      self.stop();
    });
    this.status = document.createElement("span");
    this.status.className = "wm-notebook-status";
    this.status.setAttribute("role", "status");
    var open = document.createElement("a");
    open.className = "wm-open-notebook";
    open.href = link.href;
    open.target = "_blank";
    open.rel = "noopener";
    open.textContent = t("open as a notebook (JupyterLite: save your changes)");
    [this.runAllButton, this.stopButton, this.status, open].forEach(function (e) {
      bar.appendChild(e);
    });
    var paragraph = link.closest("p") || link;
    paragraph.parentNode.insertBefore(bar, paragraph.nextSibling);
    this.bar = bar;
    cells.forEach(function (data) {
      var container = document.querySelector(".wm-cell-" + data.index);
      self.cells.push(new Cell(self, data, container));
    });
    document.body.classList.add("wm-notebook");
    this.started = now();
    this.timer = window.setInterval(this.tick.bind(this), 250);
    var rt = this.runtime();
    rt.onRestart = function (reason, replays) {
      self.restarted = { reason: reason, replays: replays, at: now() };
    };
    rt.onIdle = function () {
      self.restarted = null;
    };
  }

  Notebook.prototype.runtime = function () {
    return startRuntime();
  };

  Notebook.prototype.focusAfter = function (cell) {
    var i = this.cells.indexOf(cell);
    for (var j = i + 1; j < this.cells.length; j++) {
      if (this.cells[j].text) {
        this.cells[j].text.focus();
        return;
      }
    }
  };

  // Run every cell, in order; the first that raises (or is stopped) ends it.
  Notebook.prototype.runAll = function () {
    var self = this;
    this.all = this.cells.filter(function (cell) {
      return cell.state !== "running" && cell.state !== "queued";
    });
    this.allStarted = now();
    this.allResult = null;
    this.all.forEach(function (cell) {
      cell.run();
    });
    if (!this.all.length) this.allResult = { ok: true, seconds: 0 };
    self.tick();
  };

  Notebook.prototype.settled = function (cell) {
    if (!this.all || this.all.indexOf(cell) < 0) return;
    this.all = this.all.filter(function (c) {
      return c !== cell;
    });
    if (cell.error || cell.state === "stopped" || cell.state === "idle") {
      this.all.forEach(function (rest) {
        if (rest.state === "queued") {
          runtime.dequeue(rest);
          rest.setState("idle");
        }
      });
      this.allResult = { ok: false, cell: this.cells.indexOf(cell) + 1, seconds: now() - this.allStarted };
      this.all = null;
    } else if (!this.all.length) {
      this.allResult = { ok: true, seconds: now() - this.allStarted };
      this.all = null;
    }
    this.tick();
  };

  // Stop: what runs now is ended (the worker with it), what waits is dropped.
  Notebook.prototype.stop = function () {
    var rt = runtime;
    if (!rt) return;
    this.cells.forEach(function (cell) {
      if (cell.state === "queued") {
        rt.dequeue(cell);
        cell.setState("idle");
      }
    });
    this.all = null;
    if (rt.current) rt.cancel(rt.current.owner, t("you pressed Stop"));
  };

  Notebook.prototype.tick = function () {
    var rt = runtime;
    var text;
    var running = this.cells.filter(function (c) {
      return c.state === "running";
    })[0];
    if (rt && !rt.readyAt) {
      text = stageText(rt, now() - rt.booted);
      if (this.restarted) text = t("stopped: {reason}", { reason: this.restarted.reason }) + " \u2014 " + text;
    } else if (running) {
      text = t("running cell {i} of {n} ...", { i: this.cells.indexOf(running) + 1, n: this.cells.length });
      if (this.restarted && running.replaying) {
        text = t("the page's Python is back; running again what the page had run: ") + text;
      }
    } else if (this.allResult && this.allResult.ok) {
      text = t("Run All: {n} cells ran in {s} s", { n: this.cells.length, s: this.allResult.seconds.toFixed(1) });
    } else if (this.allResult) {
      text = t("Run All stopped at cell {i}: it raised an error or was stopped", { i: this.allResult.cell });
    } else {
      text = t("live: edit a cell and press Run (Shift+Enter), or Run All");
    }
    this.status.textContent = text;
    this.stopButton.disabled = !(rt && (rt.current || rt.queue.length));
  };

  // The stage of a starting Python, numbered, and where its files came from;
  // a package that the code imports is loaded in the last step, the run's.
  function stageText(rt, seconds) {
    var stage = rt.stage || STAGES[0];
    var step = STAGES.indexOf(stage);
    var cached = rt.cached === true && !rt.readyAt;
    var loading = /^loading (.+)$/.exec(stage);
    var name = t(stage);
    if (step < 0) {
      step = STAGES.length - 1;
      if (loading) name = t("loading {name}", { name: loading[1] });
    }
    var text = t("step {n} of 4: {stage} ... {s} s", { n: step + 1, stage: name, s: seconds.toFixed(0) });
    return cached ? text + " " + t("(from the browser's cache)") : text;
  }

  function openNotebook(link) {
    if (book) {
      book.bar.scrollIntoView({ block: "nearest" });
      return;
    }
    var chapter = (/[?&]path=([^&#]+)\.ipynb/.exec(link.getAttribute("href")) || [])[1];
    if (!chapter) return;
    link.dataset.state = "live";
    book = "starting";
    startRuntime(); // Python starts while the cells arrive
    fetch(new URL("cells/" + chapter + ".json", LIVE), { cache: "no-cache" })
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then(function (chapterCells) {
        runtime.addFiles(chapterCells.files);
        book = new Notebook(link, chapterCells.cells);
      })
      .catch(function (error) {
        book = null;
        delete link.dataset.state;
        window.location.href = link.href; // JupyterLite, then
        console.warn("the page could not become a notebook:", error);
      });
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
            cached: runtime.cached === true,
            failed: runtime.failed || null,
            restarts: runtime.restarts,
            busy: !!runtime.current || runtime.queue.length > 0,
          };
    },
    // The page as a notebook: each cell's state, count, error and text.
    notebook: function () {
      if (!book || book === "starting") return null;
      return {
        runAll: book.allResult,
        cells: book.cells.map(function (cell) {
          return {
            index: cell.index,
            state: cell.state,
            count: cell.count ? cell.count.textContent : null,
            error: cell.error || null,
            text: cell.out.innerText,
            svg: cell.out.querySelectorAll("svg").length,
          };
        }),
      };
    },
  };
})();
