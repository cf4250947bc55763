"""Explorer for chapter 14: a small game graph with cycles, its P/N/D and its values.

The reader picks the road map of the chapter or a random map (or types one),
sees every vertex labelled P, N or D with its generalised Sprague-Grundy
value, and puts two tokens and a Nim heap side by side: the outcome of that
sum by Smith's rule, checked by retrograde analysis of the sum itself.
"""

from html import escape
from random import Random

import ipywidgets as widgets

from gamelib.draw.loopy import loopy_graph_svg
from gamelib.engine.core import game_from
from gamelib.engine.graphs import format_position
from gamelib.engine.loopy import (
    loopy_outcome,
    loopy_outcomes,
    loopy_sg_values,
    outcome_of_value,
    sum_value,
)
from gamelib.engine.sums import Sum
from gamelib.heapgames.nim import Nim
from gamelib.widgets.base import Explorer

__all__ = ["LoopyExplorer", "parse_map", "write_map"]

LARGEST = 12  # the most vertices the explorer draws
ROADS = {
    "a": ["b", "d"],
    "b": ["c"],
    "c": ["a", "f"],
    "d": ["e"],
    "e": ["d", "g", "h"],
    "f": [],
    "g": ["f"],
    "h": ["e"],
}
ROAD_LAYOUT = {
    "a": (0, 1),
    "b": (1, 0),
    "c": (1, 2),
    "d": (2.2, 0),
    "e": (3.2, 1),
    "f": (2.2, 2),
    "g": (3.2, 2),
    "h": (4.2, 0),
}
NO_TOKEN = "(none)"
OUTCOME_WORDS = {
    "P": "P: the player to move loses",
    "N": "N: the player to move wins",
    "D": "D: a draw, neither player can force a win",
}


def write_map(moves):
    """A map as the explorer's text box shows it: ``a: b d; b: c; f:``."""
    if not isinstance(moves, dict) or not all(
        isinstance(options, list) for options in moves.values()
    ):
        raise TypeError(f"expected a dict vertex -> list of options, got {moves!r}")
    return "; ".join(
        f"{v}: {' '.join(map(str, options))}".rstrip() for v, options in moves.items()
    )


def parse_map(text):
    """Read ``a: b d; b: c; f:`` (vertex: its options; entries split by ; or lines).

    A vertex named only as an option gets no moves. Returns the dict of
    moves, or raises ValueError saying what is wrong.

    Examples
    --------
    >>> from gamelib.widgets.loopy import parse_map
    >>> parse_map("a: b; b: a c")
    {'a': ['b'], 'b': ['a', 'c'], 'c': []}
    """
    if not isinstance(text, str):
        raise TypeError(f"the map must be text like 'a: b c; b: a', got {text!r}")
    moves = {}
    for entry in text.replace("\n", ";").split(";"):
        if not entry.strip():
            continue
        if entry.count(":") != 1:
            raise ValueError(
                f"{entry.strip()!r}: write each vertex as 'name: its options', "
                "for example 'a: b c'"
            )
        name, options = (part.strip() for part in entry.split(":"))
        names = options.replace(",", " ").split()
        for word in [name, *names]:
            if not word or not word.replace("_", "").isalnum() or len(word) > 8:
                raise ValueError(
                    f"{word!r} is not a vertex name: use letters and digits, at most 8"
                )
        if name in moves:
            raise ValueError(f"{name!r} is listed twice; list each vertex once")
        moves[name] = list(dict.fromkeys(names))
    for options in list(moves.values()):
        for option in options:
            moves.setdefault(option, [])
    if not moves:
        raise ValueError("the map is empty: write at least one vertex, like 'a: b'")
    if len(moves) > LARGEST:
        raise ValueError(f"{len(moves)} vertices: the explorer draws at most {LARGEST}")
    return moves


def _check_in(value, what, low, high):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(
            f"{what} must be an integer from {low} to {high}, got {value!r}"
        )
    if not low <= value <= high:
        raise ValueError(f"{what} must be from {low} to {high}, got {value}")
    return value


def random_map(vertices, seed):
    """A random map on the letters a, b, c, ...: up to two moves each, cycles likely."""
    rng = Random(seed)
    names = [chr(ord("a") + i) for i in range(vertices)]
    return {
        v: sorted(
            {rng.choice(names) for _ in range(rng.choice((0, 1, 1, 2, 2, 2)))} - {v}
        )
        for v in names
    }


class LoopyExplorer(Explorer):
    """A game graph with cycles: P/N/D, generalised SG values, and a sum.

    Pick the road map of the chapter or a random map (sliders for its size
    and seed), or edit the map in the text box (``vertex: options; ...``).
    Each vertex is drawn by its outcome (P blue square, N orange circle, D
    grey diamond) with its generalised Sprague-Grundy value beside it; red
    arrows are the winning moves (to a P-position). Below: a token on each
    of two vertices and a Nim heap, played as one sum. Its outcome comes
    from Smith's rule on the three values, and is checked by retrograde
    analysis of the sum's own game graph.

    Attributes
    ----------
    moves : dict
        The map: vertex -> list of options.
    values : dict
        Vertex -> its generalised SG value (an int or an ``Infinite``).
    outcomes : dict
        Vertex -> "P", "N" or "D".
    sum_value : int or Infinite
        The value of the sum by Smith's rule.
    sum_outcome : str
        Its outcome by the rule; ``sum_checked`` is the outcome found by
        retrograde analysis of the sum (they agree: Theorem 14.2).
    error : str or None
        What is wrong with a typed map, if anything.
    """

    def __init__(self, graph="road map", vertices=7, seed=1, tokens=("a", "e"), heap=1):
        self._quiet = False
        if graph not in ("road map", "random map", "typed map"):
            raise ValueError(
                f"graph must be 'road map', 'random map' or 'typed map', got {graph!r}"
            )
        vertices = _check_in(vertices, "vertices", 2, LARGEST)
        seed = _check_in(seed, "seed", 0, 99)
        heap = _check_in(heap, "heap", 0, 7)
        self.graph = widgets.Dropdown(
            options=["road map", "random map", "typed map"],
            value=graph,
            description="graph",
        )
        self.vertices = widgets.IntSlider(
            value=vertices,
            min=2,
            max=LARGEST,
            description="vertices",
            continuous_update=False,
        )
        self.seed = widgets.IntSlider(
            value=seed, min=0, max=99, description="seed", continuous_update=False
        )
        self.text = widgets.Text(
            description="map",
            continuous_update=False,
            layout=widgets.Layout(width="95%"),
        )
        self.first = widgets.Dropdown(description="token 1")
        self.second = widgets.Dropdown(description="token 2")
        self.heap = widgets.IntSlider(
            value=heap, min=0, max=7, description="Nim heap", continuous_update=False
        )
        if not isinstance(tokens, tuple) or len(tokens) != 2:
            raise TypeError(f"tokens must be a pair of vertices, got {tokens!r}")
        self._tokens = tokens
        self.error = None
        self._fill_text()
        super().__init__()
        self.children = [
            widgets.HBox([self.graph, self.vertices, self.seed]),
            self.text,
            widgets.HBox([self.first, self.second, self.heap]),
            self.status,
            self.picture,
        ]

    def controls(self):
        return [
            self.graph,
            self.vertices,
            self.seed,
            self.text,
            self.first,
            self.second,
            self.heap,
        ]

    def _on_change(self, change):
        if self._quiet:
            return
        if change["owner"] in (self.graph, self.vertices, self.seed):
            if self.graph.value == "typed map":
                return  # the text box keeps what the reader typed
            self._fill_text()
        elif change["owner"] is self.text and self.graph.value != "typed map":
            self._quietly(lambda: setattr(self.graph, "value", "typed map"))
        self.update()

    def _quietly(self, change):
        self._quiet = True
        try:
            change()
        finally:
            self._quiet = False

    def _fill_text(self):
        if self.graph.value == "road map":
            moves = ROADS
        else:
            moves = random_map(self.vertices.value, self.seed.value)
        self._quietly(lambda: setattr(self.text, "value", write_map(moves)))

    def _set_tokens(self, names):
        def change():
            for box, wanted in zip(
                (self.first, self.second), self._tokens, strict=True
            ):
                choices = [*names, NO_TOKEN]
                keep = box.value if box.value in choices else None
                box.options = choices
                box.value = keep or (wanted if wanted in choices else names[0])

        self._quietly(change)

    def draw(self):
        try:
            self.moves = parse_map(self.text.value)
        except ValueError as error:
            self.error = str(error)
            return f"<b>Cannot read the map:</b> {escape(self.error)}", ""
        self.error = None
        moves = self.moves
        token = game_from(lambda v: moves[v], name="token on the map")
        self.values, self.outcomes = {}, {}
        for start in moves:  # every vertex, reachable from the first or not
            if start not in self.values:
                self.values.update(loopy_sg_values(token, start))
                self.outcomes.update(loopy_outcomes(token, start))
        self._set_tokens(list(moves))
        layout = ROAD_LAYOUT if moves == ROADS else None
        winning = [
            (u, v)
            for u in moves
            for v in moves[u]
            if self.outcomes[u] == "N" and self.outcomes[v] == "P"
        ]
        places = [v for v in (self.first.value, self.second.value) if v != NO_TOKEN]
        picture = loopy_graph_svg(
            moves,
            kinds=self.outcomes,
            notes={v: str(value) for v, value in self.values.items()},
            layout=layout,
            highlight=winning,
            rings=places,
        )
        return self._sum_status(token, places), picture

    def _sum_status(self, token, places):
        heap = self.heap.value
        parts = [self.values[v] for v in places] + [heap]
        self.sum_value = sum_value(*parts)
        self.sum_outcome = outcome_of_value(self.sum_value)
        games = [token] * len(places) + [Nim()]
        position = (*places, (heap,) if heap else ())
        self.sum_checked = loopy_outcome(Sum(*games), position)
        names = [f"token on {escape(format_position(v))}" for v in places]
        terms = " + ".join([*names, f"heap {heap}"])
        values = " ⊕ ".join(str(p) for p in parts)
        agree = "agrees" if self.sum_checked == self.sum_outcome else "DISAGREES"
        counts = {k: list(self.outcomes.values()).count(k) for k in "PND"}
        return (
            f"{counts['P']} P, {counts['N']} N, {counts['D']} D; the number beside "
            "each vertex is its generalised SG value.<br>"
            f"<b>{terms}</b>: {values} = <b>{self.sum_value}</b>, so "
            f"<b>{OUTCOME_WORDS[self.sum_outcome]}</b> (Smith's rule; retrograde "
            f"analysis of the sum itself {agree})."
        )
