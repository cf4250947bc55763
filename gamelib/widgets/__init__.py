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

from gamelib.utils.lazy import lazy

# Where each name is defined: imported on first use (see gamelib.utils.lazy).
_NAMES = {
    "AlphaBetaExplorer": "gametrees",
    "BashExplorer": "bash",
    "CoinTurningExplorer": "moregames",
    "CoinTurningPlay": "moregames",
    "EverySGExplorer": "multi",
    "Explorer": "base",
    "FibonacciNimExplorer": "moregames",
    "GameExplorer": "partizan",
    "GeographyExplorer": "geography",
    "HackenbushBuilder": "hackenbush",
    "HackenbushExplorer": "hackenbush",
    "LabExplorer": "lab",
    "LoopyExplorer": "loopy",
    "LaskerExplorer": "multi",
    "MisereNimExplorer": "misere",
    "MiserePlayWidget": "misere",
    "MooreExplorer": "moregames",
    "NimExplorer": "nim",
    "OctalExplorer": "octal",
    "PartizanExplorer": "partizan",
    "PlayWidget": "base",
    "SpragueGrundyExplorer": "sprague_grundy",
    "StaircaseExplorer": "moregames",
    "StaircasePlay": "moregames",
    "SumsExplorer": "sums",
    "WythoffExplorer": "wythoff",
}

__all__ = [
    "AlphaBetaExplorer",
    "BashExplorer",
    "CoinTurningExplorer",
    "CoinTurningPlay",
    "EverySGExplorer",
    "Explorer",
    "FibonacciNimExplorer",
    "GameExplorer",
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

__getattr__, __dir__ = lazy(__name__, _NAMES)
