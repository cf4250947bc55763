"""Explorers for chapter 9: coin turning, staircase Nim, Moore's Nim, Fibonacci Nim.

Each explorer reads its position from a text box or sliders, shows the rule
of the chapter at work (the values of the heads coins, the odd stairs, the
binary columns, the Zeckendorf terms) and the winning moves. A position the
explorer cannot read is reported in its status line, never raised.
"""

import re
from html import escape

import ipywidgets as widgets

from gamelib.draw.palette import HEADS_COLOR, HOT_COLOR, N_COLOR, P_COLOR, TAILS_COLOR
from gamelib.draw.svg import svg_document
from gamelib.engine import args as arg
from gamelib.engine.core import outcome, sg, winning_moves
from gamelib.heapgames.coins import (
    CoinTurningGame,
    MockTurtles,
    RulerGame,
    TurningTurtles,
)
from gamelib.heapgames.fibonacci import FibonacciNim, zeckendorf
from gamelib.heapgames.moore import MooreNim, column_sums, moore_construction
from gamelib.heapgames.staircase import StaircaseNim
from gamelib.widgets.base import Explorer, PlayWidget

__all__ = [
    "CoinTurningExplorer",
    "CoinTurningPlay",
    "FibonacciNimExplorer",
    "MooreExplorer",
    "StaircaseExplorer",
    "StaircasePlay",
    "parse_numbers",
]

COIN_RULES = {
    "ruler game": RulerGame,
    "Mock Turtles": MockTurtles,
    "Turning Turtles": TurningTurtles,
}


@arg.check_args(text=arg.text, what=arg.text, most=arg.natural, largest=arg.natural)
def parse_numbers(text, what, *, most=12, largest=99):
    """Read whole numbers separated by spaces or commas (the explorers' input).

    Examples
    --------
    >>> from gamelib.widgets.moregames import parse_numbers
    >>> parse_numbers("3 1, 4", "heap sizes")
    (3, 1, 4)
    >>> parse_numbers("3 x", "heap sizes")
    Traceback (most recent call last):
    ...
    ValueError: cannot read 'x' in the heap sizes: write whole numbers, e.g. 3 1 4
    """
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    for token in tokens:
        if not token.isascii() or not token.isdigit():
            raise ValueError(
                f"cannot read {token!r} in the {what}: write whole numbers, e.g. 3 1 4"
            )
    if len(tokens) > most:
        raise ValueError(f"the explorer shows at most {most} {what}, got {len(tokens)}")
    numbers = tuple(int(t) for t in tokens)
    for number in numbers:
        if number > largest:
            raise ValueError(
                f"the explorer draws {what} up to {largest}, got {number} "
                "(the functions of gamelib have no such limit)"
            )
    return numbers


def _error(message):
    return (
        f'<span style="color:{HOT_COLOR}">'
        f"Cannot show this: {escape(str(message))}</span>"
    )


def _svg(width, height, body):
    return svg_document(width, height, body)


# --- coin turning ------------------------------------------------------------


def coins_svg(game, row, *, turned=(), label=None, values=True):
    """Return one row of coins: heads gold, tails grey, g(x) under each heads coin.

    The coins in `turned` (labels) get a red ring: the coins a move turns.
    With ``values=False`` the values g(x) are left out.
    """
    cell = 34
    top = 16 if label else 4
    body = []
    if label:
        body.append(f'<text x="2" y="11" fill="#444">{escape(label)}</text>')
    for i, coin in enumerate(row):
        x = game.first + i
        cx, cy = 18 + i * cell, top + 16
        ring = (
            f'stroke="{HOT_COLOR}" stroke-width="3"' if x in turned else 'stroke="#555"'
        )
        fill = HEADS_COLOR if coin == "H" else TAILS_COLOR
        body.append(
            f'<circle cx="{cx}" cy="{cy}" r="14" fill="{fill}" {ring}/>'
            f'<text x="{cx}" y="{cy + 4}" text-anchor="middle">{coin}</text>'
            f'<text x="{cx}" y="{cy + 28}" text-anchor="middle" fill="#666" '
            f'font-size="9">#{x}</text>'
        )
        if coin == "H" and values:
            body.append(
                f'<text x="{cx}" y="{cy + 40}" text-anchor="middle" fill="#7a5c00" '
                f'font-size="10">g={game.coin_value(x)}</text>'
            )
    return _svg(max(60, 4 + len(row) * cell), top + 62, body)


class CoinTurningExplorer(Explorer):
    """Pick a rule and a row of coins; see each g(x), the XOR and the winning moves.

    Attributes
    ----------
    game : CoinTurningGame
    value : int or None
        The SG value of the row (None if the row could not be read).
    moves : list of str
        The winning moves (rows after the move).
    """

    @arg.check_args(rule=arg.choice(*COIN_RULES), coins=arg.text)
    def __init__(self, rule="ruler game", coins="THTHHTTHTH"):
        self.rule = widgets.Dropdown(
            options=list(COIN_RULES), value=rule, description="rule"
        )
        self.coins = widgets.Text(
            value=coins, description="coins", continuous_update=False
        )
        super().__init__()

    def controls(self):
        return [self.rule, self.coins]

    def draw(self):
        self.game = COIN_RULES[self.rule.value]()
        self.value, self.moves = None, []
        row = self.coins.value.strip().upper()
        try:
            self.game.check(row)
            if len(row) > 24:
                raise ValueError(f"the explorer draws at most 24 coins, got {len(row)}")
        except (TypeError, ValueError) as error:
            return _error(error), ""
        heads = self.game.heads(row)
        values = [self.game.coin_value(x) for x in heads]
        self.value = sg(self.game, row)
        self.moves = winning_moves(self.game, row)
        terms = " ⊕ ".join(map(str, values)) or "0 (no heads)"
        if self.moves:
            verdict = (
                f"<b>N-position</b>: {len(self.moves)} winning move(s), "
                "the first few are shown (red rings: the coins turned)."
            )
        else:
            verdict = "<b>P-position</b>: every move leaves a non-zero XOR."
        status = (
            f"{self.game.name[0].upper()}{self.game.name[1:]}, coins labelled from "
            f"{self.game.first}. "
            f"SG value = XOR of g over the heads coins = {terms} = "
            f"<b>{self.value}</b>. {verdict}"
        )
        pictures = [coins_svg(self.game, row, label="the row")]
        for option in self.moves[:4]:
            turned = [
                self.game.first + i
                for i, (a, b) in enumerate(zip(row, option, strict=True))
                if a != b
            ]
            pictures.append(
                coins_svg(
                    self.game,
                    row,
                    turned=turned,
                    label=f"winning move: turn {', '.join(map(str, turned))}",
                )
            )
        return status, "<br>".join(pictures)


class CoinTurningPlay(PlayWidget):
    """Play a coin-turning game against the computer by clicking coins.

    Click the coins to turn (they are listed on toggle buttons, one per
    coin), then "turn them". The status line says whose move it is and
    nothing more; the "hint" toggle reveals P or N and a winning move, as in
    every play widget of the book. ``play(row)`` makes a move directly.

    Parameters
    ----------
    game : CoinTurningGame
    row : str
        The starting row, at most 16 coins.

    Attributes
    ----------
    position : str
        The current row.
    picture : ipywidgets.HTML
        The row of coins (values g(x) are shown only with the hint on).

    Examples
    --------
    >>> from gamelib.widgets import CoinTurningPlay
    >>> play = CoinTurningPlay(gl.RulerGame(), "THH")
    >>> play.select(2, 3)  # coins 2 and 3: the run 2, 3
    >>> play.turn.click()
    >>> play.transcript[0], play.winner
    ('You: turn 2, 3', 'you')
    """

    @arg.check_args(computer_first=arg.boolean)
    def __init__(self, game, row, *, computer_first=False):
        if not isinstance(game, CoinTurningGame):
            raise TypeError(f"CoinTurningPlay plays a coin-turning game, got {game!r}")
        row = game.check(row)
        if len(row) > 16:
            raise ValueError(f"the play widget shows at most 16 coins, got {len(row)}")
        self.picture = widgets.HTML()
        self.coin_buttons = [
            widgets.ToggleButton(
                value=False,
                description=str(game.first + i),
                layout=widgets.Layout(width="44px"),
            )
            for i in range(len(row))
        ]
        self.turn = widgets.Button(description="turn them")
        self.turn.on_click(lambda _: self._turn_selected())
        super().__init__(game, row, computer_first=computer_first)
        self.children = (
            self.status,
            self.picture,
            widgets.HBox([*self.coin_buttons, self.turn]),
            widgets.HBox([self.new_game, self.computer_starts, self.hint]),
            self.history,
        )

    def select(self, *labels):
        """Select exactly the coins with these labels (as clicking them does)."""
        for i, button in enumerate(self.coin_buttons):
            button.value = self.game.first + i in labels

    def _turn_selected(self):
        labels = [
            self.game.first + i for i, b in enumerate(self.coin_buttons) if b.value
        ]
        coins = list(self.position)
        for label in labels:
            i = label - self.game.first
            coins[i] = "T" if coins[i] == "H" else "H"
        option = "".join(coins)
        if self.winner is None and labels and option in self.options():
            self.select()
            self.play(option)
        else:
            self._show()
            why = (
                "the game is over: start a new game"
                if self.winner is not None
                else f"turning {', '.join(map(str, labels)) or 'no coin'} is not a "
                f"move of {self.game.name}: the rightmost coin turned must be "
                "heads, and the rule must allow the others"
            )
            warning = f'<span style="color:{HOT_COLOR}">{escape(why)}</span>'
            self.status.value += " " + warning

    def _show(self):
        # The status and history as in PlayWidget; the coins replace its move
        # buttons (a row of Mock Turtles has hundreds of moves).
        here = escape(self.position)
        if self.winner == "you":
            text = f"Row {here}: no moves left for the computer. <b>You win!</b>"
        elif self.winner == "computer":
            text = f"Row {here}: no moves left for you. <b>The computer wins.</b>"
        else:
            text = (
                f"Your move from <b>{here}</b>: select the coins to turn, then "
                "press <i>turn them</i>."
            )
            if self.hint.value:
                text += f" <i>Hint: {self._hint()}</i>"
        self.status.value = text
        self.history.value = "<br>".join(map(escape, self.transcript))
        shown = self.hint.value and self.winner is None
        turned = ()
        if shown:
            good = winning_moves(self.game, self.position)
            if good:
                turned = [
                    self.game.first + i
                    for i, (a, b) in enumerate(zip(self.position, good[0], strict=True))
                    if a != b
                ]
        self.picture.value = coins_svg(
            self.game, self.position, turned=turned, values=shown
        )


# --- staircase Nim -----------------------------------------------------------


def staircase_svg(stairs, *, move=None, shade=True):
    """Return a staircase: stair j is a step j units high holding its coins.

    Odd-numbered stairs are shaded (they are the Nim heaps) unless
    ``shade=False``; `move`, a pair (from stair, to stair), is drawn as a red
    arrow.
    """
    width, unit, coin = 70, 26, 10
    tallest = max(stairs, default=0)
    height = (len(stairs) + 1) * unit + tallest * coin + 40
    floor = height - 18
    body = [
        f'<line x1="0" y1="{floor}" x2="{(len(stairs) + 1) * width}" y2="{floor}" '
        'stroke="black" stroke-width="2"/>',
        f'<text x="8" y="{floor + 14}" fill="#555">floor</text>',
    ]
    for j, count in enumerate(stairs, start=1):
        x, top = j * width, floor - j * unit
        fill = "#cfe3f3" if j % 2 and shade else "#f3f3f3"
        body.append(
            f'<rect x="{x}" y="{top}" width="{width}" height="{j * unit}" '
            f'fill="{fill}" stroke="#555"/><text x="{x + width / 2}" '
            f'y="{floor - 4}" text-anchor="middle" fill="#444">stair {j}</text>'
            f'<text x="{x + width / 2}" y="{top - count * coin - 6}" '
            f'text-anchor="middle" font-weight="bold">{count}</text>'
        )
        for c in range(count):
            body.append(
                f'<ellipse cx="{x + width / 2}" cy="{top - c * coin - coin / 2}" '
                f'rx="13" ry="{coin / 2 - 0.5}" fill="{HEADS_COLOR}" stroke="#7a5c00"/>'
            )
    if move is not None:
        source, target = move
        x1 = source * width + width / 2
        x2 = target * width + width / 2 if target else width / 2
        y1 = floor - source * unit - stairs[source - 1] * coin - 22
        y2 = y1 + unit
        body.append(
            f'<path d="M{x1},{y1} Q{(x1 + x2) / 2},{y1 - 30} {x2},{y2}" fill="none" '
            f'stroke="{HOT_COLOR}" stroke-width="2.5"/>'
            f'<circle cx="{x2}" cy="{y2}" r="4" '
            f'fill="{HOT_COLOR}"/>'
        )
    return _svg((len(stairs) + 1) * width + 4, height, body)


class StaircaseExplorer(Explorer):
    """Staircase Nim: type the coins on stairs 1, 2, ...; see the odd stairs' XOR.

    Attributes
    ----------
    stairs : tuple of int or None
    value : int or None
        The XOR of the odd-numbered stairs (the SG value).
    moves : list of tuple
        The winning moves, as positions after the move.
    """

    @arg.check_args(stairs=arg.text)
    def __init__(self, stairs="3 1 4 1 5"):
        self.stairs_text = widgets.Text(
            value=stairs, description="stairs 1, 2, …", continuous_update=False
        )
        super().__init__()

    def controls(self):
        return [self.stairs_text]

    def draw(self):
        game = StaircaseNim()
        self.stairs, self.value, self.moves = None, None, []
        try:
            self.stairs = parse_numbers(
                self.stairs_text.value, "stairs", most=8, largest=12
            )
        except ValueError as error:
            return _error(error), ""
        self.value = sg(game, self.stairs)
        self.moves = winning_moves(game, self.stairs)
        odd = self.stairs[0::2]
        terms = " ⊕ ".join(map(str, odd)) or "0"
        status = f"Odd stairs (shaded): {terms} = <b>{self.value}</b>. "
        move = None
        if self.moves:
            first = self.moves[0]
            source = max(
                i
                for i, (a, b) in enumerate(zip(self.stairs, first, strict=True))
                if a != b
            )
            move = (source + 1, source)
            described = "; ".join(
                game.describe_move(self.stairs, m) for m in self.moves
            )
            status += (
                f"<b>N-position</b>. Winning moves: {escape(described)} (first in red)."
            )
        else:
            status += (
                "<b>P-position</b>: answer a move from an even stair by moving the "
                "same coins down again, and any other move by Nim on the odd stairs."
            )
        return status, staircase_svg(self.stairs, move=move)


class StaircasePlay(PlayWidget):
    """Play staircase Nim against the computer: a button per move, the stairs drawn.

    The status line says whose move it is; the "hint" toggle reveals P or N
    and a winning move, and then shades the odd stairs and draws the winning
    move as a red arrow.

    Examples
    --------
    >>> from gamelib.widgets import StaircasePlay
    >>> play = StaircasePlay((1, 1))
    >>> play.play((0, 1))  # the winning move: stair 1 to the floor
    >>> play.transcript[-1]
    'Computer: 1 from stair 2 to stair 1 (no winning move exists, so it stalls)'
    """

    @arg.check_args(computer_first=arg.boolean)
    def __init__(self, stairs, *, computer_first=False):
        game = StaircaseNim()
        stairs = game.check(stairs)
        if len(stairs) > 8 or max(stairs, default=0) > 12:
            raise ValueError(
                "the play widget draws at most 8 stairs of at most 12 coins, "
                f"got {stairs!r}"
            )
        self.picture = widgets.HTML()
        super().__init__(game, stairs, computer_first=computer_first)
        self.children = (self.status, self.picture, *self.children[1:])

    def _show(self):
        super()._show()
        move = None
        if self.hint.value and self.winner is None:
            good = winning_moves(self.game, self.position)
            if good:
                source = max(
                    i
                    for i, (a, b) in enumerate(zip(self.position, good[0], strict=True))
                    if a != b
                )
                move = (source + 1, source)
        self.picture.value = staircase_svg(
            self.position, move=move, shade=self.hint.value
        )


# --- Moore's Nim ---------------------------------------------------------------

_CELL = "padding:2px 7px;text-align:center;font-family:monospace;"
_ONE = "background:#404040;color:white;"
_ZERO = "background:#f2f2f2;color:#aaa;"


def columns_html(heaps, k, *, after=None):
    """Return the binary columns of `heaps` with the column sums modulo k + 1.

    A column whose sum is not a multiple of k + 1 is marked red. With
    `after` (the heaps after a move), the new sizes are shown beside the
    heaps, the changed ones in red.

    Examples
    --------
    >>> from gamelib.widgets.moregames import columns_html
    >>> html = columns_html((3, 5, 6), 2)
    >>> html.count('class="one"'), html.count('class="bad"')
    (6, 3)
    """
    sums = column_sums(heaps)
    width = max(len(sums), 1)
    sums += [0] * (width - len(sums))
    bits = list(reversed(range(width)))
    header = "".join(f'<th style="{_CELL}">{1 << b}</th>' for b in bits)
    if after:
        header += f'<th style="{_CELL}">after the move</th>'
    rows = [f'<tr><th style="{_CELL}">heap</th>{header}</tr>']
    for i, h in enumerate(heaps):
        cells = "".join(
            f'<td class="one" style="{_CELL}{_ONE}">1</td>'
            if h >> b & 1
            else f'<td style="{_CELL}{_ZERO}">0</td>'
            for b in bits
        )
        if after:
            color = HOT_COLOR if after[i] != h else "#888"
            cells += f'<td style="{_CELL}color:{color}">{after[i]}</td>'
        rows.append(f'<tr><td style="{_CELL}"><b>{h}</b></td>{cells}</tr>')
    sum_cells = "".join(
        f'<td class="bad" style="{_CELL}font-weight:bold;color:{HOT_COLOR}">'
        f"{sums[b]}</td>"
        if sums[b] % (k + 1)
        else f'<td style="{_CELL}font-weight:bold">{sums[b]}</td>'
        for b in bits
    )
    rows.append(f'<tr><td style="{_CELL}">sum</td>{sum_cells}</tr>')
    return '<table style="border-collapse:collapse">' + "".join(rows) + "</table>"


class MooreExplorer(Explorer):
    """Moore's Nim_k: heaps and k; the binary column sums and a winning move.

    Attributes
    ----------
    heaps : tuple of int or None
    outcome : str or None
        ``"P"`` or ``"N"`` by Moore's theorem.
    move : tuple or None
        The winning move of Moore's construction.
    """

    @arg.check_args(heaps=arg.text, k=arg.between(1, 5))
    def __init__(self, heaps="3 5 6 9", k=2):
        self.heaps_text = widgets.Text(
            value=heaps, description="heaps", continuous_update=False
        )
        self.k = widgets.IntSlider(value=k, min=1, max=5, description="k heaps")
        super().__init__()

    def controls(self):
        return [self.heaps_text, self.k]

    def draw(self):
        k = self.k.value
        self.heaps, self.outcome, self.move = None, None, None
        try:
            self.heaps = parse_numbers(self.heaps_text.value, "heaps", largest=10**6)
        except ValueError as error:
            return _error(error), ""
        self.outcome = outcome(MooreNim(k), self.heaps)
        self.move = moore_construction(self.heaps, k)
        if self.move is None:
            status = (
                f"Every column sum is a multiple of {k + 1}: a <b>P-position</b> of "
                f"Nim<sub>{k}</sub> (a move changes 1 to {k} heaps, so it spoils "
                "the highest column it touches)."
            )
        else:
            changed = sum(a != b for a, b in zip(self.heaps, self.move, strict=True))
            status = (
                f"Some column sum (red) is not a multiple of {k + 1}: an "
                f"<b>N-position</b> of Nim<sub>{k}</sub>. Moore's construction "
                f"changes {changed} heap(s) and leaves {self.move}."
            )
        return status, columns_html(self.heaps, k, after=self.move)


# --- Fibonacci Nim ---------------------------------------------------------------


def zeckendorf_svg(pile, most):
    """Return the pile as a bar cut into its Zeckendorf terms, the smallest in red.

    A tick marks `most`, the largest take allowed: the smallest term is a
    winning move exactly when it lies left of the tick.
    """
    width = 640
    scale = (width - 20) / max(pile, 1)
    body, x = [], 10.0
    terms = zeckendorf(pile)
    for i, term in enumerate(reversed(terms)):
        fill, ink = (HOT_COLOR, "white") if i == 0 else ("#abd9e9", "black")
        w = term * scale
        body.append(
            f'<rect x="{x:.1f}" y="20" width="{w:.1f}" height="26" fill="{fill}" '
            f'stroke="white"/><text x="{x + w / 2:.1f}" y="37" text-anchor="middle" '
            f'fill="{ink}">{term if w > 16 else ""}</text>'
        )
        x += w
    tick = 10 + most * scale
    body.append(
        f'<line x1="{tick:.1f}" y1="12" x2="{tick:.1f}" y2="54" stroke="black" '
        f'stroke-width="2"/><text x="{tick:.1f}" y="66" text-anchor="middle">'
        f"most = {most}</text>"
        f'<text x="10" y="12" fill="#444">pile {pile} = '
        f"{' + '.join(map(str, terms)) or '0'}</text>"
    )
    return _svg(width, 72, body)


def outcome_strip_svg(outcomes, *, start=1, cell=6):
    """Return a strip of P (blue) and N (orange) cells, one per pile from `start`.

    The P cells are numbered underneath where there is room.
    """
    body, last_label = [], -100
    for i, kind in enumerate(outcomes):
        x = 1 + i * cell
        body.append(
            f'<rect x="{x}" y="1" width="{cell}" height="14" '
            f'fill="{P_COLOR if kind == "P" else N_COLOR}" stroke="white" '
            'stroke-width="0.5"/>'
        )
        if kind == "P" and x - last_label >= 16:
            last_label = x
            body.append(
                f'<text x="{x + cell / 2}" y="27" text-anchor="middle" '
                f'font-size="9">{start + i}</text>'
            )
    return _svg(cell * len(outcomes) + 2, 32, body)


class FibonacciNimExplorer(Explorer):
    """Fibonacci Nim: pile and most one may take; Zeckendorf terms, winning moves.

    Attributes
    ----------
    position : tuple
        ``(pile, most)``, with most capped at the pile.
    outcome : str
    moves : list of tuple
        All winning moves (positions after the move).
    """

    @arg.check_args(pile=arg.between(1, 100), most=arg.between(0, 100))
    def __init__(self, pile=20, most=19):
        self.pile = widgets.IntSlider(value=pile, min=1, max=100, description="pile")
        self.most = widgets.IntSlider(value=most, min=0, max=100, description="take ≤")
        super().__init__()

    def controls(self):
        return [self.pile, self.most]

    def draw(self):
        pile = self.pile.value
        most = min(self.most.value, pile)
        self.position = (pile, most)
        game = FibonacciNim()
        self.outcome = outcome(FibonacciNim(), self.position)
        self.moves = winning_moves(game, self.position)
        smallest = zeckendorf(pile)[-1]
        capped = " (capped at the pile)" if self.most.value > pile else ""
        if self.moves:
            takes = ", ".join(str(pile - m[0]) for m in self.moves)
            status = (
                f"Pile {pile}, take at most {most}{capped}: the smallest Zeckendorf "
                f"term {smallest} ≤ {most}, an <b>N-position</b>. Winning takes: "
                f"{takes}."
            )
        else:
            status = (
                f"Pile {pile}, take at most {most}{capped}: the smallest Zeckendorf "
                f"term {smallest} > {most}, a <b>P-position</b>: whatever you take, "
                "your opponent can take the smallest term of what is left."
            )
        strip = outcome_strip_svg(
            [
                outcome(FibonacciNim(), game.start(n))
                for n in range(1, self.pile.max + 1)
            ]
        )
        picture = (
            zeckendorf_svg(pile, most)
            + f"<div>the first player's fate from the start (n, n − 1), n = 1 to "
            f"{self.pile.max} (blue = P: the Fibonacci numbers):</div>" + strip
        )
        return status, picture
