"""Sphinx extension for the Winning Moves course site (loaded by _config.yml).

It adds what Jupyter Book 1.x does not do by itself:

- chapter numbers: the page ``NN-name`` gets the title ``"N. <its H1>"``
  (chapters start at 0, as the theorem numbers in the text do);
- exercise solutions (cells tagged ``solution``) start hidden behind a
  "Show solution" toggle;
- a notebook cell that raised while the book was executed fails the build
  with the chapter and the cell named;
- the roles and directives of the landing page and the glossary:
  ``{chapter}`4``` links to chapter 4 (or names it as in preparation while
  its notebook does not exist yet) and ``{chapter-list}`` lists the chapters;
- the JavaScript that the pages need at view time (MathJax 3, require.js and
  the widget HTML manager, installed by npm into ``build/npm``) is copied,
  pruned to the files used, into ``_vendor/`` of the site, outside
  ``_static/`` so that it is not loaded by every page;
- widget model ids, which are random in every execution, are renumbered in
  order of appearance, so that two builds give the same pages;
- every chapter page starts with a link to its live copy (JupyterLite in
  ``live/``, built by lite.py after the pages), where the reader runs it;
- a link to a label of another page, ``[text](15-problem-set.ipynb#problem-x)``
  for ``(problem-x)=`` there, resolves as MyST resolves a heading anchor (the
  same link opens the notebook in JupyterLab);
- every explorer cell gets a "Run live" link whose ``data-code`` holds the
  code that runs it (lite.page_code); ``run_live.js`` (in ``_static/``)
  runs it in the page's one Python (Pyodide in a Web Worker,
  ``live_worker.mjs`` and ``live_kernel.py``) and puts the live explorer in
  place of the saved one. Without JavaScript the link opens JupyterLite's
  REPL with the same code (lite.live_code);
- the editions: the Chinese edition (built by i18n.py into ``zh/`` with
  ``wm_edition = "zh"``) gets the site's own words in Chinese and shares
  ``_vendor/`` and ``live/`` with the English site; every page of each
  edition links to the same page in the other.
"""

import functools
import html
import json
import os
import re
import shutil
from pathlib import Path
from urllib.parse import urlencode

import lite
import nbformat
from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx import addnodes
from sphinx.errors import ConfigError
from sphinx.transforms import SphinxTransform
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging

__all__ = [
    "VENDOR_FILES",
    "chapter_number",
    "renumber_widget_ids",
    "run_live_url",
    "setup",
]

logger = logging.getLogger(__name__)

CHAPTER = re.compile(r"^(\d\d)-[a-z0-9-]+$")

# The site's own words (not the pages' text, which is in the catalogues of
# notebooks/locales) in each edition other than English; run_live.js gets its
# table as window.wmLiveText. English is the key.
UI_TEXT = {
    "zh": {
        "chapter {n}": "第 {n} 章",
        "chapter {n} (in preparation)": "第 {n} 章（编写中）",
        "Show solution": "显示解答",
        "Hide solution": "隐藏解答",
        "live-link": (
            '<p class="wm-live-link"><a class="wm-live" href="{live}/notebooks/'
            'index.html?path={docname}.ipynb">&#9654; 在线运行本章</a>：这一页变成'
            "笔记本，在你的浏览器里运行：任何代码单元都可以修改并运行（Python 在页面中"
            "运行，无需安装；第一次启动需要一些时间）。"
            "用 matplotlib 画图的单元需要 JupyterLab（<code>make lab</code>）。</p>"
        ),
        "edition-note": (
            '<p class="wm-edition-note">中文版说明：代码单元、它们的输出、'
            "探索器的控件和 "
            "<code>check()</code> 的提示保持英文；"
            "“作为笔记本打开”打开的是英文版笔记本。"
            "</p>"
        ),
        "run-live": (
            '<p class="wm-run-live"><a class="wm-run-live" href="{href}" '
            'data-code="{code}" target="_blank" rel="noopener">&#9654; 在线运行</a> '
            '<span class="wm-run-live-note">在页面中运行这个探索器'
            "（Python 在你的浏览器里启动，整页只启动一次）</span></p>"
        ),
        "language": "English",
        # run_live.js
        "downloading Python": "下载 Python",
        "starting Python": "启动 Python",
        "loading gamelib": "加载 gamelib",
        "running the cells": "运行单元",
        "step {n} of 4: {stage} ... {s} s": "第 {n}/4 步：{stage} …… {s} 秒",
        "{stage} ... {s} s": "{stage} …… {s} 秒",
        "back to the saved view": "回到保存的视图",
        "live: this explorer runs in your browser (ready in {s} s)": (
            "在线：这个探索器正在你的浏览器里运行（{s} 秒就绪）"
        ),
        "could not run live: {reason}": "无法在线运行：{reason}",
        "saved view: press Run live to use the controls": (
            "保存的视图：按“在线运行”即可使用控件"
        ),
        "saved view \u2014 press \u25b6 Run live to use the controls": (
            "保存的视图——按 \u25b6 在线运行 即可使用控件"
        ),
        "the saved view: press \u25b6 Run live to use the controls": (
            "保存的视图：按 \u25b6 在线运行 即可使用控件"
        ),
        "loading {name}": "加载 {name}",
        "(from the browser's cache)": "（来自浏览器缓存）",
        "Stop": "停止",
        "Run": "运行",
        "Run All": "全部运行",
        "code cell {n}": "代码单元 {n}",
        "you pressed Stop": "你按了“停止”",
        "it did not return within {s} s": "它在 {s} 秒内没有返回",
        "a guess given to check() did not return within {s} s (its limit is {cpu} s "
        "of CPU; stuck in one call of C code?)": (
            "交给 check() 的猜想在 {s} 秒内没有返回（它的上限是 {cpu} 秒 CPU 时间；"
            "卡在一次 C 代码调用里了？）"
        ),
        "stopped: {reason}; the page's Python starts again": (
            "已停止：{reason}；页面的 Python 重新启动"
        ),
        "stopped: {reason}": "已停止：{reason}",
        "Stopped: {reason}. The page's Python was ended and starts again; the {n} "
        "runs before this one run again.": (
            "已停止：{reason}。页面的 Python 已被结束并重新启动；"
            "之前的 {n} 次运行会重新运行。"
        ),
        "open as a notebook (JupyterLite: save your changes)": (
            "作为笔记本打开（JupyterLite：可以保存你的修改）"
        ),
        "running cell {i} of {n} ...": "正在运行第 {i}/{n} 个单元 ……",
        "the page's Python is back; running again what the page had run: ": (
            "页面的 Python 已恢复；正在重新运行页面之前运行过的代码："
        ),
        "Run All: {n} cells ran in {s} s": "全部运行：{n} 个单元用时 {s} 秒",
        "Run All stopped at cell {i}: it raised an error or was stopped": (
            "全部运行在第 {i} 个单元停下：它出错了或被停止了"
        ),
        "live: edit a cell and press Run (Shift+Enter), or Run All": (
            "在线：编辑一个单元后按“运行”（Shift+Enter），或按“全部运行”"
        ),
    }
}
# The edition in each folder: (folder, language code, name in its language).
EDITIONS = {"": ("en", "English"), "zh": ("zh-CN", "中文")}


def ui(config, english, **values):
    """The site's word `english` in the edition being built, filled with `values`.

    >>> class Config: wm_edition = "zh"
    >>> ui(Config, "chapter {n}", n=4), ui(None, "chapter {n}", n=4)
    ('第 4 章', 'chapter 4')
    """
    edition = getattr(config, "wm_edition", "") or ""
    return UI_TEXT.get(edition, {}).get(english, english).format(**values)


def template(config, key, english):
    """The edition's HTML for `key`, or the English `english`."""
    return UI_TEXT.get(getattr(config, "wm_edition", ""), {}).get(key, english)


def live_dir(config):
    """The live notebooks' folder, relative to a page of the edition built."""
    return ("../" if getattr(config, "wm_edition", "") else "") + lite.LIVE_DIR


# What the site serves from npm, as paths inside node_modules: everything
# else in the packages (other MathJax builds, the speech engine, source maps,
# fonts for old browsers) is left out. Each entry is a file or a folder.
VENDOR_FILES = (
    "mathjax/LICENSE",
    # one file with the TeX input and all its extensions: no autoload requests
    "mathjax/es5/tex-chtml-full.js",
    "mathjax/es5/output/chtml/fonts/woff-v2",
    "requirejs/require.js",
    "@jupyter-widgets/html-manager/dist/embed-amd.js",
    "@jupyter-widgets/html-manager/dist/embed.js.LICENSE.txt",
    # Font Awesome for widget icons: woff2 and woff are what browsers load
    "@jupyter-widgets/html-manager/dist/*.woff2",
    "@jupyter-widgets/html-manager/dist/*.woff",
)
VENDOR_DIR = "_vendor"
HTML_MANAGER_DIST = "@jupyter-widgets/html-manager/dist"

WIDGET_SCRIPT = re.compile(
    r'(<script type="application/vnd\.jupyter\.widget-(?:state|view)\+json">)'
    r"(.*?)(</script>)",
    re.S,
)
MODEL_ID = re.compile(r"(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])")  # also in IPY_MODEL_...


def chapter_number(docname):
    """The chapter number of a page name such as ``"03-sprague-grundy"``, or None.

    >>> chapter_number("03-sprague-grundy"), chapter_number("glossary")
    (3, None)
    """
    match = CHAPTER.match(docname)
    return int(match.group(1)) if match else None


def renumber_widget_ids(html):
    """Replace the random widget model ids of a page by 1, 2, 3, ... in hex.

    Model ids appear only inside the widget state and widget view scripts;
    they are renumbered in order of first appearance, which follows the
    order in which the notebook created the widgets.

    >>> page = (
    ...     '<script type="application/vnd.jupyter.widget-state+json">'
    ...     '{"' + "a" * 32 + '": {"b": "IPY_MODEL_' + "f" * 32 + '"}}</script>'
    ... )
    >>> renumber_widget_ids(page).count("0" * 31 + "1"), "f" * 32 in page
    (1, True)
    """
    numbers = {}

    def number(match):
        model_id = match.group(0)
        if model_id not in numbers:
            numbers[model_id] = f"{len(numbers) + 1:032x}"
        return numbers[model_id]

    def rewrite(script):
        start, body, end = script.groups()
        return start + MODEL_ID.sub(number, body) + end

    return WIDGET_SCRIPT.sub(rewrite, html)


# -- chapter numbers -----------------------------------------------------------


def number_chapter_title(app, doctree):
    """Prefix the first title of a chapter page with its number."""
    number = chapter_number(app.env.docname)
    if number is None:
        return
    for section in doctree.findall(nodes.section):
        title = section[0]
        if isinstance(title, nodes.title):
            title.insert(0, nodes.Text(f"{number}. "))
        return


# -- solutions behind a toggle ------------------------------------------------


class HideSolutions(SphinxPostTransform):
    """Fold every code cell tagged ``solution`` into a closed toggle.

    myst-nb's own transform (priority 199) turns ``hide_mode`` into a
    ``<details>`` element; this one runs just before it.
    """

    default_priority = 190
    formats = ("html",)

    def run(self, **kwargs):
        for node in self.document.findall(nodes.container):
            if (
                node.get("nb_element") == "cell_code"
                and "tag_solution" in node["classes"]
                and not node.get("hide_mode")
            ):
                node["hide_mode"] = "all"
                node["prompt_show"] = ui(self.config, "Show solution")
                node["prompt_hide"] = ui(self.config, "Hide solution")


# -- the labels of folds written in HTML are messages too ------------------------

SUMMARY = re.compile(r"(<summary\b[^>]*>)([^<]*?\w[^<]*?)(</summary>)", re.S)


class TranslatableSummaries(SphinxTransform):
    """Give the label of a raw ``<details><summary>Hint 1</summary>`` a node of its own.

    Sphinx's translation machinery extracts and translates text nodes, never
    raw HTML, so a fold written in HTML in a notebook kept its English label
    in the Chinese edition. Split out as a paragraph (shown inline, see
    winning_moves.css), the label becomes a message of the page's catalogue.
    Runs before Sphinx's own translation (priority 20).
    """

    default_priority = 10

    def apply(self, **kwargs):
        for raw in list(self.document.findall(nodes.raw)):
            if raw.get("format") != "html" or raw.parent is None:
                continue
            parts = SUMMARY.split(raw.astext())
            if len(parts) == 1:
                continue
            pieces, html = [], parts[0]
            for i in range(1, len(parts), 4):
                opening, label, closing, after = parts[i : i + 4]
                pieces.append(nodes.raw("", html + opening, format="html"))
                paragraph = nodes.paragraph(
                    label, label.strip(), classes=["wm-summary"]
                )
                paragraph.source = raw.source or self.document.get("source")
                paragraph.line = raw.line or 0
                pieces.append(paragraph)
                html = closing + after
            pieces.append(nodes.raw("", html, format="html"))
            raw.parent.replace(raw, pieces)


# -- problem labels as link anchors ---------------------------------------------


# -- failed cells fail the build ----------------------------------------------


LIVE_LINK = (
    '<p class="wm-live-link"><a class="wm-live" href="{live}/notebooks/index.html'
    '?path={docname}.ipynb">&#9654; Run this chapter live</a>: this page becomes '
    "a notebook, in your browser: edit any code cell and run it (Python runs in "
    "the page, nothing to install; the first start takes a while). Cells that "
    "draw with matplotlib need JupyterLab (<code>make lab</code>).</p>"
)


def add_live_link(app, doctree):
    """Put the "Run this chapter live" link under a chapter's title."""
    docname = app.env.docname
    if chapter_number(docname) is None:
        return
    section = next(iter(doctree.findall(nodes.section)), None)
    if section is None:
        return
    title = section.next_node(nodes.title)
    config = app.config
    html = template(config, "live-link", LIVE_LINK)
    html = html.format(docname=docname, live=live_dir(config))
    if config.wm_edition:
        html += ui(config, "edition-note")
    section.insert(section.index(title) + 1, nodes.raw("", html, format="html"))


# JupyterLite's REPL (live/repl/) reads these from its URL: start the Python
# kernel, no toolbar and no banner, show the outputs of the `code` cells
# (each run on start, in order) without their code.
REPL_OPTIONS = {"kernel": "python", "showBanner": "0", "hideCodeInput": "1"}
RUN_LIVE = (
    '<p class="wm-run-live"><a class="wm-run-live" href="{href}" '
    'data-code="{code}" target="_blank" rel="noopener">&#9654; Run live</a> '
    '<span class="wm-run-live-note">this explorer, live in the page (Python '
    "starts in your browser, once for the whole page)</span></p>"
)
RUN_LIVE_JS = "run_live.js"
# The page's own runtime, next to run_live.js in _static/: one Python (Pyodide,
# from live/static/pyodide/) in a Web Worker for every explorer of the page.
RUN_LIVE_FILES = (RUN_LIVE_JS, "live_worker.mjs", "live_kernel.py", "run_live.css")
# The site's own style, on every page (folds written in HTML).
SITE_CSS = "winning_moves.css"


def run_live_url(code, live=lite.LIVE_DIR):
    """The REPL's address (relative to a chapter page) that runs `code`, a list.

    >>> run_live_url(["import gamelib", "gamelib.Nim()"])[:48]
    'live/repl/index.html?kernel=python&showBanner=0&'
    """
    query = [*REPL_OPTIONS.items(), *(("code", cell) for cell in code)]
    return f"{live}/repl/index.html?" + urlencode(query)


def add_run_live_links(app, doctree):
    """Give every explorer cell of a chapter a "Run live" link (above its output).

    Every code cell of a chapter gets the class ``wm-cell-<index>`` (its
    index in the notebook), by which run_live.js finds the cell that
    ``live/cells/<chapter>.json`` (lite.write_page_cells) gives the code of,
    when the page becomes a notebook; every chapter page loads run_live.js.
    """
    if chapter_number(app.env.docname) is None:
        return
    app.env.metadata[app.env.docname]["wm_run_live"] = True
    notebook = nbformat.read(app.env.doc2path(app.env.docname), as_version=4)
    explorers = set(lite.explorer_cells(notebook))
    for cell in doctree.findall(nodes.container):
        index = cell.get("cell_index")
        if cell.get("nb_element") != "cell_code":
            continue
        cell["classes"].append(f"wm-cell-{index}")
        if index not in explorers:
            continue
        live = live_dir(app.config)
        href = html.escape(run_live_url(lite.live_code(notebook, index), live))
        code = html.escape(json.dumps(lite.page_code(notebook, index, app.env.docname)))
        run_live = template(app.config, "run-live", RUN_LIVE)
        link = nodes.raw("", run_live.format(href=href, code=code), format="html")
        kinds = [child.get("nb_element") for child in cell.children]
        at = kinds.index("cell_code_output") if "cell_code_output" in kinds else None
        cell.insert(len(cell) if at is None else at, link)


def run_live_script(app, pagename, templatename, context, doctree):
    """Load run_live.js on the chapter pages (their cells and explorers run live)."""
    if app.env is not None and app.env.metadata.get(pagename, {}).get("wm_run_live"):
        if app.config.wm_edition:  # the page's words for run_live.js
            words = UI_TEXT[app.config.wm_edition]
            text = {k: v for k, v in words.items() if "<" not in v}
            text = json.dumps(text, ensure_ascii=False, sort_keys=True)
            body = f"window.wmLiveText = {text};"
            app.add_js_file(None, body=body, priority=499)
        # an edition's pages load the English site's run_live.js (i18n.py
        # shares _static), which finds live/ beside its own folder
        app.add_js_file(RUN_LIVE_JS)
        app.add_css_file("run_live.css")


def copy_run_live_script(app):
    if app.builder.format == "html":
        static = Path(app.outdir) / "_static"
        static.mkdir(parents=True, exist_ok=True)
        for name in (*RUN_LIVE_FILES, SITE_CSS):
            shutil.copy2(Path(__file__).with_name(name), static / name)


def report_failed_cells(app, doctree):
    """Name every cell of a chapter whose output, after execution, is an error."""
    cells = None
    for cell in doctree.findall(nodes.container):
        if cell.get("nb_element") != "cell_code":
            continue
        tracebacks = [
            block
            for block in cell.findall(nodes.literal_block)
            if "traceback" in block.get("classes", [])
        ]
        if not tracebacks:
            continue
        if cells is None:
            path = app.env.doc2path(app.env.docname)
            cells = nbformat.read(path, as_version=4).cells
        index = cell.get("cell_index")
        cell_id = cells[index].get("id", "?") if index < len(cells) else "?"
        lines = tracebacks[0].astext().strip().splitlines()
        logger.warning(
            "notebook %s.ipynb failed to execute: cell %d of the notebook (id %s, "
            "In [%s]) raised %s",
            app.env.docname,
            index + 1,
            cell_id,
            cell.get("exec_count") or " ",
            lines[-1] if lines else "an exception",
            location=cell,
            type="winning_moves",
            subtype="cell_error",
        )


# -- the editions: each page links to the same page in the others --------------


def other_editions(config):
    """[(href prefix from a page, hreflang, name)] of the editions to link to.

    The English site links to the editions it is built with (build_site.py
    sets ``WM_EDITIONS``); an edition links back to the English site.
    """
    if config.wm_edition:
        lang, name = EDITIONS[""]
        return [("../", lang, name)]
    folders = [f for f in os.environ.get("WM_EDITIONS", "").split(",") if f]
    return [(f"{f}/", *EDITIONS[f]) for f in folders]


LANGUAGE_LINK = (
    '<a class="wm-language" href="{href}" hreflang="{lang}" lang="{lang}">{name}</a>'
)


def add_language_links(app, doctree):
    """Under a page's title: a link to the same page in each other edition."""
    editions = other_editions(app.config)
    section = next(iter(doctree.findall(nodes.section)), None)
    if not editions or section is None:
        return
    title = section.next_node(nodes.title)
    docname = app.env.docname
    links = " · ".join(
        LANGUAGE_LINK.format(href=f"{prefix}{docname}.html", lang=lang, name=name)
        for prefix, lang, name in editions
    )
    raw = nodes.raw("", f'<p class="wm-languages">{links}</p>', format="html")
    section.insert(section.index(title) + 1 if title is not None else 0, raw)


def language_alternates(app, pagename, templatename, context, doctree):
    """``<link rel="alternate" hreflang>`` to the page in the other editions."""
    if app.builder.format != "html" or doctree is None:
        return
    tags = "".join(
        f'<link rel="alternate" hreflang="{lang}" href="{prefix}{pagename}.html" />\n'
        for prefix, lang, _ in other_editions(app.config)
    )
    context["metatags"] = context.get("metatags", "") + tags


# -- the chapter role and the chapter list ------------------------------------


def chapter_docnames(env):
    """The chapter pages of the book, in order: every ``NN-name`` document."""
    return sorted(d for d in env.found_docs if chapter_number(d) is not None)


def chapter_role(name, rawtext, text, lineno, inliner, options=None, content=None):
    """``{chapter}`4``` links to chapter 4, or says it is in preparation."""
    env = inliner.document.settings.env
    try:
        number = int(text)
    except ValueError:
        message = inliner.reporter.error(
            f"chapter role needs a chapter number, got {text!r}", line=lineno
        )
        return [inliner.problematic(rawtext, rawtext, message)], [message]
    found = [d for d in chapter_docnames(env) if chapter_number(d) == number]
    if not found:
        text = ui(env.config, "chapter {n} (in preparation)", n=number)
        return [nodes.emphasis(text=text)], []
    ref = addnodes.pending_xref(
        rawtext,
        refdomain="std",
        reftype="doc",
        reftarget="/" + found[0],
        refexplicit=True,
        refwarn=True,
    )
    ref += nodes.inline(text=ui(env.config, "chapter {n}", n=number))
    return [ref], []


class ChapterList(Directive):
    """A bullet list linking every chapter, titled as in the sidebar."""

    has_content = False

    def run(self):
        env = self.state.document.settings.env
        items = nodes.bullet_list()
        for docname in chapter_docnames(env):
            ref = addnodes.pending_xref(
                "",
                refdomain="std",
                reftype="doc",
                reftarget="/" + docname,
                refexplicit=False,
                refwarn=True,
            )
            ref += nodes.inline(text=docname)
            items += nodes.list_item("", nodes.paragraph("", "", ref))
        return [items]


# -- offline JavaScript ---------------------------------------------------------


def vendor_source(app):
    configured = os.environ.get("WM_NODE_MODULES") or app.config.wm_node_modules
    source = (Path(app.srcdir) / configured).resolve()
    missing = [p for p in VENDOR_FILES if not list(source.glob(p))]
    if missing:
        raise ConfigError(
            f"the site's JavaScript is not installed in {source} (missing: "
            f"{', '.join(missing)}); run `make book`, which installs it with "
            "`npm ci` from notebooks/_ext/package-lock.json"
        )
    return source


def copy_vendor_files(app):
    """Copy the pruned npm files into ``_vendor/`` of the site.

    An edition in a folder of the English site uses the English site's.
    """
    if app.builder.format != "html" or app.config.wm_edition:
        return
    source = vendor_source(app)
    target = Path(app.outdir) / VENDOR_DIR
    shutil.rmtree(target, ignore_errors=True)
    for pattern in VENDOR_FILES:
        for path in sorted(source.glob(pattern)):
            destination = target / path.relative_to(source)
            if path.is_dir():
                shutil.copytree(path, destination)
            else:
                destination.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(path, destination)


@functools.cache
def widget_modules(embed_amd):
    """The AMD module names that the widget manager's bundle defines itself."""
    text = Path(embed_amd).read_text(encoding="utf-8")
    return tuple(sorted(set(re.findall(r'define\("(@jupyter-widgets/[^"]+)"', text))))


def widget_assets_path(app, pagename, templatename, context, doctree):
    """Tell the widget manager where its fonts are, on pages that show widgets.

    The manager's CSS refers to its Font Awesome files relative to the URL
    that require.js gives each of its modules (by default the page's own
    folder), and to ``window.__jupyter_widgets_assets_path__``. A require.js
    configuration set before it loads points both at the manager's folder
    in ``_vendor/``, where the fonts are.
    """
    if app.builder.format != "html" or app.env is None:
        return
    if not any(
        getattr(js, "attributes", {}).get("type")
        == "application/vnd.jupyter.widget-state+json"
        for js in context.get("script_files", [])
    ):
        return
    folder = context["pathto"](f"{VENDOR_DIR}/{HTML_MANAGER_DIST}", 1)
    if app.config.wm_edition:  # the English site's, one folder up
        folder = f"../{folder}"
    bundle = vendor_source(app) / HTML_MANAGER_DIST / "embed-amd.js"
    paths = {
        name: f"{folder}/{name.rsplit('/', 1)[-1]}" for name in widget_modules(bundle)
    }
    body = (
        f"var require = {{paths: {json.dumps(paths, sort_keys=True)}}}; "
        f"window.__jupyter_widgets_assets_path__ = {json.dumps(folder + '/')};"
    )
    app.add_js_file(None, body=body, priority=400)
    if app.env.get_domain("math").has_equations(pagename):
        app.add_js_file(None, body=MATHJAX2_SHIM, priority=501)


# ipywidgets typesets widget labels with the MathJax 2 API (MathJax.Hub.Queue)
# whenever window.MathJax exists; the site runs MathJax 3, which has no Hub.
# Give it one, in the configuration and again once MathJax 3 has started.
MATHJAX2_SHIM = """(function () {
  function hub() {
    return {Queue: function (job) {
      var element = job && job[2];
      if (window.MathJax && window.MathJax.typesetPromise) {
        window.MathJax.typesetPromise(element ? [element] : undefined);
      }
    }};
  }
  var config = window.MathJax = window.MathJax || {};
  config.Hub = hub();
  config.startup = config.startup || {};
  config.startup.ready = function () {
    window.MathJax.startup.defaultReady();
    window.MathJax.Hub = hub();
  };
})();"""


def finish_pages(app, exception):
    """Renumber the widget model ids; drop what no browser reads of the theme.

    Source maps are only read by a browser's developer tools; without them
    the site is 3 MiB smaller. The theme's message catalogues
    (``_static/locales``, 0.5 MB) are compiled into the pages when they are
    built, and its TrueType fonts (0.7 MB) are named after the WOFF 2 ones
    that every browser reads (lite.prune_fonts).
    """
    if exception is not None or app.builder.format != "html":
        return
    static = Path(app.outdir) / "_static"
    for source_map in sorted(static.rglob("*.map")):
        source_map.unlink()
    shutil.rmtree(static / "locales", ignore_errors=True)
    lite.prune_fonts(static)
    for page in sorted(Path(app.outdir).rglob("*.html")):
        if page.is_relative_to(Path(app.outdir) / VENDOR_DIR):
            continue
        html = page.read_text(encoding="utf-8")
        fixed = renumber_widget_ids(html)
        if fixed != html:
            page.write_text(fixed, encoding="utf-8")


# -- printed output: one block however the kernel chunked it --------------------


def join_stream_chunks(outputs):
    r"""Join consecutive chunks of one stream exactly as the program wrote them.

    A kernel under load sends one ``print(a, b)`` as several stream messages,
    cut anywhere; myst-nb's merge strips each chunk and adds a newline, so a
    cut inside a line became a line break, and two builds differed. Joined
    first, the text is what was printed, whatever the chunks.

    >>> chunks = [{"output_type": "stream", "name": "stdout", "text": t}
    ...           for t in ("3/4", " versus", " 1/2\n")]
    >>> [o["text"] for o in join_stream_chunks(chunks)]
    ['3/4 versus 1/2\n']
    """
    joined = []
    for output in outputs:
        previous = joined[-1] if joined else None
        if (
            previous is not None
            and output.get("output_type") == "stream"
            and previous.get("output_type") == "stream"
            and previous.get("name") == output.get("name")
        ):
            merged = type(previous)(previous)
            merged["text"] = previous["text"] + output["text"]
            joined[-1] = merged
        else:
            joined.append(output)
    return joined


def _join_streams_before_myst_nb_merges_them():
    from myst_nb.core import render

    merge = render.coalesce_streams
    if getattr(merge, "joins_chunks", False):
        return

    def coalesce_streams(outputs):
        return merge(join_stream_chunks(outputs))

    coalesce_streams.joins_chunks = True
    render.coalesce_streams = coalesce_streams


def labels_as_anchors(app, env):
    """Let ``[text](page.ipynb#label)`` reach a label ``(label)=`` of that page.

    MyST resolves a link to another page's ``#fragment`` only through that
    page's heading slugs (``myst_slugs``) and warns otherwise, although the
    label is an anchor of the page. Adding each explicit label of a page to
    its slugs makes such links resolve, and a misspelt label still warns.
    Labels of paragraphs (``(thm-2-1)=`` before a theorem) have no title, so
    Sphinx keeps them only among its anonymous labels: those count too.
    """
    std = env.domaindata["std"]
    for label, (docname, labelid) in std["anonlabels"].items():
        if docname in env.metadata and labelid:
            title = std["labels"].get(label, (None, None, ""))[2]
            slugs = env.metadata[docname].setdefault("myst_slugs", {})
            slugs.setdefault(label, (0, labelid, title))


def use_site_search(app, config):
    """The search's own splitter, order and snippets (_ext/search.js)."""
    config.html_search_scorer = str(Path(__file__).with_name("search.js"))


def setup(app):
    _join_streams_before_myst_nb_merges_them()
    app.add_config_value("wm_node_modules", "../build/npm/node_modules", "env")
    # "" for the English site, "zh" for the Chinese edition in zh/ (i18n.py)
    app.add_config_value("wm_edition", "", "env")
    app.connect("doctree-read", number_chapter_title, priority=400)
    app.connect("doctree-read", report_failed_cells)
    app.connect("doctree-read", add_live_link)
    app.connect("doctree-read", add_run_live_links)
    app.connect("doctree-read", add_language_links, priority=600)
    app.connect("env-updated", labels_as_anchors)
    app.add_post_transform(HideSolutions)
    app.add_transform(TranslatableSummaries)
    app.add_css_file(SITE_CSS)
    app.add_role("chapter", chapter_role)
    app.add_directive("chapter-list", ChapterList)
    app.connect("config-inited", use_site_search)
    app.connect("builder-inited", copy_vendor_files)
    app.connect("builder-inited", copy_run_live_script)
    app.connect("html-page-context", widget_assets_path, priority=900)
    app.connect("html-page-context", run_live_script)
    app.connect("html-page-context", language_alternates)
    app.connect("build-finished", finish_pages)
    return {"version": "1.0", "parallel_read_safe": True, "parallel_write_safe": True}
