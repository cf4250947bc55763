"""The theory that rulesets build on: periodicity, nimbers, matchings, misère play.

Results about games in general rather than one family: value sequences and
their (arithmetic) periodicity, nim multiplication, maximum matchings (which
decide vertex geography), misère play and the SJ theorem. Imports the
engine and :mod:`gamelib.utils` only.
"""

from gamelib.utils.lazy import lazy

# The modules, and where each public name is defined: imported on first use.
_SUBMODULES = ("matching", "misere", "nimbers", "sequences")
_NAMES = {
    "MiserePlay": "misere",
    "Periodicity": "sequences",
    "SJEndRule": "misere",
    "arithmetic_periodicity": "sequences",
    "max_matching": "matching",
    "nim_inverse": "nimbers",
    "nim_power": "nimbers",
    "nim_product": "nimbers",
    "nim_product_table": "nimbers",
    "periodicity": "sequences",
    "sg_sequence": "sequences",
    "sj_outcome": "misere",
    "sj_violation": "misere",
    "subtraction_values": "sequences",
    "two_colouring": "matching",
    "unmatchable": "matching",
}
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES, _SUBMODULES)
