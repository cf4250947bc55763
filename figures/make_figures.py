"""Draw the book's key static figures from gamelib: `make figures`.

Every figure is an SVG file in this folder, drawn by gamelib's own drawing
functions from values that gamelib computes. The files are byte-stable: the
same gamelib and matplotlib give the same bytes on every run (no date in the
metadata, a fixed salt for the SVG ids), so `git diff` shows a figure only
when its content changed.

    python figures/make_figures.py            # write figures/*.svg
    python figures/make_figures.py --out DIR  # write them somewhere else
"""

import argparse
import sys
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import networkx as nx

from gamelib import (
    GreenHackenbush,
    Nim,
    OctalGame,
    SubtractionGame,
    Sum,
    draw_game_graph,
    game_graph,
    nim_sum,
    periodicity,
    sg,
    sg_sequence,
    winning_moves,
)
from gamelib.draw import draw_cold_positions, draw_hackenbush, draw_sg_strip
from gamelib.draw.geography import draw_matching
from gamelib.draw.moore import draw_moore_table
from gamelib.draw.palette import HOT_COLOR, INK, P_COLOR
from gamelib.graphgames.geography import maximum_matching
from gamelib.heapgames.wythoff import is_cold, wythoff_pair

__all__ = ["FIGURES", "main", "write_figures"]

HERE = Path(__file__).resolve().parent

# Settings that make an SVG file depend only on what is drawn.
STABLE = {
    "svg.hashsalt": "winning-moves",  # ids of clip paths and glyphs
    "svg.fonttype": "path",  # text as paths: looks the same without the fonts
    "font.family": "DejaVu Sans",  # shipped with matplotlib
    "figure.dpi": 100,
}


def wythoff_cold_positions():
    """Wythoff's game: the cold (P-) positions near the lines of slope phi, 1/phi."""
    fig, ax = plt.subplots(figsize=(5, 5), layout="constrained")
    draw_cold_positions(40, ax, count=6)
    ax.set_title("Wythoff's game: the cold positions (a_k, b_k)", fontsize=10)
    return fig


def nim_game_graph():
    """The game graph of Nim with heaps (1, 2), winning moves in red."""
    game, start = Nim(), (1, 2)
    graph = game_graph(game, start)
    moves = [(start, option) for option in winning_moves(game, start)]
    ax = draw_game_graph(graph, highlight=moves)
    ax.figure.suptitle("Nim from heaps (1, 2): every position and move", fontsize=10)
    return ax.figure


def subtraction_sg_strip():
    """SG values of the subtraction game {1, 3, 4}, with its period marked."""
    game = SubtractionGame({1, 3, 4})
    found = periodicity(game)
    fig, ax = plt.subplots(figsize=(12, 1.5), layout="constrained")
    draw_sg_strip(sg_sequence(game, 41), ax)
    ax.set_title(
        "Subtraction game {1, 3, 4}: SG values of heaps 0-40 "
        f"(blue = P-position; period {found.period} from heap {found.preperiod})",
        fontsize=10,
    )
    return fig


def hackenbush_picture():
    """A Green Hackenbush picture: a tree, a triangle and a loop on the ground."""
    edges = [(0, 1), (1, 2), (1, 3), (3, 4), (0, 5), (5, 6), (6, 0), (0, 7), (7, 7)]
    game = GreenHackenbush(edges)
    ax = draw_hackenbush(game, title="Green Hackenbush: the value of each part")
    return ax.figure


def sum_bit_columns():
    """Theorem 3.3: the values of a sum in binary; the move that evens the columns."""
    game = SubtractionGame({1, 3, 4})
    piles = (4, 5, 13)
    values = tuple(sg(game, n) for n in piles)
    total = Sum(game, game, game)
    after_piles = winning_moves(total, piles)[0]
    after = tuple(sg(game, n) for n in after_piles)
    assert nim_sum(after) == 0 != nim_sum(values)
    fig, (left, right) = plt.subplots(1, 2, figsize=(8, 3.2), layout="constrained")
    draw_moore_table(
        values, 1, left, title=f"piles {piles} of {{1, 3, 4}}: values {values}"
    )
    draw_moore_table(
        after, 1, right, before=values, title=f"after the move to piles {after_piles}"
    )
    fig.suptitle(
        "Theorem 3.3: a sum is P exactly when every binary column of the values "
        "is even",
        fontsize=10,
    )
    return fig


def wythoff_queen_moves():
    """Theorem 4.2: no queen move joins two cold positions; a hot one reaches one."""
    size = 14
    cold = [wythoff_pair(k) for k in range(8)]
    cold = [(a, b) for a, b in cold + [(b, a) for a, b in cold] if max(a, b) < size]
    fig, axes = plt.subplots(1, 2, figsize=(9, 4.6), layout="constrained")
    for ax, (x, y), label in zip(
        axes,
        [(4, 7), (9, 6)],
        ["from the cold (4, 7)", "from the hot (9, 6)"],
        strict=True,
    ):
        ax.set_xlim(-0.6, size - 0.4)
        ax.set_ylim(-0.6, size - 0.4)
        ax.set_aspect("equal")
        ax.set_xticks(range(0, size, 2))
        ax.set_yticks(range(0, size, 2))
        ax.grid(alpha=0.3)
        reach = [(x - d, y) for d in range(1, x + 1)]
        reach += [(x, y - d) for d in range(1, y + 1)]
        reach += [(x - d, y - d) for d in range(1, min(x, y) + 1)]
        for tx, ty in ((0, y), (x, 0), (x - min(x, y), y - min(x, y))):
            ax.plot([x, tx], [y, ty], color="0.6", linewidth=2, zorder=1)
        xs, ys = [a for a, _ in cold], [b for _, b in cold]
        ax.scatter(xs, ys, marker="s", s=70, color=P_COLOR, zorder=2)
        hits = [p for p in reach if is_cold(p)]
        if hits:
            ax.scatter(
                [a for a, _ in hits],
                [b for _, b in hits],
                marker="s",
                s=130,
                facecolor="none",
                edgecolor=HOT_COLOR,
                linewidth=2,
                zorder=3,
            )
        ax.scatter([x], [y], marker="*", s=260, color=INK, zorder=4)
        ax.set_title(f"{label}: {len(hits)} cold position(s) in reach", fontsize=10)
        ax.set_xlabel("pile x")
        ax.set_ylabel("pile y")
    fig.suptitle(
        "Theorem 4.2: the queen moves left, down or diagonally; blue squares "
        "are the cold positions",
        fontsize=10,
    )
    return fig


def beatty_counting():
    """Theorem 4.3: each interval [n, n + 1) holds exactly one k*phi or k*phi^2."""
    phi = (1 + 5**0.5) / 2  # only to place the marks; the labels are exact
    top = 13
    fig, ax = plt.subplots(figsize=(10, 2.4), layout="constrained")
    ax.hlines(0, 0, top, color=INK, linewidth=1)
    for n in range(top + 1):
        ax.vlines(n, -0.08, 0.08, color=INK, linewidth=1)
        ax.text(n, -0.22, str(n), ha="center", va="top", fontsize=8)
    k = 1
    while k * phi < top:
        a_k, b_k = wythoff_pair(k)
        ax.plot(k * phi, 0.25, "o", color=P_COLOR)
        ax.text(k * phi, 0.42, f"{k}φ\n→{a_k}", ha="center", fontsize=7, color=P_COLOR)
        if k * phi * phi < top:
            ax.plot(k * phi * phi, -0.55, "o", color=HOT_COLOR)
            ax.text(
                k * phi * phi,
                -0.95,
                f"{k}φ²→{b_k}",
                ha="center",
                fontsize=7,
                color=HOT_COLOR,
            )
        k += 1
    ax.set_ylim(-1.2, 1.0)
    ax.set_xlim(-0.3, top + 0.3)
    ax.axis("off")
    ax.set_title(
        "Theorem 4.3: below a whole number N lie ⌊N/φ⌋ multiples of φ (above) and "
        "⌊N/φ²⌋ of φ² (below),\nN - 1 in all: exactly one in each interval "
        "[n, n + 1), n = 1, ..., N - 1",
        fontsize=9,
    )
    return fig


def _northcott_board(ax, rows, width, title, moved=None):
    """Rows of squares with Tom's piece T and Jerry's J; the moved piece in red."""
    for r, (tom, jerry) in enumerate(rows):
        y = len(rows) - r
        for c in range(1, width + 1):
            ax.add_patch(plt.Rectangle((c, y), 1, 1, fill=False, edgecolor="0.6"))
        for column, letter in ((tom, "T"), (jerry, "J")):
            colour = HOT_COLOR if moved == (r, letter) else INK
            ax.text(
                column + 0.5,
                y + 0.5,
                letter,
                ha="center",
                va="center",
                fontsize=12,
                color=colour,
                fontweight="bold",
            )
        gap = abs(tom - jerry) - 1
        ax.text(width + 1.3, y + 0.5, f"gap {gap}", va="center", fontsize=9)
    gaps = [abs(t - j) - 1 for t, j in rows]
    ax.set_title(f"{title}\nnim-sum of the gaps {nim_sum(gaps)}", fontsize=9)
    ax.set_xlim(0.8, width + 3.2)
    ax.set_ylim(0.8, len(rows) + 1.2)
    ax.set_aspect("equal")
    ax.axis("off")


def northcott_reversal():
    """Theorem 2.5: a backward move widens a gap; the answer restores it."""
    width = 8
    start = [(1, 4), (2, 6), (5, 7)]
    widened = [(1, 4), (2, 8), (5, 7)]  # Jerry steps back by 2 in row 2
    reversed_ = [(1, 4), (4, 8), (5, 7)]  # Tom follows: the gap is 3 again
    fig, axes = plt.subplots(1, 3, figsize=(11, 2.8), layout="constrained")
    _northcott_board(axes[0], start, width, "Tom has moved: cold")
    _northcott_board(axes[1], widened, width, "Jerry widens a gap", moved=(1, "J"))
    _northcott_board(axes[2], reversed_, width, "Tom reverses it", moved=(1, "T"))
    fig.suptitle(
        "Theorem 2.5: a backward move is reversible, so the nim-sum is 0 again",
        fontsize=10,
    )
    return fig


def matching_swap():
    """Theorem 8.2: swapping an even alternating path moves the uncovered vertex."""
    graph = nx.Graph([("u", "a"), ("a", "b"), ("b", "c"), ("c", "v")])
    graph.add_edges_from([("a", "d"), ("b", "e"), ("d", "e")])
    mate = {"a": "b", "b": "a", "c": "v", "v": "c", "d": "e", "e": "d"}
    assert len(mate) == len(maximum_matching(graph))
    path = ["u", "a", "b", "c", "v"]  # even length 4: out, in, out, in
    swapped = dict(mate)
    for x, y in zip(path[::2], path[1::2], strict=False):  # u-a, b-c in
        swapped[x], swapped[y] = y, x
    swapped.pop("v")
    assert len(swapped) == len(mate)
    pos = {"u": (0, 0), "a": (1, 0), "b": (2, 0), "c": (3, 0), "v": (4, 0),
           "d": (1, 1), "e": (2, 1)}  # fmt: skip
    fig, (before, after) = plt.subplots(1, 2, figsize=(10, 2.6), layout="constrained")
    draw_matching(
        graph,
        mate,
        before,
        pos=pos,
        path=path,
        legend=False,
        title="M misses u; the path u, a, b, c, v alternates",
    )
    draw_matching(
        graph,
        swapped,
        after,
        pos=pos,
        path=path,
        legend=False,
        title="swap its edges: as many edges, and v is missed",
    )
    fig.suptitle(
        "Theorem 8.2: an even alternating path from an uncovered vertex", fontsize=10
    )
    return fig


def octal_shift():
    """Theorem 10.1: a move from m + p leaving a, b; from m it leaves a, b - p."""
    game = OctalGame("0.26")
    n0, p, t = 1, 4, game.max_take
    values = sg_sequence(game, 20).tolist()
    m, a, k = 9, 2, 2
    b = m + p - k - a
    fig, ax = plt.subplots(figsize=(9, 2.6), layout="constrained")
    for y, total, right, name in ((1.6, m + p, b, "m + p"), (0.2, m, b - p, "m")):
        parts = [(a, P_COLOR, "a"), (k, "0.75", "taken"), (right, HOT_COLOR, "")]
        x = 0
        for size, colour, _ in parts:
            for i in range(size):
                ax.add_patch(plt.Rectangle((x + i, y), 0.9, 0.9, color=colour))
            x += size
        if total == m + p:
            ax.add_patch(
                plt.Rectangle(
                    (x - p - 0.05, y - 0.08),
                    p,
                    1.06,
                    fill=False,
                    edgecolor=INK,
                    linewidth=2,
                    linestyle="--",
                )
            )
        ax.text(
            -0.5,
            y + 0.45,
            f"heap {name} = {total}",
            ha="right",
            va="center",
            fontsize=9,
        )
        label = "b" if total == m + p else "b - p"
        ax.text(
            x + 0.4,
            y + 0.45,
            f"leaves a = {a} and {label} = {right}: "
            f"G(a) ⊕ G({label}) = {values[a] ^ values[right]}",
            va="center",
            fontsize=9,
        )
    ax.set_xlim(-5, 30)
    ax.set_ylim(0, 2.8)
    ax.axis("off")
    ax.set_title(
        f"Theorem 10.1 on 0.26 (n0 = {n0}, p = {p}, t = {t}): the dashed p counters\n"
        "are one period, so G(b - p) = G(b) and the two moves have the same value",
        fontsize=9,
    )
    return fig


FIGURES = {
    "wythoff-cold-positions.svg": wythoff_cold_positions,
    "game-graph.svg": nim_game_graph,
    "sg-strip.svg": subtraction_sg_strip,
    "hackenbush.svg": hackenbush_picture,
    "sum-bit-columns.svg": sum_bit_columns,
    "wythoff-queen-moves.svg": wythoff_queen_moves,
    "beatty-counting.svg": beatty_counting,
    "northcott-reversal.svg": northcott_reversal,
    "matching-swap.svg": matching_swap,
    "octal-shift.svg": octal_shift,
}


def write_figures(folder):
    """Draw every figure of FIGURES into `folder`; return the paths written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in FIGURES.items():
        with matplotlib.rc_context(STABLE):
            fig = draw()
            path = folder / name
            fig.savefig(path, format="svg", metadata={"Date": None})
            plt.close(fig)
        written.append(path)
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HERE, help="folder (default: figures/)")
    args = parser.parse_args(argv)
    for path in write_figures(args.out):
        print(f"wrote {path} ({path.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    sys.exit(main())
