"""The judge problems of the book, and the stress tester that runs solutions on them.

:mod:`~gamelib.contest.problems` holds the reference solvers, input
generators and brute forces; :mod:`~gamelib.contest.stress` runs a reader's
solution against a reference (``python -m gamelib.contest.stress``). Both
draw random inputs and compare outputs with :mod:`~gamelib.contest.judging`,
below them: problems never imports stress.
"""

from gamelib.utils.lazy import by_module, lazy

# ``gamelib.contest.stress`` is the module (its function: ``stress.stress``).
# Where each public name is defined: imported on first use.
_NAMES = by_module(
    problems=(
        "InputFormatError PROBLEMS Problem Tokens problem samples wythoff_float_traps"
    ),
    judging="Draw compare_outputs",
    stress="StressReport strategy variants",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
