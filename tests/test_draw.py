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
    try:
        draw.draw_sg_strip([0, 1])
    except ImportError:
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
