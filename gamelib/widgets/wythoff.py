"""Explorer for Wythoff's game (chapter 4): cold positions and the SG table."""

from html import escape

import ipywidgets as widgets

from gamelib.draw.palette import EDGE_COLOR, HOT_COLOR, N_COLOR, P_COLOR
from gamelib.draw.svg import svg_open
from gamelib.engine import args as arg
from gamelib.engine.args import check_natural
from gamelib.heapgames.wythoff import cold_positions, sg_table
from gamelib.widgets.base import Explorer

__all__ = ["WythoffExplorer"]

# A viridis-like ramp for the heat map (low values dark, high values light).
_RAMP = [
    (68, 1, 84),
    (59, 82, 139),
    (33, 145, 140),
    (94, 201, 98),
    (253, 231, 37),
]
_LARGEST = 63  # largest pile the zoom slider shows
_STEPS = 40  # pairs the step slider walks through (a_39 = 63)


def _ramp(fraction):
    """A colour of the ramp for `fraction` in [0, 1], as #rrggbb."""
    position = min(max(fraction, 0.0), 1.0) * (len(_RAMP) - 1)
    i = min(int(position), len(_RAMP) - 2)
    t = position - i
    red, green, blue = (
        round(c0 + (c1 - c0) * t) for c0, c1 in zip(_RAMP[i], _RAMP[i + 1], strict=True)
    )
    return f"#{red:02x}{green:02x}{blue:02x}"


class WythoffExplorer(Explorer):
    """Wythoff's game: zoom the grid of positions and step through the mex rule.

    Controls: the view (cold positions or Sprague-Grundy values), the zoom
    (the largest pile shown) and the step k of the mex construction
    ``a_k = mex{a_i, b_i : i < k}``, ``b_k = a_k + k``. In the cold view the
    pairs found before step k are blue, the positions from which one move
    reaches them are orange (hot), and the new pair is red; a strip below
    shows which numbers are used. The SG view colours every position by its
    value and outlines the cold pairs found so far.

    Parameters
    ----------
    limit : int, default 20
        The largest pile shown (7 to 63).
    step : int, default 4
        The step k of the construction (0 to 39).
    view : {"cold", "sg"}, default "cold"

    Attributes
    ----------
    pair : tuple of int
        ``(a_k, b_k)``, the pair constructed at this step.
    used : list of int
        The numbers ``a_i, b_i`` for ``i < k``, sorted (``a_k`` is their mex).
    cold_cells, hot_cells : set of tuple
        Cells of the view drawn cold (pairs found before step k, both
        orientations) and hot (one move from one of them).
    table : numpy.ndarray
        The Sprague-Grundy values of the cells in view.
    """

    @arg.check_args(view=arg.choice("cold", "sg"))
    def __init__(self, limit=20, step=4, view="cold"):
        limit = check_natural(limit, "limit")
        step = check_natural(step, "step")
        if not 7 <= limit <= _LARGEST:
            raise ValueError(f"limit must be between 7 and {_LARGEST}, got {limit}")
        if step >= _STEPS:
            raise ValueError(f"step must be between 0 and {_STEPS - 1}, got {step}")
        self._values = sg_table(_LARGEST + 1)
        self._pairs = cold_positions(_STEPS)
        self.view = widgets.ToggleButtons(
            options=[("cold positions", "cold"), ("SG values", "sg")], value=view
        )
        self.limit = widgets.IntSlider(
            value=limit, min=7, max=_LARGEST, description="piles ≤"
        )
        self.step = widgets.IntSlider(
            value=step, min=0, max=_STEPS - 1, description="mex step k"
        )
        super().__init__()

    def controls(self):
        return [self.view, self.limit, self.step]

    def draw(self):
        n, k = self.limit.value, self.step.value
        self.pair = a, b = self._pairs[k]
        found = self._pairs[:k]
        self.used = sorted({p for pair in found for p in pair})
        self.table = self._values[: n + 1, : n + 1]
        self._cells = self.table.tolist()
        top = max(1, int(self.table.max()))
        self._colors = [_ramp(v / top) for v in range(top + 1)]
        self.cold_cells = {
            cell for x, y in found for cell in ((x, y), (y, x)) if max(cell) <= n
        }
        self.hot_cells = self._attacked(found, n) - self.cold_cells
        shown = (
            self.used
            if len(self.used) <= 16
            else [*self.used[:8], "…", *self.used[-4:]]
        )
        used_text = ", ".join(map(str, shown))
        status = (
            f"<b>Step k = {k}</b>: the numbers used by the pairs 0 to {k - 1} are "
            f"{{{used_text}}}; their mex is <b>a<sub>{k}</sub> = {a}</b>, so "
            f"<b>b<sub>{k}</sub> = a<sub>{k}</sub> + {k} = {b}</b>: the new cold "
            f"pair is ({a}, {b}) and its mirror ({b}, {a})."
            if k
            else "<b>Step k = 0</b>: no pair yet; (0, 0) has no move, so it is the "
            "first cold position (a<sub>0</sub> = b<sub>0</sub> = 0)."
        )
        if max(a, b) > n:
            status += f" (Zoom out to piles ≤ {b} to see it.)"
        if self.view.value == "sg":
            picture = self._grid(n, self._sg_cell) + self._legend_sg()
        else:
            picture = self._grid(n, self._cold_cell) + self._used_strip(n)
        return status, picture

    @staticmethod
    def _attacked(found, n):
        """Cells within [0, n]^2 with a move to a pair in `found`."""
        hot = set()
        for x0, y0 in found:
            for x, y in {(x0, y0), (y0, x0)}:
                for t in range(1, n + 1):
                    for cell in ((x + t, y), (x, y + t), (x + t, y + t)):
                        if max(cell) <= n:
                            hot.add(cell)
        return hot

    def _cold_cell(self, cell):
        if cell in self.cold_cells:
            return P_COLOR, ""
        if cell in (self.pair, self.pair[::-1]):
            return "#ffffff", HOT_COLOR
        if cell in self.hot_cells:
            return N_COLOR, ""
        return "#f4f4f4", ""

    def _sg_cell(self, cell):
        fill = self._colors[self._cells[cell[0]][cell[1]]]
        outline = ""
        if cell in self.cold_cells:
            outline = "#ffffff"
        if cell in (self.pair, self.pair[::-1]):
            outline = HOT_COLOR
        return fill, outline

    def _grid(self, n, paint):
        size = max(7, min(26, 540 // (n + 1)))
        margin = 28
        side = size * (n + 1)
        width, height = side + margin + 8, side + margin + 8
        parts = [
            svg_open(width, height, font_size=10),
            f'<rect x="{margin}" y="4" width="{side}" height="{side}" fill="#f4f4f4"/>',
        ]
        parts.append('<g stroke="white" stroke-width="0.5">')
        outlines, texts = [], []
        labels = self.view.value == "sg" and size >= 18
        for x in range(n + 1):
            for y in range(n + 1):
                fill, outline = paint((x, y))
                left, top = margin + x * size, 4 + (n - y) * size
                if fill != "#f4f4f4":
                    parts.append(
                        f'<rect x="{left}" y="{top}" width="{size}" height="{size}" '
                        f'fill="{fill}"/>'
                    )
                if outline:
                    outlines.append(
                        f'<rect class="mark" x="{left + 1}" y="{top + 1}" '
                        f'width="{size - 2}" height="{size - 2}" fill="none" '
                        f'stroke="{outline}" stroke-width="2"/>'
                    )
                if labels:
                    value = self._cells[x][y]
                    color = "black" if value > 0.6 * len(self._colors) else "white"
                    texts.append(
                        f'<text x="{left + size / 2}" y="{top + size / 2 + 3.5}" '
                        f'text-anchor="middle" fill="{color}">{value}</text>'
                    )
        parts.append("</g>")
        parts.extend(texts)
        parts.extend(outlines)
        if self.view.value == "cold":
            phi = (1 + 5**0.5) / 2  # drawing only: the lines the pairs follow
            for end_x, end_y in ((n / phi, n), (n, n / phi)):
                parts.append(
                    f'<line x1="{margin + size / 2}" y1="{4 + side - size / 2}" '
                    f'x2="{margin + (end_x + 0.5) * size:.1f}" '
                    f'y2="{4 + (n - end_y + 0.5) * size:.1f}" stroke="#555" '
                    'stroke-dasharray="4 3"/>'
                )
        tick = 1 if n < 12 else 5
        for v in range(0, n + 1, tick):
            centre = margin + (v + 0.5) * size
            parts.append(
                f'<text x="{centre}" y="{side + 18}" text-anchor="middle" '
                f'fill="#555">{v}</text><text x="{margin - 4}" '
                f'y="{4 + (n - v + 0.5) * size + 3.5}" text-anchor="end" '
                f'fill="#555">{v}</text>'
            )
        parts.append("</svg>")
        if self.view.value == "cold":
            key = (
                "blue = cold pairs found before step k, orange = hot (one move "
                "reaches a blue cell), grey = not decided yet, red = the new pair; "
                "dashed: the lines y = φx and y = x/φ"
            )
        else:
            key = "colour = Sprague-Grundy value (see the scale below)"
        return f"<div>pile x →, pile y ↑; {key}</div>" + "".join(parts)

    def _used_strip(self, n):
        a, b = self.pair
        found = self._pairs[: self.step.value]
        lower = {x for x, _ in found}
        upper = {y for _, y in found}
        cell = max(12, min(22, 620 // (n + 1)))
        width, height = cell * (n + 1) + 2, cell + 18
        parts = [
            "<div>the numbers 0 to "
            f"{n}: blue = used as a<sub>i</sub>, green = used as b<sub>i</sub>, "
            "red = the mex a<sub>k</sub> and b<sub>k</sub></div>",
            svg_open(width, height, font_size=9),
        ]
        for v in range(n + 1):
            if v in lower:
                fill, color = P_COLOR, "white"
            elif v in upper:
                fill, color = EDGE_COLOR, "white"
            elif v in (a, b):
                fill, color = HOT_COLOR, "white"
            else:
                fill, color = "#f4f4f4", "black"
            x = 1 + v * cell
            parts.append(
                f'<rect x="{x}" y="1" width="{cell}" height="{cell}" fill="{fill}" '
                f'stroke="white"/><text x="{x + cell / 2}" y="{cell / 2 + 4}" '
                f'text-anchor="middle" fill="{color}">{v}</text>'
            )
        parts.append("</svg>")
        return "".join(parts)

    def _legend_sg(self):
        top = int(self.table.max())
        stops = "".join(
            f'<span style="background:{_ramp(i / 4)};padding:0 10px"></span>'
            for i in range(5)
        )
        return (
            f"<div>value 0 {stops} {escape(str(top))}; white outline = cold pairs "
            "found so far, red = the pair of step k</div>"
        )
