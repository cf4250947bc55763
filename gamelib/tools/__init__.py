"""The reader's tools: check a guess, analyse a game of your own.

:func:`~gamelib.tools.check.check` compares a reader's guess with the exact
answer; :mod:`~gamelib.tools.lab` turns a rule written in a few words into
its analysis. They sit above the rulesets and the drawing, which they use.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
# ``gamelib.tools.check`` is the module; the function is ``gamelib.check``.
_SUBMODULES = ("check", "lab")
_NAMES = {
    "CheckResult": "check",
    "Counterexample": "check",
    "LabReport": "lab",
    "RuleGame": "lab",
    "analyse": "lab",
    "arithmetic_periodicity": "lab",
    "lab_game": "lab",
    "parse_game": "lab",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
