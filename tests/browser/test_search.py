"""The site's search as students use it, in a real browser, network off.

Thirty queries a Chinese student types (with and without a space between a
Latin name and a Chinese word, the chapter titles' terms, the glossary's
names) must each find the page that teaches the term; every result list is
in the book's order (by chapter), and no snippet shows raw TeX. The search's
own code is notebooks/_ext/search.js; the index's extra words are
i18n.search_words.
"""

import re

import pytest

from tests.browser.conftest import PageWatch
from tests.browser.site import serve

# (query, the page it must find): the page is where the book defines or
# names the term (the glossary would find most of them, so it is not enough)
QUERIES = [
    ("SG函数", "03-sprague-grundy"),
    ("SG 函数", "03-sprague-grundy"),
    ("二分图博弈", "08-bipartite-games"),
    ("先手必胜", "00-introduction"),
    ("必胜态", "00-introduction"),
    ("必败态", "00-introduction"),
    ("SJ定理", "05-anti-sg"),
    ("SJ 定理", "05-anti-sg"),
    ("Nim游戏", "02-nim"),
    ("尼姆和", "02-nim"),
    ("有向图游戏", "00-introduction"),
    ("Anti-SG游戏", "05-anti-sg"),
    ("取石子", "00-introduction"),
    ("巴什", "01-bash"),
    ("巴什博弈", "01-bash"),
    ("mex函数", "03-sprague-grundy"),
    ("Nim积", "09-more-games"),
    ("威佐夫博弈", "04-wythoff"),
    ("Wythoff", "04-wythoff"),
    ("斐波那契博弈", "09-more-games"),
    ("阶梯博弈", "09-more-games"),
    ("翻硬币游戏", "09-more-games"),
    ("八进制游戏", "10-octal-games"),
    ("Kayles", "10-octal-games"),
    ("Multi-SG", "06-multi-and-every-sg"),
    ("Every-SG", "06-multi-and-every-sg"),
    ("删边游戏", "07-graph-deletion"),
    ("Green Hackenbush", "07-graph-deletion"),
    ("博弈树", "11-game-trees"),
    ("α-β剪枝", "11-game-trees"),
    ("极小化极大", "11-game-trees"),
    ("非公平组合游戏", "13-partizan-games"),
    ("有环图", "14-games-with-cycles"),
]

RESULTS = """() => {
  const status = Search.status && Search.status.innerText;
  if (!status || /Preparing|正在准备|Searching|正在搜索/.test(status)) return null;
  return [...document.querySelectorAll("ul.search li")].map((li) => ({
    href: li.querySelector("a").getAttribute("href"),
    context: (li.querySelector("p.context") || {}).textContent || "",
  }));
}"""


@pytest.fixture(scope="module")
def server(site):
    with serve(site) as running:
        yield running


@pytest.fixture(scope="module")
def page(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    watch = PageWatch(context, server.url.rstrip("/"))
    page = watch.watch(context.new_page())
    page.watch = watch
    yield page
    context.close()


def search(page, url):
    """The results of the search at `url`, once every snippet is shown
    (searchtools sets its status after listing the last result, while the
    pages its snippets come from may still be on their way)."""
    page.goto(url, wait_until="load")
    page.wait_for_function(RESULTS, timeout=30_000)
    page.wait_for_load_state("networkidle")
    return page.evaluate(RESULTS)


def chapter(href):
    match = re.match(r"(\d+)-", href.split("/")[-1])
    return int(match.group(1)) if match else 99


@pytest.mark.parametrize("query,wanted", QUERIES)
def test_a_student_query_finds_its_page(page, server, query, wanted):
    results = search(page, f"{server.url}zh/search.html?q={query}")
    pages = [r["href"].split("#")[0].split("?")[0] for r in results]
    assert f"{wanted}.html" in pages, f"{query}: {pages}"
    chapters = [chapter(href) for href in pages]
    assert chapters == sorted(chapters), f"{query}: not in the book's order {pages}"
    raw = [r["context"] for r in results if re.search(r"\\[()\[\]]|\$\$", r["context"])]
    assert not raw, f"{query}: snippets with raw TeX: {raw[:2]}"
    assert page.watch.problems == [], page.watch.problems


def test_the_english_search_is_in_the_books_order_without_raw_tex(page, server):
    results = search(page, f"{server.url}search.html?q=nim-sum")
    pages = [r["href"].split("#")[0] for r in results]
    assert "02-nim.html" in pages, pages
    chapters = [chapter(href) for href in pages]
    assert chapters == sorted(chapters), pages
    raw = [r["context"] for r in results if re.search(r"\\[()\[\]]|\$\$", r["context"])]
    assert not raw, raw[:2]


def test_chinese_emphasis_is_upright_and_formulas_keep_their_punctuation(page, server):
    """Typography of the edition (notebooks/_ext/winning_moves.css, i18n.typeset)."""
    page.goto(f"{server.url}zh/02-nim.html", wait_until="load")
    styles = page.evaluate(
        "() => [...document.querySelectorAll('article em')]"
        ".map((e) => getComputedStyle(e).fontStyle)"
    )
    assert styles and set(styles) == {"normal"}, styles
    kept = page.evaluate("() => document.querySelectorAll('.wm-nowrap .math').length")
    assert kept > 10, kept
    titles = page.evaluate(
        "() => [...document.querySelectorAll('[title]')].map((e) => e.title)"
    )
    english = [t for t in titles if t in ("Link to this heading", "Color mode")]
    assert not english, english
