"""Explorers for Green Hackenbush (chapter 7).

:class:`HackenbushExplorer` cuts edges of a random picture and shows the value
change; :class:`HackenbushBuilder` lets the reader draw a picture of their own
(edges typed as ``0-1 1-2 ...``) and shows each part's value and the total.
"""

import re
from html import escape

import ipywidgets as widgets

from gamelib.draw.hackenbush import hackenbush_svg
from gamelib.draw.palette import HOT_COLOR
from gamelib.engine import args as arg
from gamelib.engine.core import sg
from gamelib.graphgames.hackenbush import GreenHackenbush, random_rooted_graph
from gamelib.widgets.base import Explorer

__all__ = ["HackenbushBuilder", "HackenbushExplorer", "parse_edges"]

MOST_EDGES = 60  # the most edges the builder draws (the picture must stay readable)
LARGEST_VERTEX = 999
_EDGE = re.compile(r"(\d+)-(\d+)")


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

    @arg.check_args(
        edges=arg.between(1, 20), seed=arg.between(0, 99), cycles=arg.boolean
    )
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


@arg.check_args(text=arg.text)
def parse_edges(text):
    """Read a picture typed as edges ``"0-1 1-2 1-3"``; vertex 0 is the ground.

    Edges are two vertex numbers (0 to 999) joined by ``-``, separated by
    spaces or commas; ``v-v`` is a loop on v, and an edge may be repeated
    (a double edge). Every edge must be joined to the ground through the
    others, as in every Hackenbush picture.

    Returns
    -------
    list of (int, int)

    Raises
    ------
    TypeError
        If `text` is not a string.
    ValueError
        If an edge is malformed, there are more than 60 edges, or an edge (or
        a loop) is not joined to the ground; the message names it.

    Examples
    --------
    >>> from gamelib.widgets.hackenbush import parse_edges
    >>> parse_edges("0-1, 1-2 2-2")
    [(0, 1), (1, 2), (2, 2)]
    >>> parse_edges("0-1 3-3")
    Traceback (most recent call last):
    ...
    ValueError: the loop 3-3 stands on vertex 3, which is not joined to the ground:
    a loop must be on the ground (0-0) or on a vertex joined to it
    """
    if not isinstance(text, str):
        raise TypeError(f"the edges are a string such as '0-1 1-2', got {text!r}")
    words = text.replace(",", " ").split()
    if len(words) > MOST_EDGES:
        raise ValueError(
            f"{len(words)} edges is too many to draw: at most {MOST_EDGES} edges"
        )
    edges = []
    for word in words:
        found = _EDGE.fullmatch(word)
        if not found:
            raise ValueError(
                f"{word!r} is not an edge: write each edge as two vertex numbers "
                "joined by '-', such as 0-1 (vertex 0 is the ground)"
            )
        u, v = int(found[1]), int(found[2])
        if max(u, v) > LARGEST_VERTEX:
            raise ValueError(f"{word!r}: vertices are numbered 0 to {LARGEST_VERTEX}")
        edges.append((u, v))
    joined, grown = {0}, True
    while grown:  # the vertices joined to the ground, one sweep at a time
        grown = False
        for u, v in edges:
            if (u in joined) != (v in joined):
                joined.update((u, v))
                grown = True
    for u, v in edges:
        if u not in joined and u == v:
            raise ValueError(
                f"the loop {u}-{v} stands on vertex {u}, which is not joined to the "
                "ground: a loop must be on the ground (0-0) or on a vertex joined to it"
            )
        if u not in joined:
            raise ValueError(
                f"the edge {u}-{v} is not joined to the ground: no path of edges "
                f"leads from vertex {u} or {v} to vertex 0 (the ground), and every "
                "edge must be connected to it"
            )
    return edges


def ground_parts(edges):
    """Split a picture into the parts that meet only at the ground, in order.

    Each part is a list of edge numbers: the edges of one connected piece
    of the picture with the ground removed (a loop on the ground is a part
    of its own). The parts are a sum of games, so their values add by XOR.

    Examples
    --------
    >>> from gamelib.widgets.hackenbush import ground_parts
    >>> ground_parts([(0, 1), (1, 2), (0, 3), (0, 0), (3, 1)])
    [[0, 1, 2, 4], [3]]
    """
    root = {}

    def find(v):
        while root.setdefault(v, v) != v:
            root[v] = root[root[v]]
            v = root[v]
        return v

    for u, v in edges:
        if u != 0 and v != 0:
            root[find(u)] = find(v)
    parts = {}
    for number, (u, v) in enumerate(edges):
        key = ("loop", number) if u == v == 0 else find(v if u == 0 else u)
        parts.setdefault(key, []).append(number)
    return list(parts.values())


def _vertex_box(value, description):
    """A box for the number of one end of an edge."""
    return widgets.BoundedIntText(
        value=value,
        min=0,
        max=LARGEST_VERTEX,
        description=description,
        layout=widgets.Layout(width="140px"),
    )


class HackenbushBuilder(Explorer):
    """Draw your own Green Hackenbush picture and see its value live.

    Type the edges in the text box as ``0-1 1-2 1-3 ...`` (vertex 0 is the
    ground, ``v-v`` a loop, a repeated edge a double edge), or add and
    remove edges with the two vertex boxes and the buttons. The picture
    shows the value standing on each vertex; the status line gives the value
    of each part standing on the ground and their XOR, the value of the
    whole. A mistake in the edges is explained in the status line, and the
    last good picture stays on screen.

    Attributes
    ----------
    error : str or None
        The message about the edges typed, or None when they make a picture.
    game : GreenHackenbush
        The last good picture.
    parts : list of (list of (int, int), int)
        Each part standing on the ground: its edges and its value.
    value : int
        The value of the whole picture (the XOR of the parts' values).
    """

    @arg.check_args(edges=arg.text)
    def __init__(self, edges="0-1 1-2 1-3 0-4 4-5 5-6 6-4 0-0"):
        self.text = widgets.Text(
            value=edges,
            description="edges",
            continuous_update=False,
            layout=widgets.Layout(width="520px"),
        )
        self.tail = _vertex_box(0, "from")
        self.head = _vertex_box(1, "to")
        self.add_button = widgets.Button(description="add edge")
        self.remove_button = widgets.Button(description="remove edge")
        self.add_button.on_click(
            lambda _: self.add_edge(self.tail.value, self.head.value)
        )
        self.remove_button.on_click(
            lambda _: self.remove_edge(self.tail.value, self.head.value)
        )
        self.error, self.note = None, ""
        self.game, self.parts, self.value = GreenHackenbush([]), [], 0
        self._picture = hackenbush_svg(self.game)
        super().__init__()
        controls, *rest = self.children
        editing = [self.tail, self.head, self.add_button, self.remove_button]
        self.children = [controls, widgets.HBox(editing), *rest]

    def controls(self):
        return [self.text]

    def add_edge(self, u, v):
        """Add the edge `u`-`v` to the typed edges."""
        self.note = ""
        self.text.value = f"{self.text.value.strip()} {u}-{v}".strip()

    def remove_edge(self, u, v):
        """Remove the last typed edge `u`-`v` (or `v`-`u`), if there is one."""
        words = self.text.value.replace(",", " ").split()
        for i in reversed(range(len(words))):
            if words[i] in (f"{u}-{v}", f"{v}-{u}"):
                del words[i]
                self.note = ""
                self.text.value = " ".join(words)
                return
        self.note = f"There is no edge {u}-{v} to remove."
        self.update()

    def draw(self):
        try:
            edges = parse_edges(self.text.value)
            game = GreenHackenbush(edges)
        except (TypeError, ValueError) as mistake:
            self.error = str(mistake)
            status = (
                f'<span style="color:{HOT_COLOR}"><b>Not a picture:</b> '
                f"{escape(self.error)}.</span> The last good picture is shown."
            )
            return status, self._picture
        self.error = None
        self.game = game
        self.parts = []
        for numbers in ground_parts(edges):
            part = [edges[i] for i in numbers]
            piece = GreenHackenbush(part)
            self.parts.append((part, sg(piece, piece.start)))
        self.value = sg(game, game.start)
        lines = []
        for i, (part, value) in enumerate(self.parts, 1):
            written = " ".join(f"{u}-{v}" for u, v in part)
            lines.append(f"part {i} ({written}): *{value}")
        if self.parts:
            xor = " ⊕ ".join(f"*{value}" for _, value in self.parts)
            lines.append(f"<b>total: {xor} = *{self.value}</b>")
        else:
            lines.append("<b>total: the bare ground, *0</b>")
        who = "the player to move wins" if self.value else "the player to move loses"
        lines[-1] += f" ({who})"
        if self.note:
            lines.append(escape(self.note))
        self._picture = hackenbush_svg(game)
        return "<br>".join(lines), self._picture
