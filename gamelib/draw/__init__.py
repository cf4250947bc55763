"""Every picture of gamelib: one module per kind, one palette, one SVG helper.

Each kind of picture has one geometry (a layout: where each position, edge,
node or cell goes, and its colour) that feeds both its matplotlib drawing,
which takes an ``ax`` and returns it, for the static figures, and its SVG,
which the explorers redraw in milliseconds as a slider moves. matplotlib is
imported on first use only, so ``import gamelib`` works without it (the
live course site runs without matplotlib).

- :mod:`gamelib.draw.graph`: game graphs (``draw_game_graph``, ``game_graph_svg``);
- :mod:`gamelib.draw.strip`: value strips of heap games;
- :mod:`gamelib.draw.hackenbush`: Green Hackenbush pictures;
- :mod:`gamelib.draw.gametree`: game trees with minimax and alpha-beta, and
  the critical tree of Knuth and Moore;
- :mod:`gamelib.draw.sparse`: rare and common values under a bit mask;
- :mod:`gamelib.draw.geography`: vertex geography on graphs and boards;
- :mod:`gamelib.draw.wythoff`: Wythoff's cold positions and value table;
- :mod:`gamelib.draw.labelling`: a game graph labelled by the rules, step by step;
- :mod:`gamelib.draw.loopy`: small graphs with cycles: P/N/D, ranks, the rounds
  of the generalised SG values;
- :mod:`gamelib.draw.mirror`: the mirror strategy of Bash's game, in rounds;
- :mod:`gamelib.draw.sums`: a sum of heap games, its values in binary (SVG);
- :mod:`gamelib.draw.misere`: the case table of the SJ theorem;
- :mod:`gamelib.draw.moore`: Moore's Nim_k in binary columns;
- :mod:`gamelib.draw.chart`: plain charts (lines, bars, points) of numbers;
- :mod:`gamelib.draw.palette` and :mod:`gamelib.draw.svg`: the shared parts.
"""

from gamelib.utils.lazy import lazy

# Where each name is defined: imported on first use (see gamelib.utils.lazy).
_NAMES = {
    "board_svg": "geography",
    "draw_board": "geography",
    "draw_cold_positions": "wythoff",
    "draw_game_graph": "graph",
    "draw_game_tree": "gametree",
    "draw_geography": "geography",
    "draw_hackenbush": "hackenbush",
    "draw_moore_table": "moore",
    "draw_sg_strip": "strip",
    "draw_sg_table": "wythoff",
    "draw_sj_cases": "misere",
    "game_graph_svg": "graph",
    "game_tree_svg": "gametree",
    "hackenbush_layout": "hackenbush",
    "hackenbush_svg": "hackenbush",
    "layered_layout": "graph",
    "loopy_graph_svg": "loopy",
    "loopy_rounds_svg": "loopy",
    "sg_strip_svg": "strip",
    "svg_document": "svg",
    "svg_open": "svg",
}

__all__ = [
    "board_svg",
    "draw_board",
    "draw_cold_positions",
    "draw_game_graph",
    "draw_game_tree",
    "draw_geography",
    "draw_hackenbush",
    "draw_moore_table",
    "draw_sg_strip",
    "draw_sg_table",
    "draw_sj_cases",
    "game_graph_svg",
    "game_tree_svg",
    "hackenbush_layout",
    "hackenbush_svg",
    "layered_layout",
    "loopy_graph_svg",
    "loopy_rounds_svg",
    "sg_strip_svg",
    "svg_document",
    "svg_open",
]

__getattr__, __dir__ = lazy(__name__, _NAMES)
