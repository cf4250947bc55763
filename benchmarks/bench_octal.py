"""Octal games (chapter 10): the sparse-space engine against the plain recurrence.

Prints the time to compute the first n values of Kayles and of Grundy's game
from scratch (no period used) for growing n, with the local slope of the
log-log curve (1 = linear, 2 = quadratic), and writes the log-log plot to
build/bench/octal_scaling.png (build/ is not part of the repository). Also
times the octal explorer when a new code is typed (the one slow update: the
nim-sequence of the new game and the attempt to prove its period), which the
generic explorer benchmark, moving sliders only, does not cover.
"""

import math
from pathlib import Path

from common import row, timed

import gamelib as gl

SIZES = (10**3, 3 * 10**3, 10**4, 3 * 10**4, 10**5)
BUDGET = 10.0  # seconds for 10**5 values


def plain_grundy(n):
    """The textbook mex recurrence: every split of every heap (quadratic)."""
    values = []
    for heap in range(n):
        reach = {values[a] ^ values[heap - a] for a in range(1, (heap + 1) // 2)}
        values.append(min(set(range(len(reach) + 1)) - reach))
    return values


def _unlimited(game):
    """The game as it comes: its table_limit, a budget of work, allows these sizes."""
    return game


def kayles_by_default():
    """10**5 values of Kayles with the default table_limit (a budget of work)."""
    seconds, _ = timed(lambda: gl.sg_sequence(gl.OctalGame("0.77"), 10**5))
    row("Kayles, 10^5 values, default table_limit", seconds, BUDGET, "fresh game")


def scaling(name, make):
    points = []
    for n in SIZES:
        seconds, _ = timed(lambda n=n: gl.sg_sequence(_unlimited(make()), n))
        note = ""
        if points:
            (n0, s0) = points[-1]
            note = f"slope {math.log(seconds / s0) / math.log(n / n0):.2f}"
        row(f"{name}, first {n:,} values", seconds, BUDGET * n / SIZES[-1], note)
        points.append((n, seconds))
    return points


PLOT = Path(__file__).resolve().parents[1] / "build" / "bench" / "octal_scaling.png"


def plot(curves, path=PLOT):
    import matplotlib.pyplot as plt

    path.parent.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(5, 3.5))
    for name, points in curves.items():
        ax.loglog(*zip(*points, strict=True), "o-", label=name)
    ax.set_xlabel("n (values computed)")
    ax.set_ylabel("seconds")
    ax.set_title("first n values, from scratch, no period used")
    ax.legend()
    ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def bench():
    kayles_by_default()
    curves = {
        "Kayles 0.77": scaling("Kayles 0.77", lambda: gl.OctalGame("0.77")),
        "Grundy's game": scaling("Grundy's game", gl.GrundyGame),
    }
    plain = []
    for n in (1000, 2000, 4000):
        seconds, _ = timed(plain_grundy, n)
        plain.append((n, seconds))
    (n1, s1), (n2, s2) = plain[-2:]
    slope = math.log(s2 / s1) / math.log(n2 / n1)
    guess = s2 * (10**5 / n2) ** 2
    row(
        "plain recurrence, Grundy's game, n = 4,000",
        s2,
        BUDGET * n2 / SIZES[-1],
        f"slope {slope:.2f}; 10^5 would take ~{guess / 60:.0f} min (for contrast)",
    )
    curves["plain recurrence (Grundy)"] = plain
    for code, target in (("0.77", 0.05), ("0.07", 0.05), ("0.127", 10.0)):
        seconds, found = timed(
            lambda code=code: gl.periodicity(gl.OctalGame(code), limit=2**17)
        )
        row(
            f"periodicity {code}: {found.preperiod, found.period}",
            seconds,
            target,
            "fresh game",
        )
    kayles = gl.OctalGame("0.77")
    gl.sg(kayles, 10**100)
    seconds, _ = timed(gl.sg, kayles, (10**100, 3**200, 7**150), repeat=3)
    row("Kayles sg of three heaps of 100 digits", seconds, 0.001, "proved period")
    explorer_codes()
    print(f"log-log plot: {plot(curves)}")


def explorer_codes():
    """Typing a new code into the octal explorer: the slowest update it has."""
    from gamelib.widgets import OctalExplorer

    for code in ("0.07", "0.177", "0.007", "0.1337", "4.337", "grundy"):
        explorer = OctalExplorer()

        def type_code(explorer=explorer, code=code):
            explorer.code.value = code

        seconds, _ = timed(type_code)
        row(f"octal explorer, new code {code}", seconds, 0.05, "first time")
