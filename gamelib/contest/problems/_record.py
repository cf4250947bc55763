"""The record of a judge problem, and the token reader its solver reads input with.

:class:`Problem`, :class:`Tokens` and :class:`InputFormatError` are public
as ``gamelib.contest.problems.Problem`` and so on (their ``__module__`` says
so, as tracebacks and doctests show); they live here, below the problem
modules, so that each problem module can build its record without importing
the package that gathers them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from gamelib.contest.judging import Draw, compare_outputs
from gamelib.engine import args as arg

_PUBLIC = "gamelib.contest.problems"


def _data_dir():
    """notebooks/data/judge of the repository; else data/judge beside the notebook.

    The live site installs gamelib as a wheel, away from the repository, and
    serves the notebooks with their data/ folder: there the working
    directory's data/judge holds the samples.
    """
    candidates = [
        Path(__file__).resolve().parents[3] / "notebooks" / "data" / "judge",
        Path.cwd() / "data" / "judge",
        Path.cwd() / "notebooks" / "data" / "judge",
    ]
    return next((c for c in candidates if c.is_dir()), candidates[0])


DATA = _data_dir()


class InputFormatError(ValueError):
    """The input of a judge problem does not have the problem's format."""


class Tokens:
    """The input as a stream of white-space separated tokens.

    Blank lines, CRLF line ends, trailing spaces and a missing final newline
    do not matter, as in a judge's ``scanf``/``cin``.

    >>> t = Tokens("3\\r\\n\\r\\n 1 2  \\n")
    >>> t.int(), t.ints(2), t.more()
    (3, [1, 2], False)
    >>> t.int("a heap")
    Traceback (most recent call last):
    ...
    gamelib.contest.problems.InputFormatError: the input ends before a heap (after ...
    """

    @arg.check_args(text=arg.text)
    def __init__(self, text):
        self.tokens = text.split()
        self.i = 0

    def more(self):
        """Is there another token?"""
        return self.i < len(self.tokens)

    @arg.check_args(what=arg.text)
    def word(self, what="a token"):
        """The next token, as a string (`what` names it in the error at the end)."""
        if self.i >= len(self.tokens):
            raise InputFormatError(
                f"the input ends before {what} (after token {self.i})"
            )
        self.i += 1
        return self.tokens[self.i - 1]

    @arg.check_args(what=arg.text)
    def int(self, what="a number"):
        """The next token, as an integer."""
        token = self.word(what)
        try:
            return int(token)
        except ValueError:
            raise InputFormatError(
                f"token {self.i} is {token!r}, where {what} (an integer) was expected"
            ) from None

    @arg.check_args(count=arg.natural, what=arg.text)
    def ints(self, count, what="a number"):
        """The next `count` tokens, as integers."""
        left = len(self.tokens) - self.i
        if count > left:
            raise InputFormatError(
                f"the input ends before {what}: count={count} asks for more than "
                f"the {left} tokens left (after token {self.i})"
            )
        chunk = self.tokens[self.i : self.i + count]
        try:  # one conversion of the whole run: no per-token call (10^6 heaps)
            values = list(map(int, chunk))
        except ValueError:  # a token that is not an integer: name it
            return [self.int(what) for _ in range(count)]
        self.i += count
        return values


@dataclass(frozen=True)
class Problem:
    """One judge problem: metadata, reference solver, generators, brute force."""

    slug: str  # the data folder: notebooks/data/judge/<slug>
    ids: tuple  # ("HDU 1527", "POJ 1067")
    title: str  # the judge's title (Chinese where the judge's is)
    english: str
    chapter: int
    theorem: str
    topic: str
    difficulty: int  # 1 (direct use of a theorem) to 3 (a reduction to find)
    limits: str
    parse: Callable  # Tokens -> list of cases
    answer: Callable  # case -> list of output lines (the book's solution)
    write: Callable  # list of cases -> input text
    generate: Callable  # (draw, size) -> list of cases
    edges: Callable = None  # () -> list of lists of cases
    brute_answer: Callable = None  # case -> list of lines, by search of the rules
    compare: Callable = None  # (input, expected, got) -> None or a message
    notes: str = ""
    own_examples: tuple = field(default_factory=tuple)  # where no official sample
    folders: tuple = ()  # more data folders with samples of the same problem
    beyond: Callable = None  # () -> edge cases beyond the judge's limits
    valid: Callable = None  # list of cases -> None; raises InputFormatError outside
    time_limit: float = None  # CPU seconds the judge allows (None: the usual 2)
    memory_limit: int = None  # MB of address space the tester allows (None: 256)
    judge_memory: int = None  # KB the judge's page allows (None: not known)
    limits_from: str = ""  # where the judge's time and memory limits were read

    @property
    def judge_runs_python(self):
        """Whether the judge of the first id accepts Python 3 submissions
        (Codeforces, AtCoder and Luogu do; HDU, POJ, BZOJ and UVa do not)."""
        return self.ids[0].startswith(("Codeforces", "CF", "AtCoder", "Luogu"))

    @property
    def judge_limits(self):
        """The judge's time and memory limits as its page states them, in
        words ("1 s and 32 MB"), or "" where the page was not found.

        The tester holds a run to `time_limit` seconds of CPU (what judges
        measure); its memory cap is on address space (`memory_limit`), which
        for Python counts the interpreter's own ~25 MB of mappings, so the
        judge's figure (peak resident memory) is checked apart: by the
        tests of the contest solutions and by `make bench`.
        """
        if not self.limits_from:
            return ""
        kb = self.judge_memory
        memory = f"{kb // 1024} MB" if kb % 1024 == 0 else f"{kb:,} KB"
        return f"{self.time_limit:g} s and {memory}"

    @property
    def label(self):
        """The MyST label of the problem in the book: problem-<slug with ->."""
        return "problem-" + self.slug.replace("_", "-")

    def solve(self, text):
        """The book's solution: input text -> output text."""
        return "\n".join(
            line for case in self.parse(Tokens(text)) for line in self.answer(case)
        )

    @arg.check_args(text=arg.text)
    def check_input(self, text):
        """None if `text` is within the statement's limits and guarantees.

        Raises InputFormatError naming the first limit or guarantee broken
        (the format is the reader's; the limits are the record's ``valid``).

        >>> from gamelib.contest.problems import problem
        >>> problem("hdu1846").check_input("1\\n1001 3\\n")
        Traceback (most recent call last):
        ...
        gamelib.contest.problems.InputFormatError: outside the statement of HDU 1846...
        >>> problem("hdu1846").check_input("1\\n1000 3\\n") is None
        True
        """
        cases = self.parse(Tokens(text))
        if self.valid is not None:
            try:
                self.valid(cases)
            except InputFormatError as error:
                raise InputFormatError(
                    f"outside the statement of {self.ids[0]}: {error}"
                ) from None

    def brute(self, text):
        """The answers by a search of the game's rules (small inputs only)."""
        if self.brute_answer is None:
            raise ValueError(f"{self.ids[0]} has no brute force: {self.notes}")
        return "\n".join(
            line
            for case in self.parse(Tokens(text))
            for line in self.brute_answer(case)
        )

    def check_against_search(self, count=20, seed=0):
        """Check the solver against the search of the rules on small random inputs.

        Raises AssertionError with the input where they disagree; returns the
        number of inputs checked.
        """
        rng = random.Random(seed)
        for _ in range(count):
            text = self.write(self.generate(Draw(random.Random(rng.random())), "small"))
            expected, got = self.brute(text), self.solve(text)
            if self.compare is not None:
                where = self.compare(text, expected, got)
            else:
                where = compare_outputs(expected, got)
            if where is not None:
                raise AssertionError(
                    f"{self.ids[0]}: solver and search disagree on\n{text}{where}"
                )
        return count

    def samples(self):
        """The official samples: a list of (name, input text, output text)."""
        return [
            s for folder in (self.slug, *self.folders) for s in read_samples(folder)
        ]

    def __repr__(self):
        return f"<problem {' / '.join(self.ids)}: {self.english}>"


def read_samples(folder):
    """The (name, input, expected output) files of a data folder, by name."""
    return [
        (p.stem, p.read_text(), p.with_suffix(".out").read_text())
        for p in sorted((DATA / folder).glob("*.in"))
    ]


for _public in (InputFormatError, Tokens, Problem):
    _public.__module__ = _PUBLIC
