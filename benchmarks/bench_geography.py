"""Vertex geography (chapter 8): the board game of BZOJ 1443 at its largest size."""

from random import Random

import networkx as nx
from common import row, timed

import gamelib as gl


def snake(n):
    """A board whose free cells form one path of about n * n / 2 cells."""
    rows = []
    for r in range(n):
        if r % 2 == 0:
            rows.append("." * n)
        else:
            rows.append("#" * (n - 1) + "." if r % 4 == 1 else "." + "#" * (n - 1))
    return rows


def bench():
    rng = Random(1)
    boards = {
        "open 100 x 100 board": ["." * 100] * 100,
        "open 99 x 99 board (4901 winning cells)": ["." * 99] * 99,
        "100 x 100 board, 1/3 obstacles": [
            "".join(rng.choice("..#") for _ in range(100)) for _ in range(100)
        ],
        "100 x 100 snake (one path of 5050 cells)": snake(100),
    }
    for name, rows in boards.items():
        seconds, _ = timed(gl.graphgames.boards.winning_placements, rows, repeat=3)
        row(f"BZOJ 1443: {name}", seconds, 1.0, "parse, match, search")
    tailed = nx.path_graph(10**5)  # one triangle at the end: not bipartite
    tailed.add_edges_from([(0, -1), (-1, -2), (-2, 0)])
    seconds, _ = timed(gl.graphgames.geography.winning_starts, tailed)
    row("winning_starts: path of 10^5 and a triangle", seconds, 2.0, "blossoms")
    chain = nx.Graph()
    for i in range(10**5):  # 10^5 triangles in a row
        chain.add_edges_from([(3 * i, 3 * i + 1), (3 * i + 1, 3 * i + 2)])
        chain.add_edges_from([(3 * i + 2, 3 * i), (3 * i + 2, 3 * i + 3)])
    seconds, _ = timed(gl.graphgames.geography.winning_starts, chain)
    row("winning_starts: chain of 10^5 triangles", seconds, 5.0, "blossoms")
    graph = nx.gnp_random_graph(300, 0.01, seed=3)  # 144 pairs: 12 vertices left
    seconds, _ = timed(gl.graphgames.geography.winning_starts, graph, repeat=3)
    row("winning_starts: random graph, 300 vertices, blossoms", seconds, 1.0)
    seconds, _ = timed(
        lambda: [
            gl.outcome(gl.VertexGeography(graph, v), (v, {v})) for v in list(graph)[:10]
        ]
    )
    row(
        "the same, one vertex at a time: 10 of the 300",
        seconds,
        5.0,
        "2 matchings each",
    )
