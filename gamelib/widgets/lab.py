"""Explorer for the lab (chapter 12): type a game, see its analysis at once."""

from html import escape

from gamelib.draw.graph import game_graph_svg
from gamelib.engine import args as arg
from gamelib.engine.graphs import game_graph
from gamelib.tools.lab import analyse, parse_game
from gamelib.widgets.base import Explorer, _refused, _slider, _text_box

__all__ = ["LabExplorer"]


class LabExplorer(Explorer):
    """Type a game; see its values, its pattern (proved or observed) and a game graph.

    The text box takes what :func:`gamelib.tools.lab.parse_game` reads: an octal
    code (``0.156``), a subtraction set (``1, 3, 4``), an all-but subtraction
    game (``all but 2, 5``), ``lasker`` or ``grundy``. The sliders choose the
    heaps the outcome strip shows and the heap whose game graph is drawn. Each
    game is analysed once (values of the first ``computed`` heaps and its
    pattern), so a slider only redraws.

    Attributes
    ----------
    report : LabReport or None
        The analysis of the game typed, None while the text is malformed.
    error : str or None
        Why the text was refused.
    values : list of int
        The values of the heaps shown.

    Examples
    --------
    >>> from gamelib.widgets.lab import LabExplorer
    >>> explorer = LabExplorer(game="2, 5, 6", shown=12)
    >>> explorer.values, explorer.report.pattern.period
    ([0, 0, 1, 1, 0, 2, 1, 3, 0, 2, 1, 0], 11)
    >>> explorer.game_text.value = "0.9"
    >>> explorer.error
    "octal digits are 0 to 7, got '9' in '0.9'"
    """

    #: Heaps computed per game: the largest first heap plus the most shown.
    #: Enough to reach the end of the preperiod of 0.156 (heap 3479), which
    #: chapter 12 discusses; a few thousand values cost milliseconds.
    computed = 3600
    #: Game graphs with more positions than this are not drawn.
    max_nodes = 60

    @arg.check_args(
        game=arg.text,
        shown=arg.between(12, 100),
        start=arg.natural,
        graph_heap=arg.between(0, 12),
    )
    def __init__(self, game="1, 3, 4", shown=40, start=0, graph_heap=5):
        self._reports = {}
        self._graphs = {}
        self.game_text = _text_box(game, "game")
        self.shown = _slider(shown, 12, 100, "heaps shown")
        self.start = _slider(start, 0, self.computed - 100, "first heap")
        self.graph_heap = _slider(graph_heap, 0, 12, "graph of heap")
        if self.start.value != start:
            raise ValueError(
                f"start must be a heap from 0 to {self.start.max}, got {start!r}"
            )
        super().__init__()

    def controls(self):
        return [self.game_text, self.shown, self.start, self.graph_heap]

    def _analyse(self, text):
        """(report, error) for a text, computed once per text."""
        if text not in self._reports:
            try:
                report = analyse(parse_game(text), observe=self.computed)
                self._reports[text] = (report, None)
            except (TypeError, ValueError) as error:
                self._reports[text] = (None, str(error))
        return self._reports[text]

    def _graph(self, text, heap):
        if (text, heap) not in self._graphs:
            game = self.report.game
            try:
                graph = game_graph(game, heap, max_nodes=self.max_nodes)
                picture = game_graph_svg(graph)
            except ValueError:
                picture = (
                    f"<div>The game graph of heap {heap} has more than "
                    f"{self.max_nodes} positions: choose a smaller heap.</div>"
                )
            self._graphs[text, heap] = picture
        return self._graphs[text, heap]

    def draw(self):
        text = self.game_text.value.strip()
        self.report, self.error = self._analyse(text)
        first, count = self.start.value, self.shown.value
        if self.error:
            self.values = []
            return _refused(self.error, "Try 1, 3, 4 or 0.156 or lasker."), ""
        self.values = self.report.values[first : first + count]
        report = self.report
        lines = str(report).split("\n")
        status = "<br>".join([f"<b>{escape(lines[0])}</b>", *map(escape, lines[3:])])
        heap = self.graph_heap.value
        picture = (
            f"<div>heaps {first} to {first + count - 1} (blue = P-position):</div>"
            + report.strip_svg(first, count)
            + f"<div>the game graph of heap {heap}:</div>"
            + self._graph(text, heap)
        )
        return status, picture
