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

from gamelib.check import check
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
from gamelib.games import Bash, Nim, SubtractionGame
from gamelib.graphs import draw_game_graph, format_position, game_graph
from gamelib.sequences import Periodicity, periodicity, sg_sequence
from gamelib.sums import Sum

__all__ = [
    "Bash",
    "Game",
    "LoopyGameError",
    "Nim",
    "Periodicity",
    "SearchLimitError",
    "SubtractionGame",
    "Sum",
    "check",
    "draw_game_graph",
    "format_position",
    "game_from",
    "game_graph",
    "mex",
    "nim_sum",
    "outcome",
    "periodicity",
    "sg",
    "sg_sequence",
    "winning_moves",
]
