"""Stress-test a solution of a judge problem against the book's (对拍).

Give a solution as a Python function (input text -> output text) or as a
program (a command that reads the input on stdin, such as ``./a.out`` or
``python3 sol.py``). :func:`stress` runs it on the official samples, on the
edge cases a judge uses, then on random inputs within the judge's limits
(half of them small), and compares each output with the book's solver
(:mod:`gamelib.contest.problems`) the way judges do: token by token, so blank lines
and trailing white space do not matter. At the first difference, crash or
timeout it stops, **shrinks** the input to a smallest one that still fails,
and reports input, expected output, the solution's output and where they
differ; :meth:`StressReport.write_oj` saves the case as ``test/NAME.in`` and
``test/NAME.out`` for online-judge-tools (``oj test``). A last run on an
input of the judge's maximum size reports the solution's time beside the
book's, as a ratio (machines differ: not a verdict).

From a notebook::

    from gamelib.contest.stress import stress
    stress("hdu1527", my_solution, count=300)

From a terminal::

    python -m gamelib.contest.stress hdu1527 --python sol.py:solve --count 1000
    python -m gamelib.contest.stress hdu1527 --cmd "./a.out" --time 20

Random inputs come from a recorded sequence of choices (:class:`Draw`), so a
failing input is shrunk by shrinking the choices (deleting blocks of them,
lowering each value), the method of hypothesis; the problems' generators
can also be used as hypothesis strategies (:func:`strategy`). In the
browser (Pyodide: no subprocesses) the function form works and the program
form says that it needs JupyterLab or a terminal.
"""

from __future__ import annotations

import os
import random
import sys
import time as _time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from gamelib.contest.judging import Draw, _Overrun, compare_outputs
from gamelib.contest.problems import PROBLEMS, Problem, problem, problem_name
from gamelib.engine import args as arg

__all__ = [
    "Draw",
    "StressReport",
    "compare_outputs",
    "strategy",
    "stress",
    "variants",
]

IN_BROWSER = sys.platform == "emscripten"


@arg.check_args(name=problem_name, size=arg.choice("small", "random", "max"))
def strategy(name, size="random"):
    """The random inputs of a problem as a hypothesis strategy (of input texts).

    Shrinking then works on hypothesis's own choices. Needs hypothesis (a test
    dependency of the book; ``pip install hypothesis``).
    """
    from hypothesis import strategies as st

    entry = problem(name)

    class _HypothesisDraw:
        def __init__(self, draw):
            self.draw = draw

        def int(self, lo, hi, *, log=False, special=()):
            inside = [s for s in special if lo <= s <= hi]
            if inside:
                return self.draw(st.integers(lo, hi) | st.sampled_from(inside))
            return self.draw(st.integers(lo, hi))

    @st.composite
    def inputs(draw):
        return entry.write(entry.generate(_HypothesisDraw(draw), size))

    return inputs()


# --- running a solution ------------------------------------------------------


@dataclass
class _Run:
    output: str = ""
    seconds: float = 0.0
    crash: str = ""  # the error, if it crashed
    timeout: bool = False


def _call(function, text, time_limit):
    """Run a Python solution; a timeout is reported after the call returns.

    Where signals work (a terminal or Jupyter, main thread) a call that runs
    past 2 x the time limit (+1 s) is interrupted; in the browser it cannot be.
    """
    import signal

    alarm = (
        not IN_BROWSER
        and hasattr(signal, "setitimer")
        and _is_main_thread()
        and time_limit is not None
    )
    old = None
    if alarm:

        def _expired(signum, frame):
            raise _Expired

        old = signal.signal(signal.SIGALRM, _expired)
        signal.setitimer(signal.ITIMER_REAL, 2 * time_limit + 1)
    start = _time.perf_counter()
    try:
        output = function(text)
        seconds = _time.perf_counter() - start
        if not isinstance(output, str):
            return _Run(
                seconds=seconds,
                crash=f"the solution returned {type(output).__name__}, not str",
            )
        return _Run(
            output, seconds, timeout=time_limit is not None and seconds > time_limit
        )
    except _Expired:
        return _Run(seconds=_time.perf_counter() - start, timeout=True)
    except Exception as error:  # the reader's code: any error is a crash
        frames = traceback.extract_tb(error.__traceback__)
        where = f" (line {frames[-1].lineno} of {frames[-1].name})" if frames else ""
        return _Run(
            seconds=_time.perf_counter() - start,
            crash=f"{type(error).__name__}: {error}{where}",
        )
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, old)


class _Expired(Exception):
    pass


def _is_main_thread():
    import threading

    return threading.current_thread() is threading.main_thread()


def _run_program(command, text, time_limit=2.0):
    """Run a program on `text` (stdin); CPU time limited by resource limits.

    `command` is a shell command (``"./a.out"``, ``"python3 sol.py"``).
    Returns a ``_Run``: the output, the seconds, a crash message or "", and
    whether it ran past the limit.
    """
    if IN_BROWSER:
        raise RuntimeError(
            "the program form runs a subprocess, which the browser's Python "
            "cannot: use JupyterLab or a terminal (python -m gamelib.contest.stress), "
            "or give the solution as a Python function"
        )
    import signal
    import subprocess

    limit = None if time_limit is None else max(1, int(time_limit + 0.999))

    def _limit():
        if limit is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_CPU, (limit, limit + 1))

    start = _time.perf_counter()
    process = subprocess.Popen(
        command,
        shell=isinstance(command, str),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_limit,
        start_new_session=True,
    )
    try:
        wall = None if limit is None else 3 * limit + 2
        out, err = process.communicate(text, timeout=wall)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return _Run(seconds=_time.perf_counter() - start, timeout=True)
    seconds = _time.perf_counter() - start
    code = process.returncode
    if code in (-signal.SIGXCPU, -signal.SIGKILL, 128 + signal.SIGXCPU):
        return _Run(out, seconds, timeout=True)
    if code != 0:
        last = err.strip().splitlines()[-1:] or [""]
        return _Run(out, seconds, crash=f"exit status {code}: {last[0]}")
    return _Run(
        out, seconds, timeout=time_limit is not None and seconds > 3 * time_limit
    )


# --- the report --------------------------------------------------------------


@dataclass
class StressReport:
    """What a stress run found: ``report.passed``, and the failing case if any."""

    problem: Problem
    passed: bool = True
    tested: int = 0
    kind: str = ""  # "difference", "crash", "timeout" or "" (passed)
    input: str = ""
    expected: str = ""
    got: str = ""
    where: str = ""
    stage: str = ""  # "sample", "edge case", "random", "maximum size"
    shrunk_from: int = 0  # the length of the failing input before shrinking
    seconds: float = 0.0
    timing: str = ""
    notes: list = field(default_factory=list)

    def __bool__(self):
        return self.passed

    def __str__(self):
        head = f"{' / '.join(self.problem.ids)} ({self.problem.english}): "
        if self.passed:
            lines = [
                head + f"passed {self.tested} inputs in {self.seconds:.1f} s "
                "(samples, edge cases, random inputs)"
            ]
        else:
            what = {
                "difference": "a wrong answer",
                "crash": "a crash",
                "timeout": "a timeout",
            }[self.kind]
            lines = [head + f"{what} on input {self.tested} ({self.stage})"]
            if self.shrunk_from:
                lines.append(
                    f"shrunk from {self.shrunk_from} to {len(self.input)} characters:"
                )
            lines += ["--- input", self.input.rstrip("\n")]
            lines += ["--- expected (the book's solver)", self.expected.rstrip("\n")]
            if self.kind == "difference":
                lines += ["--- your output", self.got.rstrip("\n"), "--- " + self.where]
            else:
                lines += ["--- " + self.where]
        if self.timing:
            lines.append(self.timing)
        lines += self.notes
        return "\n".join(lines)

    def __repr__(self):
        return str(self)

    def write_oj(self, directory="test", name=None):
        """Save the failing case as online-judge-tools does: test/NAME.in, .out.

        ``oj test -c "./a.out" -d test`` then replays it. Returns the paths.
        """
        if self.passed:
            raise ValueError("nothing to write: the solution passed")
        folder = Path(directory)
        folder.mkdir(parents=True, exist_ok=True)
        name = name or _free_name(folder, f"stress-{self.problem.slug}")
        given, wanted = folder / f"{name}.in", folder / f"{name}.out"
        given.write_text(self.input if self.input.endswith("\n") else self.input + "\n")
        wanted.write_text(self.expected.rstrip("\n") + "\n")
        return given, wanted


def _free_name(folder, stem):
    """The first STEM-N with no .in or .out in FOLDER: a save never overwrites."""
    number = 1
    while (folder / f"{stem}-{number}.in").exists() or (
        folder / f"{stem}-{number}.out"
    ).exists():
        number += 1
    return f"{stem}-{number}"


# --- the stress test ---------------------------------------------------------


def _solution_runner(solution, command, time_limit):
    if (solution is None) == (command is None):
        raise TypeError("give exactly one of solution (a function) and command")
    if solution is not None:
        if not callable(solution):
            raise TypeError(
                f"solution must be a function from input text to output text, got "
                f"{type(solution).__name__}"
            )
        return lambda text: _call(solution, text, time_limit)
    if IN_BROWSER:
        raise RuntimeError(
            "a program (command=...) needs JupyterLab or a terminal: the browser's "
            "Python cannot start processes; give the solution as a Python function"
        )
    return lambda text: _run_program(command, text, time_limit)


def _verdict(entry, text, expected, run):
    """None when the run is right, else (kind, where)."""
    if run.crash:
        return "crash", "the solution crashed: " + run.crash
    if run.timeout:
        return "timeout", f"the solution ran past the time limit ({run.seconds:.2f} s)"
    if entry.compare is not None:
        where = entry.compare(text, expected, run.output)
    else:
        where = compare_outputs(expected, run.output)
    return None if where is None else ("difference", where)


@arg.check_args(text=arg.text)
def variants(text):
    """A judge's input file as it may come: CRLF, blank lines, spaces, no EOL.

    >>> variants("1 2\\n3\\n")["blank lines"]
    '1 2\\n\\n3\\n\\n'
    """
    lines = text.rstrip("\n").split("\n")
    return {
        "CRLF line ends": "\r\n".join(lines) + "\r\n",
        "blank lines": "\n\n".join(lines) + "\n\n",
        "trailing spaces": "".join(line + "  \t\n" for line in lines),
        "no final newline": "\n".join(lines),
    }


_VARIANTS = (None, None, None, None, None, None, None, None, *variants("x"))


def _inputs(entry, beyond):
    """(stage, text) pairs: samples and their variants, own examples, edge cases."""
    for name, given, _ in entry.samples():
        yield f"sample {name}", given
    for name, given, _ in entry.samples():
        for kind, text in variants(given).items():
            yield f"sample {name} with {kind}", text
    for given in entry.own_examples:
        yield "the book's own example", given
    for cases in entry.edges() if entry.edges else []:
        yield "edge case", entry.write(cases)
    if beyond and entry.beyond:
        for cases in entry.beyond():
            yield "beyond the judge's limits", entry.write(cases)


def _generate(entry, draw, size):
    """A random input; one in five comes with a judge file's blemish."""
    blemish = _VARIANTS[draw.int(0, len(_VARIANTS) - 1)]
    text = entry.write(entry.generate(draw, size))
    return text if blemish is None else variants(text)[blemish]


def _shrink(entry, choices, size, fails, budget_seconds=10.0, most_attempts=4000):
    """The smallest input found, by shrinking its choices, that still fails.

    Passes, repeated while one helps: delete a block of choices (of 1 to 16),
    also lowering one of the first choices by one (where a generator drew the
    number of cases or of heaps: deleting one case's choices must lower that
    count too); then lower each choice, to 0 or by bisection. "Smaller" is
    shorter text first, then fewer and smaller choices.
    """
    start = _time.perf_counter()
    attempts = 0

    def replay(candidate):
        draw = Draw(
            random.Random(0), prefix=candidate, limit=10 * len(candidate) + 10**5
        )
        try:
            text = _generate(entry, draw, size)
        except _Overrun:
            return None, None
        return text, draw.choices[: len(candidate)]

    best_text, best = replay(choices)
    if best_text is None or not fails(best_text):
        return None

    def attempt(candidate):
        nonlocal best_text, best, attempts
        attempts += 1
        text, used = replay(candidate)
        if text is None:
            return False
        if (len(text), len(used), used) >= (len(best_text), len(best), best):
            return False
        if not fails(text):
            return False
        best_text, best = text, used
        return True

    def out_of_budget():
        spent = _time.perf_counter() - start
        return attempts >= most_attempts or spent > budget_seconds

    def deletions():
        for block in (16, 8, 6, 5, 4, 3, 2, 1):
            i = len(best) - block
            while i >= 0 and not out_of_budget():
                if i + block <= len(best):
                    kept = [*best[:i], *best[i + block :]]
                    if attempt(kept):
                        yield True
                    for j in range(min(i, 6)):
                        if kept[j] > 0 and attempt(
                            [*kept[:j], kept[j] - 1, *kept[j + 1 :]]
                        ):
                            yield True
                            break
                i -= 1

    def lowerings():
        i = 0
        while i < len(best) and not out_of_budget():
            value = best[i]
            if value and attempt([*best[:i], 0, *best[i + 1 :]]):
                yield True
            elif value > 1:
                low, high = 0, value  # fails at high; not at low, as far as known
                while high - low > 1 and i < len(best) and not out_of_budget():
                    middle = (low + high) // 2
                    if attempt([*best[:i], middle, *best[i + 1 :]]):
                        high = middle
                        yield True
                    else:
                        low = middle
            i += 1

    improved = True
    while improved and not out_of_budget():
        improved = any([*deletions()]) | any([*lowerings()])
    return best_text


def _command(value, what):
    """A checker of a program to run: a shell command, or a list of arguments."""
    if isinstance(value, str):
        return value
    if not isinstance(value, (list, tuple)) or not value:
        arg.refuse(what, 'a shell command ("./a.out") or a list of arguments', value)
    return [arg.text(part, f"{what}[{i}]") for i, part in enumerate(value)]


@arg.check_args(
    name=problem_name,
    solution=arg.optional(arg.function),
    command=arg.optional(_command),
    count=arg.between(0, 10**6),
    time=arg.optional(arg.number_between(0, 10**9)),
    seed=arg.seed,
    time_limit=arg.optional(arg.number_between(0, 3600)),
    small_share=arg.number_between(0, 1),
    timing=arg.boolean,
    beyond_limits=arg.boolean,
    fixed=arg.boolean,
    shrink=arg.boolean,
)
def stress(
    name,
    solution=None,
    *,
    command=None,
    count=500,
    time=None,
    seed=0,
    time_limit=2.0,
    small_share=0.5,
    timing=True,
    beyond_limits=False,
    fixed=True,
    shrink=True,
):
    """Test a solution of a judge problem against the book's solver.

    Parameters
    ----------
    name : str or Problem
        The problem: "hdu1527", "POJ 1067", ...
    solution : callable, optional
        A Python solution: input text -> output text.
    command : str or list, optional
        A program reading stdin instead (``"./a.out"``, ``"python3 sol.py"``);
        not in the browser.
    count : int, default 500
        How many random inputs (after the samples and the edge cases), at
        most 1,000,000.
    time : float, optional
        Stop the random inputs after this many seconds.
    seed : int, default 0
    time_limit : float, default 2.0
        Seconds per run, at most 3600 (CPU seconds for a program, rounded up
        to whole seconds by the resource limit); a run beyond it is a
        timeout. None: no limit.
    small_share : float, default 0.5
        The share of random inputs drawn small (few cases, small numbers).
    timing : bool, default True
        After passing, time one input of the judge's maximum size, beside
        the book's solver.
    beyond_limits : bool, default False
        Also try the edge cases beyond the judge's limits (Wythoff's game
        beyond 2^53).
    fixed : bool, default True
        Run the samples (as given and with CRLF, blank lines, trailing spaces,
        no final newline), the book's own examples and the edge cases first.
    shrink : bool, default True

    Returns
    -------
    StressReport
        ``bool(report)`` is True when every input passed; printed, it shows
        the (shrunk) failing input, both outputs and where they differ.
    """
    session = _Session(problem(name), _solution_runner(solution, command, time_limit))
    # each step runs only if the ones before it passed
    if fixed and session.fixed_inputs(beyond_limits):
        return session.report
    if session.random_inputs(count, time, seed, small_share, shrink):
        return session.report
    if timing:
        session.time_largest(seed)
    return session.report


class _Session:
    """One stress run, in steps: the fixed inputs, the random ones, the timing.

    Each step returns True when the solution failed (the report then says
    where), else False.
    """

    def __init__(self, entry, run):
        self.entry, self.run = entry, run
        self.report = StressReport(entry)
        self.started = _time.perf_counter()

    def check(self, text):
        """The book's output, the solution's run and the verdict on it."""
        expected = self.entry.solve(text)
        result = self.run(text)
        return expected, result, _verdict(self.entry, text, expected, result)

    def fail(self, stage, text, expected, result, verdict, shrunk_from=0):
        """Record a failure at this stage, on this input; returns True."""
        report = self.report
        report.passed = False
        report.stage = stage
        report.kind, report.where = verdict
        report.input, report.expected, report.got = text, expected, result.output
        report.shrunk_from = shrunk_from
        report.seconds = _time.perf_counter() - self.started
        return True

    def fixed_inputs(self, beyond):
        """The samples and their variants, the book's examples, the edge cases."""
        for stage, text in _inputs(self.entry, beyond):
            self.report.tested += 1
            expected, result, verdict = self.check(text)
            if verdict:
                return self.fail(stage, text, expected, result, verdict)
        return False

    def random_inputs(self, count, time, seed, small_share, shrink):
        """`count` random inputs (or `time` seconds); a failing one is shrunk."""
        rng = random.Random(seed)
        for _i in range(count):
            if time is not None and _time.perf_counter() - self.started > time:
                self.report.notes.append(f"stopped by the time budget of {time} s")
                break
            size = "small" if rng.random() < small_share else "random"
            draw = Draw(random.Random(rng.getrandbits(64)))
            text = _generate(self.entry, draw, size)
            self.report.tested += 1
            expected, result, verdict = self.check(text)
            if verdict:
                shrinkable = shrink and verdict[0] != "timeout"
                if shrinkable and self.shrunk(draw, size, text, verdict[0]):
                    return True
                return self.fail("random", text, expected, result, verdict)
        self.report.seconds = _time.perf_counter() - self.started
        return False

    def shrunk(self, draw, size, text, kind):
        """Record a smaller input failing the same way; False if none is found."""

        def fails(candidate):
            _e, _r, v = self.check(candidate)
            return v is not None and v[0] == kind

        smaller = _shrink(self.entry, draw.choices, size, fails)
        if smaller is None or len(smaller) >= len(text):
            return False
        expected, result, verdict = self.check(smaller)
        return self.fail("random", smaller, expected, result, verdict, len(text))

    def time_largest(self, seed):
        """Run an input of the judge's maximum size; note both times."""
        entry, report = self.entry, self.report
        text = entry.write(entry.generate(Draw(random.Random(seed)), "max"))
        book_start = _time.perf_counter()
        expected = entry.solve(text)
        book = _time.perf_counter() - book_start
        result = self.run(text)
        verdict = _verdict(entry, text, expected, result)
        if verdict:
            report.tested += 1
            return self.fail("maximum size", text, expected, result, verdict)
        ratio = result.seconds / book if book > 0 else float("inf")
        report.timing = (
            f"largest input ({len(text):,} characters): yours {result.seconds:.3f} s, "
            f"the book's {book:.3f} s (x{ratio:.2g}; machines and judges differ, "
            "so this is a comparison, not a verdict)"
        )
        return False


# --- the command line --------------------------------------------------------


def _load_function(spec):
    path, _, name = spec.rpartition(":")
    if not path:
        raise SystemExit(
            f"--python wants FILE:FUNCTION, e.g. sol.py:solve; got {spec!r}"
        )
    import importlib.util

    module_spec = importlib.util.spec_from_file_location("_stressed_solution", path)
    if module_spec is None:
        raise SystemExit(f"cannot load {path!r}")
    module = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(module)
    try:
        return getattr(module, name)
    except AttributeError:
        raise SystemExit(f"{path} has no function {name!r}") from None


def _main(argv=None):
    """python -m gamelib.contest.stress PROBLEM (--python FILE:FUNC | --cmd CMD) ..."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m gamelib.contest.stress",
        description="Stress-test a solution of one of the book's judge problems "
        "against the book's solver, on samples, edge cases and random inputs; "
        "a failing input is shrunk and can be saved for oj test.",
        epilog="problems: " + ", ".join(sorted(PROBLEMS)),
    )
    parser.add_argument("problem", help="e.g. hdu1527, poj1067, luogu-p2252")
    form = parser.add_mutually_exclusive_group(required=True)
    form.add_argument("--python", metavar="FILE:FUNC", help="a function text -> text")
    form.add_argument("--cmd", metavar="COMMAND", help='a program, e.g. "./a.out"')
    parser.add_argument("--count", type=int, default=500, help="random inputs (500)")
    parser.add_argument("--time", type=float, default=None, help="seconds, at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--time-limit", type=float, default=2.0, help="per run (2 s)")
    parser.add_argument("--beyond-limits", action="store_true")
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument(
        "--oj-dir", default=None, help="write a failing case here (test/NAME.in, .out)"
    )
    args = parser.parse_args(argv)
    try:
        entry = problem(args.problem)
    except ValueError as error:
        parser.error(error.args[0])
    solution = _load_function(args.python) if args.python else None
    report = stress(
        entry,
        solution,
        command=args.cmd,
        count=args.count,
        time=args.time,
        seed=args.seed,
        time_limit=args.time_limit,
        timing=not args.no_timing,
        beyond_limits=args.beyond_limits,
    )
    print(report)
    if not report.passed and args.oj_dir:
        given, wanted = report.write_oj(args.oj_dir)
        print(f"saved {given} and {wanted}: replay with oj test -d {args.oj_dir}")
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(_main())
