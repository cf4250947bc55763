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

import json

__all__ = ["NOTES", "NOTE_SCRIPT", "setup"]

# The two notes, in each edition of the site ("" English, "zh" Chinese).
NOTES = {
    "": {
        "file": (
            "This page was opened as a file, so the live notebooks cannot start. "
            "The pages, search and saved explorers work as they are; to run the "
            "chapters live, serve this folder, for example with \u201cpython -m "
            "http.server 8000 --bind 127.0.0.1\u201d in it, and open "
            "http://127.0.0.1:8000/."
        ),
        "http": (
            "This site is served over plain HTTP from {host}, which your browser "
            "does not treat as secure: the live notebooks start, but their Python "
            "cannot read the book's files. To run the chapters live, open the site "
            "over HTTPS or from http://localhost; the pages, search and saved "
            "explorers work as they are."
        ),
    },
    "zh": {
        "file": (
            "这个页面是以文件方式打开的，所以在线笔记本无法启动。页面、搜索和保存的"
            "探索器照常可用；要在线运行各章，请在这个文件夹里启动一个服务器，例如运行"
            "\u201cpython -m http.server 8000 --bind 127.0.0.1\u201d，然后打开 "
            "http://127.0.0.1:8000/。"
        ),
        "http": (
            "本站通过普通 HTTP 从 {host} 提供，浏览器不把它当作安全的来源：在线笔记本"
            "能启动，但其中的 Python 读不到本书的文件。要在线运行各章，请通过 HTTPS "
            "或从 http://localhost 打开本站；页面、搜索和保存的探索器照常可用。"
        ),
    },
}

NOTE_SCRIPT = """document.addEventListener("DOMContentLoaded", function () {
  var link = document.querySelector("a.wm-live, a.wm-run-live");
  var notes = NOTES;
  var problem = null;
  if (location.protocol === "file:") {
    problem = notes.file;
  } else if (!window.isSecureContext) {
    problem = notes.http.split("{host}").join(location.host);
  }
  if (!link || !problem) return;
  var note = document.createElement("p");
  note.className = "wm-hosting-note admonition warning";
  note.setAttribute("role", "note");
  note.textContent = problem;
  var anchor = link.closest("p") || link;
  anchor.parentNode.insertBefore(note, anchor.nextSibling);
});"""


def note_script(edition=""):
    """The page script that shows the note, in the words of `edition`."""
    words = json.dumps(NOTES.get(edition, NOTES[""]), ensure_ascii=False)
    return NOTE_SCRIPT.replace("NOTES", words)


def add_note_script(app, pagename, templatename, context, doctree):
    if doctree is not None and app.builder.format == "html":
        edition = getattr(app.config, "wm_edition", "")
        app.add_js_file(None, body=note_script(edition))


def setup(app):
    app.connect("html-page-context", add_note_script)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
