"""The Chinese edition's catalogues: complete, consistent, in step with the English.

The Chinese text is in notebooks/locales/zh_CN/LC_MESSAGES/<page>.po, one
message per paragraph, heading, list item or table cell of the English
markdown (notebooks/_ext/i18n.py). A message fails when it is untranslated or
fuzzy (its English changed since it was translated), when its translation's
mathematics, code spans, link targets or footnotes differ from the English,
when Markdown finds less bold, italics, links or maths in it, or when it
lacks a term table's Chinese name for a term the English uses. After editing
the English text, `make locales` brings the catalogues up to date and
`python notebooks/_ext/i18n.py check` lists what to translate. The built
Chinese site is tested in tests/test_site.py and tests/browser/.
"""

import re
import sys
from pathlib import Path

import pytest
from babel.messages import pofile

from tests.browser.site import BOOK

sys.path.insert(0, str(BOOK / "_ext"))
import i18n

LOCALE = i18n.LOCALES / "zh_CN"
CATALOGUES = LOCALE / "LC_MESSAGES"


def book_pages():
    """Every page of the book: the chapters and the .md pages of the contents."""
    chapters = [p.stem for p in BOOK.glob("[0-9][0-9]-*.ipynb")]
    toc = (BOOK / "_toc.yml").read_text(encoding="utf-8")
    pages = re.findall(r"^\s*(?:root|- file):\s*(\S+)", toc, re.M)
    return sorted({*chapters, *pages})


def read(path):
    with open(path, "rb") as stream:
        return pofile.read_po(stream, abort_invalid=True)


def test_every_page_has_a_catalogue_and_no_catalogue_is_stray():
    have = sorted(p.stem for p in CATALOGUES.glob("*.po"))
    assert have == book_pages(), "run `make locales` after adding or removing a page"


@pytest.mark.parametrize("page", book_pages())
def test_every_message_is_translated_and_keeps_the_maths_code_and_links(page):
    found = i18n.catalogue_problems(CATALOGUES / f"{page}.po")
    assert found == [], f"{len(found)} messages at fault:\n" + "\n".join(found[:20])


@pytest.fixture(scope="module")
def templates(tmp_path_factory):
    """The messages of the English text as it is now (Sphinx's gettext builder)."""
    return i18n.extract(tmp_path_factory.mktemp("i18n"))


@pytest.mark.parametrize("page", book_pages())
def test_the_catalogues_are_in_step_with_the_english_text(templates, page):
    english = {m.id for m in read(templates / f"{page}.pot") if m.id}
    translated = {m.id for m in read(CATALOGUES / f"{page}.po") if m.id}
    new, gone = sorted(english - translated), sorted(translated - english)
    assert not new and not gone, (
        f"{page}: the English text changed ({len(new)} new or changed messages, "
        f"{len(gone)} gone); run `make locales`, then translate what "
        "`python notebooks/_ext/i18n.py check` lists. New: "
        + "; ".join(m[:60] for m in new[:5])
    )


# -- the checker finds each kind of fault ---------------------------------------

GOOD = (
    "若 $n$ 是 $m + 1$ 的倍数，则 `n % (m + 1) == 0`，见"
    "[定理 1.1](01-bash.ipynb#thm-1-1)[^a]。这些局面是必败态。"
)
SOURCE = (
    "If $n$ is a multiple of $m + 1$, then `n % (m + 1) == 0`; see "
    "[Theorem 1.1](01-bash.ipynb#thm-1-1)[^a]. These are the P-positions."
)
FAULTS = {
    "untranslated": ("", "untranslated"),
    "fuzzy": (GOOD, "fuzzy"),
    "maths changed": (GOOD.replace("$m + 1$", "$m - 1$"), "math"),
    "maths dropped": (GOOD.replace("若 $n$ 是", "若 n 是"), "math"),
    "code changed": (GOOD.replace("== 0", "==0"), "code"),
    "link target changed": (GOOD.replace("#thm-1-1", "#thm-1-2"), "links"),
    "footnote dropped": (GOOD.replace("[^a]", ""), "footnotes"),
    "term not used": (GOOD.replace("必败态", "输的局面"), "P-position"),
    "bold that does not render": (None, "less bold"),
    "English inside a formula": (None, "English inside a formula"),
    "stones counted with 枚": (GOOD.replace("这些局面", "取走一枚石子后的局面"), "颗"),
}


def write_catalogue(folder, source, translation, fuzzy=False):
    from babel.messages.catalog import Catalog

    messages = folder / "zh_CN" / "LC_MESSAGES"
    messages.mkdir(parents=True)
    (folder / "zh_CN" / "terms.tsv").write_bytes((LOCALE / "terms.tsv").read_bytes())
    catalogue = Catalog(locale="zh_CN")
    catalogue.add(source, translation, flags=["fuzzy"] if fuzzy else [])
    with open(messages / "page.po", "wb") as stream:
        pofile.write_po(stream, catalogue, width=-1)
    return messages / "page.po"


def test_a_faithful_translation_passes(tmp_path):
    assert i18n.catalogue_problems(write_catalogue(tmp_path, SOURCE, GOOD)) == []


@pytest.mark.parametrize("fault", FAULTS)
def test_the_checker_finds_each_kind_of_fault(tmp_path, fault):
    translation, said = FAULTS[fault]
    source = SOURCE
    if fault == "bold that does not render":
        source = "**Theorem 1.1.** Every pile is cold."
        translation = "**定理 1.1.**每一堆都是冷的。"
    if fault == "English inside a formula":
        source = r"$x \text{ is even}$ or $x = 1$."
        translation = r"$x \text{ is even}$ 或 $x = 1$。"
    path = write_catalogue(tmp_path, source, translation, fuzzy=fault == "fuzzy")
    found = i18n.catalogue_problems(path)
    assert found and said in found[0], found


def test_words_inside_a_formula_are_prose_a_translation_translates(tmp_path):
    source = r"$y \text{ an option of } x$ and $(\text{even}, \text{even})$."
    translation = (
        r"$y \text{ 为 } x \text{ 的后继局面}$，以及 $(\text{偶数}, \text{偶数})$。"
    )
    assert i18n.catalogue_problems(write_catalogue(tmp_path, source, translation)) == []


def test_one_english_paragraph_has_one_translation(tmp_path):
    paths = []
    for name, translation in (("a", "必败态。"), ("b", "输的局面。")):
        paths.append(write_catalogue(tmp_path / name, "The P-positions.", translation))
    found = i18n.repeated_problems(paths)
    assert len(found) == 1 and "2 translations" in found[0], found
    same = write_catalogue(tmp_path / "c", "The P-positions.", "必败态。")
    assert i18n.repeated_problems([paths[0], same]) == []


def test_the_catalogues_translate_each_repeated_paragraph_one_way():
    found = i18n.repeated_problems(sorted(CATALOGUES.glob("*.po")))
    assert not found, "\n".join(found[:10])


def test_edition_pages_keep_a_formula_with_its_punctuation_and_translate_tooltips():
    math = r'<span class="math notranslate nohighlight">\(x\)</span>'
    page = f'<a title="Color mode">¶</a><p>若 {math}，则 {math} 是 {math}。</p>'
    shown = i18n.typeset(page, i18n.THEME_WORDS["zh_CN"])
    assert shown.count('<span class="wm-nowrap">') == 2, shown
    assert f'<span class="wm-nowrap">{math}，</span>' in shown, shown
    assert 'title="颜色模式"' in shown and "Color mode" not in shown, shown


def test_the_catalogue_headers_name_the_project():
    for path in sorted(CATALOGUES.glob("*.po")):
        head = path.read_text(encoding="utf-8").split("\nmsgid", 2)[:2]
        head = "".join(head)
        for placeholder in ("Project name not set", "FIRST AUTHOR", "SOME DESCRIPTIVE"):
            assert placeholder not in head, f"{path.name}: header says {placeholder!r}"


def test_the_glossary_leads_with_the_chinese_names():
    """A Chinese reader looks a term up by its Chinese name: each headword of
    the edition's glossary is 中文名、别名（English）, with the English kept."""
    for message in read(CATALOGUES / "glossary.po"):
        english = re.fullmatch(
            r"([^()\n]+?) \(([^()\n]*[\u4e00-\u9fff][^()\n]*)\)", message.id
        )
        if not english:
            continue
        assert re.match(r"[^（]*[\u4e00-\u9fff]", message.string), message.string
        assert message.string.endswith(f"（{english.group(1)}）"), message.string
        assert "," not in message.string.split("（")[0], message.string


# -- the term table and the English source --------------------------------------


def glossary_terms():
    """The English names of the glossary's terms (the lines before their Chinese)."""
    text = (BOOK / "glossary.md").read_text(encoding="utf-8")
    return re.findall(r"^(\S[^\n(]*?) \([^\n]*[\u4e00-\u9fff][^\n]*\)\s*$", text, re.M)


def test_the_term_table_names_every_term_of_the_glossary():
    table = (LOCALE / "terms.tsv").read_text(encoding="utf-8").splitlines()
    rows = {line.split("\t")[0] for line in table if not line.startswith("#")}
    terms = glossary_terms()
    assert len(terms) > 100
    missing = [term for term in terms if term not in rows]
    assert missing == [], f"add these glossary terms to terms.tsv: {missing}"


def markdown_sources():
    """(name, text) of every markdown cell of the chapters and every .md page."""
    import nbformat

    for path in sorted(BOOK.glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        for i, cell in enumerate(notebook.cells):
            if cell.cell_type == "markdown":
                yield f"{path.name} cell {i + 1}", cell.source
    for path in sorted(BOOK.glob("*.md")):
        yield path.name, path.read_text(encoding="utf-8")


def test_no_paragraph_of_the_english_is_cut_by_a_line_that_starts_a_block():
    """A wrapped line that starts with "1. " or ">" ends the paragraph before it.

    Markdown then shows a numbered list or a quotation in the middle of a
    sentence, and the translators get half a sentence per message (it
    happened in chapter 5 and in the glossary). An intended list after a
    paragraph line has its own blank line before it.
    """
    from markdown_it import MarkdownIt
    from mdit_py_plugins.dollarmath import dollarmath_plugin

    parser = MarkdownIt("commonmark").use(dollarmath_plugin)
    found = []
    for name, text in markdown_sources():
        paragraph_end = None  # the line after the last paragraph, if it just closed
        for token in parser.parse(text):
            if token.type == "paragraph_open":
                paragraph_end = token.map[1] if token.map else None
                continue
            if (
                token.type in {"ordered_list_open", "blockquote_open"}
                and token.map
                and token.map[0] == paragraph_end
            ):
                found.append(f"{name}: {text.splitlines()[token.map[0]][:70]!r}")
            if token.type != "paragraph_close" and not token.type.startswith("inline"):
                paragraph_end = None
    assert found == [], "\n".join(found)


def test_the_readers_readme_has_a_chinese_version():
    chinese = (BOOK.parent / "README.zh.md").read_text(encoding="utf-8")
    english = (BOOK.parent / "README.md").read_text(encoding="utf-8")
    assert "README.zh.md" in english and "README.md" in chinese
    # the commands a reader types are the same in both
    for command in ("make", "make test", "make lab", "make student"):
        if f"`{command}`" in english.split("## The library")[0]:
            assert f"`{command}`" in chinese, command
    assert Path(BOOK.parent / "README.zh.md").stat().st_size > 4000


# -- the saved widgets of the executed notebooks, in an order of their own ------


def random_widget_notebook(rng):
    """A notebook with saved widgets under fresh random ids, in a random order:
    a box with two buttons whose layouts are alike, and a closed slider."""
    import json

    ids = {name: f"{rng.getrandbits(128):032x}" for name in
           ("box", "a", "b", "la", "lb", "lbox", "slider", "lslider")}  # fmt: skip

    def ref(name):
        return "IPY_MODEL_" + ids[name]

    def model(kind, **state):
        return {"model_name": kind, "state": state}

    models = {
        ids["box"]: model("VBox", children=[ref("a"), ref("b")], layout=ref("lbox")),
        ids["a"]: model("Button", description="left", layout=ref("la")),
        ids["b"]: model("Button", description="right", layout=ref("lb")),
        ids["la"]: model("Layout", width="auto"),
        ids["lb"]: model("Layout", width="auto"),
        ids["lbox"]: model("Layout", width=None),
        ids["slider"]: model("IntSlider", value=3, layout=ref("lslider")),
        ids["lslider"]: model("Layout", width="auto"),
    }
    order = list(models)
    rng.shuffle(order)
    view = {"model_id": ids["box"], "version_major": 2, "version_minor": 0}
    notebook = {
        "cells": [{"cell_type": "code", "outputs": [
            {"output_type": "display_data", "data": {i18n.WIDGET_VIEW: view}}]}],
        "metadata": {"widgets": {i18n.WIDGET_STATE: {
            "state": {k: models[k] for k in order}}}},
    }  # fmt: skip
    return json.dumps(notebook)


def test_two_executions_give_the_same_page_of_saved_widgets():
    """The notebook file sorts the models by their random ids; in canonical
    order and renumbered (as a page is), two executions give one page."""
    import json
    import random

    from winning_moves_site import renumber_widget_ids

    def page(text):
        notebook = json.loads(i18n.in_canonical_order(text))
        state = notebook["metadata"]["widgets"][i18n.WIDGET_STATE]
        view = notebook["cells"][0]["outputs"][0]["data"][i18n.WIDGET_VIEW]
        return renumber_widget_ids(
            f'<script type="{i18n.WIDGET_STATE}">{json.dumps(state)}</script>'
            f'<script type="{i18n.WIDGET_VIEW}">{json.dumps(view)}</script>'
        )

    rng = random.Random(7)
    pages = {page(random_widget_notebook(rng)) for _ in range(30)}
    assert len(pages) == 1
    assert '"description": "left"' in pages.pop()
