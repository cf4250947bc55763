"""Stress-test a solution of a judge problem against the book's (对拍).

Give a solution as a Python function (input text -> output text), as a
program (a command that reads the input on stdin, such as ``./a.out`` or
``python3 sol.py``) or, from a terminal, as a C++ source (``--cpp``: built
once with ``g++ -O2 -std=c++17``, cached by the hash of its content).
:func:`stress` runs it on the official samples, on the edge cases a judge
uses, then on random inputs within the judge's limits (half of them small),
and compares each output with the book's solver
(:mod:`gamelib.contest.problems`) the way judges do: token by token, so blank
lines and trailing white space do not matter; where the tokens match but the
lines do not, it passes with a Presentation Error warning (POJ and HDU answer
PE). Each run is held to the judge's limits: the problem's own CPU time
(else 2 s of CPU), memory (else 256 MB) and 64 MB of output; a message gives
the limit and what was used ("used 2.31 s of CPU, limit 2 s"), and a crash
is named ("crashed with SIGSEGV (segmentation fault)"). A missing program, one
without its run bit or a ``--python`` file that does not compile stops the
run before any test, with one line (exit status 2 from the terminal).

At the first difference, crash or exceeded limit (on any stage: samples,
edge cases, random inputs) it stops, **shrinks** the input to a small one that
still fails the same way, and reports input, expected output, the solution's
output and where they differ; :meth:`StressReport.write_oj` saves the case as
``test/NAME-N.in`` and ``.out`` (never overwriting) for online-judge-tools
(``oj test``). A last run on an input of the judge's maximum size reports the
solution's CPU time beside the book's solver's, with the process start-up
measured apart (machines differ: not a verdict).

From a notebook::

    from gamelib.contest.stress import stress
    stress("hdu1527", my_solution, count=300)

From a terminal (any judge id: ``hdu1527``, ``"POJ 1067"``, ``P2252``)::

    python -m gamelib.contest.stress hdu1527 --python sol.py:solve --count 1000
    python -m gamelib.contest.stress hdu1527 --cpp sol.cpp --time 20
    python -m gamelib.contest.stress hdu3032 --cmd ./a.out --batch 1000
    python -m gamelib.contest.stress --gen ./gen --brute ./brute --cmd ./a.out

``--batch N`` packs at least N cases into each random input of a multi-case
problem (thousands of cases a second for a C++ binary); a failure is located
and its case shrunk alone. ``--gen`` and ``--brute`` stress a problem that is
not in the book: your generator (given a seed as its last argument) and your
brute force.

Random inputs come from a recorded sequence of choices (:class:`Draw`), so a
failing input is shrunk first by shrinking the choices (deleting blocks of
them, lowering each value; past the recorded ones, every choice takes its
lowest value), the method of hypothesis, then by its test cases as the
problem's reader parses them (fewer cases, shorter lists, lower numbers,
each candidate checked against the statement), within a budget of CPU
seconds. The problems' generators can also be used as hypothesis strategies
(:func:`strategy`). In the browser (Pyodide: no subprocesses) the function
form works, in this process, and the program form says that it needs
JupyterLab or a terminal.
"""

from __future__ import annotations

import bisect
import itertools
import random
import sys
import time as _time
from dataclasses import dataclass, field
from pathlib import Path

from gamelib.contest import _running as running
from gamelib.contest._running import Limits, SetupError
from gamelib.contest._shrinking import shrink_cases, shrink_choices, shrink_tokens
from gamelib.contest.judging import Draw, compare_outputs
from gamelib.contest.problems import PROBLEMS, Problem, Tokens, problem, problem_name
from gamelib.engine import args as arg

__all__ = [
    "Draw",
    "SetupError",
    "StressReport",
    "compare_outputs",
    "strategy",
    "stress",
    "variants",
]

IN_BROWSER = sys.platform == "emscripten"
#: A judge's usual limits, where a problem's record gives none.
USUAL_CPU, USUAL_MEMORY, USUAL_OUTPUT = 2.0, 256, 64


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


def _solution_runner(solution, command, limits):
    """run(text) -> Run for the solution; a program is checked before any test."""
    if (solution is None) == (command is None):
        raise TypeError("give exactly one of solution (a function) and command")
    if solution is not None:
        if not callable(solution):
            raise TypeError(
                f"solution must be a function from input text to output text, got "
                f"{type(solution).__name__}"
            )
        return running.FunctionRunner(solution, limits)
    if IN_BROWSER:
        raise RuntimeError(
            "a program (command=...) needs JupyterLab or a terminal: the browser's "
            "Python cannot start processes; give the solution as a Python function"
        )
    running.check_command(command)
    return lambda text: running.run_program(command, text, limits)


_KINDS = {"time": "timeout", "memory": "memory", "output": "output"}


def _verdict(entry, text, expected, run):
    """None when the run is right, else (kind, where)."""
    if run.exceeded:
        return _KINDS[run.exceeded], run.detail
    if run.crash:
        return "crash", "the solution crashed: " + run.crash
    if entry.compare is not None:
        where = entry.compare(text, expected, run.output)
    else:
        where = compare_outputs(expected, run.output)
    return None if where is None else ("difference", where)


def presentation(expected, got):
    """None if the lines agree (trailing spaces, CR and final blank lines aside).

    Else where they first differ: the tokens may match while the lines do
    not, which POJ and HDU answer with Presentation Error.

    >>> presentation("1\\n2", "1 2") is None
    False
    >>> presentation("1\\n2\\n", "1  \\r\\n2") is None
    True
    """

    def rows(text):
        return [line.rstrip() for line in text.replace("\r", "").rstrip().split("\n")]

    mine, theirs = rows(expected), rows(got)
    for n, (e, g) in enumerate(zip(mine, theirs, strict=False), start=1):
        if e != g:
            return f"line {n}: expected {e[:40]!r}, got {g[:40]!r}"
    if len(mine) != len(theirs):
        return f"{len(theirs)} lines where {len(mine)} were expected"
    return None


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
    """(stage, text, blemish) triples: samples and variants, examples, edge cases."""
    for name, given, _ in entry.samples():
        yield f"sample {name}", given, None
    for name, given, _ in entry.samples():
        for kind, text in variants(given).items():
            yield f"sample {name} with {kind}", text, kind
    for given in entry.own_examples:
        yield "the book's own example", given, None
    for cases in entry.edges() if entry.edges else []:
        yield "edge case", entry.write(cases), None
    if beyond and entry.beyond:
        for cases in entry.beyond():
            yield "beyond the judge's limits", entry.write(cases), None


def _generate(entry, draw, size, batch=0):
    """A random input; one in five comes with a judge file's blemish.

    With `batch`, the cases of several draws packed into one input, at
    least `batch` of them.
    """
    blemish = _VARIANTS[draw.int(0, len(_VARIANTS) - 1)]
    cases = list(entry.generate(draw, size))
    while len(cases) < batch:
        cases += entry.generate(draw, size)
    text = entry.write(cases)
    return text if blemish is None else variants(text)[blemish]


def _dress(blemish):
    """The function that gives a written input the blemish (None: as written)."""
    return None if blemish is None else (lambda text: variants(text)[blemish])


def _blemish_of(choices):
    """The blemish a random input's first choice gave it."""
    return _VARIANTS[min(choices[0], len(_VARIANTS) - 1)] if choices else None


def _command(value, what):
    """A checker of a program to run: a shell command, or a list of arguments."""
    if isinstance(value, str):
        return value
    if not isinstance(value, (list, tuple)) or not value:
        arg.refuse(what, 'a shell command ("./a.out") or a list of arguments', value)
    return [arg.text(part, f"{what}[{i}]") for i, part in enumerate(value)]


def _own_problem(value, what):
    """A checker of the problem: one of the book's, or None with --gen/--brute."""
    return None if value is None else problem_name(value, what)


@arg.check_args(
    name=_own_problem,
    solution=arg.optional(arg.function),
    command=arg.optional(_command),
    count=arg.between(0, 10**6),
    time=arg.optional(arg.number_between(0, 10**9)),
    seed=arg.seed,
    time_limit=arg.optional(arg.number_between(0, 3600)),
    memory_limit=arg.optional(arg.between(1, 10**6)),
    output_limit=arg.optional(arg.between(1, 10**5)),
    small_share=arg.number_between(0, 1),
    timing=arg.boolean,
    beyond_limits=arg.boolean,
    fixed=arg.boolean,
    shrink=arg.boolean,
    batch=arg.between(0, 10**6),
    generator=arg.optional(_command),
    brute=arg.optional(_command),
    shrink_seconds=arg.number_between(0, 3600),
)
def stress(
    name,
    solution=None,
    *,
    command=None,
    count=500,
    time=None,
    seed=0,
    time_limit=None,
    memory_limit=None,
    output_limit=USUAL_OUTPUT,
    small_share=0.5,
    timing=True,
    beyond_limits=False,
    fixed=True,
    shrink=True,
    batch=0,
    generator=None,
    brute=None,
    shrink_seconds=20.0,
):
    """Test a solution of a judge problem against the book's solver.

    Parameters
    ----------
    name : str or Problem or None
        The problem: "hdu1527", "POJ 1067", "P2252", ...; None for a problem
        not in the book, given by `generator` and `brute`.
    solution : callable, optional
        A Python solution: input text -> output text (run in a forked child
        where there is fork: its CPU time and memory are limited there).
    command : str or list, optional
        A program reading stdin instead (``"./a.out"``, ``"python3 sol.py"``);
        not in the browser. A missing program or one without its run bit is
        a SetupError before any test runs.
    count : int, default 500
        How many random inputs (after the samples and the edge cases).
    time : float, optional
        Stop the random inputs after this many seconds.
    seed : int, default 0
    time_limit : float, optional
        CPU seconds per run; default the problem's own limit, else 2.
    memory_limit : int, optional
        MB per run; default the problem's own limit, else 256.
    output_limit : int, default 64
        MB of output per run.
    small_share : float, default 0.5
        The share of random inputs drawn small (few cases, small numbers).
    timing : bool, default True
        After passing, time one input of the judge's maximum size: CPU
        seconds of the solution beside those of the book's solver.
    beyond_limits : bool, default False
        Also try the edge cases beyond the judge's limits.
    fixed : bool, default True
        Run the samples (as given and with CRLF, blank lines, trailing spaces,
        no final newline), the book's own examples and the edge cases first.
    shrink : bool, default True
        Shrink a failing input (from any stage), within `shrink_seconds` of CPU.
    batch : int, default 0
        Pack at least this many cases into each random input (multi-case
        problems); a failure is located and shrunk to one case if it can be.
    generator, brute : str or list, optional
        A program printing a random input (its seed as last argument) and a
        brute force program: stress any problem, not only the book's.
    shrink_seconds : float, default 20
        The CPU seconds (this process and its children) shrinking may use.

    Returns
    -------
    StressReport
        ``bool(report)`` is True when every input passed; printed, it shows
        the (shrunk) failing input, both outputs and where they differ.
    """
    entry = _reference(name, generator, brute)
    limits = Limits(
        time_limit or entry.time_limit or USUAL_CPU,
        memory_limit or entry.memory_limit or USUAL_MEMORY,
        output_limit,
    )
    if batch and generator is None and not _multi_case(entry):
        raise SetupError(
            f"{entry.ids[0]} takes one case an input: batch mode needs a problem "
            "with several cases an input"
        )
    runner = _solution_runner(solution, command, limits)
    session = _Session(entry, runner)
    session.shrink_seconds = shrink_seconds if shrink else 0
    session.random_program = generator
    try:  # each step runs only if the ones before it passed
        if fixed and session.fixed_inputs(beyond_limits):
            return session.report
        if session.random_inputs(count, time, seed, small_share, batch):
            return session.report
        if timing and entry.generate is not None:
            session.time_largest(seed, solution is None)
        return session.report
    finally:
        getattr(runner, "close", lambda: None)()


class _Own:
    """A problem given by a user's generator and brute force (not the book's)."""

    time_limit = memory_limit = compare = edges = beyond = generate = None
    own_examples = ()

    def __init__(self, brute, book=None):
        self.brute, self.book = brute, book
        self.ids = book.ids if book else ("your problem",)
        self.english = "your brute force as the reference"
        self.slug = book.slug if book else "own"

    def samples(self):
        return self.book.samples() if self.book else []

    def solve(self, text):
        """The brute force's output; SetupError if it fails."""
        run = running.run_program(self.brute, text, Limits(cpu=60, memory=None))
        if run.failed:
            raise SetupError(
                f"the brute force failed on an input: {run.crash or run.detail}\n{text}"
            )
        return run.output


def _reference(name, generator, brute):
    """The reference: the book's problem, or the user's brute force."""
    if name is None and (generator is None or brute is None):
        raise TypeError(
            "stress(): give a problem (name), or both generator and brute for a "
            "problem of your own"
        )
    for program in (generator, brute):
        if program is not None:
            running.check_command(program)
    book = None if name is None else problem(name)
    return book if brute is None else _Own(brute, book)


class _Session:
    """One stress run, in steps: the fixed inputs, the random ones, the timing.

    Each step returns True when the solution failed (the report then says
    where), else False.
    """

    def __init__(self, entry, run):
        self.entry, self.run = entry, run
        self.report = StressReport(entry)
        self.started = _time.perf_counter()
        self.shrink_seconds = 20.0
        self.random_program = None  # a user's generator program

    def check(self, text):
        """The book's output, the solution's run and the verdict on it."""
        expected = self.entry.solve(text)
        result = self.run(text)
        verdict = _verdict(self.entry, text, expected, result)
        if verdict is None and not self.report.notes:
            where = presentation(expected, result.output)
            if where is not None:
                self.report.notes.append(
                    f"warning: Presentation Error on input {self.report.tested + 1}: "
                    f"the tokens match but the lines do not ({where}); POJ and HDU "
                    "answer PE, judges comparing tokens accept it"
                )
        return expected, result, verdict

    def fails_as(self, kind, run):
        """Does an input fail as `run` did (the same kind; a crash, the same error)?"""
        error = run.crash.split(":")[0]
        seen = {}  # candidates often repeat: each input runs once

        def fails(candidate):
            if candidate not in seen:
                _e, again, verdict = self.check(candidate)
                same = verdict is not None and verdict[0] == kind
                seen[candidate] = same and (
                    kind != "crash" or again.crash.split(":")[0] == error
                )
            return seen[candidate]

        return fails

    def fail(self, stage, text, shrunk=None):
        """Record a failure at this stage (on the shrunk input if smaller)."""
        report = self.report
        if shrunk is not None and (len(shrunk), shrunk) < (len(text), text):
            report.shrunk_from, text = len(text), shrunk
        expected, result, verdict = self.check(text)
        report.passed, report.stage = False, stage
        report.kind, report.where = verdict or ("timeout", "not reproduced")
        report.input, report.expected, report.got = text, expected, result.output
        report.seconds = _time.perf_counter() - self.started
        return True

    def shrunk_cases(self, text, fails, dress=None):
        """The input shrunk by its cases (or tokens), or None."""
        if not self.shrink_seconds:
            return None
        entry = self.entry
        if isinstance(entry, _Own) and entry.book is None:
            return shrink_tokens(text, fails, _brute_runs(entry), self.shrink_seconds)
        return shrink_cases(
            entry.book if isinstance(entry, _Own) else entry,
            text,
            fails,
            dress,
            self.shrink_seconds,
        )

    def fixed_inputs(self, beyond):
        """The samples and their variants, the book's examples, the edge cases."""
        for stage, text, blemish in _inputs(self.entry, beyond):
            self.report.tested += 1
            _e, result, verdict = self.check(text)
            if verdict:
                fails = self.fails_as(verdict[0], result)
                shrunk = self.shrunk_cases(text, fails, _dress(blemish))
                return self.fail(stage, text, shrunk)
        return False

    def random_text(self, rng, size, batch):
        """(text, draw) of a random input; draw is None from a user's generator."""
        program = self.random_program
        if program is None:
            draw = Draw(random.Random(rng.getrandbits(64)))
            return _generate(self.entry, draw, size, batch), draw
        seed = str(rng.getrandbits(31))
        command = f"{program} {seed}" if isinstance(program, str) else [*program, seed]
        run = running.run_program(command, "", Limits(cpu=60, memory=None))
        if run.failed:
            raise SetupError(f"the generator failed: {run.crash or run.detail}")
        return run.output, None

    def random_inputs(self, count, time, seed, small_share, batch):
        """`count` random inputs (or `time` seconds); a failing one is shrunk."""
        rng = random.Random(seed)
        for _i in range(count):
            if time is not None and _time.perf_counter() - self.started > time:
                self.report.notes.append(f"stopped by the time budget of {time} s")
                break
            size = "small" if rng.random() < small_share else "random"
            text, draw = self.random_text(rng, size, batch)
            self.report.tested += 1
            _expected, result, verdict = self.check(text)
            if verdict:
                smaller = self.shrunk_random(text, draw, size, batch, verdict, result)
                return self.fail("random", text, smaller)
        self.report.seconds = _time.perf_counter() - self.started
        return False

    def shrunk_random(self, text, draw, size, batch, verdict, result):
        """A random failing input shrunk: its choices, then its cases."""
        if not self.shrink_seconds:
            return None
        kind, fails = verdict[0], self.fails_as(verdict[0], result)
        blemish = None if draw is None else _blemish_of(draw.choices)
        start = text
        if batch and kind == "difference":
            start = _located(self.entry, text, result.output, fails, blemish) or text
        elif draw is not None:
            found = shrink_choices(
                lambda d: _generate(self.entry, d, size, batch),
                draw.choices,
                fails,
                self.shrink_seconds / 2,
            )
            if found is not None:
                start, blemish = found[0], _blemish_of(found[1])
        smaller = self.shrunk_cases(start, fails, _dress(blemish)) or start
        return min(start, smaller, key=lambda text: (len(text), text))

    def time_largest(self, seed, program):
        """Run an input of the judge's maximum size; note both CPU times."""
        entry, report = self.entry, self.report
        text = entry.write(entry.generate(Draw(random.Random(seed)), "max"))
        before = _time.process_time()
        expected = entry.solve(text)
        book = _time.process_time() - before
        result = self.run(text)
        verdict = _verdict(entry, text, expected, result)
        if verdict:
            report.tested += 1
            return self.fail("maximum size", text)
        edges = entry.edges() if entry.edges else []
        start_up = self.run(entry.write(edges[0]) if edges else "").cpu
        work = max(result.cpu - start_up, 0.0)
        how = "a process start" if program else "a call"
        ratio = f"; x{work / book:.2g} the book's" if book >= 0.01 else ""
        report.timing = (
            f"largest input ({len(text):,} characters): yours {result.cpu:.3f} s of "
            f"CPU, of which start-up ({how}, measured on the smallest edge case) "
            f"{start_up:.3f} s; without it {work:.3f} s{ratio}. The book's solver: "
            f"{book:.3f} s of CPU in this process. Machines and judges differ: a "
            "comparison, not a verdict"
        )
        return False


def _multi_case(entry):
    """Does an input of the problem hold several cases (read back as written)?"""
    if entry.generate is None:
        return False
    cases = [*entry.generate(Draw(), "small"), *entry.generate(Draw(), "small")]
    try:
        return len(entry.parse(Tokens(entry.write(cases)))) == len(cases)
    except Exception:  # the writer or reader refuses two cases' worth
        return False


def _brute_runs(entry):
    def runs(text):
        run = running.run_program(entry.brute, text, Limits(cpu=10, memory=None))
        return not run.failed

    return runs


def _located(entry, text, got, fails, blemish):
    """The failing case of a batch alone (or the cases up to it), if it fails so."""
    try:
        cases = entry.parse(Tokens(text))
        answers = [" ".join(entry.answer(case)).split() for case in cases]
    except Exception:
        return None
    expected = [token for answer in answers for token in answer]
    mine = got.split()
    first = next(
        (i for i, (e, g) in enumerate(zip(expected, mine, strict=False)) if e != g),
        min(len(expected), len(mine)),
    )
    ends = list(itertools.accumulate(len(answer) for answer in answers))
    k = min(bisect.bisect_right(ends, first), len(cases) - 1)
    dress = _dress(blemish) or (lambda written: written)
    for chosen in ([cases[k]], cases[: k + 1]):
        candidate = dress(entry.write(chosen))
        if fails(candidate):
            return candidate
    return None


# --- the command line --------------------------------------------------------


def _load_function(spec):
    """The function FILE:NAME; SetupError (one line) if it cannot be loaded."""
    path, _, name = spec.rpartition(":")
    if not path:
        raise SetupError(f"--python wants FILE:FUNCTION (sol.py:solve), got {spec!r}")
    import importlib.util

    if not Path(path).is_file():
        raise SetupError(f"{path}: no such file")
    module_spec = importlib.util.spec_from_file_location("_stressed_solution", path)
    if module_spec is None:
        raise SetupError(f"cannot load {path!r} as Python")
    module = importlib.util.module_from_spec(module_spec)
    try:
        module_spec.loader.exec_module(module)
    except SyntaxError as error:
        raise SetupError(
            f"{path}, line {error.lineno}: syntax error: {error.msg}"
        ) from None
    except Exception as error:  # the reader's module: any error stops the run
        raise SetupError(
            f"{path} fails when loaded: {type(error).__name__}: {error}"
        ) from None
    try:
        return getattr(module, name)
    except AttributeError:
        raise SetupError(f"{path} has no function {name!r}") from None


def _problem_list():
    """Every problem with its judge ids, for --help."""
    return "; ".join(
        f"{slug} ({', '.join(entry.ids)})" for slug, entry in PROBLEMS.items()
    )


def _parser():
    import argparse

    parser = argparse.ArgumentParser(
        prog="python -m gamelib.contest.stress",
        description="Stress-test a solution of a judge problem against the book's "
        "solver (or your own brute force), on samples, edge cases and random "
        "inputs; a failing input is shrunk and can be saved for oj test.",
        epilog="problems (any judge id, spaces and case aside; a Luogu id alone, "
        "as P2252): " + _problem_list(),
    )
    parser.add_argument("problem", nargs="?", help="e.g. hdu1527, 'POJ 1067', P2252")
    form = parser.add_mutually_exclusive_group(required=True)
    form.add_argument("--python", metavar="FILE:FUNC", help="a function text -> text")
    form.add_argument("--cmd", metavar="COMMAND", help='a program, e.g. "./a.out"')
    form.add_argument("--cpp", metavar="SOURCE", help="C++ compiled with g++ -O2")
    parser.add_argument("--gen", metavar="COMMAND", help="your generator (seed last)")
    parser.add_argument("--brute", metavar="COMMAND", help="your brute force")
    parser.add_argument("--count", type=int, default=500, help="random inputs (500)")
    parser.add_argument("--time", type=float, default=None, help="seconds, at most")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--time-limit", type=float, default=None, help="CPU s per run (the problem's)"
    )
    parser.add_argument("--memory-limit", type=int, default=None, help="MB per run")
    parser.add_argument("--output-limit", type=int, default=USUAL_OUTPUT, help="MB")
    parser.add_argument("--batch", type=int, default=0, help="cases packed per input")
    parser.add_argument("--beyond-limits", action="store_true")
    parser.add_argument("--no-timing", action="store_true")
    parser.add_argument(
        "--oj-dir", default=None, help="write a failing case here (test/NAME.in, .out)"
    )
    return parser


def _main(argv=None):
    """python -m gamelib.contest.stress PROBLEM (--python F:FUNC | --cmd | --cpp) ..."""
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        entry = None if args.problem is None else problem(args.problem)
    except ValueError as error:
        parser.error(error.args[0])
    try:
        solution = _load_function(args.python) if args.python else None
        command = running.compile_cpp(args.cpp) if args.cpp else args.cmd
        report = stress(
            entry,
            solution,
            command=command,
            count=args.count,
            time=args.time,
            seed=args.seed,
            time_limit=args.time_limit,
            memory_limit=args.memory_limit,
            output_limit=args.output_limit,
            timing=not args.no_timing and args.gen is None,
            beyond_limits=args.beyond_limits,
            batch=args.batch,
            generator=args.gen,
            brute=args.brute,
        )
    except (SetupError, TypeError) as error:
        print(f"{parser.prog}: error: {error}", file=sys.stderr)
        return 2
    print(report)
    if not report.passed and args.oj_dir:
        given, wanted = report.write_oj(args.oj_dir)
        print(f"saved {given} and {wanted}: replay with oj test -d {args.oj_dir}")
    return 0 if report.passed else 1


if __name__ == "__main__":
    sys.exit(_main())
