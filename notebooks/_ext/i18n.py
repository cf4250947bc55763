"""The Chinese edition: one source (the English notebooks), two sites.

    python notebooks/_ext/i18n.py update      # `make locales`
    python notebooks/_ext/i18n.py build OUT   # part of `make book`

The Chinese text lives in gettext catalogues, ``notebooks/locales/zh_CN/
LC_MESSAGES/<page>.po``, one per page, whose messages are the paragraphs,
headings, list items and table cells of the English markdown (Sphinx's own
translation machinery, as large documentation projects use it). Code cells,
their outputs and the explorers are not translated: the Chinese pages are
built from the notebooks the English build executed (``jupyter_execute/``),
with execution off, so both sites show the same outputs.

``update`` extracts the messages of the current English text (Sphinx's
gettext builder, execution off) and merges them into the catalogues with
sphinx-intl: a new paragraph arrives untranslated, a changed one arrives
"fuzzy" with its old translation as a draft, and tests/test_i18n.py fails
until every one is translated again. ``build`` writes the Chinese site into
``zh/`` of the English one, sharing its JavaScript (``_vendor/``) and its
live notebooks (``live/``).
"""

import argparse
import filecmp
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import yaml

__all__ = [
    "LANGUAGES",
    "book_environment",
    "build",
    "catalogue_problems",
    "copy_book",
    "extract",
    "jupyter_book_command",
    "markup",
    "update",
]

BOOK = Path(__file__).resolve().parents[1]
ROOT = BOOK.parent
LOCALES = BOOK / "locales"
# The edition in zh/ of the site; the site's own language is English.
LANGUAGES = {"zh_CN": "zh"}
IGNORE = shutil.ignore_patterns(".ipynb_checkpoints", "__pycache__", "locales")


def copy_book(dest, *, executed=None, execute=False, sphinx_config=None, book=BOOK):
    """A copy of the book's source folder in `dest`, for a build of another kind.

    `executed` is a folder of executed notebooks (an English build's
    ``jupyter_execute``) that replace the source ones; `execute` False turns
    execution off; `sphinx_config` is merged into ``sphinx: config:``.
    """
    dest = Path(dest)
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(book, dest, ignore=IGNORE)
    if executed is not None:
        for notebook in sorted(dest.glob("*.ipynb")):
            text = (Path(executed) / notebook.name).read_text(encoding="utf-8")
            notebook.write_text(in_canonical_order(text), encoding="utf-8")
    config_path = dest / "_config.yml"
    config = yaml.safe_load(config_path.read_text(encoding="utf-8"))
    if not execute:
        config["execute"]["execute_notebooks"] = "off"
    config["sphinx"]["config"].update(sphinx_config or {})
    # the order of the keys matters (require.js before the widget manager)
    text = yaml.safe_dump(config, allow_unicode=True, sort_keys=False)
    config_path.write_text(text, encoding="utf-8")
    # the pages refer to ../figures, beside the book's folder
    figures = dest.parent / "figures"
    if not figures.exists():
        figures.symlink_to(book.parent / "figures", target_is_directory=True)
    return dest


WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
MODEL_REFERENCE = re.compile(r"IPY_MODEL_([0-9a-f]{32})")


def in_canonical_order(text):
    """An executed notebook (JSON text) with its saved widgets in a fixed order.

    A notebook file keeps its widget models sorted by their ids, which are
    random in every execution; the page numbers the models in the order of
    the saved state (winning_moves_site.renumber_widget_ids), so two builds
    would give two pages. Here the models come in the order the page shows
    them: each displayed widget, then the models it refers to, depth first;
    the order depends only on what the widgets are.
    """
    import json

    notebook = json.loads(text)
    saved = notebook.get("metadata", {}).get("widgets", {}).get(WIDGET_STATE)
    if not saved or not saved.get("state"):
        return text
    models = saved["state"]
    order = {}

    def visit(model_id):
        if model_id in order or model_id not in models:
            return
        order[model_id] = None
        body = json.dumps(models[model_id], sort_keys=True)
        for reference in MODEL_REFERENCE.findall(body):
            visit(reference)

    for cell in notebook.get("cells", []):
        for output in cell.get("outputs", []):
            view = output.get("data", {}).get(WIDGET_VIEW)
            if view:
                visit(view.get("model_id"))

    shapes = {}

    def shape(model_id, seen=()):
        """A hash of the model and, in place of each reference, its model's."""
        if model_id not in shapes:
            if model_id in seen or model_id not in models:
                return "?"
            body = json.dumps(models[model_id], sort_keys=True)
            inner = (*seen, model_id)
            body = MODEL_REFERENCE.sub(lambda m: shape(m.group(1), inner), body)
            shapes[model_id] = hashlib.sha256(body.encode()).hexdigest()
        return shapes[model_id]

    # models no displayed widget leads to (closed ones): from those that no
    # model refers to, by what they are; then any left (in a cycle)
    referred = {
        reference
        for model in models.values()
        for reference in MODEL_REFERENCE.findall(json.dumps(model))
    }
    for model_id in sorted(set(models) - set(order) - referred, key=shape):
        visit(model_id)
    for model_id in sorted(set(models) - set(order), key=shape):
        visit(model_id)
    saved["state"] = {model_id: models[model_id] for model_id in order}
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def jupyter_book_command(source, out, *extra):
    """The `jupyter-book build` of every build of the site (build_site.py too):
    from scratch, every Sphinx warning an error (nitpicky, all listed)."""
    return [
        str(Path(sys.executable).with_name("jupyter-book")),
        "build",
        str(source),
        "--path-output",
        str(out),
        "--all",
        "-W",
        "-n",
        "--keep-going",
        *extra,
    ]


def book_environment():
    """The environment of a book build: fixed hash seed (reproducible pages)."""
    return dict(os.environ, PYTHONHASHSEED="0", PYDEVD_DISABLE_FILE_VALIDATION="1")


def _jupyter_book(source, out, *extra, quiet=False, node_modules=None):
    command = jupyter_book_command(source, out, *extra)
    env = book_environment()
    env["WM_NODE_MODULES"] = str(
        Path(node_modules or ROOT / "build" / "npm" / "node_modules").resolve()
    )
    env["WM_EDITIONS"] = ""
    process = subprocess.run(
        command, cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    log = process.stdout + process.stderr
    if not quiet:
        sys.stdout.write(log)
    return process.returncode, log


def extract(work=ROOT / "build" / "i18n"):
    """The message templates (``.pot``) of the English text, in `work`/gettext."""
    work = Path(work)
    source = copy_book(
        work / "src",
        sphinx_config={"gettext_location": False, "project": "Winning Moves"},
    )
    code, log = _jupyter_book(
        source,
        work / "out",
        "--builder",
        "custom",
        "--custom-builder",
        "gettext",
        quiet=True,
    )
    if code != 0:
        sys.stderr.write(log)
        raise SystemExit("the messages could not be extracted (see the log above)")
    return work / "out" / "_build" / "gettext"


def update(work=ROOT / "build" / "i18n"):
    """Merge the current English messages into every language's catalogues."""
    pot = extract(work)
    for language in LANGUAGES:
        subprocess.run(
            [
                str(Path(sys.executable).with_name("sphinx-intl")),
                "update",
                "--pot-dir",
                str(pot),
                "--locale-dir",
                str(LOCALES),
                "--language",
                language,
                "--line-width",
                "-1",
            ],
            check=True,
        )


def build(
    html,
    executed,
    work=ROOT / "build" / "i18n",
    book=BOOK,
    node_modules=None,
    quiet=False,
):
    """Build each language's site into `html`/<folder>, from executed notebooks.

    Returns (exit code, log text) of the first build that failed, or (0, logs).
    """
    html = Path(html)
    logs = []
    english = yaml.safe_load((Path(book) / "_config.yml").read_text(encoding="utf-8"))
    english = english["sphinx"]["config"]
    locales = Path(work) / "locales"
    shutil.rmtree(locales, ignore_errors=True)
    shutil.copytree(
        Path(book) / "locales", locales, ignore=shutil.ignore_patterns("*.mo")
    )
    for language, folder in LANGUAGES.items():
        words = search_words(Path(book) / "locales" / language, Path(work) / folder)
        source = copy_book(
            Path(work) / f"src-{folder}",
            executed=executed,
            book=Path(book),
            sphinx_config={
                "language": language,
                # a copy: Sphinx compiles the catalogues (.mo) beside them
                "locale_dirs": [str(locales.resolve())],
                "gettext_compact": True,
                "wm_edition": folder,
                # the search cuts Chinese text into words with jieba; the book's
                # terms are words of their own (必败态, not 必败 + 态)
                "html_search_options": {"dict": str(words)},
                # the JavaScript of the English site, one folder up
                "mathjax_path": "../" + english["mathjax_path"],
                "nb_ipywidgets_js": {
                    "../" + path: attributes
                    for path, attributes in english["nb_ipywidgets_js"].items()
                },
            },
        )
        out = Path(work) / f"out-{folder}"
        shutil.rmtree(out, ignore_errors=True)
        code, log = _jupyter_book(
            source, out, "--builder", "html", quiet=quiet, node_modules=node_modules
        )
        logs.append(log)
        if code != 0:
            return code, log
        target = html / folder
        shutil.rmtree(target, ignore_errors=True)
        # .buildinfo is for Sphinx's incremental builds of out/, and names
        # this build's folders: not part of the site
        ignore = shutil.ignore_patterns(".buildinfo")
        shutil.copytree(out / "_build" / "html", target, ignore=ignore)
        share_with_english(html, folder)
        for page in sorted(target.rglob("*.html")):
            text = page.read_text(encoding="utf-8")
            text = typeset(text, THEME_WORDS.get(language, {}))
            if page.name == "glossary.html" and language.startswith("zh"):
                text = in_pinyin_order(text)
            page.write_text(text, "utf-8")
    return 0, "".join(logs)


def search_words(language_dir, work):
    """A jieba dictionary of the term table's names, for the edition's search.

    Without it jieba cuts 必败态 into 必败 and 态, and a reader searching for
    the term finds nothing (the search looks a query's words up whole).
    """
    words = set()
    for line in (Path(language_dir) / "terms.tsv").read_text("utf-8").splitlines():
        if line.startswith("#"):
            continue
        for column in line.split("\t")[1:]:
            words.update(re.findall(r"[\u4e00-\u9fff]{2,}", column))
    path = Path(work) / "search-words.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(f"{w} 100000 n\n" for w in sorted(words)), "utf-8")
    return path.resolve()


# Tooltips of Sphinx and the theme that their own catalogues leave in English
# (or in another variant of the language)
THEME_WORDS = {
    "zh_CN": {
        "Link to this heading": "链接到此标题",
        "System Settings": "跟随系统设置",
        "Color mode": "颜色模式",
        "Toggle primary sidebar": "显示或隐藏目录",
        "Toggle secondary sidebar": "显示或隐藏本页目录",
        "列印成 PDF": "打印为 PDF",
        "Link to this term": "链接到此术语",
    }
}
# An inline formula and the Chinese punctuation after it
FORMULA_AND_MARK = re.compile(
    r'(<span class="math notranslate nohighlight">\\\(.*?\\\)</span>)'
    r"([，。、；：！？）”’」』])"
)


def typeset(page, words):
    """An edition's page with the theme's tooltips in its language, and each
    inline formula kept on one line with the punctuation after it (a line of
    Chinese never starts with ，or 。).
    """
    for english, translated in words.items():
        page = page.replace(f'title="{english}"', f'title="{translated}"')
        page = page.replace(f'aria-label="{english}"', f'aria-label="{translated}"')
        page = page.replace(f">{english}<", f">{translated}<")
    return FORMULA_AND_MARK.sub(r'<span class="wm-nowrap">\1\2</span>', page)


GLOSSARY = re.compile(r'(<dl class="simple glossary">\n?)(.*?)(</dl>)', re.S)
GLOSSARY_ENTRY = re.compile(r"<dt\b.*?</dd>\s*", re.S)


def in_pinyin_order(page):
    """The glossary's entries ordered by the pinyin of their Chinese headword
    (中文名、别名（English）), as a Chinese reader looks a term up.

    >>> page = in_pinyin_order('<dl class="simple glossary"><dt>尼姆和</dt><dd>a</dd>'
    ...     '<dt>巴什博弈</dt><dd>b</dd><dt>Anti-SG 游戏</dt><dd>c</dd></dl>')
    >>> re.findall("<dt>(.*?)</dt>", page)
    ['Anti-SG 游戏', '巴什博弈', '尼姆和']
    """
    from pypinyin import lazy_pinyin

    def key(entry):
        headword = re.sub(r"<[^>]+>", "", entry.split("</dt>")[0])
        return " ".join(lazy_pinyin(headword)).casefold()

    def ordered(match):
        entries = GLOSSARY_ENTRY.findall(match.group(2))
        return match.group(1) + "".join(sorted(entries, key=key)) + match.group(3)

    return GLOSSARY.sub(ordered, page, count=1)


SHARED = ("_images", "_sources", "_static")
REFERENCE = re.compile(r'((?:src|href)=")((?:_images|_sources|_static)/[^"?#]+)')


def share_with_english(html, folder):
    """Serve the edition's pictures, downloads and theme files from the English site.

    Every file of ``_images``, ``_sources`` and ``_static`` in the edition
    that is byte for byte the English site's is removed, and the edition's
    pages name the English one (``../_static/...``): the outputs are the
    same pictures, so the edition adds only its pages. The notebooks offered
    for download (``_sources``) are the English site's: the edition's copies
    are the same notebooks, executed by the same build. Returns the number
    of files shared.
    """
    html = Path(html)
    edition = html / folder
    shared = set()
    for part in SHARED:
        for path in sorted((edition / part).rglob("*")):
            twin = html / path.relative_to(edition)
            if not (path.is_file() and twin.is_file()):
                continue
            # the sources offered for download are the English notebooks anyway
            if part == "_sources" or filecmp.cmp(path, twin, shallow=False):
                path.unlink()
                shared.add(path.relative_to(edition).as_posix())

    def point(match):
        path = match.group(2)
        return match.group(1) + ("../" + path if path in shared else path)

    for page in sorted(edition.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        fixed = REFERENCE.sub(point, text)
        if fixed != text:
            page.write_text(fixed, encoding="utf-8")
    for folder_path in sorted(edition.rglob("*"), reverse=True):
        if folder_path.is_dir() and not any(folder_path.iterdir()):
            folder_path.rmdir()
    return len(shared)


# What a translation must keep exactly as the source has it: the mathematics
# ($...$ and $$...$$), the code spans (also the targets of roles such as
# {chapter}`4`), the link targets and the footnote references.
MATH = re.compile(r"(?<!\\)\$\$.+?(?<!\\)\$\$|(?<!\\)\$[^$]+?(?<!\\)\$", re.S)
CODE = re.compile(r"(`+)(.+?)\1", re.S)
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)|<((?:https?|mailto):[^>]+)>")
FOOTNOTE = re.compile(r"\[\^([^\]]+)\]")


TEXT_IN_MATH = re.compile(r"\\text\{([^{}]*)\}")
# English words a translation may keep inside \text{}: names and notation
# (on, off and dud are the names of games, chapter 14)
KEPT_IN_TEXT = {"mex", "mod", "sg", "nim", "xor", "max", "min", "on", "off", "dud"}
# Chinese counts stones with 颗 (or 个), never 枚 (the counter of coins)
WRONG_COUNTERS = re.compile(r"枚(?=石子|石头|小石子)")


def _math_shape(formula):
    """A formula without its \\text{...} words and spaces: what a translation
    keeps (the words are prose, translated and reordered as Chinese needs).

    >>> english = _math_shape(r"$y \\text{ an option of } x$")
    >>> english == _math_shape(r"$y \\text{ 为 } x \\text{ 的后继局面}$")
    True
    """
    return re.sub(r"\s+", "", TEXT_IN_MATH.sub("", formula))


def markup(text):
    """The parts of a message that its translation keeps unchanged, sorted.

    >>> markup("If $a > 0$ then `f(a)`, see [Theorem 1](01-bash.ipynb#t).")
    ... # doctest: +NORMALIZE_WHITESPACE
    {'math': ['$a>0$'], 'code': ['f(a)'], 'links': ['01-bash.ipynb#t'],
     'footnotes': []}
    """
    code = [m.group(2).strip() for m in CODE.finditer(text)]
    bare = CODE.sub(" ", text)  # a $ inside code is not mathematics
    return {
        "math": sorted(_math_shape(m) for m in MATH.findall(bare)),
        "code": sorted(code),
        "links": sorted(a or b for a, b in LINK.findall(bare)),
        "footnotes": sorted(FOOTNOTE.findall(bare)),
    }


def terms(language_dir):
    """The checked terms of a language: [(English pattern, English, forms)].

    ``terms.tsv`` of the language names the Chinese term for every English
    one; where its ``checked`` column lists forms, a translation of a
    message with the English term must use one of them (spaces ignored).
    """
    table = Path(language_dir) / "terms.tsv"
    checked = []
    for line in table.read_text(encoding="utf-8").splitlines()[1:]:
        if line.startswith("#") or not line.strip():
            continue
        english, _chinese, forms = [*line.split("\t"), "", ""][:3]
        if english == "english" or not forms.strip():
            continue
        pattern = re.compile(
            r"(?<![\w-])" + re.escape(english) + r"(?:s|es)?(?![\w-])", re.I
        )
        checked.append((pattern, english, forms.split("|")))
    return checked


def _squeeze(text):
    return re.sub(r"\s+", "", text).casefold()


def _inline_markup(text):
    """How many bold, italic, link and math pieces Markdown sees in `text`.

    A translation can keep every ``**`` and still lose the bold: CommonMark
    closes ``**`` after a full stop only before a space or punctuation, so
    ``**定理 1.1.**正文`` shows its asterisks. Counting what the parser
    finds, in the source and in the translation, catches that.
    """
    from markdown_it import MarkdownIt
    from mdit_py_plugins.dollarmath import dollarmath_plugin

    global _PARSER
    if _PARSER is None:
        _PARSER = MarkdownIt("commonmark").use(dollarmath_plugin)
    counts = {}
    for token in _PARSER.parse(text):
        for child in token.children or []:
            if child.type in {"strong_open", "em_open", "link_open", "math_inline"}:
                counts[child.type] = counts.get(child.type, 0) + 1
    return counts


_PARSER = None


def catalogue_problems(path):
    """What is wrong with one catalogue: one line per message at fault.

    A message is at fault when it is untranslated (empty), fuzzy (its
    English changed since it was translated), or when its translation's
    mathematics, code spans, link targets or footnotes differ from the
    source's.
    """
    from babel.messages import pofile

    with open(path, "rb") as stream:
        catalogue = pofile.read_po(stream, abort_invalid=True)
    found = []
    checked = terms(Path(path).resolve().parents[1])
    for message in catalogue:
        if not message.id:
            continue
        where = f"{Path(path).name}:{message.lineno}"
        head = message.id[:60].replace("\n", " ")
        if not message.string:
            found.append(f"{where}: untranslated: {head!r}")
        elif message.fuzzy:
            found.append(f"{where}: fuzzy (the English changed): {head!r}")
        else:
            source, target = markup(message.id), markup(message.string)
            for kind in source:
                if source[kind] != target[kind]:
                    lost = sorted(set(source[kind]) - set(target[kind]))
                    added = sorted(set(target[kind]) - set(source[kind]))
                    found.append(
                        f"{where}: the {kind} differ from the source's "
                        f"(missing {lost}, added {added}, or a different count): "
                        f"{head!r}"
                    )
            shown, meant = _inline_markup(message.string), _inline_markup(message.id)
            if any(shown.get(kind, 0) < count for kind, count in meant.items()):
                found.append(
                    f"{where}: Markdown finds less bold, italics, links or maths in "
                    f"the translation ({shown}) than in the source ({meant}); a ** "
                    f"or * next to Chinese punctuation may need a space: {head!r}"
                )
            found += _wording_problems(message, where, head)
            prose = CODE.sub(" ", MATH.sub(" ", message.id))
            text = _squeeze(message.string)
            for pattern, english, forms in checked:
                if pattern.search(prose) and not any(
                    _squeeze(f) in text for f in [*forms, english]
                ):
                    found.append(
                        f"{where}: '{english}' is translated without the term table's "
                        f"name ({' or '.join(forms)}): {head!r}"
                    )
    return found


def _wording_problems(message, where, head):
    """English words left inside formulas, and the wrong counter for stones."""
    found = []
    for words in TEXT_IN_MATH.findall(message.string):
        english = [
            w
            for w in re.findall(r"[A-Za-z]{2,}", words)
            if w.lower() not in KEPT_IN_TEXT
        ]
        if english:
            found.append(
                f"{where}: English inside a formula's \\text{{{words}}} "
                f"(translate the words, keep the mathematics): {head!r}"
            )
    if WRONG_COUNTERS.search(message.string):
        found.append(f"{where}: stones are counted with 颗, not 枚: {head!r}")
    return found


def repeated_problems(paths):
    """One translation for one English paragraph, across every catalogue.

    Returns a line for each English message translated in more than one way
    (a translation memory: the first catalogue's wording is the one to use).
    """
    from babel.messages import pofile

    seen = {}
    for path in paths:
        with open(path, "rb") as stream:
            catalogue = pofile.read_po(stream, abort_invalid=True)
        for message in catalogue:
            if message.id and message.string and not message.fuzzy:
                where = f"{Path(path).name}:{message.lineno}"
                seen.setdefault(message.id, {}).setdefault(message.string, where)
    found = []
    for english, translations in seen.items():
        if len(translations) > 1:
            places = ", ".join(translations.values())
            found.append(
                f"{places}: one English paragraph, {len(translations)} translations "
                f"(use one): {english[:60]!r}"
            )
    return found


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="merge the English messages into the catalogues")
    build_parser = commands.add_parser("build", help="build the other editions")
    build_parser.add_argument("html", help="the English site (…/_build/html)")
    build_parser.add_argument("executed", help="its executed notebooks")
    check_parser = commands.add_parser("check", help="list the messages at fault")
    check_parser.add_argument("po", nargs="*", help="catalogues (default: all)")
    args = parser.parse_args(argv)
    if args.command == "update":
        update()
        return 0
    if args.command == "check":
        paths = args.po or sorted(LOCALES.glob("*/LC_MESSAGES/*.po"))
        found = [line for path in paths for line in catalogue_problems(path)]
        found += repeated_problems(paths)
        print("\n".join(found) or "every message is translated and consistent")
        return 1 if found else 0
    code, _ = build(args.html, args.executed)
    return code


if __name__ == "__main__":
    sys.exit(main())
