"""The drawing package: one palette, one SVG helper, no matplotlib needed to import."""

import subprocess
import sys
import textwrap

import gamelib as gl

WITHOUT_MATPLOTLIB = textwrap.dedent(
    """
    import sys
    sys.modules["matplotlib"] = None  # importing matplotlib now fails
    import gamelib as gl
    import gamelib.widgets
    from gamelib import draw
    tree = gl.GreenHackenbush.from_string("e(ee;e)")
    pictures = [
        draw.game_graph_svg(gl.game_graph(gl.Bash(2), 5)),
        draw.sg_strip_svg([0, 1, 2, 0]),
        draw.board_svg(["..", ".#"]),
        draw.hackenbush_svg(tree),
        draw.game_tree_svg([[3, 12], [2, 4]]),
    ]
    assert all(p.startswith("<svg") and p.endswith("</svg>") for p in pictures)
    picture = draw.draw_sg_strip([0, 1])  # its SVG twin, as in the browser
    assert str(picture).startswith("<svg"), picture
    print("matplotlib is imported on first use only")
    """
)


def test_gamelib_and_its_svg_pictures_need_no_matplotlib():
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_MATPLOTLIB],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "imported on first use only" in done.stdout


def test_every_svg_picture_opens_with_the_one_helper():
    opening = gl.draw.svg_open(10, 10).split(" width=")[0]
    tree = gl.GreenHackenbush.from_string("e(ee;e)")
    for picture in (
        gl.draw.game_graph_svg(gl.game_graph(gl.Bash(2), 3)),
        gl.draw.sg_strip_svg([0, 1]),
        gl.draw.board_svg([".."]),
        gl.draw.hackenbush_svg(tree),
        gl.draw.game_tree_svg([[1, 2], [3]]),
    ):
        assert picture.startswith(opening)


def test_rules_modules_hold_no_drawing_code():
    import pathlib

    rules = pathlib.Path(gl.__file__).parent
    for module in rules.glob("*.py"):
        text = module.read_text()
        assert "matplotlib" not in text, module.name
        assert "<svg" not in text, module.name


def test_chapters_before_sg_values_can_draw_p_and_n_only():
    graph = gl.game_graph(gl.Bash(2), 5)
    with_values = gl.draw.game_graph_svg(graph)
    without = gl.draw.game_graph_svg(graph, show_sg=False)
    assert ">sg 2<" in with_values and ">sg " not in without
    assert without.count('class="P"') == with_values.count('class="P"') == 2
    strip = gl.draw.sg_strip_svg([0, 1, 2, 0], show_values=False)
    assert strip.count(">P<") == 2 and strip.count(">N<") == 2
    assert 'middle">2<' not in strip  # the value 2 (the heap number 2 stays)


def test_the_bash_explorer_of_chapter_1_shows_no_sg_values():
    from gamelib.widgets import BashExplorer

    explorer = BashExplorer(heap=7, max_take=2)
    html = explorer.picture.value
    assert ">sg " not in html and ">P<" in html


# An example call of every draw_* function of gamelib.draw: the walk below
# finds them all by introspection, and fails on one without an example here.
def _examples():
    import networkx as nx

    tree = gl.GreenHackenbush.from_string("e(ee;e)")
    at = {0: (0, 0), 1: (1, 0), 2: (2, 0)}
    return {
        "draw_board": ((["..", ".#"],), {"title": "a board"}),
        "draw_chart": (({"a": ([1, 2, 3], [1, 10, 100])},), {"log": True}),
        "draw_cold_positions": ((20,), {"count": 3}),
        "draw_colon": ((tree, 2, gl.GreenHackenbush.from_string("e;e")), {}),
        "draw_critical_tree": (([[1, 2], [3, 4]],), {}),
        "draw_game_graph": ((gl.game_graph(gl.Bash(2), 5),), {"highlight": [(5, 3)]}),
        "draw_game_tree": (
            ([[3, 12], [2, 4]],),
            {"result": gl.minimax([[3, 12], [2, 4]])},
        ),
        "draw_geography": ((nx.path_graph(4),), {"title": "a path"}),
        "draw_hackenbush": ((tree,), {"edge_numbers": True}),
        "draw_labelling": ((gl.game_graph(gl.Bash(2), 4), 2), {}),
        "draw_matching": (
            (nx.path_graph(3), {0: 1, 1: 0}),
            {"pos": at, "path": [0, 1]},
        ),
        "draw_mirror_rounds": ((11, 3, [1, 3]), {}),
        "draw_moore_table": (((3, 5, 6), 2), {"before": (3, 5, 7)}),
        "draw_sg_strip": (([0, 1, 2, 0],), {"title": "S = {1, 2}"}),
        "draw_sg_table": (([[0, 1, 2], [1, 2, 0], [2, 0, 1]],), {}),
        "draw_sj_cases": ((), {"values": (1, 1, 5)}),
        "draw_sparse_space": ((0b110, 3), {}),
        "draw_stalks": ((["BR", "R"], ["1/2", "-1"]), {}),
    }


def _draw_functions():
    """Every draw_* function of gamelib.draw's modules, found by introspection."""
    import importlib
    import pkgutil

    found = {}
    for module in pkgutil.iter_modules(gl.draw.__path__):
        loaded = importlib.import_module(f"gamelib.draw.{module.name}")
        for name in dir(loaded):
            if name.startswith("draw_") and callable(getattr(loaded, name)):
                function = getattr(loaded, name)
                if function.__module__ == loaded.__name__:
                    found[name] = function
    return found


def test_every_draw_function_draws_svg_where_matplotlib_is_missing(monkeypatch):
    """What the live notebooks do: no matplotlib, so each draw_* draws its SVG twin
    (a picture to show) instead of raising; every one is found by introspection."""
    import xml.etree.ElementTree as ET

    from gamelib.draw import backend

    monkeypatch.setattr(backend, "matplotlib_available", lambda: False)
    functions, examples = _draw_functions(), _examples()
    assert sorted(functions) == sorted(examples), "give each draw_* an example"
    for name, function in functions.items():
        args, kwargs = examples[name]
        picture = function(*args, **kwargs)
        assert isinstance(picture, backend.SvgPicture), name
        svg = picture._repr_svg_()
        root = ET.fromstring(svg)  # well-formed, one SVG picture
        assert root.tag.endswith("svg") and float(root.get("height")) > 10, name
        shapes = [e for e in root.iter() if e.tag.split("}")[1] != "svg"]
        assert len(shapes) >= 3, (name, svg[:200])
        if "title" in kwargs:
            assert kwargs["title"] in svg, name


def test_the_svg_twins_draw_what_the_figures_draw(monkeypatch):
    """Counted against the rules, not the code: P-positions of Bash(2) up to 8
    are the multiples of 3; the four SJ cells; the 1 bits of (3, 5, 6)."""
    from gamelib.draw import backend

    monkeypatch.setattr(backend, "matplotlib_available", lambda: False)
    graph = gl.draw.draw_game_graph(gl.game_graph(gl.Bash(2), 8), show_sg=False)
    assert str(graph).count('class="P"') == len([n for n in range(9) if n % 3 == 0])
    cases = str(gl.draw.draw_sj_cases())
    assert cases.count("the player to move") == 4
    moore = str(gl.draw.draw_moore_table((3, 5, 6), 2))
    assert moore.count('fill="#404040"') == sum(bin(h).count("1") for h in (3, 5, 6))
    pairs = str(gl.draw.draw_cold_positions(30))
    cold = [p for p in gl.heapgames.wythoff.cold_positions(31) if p[1] <= 30]
    assert pairs.count("<circle") == 2 * len(cold)


def test_a_strip_takes_a_vertical_line_and_subplots_give_svg_slots(monkeypatch):
    """The two axes uses of the chapters where matplotlib is missing:
    ``ax = draw_sg_strip(...); ax.axvline(7.5)`` (chapters 3 and 12), and
    ``fig, (left, right) = plt.subplots(1, 2)`` with a draw_* into each slot."""
    from gamelib.draw import backend

    monkeypatch.setattr(backend, "matplotlib_available", lambda: False)
    ax = gl.draw.draw_sg_strip([0, 1, 2, 0, 1, 2, 0, 1, 2, 3])
    before = str(ax).count("<line")
    ax.axvline(7.5, color="black", linewidth=2)
    assert str(ax).count("<line") == before + 1
    plt = backend._NoPyplot()
    fig, (left, right) = plt.subplots(1, 2, figsize=(9, 3))
    gl.draw.draw_sg_table([[0, 1], [1, 0]], ax=left)
    gl.draw.draw_sg_strip([0, 1], ax=right)
    right.set_title("a strip")
    html = fig._repr_html_()
    assert html.count("<svg") >= 3 and "a strip" in html
    fig.tight_layout()
    try:
        left.bar([1], [2])
    except backend.MatplotlibMissing as error:
        assert "run the chapter in JupyterLab" in str(error)
    else:
        raise AssertionError("ax.bar drew without matplotlib")


def test_a_chart_draws_every_value_with_matplotlib_and_as_svg(monkeypatch):
    """draw_chart: one bar per value (SVG), and the same data on matplotlib's axes."""
    from gamelib.draw import backend
    from gamelib.draw.chart import draw_chart

    values = [v - n for n, v in enumerate(gl.sg_sequence(gl.LaskerNim(), 12))]
    series = {"g(n) - n": (range(12), values)}
    if backend.matplotlib_available():
        import matplotlib

        matplotlib.use("Agg")
        ax = draw_chart(series, kind="bar")
        assert [p.get_height() for p in ax.patches] == values
    monkeypatch.setattr(backend, "matplotlib_available", lambda: False)
    svg = str(draw_chart(series, kind="bar", xlabel="heap n"))
    assert svg.count("<rect") == 1 + len(values)  # the frame and one bar each
    try:
        draw_chart({"a": ([1], [0])}, log=True)
    except ValueError as error:
        assert "above 0" in str(error)
    else:
        raise AssertionError("a log chart took a 0")


def test_the_svg_twins_refuse_bad_arguments_by_name(monkeypatch):
    """Where matplotlib is missing, a drawing's SVG twin checks what it draws.

    In the browser (no numpy either, in the without-numpy pass) a bad
    argument is refused with a message that names it, not with an error from
    deep inside the picture.
    """
    import pytest

    from gamelib.draw import backend
    from gamelib.draw.chart import draw_chart
    from gamelib.draw.partizan import draw_stalks
    from gamelib.draw.wythoff import MOST_CELLS_SIDE, draw_sg_table

    monkeypatch.setattr(backend, "matplotlib_available", lambda: False)
    refused = [
        (lambda: draw_sg_table([[0, 1], [1, -1]]), ValueError, "table[1][1]"),
        (lambda: draw_sg_table([[0, 1], [1]]), ValueError, "table must be"),
        (lambda: draw_sg_table([[0] * (MOST_CELLS_SIDE + 1)]), ValueError, "table"),
        (lambda: draw_chart({"a": ([1, 2], [1, "x"])}), TypeError, "series['a']"),
        (lambda: draw_chart({"a": ([1], [1])}, kind="pie"), ValueError, "kind"),
        (lambda: draw_stalks(["BR", b"R"]), TypeError, "stalks[1]"),
        (lambda: draw_stalks(["BR"], labels=3), TypeError, "labels"),
    ]
    for call, kind, named in refused:
        with pytest.raises(kind) as caught:
            call()
        assert named in str(caught.value), caught.value
    assert str(draw_sg_table([[0, 1], [1, 0]])).startswith("<svg")  # a list: no numpy
