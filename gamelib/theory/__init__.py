"""The theory that rulesets build on: periodicity, nimbers, matchings, misère play.

Results about games in general rather than one family: value sequences and
their (arithmetic) periodicity, nim multiplication, maximum matchings (which
decide vertex geography), misère play and the SJ theorem. Imports the
engine and :mod:`gamelib.utils` only.
"""

from gamelib.utils.lazy import by_module, lazy

# Where each public name is defined: imported on first use.
_NAMES = by_module(
    matching="max_matching two_colouring unmatchable",
    misere="MiserePlay SJEndRule genus misere_grundy sj_outcome sj_violation",
    nimbers="nim_inverse nim_power nim_product nim_product_table",
    sequences=(
        "Periodicity arithmetic_periodicity periodicity sg_sequence subtraction_values"
    ),
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
