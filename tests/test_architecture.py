"""The folders are the architecture: the imports between gamelib's parts go one way.

gamelib's parts, bottom to top (docs/architecture.md draws them)::

    utils < engine < theory < heapgames, graphgames, trees, partizan < draw < tools
          < contest < widgets

A module imports only modules of its own part and of the parts below it (the
four ruleset families stand side by side and may import each other). Every
import counts, the ones inside a function too, and so do ``import_module``
and ``lazy_module`` calls with a literal name. No two modules import each
other, directly or round a longer circle. The checker reads the source, so a
new module is checked without being listed here; it is tested on planted
violations as well, so that it cannot pass by finding nothing.
"""

import ast
import importlib
import importlib.util
import pkgutil
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent / "gamelib"

#: The parts of gamelib and their level: a part may import its own level and below.
LEVELS = {
    "utils": 0,
    "engine": 1,
    "theory": 2,
    "heapgames": 3,
    "graphgames": 3,
    "trees": 3,
    "partizan": 3,
    "draw": 4,
    "tools": 5,
    "contest": 6,
    "widgets": 7,
}


def sources(root=ROOT):
    """{dotted module name: source text} of every module below `root`."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = path.relative_to(root.parent).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path.read_text(encoding="utf-8")
    return found


def _named_modules(node):
    """The gamelib modules that one import statement or call names."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
        return [f"{node.module}.{alias.name}" for alias in node.names] + [node.module]
    if isinstance(node, ast.Call) and node.args:
        name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
        first = node.args[0]
        if name in {"import_module", "lazy_module", "__import__"} and isinstance(
            first, ast.Constant
        ):
            return [first.value] if isinstance(first.value, str) else []
    return []


def imports(modules):
    """(importer, imported, line) for every gamelib module that a module names.

    ``from gamelib.engine import args`` names the module ``gamelib.engine.args``;
    ``from gamelib.engine.core import sg`` names ``gamelib.engine.core``.
    """
    found = []
    for name, source in modules.items():
        for node in ast.walk(ast.parse(source)):
            named = _named_modules(node)
            if isinstance(node, ast.ImportFrom) and named:
                # The deepest of `module.alias` and `module` that is a module.
                known = [m for m in named[:-1] if m in modules]
                named = known + ([named[-1]] if len(known) < len(node.names) else [])
            for target in named:
                if target.split(".")[0] == "gamelib" and target != name:
                    found.append((name, target, getattr(node, "lineno", 0)))
    return found


def part(module):
    """The part a module belongs to: ``gamelib.engine.core`` -> ``engine``."""
    pieces = module.split(".")
    return pieces[1] if len(pieces) > 1 else None


def forbidden(modules):
    """Imports that go down-up or sideways across the parts, or into the facade."""
    wrong = []
    for importer, target, line in imports(modules):
        if importer == "gamelib":
            continue  # the facade: its lazy table names every part
        here, there = part(importer), part(target)
        where = f"{importer} (line {line}) imports {target}"
        if here not in LEVELS:
            wrong.append(f"{where}: {here!r} is not a part (add it to LEVELS)")
        elif there is None:
            wrong.append(f"{where}: the facade hides which part it takes from")
        elif there not in LEVELS:
            wrong.append(f"{where}: {there!r} is not a part (add it to LEVELS)")
        elif LEVELS[there] > LEVELS[here]:
            wrong.append(f"{where}: {here} may not import {there}, a part above it")
    return wrong


def circles(modules):
    """Each set of modules that import each other, round a circle."""
    graph = nx.DiGraph()
    graph.add_nodes_from(modules)
    for importer, target, _ in imports(modules):
        # An import of a submodule runs its package's __init__ too; that is not
        # a circle of the code, so edges go to the module itself only.
        if target in modules:
            graph.add_edge(importer, target)
    return [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]


def test_every_import_goes_to_its_own_part_or_below():
    assert forbidden(sources()) == []


def test_no_two_modules_import_each_other_round_a_circle():
    assert circles(sources()) == []


def test_every_folder_of_gamelib_is_a_part():
    folders = {p.name for p in ROOT.iterdir() if (p / "__init__.py").exists()}
    assert folders == set(LEVELS)


def test_the_walk_sees_the_imports_it_must_judge():
    found = imports(sources())
    assert len(found) > 300
    edges = {(importer, target) for importer, target, _ in found}
    assert ("gamelib.engine.core", "gamelib.engine.args") in edges
    assert ("gamelib.tools.lab", "gamelib.draw.strip") in edges


# --- the checker finds what it is there to find --------------------------------

PLANTED = {
    "gamelib.engine.core": "def f():\n    from gamelib.draw.svg import svg_open\n",
    "gamelib.heapgames.nim": "import gamelib.widgets.nim\n",
    "gamelib.draw.svg": "from gamelib import Nim\n",
    "gamelib.theory.a": "from gamelib.theory import b\n",
    "gamelib.theory.b": "import importlib as i\ni.import_module('gamelib.theory.a')",
    "gamelib.tools.check": "from gamelib.heapgames.nim import nim_table\n",
    "gamelib.widgets.nim": "",
    "gamelib.theory": "",
}


def test_a_planted_upward_import_is_found_even_inside_a_function():
    wrong = "\n".join(forbidden(PLANTED))
    assert "gamelib.engine.core (line 2) imports gamelib.draw.svg" in wrong
    assert "heapgames may not import widgets" in wrong
    assert "gamelib.draw.svg (line 1) imports gamelib: the facade" in wrong
    assert "tools" not in wrong  # a downward import is allowed


def test_a_planted_circle_is_found_through_import_module():
    assert circles(PLANTED) == [["gamelib.theory.a", "gamelib.theory.b"]]


@pytest.mark.parametrize("name", sorted(sources()))
def test_every_module_is_importable_by_its_name(name):
    assert importlib.util.find_spec(name) is not None


PACKAGES = sorted(name for name, source in sources().items() if "_NAMES" in source)


@pytest.mark.parametrize("name", PACKAGES)
def test_every_name_a_package_lists_is_where_it_says_and_no_module_is_hidden(name):
    """A package's lazy table names real definitions, and no name shadows a module.

    ``gamelib.contest.stress`` must stay the module even though the module
    defines a function ``stress``: a table entry of that name would hide it.
    """
    package = importlib.import_module(name)
    modules = {m.name for m in pkgutil.iter_modules(package.__path__)}
    assert set(package._NAMES) & modules == set()
    for entry, module in package._NAMES.items():
        defined = importlib.import_module(f"{name}.{module}")
        assert getattr(package, entry) is getattr(defined, entry), entry


# --- small pieces ---------------------------------------------------------------

#: The most lines of code (docstring aside) a function has without a reason.
MOST_LINES = 80
#: Where the project's Python lives.
CODE = ["gamelib", "notebooks/_ext", "benchmarks", "figures", "tests"]


def long_functions(source, most=MOST_LINES):
    """(name, lines) of each function longer than `most` lines with no reason.

    The reason is a comment starting ``# Long:`` on the lines just above the
    ``def`` (or its decorators).
    """
    lines = source.splitlines()
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        body = node.body[1:] if ast.get_docstring(node) else node.body
        if not body:
            continue
        length = node.end_lineno - body[0].lineno + 1
        top = min([node.lineno] + [d.lineno for d in node.decorator_list]) - 1
        above = lines[max(top - 3, 0) : top]
        if length > most and not any(s.strip().startswith("# Long:") for s in above):
            found.append((node.name, length))
    return found


def test_no_function_is_longer_than_80_lines_without_a_reason_written_above_it():
    root = ROOT.parent
    found = {
        str(path.relative_to(root)): long
        for folder in CODE
        for path in sorted((root / folder).rglob("*.py"))
        if (long := long_functions(path.read_text(encoding="utf-8")))
    }
    assert found == {}


def test_a_planted_long_function_is_found_unless_it_says_why():
    body = "".join(f"    x{i} = {i}\n" for i in range(MOST_LINES + 1))
    assert long_functions(f"def f():\n    '''Doc.'''\n{body}") == [("f", 81)]
    assert (
        long_functions(f"# Long: one table, read top to bottom.\ndef f():\n{body}")
        == []
    )
    assert long_functions(f"def f():\n{body[: -len('    x80 = 80') - 1]}") == []
