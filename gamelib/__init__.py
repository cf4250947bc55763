"""gamelib: exact analysis of impartial combinatorial games.

The library behind the *Winning Moves* notebooks. A game is a ruleset object
with ``options(position)``; the generic engine computes Sprague-Grundy values,
outcomes and winning moves from it, and game graphs can be built and drawn.
Interactive explorers live in :mod:`gamelib.widgets`, which is the only module
that imports ipywidgets and is not imported here.

>>> from gamelib import Nim, sg
>>> sg(Nim(), (1, 2, 3))
0
"""

from gamelib.boards import board_graph, parse_board, winning_placements
from gamelib.check import check
from gamelib.coins import CoinTurningGame, MockTurtles, RulerGame, TurningTurtles
from gamelib.core import (
    Game,
    LoopyGameError,
    SearchLimitError,
    game_from,
    mex,
    nim_sum,
    outcome,
    sg,
    winning_moves,
)
from gamelib.draw import (
    draw_board,
    draw_game_graph,
    draw_game_tree,
    draw_geography,
    draw_hackenbush,
)
from gamelib.every_sg import (
    EuclidGame,
    EverySG,
    every_sg_move,
    optimal_line,
    step,
)
from gamelib.fibonacci import (
    FibonacciNim,
    fibonacci_numbers,
    is_fibonacci,
    zeckendorf,
)
from gamelib.games import Bash, Nim, SubtractionGame
from gamelib.gametrees import GameTree, alphabeta, minimax, random_tree
from gamelib.geography import (
    VertexGeography,
    geography_outcome,
    losing_starts,
    maximum_matching,
    winning_starts,
)
from gamelib.graphs import format_position, game_graph
from gamelib.hackenbush import GreenHackenbush, random_rooted_graph
from gamelib.lab import (
    LabReport,
    Pattern,
    RuleGame,
    analyse,
    arithmetic_periodicity,
    heap_position,
    heap_values,
    lab_game,
    parse_game,
)
from gamelib.misere import (
    MiserePlay,
    SJEndRule,
    sj_outcome,
    sj_violation,
)
from gamelib.moore import MooreNim, moore_outcome, moore_winning_move
from gamelib.multi import LaskerNim, SplitGame, lasker_sg
from gamelib.nim import (
    NimMove,
    NimTable,
    nim_first_winning_move,
    nim_table,
    nim_winning_move_count,
    nim_winning_moves,
)
from gamelib.octal import GrundyGame, OctalGame, nim_sequence, octal_periodicity
from gamelib.sequences import Periodicity, periodicity, sg_sequence
from gamelib.staircase import StaircaseNim, chessmen_staircase
from gamelib.sums import Sum
from gamelib.wythoff import Wythoff, cold_positions, wythoff_pair

__all__ = [
    "Bash",
    "CoinTurningGame",
    "EuclidGame",
    "EverySG",
    "FibonacciNim",
    "Game",
    "GameTree",
    "GreenHackenbush",
    "GrundyGame",
    "LabReport",
    "LaskerNim",
    "LoopyGameError",
    "MiserePlay",
    "MockTurtles",
    "MooreNim",
    "Nim",
    "NimMove",
    "NimTable",
    "OctalGame",
    "Pattern",
    "Periodicity",
    "RuleGame",
    "RulerGame",
    "SJEndRule",
    "SearchLimitError",
    "SplitGame",
    "StaircaseNim",
    "SubtractionGame",
    "Sum",
    "TurningTurtles",
    "VertexGeography",
    "Wythoff",
    "alphabeta",
    "analyse",
    "arithmetic_periodicity",
    "board_graph",
    "check",
    "chessmen_staircase",
    "cold_positions",
    "draw_board",
    "draw_game_graph",
    "draw_game_tree",
    "draw_geography",
    "draw_hackenbush",
    "every_sg_move",
    "fibonacci_numbers",
    "format_position",
    "game_from",
    "game_graph",
    "geography_outcome",
    "heap_position",
    "heap_values",
    "is_fibonacci",
    "lab_game",
    "lasker_sg",
    "losing_starts",
    "maximum_matching",
    "mex",
    "minimax",
    "moore_outcome",
    "moore_winning_move",
    "nim_first_winning_move",
    "nim_sequence",
    "nim_sum",
    "nim_table",
    "nim_winning_move_count",
    "nim_winning_moves",
    "octal_periodicity",
    "optimal_line",
    "outcome",
    "parse_board",
    "parse_game",
    "periodicity",
    "random_rooted_graph",
    "random_tree",
    "sg",
    "sg_sequence",
    "sj_outcome",
    "sj_violation",
    "step",
    "winning_moves",
    "winning_placements",
    "winning_starts",
    "wythoff_pair",
    "zeckendorf",
]
