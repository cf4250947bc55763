"""Explorer for Bash's game (chapter 1)."""

import ipywidgets as widgets

from gamelib.draw.graph import game_graph_svg
from gamelib.draw.strip import sg_strip_svg
from gamelib.engine import args as arg
from gamelib.engine.core import winning_moves
from gamelib.engine.graphs import game_graph
from gamelib.heapgames.games import Bash
from gamelib.theory.sequences import sg_sequence
from gamelib.widgets.base import Explorer

__all__ = ["BashExplorer"]


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

    @arg.check_args(heap=arg.between(0, 24), max_take=arg.between(1, 6))
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
            game_graph_svg(self.graph, highlight=[(n, t) for t in moves], show_sg=False)
            + "<div>every heap from 0 to "
            + f"{self.heap.max} (blue = P-position):</div>"
            + sg_strip_svg(values, show_values=False)
        )
        return f"Heap {n}, take 1 to {m}: {verdict}", picture
