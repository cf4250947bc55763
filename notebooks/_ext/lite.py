"""The live notebooks of the course site: JupyterLite with the Pyodide kernel.

build_site.py calls :func:`build` after Jupyter Book has built the pages:

    build(html, node_modules, cache)

puts into ``html/live/`` a JupyterLite site (``jupyter lite build``, no source
maps) whose files are every chapter (a live copy: see :func:`live_copy`) and
``data/``, with the Pyodide kernel running the Pyodide core from npm
(``node_modules/pyodide``, pinned in package-lock.json) served from
``live/static/pyodide/``. Pyodide's npm package holds no package wheels:
the pure-Python wheels the chapters import (ipywidgets, networkx, sympy and
what the kernel itself installs) are downloaded from PyPI with ``pip
download --platform any`` into `cache` (``build/wheels``, kept between
builds), gamelib is packed as a wheel from the repository, and Pyodide's
lock is rewritten to list exactly those wheels with their own hashes, so
that ``import gamelib`` in a live cell loads gamelib and its dependencies
from the site itself. Nothing is fetched from elsewhere at view time.

The lock rewriting is adapted from the assemble_lock.py example of the
issue's reference notes (live-site/examples), which showed JupyterLite and
Pyodide working offline on this kind of machine.
"""

import ast
import base64
import builtins
import copy
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

__all__ = [
    "JUPYTERLAB_ONLY",
    "LIVE_DIR",
    "WHEEL_ROOTS",
    "build",
    "explorer_cells",
    "gamelib_wheel",
    "jupyterlab_only_source",
    "live_code",
    "live_copy",
    "page_cells",
    "page_code",
    "write_page_cells",
]

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "notebooks"
LIVE_DIR = "live"
CHAPTER = re.compile(r"^\d\d-[a-z0-9-]+\.ipynb$")

# What a live chapter imports, and what the kernel installs at start
# (pyodide-kernel's worker: micropip, then ipykernel, comm, pyodide-kernel,
# jedi and ipython through piplite): the lock keeps these and their
# dependencies, nothing else.
WHEEL_ROOTS = (
    "micropip",
    "packaging",
    "ipython",
    "jedi",
    "traitlets",
    "networkx",
    "sympy",
)
# Pure wheels that Pyodide's lock does not list: name -> (version, import
# names, dependencies). Pinned like the rest (the versions of the test venv).
EXTRA_WHEELS = {
    "comm": ("0.2.3", ["comm"], ["traitlets"]),
    "jupyterlab_widgets": ("3.0.17", ["jupyterlab_widgets"], []),
    "ipywidgets": (
        "8.1.9",
        ["ipywidgets"],
        ["comm", "ipython", "jupyterlab_widgets", "traitlets"],
    ),
}
# Dependencies Pyodide's lock names that nothing imports at run time:
# networkx's setuptools (and its pyparsing), 1.1 MB that every reader who
# draws a game graph would download.
NOT_IMPORTED = {"networkx": ("setuptools",)}
# gamelib's own entry in the lock: what `import gamelib` loads with it.
GAMELIB_DEPENDS = ("ipywidgets", "networkx")
# (console*.html: Pyodide's demo consoles, which load a terminal from a CDN)
PYODIDE_FILES_SKIPPED = ("*.d.ts", "*.map", "*.html", "README.md", "package.json")
EPOCH = (1980, 1, 1, 0, 0, 0)  # every file of the gamelib wheel: reproducible
EPOCH_SECONDS = 315532800  # the same instant, for the live site's files

# The chapters' first cells import pyplot (and numpy); live, that must not fail
# (only a cell that draws says it cannot, see gamelib.draw.backend).
IMPORT_REWRITES = {
    "import numpy as np": (
        "from gamelib.utils.numeric import numpy_or_stand_in  # live: numpy is absent\n"
        "\nnp = numpy_or_stand_in()"
    ),
    "import matplotlib.pyplot as plt": (
        "from gamelib.draw.backend import pyplot  # live: matplotlib is absent\n"
        "\nplt = pyplot()"
    ),
}
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

# The JupyterLab-only cells: the few that draw with pyplot itself or compute
# with numpy on arrays, which the in-browser Python has not (every draw_*
# function of gamelib.draw draws SVG there, and gamelib's results answer the
# array methods the chapters use: see gamelib/draw/backend.py and
# gamelib/utils/numeric.py). (chapter, cell id) -> (what it needs, why). In the
# live copy such a cell prints its one-line note (NOTES) instead of running;
# its code stays below the note as comments, its saved output stays too.
# tests/test_pure_python.py checks that each still names a cell, and
# tests/browser/test_live_notebooks.py that every other cell runs live.
JUPYTERLAB_ONLY = {
    ("04-wythoff", "c030"): ("numpy", "float arithmetic on 10**7 values at once"),
    ("10-octal-games", "c034"): ("matplotlib", "a scatter plot drawn with pyplot"),
}
NOTES = {
    "matplotlib": (
        "This cell draws with matplotlib, which the in-browser Python does not "
        "have; run the chapter in JupyterLab to see it."
    ),
    "numpy": (
        "This cell computes with numpy, which the in-browser Python does not "
        "have; run the chapter in JupyterLab to see it."
    ),
}

LITE_CONFIG = {
    "jupyter-lite-schema-version": 0,
    "jupyter-config-data": {
        "appName": "Winning Moves, live",
        "litePluginSettings": {
            "@jupyterlite/pyodide-kernel-extension:kernel": {
                "disablePyPIFallback": True,
            }
        },
        "exposeAppInBrowser": True,
    },
}


def live_copy(notebook, chapter=None, figures=ROOT / "figures"):
    """The chapter as the live site serves it (a notebook node, changed in place).

    The pyplot import is rewritten (see IMPORT_REWRITES); the JupyterLab-only
    cells of `chapter` (its name, e.g. "04-wythoff": see JUPYTERLAB_ONLY)
    print their note instead of running; saved widget views are dropped
    (their models live in the page's saved state, not in the live kernel:
    the reader runs the cell to get a live one); the saved widget state goes
    too. Every other output stays, so the chapter reads as in the book before
    a cell is run, but without the build's execution counts (a cell not run
    would look run). The static figures (from `figures`) are written into
    the markdown (see _live_figures). Every code cell is marked trusted
    (what Jupyter's server does for a notebook whose signature it knows), so
    the chapter, which the site itself built, does not open "Not Trusted".
    """
    notebook.metadata.pop("widgets", None)
    for cell in notebook.cells:
        if cell.cell_type == "markdown":
            cell.source = _live_figures(cell.source, figures)
        if cell.cell_type != "code":
            continue
        cell.metadata["trusted"] = True
        # not run yet in this Python: no count from the build's run
        cell.execution_count = None
        for output in cell.outputs:
            if "execution_count" in output:
                output["execution_count"] = None
        only = JUPYTERLAB_ONLY.get((chapter, cell.get("id")))
        if only:
            cell.source = jupyterlab_only_source(cell.source, only[0])
            continue
        cell.source = _live_source(cell.source)
        cell.outputs = [
            output
            for output in cell.outputs
            if WIDGET_VIEW not in output.get("data", {})
        ]
    return notebook


def jupyterlab_only_source(source, needs):
    """A JupyterLab-only cell, live: its note printed, its code as comments.

    Examples
    --------
    >>> print(jupyterlab_only_source("ax.bar([1], [2])", "matplotlib"))
    # JupyterLab only (notebooks/_ext/lite.py, JUPYTERLAB_ONLY); the chapter's code:
    # ax.bar([1], [2])
    print("This cell draws with matplotlib, which the in-browser Python does not \
have; run the chapter in JupyterLab to see it.")
    """
    code = "\n".join(f"# {line}".rstrip() for line in source.splitlines())
    return (
        "# JupyterLab only (notebooks/_ext/lite.py, JUPYTERLAB_ONLY); the chapter's "
        f'code:\n{code}\nprint("{NOTES[needs]}")'
    )


# A chapter links a static figure as ../figures/name.svg (the repository's
# figures/ beside notebooks/). JupyterLite fetches a relative link first from
# its app's page (live/figures/, or live/notebooks/figures/: HTTP 404), then
# from its drive as a data: URL made with btoa, which fails on an SVG with a
# character outside Latin-1 (beatty-counting.svg's phi). A data: URL written
# into the live copy is drawn at once, with no request.
FIGURE_LINK = re.compile(r"(?<=[(\"'])\.\./figures/([\w.-]+\.svg)")


def _live_figures(source, figures):
    """A markdown cell with its static figures as data: URLs (SVG, base64).

    >>> import tempfile
    >>> folder = Path(tempfile.mkdtemp())
    >>> _ = (folder / "a.svg").write_text("<svg/>")
    >>> _live_figures("![a](../figures/a.svg) and ../figures/b.svg", folder)
    '![a](data:image/svg+xml;base64,PHN2Zy8+) and ../figures/b.svg'
    """

    def data_url(match):
        data = (Path(figures) / match.group(1)).read_bytes()
        return "data:image/svg+xml;base64," + base64.b64encode(data).decode()

    return FIGURE_LINK.sub(data_url, source)


# What the first code cell of every live notebook says first.
HANG_NOTE = (
    "# If a cell keeps running ([*]) and Interrupt does not stop it (a call stuck\n"
    "# in C code, such as sum(range(10**13))): Kernel > Restart Kernel, then\n"
    "# Run > Run All Above Selected Cell. (On the chapter's page, Stop does both.)\n"
)


def _live_source(source):
    for old, new in IMPORT_REWRITES.items():
        source = source.replace(old, new)
    return source


def explorer_cells(notebook):
    """The indices of a chapter's explorer cells.

    An explorer cell is a code cell tagged ``nbval-ignore-output`` whose saved
    output is a widget view (an explorer or a play widget of gamelib.widgets).
    """
    return [
        index
        for index, cell in enumerate(notebook.cells)
        if cell.cell_type == "code"
        and "nbval-ignore-output" in cell.metadata.get("tags", [])
        and any(WIDGET_VIEW in output.get("data", {}) for output in cell.outputs)
    ]


def _names(source):
    """(names a cell reads but does not bind, names it binds)."""
    tree = ast.parse(source)
    read, bound = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            (read if isinstance(node.ctx, ast.Load) else bound).add(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            bound.add(node.name)
        elif isinstance(node, ast.arg):
            bound.add(node.arg)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            bound.update((a.asname or a.name).split(".")[0] for a in node.names)
    return read - bound - set(dir(builtins)), bound


def live_code(notebook, index):
    """The code that runs cell `index` of a chapter live, as a list of cells.

    The chapter's first code cell (its imports), then the earlier code cells
    that define a name the cell reads (and, in turn, what those read), then
    the cell itself; each as the live notebook has it (IMPORT_REWRITES).
    Raises ValueError, naming what is missing, where a name cannot be found.
    """
    cells = notebook.cells
    code = [i for i, c in enumerate(cells) if c.cell_type == "code" and i < index]
    first, earlier = code[0], code[1:]
    imported = _names(cells[first].source)[1]
    needed = _names(cells[index].source)[0] - imported
    chosen = []
    for i in reversed(earlier):
        if "solution" in cells[i].metadata.get("tags", []):
            continue
        read, bound = _names(cells[i].source)
        if needed & bound:
            chosen.insert(0, i)
            needed = (needed - bound) | (read - imported)
    if needed:
        raise ValueError(f"cell {index} reads {sorted(needed)}, defined nowhere before")
    return [_live_source(cells[i].source) for i in [first, *chosen, index]]


# -- the chapter page's own runtime (run_live.js, live_kernel.py) -------------


# The explorers whose code builds a game graph, so needs networkx, which the
# page's Python loads only when asked (PAGE_LOCK): (chapter, cell id). Their
# page code imports networkx first, so the worker loads it with the other
# packages before the cells run (loadPackagesFromImports in live_worker.mjs)
# instead of running them, failing at the import, and running them again.
# tests/test_site.py checks that these are exactly the explorers whose code
# stops without networkx.
NEEDS_NETWORKX = {
    ("01-bash", "c014"),
    ("03-sprague-grundy", "c042"),
    ("07-graph-deletion", "c031"),
    ("07-graph-deletion", "c7n06"),
    ("08-bipartite-games", "c034"),
    ("12-lab", "lab-27"),
}
NETWORKX_FIRST = "import networkx  # this explorer builds a game graph: loaded first"


def page_code(notebook, index, chapter=None):
    r"""The code that runs explorer cell `index` on the chapter page, a list of cells.

    As :func:`live_code`, but the chapter's import cell is cut down to the
    statements that bind a name the other cells read (and the names those
    statements read in turn): chapter 4's explorer needs WythoffExplorer,
    not sympy or pyplot, so the page's Python does not load them. An
    explorer of `chapter` (its name, e.g. "12-lab") listed in NEEDS_NETWORKX
    imports networkx first.

    >>> import nbformat
    >>> notebook = nbformat.v4.new_notebook(cells=[
    ...     nbformat.v4.new_code_cell("import sympy\nfrom gamelib import Nim, sg"),
    ...     nbformat.v4.new_code_cell("sg(Nim(), (1, 2))")])
    >>> page_code(notebook, 1)
    ['from gamelib import Nim, sg', 'sg(Nim(), (1, 2))']
    """
    first, *rest = live_code(notebook, index)
    needed = set()
    for source in rest:
        needed |= _names(source)[0]
    kept = []
    for statement in reversed(ast.parse(first).body):
        if isinstance(statement, (ast.Import, ast.ImportFrom)):
            aliases = [
                a
                for a in statement.names
                if (a.asname or a.name).split(".")[0] in needed
            ]
            if not aliases:
                continue
            statement.names = aliases
            kept.insert(0, statement)
            continue
        read, bound = _names(ast.unparse(statement))
        if bound & needed:
            kept.insert(0, statement)
            needed |= read
    imports = "\n".join(ast.unparse(statement) for statement in kept)
    if (chapter, notebook.cells[index].get("id")) in NEEDS_NETWORKX:
        imports = f"{NETWORKX_FIRST}\n{imports}".rstrip("\n")
    return [imports, *rest] if imports else rest


# The lock of the chapter pages' own Python (run_live.js), next to Pyodide's:
# the same wheels, but ipywidgets without IPython (live_kernel.py stands in
# for the three names ipywidgets uses) and gamelib without networkx (loaded
# when an explorer first uses it). A Run live then downloads about 4 MiB less.
PAGE_LOCK = "page-lock.json"
PAGE_DEPENDS = {"gamelib": ["ipywidgets"], "ipywidgets": ["comm", "traitlets"]}


def write_page_lock(pyodide):
    """Write PAGE_LOCK beside `pyodide`'s lock (PAGE_DEPENDS in place of theirs)."""
    lock = json.loads((pyodide / "pyodide-lock.json").read_text())
    for name, depends in PAGE_DEPENDS.items():
        lock["packages"][name]["depends"] = depends
    (pyodide / PAGE_LOCK).write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


PAGE_CELLS = "cells"


def page_cells(notebook, chapter, book=BOOK):
    """What `chapter`'s page runs as a notebook: {"cells": [...], "files": [...]}.

    Each code cell as {index, id, source}, its source as the live notebook
    has it (live_copy: the rewritten imports, the JupyterLab-only cells
    printing their note); `index` is the cell's index in the notebook, which
    its page's cell carries as the class ``wm-cell-<index>``
    (winning_moves_site.add_run_live_links). "files" lists the files of the
    book's data/ that the cells may read (data_files), which the page's
    Python gets from the live site before it runs them.
    """
    live = live_copy(copy.deepcopy(notebook), chapter)
    cells = [
        {"index": index, "id": cell.get("id"), "source": cell.source}
        for index, cell in enumerate(live.cells)
        if cell.cell_type == "code"
    ]
    return {"cells": cells, "files": data_files([c["source"] for c in cells], book)}


DATA_PATH = re.compile(r"""["'](data/[^"'{}]*)""")


def data_files(sources, book=BOOK):
    """The files of `book`'s data/ that code `sources` may read, sorted.

    Every string that starts with ``data/`` names a file, or the folder of
    the files the code reads there (``Path("data/judge") / problem``, or
    ``f"data/oeis/{number}.txt"``: the string's part before ``{``): its
    longest part that exists, and every file under it.

    >>> "data/oeis/A000201.txt" in data_files(['Path("data/oeis/A000201.txt")'])
    True
    >>> data_files(['print("no data")'])
    []
    """
    found = set()
    for source in sources:
        for text in DATA_PATH.findall(source):
            path = Path(book) / text.rstrip("/")
            while not path.exists() and path != Path(book):
                path = path.parent
            files = [path] if path.is_file() else sorted(path.rglob("*"))
            found.update(
                f.relative_to(book).as_posix()
                for f in files
                if f.is_file() and f.relative_to(book).parts[0] == "data"
            )
    return sorted(found)


def write_page_cells(live, book=BOOK):
    """Write ``live/cells/<chapter>.json`` for every chapter (see page_cells).

    The chapter pages of every edition read the same file (run_live.js).
    """
    import nbformat

    folder = Path(live) / PAGE_CELLS
    folder.mkdir(parents=True, exist_ok=True)
    for path in chapters(book):
        cells = page_cells(nbformat.read(path, as_version=4), path.stem, book)
        text = json.dumps(cells, ensure_ascii=False, separators=(",", ":"))
        (folder / f"{path.stem}.json").write_text(text + "\n", encoding="utf-8")


def chapters(book=BOOK):
    return sorted(p for p in Path(book).glob("*.ipynb") if CHAPTER.match(p.name))


def write_contents(target, book=BOOK):
    """The files of the live site: the live copies of the chapters and data/.

    A chapter's static figures (``![...](../figures/name.svg)``, the
    repository's figures/ folder) are written into its live copy
    (live_copy), so they are not files of the live site.
    """
    import nbformat

    target.mkdir(parents=True)
    figures = Path(book).parent / "figures"
    for path in chapters(book):
        notebook = nbformat.read(path, as_version=4)
        notebook = live_copy(notebook, path.stem, figures)
        first = next((c for c in notebook.cells if c.cell_type == "code"), None)
        if first is not None:
            first.source = HANG_NOTE + first.source
        nbformat.validate(notebook)
        # (json, not nbformat.write, which drops the cells' "trusted" marks)
        text = json.dumps(notebook, indent=1, sort_keys=True, ensure_ascii=False)
        (target / path.name).write_text(text + "\n", encoding="utf-8")
    shutil.copytree(Path(book) / "data", target / "data")


def modified(path, root=ROOT):
    """When `path` last changed: its last commit's time (its file's, if none).

    The live notebooks carry it, so JupyterLite's "Last Checkpoint" says
    when the chapter changed, and two builds of one commit are the same.
    """
    done = subprocess.run(
        ["git", "log", "-1", "--format=%ct", "--", str(path)],
        cwd=root, capture_output=True, text=True, check=False,
    )  # fmt: skip
    text = done.stdout.strip()
    return int(text) if done.returncode == 0 and text else int(path.stat().st_mtime)


def gamelib_wheel(folder, root=ROOT):
    """Pack gamelib (pure Python) as a wheel, byte for byte the same each time."""
    project = _project(root)
    name, version = "gamelib", project["version"]
    wheel = Path(folder) / f"{name}-{version}-py3-none-any.whl"
    dist_info = f"{name}-{version}.dist-info"
    files = {
        path.relative_to(root).as_posix(): path.read_bytes()
        for path in sorted((root / "gamelib").rglob("*.py"))
    }
    files[f"{dist_info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {project['description']}\n"
    ).encode()
    files[f"{dist_info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: winning-moves lite.py\n"
        b"Root-Is-Purelib: true\nTag: py3-none-any\n"
    )
    record = [
        f"{path},sha256={_urlsafe_sha256(data)},{len(data)}"
        for path, data in files.items()
    ]
    files[f"{dist_info}/RECORD"] = (
        "\n".join([*record, f"{dist_info}/RECORD,,"]) + "\n"
    ).encode()
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in files.items():
            info = zipfile.ZipInfo(path, EPOCH)
            info.external_attr = 0o644 << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(info, data)
    return wheel


def _project(root):
    import tomllib

    return tomllib.loads((Path(root) / "pyproject.toml").read_text())["project"]


def _urlsafe_sha256(data):
    digest = hashlib.sha256(data).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def _norm(name):
    return re.sub(r"[-_.]+", "-", name).lower()


def _download(cache, name, version, pure):
    """The wheel of `name` in `cache`, downloaded from PyPI once; None if none."""
    folder = Path(cache) / _norm(name)
    folder.mkdir(parents=True, exist_ok=True)
    if not sorted(folder.glob("*.whl")):
        command = [
            sys.executable, "-m", "pip", "download", "-q", "--no-deps",
            "--disable-pip-version-check", "--only-binary=:all:",
            "-d", str(folder), "--python-version", "3.14",
            "--implementation", "cp", "--abi", "cp314",
        ]  # fmt: skip
        if pure:
            command += ["--platform", "any", f"{name}=={version}"]
        else:  # any version: none is on PyPI today, numpy's may come
            command += ["--platform", "pyemscripten_2026_0_wasm32", name]
        subprocess.run(command, capture_output=True, text=True, check=False)
    wheels = sorted(folder.glob("*.whl"))
    return wheels[-1] if wheels else None


def _lock_entry(template, name, version, wheel, imports, depends):
    entry = {k: v for k, v in template.items() if k != "depends"}
    entry.update(
        name=name,
        version=version,
        file_name=wheel.name,
        sha256=hashlib.sha256(wheel.read_bytes()).hexdigest(),
        imports=list(imports),
        depends=list(depends),
        package_type="package",
        install_dir="site",
        shared_library=False,
    )
    return entry


def _is_test_file(path):
    """A file of a package's test suite: under a folder named ``tests``."""
    folders = path.split("/")[:-1]
    return "tests" in folders and not folders[0].endswith(".dist-info")


def slim_wheel(source, target):
    """Copy the wheel `source` to `target` without its test suites; return `target`.

    The packages' own tests (networkx/*/tests, sympy/*/tests: 0.9 and 2.0 MB
    of their 2.1 and 6.3 MB) are never imported by a reader's Python, yet
    every reader who draws a game graph would download them. The files keep
    their dates and the RECORD loses their lines, so the same wheel gives the
    same bytes at every build.
    """
    with zipfile.ZipFile(source) as wheel:
        members = wheel.infolist()
        dropped = {m.filename for m in members if _is_test_file(m.filename)}
        if not dropped:
            shutil.copy2(source, target)
            return Path(target)
        with zipfile.ZipFile(target, "w") as out:
            for member in members:
                if member.filename in dropped:
                    continue
                data = wheel.read(member)
                if member.filename.endswith(".dist-info/RECORD"):
                    lines = data.decode().splitlines(keepends=True)
                    data = "".join(
                        line for line in lines if line.split(",")[0] not in dropped
                    ).encode()
                info = zipfile.ZipInfo(member.filename, member.date_time)
                info.external_attr = member.external_attr
                out.writestr(info, data, zipfile.ZIP_DEFLATED, 9)
    return Path(target)


def assemble_lock(pyodide, cache, roots=WHEEL_ROOTS, log=print):
    """Fill `pyodide` (the npm core) with the wheels of `roots`; rewrite its lock.

    The lock's packages are followed from `roots` through their
    dependencies, each wheel downloaded once into `cache`: a pure wheel from
    PyPI at the version Pyodide's lock names, a compiled one with Pyodide's
    platform tag (none is on PyPI today: numpy and matplotlib are then left
    out, and so are the dependencies that only they need). The wheels that
    Pyodide's lock does not list (EXTRA_WHEELS: ipywidgets, comm) are added
    with their own entries. Returns the kept package names.
    """
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    packages = lock["packages"]
    template = next(iter(packages.values()))
    index = {_norm(k): k for k in packages}
    keep, seen, stack = {}, set(), list(roots)
    while stack:
        name = index.get(_norm(stack.pop()))
        if name is None or name in seen:
            continue
        seen.add(name)
        entry = copy.deepcopy(packages[name])
        pure = entry["file_name"].endswith("-any.whl")
        wheel = _download(cache, entry["name"], entry["version"], pure)
        if wheel is None:
            log(f"  not available for Pyodide: {name} ({entry['file_name']})")
            continue
        served = slim_wheel(wheel, pyodide / wheel.name)
        entry["file_name"] = wheel.name
        entry["sha256"] = hashlib.sha256(served.read_bytes()).hexdigest()
        if not pure:
            entry["version"] = wheel.name.split("-")[1]
        skipped = NOT_IMPORTED.get(name, ())
        entry["depends"] = [d for d in entry["depends"] if d not in skipped]
        keep[name] = entry
        stack.extend(entry["depends"])
    for name, (version, imports, depends) in EXTRA_WHEELS.items():
        wheel = _download(cache, name, version, pure=True)
        if wheel is None:
            raise RuntimeError(f"could not download {name}=={version} from PyPI")
        served = slim_wheel(wheel, pyodide / wheel.name)
        key = _norm(name)  # the lock's keys and dependencies are normalised names
        keep[key] = _lock_entry(template, name, version, served, imports, depends)
        index[key] = key
    for entry in keep.values():
        entry["depends"] = sorted(
            index[_norm(d)] for d in entry["depends"] if index.get(_norm(d)) in keep
        )
    lock["packages"] = dict(sorted(keep.items()))
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
    return sorted(keep)


def add_gamelib(pyodide, root=ROOT):
    """Put the gamelib wheel into the Pyodide folder and its lock."""
    wheel = gamelib_wheel(pyodide, root)
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text())
    template = next(iter(lock["packages"].values()))
    depends = [d for d in GAMELIB_DEPENDS if d in lock["packages"]]
    version = _project(root)["version"]
    lock["packages"]["gamelib"] = _lock_entry(
        template, "gamelib", version, wheel, ["gamelib"], depends
    )
    lock_path.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")


def build(html, node_modules, cache, book=BOOK, log=print):
    """Build the live site into ``html/live``; return its folder."""
    html, cache = Path(html).resolve(), Path(cache).resolve()
    node_modules = Path(node_modules).resolve()
    out = html / LIVE_DIR
    work = html.parent / "lite-src"
    shutil.rmtree(out, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    (work / "lite").mkdir(parents=True)
    (work / "lite" / "jupyter-lite.json").write_text(json.dumps(LITE_CONFIG, indent=1))
    write_contents(work / "contents", book)
    # Pyodide in the lite folder's well-known place: jupyter lite build
    # copies it and points the kernel at it (pyodideUrl), not at a CDN.
    pyodide = work / "lite" / "static" / "pyodide"
    shutil.copytree(
        Path(node_modules) / "pyodide",
        pyodide,
        ignore=shutil.ignore_patterns(*PYODIDE_FILES_SKIPPED),
    )
    kept = assemble_lock(pyodide, cache, log=log)
    add_gamelib(pyodide)
    write_page_lock(pyodide)
    command = [
        str(Path(sys.executable).with_name("jupyter")),
        "lite", "build",
        "--lite-dir", str(work / "lite"),
        "--contents", str(work / "contents"),
        "--output-dir", str(out),
        "--no-sourcemaps",
        "--no-unused-shared-packages",
    ]  # fmt: skip
    log("Building the live notebooks (JupyterLite) ...")
    # Same files each build of a commit: each chapter dated by its last
    # commit, data/ by the book's newest; jupyter lite build clamps the
    # dates it writes to SOURCE_DATE_EPOCH, the newest of them.
    dates = {p.name: modified(p) for p in chapters(book)}
    newest = max(dates.values(), default=EPOCH_SECONDS)
    for path in sorted((work / "contents").rglob("*")):
        stamp = dates.get(path.name, newest)
        os.utime(path, (stamp, stamp))
    env = dict(os.environ, SOURCE_DATE_EPOCH=str(newest))
    done = subprocess.run(
        command, cwd=work, env=env, capture_output=True, text=True, check=False
    )
    if done.returncode:
        raise RuntimeError(f"jupyter lite build failed:\n{done.stdout}\n{done.stderr}")
    write_page_cells(out, book)
    prune_fonts(out / "build")
    log(f"  Pyodide wheels: {', '.join(kept)}, gamelib")
    return out


# Font formats that browsers without WOFF 2 need (Internet Explorer, old
# Safari): every style sheet names the .woff2 first, which every browser the
# live notebooks run in (WebAssembly, module workers) reads.
OLD_FONT_FORMATS = (".eot", ".ttf", ".svg", ".woff")


def prune_fonts(folder):
    """Delete the old formats of each font of `folder` that has a .woff2 file."""
    removed = 0
    for woff2 in sorted(Path(folder).rglob("*.woff2")):
        for suffix in OLD_FONT_FORMATS:
            old = woff2.with_suffix(suffix)
            if old.is_file():
                removed += old.stat().st_size
                old.unlink()
    return removed
