"""Rulesets played on graphs, boards and grids.

Vertex geography (on graphs and on boards), Green Hackenbush (and its
pictures as data), the splitting games on grids (Cutting and Bomb) and the
tree-flipping game. Imports the engine, the theory and the other ruleset
families; never drawing or widgets.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = (
    "boards",
    "geography",
    "grids",
    "hackenbush",
    "hackenbush_data",
    "treeflip",
)
_NAMES = {
    "BombGame": "grids",
    "CuttingGame": "grids",
    "Edges": "hackenbush",
    "Friends": "treeflip",
    "GreenHackenbush": "hackenbush",
    "MOST_VERTICES": "treeflip",
    "VertexGeography": "geography",
    "Visited": "geography",
    "board_analysis": "boards",
    "board_graph": "boards",
    "bomb_table": "grids",
    "cutting_table": "grids",
    "edge_list": "hackenbush_data",
    "losing_starts": "geography",
    "matching_analysis": "geography",
    "maximum_matching": "geography",
    "parse_board": "boards",
    "parse_bomb_board": "grids",
    "parse_tree": "hackenbush_data",
    "random_rooted_graph": "hackenbush_data",
    "tree_value": "hackenbush_data",
    "vertices_of": "hackenbush_data",
    "winning_placements": "boards",
    "winning_starts": "geography",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
