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

from gamelib import (
    boards,
    coins,
    core,
    draw,
    every_sg,
    fibonacci,
    games,
    gametrees,
    geography,
    graphs,
    grids,
    hackenbush,
    lab,
    loopy,
    matching,
    misere,
    moore,
    multi,
    nim,
    nimbers,
    octal,
    partizan,
    sequences,
    staircase,
    sums,
    treeflip,
    treesearch,
    wythoff,
)
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
from gamelib.draw import draw_game_graph
from gamelib.every_sg import EuclidGame, EverySG, step
from gamelib.fibonacci import FibonacciNim
from gamelib.games import Bash, Nim, SubtractionGame
from gamelib.gametrees import GameTree
from gamelib.geography import VertexGeography
from gamelib.graphs import game_graph
from gamelib.hackenbush import GreenHackenbush
from gamelib.lab import RuleGame, analyse, lab_game
from gamelib.misere import MiserePlay, SJEndRule
from gamelib.moore import MooreNim
from gamelib.multi import LaskerNim, SplitGame
from gamelib.octal import GrundyGame, OctalGame
from gamelib.sequences import periodicity, sg_sequence
from gamelib.staircase import StaircaseNim
from gamelib.sums import Sum
from gamelib.treesearch import alphabeta, minimax
from gamelib.wythoff import Wythoff

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
    "LaskerNim",
    "LoopyGameError",
    "MiserePlay",
    "MockTurtles",
    "MooreNim",
    "Nim",
    "OctalGame",
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
    "check",
    "draw_game_graph",
    "game_from",
    "game_graph",
    "lab_game",
    "mex",
    "minimax",
    "nim_sum",
    "outcome",
    "periodicity",
    "sg",
    "sg_sequence",
    "step",
    "winning_moves",
]
