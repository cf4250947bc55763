"""Interactive explorers for the notebooks: the only package importing ipywidgets.

Each chapter's explorers live in a module of their own; the building blocks
(``Explorer``, ``PlayWidget``) are in :mod:`gamelib.widgets.base`. Explorers
recompute and redraw as SVG (see :mod:`gamelib.draw`) when a control changes,
and keep what they computed in attributes, so tests can drive them without a
browser: set a control's ``.value``, then read the attributes.

>>> from gamelib.widgets import BashExplorer
>>> BashExplorer(heap=8, max_take=3).p_positions[:3]
[0, 4, 8]
"""

from gamelib.widgets.base import Explorer, PlayWidget
from gamelib.widgets.bash import BashExplorer
from gamelib.widgets.gametrees import AlphaBetaExplorer
from gamelib.widgets.geography import GeographyExplorer
from gamelib.widgets.hackenbush import HackenbushBuilder, HackenbushExplorer
from gamelib.widgets.lab import LabExplorer
from gamelib.widgets.loopy import LoopyExplorer
from gamelib.widgets.misere import MisereNimExplorer, MiserePlayWidget
from gamelib.widgets.moregames import (
    CoinTurningExplorer,
    CoinTurningPlay,
    FibonacciNimExplorer,
    MooreExplorer,
    StaircaseExplorer,
    StaircasePlay,
)
from gamelib.widgets.multi import EverySGExplorer, LaskerExplorer
from gamelib.widgets.nim import NimExplorer
from gamelib.widgets.octal import OctalExplorer
from gamelib.widgets.partizan import PartizanExplorer
from gamelib.widgets.sprague_grundy import SpragueGrundyExplorer
from gamelib.widgets.sums import SumsExplorer
from gamelib.widgets.wythoff import WythoffExplorer

__all__ = [
    "AlphaBetaExplorer",
    "BashExplorer",
    "CoinTurningExplorer",
    "CoinTurningPlay",
    "EverySGExplorer",
    "Explorer",
    "FibonacciNimExplorer",
    "GeographyExplorer",
    "HackenbushBuilder",
    "HackenbushExplorer",
    "LabExplorer",
    "LaskerExplorer",
    "LoopyExplorer",
    "MisereNimExplorer",
    "MiserePlayWidget",
    "MooreExplorer",
    "NimExplorer",
    "OctalExplorer",
    "PartizanExplorer",
    "PlayWidget",
    "SpragueGrundyExplorer",
    "StaircaseExplorer",
    "StaircasePlay",
    "SumsExplorer",
    "WythoffExplorer",
]
