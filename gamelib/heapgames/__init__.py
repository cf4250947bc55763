"""Rulesets played on heaps of counters, each with its closed forms.

Nim, Bash and subtraction games, Wythoff, staircase, Moore's and Fibonacci
Nim, octal games and their nim-sequences, splitting games (Lasker's Nim),
Every-SG, coin-turning games, E&D and stone boxes. Each ruleset lists its
options for the engine and knows its closed forms, which the tests compare
with the engine's search. Imports the engine, the theory and the other
ruleset families; never drawing or widgets.
"""

from gamelib.utils.lazy import by_module, lazy

# Where each public name is defined: imported on first use.
_NAMES = by_module(
    boxes="StoneBox box_value largest_safe_count",
    coins="CoinTurningGame CoinTurningProduct MockTurtles RulerGame TurningTurtles",
    every_sg=(
        "ConjunctiveSum EuclidGame EverySG SelectiveSum every_sg_move optimal_line "
        "remoteness step"
    ),
    fibonacci=(
        "FibonacciNim fibonacci_nim_values fibonacci_numbers is_fibonacci zeckendorf"
    ),
    games="AllButSubtraction Bash Nim SubtractionGame",
    moore="MooreNim column_sums moore_construction whole_turns",
    multi="LaskerNim SplitGame",
    nim="NimMove NimTable nim_table nim_winning_move_count",
    octal="GrundyGame OctalGame",
    octal_values=(
        "MoveRule NimSequence PlainNimSequence nim_sequence prove_period "
        "smallest_period"
    ),
    pairsplit="PairSplit lowest_zero_bit pair_value",
    staircase="StaircaseNim chessmen_staircase jumping_staircase",
    wythoff="Wythoff cold_positions is_cold partner sg_table wythoff_pair",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
