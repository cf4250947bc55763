"""Game trees with payoffs (chapter 11): the trees, minimax and alpha-beta.

:mod:`~gamelib.trees.gametrees` reads and builds trees; :mod:`~gamelib.trees.treesearch`
searches them. Imports the engine only.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = ("gametrees", "treesearch")
_NAMES = {
    "GameTree": "gametrees",
    "SearchResult": "treesearch",
    "Step": "treesearch",
    "alphabeta": "treesearch",
    "is_payoff": "gametrees",
    "known_bounds": "treesearch",
    "minimax": "treesearch",
    "random_tree": "gametrees",
    "short_path": "gametrees",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
