"""Explorers of chapter 13: Blue-Red Hackenbush stalks, and any game {L | R}."""

from fractions import Fraction
from html import escape
from math import prod

import ipywidgets as widgets

from gamelib.draw.partizan import stalks_svg, thermograph_svg
from gamelib.engine import args as arg
from gamelib.engine.game import SearchLimitError
from gamelib.partizan.games import (
    describe,
    outcome_class,
    parse_stalks,
    stalk_value,
    stalks,
)
from gamelib.partizan.notation import game_text, parse_game
from gamelib.partizan.thermal import thermograph
from gamelib.widgets.base import Explorer

__all__ = ["GameExplorer", "PartizanExplorer"]

#: The explorer also plays the picture out by search when it has at most this
#: many positions (the product of the stalks' lengths plus one) and edges,
#: which keeps an update under 50 ms.
SEARCHED_POSITIONS = 256
SEARCHED_EDGES = 16
#: The most stalks the explorer draws.
MOST_STALKS = 40

VERDICTS = {
    "L": "Left (Blue) wins, whoever moves first",
    "R": "Right (Red) wins, whoever moves first",
    "P": "the second player wins, whoever that is",
    "N": "the first player wins",
}


class PartizanExplorer(Explorer):
    """Type Blue-Red stalks; see them, the value of each and of their sum.

    The text box takes stalks from the ground up, "B" for a blue edge and
    "R" for a red one, separated by spaces or commas ("BR BR R"). The status
    line gives each stalk's value by Berlekamp's rule, the sum, and who
    wins; for small pictures (up to ``SEARCHED_POSITIONS`` positions and
    ``SEARCHED_EDGES`` edges) it
    also plays the game out by search and says whether the two agree.

    Attributes
    ----------
    stalks : tuple of str
        The stalks read from the text box (empty after bad input).
    values : list of Fraction
        The value of each stalk.
    total : Fraction or None
        The value of the sum.
    outcome : str or None
        "L", "R", "N" or "P", from the sign of `total`.
    searched : str or None
        The outcome class found by search, when the picture is small.
    error : str or None
        What was wrong with the input.
    """

    @arg.check_args(text=arg.text)
    def __init__(self, text="BR BR R"):
        self.text = widgets.Text(
            value=text,
            description="stalks",
            placeholder="e.g. BR BBR R",
            continuous_update=False,
        )
        super().__init__()

    def controls(self):
        return [self.text]

    def draw(self):
        self.values, self.total, self.outcome, self.searched = [], None, None, None
        try:
            self.stalks = parse_stalks(self.text.value)
        except (TypeError, ValueError) as error:
            self.stalks, self.error = (), str(error)
            return f"<b>Cannot read that:</b> {escape(self.error)}", ""
        if len(self.stalks) > MOST_STALKS:
            self.error = f"at most {MOST_STALKS} stalks, got {len(self.stalks)}"
            self.stalks = ()
            return f"<b>Too many stalks:</b> {self.error}", ""
        self.error = None
        self.values = [stalk_value(s) for s in self.stalks]
        self.total = sum(self.values, Fraction(0))
        self.outcome = "L" if self.total > 0 else "R" if self.total < 0 else "P"
        lines = [
            ", ".join(
                f"{s}: {v}" for s, v in zip(self.stalks, self.values, strict=True)
            )
            or "No stalks: the empty picture, value 0.",
            f"Sum: <b>{self.total}</b>, so {VERDICTS[self.outcome]}.",
        ]
        positions = prod(len(s) + 1 for s in self.stalks)
        edges = sum(map(len, self.stalks))
        if positions <= SEARCHED_POSITIONS and edges <= SEARCHED_EDGES:
            self.searched = outcome_class(stalks(self.stalks))
            agree = "agrees" if self.searched == self.outcome else "DISAGREES"
            found = VERDICTS[self.searched]
            lines.append(f"Playing every line out by search: {found} ({agree}).")
        picture = stalks_svg(self.stalks, labels=[str(v) for v in self.values])
        return "<br>".join(lines), picture


class GameExplorer(Explorer):
    """Type any game ``{L | R}``; see its canonical form, value, outcome, heat.

    The text box takes the notation of :func:`gamelib.partizan.notation.parse_game`
    (``{1, * | {0 | -1}}``, ``3/4``, ``*2``, ``↑*``, sums with + and -). The
    status line gives the canonical form, the value (a number, a nimber, or
    neither), the outcome class, the stops, the mean and the temperature;
    the picture is the thermograph.

    Attributes
    ----------
    result : dict or None
        ``canonical`` (text), ``value`` (text), ``outcome`` ("L", "R", "N"
        or "P"), ``stops`` (a pair of Fractions), ``mean`` and
        ``temperature`` (Fractions); None after bad input.
    error : str or None
        What was wrong with the input.
    """

    @arg.check_args(text=arg.text)
    def __init__(self, text="{2 | {1 | 0}}"):
        self.text = widgets.Text(
            value=text,
            description="game",
            placeholder="e.g. {1, * | {0 | -1}}",
            continuous_update=False,
        )
        super().__init__()

    def controls(self):
        return [self.text]

    def draw(self):
        self.result = None
        try:
            game = parse_game(self.text.value)
            graph = thermograph(game)
            self.result = {
                "canonical": game_text(game),
                "value": describe(game),
                "outcome": outcome_class(game),
                "stops": (graph.left_wall(0), graph.right_wall(0)),
                "mean": graph.mean,
                "temperature": graph.temperature,
            }
        except (TypeError, ValueError, SearchLimitError) as error:
            self.error = str(error)
            return f"<b>Cannot value that:</b> {escape(self.error)}", ""
        self.error = None
        r = self.result
        lines = [
            f"Canonical form: <b>{escape(r['canonical'])}</b>; value: "
            f"{escape(r['value'])}.",
            f"Outcome class {r['outcome']}: {VERDICTS[r['outcome']]}.",
            f"Stops: Left {r['stops'][0]}, Right {r['stops'][1]}; mean "
            f"{r['mean']}, temperature {r['temperature']}.",
        ]
        return "<br>".join(lines), thermograph_svg(game)
