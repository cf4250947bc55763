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

from gamelib import (
    GreenHackenbush,
    Nim,
    SubtractionGame,
    draw_game_graph,
    game_graph,
    periodicity,
    sg_sequence,
    winning_moves,
)
from gamelib.draw import draw_cold_positions, draw_hackenbush, draw_sg_strip

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


FIGURES = {
    "wythoff-cold-positions.svg": wythoff_cold_positions,
    "game-graph.svg": nim_game_graph,
    "sg-strip.svg": subtraction_sg_strip,
    "hackenbush.svg": hackenbush_picture,
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
