"""Explorers for chapter 6: Lasker's Nim values and Every-SG step values."""

import re
from html import escape

import ipywidgets as widgets

from gamelib.draw.palette import HOT_COLOR, N_COLOR, P_COLOR, SWAP_COLOR
from gamelib.draw.svg import svg_document
from gamelib.engine import args as arg
from gamelib.engine.core import mex
from gamelib.engine.options import distinct_options
from gamelib.heapgames.every_sg import EuclidGame, optimal_line, step
from gamelib.heapgames.games import SubtractionGame
from gamelib.heapgames.multi import LaskerNim
from gamelib.theory.sequences import sg_sequence
from gamelib.widgets.base import Explorer

__all__ = ["EverySGExplorer", "LaskerExplorer", "parse_components"]

TAKE, SPLIT = "#fdae61", "#7b3294"


def _svg(width, height, body):
    return svg_document(width, height, body, view_box=False)


class LaskerExplorer(Explorer):
    """Lasker's Nim: the value strip with its blocks of four, and why g(n) is g(n).

    The strip shows g(n) under every heap n up to 40, the blocks
    4k+1 .. 4k+4 framed, and the heaps with g(n) != n shaded. Below it, for
    the chosen heap, every value its moves reach: by taking (orange) and by
    splitting (purple); the mex of these is g(n), shown in red.

    Attributes
    ----------
    values : list of int
        g(0), ..., g(40).
    take_values, split_values : set of int
        The values the moves of the chosen heap reach.
    mex : int
        Their mex, which equals g(heap).
    """

    SIZE = 40

    @arg.check_args(heap=arg.between(0, 40))
    def __init__(self, heap=7):
        self.heap = widgets.IntSlider(
            value=heap, min=0, max=self.SIZE, description="heap n"
        )
        super().__init__()

    def controls(self):
        return [self.heap]

    def draw(self):
        n = self.heap.value
        self.values = sg_sequence(LaskerNim(), self.SIZE + 1).tolist()
        self.take_values = {self.values[m] for m in range(n)}
        self.split_values = {
            self.values[a] ^ self.values[n - a] for a in range(1, n // 2 + 1)
        }
        self.mex = mex(self.take_values | self.split_values)
        k, r = divmod(n - 1, 4) if n else (0, 0)
        form = "0" if n == 0 else f"4·{k} + {r + 1}"
        status = (
            f"Heap {n} = {form}: g({n}) = <b>{self.values[n]}</b>. Its moves reach "
            f"{len(self.take_values | self.split_values)} values; the least value "
            f"missing is {self.mex}"
            + (" = g(n), as the theorem says." if self.mex == self.values[n] else "!")
        )
        return status, self._strip(n) + self._reach(n)

    def _strip(self, n, cell=22):
        count = self.SIZE + 1
        body = [
            '<text x="2" y="26" fill="#444">n</text>',
            '<text x="2" y="50" fill="#444">g(n)</text>',
        ]
        for m, value in enumerate(self.values):
            x = 32 + m * cell
            fill = SWAP_COLOR if value != m else "#f4f4f4"
            body.append(
                f'<rect x="{x}" y="12" width="{cell}" height="44" fill="{fill}" '
                f'stroke="white"/><text x="{x + cell / 2}" y="26" '
                f'text-anchor="middle" fill="#666">{m}</text><text '
                f'x="{x + cell / 2}" y="50" text-anchor="middle" '
                f'font-weight="bold">{value}</text>'
            )
            if m % 4 == 1:
                body.append(
                    f'<rect x="{x}" y="10" width="{4 * cell}" height="48" '
                    'fill="none" stroke="#555" stroke-width="1.5"/>'
                )
        x = 32 + n * cell
        body.append(
            f'<rect x="{x}" y="8" width="{cell}" height="52" fill="none" '
            f'stroke="{HOT_COLOR}" stroke-width="3"/>'
        )
        return _svg(40 + count * cell, 66, body)

    def _reach(self, n, cell=22):
        top = max([self.mex, *self.take_values, *self.split_values]) + 1
        body = [
            f'<text x="2" y="12" fill="#444">values reached from heap {n}: '
            "T = by taking, S = by splitting; red = the mex</text>"
        ]
        for v in range(top + 1):
            x = 32 + v * cell
            marks = ("T" if v in self.take_values else "") + (
                "S" if v in self.split_values else ""
            )
            fill = HOT_COLOR if v == self.mex else (TAKE if "T" in marks else "#f4f4f4")
            if marks == "S":
                fill = SPLIT
            ink = "white" if fill in (HOT_COLOR, SPLIT) else "#222"
            body.append(
                f'<rect x="{x}" y="20" width="{cell}" height="34" fill="{fill}" '
                f'stroke="white"/><text x="{x + cell / 2}" y="34" '
                f'text-anchor="middle" fill="{ink}">{v}</text><text '
                f'x="{x + cell / 2}" y="48" text-anchor="middle" fill="{ink}" '
                f'font-size="9">{marks}</text>'
            )
        return _svg(max(440, 40 + (top + 1) * cell), 60, body)


EUCLID, TAKE_134 = "Euclid's game (HDU 3595): pairs", "take 1, 3 or 4: heaps"
MAX_COMPONENTS = 12


@arg.check_args(text=arg.text, kind=arg.choice(EUCLID, TAKE_134))
def parse_components(text, kind):
    """Read the components of an Every-SG position typed by a reader.

    Euclid's game: pairs ``p q`` separated by commas or semicolons, each pile
    at most 9999. Take 1, 3 or 4: heaps separated by commas or spaces, each
    at most 100. At most 12 components (the library has no such limits).

    Examples
    --------
    >>> from gamelib.widgets.multi import EUCLID, parse_components
    >>> parse_components("3 2, 7 3", EUCLID)
    [(3, 2), (7, 3)]
    >>> parse_components("3 2 1", EUCLID)
    Traceback (most recent call last):
    ...
    ValueError: a component of Euclid's game is two piles 'p q', got '3 2 1'
    """
    if kind == EUCLID:
        chunks = [c.strip() for c in re.split(r"[,;]", text) if c.strip()]
        limit, what = 9999, "a pile"
    else:
        chunks = [c for c in re.split(r"[\s,;]+", text.strip()) if c]
        limit, what = 100, "a heap"
    if not chunks:
        raise ValueError("type at least one component")
    if len(chunks) > MAX_COMPONENTS:
        raise ValueError(
            f"the explorer draws at most {MAX_COMPONENTS} components, got {len(chunks)}"
        )
    components = []
    for chunk in chunks:
        numbers = chunk.split()
        if kind == EUCLID and len(numbers) != 2:
            raise ValueError(
                f"a component of Euclid's game is two piles 'p q', got {chunk!r}"
            )
        for token in numbers:
            if not (token.isascii() and token.isdigit()) or int(token) > limit:
                raise ValueError(
                    f"{what} is a whole number from 0 to {limit} here, got {token!r}"
                )
        values = tuple(int(t) for t in numbers)
        components.append(values if kind == EUCLID else values[0])
    return components


class EverySGExplorer(Explorer):
    """An Every-SG position: each component's step value and its line of play.

    Type the components (pairs of piles of Euclid's game, or heaps of "take
    1, 3 or 4"). Each row is one component played by the step rule (the
    winner of the component makes it last, the loser ends it): one cell per
    position, blue for P and orange for N, so row i has step + 1 cells. The
    longest row decides: the player to move wins iff its step is odd. The
    slider marks the positions after a number of further rounds.

    Below the picture the reader plays: one menu per unfinished component
    lists its moves with the step and outcome each leaves (the step rule's
    choice is preselected), and "make these moves" moves in every component
    at once. Any move may be chosen, good or bad; the steps, the lines and
    the winner are then recomputed from the new position, so a bad move
    shows what it costs. "back to the start" returns to the typed position.

    Attributes
    ----------
    components : list
        The component positions read from the text box (the start).
    position : list
        The current positions of the components, after the moves played.
    played : int
        The number of rounds played from the start.
    steps : list of int
        The steps of the current positions.
    lines : list of list
        Each component's line of play from the current position.
    winner : str
        ``"first"`` or ``"second"``: who wins from the current position
        (empty when the text cannot be read).
    last_move : str
        What the last move did, in words (empty before the first move).
    """

    #: The most moves a component's menu lists (the step rule's is always there).
    MOST_CHOICES = 60

    @arg.check_args(text=arg.text, kind=arg.choice(EUCLID, TAKE_134))
    def __init__(self, text="3 2, 5 4, 7 3, 8 3", kind=EUCLID):
        self.kind = widgets.Dropdown(options=[EUCLID, TAKE_134], value=kind)
        self.text = widgets.Text(
            value=text, description="components", continuous_update=False
        )
        self.round = widgets.IntSlider(value=0, min=0, max=20, description="round")
        self.games = {EUCLID: EuclidGame(), TAKE_134: SubtractionGame({1, 3, 4})}
        self.choices = widgets.VBox()
        self.move_button = widgets.Button(description="make these moves")
        self.restart = widgets.Button(description="back to the start")
        self.move_button.on_click(lambda _: self.move())
        self.restart.on_click(lambda _: self.back_to_start())
        self._typed, self.history, self.last_move = None, [], ""
        super().__init__()
        self.children = (
            *self.children,
            self.choices,
            widgets.HBox([self.move_button, self.restart]),
        )

    def controls(self):
        return [self.kind, self.text, self.round]

    def draw(self):
        game = self.games[self.kind.value]
        try:
            self.components = parse_components(self.text.value, self.kind.value)
        except ValueError as error:
            self.components, self.steps, self.lines, self.winner = [], [], [], ""
            self.position, self.choices.children = [], ()
            return f"<b>Cannot read the components:</b> {escape(str(error))}", ""
        typed = (self.kind.value, tuple(self.components))
        if typed != self._typed:  # a new position was typed: start again
            self._typed, self.history, self.last_move = typed, [typed[1]], ""
        self.position = list(self.history[-1])
        self.played = len(self.history) - 1
        self.steps = [step(game, c) for c in self.position]
        self.lines = [optimal_line(game, c) for c in self.position]
        top = max(self.steps)
        mover = "first" if self.played % 2 == 0 else "second"
        other = "second" if mover == "first" else "first"
        self.winner = mover if top % 2 else other
        t = self.round.value
        ahead = "first" if (self.played + t) % 2 == 0 else "second"
        if t < top:
            when = f"Round {self.played + t}: the {ahead} player is to move."
        elif t == top:
            when = (
                f"Round {self.played + t}: every component is finished; the "
                f"{ahead} player loses."
            )
        else:
            when = f"The game ends at round {self.played + top}."
        start = "At the start" if not self.played else f"After {self.played} rounds"
        status = (
            f"{start} the {mover} player is to move. Largest step {top} "
            f"({'odd' if top % 2 else 'even'}): the <b>{self.winner} player</b> "
            f"wins (in HDU 3595 terms: {'MM' if self.winner == 'first' else 'GG'}). "
            f"{when}"
        )
        if self.last_move:
            status += f"<br>Last move: {escape(self.last_move)}"
        self._build_choices(game)
        return status, self._picture(top, t)

    def _build_choices(self, game):
        menus = []
        for i, (part, line) in enumerate(zip(self.position, self.lines, strict=True)):
            moves = distinct_options(game, part)
            if not moves:
                menus.append(widgets.HTML(f"game {i + 1}: finished"))
                continue
            best = line[1]
            shown = moves[: self.MOST_CHOICES]
            if best not in shown:
                shown.append(best)
            labels = []
            for option in shown:
                s = step(game, option)
                rule = " (the step rule)" if option == best else ""
                labels.append(
                    (
                        f"→ {_short(option)}: step {s}, {'N' if s % 2 else 'P'}{rule}",
                        option,
                    )
                )
            menus.append(
                widgets.Dropdown(
                    options=labels,
                    value=best,
                    description=f"game {i + 1}",
                    layout=widgets.Layout(width="360px"),
                )
            )
        self.choices.children = menus

    @arg.check_args(
        options=arg.optional(
            arg.sequence_of(None, "a list of options, one per component")
        )
    )
    def move(self, options=None):
        """Move in every unfinished component: to `options`, or to the menus' choices.

        Parameters
        ----------
        options : list, optional
            One option per component (a finished component's own position).
            By default the options chosen in the menus.

        Raises
        ------
        ValueError
            If every component is finished, or an option is not a legal move.
        """
        game = self.games[self.kind.value]
        if not self.position:
            raise ValueError("type the components first")
        if options is None:
            options = [
                getattr(menu, "value", part)
                for menu, part in zip(self.choices.children, self.position, strict=True)
            ]
        if len(options) != len(self.position):
            raise ValueError(
                f"EverySGExplorer.move(): options must give one option per "
                f"component ({len(self.position)}), got {len(options)}"
            )
        moves = [distinct_options(game, part) for part in self.position]
        if not any(moves):
            raise ValueError("every component is finished: the game is over")
        notes = []
        for i, (part, option, legal, line) in enumerate(
            zip(self.position, options, moves, self.lines, strict=True)
        ):
            if not legal:
                if option != part:
                    raise ValueError(f"game {i + 1} is finished and cannot move")
                continue
            if option not in legal:
                raise ValueError(
                    f"{option!r} is not a move of game {i + 1} from {part!r}"
                )
            if option != line[1]:
                notes.append(
                    f"game {i + 1} went to {_short(option)} (step "
                    f"{step(game, option)}) instead of {_short(line[1])} (step "
                    f"{step(game, line[1])})"
                )
        self.last_move = (
            "; ".join(notes) + "." if notes else "the step rule in every game."
        )
        self.history.append(tuple(options))
        self.update()

    def back_to_start(self):
        """Return to the position typed in the text box."""
        self.history, self.last_move = self.history[:1], ""
        self.update()

    def _picture(self, top, t, cell=48, row=30):
        label_width = 150
        width = label_width + (top + 1) * cell + 10
        height = 28 + row * len(self.lines) + 10
        body = [
            f'<text x="{label_width + c * cell + cell / 2}" y="14" '
            f'text-anchor="middle" fill="#666">{c}</text>'
            for c in range(top + 1)
        ]
        body.append('<text x="4" y="14" fill="#666">component, step  /  round</text>')
        for i, (line, s) in enumerate(zip(self.lines, self.steps, strict=True)):
            y = 22 + i * row
            longest = s == top
            body.append(
                f'<text x="4" y="{y + 17}" '
                f'font-weight="{"bold" if longest else "normal"}">'
                f"{escape(str(self.position[i]))}: step {s}</text>"
            )
            for c, position in enumerate(line):
                kind = "N" if (s - c) % 2 else "P"
                x = label_width + c * cell
                body.append(
                    f'<g class="{kind}"><rect x="{x + 1}" y="{y + 1}" '
                    f'width="{cell - 2}" height="{row - 4}" '
                    f'fill="{N_COLOR if kind == "N" else P_COLOR}" '
                    f'stroke="{"black" if longest else "white"}"/><text '
                    f'x="{x + cell / 2}" y="{y + 17}" text-anchor="middle" '
                    f'font-size="10" fill="{"#222" if kind == "N" else "white"}">'
                    f"{escape(_short(position))}</text></g>"
                )
        if t <= top:
            x = label_width + t * cell
            body.append(
                f'<rect x="{x}" y="18" width="{cell}" '
                f'height="{row * len(self.lines) + 4}" fill="none" '
                f'stroke="{HOT_COLOR}" '
                'stroke-width="3"/>'
            )
        return _svg(width, height, body)


def _short(position):
    if isinstance(position, tuple):
        return ",".join(map(str, position))
    return str(position)
