"""Sphinx extension: say on a chapter page when its live notebooks cannot work.

JupyterLite (the live notebooks, ``live/``) needs a service worker to give
the in-browser Python the book's files, and browsers give service workers
only to a secure context: HTTPS, or http://localhost / 127.0.0.1. Served
over plain HTTP from another host name, the live Python starts but cannot
read ``data/``; opened from ``file://`` (a folder on a USB stick), the live
notebooks do not start at all. tests/browser/test_hosting.py measured both.
A chapter page served in either way says so, under its live link, in plain
words and with what to do instead; elsewhere the script does nothing.
"""

__all__ = ["NOTE_SCRIPT", "setup"]

NOTE_SCRIPT = """document.addEventListener("DOMContentLoaded", function () {
  var link = document.querySelector("a.wm-live, a.wm-run-live");
  var problem = null;
  if (location.protocol === "file:") {
    problem = "This page was opened as a file, so the live notebooks cannot "
      + "start. The pages, search and saved explorers work as they are; to run "
      + "the chapters live, serve this folder, for example with "
      + "\\u201cpython -m http.server 8000 --bind 127.0.0.1\\u201d in it, and open "
      + "http://127.0.0.1:8000/.";
  } else if (!window.isSecureContext) {
    problem = "This site is served over plain HTTP from " + location.host
      + ", which your browser does not treat as secure: the live notebooks "
      + "start, but their Python cannot read the book's files. To run the "
      + "chapters live, open the site over HTTPS or from http://localhost; the "
      + "pages, search and saved explorers work as they are.";
  }
  if (!link || !problem) return;
  var note = document.createElement("p");
  note.className = "wm-hosting-note admonition warning";
  note.setAttribute("role", "note");
  note.textContent = problem;
  var anchor = link.closest("p") || link;
  anchor.parentNode.insertBefore(note, anchor.nextSibling);
});"""


def add_note_script(app, pagename, templatename, context, doctree):
    if doctree is not None and app.builder.format == "html":
        app.add_js_file(None, body=NOTE_SCRIPT)


def setup(app):
    app.connect("html-page-context", add_note_script)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
