"""Partizan games (chapter 13): Left and Right, outcome classes, numbers and nimbers.

``games`` holds the games and their values; ``thermal`` their stops,
cooling, temperature and thermographs; ``notation`` reads games typed as
text and writes them back; ``hackenbush`` makes Blue-Red Hackenbush
pictures into games.

A family of its own: positions are games ``{L | R}``, compared and added by
Conway's rules rather than valued by the Sprague-Grundy search. Imports the
engine's argument checks only.
"""

from gamelib.utils.lazy import by_module, lazy

# Where each public name is defined: imported on first use.
_NAMES = by_module(
    games=(
        "Nimber PartizanGame Step add birthday canonical canonical_steps "
        "compare describe from_impartial integer negate nimber number "
        "numbers_born_by outcome_class parse_stalks simplest_between stalk "
        "stalk_value stalks value"
    ),
    hackenbush="blue_red_hackenbush",
    notation="game_text parse_game",
    thermal="Thermograph cool mean stops temperature thermograph",
)
__all__ = sorted(_NAMES)

__getattr__, __dir__ = lazy(__name__, _NAMES)
