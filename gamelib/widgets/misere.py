"""Widgets for misère play (chapter 5).

``MisereNimExplorer`` shows the same Nim position under both conventions;
``MiserePlayWidget`` plays a game under misère play against the computer.
"""

from html import escape

import ipywidgets as widgets

from gamelib.draw.palette import CHANGE_COLOR, HOT_COLOR, N_COLOR, P_COLOR
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.engine.core import outcome, winning_moves
from gamelib.engine.graphs import format_position
from gamelib.heapgames.games import Nim
from gamelib.widgets.base import Explorer, PlayWidget

__all__ = ["MisereNimExplorer", "MiserePlayWidget"]

NORMAL, MISERE = "normal play", "misère play"


def _move_name(heaps, option):
    i = next(i for i, (a, b) in enumerate(zip(heaps, option, strict=True)) if a != b)
    return i, option[i]


class MisereNimExplorer(Explorer):
    """Nim under normal and misère play: toggle the convention, see what changes.

    Four heap sliders (a heap of 0 is absent) and a toggle between normal
    play (the last mover wins) and misère play (the last mover loses). The
    picture has one row per heap and one cell per move "reduce this heap to
    v": red cells are the winning moves under the chosen convention, purple
    dashed frames mark the moves whose status changes when you toggle.

    Attributes
    ----------
    heaps : tuple of int
    convention : str
        ``"normal play"`` or ``"misère play"``.
    outcomes : dict
        The outcome (``"N"``/``"P"``) under each convention.
    moves : dict
        The winning moves (options) under each convention.
    changed : list of tuple
        The moves that win under exactly one convention, in option order.
    """

    @arg.check_args(misere=arg.boolean)
    def __init__(self, heaps=(1, 1, 5), misere=True):
        heaps = Nim().check(heaps)
        if len(heaps) > 4:
            raise ValueError(f"the explorer has four heaps, got {len(heaps)}")
        padded = (*heaps, 0, 0, 0, 0)[:4]
        self.sliders = [
            widgets.IntSlider(value=h, min=0, max=12, description=f"heap {i + 1}")
            for i, h in enumerate(padded)
        ]
        self.toggle = widgets.ToggleButtons(
            options=[NORMAL, MISERE], value=MISERE if misere else NORMAL
        )
        super().__init__()
        self.children[0].layout.flex_flow = "row wrap"

    def controls(self):
        return [*self.sliders, self.toggle]

    def draw(self):
        nim = Nim()
        self.heaps = heaps = tuple(s.value for s in self.sliders)
        self.convention = self.toggle.value
        self.outcomes = {
            NORMAL: "N" if winning_moves(nim, heaps) else "P",
            MISERE: outcome(nim, heaps, misere=True),
        }
        self.moves = {
            NORMAL: winning_moves(nim, heaps),
            MISERE: winning_moves(nim, heaps, misere=True),
        }
        now, other = (
            set(self.moves[self.convention]),
            set(self.moves[MISERE if self.convention == NORMAL else NORMAL]),
        )
        self.changed = [o for o in nim.options(heaps) if (o in now) != (o in other)]
        return self._status(), self._picture(now, set(self.changed))

    def _status(self):
        def describe(option):
            i, v = _move_name(self.heaps, option)
            return f"heap {i + 1}: {self.heaps[i]} → {v}"

        words = {"N": "the player to move wins", "P": "the player to move loses"}
        lines = [
            f"<b>{escape(self.convention)}</b> from "
            f"({', '.join(map(str, self.heaps))}): "
            f"{self.outcomes[self.convention]}-position, "
            f"{words[self.outcomes[self.convention]]}."
        ]
        good = self.moves[self.convention]
        lines.append(
            "Winning moves: " + (", ".join(map(describe, good)) if good else "none")
        )
        if self.changed:
            flips = ", ".join(
                describe(o)
                + (" (wins now)" if o in good else " (wins in the other convention)")
                for o in self.changed
            )
            lines.append(f"Moves that change when you toggle: {flips}.")
        else:
            lines.append("Toggling changes no move.")
        return "<br>".join(lines)

    def _picture(self, good, changed, cell=26):
        width = max(520, 80 + cell * max(self.heaps))
        height = 30 + cell * 1.4 * len(self.heaps) + 26
        parts = [
            svg_open(width, height, view_box=False),
            '<text x="4" y="14" fill="#444">each cell is a move: reduce the heap '
            "to the number shown</text>",
        ]
        for row, heap in enumerate(self.heaps):
            y = 24 + row * cell * 1.4
            parts.append(
                f'<text x="4" y="{y + cell / 2 + 4:.1f}">heap {row + 1}: {heap}</text>'
            )
            for v in range(heap):
                option = (*self.heaps[:row], v, *self.heaps[row + 1 :])
                x = 80 + v * cell
                fill, ink = (
                    (HOT_COLOR, "white") if option in good else ("#eeeeee", "#333")
                )
                frame = (
                    f'stroke="{CHANGE_COLOR}" stroke-width="3" stroke-dasharray="4 2"'
                    if option in changed
                    else 'stroke="white"'
                )
                parts.append(
                    f'<g class="{"win" if option in good else "move"}">'
                    f'<rect x="{x + 2}" y="{y + 2:.1f}" width="{cell - 4}" '
                    f'height="{cell - 4}" fill="{fill}" {frame}/>'
                    f'<text x="{x + cell / 2}" y="{y + cell / 2 + 4:.1f}" '
                    f'text-anchor="middle" fill="{ink}">{v}</text></g>'
                )
        y = height - 10
        kind = self.outcomes[self.convention]
        badge = P_COLOR if kind == "P" else N_COLOR
        parts.append(
            f'<rect x="4" y="{y - 10}" width="12" height="12" fill="{badge}"/>'
            f'<text x="20" y="{y}">{kind}-position under {escape(self.convention)}'
            f'</text><rect x="220" y="{y - 10}" width="12" height="12" '
            f'fill="{HOT_COLOR}"/><text x="236" y="{y}">winning move</text>'
            f'<rect x="340" y="{y - 10}" width="12" height="12" fill="none" '
            f'stroke="{CHANGE_COLOR}" stroke-width="3" stroke-dasharray="4 2"/>'
            f'<text x="358" y="{y}">changes with the toggle</text>'
        )
        parts.append("</svg>")
        return "".join(parts)


class MiserePlayWidget(PlayWidget):
    """Play `game` under misère play against the computer: whoever cannot move wins.

    The same controls as :class:`gamelib.widgets.PlayWidget` (a button per
    move, "new game", "computer starts" and a "hint" toggle), with the
    misère convention: the player who makes the last move loses. The
    computer answers with a misère winning move when it has one
    (``winning_moves(game, position, misere=True)``), otherwise with the
    first legal move; the hint reveals the misère outcome and a winning move.

    Parameters
    ----------
    game : Game, default Nim()
    position : hashable, default (1, 1, 5)
    computer_first : bool, default False

    Examples
    --------
    >>> from gamelib.widgets import MiserePlayWidget
    >>> play = MiserePlayWidget(gl.Nim(), (1, 1, 5))
    >>> play.play((1, 1, 1))  # the misère winning move: three single counters
    >>> play.position, play.transcript[-1]
    ((0, 1, 1), 'Computer: heap 1: 1 → 0 (no winning move exists, so it stalls)')
    """

    misere = True

    @arg.check_args(game=arg.optional(arg.game), computer_first=arg.boolean)
    def __init__(self, game=None, position=(1, 1, 5), *, computer_first=False):
        super().__init__(
            Nim() if game is None else game, position, computer_first=computer_first
        )

    def _show(self):
        super()._show()
        here = escape(format_position(self.position))
        if self.winner == "you":
            self.status.value = (
                f"Position {here}: the computer made the last move, and in misère "
                "play that loses. <b>You win!</b>"
            )
        elif self.winner == "computer":
            self.status.value = (
                f"Position {here}: you made the last move, and in misère play "
                "that loses. <b>The computer wins.</b>"
            )
        else:
            self.status.value = self.status.value.replace(
                "Your move from", "Misère play (the last mover loses). Your move from"
            )
