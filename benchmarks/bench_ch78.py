"""Chapters 7 and 8: the Hackenbush builder, the colon and blossom figures' helpers,
the corner game of Luogu P4136, and the two chapters from a fresh kernel."""

import statistics
from pathlib import Path
from random import Random

import networkx as nx
from common import row, timed, typed_updates

import gamelib as gl
from gamelib.draw.geography import contract_blossom
from gamelib.draw.hackenbush import colon_picture
from gamelib.widgets import HackenbushBuilder

ROOT = Path(__file__).resolve().parent.parent


def typed_pictures(count, seed):
    """Edge lists a reader might type: random pictures of up to 60 edges."""
    rng = Random(seed)
    texts = []
    for _ in range(count):
        edges = gl.graphgames.hackenbush.random_rooted_graph(
            rng.randrange(1, 61), seed=rng.randrange(10**6)
        )
        texts.append(" ".join(f"{u}-{v}" for u, v in edges.edges()))
    texts += ["0-1 1-", "0-1 5-5", "0-1 2-3"]  # the messages are timed too
    return texts


def execute(path):
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(
        notebook, timeout=600, resources={"metadata": {"path": str(path.parent)}}
    )
    client.execute()


def bench():
    builder = HackenbushBuilder()
    times = typed_updates(builder, builder.text, typed_pictures(40, 78))
    row(
        f"HackenbushBuilder: typed picture (median of {len(times)})",
        statistics.median(times),
        0.050,
        f"worst {max(times) * 1000:.1f} ms",
    )
    base = gl.GreenHackenbush([(i, i + 1) for i in range(10**4)])
    top = gl.GreenHackenbush(
        gl.graphgames.hackenbush.random_rooted_graph(10**4, seed=7)
    )
    seconds, (picture, _) = timed(colon_picture, base, 10**4 // 2, top, repeat=3)
    row("colon_picture: 10^4-edge stalk : 10^4-edge graph", seconds, 0.5)
    seconds, _ = timed(gl.sg, picture, picture.start, repeat=3)
    row("  ... and its value", seconds, 0.5)
    ring = nx.cycle_graph(10**4 + 1)
    mate = {v: v + 1 - 2 * ((v - 1) % 2) for v in range(1, 10**4 + 1)}
    seconds, _ = timed(contract_blossom, ring, mate, list(ring), repeat=3)
    row("contract_blossom: an odd cycle of 10^4 + 1 vertices", seconds, 0.5)
    for n in (100, 101):
        grid = nx.grid_2d_graph(n, n)
        seconds, starts = timed(gl.graphgames.geography.winning_starts, grid)
        assert ((0, 0) in starts) == (n % 2 == 0)
        row(f"P4136 by the matching rule: {n} x {n} board", seconds, 2.0)
    for name in ("07-graph-deletion.ipynb", "08-bipartite-games.ipynb"):
        seconds, _ = timed(execute, ROOT / "notebooks" / name)
        row(f"notebook {name}", seconds, 10.0, "fresh kernel, start-up included")
