"""Rulesets played on graphs, boards and grids.

Vertex geography (on graphs and on boards), Green Hackenbush (and its
pictures as data), the splitting games on grids (Cutting and Bomb) and the
tree-flipping game. Imports the engine, the theory and the other ruleset
families; never drawing or widgets.
"""

from gamelib.utils.lazy import by_module, lazy

# Where each public name is defined: imported on first use.
_NAMES = by_module(
    boards="board_analysis board_graph parse_board winning_placements",
    geography=(
        "VertexGeography Visited losing_starts matching_analysis "
        "maximum_matching winning_starts"
    ),
    grids="BombGame CuttingGame bomb_table cutting_table parse_bomb_board",
    hackenbush="Edges GreenHackenbush",
    hackenbush_data=(
        "edge_list every_picture parse_tree random_rooted_graph tree_value vertices_of"
    ),
    treeflip="Friends MOST_VERTICES",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
