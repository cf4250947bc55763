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

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = (
    "args",
    "core",
    "game",
    "graphs",
    "heaps",
    "loopy",
    "options",
    "shapes",
    "sums",
)
_NAMES = {
    "Compound": "sums",
    "Game": "game",
    "HeapRow": "heaps",
    "Infinite": "loopy",
    "LoopyGameError": "game",
    "OptionsError": "options",
    "Rule": "game",
    "SearchLimitError": "game",
    "Sum": "sums",
    "axes": "args",
    "between": "args",
    "boolean": "args",
    "check_args": "args",
    "check_heaps": "args",
    "check_natural": "args",
    "check_one_heap": "heaps",
    "check_positive": "args",
    "check_size": "args",
    "choice": "args",
    "depends_on": "args",
    "distinct_options": "options",
    "either": "args",
    "finite_number": "args",
    "format_position": "graphs",
    "function": "args",
    "game": "args",
    "game_from": "core",
    "game_graph": "graphs",
    "hashable": "args",
    "heaps": "args",
    "instance_of": "args",
    "integer": "args",
    "integers": "args",
    "length": "args",
    "listed_options": "options",
    "loopy_outcome": "loopy",
    "loopy_outcomes": "loopy",
    "loopy_ranks": "loopy",
    "loopy_sg": "loopy",
    "loopy_sg_rounds": "loopy",
    "loopy_sg_values": "loopy",
    "mapping": "args",
    "mex": "core",
    "natural": "args",
    "natural_or_none": "args",
    "naturals": "args",
    "naturals_or_one_iterable": "args",
    "nim_sum": "core",
    "number_between": "args",
    "optional": "args",
    "outcome": "core",
    "outcome_of_value": "loopy",
    "own_index": "args",
    "own_position": "args",
    "position_of": "args",
    "positive": "args",
    "positive_or_none": "args",
    "record": "args",
    "rng": "args",
    "rule": "args",
    "search": "core",
    "seed": "args",
    "sequence_of": "args",
    "sg": "core",
    "sum_value": "loopy",
    "text": "args",
    "text_of": "args",
    "value_of": "core",
    "winning_moves": "core",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
