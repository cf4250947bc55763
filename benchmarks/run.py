"""Benchmarks of the book: `make bench` prints one table, target beside each number.

Measured here, never asserted in tests: the speed of the engine on large
inputs (every ``benchmarks/bench_*.py`` module's ``bench()``), the latency of
every explorer update, and the time to execute each notebook from a fresh
kernel. Run some parts only with `python benchmarks/run.py PART ...`; the parts
are ``widgets``, ``notebooks`` and the topic names (``core`` for bench_core.py).
"""

import importlib
import statistics
import sys
import time
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import ipywidgets

from gamelib import widgets as explorers

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NOTEBOOK_TARGET = 10.0  # seconds per notebook
WIDGET_TARGET = 0.050  # seconds per explorer update
sys.path.insert(0, str(HERE))

from common import row, timed  # noqa: E402


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


TOPICS = {
    p.stem.removeprefix("bench_"): p.stem for p in sorted(HERE.glob("bench_*.py"))
}

if __name__ == "__main__":
    chosen = sys.argv[1:] or [*TOPICS, "widgets", "notebooks"]
    print(f"{'benchmark':<52} {'measured':>13}  {'target':>11}")
    for part in chosen:
        if part == "widgets":
            bench_widgets()
        elif part == "notebooks":
            bench_notebooks()
        else:
            importlib.import_module(TOPICS[part]).bench()
