"""Interactive explorers for the notebooks (the only module importing ipywidgets).

Widgets only wire controls to the pure functions of gamelib: an explorer
recomputes and redraws (as SVG, see :mod:`gamelib.svg`) when a control
changes, and keeps what it computed in attributes so tests can drive it
without a browser (set a control's ``.value``, then read the attributes).
"""

import time

import ipywidgets as widgets

from gamelib.core import outcome, winning_moves
from gamelib.games import Bash
from gamelib.graphs import format_position, game_graph
from gamelib.sequences import sg_sequence
from gamelib.svg import game_graph_svg, sg_strip_svg

__all__ = ["BashExplorer", "Explorer", "PlayWidget"]


class Explorer(widgets.VBox):
    """Controls, a status line and a picture that is redrawn on every change.

    Subclasses define ``controls()`` (a list of widgets with a ``value``) and
    ``draw()``, which computes from the controls and returns the status text
    and the picture, both HTML. ``last_update_seconds`` records how long the
    last update took (read by the benchmarks).
    """

    def __init__(self):
        self.status = widgets.HTML()
        self.picture = widgets.HTML()
        self.last_update_seconds = None
        inputs = self.controls()
        for control in inputs:
            control.observe(self._on_change, names="value")
        super().__init__([widgets.HBox(inputs), self.status, self.picture])
        self.update()

    def controls(self):
        raise NotImplementedError

    def draw(self):
        raise NotImplementedError

    def _on_change(self, change):
        self.update()

    def update(self):
        """Recompute and redraw from the current control values."""
        started = time.perf_counter()
        self.status.value, self.picture.value = self.draw()
        self.last_update_seconds = time.perf_counter() - started


class BashExplorer(Explorer):
    """Bash's game: sliders for the heap and the most one may take.

    Shows the game graph of the heap with the winning move in red, and the
    outcome strip of all heaps up to the largest slider value.

    Attributes
    ----------
    game : Bash
    graph : networkx.DiGraph
    p_positions : list of int
        The P-positions among heaps ``0 .. heap.max``.
    """

    def __init__(self, heap=10, max_take=3):
        self.heap = widgets.IntSlider(value=heap, min=0, max=24, description="heap n")
        self.max_take = widgets.IntSlider(
            value=max_take, min=1, max=6, description="take ≤ m"
        )
        super().__init__()

    def controls(self):
        return [self.heap, self.max_take]

    def draw(self):
        n, m = self.heap.value, self.max_take.value
        self.game = Bash(m)
        self.graph = game_graph(self.game, n)
        moves = winning_moves(self.game, n)
        values = sg_sequence(self.game, self.heap.max + 1)
        self.p_positions = [i for i, v in enumerate(values) if v == 0]
        if moves:
            advice = f"take {n - moves[0]}, leaving {moves[0]} (a multiple of {m + 1})"
            verdict = f"<b>N-position</b>: the first player wins: {advice}."
        else:
            verdict = (
                f"<b>P-position</b>: {n} is a multiple of {m + 1}, so every move "
                "leaves a non-multiple and the second player wins."
            )
        picture = (
            game_graph_svg(self.graph, highlight=[(n, t) for t in moves])
            + "<div>every heap from 0 to "
            + f"{self.heap.max} (blue = P-position):</div>"
            + sg_strip_svg(values)
        )
        return f"Heap {n}, take 1 to {m}: {verdict}", picture


class PlayWidget(widgets.VBox):
    """Play `game` from `position` against the computer.

    The reader clicks a move; the computer answers with a winning move when
    it has one (otherwise the first legal move) and says why. The player who
    cannot move loses.

    Attributes
    ----------
    position : hashable
        The current position.
    transcript : list of str
        What happened, move by move.
    winner : str or None
        ``"you"`` or ``"computer"`` once the game is over.
    """

    def __init__(self, game, position, *, computer_first=False):
        self.game = game
        self.start = game.check(position)
        self.status = widgets.HTML()
        self.moves = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.new_game = widgets.Button(description="new game")
        self.computer_starts = widgets.Button(description="computer starts")
        self.new_game.on_click(lambda _: self.reset())
        self.computer_starts.on_click(lambda _: self.reset(computer_first=True))
        self.history = widgets.HTML()
        super().__init__(
            [
                self.status,
                self.moves,
                widgets.HBox([self.new_game, self.computer_starts]),
                self.history,
            ]
        )
        self.reset(computer_first=computer_first)

    def reset(self, computer_first=False):
        """Start again from the initial position."""
        self.position = self.start
        self.transcript = []
        self.winner = None
        if computer_first:
            self._computer_moves()
        self._show()

    def options(self):
        """The reader's legal moves from the current position, without repeats."""
        return list(dict.fromkeys(self.game.options(self.position)))

    def play(self, option):
        """Make the reader's move to `option`, then let the computer answer."""
        if self.winner is not None:
            raise ValueError("the game is over: start a new game")
        if option not in self.options():
            raise ValueError(
                f"{option!r} is not a legal move from {self.position!r}; "
                f"the legal moves lead to {self.options()!r}"
            )
        self.transcript.append(f"You: {self.game.describe_move(self.position, option)}")
        self.position = option
        if not self.options():
            self.winner = "you"
        else:
            self._computer_moves()
        self._show()

    def _computer_moves(self):
        good = winning_moves(self.game, self.position)
        option = good[0] if good else self.options()[0]
        why = "a winning move" if good else "no winning move exists, so it stalls"
        description = self.game.describe_move(self.position, option)
        self.transcript.append(f"Computer: {description} ({why})")
        self.position = option
        if not self.options():
            self.winner = "computer"

    def _show(self):
        here = format_position(self.position)
        if self.winner == "you":
            text = f"Position {here}: no moves left for the computer. <b>You win!</b>"
        elif self.winner == "computer":
            text = f"Position {here}: no moves left for you. <b>The computer wins.</b>"
        else:
            kind = outcome(self.game, self.position)
            hint = "you can win from here" if kind == "N" else "a P-position: hard luck"
            text = f"Your move from <b>{here}</b> ({hint})."
        self.status.value = text
        buttons = []
        if self.winner is None:
            for option in self.options():
                button = widgets.Button(
                    description=self.game.describe_move(self.position, option)
                )
                button.on_click(lambda _, option=option: self.play(option))
                buttons.append(button)
        self.moves.children = buttons
        self.history.value = "<br>".join(self.transcript)
