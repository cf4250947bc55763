"""Partizan games (chapter 13): Left and Right, outcome classes, numbers and nimbers.

A family of its own: positions are games ``{L | R}``, compared and added by
Conway's rules rather than valued by the Sprague-Grundy search. Imports the
engine's argument checks only.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = ("games",)
_NAMES = {
    "Nimber": "games",
    "PartizanGame": "games",
    "Step": "games",
    "add": "games",
    "birthday": "games",
    "canonical": "games",
    "canonical_steps": "games",
    "compare": "games",
    "describe": "games",
    "from_impartial": "games",
    "integer": "games",
    "negate": "games",
    "nimber": "games",
    "number": "games",
    "numbers_born_by": "games",
    "outcome_class": "games",
    "parse_stalks": "games",
    "simplest_between": "games",
    "stalk": "games",
    "stalk_value": "games",
    "stalks": "games",
    "value": "games",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
