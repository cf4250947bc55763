"""The stress tester: random inputs per second, a Python function and a program.

Target: 1,000 random inputs of a typical problem (Wythoff, S-Nim, Hackenbush
trees) in under 10 s for a Python-function solution. The program form pays a
process start per input, so it is measured on fewer inputs; in the same run a
bash loop of two runs and a diff (the hand-written 对拍 loop) is measured on the
same C++ binary, and the program form must be at least as fast (issue 33). The
batch mode packs 1,000 cases into an input: thousands of cases per second for a
C++ binary. The generators' own cost is also measured through hypothesis
(gamelib.contest.stress.strategy), the alternative the issue asked to weigh.
"""

import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from common import row

from gamelib.contest._running import compile_cpp
from gamelib.contest.judging import Draw
from gamelib.contest.problems import problem
from gamelib.contest.stress import stress

TYPICAL = ("hdu1527", "hdu1536", "hdu3094")

C_WYTHOFF = r"""
#include <cmath>
#include <cstdio>
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


def bash_loop(binary, folder, count):
    """Inputs per second of `for ...; do ./a <in >o1; ./b <in >o2; diff; done`."""
    given = Path(folder) / "in"
    entry = problem("hdu1527")
    given.write_text(entry.write(entry.generate(Draw(), "small")))
    script = (
        f"cd {folder}; for i in $(seq {count}); do {binary} <in >o1; "
        f"{binary} <in >o2; diff -q o1 o2 >/dev/null || exit 1; done"
    )
    start = time.perf_counter()
    subprocess.run(["bash", "-c", script], check=True)
    return count / (time.perf_counter() - start)


def cpp_forms(folder, count=300):
    """The C++ binary: the tester's rate against the bash loop's, and the batch."""
    source = Path(folder) / "wythoff.cpp"
    source.write_text(C_WYTHOFF)
    binary = compile_cpp(source)
    start = time.perf_counter()
    report = stress("hdu1527", command=binary, count=count, fixed=False, timing=False)
    tester = count / (time.perf_counter() - start)
    assert report, str(report)
    loop = bash_loop(binary[0], folder, count)
    verdict = "at or above" if tester >= loop else "BELOW"
    print(
        f"C++ program, {count} inputs: the tester {tester:,.0f} inputs/s, "
        f"the bash loop {loop:,.0f} inputs/s ({verdict} the loop's rate)"
    )
    start = time.perf_counter()
    inputs, batch = 20, 1000
    report = stress(
        "hdu1527", command=binary, count=inputs, batch=batch, fixed=False, timing=False
    )
    seconds = time.perf_counter() - start
    assert report, str(report)
    print(f"C++ program, --batch {batch}: {inputs * batch / seconds:,.0f} cases/s")


def bench():
    for name in TYPICAL:
        function_form(name)
    hypothesis_generation("hdu1527")
    with tempfile.TemporaryDirectory() as folder:
        script = Path(folder) / "sol.py"
        script.write_text(PY_WYTHOFF)
        program_form([sys.executable, str(script)], "python3 program", 100)
        if shutil.which("g++"):
            cpp_forms(folder)
        else:
            print("no g++: the C++ program form is not measured")


if __name__ == "__main__":
    bench()
