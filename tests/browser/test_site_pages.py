"""The course site in a real browser, with the network off.

Each chapter page is opened in headless Chromium from a server on 127.0.0.1;
any request that leaves the site is refused and counts as a failure, as do
failed requests, HTTP errors, console errors and script errors. Every page is
opened in both editions: the English site and the Chinese one in zh/.
"""

import re

import nbformat
import pytest

from tests.browser.conftest import PageWatch
from tests.browser.site import BOOK, chapter_pages, serve

CHAPTERS = chapter_pages()
EDITIONS = ["", "zh/"]
MATH = re.compile(r"\$[^$\n]+\$")
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

# The prose of the page: the article without code cells, code and math.
PROSE = """() => {
  const article = document.querySelector("article.bd-article").cloneNode(true);
  article.querySelectorAll(
    ".cell, pre, code, script, style, mjx-container, .math"
  ).forEach(e => e.remove());
  return article.textContent;
}"""

# Images and SVG pictures that are actually drawn, in outputs and widgets.
FIGURES = """() => {
  const images = [...document.querySelectorAll(".cell_output img")]
    .filter(img => img.complete && img.naturalWidth > 0);
  const pictures = [...document.querySelectorAll(".cell_output svg")]
    .filter(svg => svg.getBoundingClientRect().width > 20);
  return images.length + pictures.length;
}"""

# For each widget view in the page: is a rendered widget next to it?
WIDGET_VIEWS = """() => [...document.querySelectorAll(
    'script[type="application/vnd.jupyter.widget-view+json"]')]
  .map(script => {
    const area = script.parentElement.querySelector(".widget-subarea");
    return Boolean(area && area.querySelector(".jupyter-widgets")
      && area.getBoundingClientRect().height > 0);
  })"""


def notebook(name):
    return nbformat.read(BOOK / f"{name}.ipynb", as_version=4)


def has_math(nb):
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    return bool(MATH.search(re.sub(r"`[^`\n]*`", "", text)))


def widget_outputs(nb):
    return sum(
        WIDGET_VIEW in output.get("data", {})
        for cell in nb.cells
        if cell.cell_type == "code"
        for output in cell.outputs
    )


def solution_cells(nb):
    return [
        c
        for c in nb.cells
        if c.cell_type == "code" and "solution" in c.metadata.get("tags", [])
    ]


@pytest.fixture(scope="module")
def server(site):
    with serve(site) as running:
        yield running


def open_page(browser, server, name):
    """Open `name` with the network off; return (page, watch, context)."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    watch = PageWatch(context, server.url)
    page = watch.watch(context.new_page())
    response = page.goto(server.url + name, wait_until="load")
    assert response is not None and response.ok, f"{name}: {response}"
    # MathJax typesets after the load event; wait until it is done.
    page.evaluate(
        "async () => { if (window.MathJax && MathJax.startup) "
        "await MathJax.startup.promise; }"
    )
    return page, watch, context


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_page(browser, server, chapter, edition):
    nb = notebook(chapter)
    page, watch, context = open_page(browser, server, f"{edition}{chapter}.html")
    try:
        views = widget_outputs(nb)
        if views:
            page.wait_for_function(
                "n => document.querySelectorAll('.widget-subarea').length >= n",
                arg=views,
                timeout=20_000,
            )
            rendered = page.evaluate(WIDGET_VIEWS)
            assert len(rendered) == views and all(rendered), (
                f"{chapter}: widget views rendered {rendered}, expected {views}"
            )
        page.wait_for_timeout(300)  # late requests (fonts) show up here
        assert watch.problems == [], f"{chapter}: " + "\n".join(watch.problems)

        number = int(chapter[:2])
        heading = page.locator("article h1").first.inner_text()
        assert heading.startswith(f"{number}. "), heading

        if has_math(nb):
            typeset = page.locator("mjx-container").count()
            untypeset = page.evaluate(
                "() => [...document.querySelectorAll('.math')]"
                ".filter(e => !e.querySelector('mjx-container')).length"
            )
            assert typeset > 0 and untypeset == 0, (
                f"{chapter}: {typeset} formulas typeset, {untypeset} left as TeX"
            )
        raw = MATH.findall(page.evaluate(PROSE))
        assert raw == [], f"{chapter}: raw TeX in the text: {raw[:5]}"

        assert page.evaluate(FIGURES) >= 1, f"{chapter}: no figure is shown"

        solutions = [c for c in solution_cells(nb) if c.source.strip()]
        toggles = page.locator(".tag_solution details")
        assert toggles.count() == len(solutions), (
            f"{chapter}: {toggles.count()} solution toggles for "
            f"{len(solutions)} solution cells"
        )
        for i in range(toggles.count()):
            toggle = toggles.nth(i)
            code = toggle.locator(".cell_input")
            assert not code.is_visible(), f"{chapter}: solution {i + 1} starts open"
            toggle.locator("summary").click()
            assert code.is_visible(), f"{chapter}: solution {i + 1} does not open"
    finally:
        context.close()


def test_sidebar_reaches_every_chapter_in_order(browser, server):
    page, watch, context = open_page(browser, server, "index.html")
    try:
        links = page.evaluate(
            "() => [...document.querySelectorAll('.bd-sidebar-primary nav a')]"
            ".map(a => a.href)"
        )
        pages = [
            link.removeprefix(server.url).split("#")[0].removesuffix(".html")
            for link in links
            if link.startswith(server.url)
        ]
        chapters = [p for p in pages if re.match(r"^\d\d-", p)]
        assert chapters == CHAPTERS
        for target in dict.fromkeys(link.split("#")[0] for link in links):
            response = page.goto(target)
            assert response is not None and response.ok, target
        # leaving a page cancels its late requests (fonts): not a failure here
        problems = [p for p in watch.problems if "net::ERR_ABORTED" not in p]
        assert problems == [], "\n".join(problems)
    finally:
        context.close()


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("name", ["index.html", "glossary.html"])
def test_landing_and_glossary_pages_load_offline(browser, server, name, edition):
    page, watch, context = open_page(browser, server, edition + name)
    try:
        figures = page.evaluate(
            "() => [...document.querySelectorAll('article img')]"
            ".map(img => img.complete && img.naturalWidth > 0)"
        )
        if name == "index.html":
            assert len(figures) >= 2 and all(figures), figures
            listed = page.locator("article a.reference.internal").evaluate_all(
                "links => links.map(a => a.getAttribute('href'))"
            )
            for chapter in CHAPTERS:
                assert f"{chapter}.html" in listed, f"{chapter} not on the landing page"
        page.wait_for_timeout(300)
        assert watch.problems == [], "\n".join(watch.problems)
    finally:
        context.close()


@pytest.mark.parametrize(
    "query",
    ["search.html?q=position", "zh/search.html?q=必胜态", "zh/search.html?q=异或"],
)
def test_search_finds_a_term(browser, server, query):
    page, watch, context = open_page(browser, server, query)
    try:
        page.wait_for_selector("ul.search li", timeout=20_000)
        assert page.locator("ul.search li").count() >= 1
        assert watch.problems == [], "\n".join(watch.problems)
    finally:
        context.close()
