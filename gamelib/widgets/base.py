"""The building blocks of every explorer: ``Explorer`` and ``PlayWidget``.

Widgets only wire controls to the pure functions of gamelib: an explorer
recomputes and redraws (as SVG, see :mod:`gamelib.svg`) when a control
changes, and keeps what it computed in attributes so tests can drive it
without a browser (set a control's ``.value``, then read the attributes).
"""

import ast
import time
from html import escape
from itertools import islice

import ipywidgets as widgets

from gamelib.engine import args as arg
from gamelib.engine.core import winning_moves
from gamelib.engine.game import SearchLimitError
from gamelib.engine.graphs import format_position
from gamelib.engine.options import distinct_options

__all__ = ["Explorer", "PlayWidget", "tidy"]


@arg.check_args(widget=arg.instance_of(lambda: widgets.Widget, "an ipywidgets widget"))
def tidy(widget):
    """Lay out `widget` and the widgets inside it to fit any width; return it.

    Layout only (no wiring): rows of controls wrap rather than squeeze a
    slider to its handle or cut a control off; labels are shown in full
    (``description_width="initial"``, not ipywidgets' 80 px with "…"); a
    button is as wide as its label; a control given a width in pixels
    shrinks on a narrower screen; a picture scrolls sideways rather than
    being cut. What a widget set explicitly is kept.
    """
    layout = getattr(widget, "layout", None)
    if isinstance(widget, widgets.HBox) and not layout.flex_flow:
        layout.flex_flow = "row wrap"
        layout.align_items = layout.align_items or "center"
    style = getattr(widget, "style", None)
    labelled = bool(getattr(widget, "description", ""))
    if labelled and hasattr(style, "description_width") and not style.description_width:
        style.description_width = "initial"
    if isinstance(widget, (widgets.Button, widgets.ToggleButton)) and not layout.width:
        layout.width = "auto"
    if layout is not None and str(layout.width or "").endswith("px"):
        layout.max_width = layout.max_width or "100%"
    if isinstance(widget, widgets.HTML) and not layout.overflow:
        layout.max_width = layout.max_width or "100%"
        layout.overflow = "auto hidden"  # sideways: a wide picture scrolls
    for child in getattr(widget, "children", ()):
        tidy(child)
    return widget


def _text_box(value, description):
    """A text box that reports its value when Enter is pressed or focus leaves."""
    return widgets.Text(value=value, description=description, continuous_update=False)


def _refused(error, hint):
    """The line an explorer shows for what it cannot read: the error in red, a hint."""
    return f'<span style="color:#d7191c">{escape(error)}</span>. {hint}'


def _slider(value, low, high, description):
    """An integer slider from `low` to `high`."""
    return widgets.IntSlider(value=value, min=low, max=high, description=description)


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
        tidy(self)
        self.observe(lambda _: tidy(self), names="children")

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


def _position_of_widget(option, what, widget):
    """A position of the widget's game: checked by the game, kept as written."""
    arg.relabel(widget.game.check, option, what)
    return option


class PlayWidget(widgets.VBox):
    """Play `game` from `position` against the computer.

    The reader clicks a move; the computer answers with a winning move when
    it has one (otherwise the first legal move) and says why. The player who
    cannot move loses. The status line says whose move it is and nothing
    more, so the widget does not give the answer away; the "hint" toggle
    reveals whether the position is P or N, and a winning move if there is
    one.

    Attributes
    ----------
    position : hashable
        The current position.
    transcript : list of str
        What happened, move by move.
    winner : str or None
        ``"you"`` or ``"computer"`` once the game is over.
    """

    #: Misère play (the player who cannot move wins), for :class:`MiserePlayWidget`.
    misere = False
    #: Most move buttons shown at once: a position with more moves (a Nim heap
    #: of a million) shows the first ones and a box to type any move.
    most_buttons = 48

    @arg.check_args(
        game=arg.game, position=arg.position_of("game"), computer_first=arg.boolean
    )
    def __init__(self, game, position, *, computer_first=False):
        self.game = game
        self.start = game.check(position)
        self.status = widgets.HTML()
        self.moves = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.new_game = widgets.Button(description="new game")
        self.computer_starts = widgets.Button(description="computer starts")
        self.hint = widgets.ToggleButton(value=False, description="hint")
        self.hint.observe(lambda _: self._show(), names="value")
        self.new_game.on_click(lambda _: self.reset())
        self.computer_starts.on_click(lambda _: self.reset(computer_first=True))
        self.history = widgets.HTML()
        self.typed = widgets.Text(
            description="your move:",
            placeholder="a position, e.g. (3, 5, 6)",
            continuous_update=False,
        )
        self.typed.observe(lambda _: self._play_typed(), names="value")
        self.typed_note = widgets.HTML()
        self.typing = widgets.VBox([self.typed, self.typed_note])
        super().__init__(
            [
                self.status,
                self.moves,
                self.typing,
                widgets.HBox([self.new_game, self.computer_starts, self.hint]),
                self.history,
            ]
        )
        self.reset(computer_first=computer_first)
        tidy(self)

    def reset(self, computer_first=False):
        """Start again from the initial position."""
        self.position = self.start
        self.transcript = []
        self.winner = None
        if computer_first:
            self._computer_moves()
        self._show()

    def options(self):
        """The reader's legal moves from the current position, without repeats.

        Raises SearchLimitError for a position with more moves than a search
        may examine; the widget itself lists only the first ``most_buttons``.
        """
        return distinct_options(self.game, self.position)

    def _first_options(self):
        """Up to ``most_buttons`` moves, and whether they are all of them."""
        try:
            listed = dict.fromkeys(
                islice(self.game.options(self.position), self.most_buttons + 1)
            )
        except SearchLimitError:  # the game refuses to list that many
            return [], False
        listed = list(listed)
        return listed[: self.most_buttons], len(listed) <= self.most_buttons

    def _terminal(self):
        listed, every = self._first_options()
        return every and not listed

    def _is_move(self, option):
        listed, every = self._first_options()
        if option in listed or every:
            return option in listed
        return option in self.options()  # SearchLimitError if too many to check

    @arg.check_args(option=arg.depends_on("self", _position_of_widget))
    def play(self, option):
        """Make the reader's move to `option`, then let the computer answer."""
        if self.winner is not None:
            raise ValueError("the game is over: start a new game")
        if not self._is_move(option):
            listed, every = self._first_options()
            some = "" if every else "among others, "
            raise ValueError(
                f"{option!r} is not a legal move from {self.position!r}; "
                f"the legal moves lead to {some}{listed!r}"
            )
        self.transcript.append(f"You: {self.game.describe_move(self.position, option)}")
        self.position = option
        if self._terminal():  # the computer cannot move
            self.winner = "computer" if self.misere else "you"
        else:
            self._computer_moves()
        self._show()

    def _play_typed(self):
        """Play the move typed in the box (a Python literal: 7, (3, 5), 'THH')."""
        if not self.typed.value.strip():
            return
        try:
            option = self.game.check(ast.literal_eval(self.typed.value.strip()))
            self.play(option)
        except (ValueError, TypeError, SyntaxError, SearchLimitError) as error:
            self.typed_note.value = f"<i>{escape(str(error))}</i>"
            return
        self.typed.value = ""
        self.typed_note.value = ""

    def _hint(self):
        good = winning_moves(self.game, self.position, misere=self.misere)
        play = "a misère " if self.misere else "a "
        if not good:
            return f"{play}P-position: every move leaves the computer a winning reply."
        move = escape(self.game.describe_move(self.position, good[0]))
        play = "a misère " if self.misere else "an "
        return f"{play}N-position: you can win, for example by {move}."

    def _computer_moves(self):
        good = winning_moves(self.game, self.position, misere=self.misere)
        option = good[0] if good else next(iter(self.game.options(self.position)))
        why = "a winning move" if good else "no winning move exists, so it stalls"
        description = self.game.describe_move(self.position, option)
        self.transcript.append(f"Computer: {description} ({why})")
        self.position = option
        if self._terminal():  # the reader cannot move
            self.winner = "you" if self.misere else "computer"

    def _show(self):
        # Positions and move descriptions come from the reader's game: escaped.
        here = escape(format_position(self.position))
        if self.winner == "you":
            text = f"Position {here}: no moves left for the computer. <b>You win!</b>"
        elif self.winner == "computer":
            text = f"Position {here}: no moves left for you. <b>The computer wins.</b>"
        else:
            text = f"Your move from <b>{here}</b>."
            if self.hint.value:
                text += f" <i>Hint: {self._hint()}</i>"
        self.status.value = text
        buttons = []
        listed, every = self._first_options() if self.winner is None else ([], True)
        self.typing.layout.display = "none" if every else None
        if self.winner is None:
            for option in listed:
                button = widgets.Button(
                    description=self.game.describe_move(self.position, option)
                )
                button.on_click(lambda _, option=option: self.play(option))
                buttons.append(button)
        self.moves.children = buttons
        tidy(self.moves)
        self.history.value = "<br>".join(map(escape, self.transcript))
