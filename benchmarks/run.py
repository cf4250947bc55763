"""Benchmarks of the book: `make bench` prints one table, target beside each number.

Measured here, never asserted in tests: the time to execute each notebook
from a fresh kernel, the latency of every explorer update, and the speed of
the engine on large inputs. Run a part with `python benchmarks/run.py PART`
(parts: notebooks, widgets, engine).
"""

import statistics
import sys
import time
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import ipywidgets

import gamelib as gl
from gamelib import widgets as explorers

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOK_TARGET = 10.0  # seconds per notebook
WIDGET_TARGET = 0.050  # seconds per explorer update


def timed(function, *args, repeat=1):
    """Best wall-clock time of `repeat` calls, and the last result."""
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.perf_counter()
        result = function(*args)
        best = min(best, time.perf_counter() - start)
    return best, result


def row(name, seconds, target, note=""):
    verdict = "ok" if seconds <= target else "SLOW"
    measured, goal = f"{seconds * 1000:.1f} ms", f"{target * 1000:.0f} ms"
    print(f"{name:<52} {measured:>13}  {goal:>11}  {verdict:<4} {note}")


def bench_notebooks():
    import nbformat
    from nbclient import NotebookClient

    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        notebook = nbformat.read(path, as_version=4)
        client = NotebookClient(
            notebook, timeout=600, resources={"metadata": {"path": str(path.parent)}}
        )
        seconds, _ = timed(client.execute)
        row(
            f"notebook {path.name}",
            seconds,
            NOTEBOOK_TARGET,
            "fresh kernel, start-up included",
        )


def slider_values(control):
    low, high = control.min, control.max
    return [low, high, (low + high) // 2, control.value]


def bench_widgets():
    for name in explorers.__all__:
        cls = getattr(explorers, name)
        if (
            not (isinstance(cls, type) and issubclass(cls, explorers.Explorer))
            or cls is explorers.Explorer
        ):
            continue
        explorer = cls()
        times = []
        for control in explorer.controls():
            if isinstance(control, ipywidgets.widgets.widget_int._BoundedInt):
                for value in slider_values(control) * 3:
                    start = time.perf_counter()
                    control.value = value
                    times.append(time.perf_counter() - start)
        if not times:
            times = [timed(explorer.update)[0]]
        row(
            f"explorer {name} update (median of {len(times)})",
            statistics.median(times),
            WIDGET_TARGET,
            f"worst {max(times) * 1000:.1f} ms",
        )


def bench_engine():
    chain = gl.game_from(lambda n: [n - 1] if n else [], name="chain")
    seconds, value = timed(gl.sg, chain, 10**6)
    assert value == 0
    row(
        "sg on a chain of 10^6 positions (generic search)",
        seconds,
        5.0,
        f"{10**6 / seconds:,.0f} positions/s",
    )
    seconds, _ = timed(
        lambda: gl.sg_sequence(gl.SubtractionGame({3, 7, 11, 20}), 10**6), repeat=3
    )
    row(
        "sg_sequence, subtraction set {3,7,11,20}, n = 10^6",
        seconds,
        0.2,
        "fresh game each time",
    )
    seconds, _ = timed(
        lambda: gl.winning_moves(gl.Nim(), (10**100, 3**200, 7**150)), repeat=3
    )
    row("Nim winning moves, heaps of 100 digits", seconds, 0.001)


PARTS = {"engine": bench_engine, "widgets": bench_widgets, "notebooks": bench_notebooks}

if __name__ == "__main__":
    chosen = sys.argv[1:] or list(PARTS)
    print(f"{'benchmark':<52} {'measured':>13}  {'target':>11}")
    for part in chosen:
        PARTS[part]()
