"""The judge problems of the book, and the stress tester that runs solutions on them.

:mod:`~gamelib.contest.problems` holds the reference solvers, input
generators and brute forces; :mod:`~gamelib.contest.stress` runs a reader's
solution against a reference (``python -m gamelib.contest.stress``). Both
draw random inputs and compare outputs with :mod:`~gamelib.contest.judging`,
below them: problems never imports stress.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = ("judging", "problems", "stress")
_NAMES = {
    "Draw": "judging",
    "InputFormatError": "problems",
    "PROBLEMS": "problems",
    "Problem": "problems",
    "StressReport": "stress",
    "Tokens": "problems",
    "compare_outputs": "judging",
    "problem": "problems",
    "samples": "problems",
    "strategy": "stress",
    "stress": "stress",
    "variants": "stress",
    "wythoff_float_traps": "problems",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
