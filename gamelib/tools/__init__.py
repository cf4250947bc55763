"""The reader's tools: check a guess, analyse a game of your own.

:func:`~gamelib.tools.check.check` compares a reader's guess with the exact
answer; :mod:`~gamelib.tools.lab` turns a rule written in a few words into
its analysis. They sit above the rulesets and the drawing, which they use.
"""

from gamelib.utils.lazy import by_module, lazy

# ``gamelib.tools.check`` is the module; the function is ``gamelib.check``.
# Where each public name is defined: imported on first use.
_NAMES = by_module(
    check="CheckResult Counterexample",
    lab="LabReport RuleGame analyse arithmetic_periodicity lab_game parse_game",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
