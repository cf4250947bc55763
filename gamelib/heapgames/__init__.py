"""Rulesets played on heaps of counters, each with its closed forms.

Nim, Bash and subtraction games, Wythoff, staircase, Moore's and Fibonacci
Nim, octal games and their nim-sequences, splitting games (Lasker's Nim),
Every-SG, coin-turning games, E&D and stone boxes. Each ruleset lists its
options for the engine and knows its closed forms, which the tests compare
with the engine's search. Imports the engine, the theory and the other
ruleset families; never drawing or widgets.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = (
    "boxes",
    "coins",
    "every_sg",
    "fibonacci",
    "games",
    "moore",
    "multi",
    "nim",
    "octal",
    "octal_values",
    "pairsplit",
    "staircase",
    "wythoff",
)
_NAMES = {
    "Bash": "games",
    "CoinTurningGame": "coins",
    "EuclidGame": "every_sg",
    "EverySG": "every_sg",
    "FibonacciNim": "fibonacci",
    "GrundyGame": "octal",
    "LaskerNim": "multi",
    "MockTurtles": "coins",
    "MooreNim": "moore",
    "MoveRule": "octal_values",
    "Nim": "games",
    "NimMove": "nim",
    "NimSequence": "octal_values",
    "NimTable": "nim",
    "OctalGame": "octal",
    "PairSplit": "pairsplit",
    "PlainNimSequence": "octal_values",
    "RulerGame": "coins",
    "SplitGame": "multi",
    "StaircaseNim": "staircase",
    "StoneBox": "boxes",
    "SubtractionGame": "games",
    "TurningTurtles": "coins",
    "Wythoff": "wythoff",
    "box_value": "boxes",
    "chessmen_staircase": "staircase",
    "cold_positions": "wythoff",
    "column_sums": "moore",
    "every_sg_move": "every_sg",
    "fibonacci_numbers": "fibonacci",
    "is_cold": "wythoff",
    "is_fibonacci": "fibonacci",
    "jumping_staircase": "staircase",
    "largest_safe_count": "boxes",
    "lowest_zero_bit": "pairsplit",
    "moore_construction": "moore",
    "nim_sequence": "octal_values",
    "nim_table": "nim",
    "nim_winning_move_count": "nim",
    "optimal_line": "every_sg",
    "pair_value": "pairsplit",
    "partner": "wythoff",
    "prove_period": "octal_values",
    "sg_table": "wythoff",
    "smallest_period": "octal_values",
    "step": "every_sg",
    "whole_turns": "moore",
    "wythoff_pair": "wythoff",
    "zeckendorf": "fibonacci",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
