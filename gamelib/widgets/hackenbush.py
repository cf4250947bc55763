"""Explorer for Green Hackenbush (chapter 7): cut edges and watch the value change."""

import ipywidgets as widgets

from gamelib.core import sg
from gamelib.draw.hackenbush import hackenbush_svg
from gamelib.hackenbush import GreenHackenbush, random_rooted_graph
from gamelib.widgets.base import Explorer

__all__ = ["HackenbushExplorer"]


class HackenbushExplorer(Explorer):
    """A random rooted graph to cut, edge by edge, with its value after each cut.

    The sliders choose the picture (number of edges and random seed; the
    checkbox allows cycles, loops and double edges). Choosing an edge in the
    menu previews the cut: the edges that would fall turn grey and the value
    after the cut is shown; "cut it" makes the cut. "computer cuts" plays a
    winning cut when there is one. "show winning cuts" draws them in red.

    Attributes
    ----------
    game : GreenHackenbush
    position : frozenset of int
        The standing edges.
    value : int
        The SG value of `position` (colon and fusion principles).
    winning : list of int
        The winning cuts of `position`.
    preview : frozenset of int or None
        The position after the edge chosen in the menu is cut.
    history : list of str
        The cuts made so far.
    """

    def __init__(self, edges=10, seed=5, cycles=True):
        self.size = widgets.IntSlider(value=edges, min=1, max=20, description="edges")
        self.seed = widgets.IntSlider(value=seed, min=0, max=99, description="seed")
        self.cycles = widgets.Checkbox(value=cycles, description="cycles and loops")
        self.hints = widgets.Checkbox(value=False, description="show winning cuts")
        self.edge = widgets.Dropdown(description="cut edge", options=[("—", None)])
        self.cut_button = widgets.Button(description="cut it")
        self.computer_button = widgets.Button(description="computer cuts")
        self.restart_button = widgets.Button(description="start again")
        self.cut_button.on_click(lambda _: self.cut(self.edge.value))
        self.computer_button.on_click(lambda _: self.computer_move())
        self.restart_button.on_click(lambda _: self.restart())
        self._key, self._syncing = None, False
        super().__init__()
        controls, *rest = self.children
        buttons = [
            self.edge,
            self.cut_button,
            self.computer_button,
            self.restart_button,
        ]
        self.children = [controls, widgets.HBox(buttons), *rest]
        self.edge.observe(self._on_change, names="value")

    def controls(self):
        return [self.size, self.seed, self.cycles, self.hints]

    def _on_change(self, change):
        if not self._syncing:
            self.update()

    # -- moves ---------------------------------------------------------------

    def cut(self, edge):
        """Cut `edge` (a standing edge's number) in the current position."""
        if edge is None:
            raise ValueError("choose an edge to cut first")
        self.position = self.game.cut(self.position, edge)
        u, v = self.game.edges[edge]
        self.history.append(f"you cut edge {edge} ({u}–{v})")
        self._set_menu(None)
        self.update()

    def computer_move(self):
        """Let the computer cut: a winning cut if there is one, else the first edge."""
        if not self.position:
            raise ValueError("nothing is left to cut: start again")
        winning = self.game.winning_cuts(self.position)
        edge = winning[0] if winning else min(self.position)
        why = "a winning cut" if winning else "no winning cut exists"
        self.position = self.game.cut(self.position, edge)
        self.history.append(f"the computer cut edge {edge} ({why})")
        self._set_menu(None)
        self.update()

    def restart(self):
        """Put every edge back."""
        self.position = self.game.start
        self.history = []
        self._set_menu(None)
        self.update()

    # -- drawing -------------------------------------------------------------

    def _set_menu(self, selected):
        options = [("—", None)] + [
            (f"edge {e} ({self.game.edges[e][0]}–{self.game.edges[e][1]})", e)
            for e in sorted(self.position)
        ]
        self._syncing = True
        try:
            self.edge.options = options
            self.edge.value = selected if selected in self.position else None
        finally:
            self._syncing = False

    def draw(self):
        key = (self.size.value, self.seed.value, self.cycles.value)
        if key != self._key:
            self._key = key
            graph = random_rooted_graph(key[0], seed=key[1], tree=not key[2])
            self.game = GreenHackenbush(graph)
            self.position = self.game.start
            self.history = []
            self._set_menu(None)
        game, position = self.game, self.position
        self.value = sg(game, position)
        self.winning = game.winning_cuts(position)
        selected = self.edge.value if self.edge.value in position else None
        self.preview, falling = None, ()
        lines = [self._verdict()]
        if selected is not None:
            self.preview = game.cut(position, selected)
            falling = position - self.preview - {selected}
            after = sg(game, self.preview)
            drop = f", {len(falling)} more fall" if falling else ""
            good = "a winning cut!" if after == 0 else "not a winning cut"
            lines.append(
                f"Cutting edge {selected}{drop}: value *{after} after it ({good})"
            )
        if self.history:
            lines.append("So far: " + "; ".join(self.history) + ".")
        picture = hackenbush_svg(
            game,
            position,
            highlight=self.winning if self.hints.value else (),
            falling=falling,
            selected=selected,
        )
        return "<br>".join(lines), picture

    def _verdict(self):
        if not self.position:
            return "Nothing is left: the player to move has lost."
        if self.value == 0:
            return (
                f"Value <b>*0</b>: a P-position, every cut leaves a nonzero value "
                f"({len(self.position)} edges standing)."
            )
        if not self.hints.value:
            return f"Value <b>*{self.value}</b>: the player to move can win. How?"
        plural = "s" if len(self.winning) > 1 else ""
        cuts = ", ".join(map(str, self.winning))
        return (
            f"Value <b>*{self.value}</b>: the player to move wins by cutting "
            f"edge{plural} {cuts} (in red)."
        )
