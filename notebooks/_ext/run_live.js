/* "Run live" on the course site's chapter pages (winning_moves_site.py).
 *
 * Each explorer cell has a link to JupyterLite's REPL (live/repl/) whose URL
 * holds the code that runs the explorer. A plain click swaps the saved view
 * of the explorer for that REPL, in an iframe in the same place; the saved
 * view stays on the page until then, so the page reads at once. Without
 * this script (or with Ctrl/middle click) the link opens the REPL in a tab.
 */
(function () {
  "use strict";

  var style = document.createElement("style");
  style.textContent =
    "a.wm-run-live{display:inline-block;padding:.1em .7em;border:1px solid #2a7ab0;" +
    "border-radius:4px;font-weight:600;text-decoration:none;cursor:pointer}" +
    "a.wm-run-live:hover{background:#2a7ab0;color:#fff}" +
    "p.wm-run-live{margin:.3em 0}.wm-run-live-note{font-size:.85em;color:#666}" +
    "iframe.wm-live-frame{width:100%;border:1px solid #ccc;border-radius:4px}";
  document.head.appendChild(style);

  // Grow the frame to the REPL's content (same origin), never shrink it.
  function fit(frame, note) {
    var doc;
    try {
      doc = frame.contentDocument;
    } catch (error) {
      return;
    }
    var content = doc && doc.querySelector(".jp-CodeConsole-content");
    if (!content) return;
    if (content.querySelector(".jupyter-widgets, .widget-box")) {
      note.textContent = "live: this explorer runs in your browser";
    }
    var prompt = doc.querySelector(".jp-CodeConsole-input");
    var wanted = content.scrollHeight + (prompt ? prompt.offsetHeight : 0) + 24;
    if (wanted > frame.offsetHeight) {
      frame.style.height = Math.min(wanted, 2000) + "px";
    }
  }

  function runLive(event) {
    var link = event.target.closest && event.target.closest("a.wm-run-live");
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    if (link.dataset.live) return; // already live
    link.dataset.live = "1";
    var cell = link.closest(".cell");
    var saved = cell && cell.querySelector(".cell_output");
    var note = link.parentNode.querySelector(".wm-run-live-note");
    var frame = document.createElement("iframe");
    frame.className = "wm-live-frame";
    frame.title = "live explorer";
    frame.src = link.href;
    var height = saved ? saved.offsetHeight : 0;
    frame.style.height = Math.max(height + 120, 420) + "px";
    if (saved) {
      saved.style.display = "none";
      saved.parentNode.insertBefore(frame, saved.nextSibling);
    } else {
      link.parentNode.parentNode.insertBefore(frame, link.parentNode.nextSibling);
    }
    note.textContent = "starting Python in your browser (up to a minute the first time) ...";
    window.setInterval(function () {
      fit(frame, note);
    }, 1000);
  }

  document.addEventListener("click", runLive);
})();
