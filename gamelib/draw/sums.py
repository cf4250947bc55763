"""A sum of heap games as a picture: each heap, its SG value in binary, the XOR.

One row per component: its rule, its counters (the ones a winning move takes
drawn as red rings), its value in decimal and as a row of bits; a last row
holds the nim-sum. The column of the nim-sum's highest 1 bit is outlined in
red, with the components whose value has that bit: the proof of Theorem 3.3
moves in one of them. Blue marks value 0 (a P-position), as everywhere.
"""

from html import escape

from gamelib.draw.palette import HOT_COLOR, INK, N_COLOR, P_COLOR, SOFT_INK
from gamelib.draw.svg import svg_document
from gamelib.engine import args as arg
from gamelib.engine.args import check_natural

__all__ = ["sum_svg"]

LABEL = 170  # width of the rule column
COUNTER = 11  # pixels per counter
ROW = 26  # height of a row


def _bits(value, width, x, y, cell, high):
    """The bits of `value`, most significant first, as `width` square cells."""
    parts = []
    for i in range(width):
        bit = width - 1 - i
        one = value >> bit & 1
        fill = N_COLOR if one else "white"
        stroke, thick = (HOT_COLOR, 2) if bit == high and one else (INK, 1)
        left = x + i * cell
        parts.append(
            f'<rect x="{left}" y="{y}" width="{cell - 2}" height="{cell - 2}" '
            f'fill="{fill}" stroke="{stroke}" stroke-width="{thick}"/>'
            f'<text x="{left + (cell - 2) / 2:.1f}" y="{y + cell - 6}" '
            f'text-anchor="middle">{one}</text>'
        )
    return "".join(parts)


@arg.check_args(
    most_counters=arg.positive,
    components=arg.sequence_of(
        arg.record(
            "a component (rule, heap size, SG value, counters taken)",
            None,
            arg.natural,
            arg.natural,
            arg.naturals,
        ),
        "a list of components (rule, heap size, SG value, counters taken)",
    ),
)
def sum_svg(components, *, most_counters=30):
    """Return an SVG picture of a sum of heap games and its winning moves.

    Parameters
    ----------
    components : sequence of (str, int, int, list of int)
        For each component: its rule (a short text), its heap size, its SG
        value, and the numbers of counters that its winning moves take
        (empty if no winning move is made in it).
    most_counters : int, default 30
        The widest heap drawn counter by counter; a larger heap is drawn as
        its number.

    Returns
    -------
    str
        The SVG document.

    Examples
    --------
    >>> from gamelib.draw.sums import sum_svg
    >>> picture = sum_svg([("take 1, 3 or 4", 12, 3, [1]), ("Nim", 2, 2, [])])
    >>> picture.startswith("<svg") and "nim-sum" in picture
    True
    """
    rows = []
    for label, size, value, takes in components:
        size = check_natural(size, "a heap size")
        value = check_natural(value, "an SG value")
        takes = sorted(check_natural(t, "counters taken") for t in takes)
        rows.append((str(label), size, value, takes))
    total = 0
    for _, _, value, _ in rows:
        total ^= value
    width_bits = max(3, total.bit_length(), *(v.bit_length() for _, _, v, _ in rows))
    high = total.bit_length() - 1  # -1 when the nim-sum is 0
    counters = min(most_counters, max([s for _, s, _, _ in rows] + [1]))
    x_heap = LABEL
    x_value = x_heap + counters * COUNTER + 14
    x_bits = x_value + 34
    cell = 18
    x_moves = x_bits + width_bits * cell + 12
    width = x_moves + 190
    height = ROW * (len(rows) + 2) + 8
    body = [
        f'<text x="4" y="14" fill="{INK}">rule</text>'
        f'<text x="{x_heap}" y="14" fill="{INK}">heap</text>'
        f'<text x="{x_value}" y="14" fill="{INK}">SG</text>'
        f'<text x="{x_bits}" y="14" fill="{INK}">in binary</text>'
        f'<text x="{x_moves}" y="14" fill="{INK}">winning moves here</text>'
    ]
    for row, (label, size, value, takes) in enumerate(rows):
        y = ROW * (row + 1)
        colour = P_COLOR if value == 0 else INK
        body.append(
            f'<text x="4" y="{y + 13}" fill="{colour}">{escape(label[:26])}</text>'
        )
        taken = takes[0] if takes else 0
        if size <= most_counters:
            for i in range(size):
                cx = x_heap + i * COUNTER + COUNTER / 2
                if i >= size - taken:
                    style = f'fill="white" stroke="{HOT_COLOR}" stroke-width="2"'
                else:
                    style = f'fill="{SOFT_INK}"'
                body.append(f'<circle cx="{cx:.1f}" cy="{y + 9}" r="4" {style}/>')
        else:
            body.append(f'<text x="{x_heap}" y="{y + 13}">{size} counters</text>')
        body.append(
            f'<text x="{x_value + 12}" y="{y + 13}" text-anchor="middle" '
            f'font-weight="bold" fill="{colour}">{value}</text>'
        )
        body.append(_bits(value, width_bits, x_bits, y, cell, high))
        if takes:
            counts = " or ".join(map(str, takes))
            body.append(
                f'<text x="{x_moves}" y="{y + 13}" fill="{HOT_COLOR}">take {counts}: '
                f"value {value} \u2192 {value ^ total}</text>"
            )
    y = ROW * (len(rows) + 1) + 4
    body.append(
        f'<line x1="4" y1="{y - 3}" x2="{width - 6}" y2="{y - 3}" stroke="{INK}"/>'
    )
    colour = P_COLOR if total == 0 else HOT_COLOR
    body.append(
        f'<text x="4" y="{y + 13}" fill="{colour}">nim-sum (XOR)</text>'
        f'<text x="{x_value + 12}" y="{y + 13}" text-anchor="middle" '
        f'font-weight="bold" fill="{colour}">{total}</text>'
    )
    body.append(_bits(total, width_bits, x_bits, y, cell, high))
    return svg_document(width, height, body)
