"""Explorer for the board game of chapter 8: toggle obstacles, see who wins where."""

import ipywidgets as widgets

from gamelib.draw.geography import board_svg
from gamelib.engine import args as arg
from gamelib.graphgames.boards import board_analysis
from gamelib.widgets.base import Explorer

__all__ = ["GeographyExplorer"]

LARGEST = 8  # the most rows and columns the explorer offers
DEFAULT_OBSTACLES = ((0, 2), (1, 4), (2, 1), (3, 3))


class GeographyExplorer(Explorer):
    """A small board: click cells to toggle obstacles; see who wins where.

    The grid of buttons is the board (a pressed button is an obstacle); the
    sliders set its size. The picture shows a maximum matching (red bars)
    and colours every free cell: blue where the player to move loses
    (placing the token there wins the game of BZOJ 1443), orange where the
    player to move wins.

    Attributes
    ----------
    board : tuple of str
        The board, '.' for a free cell and '#' for an obstacle.
    pairs : list of ((int, int), (int, int))
        The matched pairs of cells of a maximum matching.
    placements : list of (int, int)
        The cells where placing the token wins, counted from 0.
    """

    @arg.check_args(
        rows=arg.between(1, LARGEST),
        columns=arg.between(1, LARGEST),
        obstacles=arg.sequence_of(
            arg.record(
                "a cell (row, column), counted from 0",
                arg.between(0, LARGEST - 1),
                arg.between(0, LARGEST - 1),
            ),
            "a collection of cells (row, column)",
        ),
    )
    def __init__(self, rows=4, columns=5, obstacles=DEFAULT_OBSTACLES):
        self.rows = widgets.IntSlider(
            value=rows, min=1, max=LARGEST, description="rows"
        )
        self.columns = widgets.IntSlider(
            value=columns, min=1, max=LARGEST, description="columns"
        )
        self._blocked = set(obstacles)
        self._cells = {}  # (row, column) -> its toggle button, made when first shown
        self.grid = widgets.GridBox()
        self._shape = None
        super().__init__()
        controls, status, picture = self.children
        self.children = [controls, status, widgets.HBox([self.grid, picture])]

    def controls(self):
        return [self.rows, self.columns]

    @arg.check_args(row=arg.between(0, LARGEST - 1), column=arg.between(0, LARGEST - 1))
    def cell(self, row, column):
        """The toggle button of the cell at (`row`, `column`), counted from 0."""
        if (row, column) not in self._cells:
            button = widgets.ToggleButton(
                value=(row, column) in self._blocked,
                tooltip=f"row {row + 1}, column {column + 1}",
                layout=widgets.Layout(width="34px", height="30px", padding="0"),
            )
            button.observe(self._on_change, names="value")
            self._cells[row, column] = button
        return self._cells[row, column]

    @arg.check_args(row=arg.between(0, LARGEST - 1), column=arg.between(0, LARGEST - 1))
    def toggle(self, row, column):
        """Turn the cell at (`row`, `column`), counted from 0, into its opposite."""
        button = self.cell(row, column)
        button.value = not button.value

    def draw(self):
        n, m = self.rows.value, self.columns.value
        if self._shape != (n, m):
            self._shape = (n, m)
            self.grid.children = [self.cell(r, c) for r in range(n) for c in range(m)]
            self.grid.layout.grid_template_columns = f"repeat({m}, 36px)"
        for r in range(n):
            for c in range(m):
                button = self.cell(r, c)
                label = "#" if button.value else ""
                if button.description != label:
                    button.description = label
        self.board = tuple(
            "".join("#" if self.cell(r, c).value else "." for c in range(m))
            for r in range(n)
        )
        _, self.pairs, losing = board_analysis(self.board)
        self.placements = sorted(losing)
        free = sum(row.count(".") for row in self.board)
        if not free:
            status = "Every cell is an obstacle: there is nowhere to place the token."
        elif self.placements:
            cells = ", ".join(f"({r + 1},{c + 1})" for r, c in self.placements)
            status = (
                f"{free} free cells, a maximum matching of {len(self.pairs)} pairs: "
                f"not perfect, so <b>WIN</b>: place the token on a blue cell "
                f"({cells}); some maximum matching misses it, and you answer every "
                "move along that matching."
            )
        else:
            status = (
                f"{free} free cells, matched in {len(self.pairs)} pairs: a perfect "
                "matching, so <b>LOSE</b>: wherever you place the token, the "
                "opponent moves along the matching and never runs out of moves."
            )
        return status, board_svg(self.board)
