"""The contest solutions on the judge's largest inputs: CPU time and memory.

    python benchmarks/run.py solutions

Every ``notebooks/solutions/<slug>.cpp`` (built with ``g++ -O2 -std=c++17``)
and ``<slug>.py`` runs on the maximum-size inputs of its problem (each "max"
generator draws among its adversarial shapes), as the judge runs it: one
process per input, stdin to stdout. Each row gives the most CPU time one run
took against the problem's own time limit (``Problem.time_limit``, from the
judge's page; the usual 2 s where the page is not known), and the peak
resident memory (the program's own: ``_running.peak_usage``) against the
judge's memory limit (``Problem.judge_memory``; else the usual 256 MB).
The tests check the answers, fail only far beyond the time limit (so that
a loaded machine cannot fail them) and hold the memory to the judge's
(tests/test_contest_solutions.py); this table is where the time is read.

HDU's limits are those of C and C++ ("Others"); the judge accepts no Python,
so a Python row over an HDU limit says how far Python is from it, not that a
submission fails.
"""

import random
import shutil
import sys
from pathlib import Path

from common import row

from gamelib.contest._running import compile_cpp, peak_usage
from gamelib.contest.judging import Draw
from gamelib.contest.problems import PROBLEMS
from gamelib.contest.stress import USUAL_CPU, USUAL_MEMORY

SOLUTIONS = Path(__file__).resolve().parents[1] / "notebooks" / "solutions"
MAX_INPUTS = 4


def bench():
    if shutil.which("g++") is None:
        print("solutions: needs g++ (the C++ solutions and the launcher); skipped")
        return
    over = []
    for slug, problem in PROBLEMS.items():
        limit = problem.time_limit or USUAL_CPU
        known = problem.judge_memory
        memory = known / 1024 if known else (problem.memory_limit or USUAL_MEMORY)
        rng = random.Random(1)
        texts = [
            problem.write(problem.generate(Draw(random.Random(rng.random())), "max"))
            for _ in range(MAX_INPUTS)
        ]
        for form in ("cpp", "py"):
            source = SOLUTIONS / f"{slug}.{form}"
            if not source.is_file():
                continue
            command = (
                compile_cpp(source) if form == "cpp" else [sys.executable, str(source)]
            )
            runs = [peak_usage(command, text, cap=60) for text in texts]
            if any(code != 0 for *_, code in runs):
                raise RuntimeError(f"{slug}.{form} failed on a max input")
            cpu, peak = max(r[1] for r in runs), max(r[2] for r in runs)
            judged = form == "cpp" or problem.judge_runs_python
            note = "" if problem.limits_from else " (the usual limits)"
            note += "" if judged else " (the judge runs no Python)"
            row(
                f"solution {slug}.{form}, max input (CPU)",
                cpu,
                limit,
                f"peak {peak:.1f} MB of {memory:.4g} MB{note}",
            )
            if judged and (cpu > limit or peak > memory):
                over.append(f"{slug}.{form}")
    label = "solutions over a limit of a judge that runs them"
    print(f"{label:<52} {len(over):>13}  {', '.join(over)}")
