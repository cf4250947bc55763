"""The course site where a teacher would host it, in headless Chromium, network off.

- under a sub-path, as a department's web server serves a user's folder
  (``http://127.0.0.1:PORT/~teacher/cgt/``): pages, search, math, the saved
  widgets and a live notebook that starts Python and reads the book's data;
- from a second host name over plain HTTP (``http://winning-moves.test:PORT/``,
  mapped to 127.0.0.1 by Chromium's host resolver rules): pages, search, math
  and widgets work; the page is not a secure context, so the browser gives
  JupyterLite no service worker, and the live notebooks' Python cannot read
  the book's files (measured: the kernel starts and computes, ``open`` of a
  data file raises FileNotFoundError). Hence the README's requirement:
  HTTPS, or http://localhost / 127.0.0.1;
- from ``file://`` (a folder opened from a USB stick): pages, math, saved
  widgets and search work; the live notebooks do not start.
"""

import os
from pathlib import Path
from urllib.parse import urlsplit

import nbformat
import pytest

from tests.browser.conftest import CHROMIUM_FLAGS, PageWatch
from tests.browser.live_notebooks import EXECUTE, KERNEL_IDLE
from tests.browser.site import BOOK, chromium, serve

SUB_PATH = "~teacher/cgt/"
HOST = "winning-moves.test"
CHAPTER = "04-wythoff"  # math and saved widgets
KERNEL_START = 180_000  # ms, a cold start on a busy 2-core machine
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def widget_views(name):
    nb = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
    return sum(
        WIDGET_VIEW in output.get("data", {})
        for cell in nb.cells
        for output in cell.get("outputs", [])
    )


@pytest.fixture(scope="module")
def sub_path_server(site, tmp_path_factory):
    """The site served as /~teacher/cgt/ of a web server on 127.0.0.1."""
    root = tmp_path_factory.mktemp("www")
    (root / "~teacher").mkdir()
    os.symlink(Path(site).resolve(), root / "~teacher" / "cgt")
    with serve(root) as server:
        yield server.url + SUB_PATH


@pytest.fixture(scope="module")
def host_browser(browser):
    """A second Chromium that resolves winning-moves.test to 127.0.0.1."""
    rules = f"--host-resolver-rules=MAP {HOST} 127.0.0.1"
    second = browser.browser_type.launch(
        executable_path=chromium(), args=[*CHROMIUM_FLAGS, rules]
    )
    yield second
    second.close()


@pytest.fixture(scope="module")
def host_server(site):
    with serve(site) as server:
        port = server.url.rstrip("/").rsplit(":", 1)[1]
        yield f"http://{HOST}:{port}/"


def check_pages(browser, base):
    """Pages, math, saved widgets, figures and search at `base`; return problems."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    parts = urlsplit(base)
    watch = PageWatch(context, f"{parts.scheme}://{parts.netloc}/")
    page = watch.watch(context.new_page())
    try:
        for name in ("index", "instructors", "credits", CHAPTER):
            response = page.goto(f"{base}{name}.html", wait_until="load")
            assert response is not None and response.ok, f"{base}{name}.html"
            page.evaluate(
                "async () => { if (window.MathJax && MathJax.startup) "
                "await MathJax.startup.promise; }"
            )
            images = page.evaluate(
                "() => [...document.querySelectorAll('article img')]"
                ".map(img => img.complete && img.naturalWidth > 0)"
            )
            assert all(images), f"{name}: an image did not load: {images}"
        assert page.locator("mjx-container").count() > 0, "no typeset math"
        views = widget_views(CHAPTER)
        page.wait_for_function(
            "n => document.querySelectorAll('.widget-subarea').length >= n",
            arg=views,
            timeout=20_000,
        )
        page.goto(f"{base}search.html?q=Wythoff", wait_until="load")
        page.wait_for_selector("ul.search li", timeout=20_000)
        page.wait_for_timeout(300)
        return list(watch.problems)
    finally:
        context.close()


def open_live(browser, base, chapter="01-bash"):
    context = browser.new_context(viewport={"width": 1300, "height": 1000})
    page = context.new_page()
    page.goto(f"{base}live/notebooks/index.html?path={chapter}.ipynb")
    page.wait_for_function("() => !!window.jupyterapp", timeout=KERNEL_START)
    return context, page


NOTE = ".wm-hosting-note"  # notebooks/_ext/hosting_note.py


def hosting_note(page):
    """The text of the chapter page's note on the live notebooks, or None."""
    page.wait_for_selector("a.wm-live")
    notes = page.locator(NOTE)
    return notes.first.inner_text() if notes.count() else None


def test_site_under_a_sub_path(browser, sub_path_server):
    problems = check_pages(browser, sub_path_server)
    assert problems == [], "\n".join(problems)
    page = browser.new_page()
    try:
        page.goto(f"{sub_path_server}{CHAPTER}.html")
        assert hosting_note(page) is None, "a secure context needs no note"
    finally:
        page.close()


def test_live_notebook_under_a_sub_path_runs_and_reads_the_data(
    browser, sub_path_server
):
    context, page = open_live(browser, sub_path_server)
    try:
        page.wait_for_function(KERNEL_IDLE, timeout=KERNEL_START)
        code = (
            "import gamelib\nprint(gamelib.nim_sum([1, 2]))\n"
            "print(open('data/oeis/A000045.txt').read().split()[:5])"
        )
        out = page.evaluate(EXECUTE, code)
        assert out["error"] is None, out
        assert out["text"].split("\n")[:2] == ["3", "['0', '1', '1', '2', '3']"], out
    finally:
        context.close()


def test_site_from_a_second_host_name_over_http(host_browser, host_server):
    problems = check_pages(host_browser, host_server)
    assert problems == [], "\n".join(problems)


def test_a_second_host_over_http_is_no_secure_context_for_the_live_notebooks(
    host_browser, host_server
):
    """Why the README asks for HTTPS or localhost: no service worker here."""
    context = host_browser.new_context()
    page = context.new_page()
    try:
        page.goto(f"{host_server}{CHAPTER}.html")
        assert page.evaluate("window.isSecureContext") is False
        assert page.evaluate("'serviceWorker' in navigator") is False
        note = hosting_note(page)  # and the page says so, with what to do
        assert note and "plain HTTP" in note and "HTTPS" in note, note
    finally:
        context.close()


def test_the_site_reads_from_file_urls_without_the_live_notebooks(browser, site):
    context = browser.new_context()
    page = context.new_page()
    base = Path(site).resolve().as_uri() + "/"
    try:
        page.goto(f"{base}{CHAPTER}.html", wait_until="load")
        page.evaluate(
            "async () => { if (window.MathJax && MathJax.startup) "
            "await MathJax.startup.promise; }"
        )
        assert page.locator("mjx-container").count() > 0
        note = hosting_note(page)
        assert note and "opened as a file" in note and "http.server" in note, note
        page.wait_for_function(
            "n => document.querySelectorAll('.widget-subarea').length >= n",
            arg=widget_views(CHAPTER),
            timeout=20_000,
        )
        page.goto(f"{base}search.html?q=Wythoff", wait_until="load")
        page.wait_for_selector("ul.search li", timeout=20_000)
    finally:
        context.close()
