"""Explorer for subtraction games and their Sprague-Grundy values (chapter 3)."""

import re
from html import escape

import ipywidgets as widgets

from gamelib.draw.graph import game_graph_svg
from gamelib.draw.strip import sg_strip_svg
from gamelib.engine import args as arg
from gamelib.engine.core import sg, winning_moves
from gamelib.engine.game import SearchLimitError
from gamelib.engine.graphs import game_graph
from gamelib.heapgames.games import SubtractionGame
from gamelib.theory.sequences import periodicity
from gamelib.widgets.base import Explorer

__all__ = ["SpragueGrundyExplorer", "parse_moves"]

#: Heaps the explorer examines when it looks for the period (keeps updates fast).
PERIOD_SEARCH = 5_000
#: With many moves, fewer heaps: at most this many (heap, move) steps, and at
#: least 1,000 heaps.
PERIOD_WORK = 100_000
#: Cells per row of the SG table.
ROW = 30
#: Most moves the explorer accepts (as in S-Nim, HDU 1536); keeps updates fast.
MAX_MOVES = 100


@arg.check_args(text=arg.text)
def parse_moves(text):
    """Read a subtraction set typed by a reader: numbers split by spaces or commas.

    Returns
    -------
    SubtractionGame

    Raises
    ------
    ValueError, TypeError
        With a message that names the bad entry and says what is allowed.
        The explorer takes at most ``MAX_MOVES`` (100) different moves;
        :class:`gamelib.SubtractionGame` itself has no limit.

    Examples
    --------
    >>> from gamelib.widgets.sprague_grundy import parse_moves
    >>> parse_moves("1, 3 4")
    SubtractionGame({1, 3, 4})
    >>> parse_moves("1 x")
    Traceback (most recent call last):
    ...
    ValueError: cannot read 'x' as a move: type whole numbers such as 1 3 4
    """
    numbers = []
    for word in re.split(r"[\s,;{}()\[\]]+", text.strip()):
        if not word:
            continue
        if not re.fullmatch(r"[+-]?\d+", word):
            raise ValueError(
                f"cannot read {word!r} as a move: type whole numbers such as 1 3 4"
            )
        numbers.append(int(word))
    if len(set(numbers)) > MAX_MOVES:
        raise ValueError(
            f"the explorer takes at most {MAX_MOVES} different moves, got "
            f"{len(set(numbers))}; gamelib.SubtractionGame takes any number"
        )
    return SubtractionGame(numbers)


class SpragueGrundyExplorer(Explorer):
    """Type a subtraction set; see its SG values, their period and a game graph.

    Controls: the move set (a text box, e.g. ``1 3 4``; press Enter), the heap
    whose game graph is drawn with SG labels and its winning moves in red,
    and how many heaps the SG table shows. The table is a coloured strip per
    row of 30 heaps (blue = P-position) with ticks where each period starts.
    Bad input is reported in the status line and the last valid set stays.

    Attributes
    ----------
    game : SubtractionGame
        The last valid game.
    error : str or None
        Why the text in the move box was refused, if it was.
    values : list of int
        The SG values of the heaps shown in the table.
    periodicity : Periodicity or None
        Preperiod and period, or None if no period shows among the heaps
        examined: the first ``PERIOD_SEARCH`` (5,000), or fewer for a set of
        more than 20 moves (see ``searched``).
    searched : int
        How many heaps were examined for the period.
    graph : networkx.DiGraph
        The game graph of the chosen heap.

    Examples
    --------
    >>> from gamelib.widgets import SpragueGrundyExplorer
    >>> explorer = SpragueGrundyExplorer(moves="1 2")
    >>> explorer.periodicity, explorer.values[:6]
    (Periodicity(preperiod=0, period=3, theorem='Theorem 3.4'), [0, 1, 2, 0, 1, 2])
    """

    @arg.check_args(moves=arg.text, heap=arg.between(0, 20), shown=arg.between(10, 300))
    def __init__(self, moves="1 3 4", heap=9, shown=60):
        self.moves = widgets.Text(
            value=moves,
            description="moves S",
            placeholder="e.g. 1 3 4",
            continuous_update=False,
        )
        self.heap = widgets.IntSlider(
            value=heap, min=0, max=20, description="heap n", continuous_update=False
        )
        self.shown = widgets.IntSlider(
            value=shown, min=10, max=300, step=10, description="heaps shown"
        )
        self.game = parse_moves("1 3 4")
        self.error = None
        super().__init__()

    def controls(self):
        return [self.moves, self.heap, self.shown]

    def _read_moves(self):
        try:
            self.game = parse_moves(self.moves.value)
            self.error = None
        except (TypeError, ValueError) as error:
            self.error = str(error)

    def draw(self):
        self._read_moves()
        game, n, count = self.game, self.heap.value, self.shown.value
        work = PERIOD_WORK // len(game.moves)
        self.searched = max(1_000, min(PERIOD_SEARCH, work))
        try:
            self.periodicity = periodicity(game, limit=self.searched)
        except SearchLimitError:
            self.periodicity = None
        self.values = [game._sequence.value(i) for i in range(count)]
        self.graph = game_graph(game, n)
        moves = winning_moves(game, n)
        status = self._status(n, moves)
        picture = (
            game_graph_svg(self.graph, highlight=[(n, t) for t in moves])
            + f"<div>SG values of heaps 0 to {count - 1} "
            "(blue = P-position, ticks = start of each period):</div>" + self._table()
        )
        return status, picture

    def _status(self, n, moves):
        game = self.game
        shown = "{" + ", ".join(map(str, game.moves)) + "}"
        parts = []
        if self.error:
            parts.append(
                f'<span style="color:#b2182b"><b>Not a move set:</b> '
                f"{escape(self.error)}. Still showing S = {shown}.</span><br>"
            )
        if self.periodicity is None:
            parts.append(
                f"S = {shown}: no period among the first {self.searched:,} heaps "
                "(the values shown are exact; the period, if any, is longer). "
            )
        else:
            pre, period = self.periodicity.preperiod, self.periodicity.period
            where = "from the start" if pre == 0 else f"from heap {pre} on"
            parts.append(
                f"S = {shown}: the SG values repeat with period <b>{period}</b> "
                f"{where} (preperiod {pre}). "
            )
        value = sg(game, n)
        if moves:
            takes = ", ".join(f"take {n - t}" for t in moves)
            parts.append(
                f"Heap {n} has SG value {value}: an N-position; winning moves: {takes}."
            )
        else:
            parts.append(f"Heap {n} has SG value 0: a P-position, no winning move.")
        return "".join(parts)

    def _table(self):
        marks = []
        if self.periodicity is not None:
            pre, period = self.periodicity.preperiod, self.periodicity.period
            marks = [(h, str(h)) for h in range(pre, len(self.values), period)]
        rows = []
        for start in range(0, len(self.values), ROW):
            stop = start + ROW
            rows.append(
                sg_strip_svg(
                    self.values[start:stop],
                    start=start,
                    marks=[(h, t) for h, t in marks if start <= h < stop],
                )
            )
        return "<br>".join(rows)
