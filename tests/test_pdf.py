"""The book in print (notebooks/_ext/pdf.py, docs/print.md).

`make book` prints both editions from the notebooks the site build executed
and offers them on the landing page; these tests read the PDFs of that build
(WM_SITE) with pdf.check: page count, every chapter in the outline, every font
embedded, no raw TeX or Markdown in the text layer, Chinese text in the
Chinese edition, internal links that resolve, and as many figures as the
site's chapter pages have pictures (each chapter with pictures prints some).
The checker itself is shown to find each fault on a small PDF printed here.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "notebooks" / "_ext"))

import pdf  # noqa: E402

SITE = os.environ.get("WM_SITE")


def built(name):
    if not SITE:
        pytest.skip("no built site (WM_SITE; `make test` sets it)")
    path = Path(SITE) / name
    if not path.is_file():
        pytest.fail(f"{name} is not on the built site: `make book` prints it")
    return path


@pytest.mark.parametrize(
    "name,edition", [("winning-moves.pdf", ""), ("winning-moves-zh.pdf", "zh")]
)
def test_each_edition_is_printed_whole(name, edition):
    found = pdf.check(built(name), edition, site=SITE)
    assert found == [], found


def test_the_figure_count_finds_a_picture_the_print_lost(tmp_path):
    """The printed English edition against a copy of the site where one
    chapter page has ten pictures more than the print could have kept."""
    printed = built("winning-moves.pdf")
    site = tmp_path / "site"
    site.mkdir()
    pages = sorted(Path(SITE).glob("[0-9][0-9]-*.html"))
    for page in pages:
        shutil.copy(page, site / page.name)
    nim = site / pages[2].name
    text = nim.read_text(encoding="utf-8")
    extra = '<img src="a.png">' * 10 + "</article>"
    nim.write_text(text.replace("</article>", extra, 1), encoding="utf-8")
    assert pdf.check(printed, "", site=SITE) == []
    found = "\n".join(pdf.check(printed, "", site=site))
    assert "figures printed, the site's chapter pages have" in found, found


def test_the_landing_pages_offer_both_pdfs():
    built("winning-moves.pdf")
    for index, up in (("index.html", ""), ("zh/index.html", "../")):
        page = (Path(SITE) / index).read_text(encoding="utf-8")
        for name in ("winning-moves.pdf", "winning-moves-zh.pdf"):
            assert f'href="{up}{name}"' in page, (index, name)


def test_the_checker_finds_each_fault(tmp_path):
    """A three-page PDF with raw TeX and no chapters: every rule speaks."""
    if not shutil.which("chromium"):
        pytest.skip("no chromium (CI installs Debian's)")
    html = tmp_path / "bad.html"
    html.write_text(
        "<h1>Not a chapter</h1><p>The value is \\(x \\oplus y\\) and "
        '<a href="#nowhere">a link to nothing</a>.</p>',
        encoding="utf-8",
    )
    path = tmp_path / "bad.pdf"
    # printed in a process of its own: the suite's event loop (from the
    # browser tests) refuses Playwright's sync API in this one
    script = (
        "import sys; from playwright.sync_api import sync_playwright\n"
        "with sync_playwright() as p:\n"
        "    b = p.chromium.launch(executable_path=sys.argv[1])\n"
        "    page = b.new_page(); page.goto(sys.argv[2])\n"
        "    page.pdf(path=sys.argv[3], outline=True); b.close()\n"
    )
    subprocess.run(
        [sys.executable, "-c", script, pdf.chromium(), html.as_uri(), str(path)],
        check=True,
        timeout=300,
    )
    found = "\n".join(pdf.check(path, "zh"))
    assert "pages: outside" in found, found
    assert "is not in the outline" in found, found
    assert "raw TeX or Markdown" in found, found
    assert "no Chinese text" in found, found
    assert "internal links" in found, found
