"""The Chinese edition (zh/) in a real browser, network off.

Its pages, maths, widgets and search are opened with the English ones in
test_site_pages.py (every page in both editions). Here: the language links
in both directions, the reader's own fonts (no web font is downloaded for the
Chinese text; a CJK font of the system draws it: CI installs Debian's
fonts-noto-cjk, see .ci/run), and "Run live" on a Chinese page, which uses
the English site's Python (live/) and speaks Chinese while it starts.
Screenshots go to build/test-artifacts/.
"""

import re
import subprocess

import pytest

from tests.browser.conftest import PageWatch
from tests.browser.site import ROOT, serve

ARTIFACTS = ROOT / "build" / "test-artifacts"


@pytest.fixture(scope="module")
def server(site):
    with serve(site) as running:
        yield running


@pytest.fixture
def page(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    watch = PageWatch(context, server.url.rstrip("/"))
    page = watch.watch(context.new_page())
    page.watch = watch
    yield page
    context.close()


def test_the_language_links_go_both_ways(page, server):
    for name in ("index", "04-wythoff", "glossary", "15-problem-set"):
        page.goto(f"{server.url}{name}.html")
        assert page.evaluate("document.documentElement.lang") == "en"
        page.locator("a.wm-language").click()
        page.wait_for_url(f"**/zh/{name}.html")
        assert page.evaluate("document.documentElement.lang") == "zh-CN"
        assert page.locator("a.wm-language").inner_text() == "English"
        page.locator("a.wm-language").click()
        page.wait_for_url(f"**/{name}.html")
        assert "/zh/" not in page.url
    assert page.watch.problems == [], page.watch.problems


# Each character drawn alone on a canvas, in the page's own font: real glyphs
# differ from each other and from the box drawn for a missing character.
GLYPHS = """() => {
  const font = getComputedStyle(document.querySelector("article p")).font;
  const draw = (text) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 48;
    const g = canvas.getContext("2d");
    g.font = font.replace(/\\d+(\\.\\d+)?px/, "32px");
    g.fillText(text, 4, 38);
    return Array.from(g.getImageData(0, 0, 48, 48).data).join(",");
  };
  return {font, a: draw("必"), b: draw("胜"), missing: draw("\\u{10FFFD}")};
}"""


def cjk_font_installed():
    try:
        found = subprocess.run(
            ["fc-list", ":lang=zh"], capture_output=True, text=True, check=False
        ).stdout
    except FileNotFoundError:
        return False
    return bool(found.strip())


def test_the_chinese_text_is_drawn_by_the_readers_own_fonts(page, server):
    fonts = []
    page.on(
        "request",
        lambda r: fonts.append(r.url) if r.resource_type == "font" else None,
    )
    page.goto(f"{server.url}zh/02-nim.html", wait_until="load")
    page.evaluate("async () => { await MathJax.startup.promise; }")
    page.wait_for_timeout(300)
    # the only fonts fetched are the site's own: MathJax's and the icons
    # (Font Awesome of the theme and of the widget manager)
    own = re.compile(
        "^" + re.escape(server.url) + r"(_vendor/|_static/vendor/fontawesome/)"
    )
    assert fonts and all(own.match(url) for url in fonts), fonts
    loaded = page.evaluate(
        "() => [...document.fonts].filter(f => f.status === 'loaded')"
        ".map(f => f.family)"
    )
    assert not [f for f in loaded if "MJX" not in f and "Awesome" not in f], loaded
    if not cjk_font_installed():
        pytest.skip("no CJK font on this machine (CI installs fonts-noto-cjk)")
    glyphs = page.evaluate(GLYPHS)
    assert glyphs["a"] != glyphs["b"], f"Chinese drawn as boxes in {glyphs['font']}"
    assert glyphs["a"] != glyphs["missing"], "Chinese drawn as missing glyphs"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=ARTIFACTS / "zh-02-nim.png")
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=ARTIFACTS / "zh-02-nim-phone.png")
    assert page.watch.problems == [], page.watch.problems


def test_run_live_on_a_chinese_page_uses_the_sites_python(page, server):
    page.goto(f"{server.url}zh/01-bash.html")
    cell = page.locator(".cell", has=page.locator("a.wm-run-live")).first
    saved = cell.locator(".cell_output")
    assert "在线运行" in saved.locator(".wm-saved-label").inner_text()
    cell.locator("a.wm-run-live").click()
    note = cell.locator(".wm-run-live-note")
    assert "步" in note.inner_text() and note.inner_text().endswith(" 秒")
    assert cell.locator("button.wm-live-back").inner_text() == "回到保存的视图"
    cell.locator(".wm-live-area .jupyter-widgets, .wm-live-area svg").first.wait_for(
        timeout=180_000
    )
    page.wait_for_function(
        "c => c.querySelector('a.wm-run-live').dataset.state === 'live'",
        arg=cell.element_handle(),
        timeout=60_000,
    )
    assert note.inner_text().startswith("在线："), note.inner_text()
    problems = [p for p in page.watch.problems if "outside the site" in p]
    assert problems == [], problems
    assert page.evaluate("wmLive.state().failed") is None
