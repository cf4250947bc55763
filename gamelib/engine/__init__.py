"""The engine: what a game is, and everything computed from ``options`` alone.

A ruleset subclasses :class:`~gamelib.engine.game.Game` and lists the options
of a position; the engine computes the rest by generic code: the
Sprague-Grundy value, outcomes and winning moves (:mod:`~gamelib.engine.core`,
one iterative search), draws in games with cycles (:mod:`~gamelib.engine.loopy`),
game graphs (:mod:`~gamelib.engine.graphs`) and disjunctive sums
(:mod:`~gamelib.engine.sums`). :mod:`~gamelib.engine.args` declares every
argument check of the public API, :mod:`~gamelib.engine.heaps` what a row of
heaps is, :mod:`~gamelib.engine.shapes` the positions of every shape that
:func:`gamelib.check` samples.

The engine imports only :mod:`gamelib.utils`: no theory, no ruleset, no
drawing, no widget (``docs/architecture.md``).
"""

from gamelib.utils.lazy import by_module, lazy

# The checkers of args are used as ``args.<checker>``, not re-exported here.
# Where each public name is defined: imported on first use.
_NAMES = by_module(
    core="game_from mex nim_sum outcome search sg value_of winning_moves",
    game="Game LoopyGameError Rule SearchLimitError",
    graphs="format_position game_graph",
    heaps="HeapRow check_one_heap",
    loopy=(
        "Infinite loopy_outcome loopy_outcomes loopy_ranks loopy_remoteness "
        "loopy_sg loopy_sg_rounds loopy_sg_values outcome_of_value sum_value"
    ),
    options="OptionsError distinct_options",
    sums="Compound Sum",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
