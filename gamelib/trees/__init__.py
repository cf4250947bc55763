"""Game trees with payoffs (chapter 11): the trees, minimax and alpha-beta.

:mod:`~gamelib.trees.gametrees` reads and builds trees; :mod:`~gamelib.trees.treesearch`
searches them. Imports the engine only.
"""

from gamelib.utils.lazy import by_module, lazy

# Where each public name is defined: imported on first use.
_NAMES = by_module(
    gametrees="GameTree is_payoff random_tree short_path",
    treesearch="NegamaxResult SearchResult Step alphabeta known_bounds minimax negamax",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
