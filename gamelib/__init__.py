"""gamelib: exact analysis of impartial combinatorial games.

The library behind the *Winning Moves* notebooks. A game is a ruleset object
with ``options(position)``; the generic engine computes Sprague-Grundy values,
outcomes and winning moves from it, and game graphs can be built and drawn.
Interactive explorers live in :mod:`gamelib.widgets`, which is the only module
that imports ipywidgets and is not imported here.

``import gamelib`` imports nothing else: each submodule (``gamelib.heapgames.nim``,
``gamelib.draw``, ...) and each name below (``gamelib.Nim``, ...) is imported
on first use (PEP 562 ``__getattr__``), so that networkx, sympy and the
drawing code load only where a program needs them (in the browser's Python
every import costs seconds).

>>> from gamelib import Nim, sg
>>> sg(Nim(), (1, 2, 3))
0
"""

from gamelib.utils.lazy import lazy

# The top-level names: where each one is defined.
_NAMES = {
    "AllButSubtraction": "heapgames.games",
    "Bash": "heapgames.games",
    "CoinTurningGame": "heapgames.coins",
    "CoinTurningProduct": "heapgames.coins",
    "EuclidGame": "heapgames.every_sg",
    "EverySG": "heapgames.every_sg",
    "FibonacciNim": "heapgames.fibonacci",
    "Game": "engine.game",
    "GameTree": "trees.gametrees",
    "GreenHackenbush": "graphgames.hackenbush",
    "GrundyGame": "heapgames.octal",
    "LaskerNim": "heapgames.multi",
    "LoopyGameError": "engine.game",
    "MiserePlay": "theory.misere",
    "MockTurtles": "heapgames.coins",
    "MooreNim": "heapgames.moore",
    "Nim": "heapgames.games",
    "OctalGame": "heapgames.octal",
    "RuleGame": "tools.lab",
    "RulerGame": "heapgames.coins",
    "SJEndRule": "theory.misere",
    "SearchLimitError": "engine.game",
    "SplitGame": "heapgames.multi",
    "StaircaseNim": "heapgames.staircase",
    "SubtractionGame": "heapgames.games",
    "Sum": "engine.sums",
    "TurningTurtles": "heapgames.coins",
    "VertexGeography": "graphgames.geography",
    "Wythoff": "heapgames.wythoff",
    "alphabeta": "trees.treesearch",
    "analyse": "tools.lab",
    "check": "tools.check",
    "draw_game_graph": "draw",
    "game_from": "engine.core",
    "game_graph": "engine.graphs",
    "lab_game": "tools.lab",
    "mex": "engine.core",
    "minimax": "trees.treesearch",
    "nim_sum": "engine.core",
    "outcome": "engine.core",
    "periodicity": "theory.sequences",
    "sg": "engine.core",
    "sg_sequence": "theory.sequences",
    "step": "heapgames.every_sg",
    "winning_moves": "engine.core",
}

__all__ = [
    "AllButSubtraction",
    "Bash",
    "CoinTurningGame",
    "CoinTurningProduct",
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


# Its parts (``gamelib.engine``, ...) are reachable as attributes too.
__getattr__, __dir__ = lazy(__name__, _NAMES)
