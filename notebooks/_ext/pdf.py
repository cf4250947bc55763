"""The book in print: a PDF of each edition, from the site build's notebooks.

    python notebooks/_ext/pdf.py [--site build/book] [--out build/pdf] [--teacher]

writes ``winning-moves.pdf`` (English) and ``winning-moves-zh.pdf`` (Chinese)
into OUT, from the notebooks the site build executed (``SITE/_build/
jupyter_execute``: nothing is executed again). Each edition is built by
Jupyter Book as one HTML page (Sphinx's ``singlehtml`` builder, with the
site's own extension, so the numbering, the theorems, the figures, the saved
widgets and the mathematics are the site's) and printed by Chromium, the
browser the tests already use (``page.pdf`` with an outline from the
headings, links kept, fonts embedded). The page gets a title page with the
licence and how to cite, a table of contents, each chapter on a new page,
hints shown, every explorer in its saved state with a line pointing to the
live page, and the solutions moved to an appendix (left out with
``--teacher``). Why this route and not LaTeX: docs/print.md.

``check(pdf)`` lists what is wrong with a built PDF (tests/test_pdf.py).
"""

import argparse
import contextlib
import functools
import http.server
import re
import shutil
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import i18n  # noqa: E402

ROOT = i18n.ROOT
NAMES = {"": "winning-moves.pdf", "zh": "winning-moves-zh.pdf"}
# The words of the printed edition that are not in the book's text
WORDS = {
    "": {
        "subtitle": "An explorable textbook of impartial combinatorial games",
        "edition": "English edition",
        "contents": "Contents",
        "solutions": "Solutions to the exercises",
        "solution": "Solution to",
        "back": "back to the exercise",
        "teacher": "Teacher's copy: the solutions are left out.",
        "explorer": "An explorer, shown as the book's run left it; move its "
        "controls on the course site's page of this chapter.",
        "licence": "The text and the figures are under CC BY-SA 4.0, the code "
        "under the MIT licence (see Licence and credits at the end).",
        "cite": "Cite as: The Winning Moves authors, Winning Moves: an explorable "
        "textbook of impartial combinatorial games, version {version}, 2026.",
        "exercise": r"^Exercise (\d+\.\d+)",
    },
    "zh": {
        "subtitle": "公平组合游戏的可探索教科书",
        "edition": "中文版",
        "contents": "目录",
        "solutions": "练习解答",
        "solution": "解答：",
        "back": "返回练习",
        "teacher": "教师版：不含解答。",
        "explorer": "探索器，显示的是本书运行时保存的状态；"
        "在课程网站本章的页面上可以拖动它的控件。",
        "licence": "正文与插图采用 CC BY-SA 4.0 许可，代码采用 MIT 许可"
        "（见书末的许可协议与致谢）。",
        "cite": "引用：The Winning Moves authors, Winning Moves: an explorable "
        "textbook of impartial combinatorial games, version {version}, 2026.",
        "exercise": r"^练习 (\d+\.\d+)",
    },
}


def version():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return re.search(r'^version = "([^"]+)"', text, re.M).group(1)


def single_page(site, work, edition):
    """The edition as one HTML page, built by Jupyter Book; its folder.

    The Chinese page goes in ``zh/`` beside the English one, whose
    JavaScript (``_vendor``) it shares, as on the site.
    """
    executed = Path(site) / "_build" / "jupyter_execute"
    config = {}
    if edition:
        language = next(k for k, v in i18n.LANGUAGES.items() if v == edition)
        locales = Path(work) / "locales"
        shutil.rmtree(locales, ignore_errors=True)
        shutil.copytree(i18n.LOCALES, locales, ignore=shutil.ignore_patterns("*.mo"))
        english = i18n.yaml.safe_load(
            (i18n.BOOK / "_config.yml").read_text(encoding="utf-8")
        )["sphinx"]["config"]
        config = {
            "language": language,
            "locale_dirs": [str(locales.resolve())],
            "gettext_compact": True,
            "wm_edition": edition,
            "mathjax_path": "../" + english["mathjax_path"],
            "nb_ipywidgets_js": {
                "../" + path: attributes
                for path, attributes in english["nb_ipywidgets_js"].items()
            },
        }
    source = i18n.copy_book(
        Path(work) / f"src-{edition or 'en'}", executed=executed, sphinx_config=config
    )
    out = Path(work) / f"out-{edition or 'en'}"
    shutil.rmtree(out, ignore_errors=True)
    code, log = i18n._jupyter_book(source, out, "--builder", "singlehtml", quiet=True)
    if code != 0:
        sys.stderr.write(log)
        raise SystemExit(f"the {edition or 'English'} page could not be built")
    target = Path(work) / "print" / edition
    if edition:
        shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(out / "_build" / "singlehtml", target, dirs_exist_ok=True)
    return target


PRINT_CSS = """
<style>
@page { size: A4; margin: 18mm 16mm 18mm 16mm; }
@media print {
  .bd-header, .bd-sidebar-primary, .bd-sidebar-secondary, .bd-footer,
  .bd-footer-article, .prev-next-area, .bd-header-article, #pst-back-to-top,
  .header-article-items, .wm-live-link, p.wm-run-live, .wm-languages,
  .wm-edition-note, .headerlink, button.copybtn, .bd-search, .pst-async-banner-revealer
    { display: none !important; }
  .bd-main .bd-content .bd-article-container, .bd-page-width, .bd-container__inner,
  .bd-main, .bd-content, .bd-article
    { max-width: none !important; width: auto !important; padding: 0 !important; }
  body { font-size: 10.5pt; }
  section.wm-chapter { break-before: page; }
  .wm-title-page { break-after: page; text-align: center; padding-top: 30%; }
  .wm-title-page h1 { font-size: 32pt; border: none; }
  .wm-contents { break-after: page; }
  .wm-appendix { break-before: page; }
  .wm-appendix .wm-solution { break-inside: auto; margin-bottom: 1.2em; }
  div.cell, figure, svg, img, pre { break-inside: avoid; }
  pre { white-space: pre-wrap; word-break: break-word; }
  /* nothing wider than the page: Chromium would shrink the whole print,
     and a shrunk print loses its link targets */
  article p, article li, article td, article dd { overflow-wrap: anywhere; }
  article img, article svg, article table, article .cell_output { max-width: 100%; }
  details > summary { display: none; }
  a { color: inherit; }
}
</style>
"""

PREPARE = HERE / "print_page.js"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(folder):
    """An HTTP server of `folder` on a free port; yields its address."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def chromium():
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if not found:
        raise SystemExit(
            "the PDF is printed by Chromium, which is not installed "
            "(Debian: apt-get install chromium; .ci/run installs it)"
        )
    return found


SHOW_PART = """(parts) => document.querySelectorAll("[data-wm-part]").forEach(
  (node) => {
    node.style.display = parts.includes(+node.dataset.wmPart) ? "" : "none";
  })"""
# The ids that the book's links point to, of the elements now shown.
SHOWN_TARGETS = """() => {
  const wanted = new Set(
    [...document.querySelectorAll('a[href^="#"]')].map(
      (a) => decodeURIComponent(a.getAttribute("href").slice(1)))
  );
  return [...wanted].filter((id) => {
    const node = id && document.getElementById(id);
    return node && node.getClientRects().length > 0;
  });
}"""
# Parts printed together: fewer prints share more font subsets (a smaller
# PDF); a print is still far shorter than the whole book
PARTS_A_PRINT = 5
WIDER_THAN_THE_PAGE = """() =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth + 1"""
MARGIN = {"top": "16mm", "bottom": "18mm", "left": "16mm", "right": "16mm"}


def print_page(folder, edition, pdf, teacher=False):
    """Print the page of `edition` in `folder` (its print/ root) to `pdf`.

    The parts (front matter, each chapter, the appendix) are printed one by
    one and joined (join_parts): Chromium leaves every link target out of a
    print of 400 pages, and keeps them in a print of one chapter.
    """
    from playwright.sync_api import sync_playwright

    words = dict(WORDS[edition], cite=WORDS[edition]["cite"].format(version=version()))
    index = folder / edition / "index.html" if edition else folder / "index.html"
    text = index.read_text(encoding="utf-8")
    if "wm-print-css" not in text:
        css = PRINT_CSS.replace("<style>", '<style id="wm-print-css">')
        index.write_text(text.replace("</head>", css + "</head>", 1), "utf-8")
    parts = []
    with serve(folder) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium())
        page = browser.new_page()
        page.set_default_timeout(600_000)  # a loaded machine, a 15 MB page
        # "load" waits for all of the page; print_page.js then waits for
        # MathJax and the saved widgets
        page.goto(url + (f"{edition}/" if edition else ""), wait_until="load")
        found = page.evaluate(
            PREPARE.read_text(encoding="utf-8"), {"words": words, "teacher": teacher}
        )
        page.emulate_media(media="print")
        found["too wide"] = []
        batches = [
            list(range(first, min(first + PARTS_A_PRINT, found["parts"])))
            for first in range(0, found["parts"], PARTS_A_PRINT)
        ]
        while batches:
            part = batches.pop(0)
            page.evaluate(SHOW_PART, part)
            path = Path(pdf).with_suffix(f".part{part[0]:02d}.pdf")
            page.pdf(
                path=str(path),
                format="A4",
                print_background=True,
                outline=True,
                tagged=True,
                margin=MARGIN,
            )
            targets = page.evaluate(SHOWN_TARGETS)
            if len(part) > 1 and not _has_link_targets(path, targets):
                # Chromium left link targets out of this print (parts 10-14
                # kept 1 of their 180 once): print the halves instead
                half = len(part) // 2
                batches[:0] = [part[:half], part[half:]]
                path.unlink()
                continue
            if page.evaluate(WIDER_THAN_THE_PAGE):
                found["too wide"].append(part)
            parts.append(path)
        numbers = Path(pdf).with_suffix(".numbers.pdf")
        join_parts(parts, pdf, page, numbers)
        browser.close()
    for path in [*parts, numbers]:
        path.unlink()
    return found


def _has_link_targets(path, targets):
    """Whether the PDF at `path` names every one of the link `targets` (ids)."""
    from pypdf import PdfReader

    table = PdfReader(str(path)).trailer["/Root"].get("/Dests")
    named = {str(name)[1:] for name in (table.get_object() if table else {})}
    return set(targets) <= named


def page_numbers(page, count, path):
    """A PDF of `count` empty A4 pages with their numbers at the foot."""
    html = "".join(
        f'<div style="height:297mm;position:relative;break-after:page">'
        f'<span style="position:absolute;bottom:9mm;width:100%;text-align:center;'
        f'font:8pt sans-serif">{n}</span></div>'
        for n in range(1, count + 1)
    )
    page.set_content(f"<style>@page{{size:A4;margin:0}}body{{margin:0}}</style>{html}")
    page.pdf(path=str(path), format="A4", margin={"top": "0", "bottom": "0"})
    from pypdf import PdfReader

    return PdfReader(str(path))


def _copy_outline(writer, reader, items, offset, parent=None):
    """`reader`'s outline `items` into `writer`, its pages `offset` on."""
    last = parent
    for item in items:
        if isinstance(item, list):
            _copy_outline(writer, reader, item, offset, last)
            continue
        number = reader.get_destination_page_number(item)
        last = writer.add_outline_item(
            title=item.title, page_number=offset + number, parent=parent
        )


def join_parts(parts, pdf, page, numbers):
    """Join the parts' PDFs into `pdf`, with one table of link targets.

    Each part's links name their targets (``/Dest /thm-3-6``); a target in
    another part is found through the joined table. The parts' outlines are
    joined in order, and every page gets its number at the foot.
    """
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        DictionaryObject,
        FloatObject,
        NameObject,
        NullObject,
    )

    readers = [PdfReader(str(path)) for path in parts]
    total = sum(len(reader.pages) for reader in readers)
    numbered = page_numbers(page, total, numbers)
    writer = PdfWriter()
    targets = DictionaryObject()
    for reader in readers:
        offset = len(writer.pages)
        where = {p.indirect_reference.idnum: n for n, p in enumerate(reader.pages)}
        for n, source in enumerate(reader.pages):
            writer.add_page(source)
            writer.pages[-1].merge_page(numbered.pages[offset + n])
        table = reader.trailer["/Root"].get("/Dests")
        for name, target in (table.get_object() if table else {}).items():
            target = target.get_object()
            index = where.get(target[0].idnum)
            if index is None or name == "/":
                continue
            left, top = (float(v) if v is not None else 0 for v in target[2:4])
            targets[NameObject(name)] = ArrayObject(
                [
                    writer.pages[offset + index].indirect_reference,
                    NameObject("/XYZ"),
                    FloatObject(left),
                    FloatObject(top),
                    NullObject(),
                ]
            )

        _copy_outline(writer, reader, reader.outline, offset)
    writer._root_object[NameObject("/Dests")] = writer._add_object(targets)
    # the parts share their fonts and pictures: keep one copy of each
    writer.compress_identical_objects(remove_duplicates=True, remove_unreferenced=True)
    writer.add_metadata({"/Title": "Winning Moves"})
    with open(pdf, "wb") as stream:
        writer.write(stream)


def build(site, out, teacher=False, editions=("", "zh")):
    """Both PDFs into `out`; returns {path: (seconds, what the page held)}."""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    work = out / "work"
    done = {}
    for edition in editions:
        started = time.perf_counter()
        single_page(site, work, edition)
        name = (
            NAMES[edition].replace(".pdf", "-teacher.pdf")
            if teacher
            else NAMES[edition]
        )
        found = print_page(work / "print", edition, out / name, teacher=teacher)
        done[out / name] = (time.perf_counter() - started, found)
    return done


# Text that would mean the mathematics or the Markdown was not typeset
RAW = re.compile(
    r"\\\(|\\\)|\\\[|\$\$|\\frac|\\oplus|\\operatorname|\\mathbb|\{chapter\}`|:::"
)


def chapter_titles(edition):
    """The chapters' titles as the edition prints them (without the number)."""
    import nbformat

    titles = []
    catalogue = {}
    if edition:
        from babel.messages import pofile

        for path in sorted((i18n.LOCALES / "zh_CN" / "LC_MESSAGES").glob("*.po")):
            with open(path, "rb") as stream:
                catalogue.update(
                    (m.id, m.string) for m in pofile.read_po(stream) if m.id
                )
    for path in sorted(i18n.BOOK.glob("[0-9][0-9]-*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        first = next(c for c in notebook.cells if c.cell_type == "markdown")
        title = re.match(r"#\s+(.*)", first.source).group(1).strip()
        titles.append(catalogue.get(title, title) or title)
    return titles


def _plain(text):
    """Text compared without spaces (a title broken over two lines loses its
    space in the outline) and with straight apostrophes."""
    return re.sub(r"\s+", "", text).replace("\u2019", "'")


def _outline(reader):
    titles = []

    def walk(items):
        for item in items:
            if isinstance(item, list):
                walk(item)
            else:
                titles.append(item.title)

    walk(reader.outline)
    return titles


def _fonts(reader):
    """{font name: embedded?} over every page."""
    fonts = {}
    for page in reader.pages:
        resources = page.get("/Resources") or {}
        for font in (resources.get("/Font") or {}).values():
            font = font.get_object()
            descriptor = font.get("/FontDescriptor")
            if descriptor is None and "/DescendantFonts" in font:
                descendant = font["/DescendantFonts"][0].get_object()
                descriptor = descendant.get("/FontDescriptor")
            embedded = font.get("/Subtype") == "/Type3" or (
                descriptor is not None
                and any(
                    k in descriptor.get_object()
                    for k in ("/FontFile", "/FontFile2", "/FontFile3")
                )
            )
            fonts[str(font.get("/BaseFont", font.get("/Subtype")))] = embedded
    return fonts


# A figure in the printed page: Chromium tags each picture (an <img>, the
# book's SVG drawings and PNG plots among them) as marked content /Figure
# in the page's content stream, which the joined PDF keeps.
FIGURE_MARK = re.compile(rb"/Figure\s*<<\s*/MCID")


def _chapter_pages(reader, titles):
    """{title: range of its pages}, from the outline entries of the chapters."""
    starts = []
    wanted = {_plain(t): t for t in titles}

    def walk(items):
        for item in items:
            if isinstance(item, list):
                walk(item)
                continue
            plain = _plain(item.title)
            match = next((t for p, t in wanted.items() if plain.endswith(p)), None)
            if match and all(match != t for _, t in starts):
                starts.append((reader.get_destination_page_number(item), match))

    walk(reader.outline)
    starts.sort()
    ends = [page for page, _ in starts[1:]] + [len(reader.pages)]
    pairs = zip(starts, ends, strict=True)
    return {title: range(page, end) for (page, title), end in pairs}


def figures_by_chapter(reader, titles):
    """{chapter title: how many pictures its pages print} (FIGURE_MARK)."""
    counts = {}
    for title, pages in _chapter_pages(reader, titles).items():
        counts[title] = 0
        for number in pages:
            contents = reader.pages[number].get_contents()
            if contents is not None:
                counts[title] += len(FIGURE_MARK.findall(contents.get_data()))
    return counts


def _links(reader):
    """(internal links, of which broken) over every page."""
    named = set(reader.named_destinations)
    total = broken = 0
    for page in reader.pages:
        for annotation in page.get("/Annots") or []:
            annotation = annotation.get_object()
            if annotation.get("/Subtype") != "/Link":
                continue
            target = annotation.get("/Dest")
            action = annotation.get("/A")
            if target is None and action is not None and action.get("/S") == "/GoTo":
                target = action.get("/D")
            if target is None:
                continue
            total += 1
            if isinstance(target, str) and target not in named:
                broken += 1
    return total, broken


def site_figures(site, edition):
    """{chapter title: <img> pictures on its page of the built site `site`}."""
    folder = Path(site) / edition if edition else Path(site)
    pages = sorted(folder.glob("[0-9][0-9]-*.html"))
    counts = {}
    for title, page in zip(chapter_titles(edition), pages, strict=True):
        text = page.read_text(encoding="utf-8")
        article = re.search(r"<article.*?</article>", text, re.S)
        counts[title] = len(re.findall(r"<img\b", article.group(0) if article else ""))
    return counts


def _figure_faults(reader, edition, site):
    """The chapters whose pictures the print lost, against the site's pages."""
    printed = figures_by_chapter(reader, chapter_titles(edition))
    expected = site_figures(site, edition)
    found = [
        f"chapter {title!r} prints no figure; its page on the site has {count}"
        for title, count in expected.items()
        if count and not printed.get(title)
    ]
    # a solution's pictures move to the appendix, which the last chapter's
    # range takes in: only the totals are compared, and the print may lose
    # one picture in twenty (one of 56 is not tagged in the 2026-11-28 build:
    # not yet found which)
    if sum(printed.values()) < 0.95 * sum(expected.values()):
        found.append(
            f"{sum(printed.values())} figures printed, the site's chapter pages "
            f"have {sum(expected.values())}"
        )
    return found


def check(pdf, edition, site=None):
    """What is wrong with the printed edition at `pdf`: one line per fault.

    With `site` (the built site's folder), the figures printed per chapter
    are compared with the pictures of the chapter's page.
    """
    from pypdf import PdfReader

    reader = PdfReader(str(pdf))
    found = []
    if site is not None:
        found += _figure_faults(reader, edition, site)
    pages = len(reader.pages)
    if not 150 <= pages <= 3000:
        found.append(f"{pages} pages: outside 150-3000")
    outline = _plain(" | ".join(_outline(reader)))
    for title in chapter_titles(edition):
        if _plain(title) not in outline:
            found.append(f"chapter {title!r} is not in the outline")
    missing = sorted(name for name, embedded in _fonts(reader).items() if not embedded)
    if missing:
        found.append(f"fonts not embedded: {missing}")
    text = "\n".join(page.extract_text() or "" for page in reader.pages)
    for match in list(RAW.finditer(text))[:5]:
        context = text[max(0, match.start() - 40) : match.end() + 40]
        found.append(f"raw TeX or Markdown: {context!r}")
    if "\ufffd" in text:
        found.append("a character the fonts could not draw (U+FFFD)")
    if edition and len(re.findall(r"[\u4e00-\u9fff]", text)) < 20_000:
        found.append("no Chinese text in the text layer (fewer than 20,000 characters)")
    total, broken = _links(reader)
    if total < 100 or broken:
        found.append(f"{total} internal links, {broken} broken")
    return found


def offer(pdfs, html):
    """Copy the PDFs into the site at `html` and link them from the landing
    page of each edition (a site without them has no such link)."""
    html = Path(html)
    for path in pdfs:
        shutil.copy2(path, html / path.name)
    for index, up, words in (
        (html / "index.html", "", "The book in print:"),
        (html / "zh" / "index.html", "../", "本书的 PDF 版："),
    ):
        if not index.is_file():
            continue
        links = " · ".join(
            f'<a class="wm-pdf" href="{up}{path.name}" download>'
            f"{'中文版' if 'zh' in path.name else 'English'} "
            f"(PDF, {path.stat().st_size / 2**20:.0f} MB)</a>"
            for path in pdfs
        )
        text = re.sub(r'<p class="wm-pdfs">.*?</p>', "", index.read_text("utf-8"))
        head, article, rest = text.partition("<article")
        opening, _, rest = rest.partition(">")
        paragraph = f'<p class="wm-pdfs">{words} {links}</p>'
        index.write_text(head + article + opening + ">" + paragraph + rest, "utf-8")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", default=ROOT / "build" / "book", help="a site build")
    parser.add_argument("--out", default=ROOT / "build" / "pdf")
    parser.add_argument("--teacher", action="store_true", help="no solutions")
    parser.add_argument("--into", help="offer the PDFs on this built site (…/html)")
    args = parser.parse_args(argv)
    if not (Path(args.site) / "_build" / "jupyter_execute").is_dir():
        raise SystemExit(f"no site build in {args.site}: run `make book` first")
    built = build(args.site, args.out, teacher=args.teacher)
    failed = 0
    for path, (seconds, found) in built.items():
        problems = check(path, "zh" if "-zh" in path.name else "")
        problems += [f"part {n} is wider than the page" for n in found["too wide"]]
        size = path.stat().st_size / 2**20
        print(f"{path}: {size:.1f} MiB, {seconds:.0f} s of build, {found}")
        for line in problems:
            print("  " + line)
        failed += bool(problems)
    if args.into and not failed:
        offer(list(built), args.into)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
