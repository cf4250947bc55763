"""Explorer for octal games and Grundy's game (chapter 10)."""

from html import escape

import ipywidgets as widgets

from gamelib.draw.strip import sg_strip_svg
from gamelib.engine import args as arg
from gamelib.engine.game import SearchLimitError
from gamelib.heapgames.octal import GrundyGame, OctalGame
from gamelib.theory.sequences import periodicity, sg_sequence
from gamelib.widgets.base import Explorer, _refused, _slider, _text_box

__all__ = ["OctalExplorer"]

EXAMPLES = [
    ("Kayles", "0.77"),
    ("Dawson's Kayles", "0.07"),
    ("Dawson's Chess", "0.137"),
    ("Treblecross", "0.007"),
    ("0.177", "0.177"),
    ("0.051", "0.051"),
    ("0.4", "0.4"),
    ("Grundy's game", "grundy"),
]


class OctalExplorer(Explorer):
    """Type an octal code; see the nim-sequence and the period that is proved.

    The text box takes a code such as ``0.77`` (or ``grundy`` for Grundy's
    game); the sliders choose which heaps the strip shows. The period comes
    from :func:`gamelib.periodicity`, tried on the first
    ``period_limit`` heaps; results are cached per code, so moving a slider
    only redraws.

    Attributes
    ----------
    game : OctalGame or GrundyGame or None
        None while the code is malformed.
    error : str or None
        Why the code was refused.
    periodicity : Periodicity or None
        The proved ``(preperiod, period)``, or None if none was proved.
    values : list of int
        The values of the heaps shown.

    Examples
    --------
    >>> from gamelib.widgets import OctalExplorer
    >>> explorer = OctalExplorer(code="0.07", shown=12)
    >>> explorer.periodicity
    Periodicity(preperiod=53, period=34, theorem='Theorem 10.1')
    >>> explorer.values
    [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]
    >>> explorer.code.value = "0.9"
    >>> explorer.error
    "octal digits are 0 to 7, got '9' in '0.9'"
    """

    period_limit = 1100  # enough for 0.177 (proof up to heap 1036), fast to type

    @arg.check_args(
        code=arg.text, shown=arg.between(12, 120), start=arg.between(0, 1000)
    )
    def __init__(self, code="0.77", shown=48, start=0):
        self._cache = {}
        self.code = _text_box(code, "octal code")
        self.shown = _slider(shown, 12, 120, "heaps shown")
        self.start = _slider(start, 0, 1000, "first heap")
        self.examples = widgets.Dropdown(
            options=[("examples…", ""), *EXAMPLES], value="", description=""
        )
        self.examples.observe(self._pick_example, names="value")
        super().__init__()
        row = self.children[0]
        row.children = (self.examples, *row.children)

    def controls(self):
        return [self.code, self.shown, self.start]

    def _pick_example(self, change):
        if change["new"]:
            self.code.value = change["new"]

    def _analyse(self, text):
        """(game, periodicity, error) for a code, computed once per code."""
        if text not in self._cache:
            try:
                if text.lower().replace("'s game", "") in ("grundy", "grundy's"):
                    game, found = GrundyGame(), None
                else:
                    game = OctalGame(text)
                    try:
                        found = periodicity(game, limit=self.period_limit)
                    except SearchLimitError:
                        found = None
                self._cache[text] = (game, found, None)
            except (TypeError, ValueError) as error:
                self._cache[text] = (None, None, str(error))
        return self._cache[text]

    def draw(self):
        text = self.code.value.strip()
        self.game, self.periodicity, self.error = self._analyse(text)
        first, count = self.start.value, self.shown.value
        if self.error:
            self.values = []
            return _refused(self.error, "Try 0.77 (Kayles), 0.07, 0.137 or grundy."), ""
        everything = sg_sequence(self.game, first + count)
        self.values = everything[first:].tolist()
        return self._status(), self._picture(first, count)

    def _status(self):
        game = self.game
        if isinstance(game, GrundyGame):
            verdict = (
                "not an octal game: no periodicity theorem applies, and no "
                "period is known (Mike Guy computed ten million values without one)"
            )
        else:
            if self.periodicity is None:
                verdict = (
                    f"no period is proved by the first {self.period_limit} heaps "
                    "(it may come later, or never)"
                )
            else:
                n0, p = self.periodicity.preperiod, self.periodicity.period
                upto = 2 * max(n0, 1) + 2 * p + game.max_take - 1
                verdict = (
                    f"<b>period {p} from heap {n0}</b> (the last exceptional "
                    f"heap is {n0 - 1}); proved by the periodicity theorem "
                    f"from the values of heaps 0 to {upto}"
                    if n0
                    else f"<b>period {p} from heap 0</b>; proved by the "
                    f"periodicity theorem from the values of heaps 0 to {upto}"
                )
        named = isinstance(game, OctalGame) and game.code in game.NAMES
        code = f" ({game.code})" if named else ""
        rules = escape(game.describe_rules())
        return f"<b>{escape(game.name)}</b>{code}: {rules}.<br>{verdict}."

    def _picture(self, first, count):
        marks = []
        if self.periodicity is not None:
            n0, p = self.periodicity.preperiod, self.periodicity.period
            heap = n0 + p * max(0, -(-(first - n0) // p))  # first period start in view
            while heap < first + count:
                if not marks or heap - marks[-1][0] >= 6:  # keep labels apart
                    label = f"period from {n0}" if heap == n0 else f"+{heap - n0}"
                    marks.append((heap, label))
                heap += p
        heading = (
            f"<div>heaps {first} to {first + count - 1} "
            "(blue = P-position, value 0):</div>"
        )
        picture = heading + sg_strip_svg(self.values, start=first, cell=20, marks=marks)
        if self.periodicity is not None:
            n0, p = self.periodicity.preperiod, self.periodicity.period
            shown = min(p, 60)
            cycle = sg_sequence(self.game, n0 + shown)[n0:]
            more = f" (the first {shown} of them)" if shown < p else ""
            picture += (
                f"<div>one period: heaps {n0} to {n0 + p - 1}{more}, "
                "repeated forever:</div>" + sg_strip_svg(cycle, start=n0, cell=20)
            )
        return picture
