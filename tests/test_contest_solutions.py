"""The contest solutions of chapter 15 against the book's reference solvers.

``notebooks/solutions/<slug>.cpp`` and ``<slug>.py`` are what a contestant
submits: stdin to stdout, no gamelib. Each runs as a program (the C++ built
once with ``g++ -O2 -std=c++17``, cached by the hash of its source) on the
official samples, the problem's edge cases and random inputs of the judge's
whole range, and its output is compared with the reference as the judge
compares it. On the maximum-size inputs the CPU time of the child is
reported; a run fails only far beyond the judge's time limit (5 x; the
problem's own where its page was found, else the usual 2 s), never on wall
time, so a loaded machine cannot fail it. Memory does not move with the
load: where the judge's page gives its memory limit, the peak resident
memory of each run (the program's own, gamelib.contest._running.peak_usage)
must be within it, for the C++ and, on judges that accept Python, for the
Python solution.
"""

from __future__ import annotations

import dataclasses
import os
import random
import re
import resource
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gamelib.contest._running import compile_cpp, peak_usage
from gamelib.contest.judging import Draw, compare_outputs
from gamelib.contest.problems import PROBLEMS

SOLUTIONS = Path(__file__).resolve().parents[1] / "notebooks" / "solutions"
JUDGE_CPU = 2.0  # seconds: the usual limit, where the judge's page is not known
FAR_BEYOND = 5  # a run fails only beyond FAR_BEYOND x JUDGE_CPU of CPU time
RANDOM_INPUTS = 10  # half small, half judge-range; the stress tests add more
MAX_INPUTS = 4  # each maximum-size generator draws among its adversarial shapes
FORMS = ("cpp", "py")


def _written():
    """(slug, form) of every solution file present, in the book's order."""
    return [
        (slug, form)
        for slug in PROBLEMS
        for form in FORMS
        if (SOLUTIONS / f"{slug}.{form}").is_file()
    ]


def _compiled(source):
    """The binary of a C++ source, built once per content (the tester's cache)."""
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: the C++ solutions cannot be compiled")
    return compile_cpp(source)


def _command(slug, form):
    source = SOLUTIONS / f"{slug}.{form}"
    return _compiled(source) if form == "cpp" else [sys.executable, str(source)]


def _cpu_cap():
    """In the child: a hard CPU limit far beyond the judge's, so a hang ends."""
    cap = int(JUDGE_CPU * FAR_BEYOND) + 1
    resource.setrlimit(resource.RLIMIT_CPU, (cap, cap))


def run(command, text):
    """(output, CPU seconds of the child, return code) of one run on `text`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(
        command,
        input=text,
        capture_output=True,
        text=True,
        preexec_fn=_cpu_cap,
        env={**os.environ, "PYTHONPATH": ""},
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return done.stdout, cpu, done.returncode


def _inputs(problem, seed=0):
    """(name, text) of the samples, the edge cases and random inputs."""
    yield from ((f"sample {name}", given) for name, given, _ in problem.samples())
    for i, cases in enumerate(problem.edges() if problem.edges else []):
        yield f"edge case {i}", problem.write(cases)
    rng = random.Random(seed)
    for i in range(RANDOM_INPUTS):
        size = ("small", "random")[i % 2]
        yield (
            f"random input {i}",
            problem.write(problem.generate(Draw(random.Random(rng.random())), size)),
        )


def disagreement(problem, text, got):
    """None if `got` is accepted on `text`, as the judge compares; else where not."""
    expected = problem.solve(text)
    if problem.compare is not None:
        return problem.compare(text, expected, got)
    return compare_outputs(expected, got)


@pytest.mark.parametrize(("slug", "form"), _written())
def test_solution_agrees_with_the_reference(slug, form):
    problem, command = PROBLEMS[slug], _command(slug, form)
    for name, text in _inputs(problem):
        got, _, code = run(command, text)
        assert code == 0, f"{slug}.{form} crashed ({code}) on {name}:\n{text[:500]}"
        where = disagreement(problem, text, got)
        assert where is None, f"{slug}.{form} on {name}: {where}\n{text[:500]}"


@pytest.mark.parametrize(("slug", "form"), _written())
def test_solution_within_the_time_limit_on_the_largest_inputs(slug, form):
    problem, command = PROBLEMS[slug], _command(slug, form)
    rng = random.Random(1)
    for i in range(MAX_INPUTS):
        text = problem.write(problem.generate(Draw(random.Random(rng.random())), "max"))
        got, cpu, code = run(command, text)
        print(f"{slug}.{form}: max input {i} ({len(text)} chars): {cpu:.2f} s CPU")
        assert code == 0, f"{slug}.{form} crashed ({code}) on a max input"
        limit = problem.time_limit or JUDGE_CPU
        assert cpu <= FAR_BEYOND * limit, (
            f"{slug}.{form} used {cpu:.1f} s of CPU on a max input "
            f"(the judge allows {limit:g} s)"
        )
        assert disagreement(problem, text, got) is None


def _memory_checked():
    return [
        (slug, form)
        for slug, form in _written()
        if PROBLEMS[slug].judge_memory is not None
        and (form == "cpp" or PROBLEMS[slug].judge_runs_python)
    ]


@pytest.mark.parametrize(("slug", "form"), _memory_checked())
def test_solution_within_the_judges_memory_on_the_largest_inputs(slug, form):
    _needs_the_launcher()
    problem, command = PROBLEMS[slug], _command(slug, form)
    limit = problem.judge_memory / 1024
    rng = random.Random(1)
    for i in range(MAX_INPUTS):
        text = problem.write(problem.generate(Draw(random.Random(rng.random())), "max"))
        got, _, peak, code = peak_usage(command, text, cap=FAR_BEYOND * 10)
        print(f"{slug}.{form}: max input {i}: peak {peak:.1f} MB of {limit:g} MB")
        assert code == 0, f"{slug}.{form} crashed ({code}) on a max input"
        assert peak <= limit, (
            f"{slug}.{form} held {peak:.1f} MB at peak on a max input "
            f"(the judge allows {problem.judge_limits})"
        )
        assert disagreement(problem, text, got) is None


def _needs_the_launcher():
    if shutil.which("g++") is None:
        pytest.skip("g++ is not installed: peak_usage's launcher cannot be built")


def test_the_peak_is_the_programs_own():
    _needs_the_launcher()
    # From this large process, a small program's peak must stay small (Linux
    # starts a spawned child's peak at its parent's), and a program that
    # holds 64 MB must show them.
    small = peak_usage([sys.executable, "-c", "pass"], "")[2]
    big = peak_usage([sys.executable, "-c", "b = bytearray(64 << 20)"], "")[2]
    assert small < 30, small
    assert big >= 64, big


def test_the_judges_limits_say_where_they_were_read():
    for problem in PROBLEMS.values():
        stated = (problem.time_limit, problem.judge_memory)
        if problem.limits_from:
            assert None not in stated, problem.slug
            assert 0 < problem.time_limit <= 10 and problem.judge_memory >= 8000
        else:
            assert problem.judge_memory is None and not problem.judge_limits


def test_a_wrong_solution_is_caught(tmp_path):
    """The runner can fail: Bash's game modulo m instead of m + 1 is refuted."""
    wrong = tmp_path / "wrong.py"
    wrong.write_text(
        "import sys\nt = sys.stdin.read().split()\n"
        "print('\\n'.join('first' if int(n) % int(m) else 'second'"
        " for n, m in zip(t[1::2], t[2::2])))\n"
    )
    problem = PROBLEMS["hdu1846"]
    caught = [
        name
        for name, text in _inputs(problem)
        if disagreement(problem, text, run([sys.executable, str(wrong)], text)[0])
    ]
    assert caught


CITED = re.compile(r"\b(Theorem|Lemma|Proposition) (\d+)\.(\d+)('|′)?")
KIND = {"Theorem": "thm", "Lemma": "lem", "Proposition": "prop"}


@pytest.mark.parametrize("slug", list(PROBLEMS))
def test_the_cited_results_are_what_the_chapter_labels_them(slug):
    """A record's theorem and its solutions' comments cite results by their labels.

    HDU 2177 cited Theorem 4.8, which is a lemma (Lemma 4.8, the float trap);
    HDU 2516 cited Theorem 9.6, which does not exist (Fibonacci Nim is 9.5).
    """
    problem = PROBLEMS[slug]
    chapters = {
        int(p.name[:2]): p.read_text(encoding="utf-8")
        for p in SOLUTIONS.parent.glob("[01][0-9]-*.ipynb")
    }
    texts = [problem.theorem] + [
        (SOLUTIONS / f"{slug}.{form}").read_text(encoding="utf-8")
        for form in FORMS
        if (SOLUTIONS / f"{slug}.{form}").is_file()
    ]
    for text in texts:
        for kind, chapter, number, prime in CITED.findall(text):
            label = f"({KIND[kind]}-{chapter}-{number}{'-prime' if prime else ''})="
            assert label in chapters[int(chapter)], f"{slug}: {kind} {chapter}.{number}"


# --- the references across the judge's whole range --------------------------------
# The contest solutions share no code with gamelib: the comparisons above hold each
# reference to an independent exact method on inputs of the judge's whole range
# (random and maximum-size inputs, not only where a brute force can follow). A
# reference planted wrong above some size must be caught by them.


def _planted(slug, wrong_from):
    """The problem with a reference that answers wrongly on large cases."""

    def answer(case, right=PROBLEMS[slug].answer):
        lines = right(case)
        if not wrong_from(case):
            return lines
        if slug == "hdu2177":  # a winning move left out, as the old reference did
            return lines[:-1] if len(lines) > 1 else ["1"]
        return [*lines[:-1], lines[-1][::-1] + "?"]

    return dataclasses.replace(PROBLEMS[slug], answer=answer)


PLANTED = {
    "hdu1846": lambda case: case[0] > 900,  # n near the top of n <= 1000
    "hdu2177": lambda case: max(case) >= 231_230,  # where the old reference failed
    "luogu_p1290": lambda case: max(case) > 2**30,
    "hdu3032": lambda heaps: max(heaps) > 2**30,
    "luogu_p1247": lambda heaps: len(heaps) > 1000,
}


@pytest.mark.parametrize("slug", sorted(PLANTED))
def test_a_reference_wrong_only_on_large_inputs_is_caught(slug):
    problem = _planted(slug, PLANTED[slug])
    command = _command(slug, "cpp")
    texts = [text for _, text in _inputs(problem)]
    texts += [
        problem.write(problem.generate(Draw(random.Random(seed)), "max"))
        for seed in range(2)
    ]
    caught = [
        text for text in texts if disagreement(problem, text, run(command, text)[0])
    ]
    assert caught, f"{slug}: a reference wrong on large inputs went unnoticed"
