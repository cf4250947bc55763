"""The stress tester: random inputs per second, a Python function and a program.

Target: 1,000 random inputs of a typical problem (Wythoff, S-Nim, Hackenbush
trees) in under 10 s for a Python-function solution. The program form pays a
process start per input, so it is measured on fewer inputs. The generators'
own cost is also measured through hypothesis (gamelib.contest.stress.strategy), the
alternative the issue asked to weigh.
"""

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import row

from gamelib.contest.problems import problem
from gamelib.contest.stress import stress

TYPICAL = ("hdu1527", "hdu1536", "hdu3094")

C_WYTHOFF = r"""
#include <math.h>
#include <stdio.h>
int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) { long long t = a; a = b; b = t; }
        long long k = b - a, r = (long long)sqrtl(5.0L * k * k);
        while (r * r > 5 * k * k) r--;
        while ((r + 1) * (r + 1) <= 5 * k * k) r++;
        puts((k + r) / 2 == a ? "0" : "1");
    }
    return 0;
}
"""

PY_WYTHOFF = """
import sys
from math import isqrt
numbers = [int(t) for t in sys.stdin.read().split()]
for a, b in zip(numbers[::2], numbers[1::2]):
    a, b = min(a, b), max(a, b)
    k = b - a
    print(0 if (k + isqrt(5 * k * k)) // 2 == a else 1)
"""


def function_form(name, count=1000):
    solution = problem(name).solve  # a correct function, as fast as the book's
    start = time.perf_counter()
    report = stress(name, solution, count=count, fixed=False, timing=False)
    seconds = time.perf_counter() - start
    assert report, str(report)
    row(
        f"stress {name}, {count} inputs, Python function",
        seconds,
        10.0,
        f"{count / seconds:,.0f} inputs/s",
    )


def program_form(command, label, count):
    start = time.perf_counter()
    report = stress("hdu1527", command=command, count=count, fixed=False, timing=False)
    seconds = time.perf_counter() - start
    assert report, str(report)
    row(
        f"stress hdu1527, {count} inputs, {label}",
        seconds,
        10.0 * count / 1000,
        f"{count / seconds:,.0f} inputs/s",
    )


def hypothesis_generation(name, count=1000):
    try:
        from hypothesis import HealthCheck, given, settings
    except ImportError:
        print("hypothesis is not installed: its generation is not measured")
        return
    from gamelib.contest.stress import strategy

    seen = []

    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy(name))
    def collect(text):
        seen.append(text)

    start = time.perf_counter()
    collect()
    seconds = time.perf_counter() - start
    row(
        f"hypothesis: generate {len(seen)} inputs of {name}",
        seconds,
        10.0,
        f"{len(seen) / seconds:,.0f} inputs/s (generation only)",
    )


def bench():
    for name in TYPICAL:
        function_form(name)
    hypothesis_generation("hdu1527")
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "sol.py"
        script.write_text(PY_WYTHOFF)
        program_form([sys.executable, str(script)], "python3 program", 100)
        compiler = shutil.which("gcc")
        if compiler:
            source = Path(folder) / "sol.c"
            source.write_text(C_WYTHOFF)
            binary = str(Path(folder) / "sol")
            subprocess.run(
                [compiler, "-O2", "-o", binary, str(source), "-lm"], check=True
            )
            program_form([binary], "C program", 300)
        else:
            print("no gcc: the C program form is not measured")


if __name__ == "__main__":
    bench()
