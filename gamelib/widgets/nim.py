"""Explorer for Nim (chapter 2): binary columns of a position, every winning move."""

import re
from html import escape

import ipywidgets as widgets

from gamelib.draw.palette import HOT_COLOR
from gamelib.engine import args as arg
from gamelib.heapgames.nim import nim_table
from gamelib.widgets.base import Explorer

__all__ = ["NimExplorer", "parse_heaps"]

MAX_HEAPS = 20
MAX_BITS = 64

_CELL = "padding:2px 7px;text-align:center;font-family:monospace;"
_ONE = "background:#404040;color:white;"
_ZERO = "background:#f2f2f2;color:#aaa;"


@arg.check_args(text=arg.text)
def parse_heaps(text):
    """Read heap sizes written as whole numbers separated by spaces or commas.

    The explorer's limits apply: at most 20 heaps, each below ``2**64``
    (the functions of :mod:`gamelib.heapgames.nim` have no limit).

    Examples
    --------
    >>> from gamelib.widgets.nim import parse_heaps
    >>> parse_heaps("3 4, 5")
    (3, 4, 5)
    >>> parse_heaps("3 -4")
    Traceback (most recent call last):
    ...
    ValueError: cannot read '-4' as a heap size: write whole numbers 0, 1, 2, ... \
separated by spaces, e.g. 3 4 5
    """
    tokens = [t for t in re.split(r"[\s,]+", text.strip()) if t]
    for token in tokens:
        if not token.isascii() or not token.isdigit():
            raise ValueError(
                f"cannot read {token!r} as a heap size: write whole numbers "
                "0, 1, 2, ... separated by spaces, e.g. 3 4 5"
            )
    if len(tokens) > MAX_HEAPS:
        raise ValueError(
            f"the explorer shows at most {MAX_HEAPS} heaps, got {len(tokens)}"
        )
    heaps = []
    for token in tokens:
        if len(token.lstrip("0")) > 20 or int(token) >= 1 << MAX_BITS:
            raise ValueError(
                f"the explorer draws heaps below 2**{MAX_BITS} "
                f"(= {1 << MAX_BITS}), got {token}; gamelib.winning_moves "
                "answers for heaps of any size"
            )
        heaps.append(int(token))
    return tuple(heaps)


def _label(power):
    return str(1 << power) if power < 10 else f"2<sup>{power}</sup>"


def table_html(table):
    """Return the binary columns of a :class:`gamelib.NimTable` as an HTML table.

    A 1 is a dark cell. The nim-sum row is the parity of each column; the
    leading column of the nim-sum and the heaps that have a 1 in it (the
    winning moves) are outlined in red.

    Examples
    --------
    >>> from gamelib.widgets.nim import table_html
    >>> html = table_html(gl.heapgames.nim.nim_table((3, 4, 5)))
    >>> html.count('class="win"'), html.count('class="one"')
    (1, 5)
    """
    moves = {move.index: move for move in table.moves}
    lead = table.leading
    head = "".join(
        f'<th style="{_CELL}{"color:" + HOT_COLOR if j == lead else ""}">'
        f"{_label(table.width - 1 - j)}</th>"
        for j in range(table.width)
    )
    parts = [
        '<table style="border-collapse:collapse;margin:4px 0">',
        f'<tr><th style="{_CELL}">heap</th><th style="{_CELL}">size</th>{head}'
        f'<th style="{_CELL}text-align:left">winning move</th></tr>',
    ]

    def frame(j, last=False):
        """Outline the leading column of the nim-sum in red."""
        if j != lead:
            return ""
        sides = f"border-left:2px solid {HOT_COLOR};border-right:2px solid {HOT_COLOR};"
        return sides + (f"border-bottom:2px solid {HOT_COLOR};" if last else "")

    def bit_cell(bit, j, winning):
        kind, style = ("one", _ONE) if bit else ("zero", _ZERO)
        if winning and j == lead:
            style = f"background:{HOT_COLOR};color:white;"
        return f'<td class="{kind}" style="{_CELL}{style}{frame(j)}">{bit}</td>'

    for i, (size, bits) in enumerate(zip(table.heaps, table.rows, strict=True)):
        move = moves.get(i)
        if move is None:
            row_class, label_style, note = "heap", "", ""
        else:
            row_class, label_style = "win", f"color:{HOT_COLOR};font-weight:bold;"
            note = f"{size} → {move.leave} (take {move.take})"
        cells = "".join(
            bit_cell(bit, j, move is not None) for j, bit in enumerate(bits)
        )
        parts.append(
            f'<tr class="{row_class}"><td style="{_CELL}{label_style}">{i + 1}</td>'
            f'<td style="{_CELL}{label_style}text-align:right">{size}</td>{cells}'
            f'<td style="{_CELL}{label_style}text-align:left">{escape(note)}</td></tr>'
        )
    odd = f"color:{HOT_COLOR};font-weight:bold;"
    sum_cells = "".join(
        f'<td style="{_CELL}border-top:2px solid black;{odd if bit else ""}'
        f'{frame(j, last=True)}">{bit}</td>'
        for j, bit in enumerate(table.total_row)
    )
    parts.append(
        f'<tr><td style="{_CELL}border-top:2px solid black">xor</td>'
        f'<td style="{_CELL}border-top:2px solid black;text-align:right">'
        f"{table.total}</td>{sum_cells}"
        f'<td style="{_CELL}border-top:2px solid black;text-align:left">'
        f"{'odd columns in red' if table.total else 'every column even'}</td></tr>"
    )
    parts.append("</table>")
    return "".join(parts)


class NimExplorer(Explorer):
    """Nim: type the heap sizes; see their binary columns and every winning move.

    The picture writes each heap in binary, one column per power of 2, with
    the nim-sum (the parity of each column) below. When the nim-sum is not
    0, its leading column and every heap with a 1 there are marked in red:
    reducing such a heap h to h XOR nim-sum is a winning move.

    Parameters
    ----------
    heaps : str or tuple of int, default "3 4 5"
        The starting position, e.g. ``"3 4 5"`` or ``(3, 4, 5)``.

    Attributes
    ----------
    position : tuple of int or None
        The heaps read from the text box (None if it cannot be read).
    table : NimTable or None
        The binary columns, nim-sum and winning moves (see
        :func:`gamelib.nim_table`).
    moves : list of NimMove
        The winning moves (empty for a P-position or unreadable input).
    error : str or None
        Why the text box could not be read.
    """

    @arg.check_args(
        heaps=arg.either(arg.text, arg.heaps, "a string or a tuple of heap sizes")
    )
    def __init__(self, heaps="3 4 5"):
        if not isinstance(heaps, str):
            heaps = " ".join(str(h) for h in heaps)
        self.heaps = widgets.Text(
            value=heaps,
            description="heaps",
            placeholder="e.g. 3 4 5",
            layout=widgets.Layout(width="360px"),
        )
        super().__init__()

    def controls(self):
        return [self.heaps]

    def draw(self):
        try:
            self.position = parse_heaps(self.heaps.value)
        except ValueError as error:
            self.position, self.table, self.moves = None, None, []
            self.error = str(error)
            return f"<b>Cannot read the heaps</b>: {escape(self.error)}", ""
        self.error = None
        self.table = nim_table(self.position)
        self.moves = list(self.table.moves)
        total = self.table.total
        written = " ⊕ ".join(map(str, self.position)) or "(no heaps)"
        if total == 0:
            verdict = (
                f"nim-sum {written} = 0: a <b>P-position</b>. Every column has an "
                "even number of 1s; any move changes one heap and so makes some "
                "column odd. The player to move loses."
            )
        else:
            count = len(self.moves)
            listed = "; ".join(str(move) for move in self.moves)
            verdict = (
                f"nim-sum {written} = {total} ≠ 0: an <b>N-position</b> with "
                f"{count} winning move{'s' if count > 1 else ''} "
                f"(reduce h to h ⊕ {total} where that is smaller): {listed}."
            )
        return verdict, table_html(self.table)
