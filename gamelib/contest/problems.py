"""The judge problems of the book: reference solvers, input generators, brute forces.

One :class:`Problem` per problem (the same problem on several judges counts
once: HDU 1527 and POJ 1067 are one entry), looked up by :func:`problem`
with any of its ids (``"hdu1527"``, ``"POJ 1067"``, ``"luogu-p2252"``).
Each entry knows

- ``solve(text) -> text``: the book's solution, reading the input as a
  stream of tokens (blank lines, CRLF line ends, trailing spaces and a
  missing final newline change nothing);
- ``generate(draw, size)``: a random input within the judge's limits, as a
  list of test cases, drawn from a :class:`gamelib.contest.judging.Draw` (``size`` is
  ``"small"`` for inputs a brute force can search, ``"random"`` for the
  judge's whole range, ``"max"`` for the largest input);
- ``edges()``: the edge cases a judge uses (zero and one, all-equal heaps,
  the float traps of Wythoff's game, ...), each a list of test cases;
- ``brute(text) -> text``: the same answers from a search of the game's
  rules (:func:`gamelib.engine.core.outcome` / :func:`gamelib.engine.core.sg` with
  ``closed_form=False`` on a ruleset of the real moves), for small inputs;
  None where there is none (POJ 2315, whose judge data follow a formula
  that the game's rules contradict: see chapter 9).

The stress tester (:mod:`gamelib.contest.stress`) runs a reader's solution against
these. The module is not imported by ``import gamelib``: use
``from gamelib.contest.problems import problem``.

Examples
--------
>>> from gamelib.contest.problems import problem
>>> wythoff = problem("POJ 1067")
>>> wythoff.slug, wythoff.chapter
('hdu1527', 4)
>>> wythoff.solve("2 1\\r\\n\\r\\n8 4  \\n4 7")
'0\\n1\\n0'
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from itertools import pairwise, product
from pathlib import Path

from gamelib.contest.judging import Draw, compare_outputs
from gamelib.engine import args as arg
from gamelib.engine.core import game_from, mex, outcome, sg

__all__ = [
    "PROBLEMS",
    "InputFormatError",
    "Problem",
    "Tokens",
    "problem",
    "samples",
    "wythoff_float_traps",
]


def _data_dir():
    """notebooks/data/judge of the repository; else data/judge beside the notebook.

    The live site installs gamelib as a wheel, away from the repository, and
    serves the notebooks with their data/ folder: there the working
    directory's data/judge holds the samples.
    """
    candidates = [
        Path(__file__).resolve().parents[1] / "notebooks" / "data" / "judge",
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
        return [self.int(what) for _ in range(count)]


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

    @property
    def label(self):
        """The MyST label of the problem in the book: problem-<slug with ->."""
        return "problem-" + self.slug.replace("_", "-")

    def solve(self, text):
        """The book's solution: input text -> output text."""
        return "\n".join(
            line for case in self.parse(Tokens(text)) for line in self.answer(case)
        )

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
        return [s for folder in (self.slug, *self.folders) for s in samples(folder)]

    def __repr__(self):
        return f"<problem {' / '.join(self.ids)}: {self.english}>"


def _folders():
    """The data folders of the problems: each slug and its extra folders."""
    return sorted({f for p in PROBLEMS.values() for f in (p.slug, *p.folders)})


def _data_folder(value, what):
    """A checker of the name of a problem's data folder (``"hdu1527"``)."""
    arg.text(value, what)
    if value not in _folders():
        arg.refuse(what, f"one of {', '.join(_folders())}", value, ValueError)
    return value


@arg.check_args(slug=_data_folder)
def samples(slug):
    """The official samples of a data folder: (name, input, expected output).

    >>> samples("hdu1846")[0][1]
    '2\\n23 2\\n4 3\\n'
    """
    folder = DATA / slug
    return [
        (p.stem, p.read_text(), p.with_suffix(".out").read_text())
        for p in sorted(folder.glob("*.in"))
    ]


# --- small helpers -----------------------------------------------------------


def _xor(values):
    total = 0
    for v in values:
        total ^= v
    return total


def _lines(*rows):
    return "".join(" ".join(map(str, row)) + "\n" for row in rows)


def _pick(size, small, random, most):
    """The bound for this size of input."""
    return {"small": small, "random": random, "max": most}[size]


def _count(draw, size, small, most):
    """How many test cases: few when small, all of them at the maximum."""
    if size == "max":
        return most
    return draw.int(1, small if size == "small" else min(most, 10), log=True)


def _fibonacci_upto(limit):
    fib = [1, 2]
    while fib[-1] + fib[-2] <= limit:
        fib.append(fib[-1] + fib[-2])
    return fib


def _heap_game(options):
    """A sum of heaps as a sorted tuple, given the moves of one heap -> heaps."""

    def moves(heaps):
        found = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1 :]
            for parts in options(h):
                found.add(tuple(sorted(rest + tuple(p for p in parts if p))))
        return found

    return game_from(moves, name="heaps")


_NIM = _heap_game(lambda h: [(k,) for k in range(h)])


def _brute_outcome(game, position, misere=False):
    return outcome(game, position, closed_form=False, misere=misere)


PROBLEMS = {}


def _add(**kwargs):
    entry = Problem(**kwargs)
    PROBLEMS[entry.slug] = entry
    return entry


def problem_name(value, what):
    """A checker of a problem given by id (any judge's) or as a :class:`Problem`.

    Returns the :class:`Problem`; an unknown id is a ValueError listing the
    book's problems.
    """
    if isinstance(value, Problem):
        return value
    if not isinstance(value, str):
        arg.refuse(what, "a judge problem's id ('hdu1527', 'POJ 1067')", value)
    key = value.lower().replace(" ", "").replace("-", "").replace("_", "")
    for entry in PROBLEMS.values():
        names = [entry.slug, *entry.ids]
        if any(n.lower().replace(" ", "").replace("_", "") == key for n in names):
            return entry
    known = ", ".join(sorted(PROBLEMS))
    arg.refuse(what, f"one of the book's judge problems ({known})", value, ValueError)


@arg.check_args(name=problem_name)
def problem(name):
    """The problem with this id: "hdu1527", "HDU 1527", "poj1067", "luogu-p2252".

    >>> problem("luogu P1290").ids
    ('Luogu P1290', 'POJ 2348')
    >>> problem("hdu 9999")
    Traceback (most recent call last):
    ...
    ValueError: problem(): name must be one of the book's judge problems (agc017d, ...
    """
    return name


# --- chapter 1 ---------------------------------------------------------------


def _bash_brute(case):
    n, m = case
    game = game_from(lambda k: range(max(k - m, 0), k), name="Bash")
    return ["first" if _brute_outcome(game, n) == "N" else "second"]


_add(
    slug="hdu1846",
    ids=("HDU 1846",),
    title="Brave Game",
    english="Brave game",
    chapter=1,
    theorem="Theorem 1.1 (Bash's game)",
    topic="Bash's game",
    difficulty=1,
    limits="C test cases; 1 <= n, m <= 1000",
    parse=lambda t: [tuple(t.ints(2)) for _ in range(t.int("the number of cases"))],
    answer=lambda c: ["first" if c[0] % (c[1] + 1) else "second"],
    write=lambda cases: _lines([len(cases)], *cases),
    generate=lambda d, size: [
        (d.int(1, _pick(size, 14, 1000, 1000)), d.int(1, _pick(size, 6, 1000, 1000)))
        for _ in range(_count(d, size, 3, 100))
    ],
    edges=lambda: [[(1, 1)], [(2, 1)], [(1000, 1000)], [(1000, 1)], [(1000, 999)]],
    brute_answer=_bash_brute,
)

# --- chapter 2 ---------------------------------------------------------------


def _nim_heaps(d, size, count_small, count_max, value_max, least=0):
    count = d.int(1, _pick(size, count_small, min(count_max, 30), count_max), log=True)
    if size == "max":
        count = count_max
    top = _pick(size, 5, value_max, value_max)
    if d.int(0, 9) == 0:  # all heaps equal
        h = d.int(least, top, log=True)
        return [h] * count
    return [d.int(least, top, log=True) for _ in range(count)]


def _nim_brute(heaps):
    return _brute_outcome(_NIM, tuple(sorted(h for h in heaps if h)))


def _parse_poj2234(t):
    cases = []
    while t.more():
        cases.append(t.ints(t.int("the number of heaps"), "a heap"))
    return cases


_add(
    slug="poj2234",
    ids=("POJ 2234",),
    title="Matches Game",
    english="Matches game",
    chapter=2,
    theorem="Theorem 2.1 (Bouton)",
    topic="Nim",
    difficulty=1,
    limits="games to the end of the input; M <= 20 heaps, each <= 10^7",
    parse=_parse_poj2234,
    answer=lambda heaps: ["Yes" if _xor(heaps) else "No"],
    write=lambda cases: _lines(*([len(c), *c] for c in cases)),
    generate=lambda d, size: [
        _nim_heaps(d, size, 3, 20, 10**7, 1) for _ in range(_count(d, size, 3, 100))
    ],
    edges=lambda: [[[1]], [[1, 1]], [[10**7] * 20], [[5] * 19]],
    brute_answer=lambda heaps: ["Yes" if _nim_brute(heaps) == "N" else "No"],
)


def _parse_counted(t, per_case):
    return [per_case(t) for _ in range(t.int("the number of test cases"))]


_add(
    slug="luogu_p2197",
    ids=("Luogu P2197",),
    title="【模板】Nim 游戏",
    english="Nim game (the template problem)",
    chapter=2,
    theorem="Theorem 2.1 (Bouton)",
    topic="Nim",
    difficulty=1,
    limits="T <= 10 cases; n <= 10^4 heaps, each <= 10^9",
    parse=lambda t: _parse_counted(t, lambda t: t.ints(t.int("n"), "a heap")),
    answer=lambda heaps: ["Yes" if _xor(heaps) else "No"],
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases)
    ),
    generate=lambda d, size: [
        _nim_heaps(d, size, 3, 10**4, 10**9) for _ in range(_count(d, size, 3, 10))
    ],
    edges=lambda: [[[0]], [[1]], [[0, 0]], [[10**9] * 3], [[1, 2, 3]]],
    brute_answer=lambda heaps: ["Yes" if _nim_brute(heaps) == "N" else "No"],
)


def _parse_hdu1850(t):
    cases = []
    while (m := t.int("the number of heaps")) != 0:
        cases.append(t.ints(m, "a heap"))
    return cases


def _winning_count(heaps):
    s = _xor(heaps)
    return sum(1 for h in heaps if h ^ s < h)


def _winning_count_brute(heaps):
    count = 0
    for i, h in enumerate(heaps):
        for k in range(h):
            if _nim_brute([*heaps[:i], k, *heaps[i + 1 :]]) == "P":
                count += 1
    return count


_add(
    slug="hdu1850",
    ids=("HDU 1850",),
    title="Being a Good Boy in Spring Festival",
    english="Being a good boy in Spring Festival",
    chapter=2,
    theorem="Theorem 2.2 (the winning moves of Nim)",
    topic="Nim",
    difficulty=1,
    limits="cases up to a 0; 1 < M <= 100 heaps, each <= 10^6",
    parse=_parse_hdu1850,
    answer=lambda heaps: [str(_winning_count(heaps))],
    write=lambda cases: (
        "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases) + "0\n"
    ),
    generate=lambda d, size: [
        [*_nim_heaps(d, size, 3, 100, 10**6, 1), d.int(1, _pick(size, 5, 10**6, 10**6))]
        for _ in range(_count(d, size, 3, 100))
    ],
    edges=lambda: [[[1, 1]], [[1, 2]], [[10**6] * 100], [[1, 2, 3]], [[7, 7, 7]]],
    brute_answer=lambda heaps: [str(_winning_count_brute(heaps))],
)


def _p1247(case):
    s = _xor(case)
    if s == 0:
        return ["lose"]
    i = next(i for i, h in enumerate(case) if h ^ s < h)
    after = list(case)
    after[i] ^= s
    return [f"{case[i] - after[i]} {i + 1}", " ".join(map(str, after))]


def _p1247_brute(case):
    for b, h in enumerate(case):
        for a in range(1, h + 1):
            after = [*case[:b], h - a, *case[b + 1 :]]
            if _nim_brute(after) == "P":
                return [f"{a} {b + 1}", " ".join(map(str, after))]
    return ["lose"]


_add(
    slug="luogu_p1247",
    ids=("Luogu P1247",),
    title="取火柴游戏",
    english="Taking matches",
    chapter=2,
    theorem="Theorem 2.2 (the winning moves of Nim)",
    topic="Nim",
    difficulty=2,
    limits="one case; k <= 500,000 heaps, each <= 10^9",
    parse=lambda t: [t.ints(t.int("k"), "a heap")],
    answer=_p1247,
    write=lambda cases: "".join(
        f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases[:1]
    ),
    generate=lambda d, size: [_nim_heaps(d, size, 3, 500_000, 10**9, 1)],
    edges=lambda: [[[1]], [[1, 1]], [[3, 3, 1]], [[10**9] * 2], [[1, 2, 3]]],
    brute_answer=_p1247_brute,
    notes="the judge wants the move with the smallest heap number b, then the "
    "smallest a; one case per input",
)


def _parse_hdu1730(t):
    cases = []
    while t.more():
        n, width = t.int("n"), t.int("m")
        cases.append((width, [tuple(t.ints(2, "a column")) for _ in range(n)]))
    return cases


def _northcott_brute(case):
    from gamelib.engine.loopy import loopy_outcomes

    width, rows = case

    def moves(position):
        rows, mover = position
        found = []
        for i, row in enumerate(rows):
            mine, theirs = row[mover], row[1 - mover]
            low, high = (1, theirs - 1) if mine < theirs else (theirs + 1, width)
            for square in range(low, high + 1):
                new = (square, theirs) if mover == 0 else (theirs, square)
                if square != mine:
                    found.append(((*rows[:i], new, *rows[i + 1 :]), 1 - mover))
        return found

    start = (tuple(rows), 0)
    label = loopy_outcomes(game_from(moves, name="Northcott"), start)[start]
    return ["I WIN!" if label == "N" else "BAD LUCK!"]


def _northcott_rows(d, size):
    width = d.int(2, _pick(size, 4, 1000, 1000), log=True)
    rows = []
    for _ in range(d.int(1, _pick(size, 2, 30, 1000), log=True)):
        tom, jerry = d.int(1, width), d.int(1, width - 1)
        rows.append((tom, jerry + (jerry >= tom)))
    return (width, rows)


_add(
    slug="hdu1730",
    ids=("HDU 1730",),
    title="Northcott Game",
    english="Northcott's game",
    chapter=2,
    theorem="Theorem 2.5 (Northcott's game is Nim on the gaps)",
    topic="Nim with reversible moves",
    difficulty=2,
    limits="cases to the end of the input; n rows, m columns, n, m <= 1000",
    parse=_parse_hdu1730,
    answer=lambda c: [
        "I WIN!" if _xor(abs(a - b) - 1 for a, b in c[1]) else "BAD LUCK!"
    ],
    write=lambda cases: "".join(
        f"{len(rows)} {w}\n" + _lines(*rows) for w, rows in cases
    ),
    generate=lambda d, size: [
        _northcott_rows(d, size) for _ in range(_count(d, size, 2, 20))
    ],
    edges=lambda: [[(2, [(1, 2)])], [(3, [(1, 3)])], [(1000, [(1, 1000)] * 1000)]],
    brute_answer=_northcott_brute,
)

# --- chapter 3 ---------------------------------------------------------------


def _subtraction_values(moves, top):
    """The SG values 0..top of the subtraction game with these moves (a mex table)."""
    moves = sorted(set(moves))
    values = [0] * (top + 1)
    usable = 0
    for n in range(top + 1):
        while usable < len(moves) and moves[usable] <= n:
            usable += 1
        seen = {values[n - s] for s in moves[:usable]}
        v = 0
        while v in seen:
            v += 1
        values[n] = v
    return values


def _parse_snim(t):
    cases = []
    while (k := t.int("k")) != 0:
        moves = t.ints(k, "a move")
        positions = [t.ints(t.int("l"), "a heap") for _ in range(t.int("m"))]
        cases.append((moves, positions))
    return cases


def _snim(case):
    moves, positions = case
    values = _subtraction_values(
        set(moves), max((max(p, default=0) for p in positions), default=0)
    )
    return ["".join("W" if _xor(values[h] for h in p) else "L" for p in positions)]


def _snim_brute(case):
    moves, positions = case
    game = _heap_game(lambda h: [(h - s,) for s in set(moves) if s <= h])
    return [
        "".join(
            "W"
            if _brute_outcome(game, tuple(sorted(h for h in p if h))) == "N"
            else "L"
            for p in positions
        )
    ]


def _snim_case(d, size):
    top = _pick(size, 6, 10000, 10000)
    moves = [
        d.int(1, top, log=True)
        for _ in range(d.int(1, _pick(size, 3, 10, 100), log=True))
    ]
    positions = [
        [
            d.int(0, _pick(size, 7, 2000, 10000), log=True)
            for _ in range(d.int(0, _pick(size, 3, 10, 100), log=True))
        ]
        for _ in range(d.int(1, _pick(size, 3, 10, 100), log=True))
    ]
    return (moves, positions)


_add(
    slug="hdu1536",
    ids=("HDU 1536", "POJ 2960"),
    title="S-Nim",
    english="S-Nim",
    chapter=3,
    theorem="Theorem 3.3 (Sprague-Grundy) on a subtraction game",
    topic="Sprague-Grundy, subtraction games",
    difficulty=1,
    limits="cases up to a 0; k <= 100 moves s <= 10^4; m <= 100 positions of "
    "l <= 100 heaps <= 10^4",
    parse=_parse_snim,
    answer=_snim,
    write=lambda cases: (
        "".join(
            f"{len(s)} {' '.join(map(str, s))}\n{len(p)}\n"
            + "".join(
                f"{len(h)} {' '.join(map(str, h))}\n".replace("0 \n", "0\n") for h in p
            )
            for s, p in cases
        )
        + "0\n"
    ),
    generate=lambda d, size: [
        _snim_case(d, size) for _ in range(_count(d, size, 2, 3))
    ],
    edges=lambda: [
        [([1], [[0], [1], [1, 1]])],
        [([10000], [[10000, 9999]])],
        [([2, 5], [[3, 12, 7], [2, 4, 7]])],
    ],
    brute_answer=_snim_brute,
)


def _parse_eof_ints(t):
    cases = []
    while t.more():
        cases.append(t.int())
    return cases


_POWERS = [2**i for i in range(10)]
_add(
    slug="hdu1847",
    ids=("HDU 1847",),
    title="Good Luck in CET-4 Everybody!",
    english="Good luck in CET-4",
    chapter=3,
    theorem="Theorem 3.5 (powers of two: sg(n) = n mod 3)",
    topic="Sprague-Grundy, subtraction games",
    difficulty=1,
    limits="values of n to the end of the input; 1 <= n <= 1000",
    parse=_parse_eof_ints,
    answer=lambda n: ["Kiki" if n % 3 else "Cici"],
    write=lambda cases: _lines(*([n] for n in cases)),
    generate=lambda d, size: [
        d.int(1, _pick(size, 30, 1000, 1000)) for _ in range(_count(d, size, 3, 1000))
    ],
    edges=lambda: [[1], [2], [3], [999], [1000]],
    brute_answer=lambda n: [
        "Kiki"
        if _brute_outcome(game_from(lambda k: [k - s for s in _POWERS if s <= k]), n)
        == "N"
        else "Cici"
    ],
)

_FIBONACCI_1000 = _fibonacci_upto(1000)


@cache
def _fibonacci_values():
    return _subtraction_values(_FIBONACCI_1000, 1000)


def _parse_until_zeros(t, width):
    cases = []
    while (case := tuple(t.ints(width))) != (0,) * width:
        cases.append(case)
    return cases


_add(
    slug="hdu1848",
    ids=("HDU 1848",),
    title="Fibonacci again and again",
    english="Fibonacci again and again",
    chapter=3,
    theorem="Theorem 3.3 (Sprague-Grundy) on a subtraction game",
    topic="Sprague-Grundy, subtraction games",
    difficulty=1,
    limits="lines m n p up to 0 0 0; 1 <= m, n, p <= 1000",
    parse=lambda t: _parse_until_zeros(t, 3),
    answer=lambda c: ["Fibo" if _xor(_fibonacci_values()[x] for x in c) else "Nacci"],
    write=lambda cases: _lines(*cases, (0, 0, 0)),
    generate=lambda d, size: [
        tuple(d.int(1, _pick(size, 8, 1000, 1000)) for _ in range(3))
        for _ in range(_count(d, size, 2, 1000))
    ],
    edges=lambda: [[(1, 1, 1)], [(1000, 1000, 1000)], [(1, 2, 3)]],
    brute_answer=lambda c: [
        "Fibo"
        if _brute_outcome(
            _heap_game(lambda h: [(h - s,) for s in _FIBONACCI_1000 if s <= h]),
            tuple(sorted(c)),
        )
        == "N"
        else "Nacci"
    ],
)


def _parse_hdu1729(t):
    cases = []
    while (n := t.int("N")) != 0:
        cases.append([tuple(t.ints(2, "s or c")) for _ in range(n)])
    return cases


def _box(s, c):
    from gamelib.heapgames.boxes import box_value

    return box_value(s, c)


def _boxes_gen(d, size):
    boxes = []
    for _ in range(d.int(1, _pick(size, 3, 50, 50), log=True)):
        s = d.int(0, _pick(size, 8, 10**6, 10**6), log=True)
        boxes.append((s, d.int(0, s, log=True)))
    return boxes


def _box_brute(boxes):
    def moves(position):
        found = set()
        for i, (s, c) in enumerate(position):
            for k in range(c + 1, min(s, c + c * c) + 1):
                found.add(tuple(sorted((*position[:i], (s, k), *position[i + 1 :]))))
        return found

    return _brute_outcome(game_from(moves), tuple(sorted(boxes))) == "N"


def _hdu1729_parse(t):
    return list(enumerate(_parse_hdu1729(t), start=1))


_add(
    slug="hdu1729",
    ids=("HDU 1729",),
    title="Stone Game",
    english="Stone game (boxes)",
    chapter=3,
    theorem="Theorem 3.6 (the value of a box)",
    topic="Sprague-Grundy, a closed form",
    difficulty=3,
    limits="cases up to N = 0; N <= 50 boxes, 0 <= c <= s <= 10^6",
    parse=_hdu1729_parse,
    answer=lambda kc: [
        f"Case {kc[0]}:",
        "Yes" if _xor(_box(s, c) for s, c in kc[1]) else "No",
    ],
    write=lambda cases: (
        "".join(
            f"{len(b)}\n" + _lines(*b)
            for b in (c[1] if isinstance(c, tuple) else c for c in cases)
        )
        + "0\n"
    ),
    generate=lambda d, size: [
        _boxes_gen(d, size) for _ in range(_count(d, size, 2, 20))
    ],
    edges=lambda: [
        [[(0, 0)]],
        [[(1, 0)]],
        [[(1, 1)]],
        [[(10**6, 0)]],
        [[(10**6, 999)]],
        [[(10**6, 10**6)] * 50],
    ],
    brute_answer=lambda kc: [f"Case {kc[0]}:", "Yes" if _box_brute(kc[1]) else "No"],
)


def _parse_chess(t):
    cases = []
    while t.more():
        n = t.int("N")
        edges = [t.ints(t.int("a number of edges"), "a vertex") for _ in range(n)]
        queries = []
        while (m := t.int("M")) != 0:
            queries.append(t.ints(m, "a vertex"))
        cases.append((edges, queries))
    return cases


def _chess(case):
    edges, queries = case
    n = len(edges)
    value = [None] * n
    for root in range(n):
        if value[root] is not None:
            continue
        stack = [(root, False)]
        while stack:
            v, done = stack.pop()
            if value[v] is not None:
                continue
            if done:
                value[v] = mex({value[w] for w in edges[v]})
                continue
            stack.append((v, True))
            stack.extend((w, False) for w in edges[v] if value[w] is None)
    return ["WIN" if _xor(value[v] for v in q) else "LOSE" for q in queries]


def _chess_brute(case):
    edges, queries = case

    def moves(men):
        return [
            (*men[:i], w, *men[i + 1 :]) for i, v in enumerate(men) for w in edges[v]
        ]

    game = game_from(moves, name="all chessmen")
    return ["WIN" if _brute_outcome(game, tuple(q)) == "N" else "LOSE" for q in queries]


def _chess_gen(d, size):
    n = d.int(1, _pick(size, 6, 60, 1000), log=True)
    # edges go to smaller numbers, under a random relabelling: no cycle
    label = list(range(n))
    if d.int(0, 1):
        label.reverse()
    most = _pick(size, 3, 8, 8)
    edges = [[] for _ in range(n)]
    for v in range(1, n):
        heads = {d.int(0, v - 1) for _ in range(d.int(0, min(v, most)))}
        edges[label[v]] = sorted(label[w] for w in heads)
    queries = [
        [d.int(0, n - 1) for _ in range(d.int(1, _pick(size, 3, 10, 10)))]
        for _ in range(d.int(1, _pick(size, 3, 20, 50), log=True))
    ]
    return (edges, queries)


_add(
    slug="poj2425",
    ids=("POJ 2425", "HDU 1524"),
    title="A Chess Game",
    english="A chess game",
    chapter=3,
    theorem="Theorem 3.3 (Sprague-Grundy) on a directed acyclic graph",
    topic="Sprague-Grundy on a graph",
    difficulty=2,
    limits="cases to the end of the input; N <= 1000 vertices; queries of M <= 10 "
    "chessmen, each case ended by 0",
    parse=_parse_chess,
    answer=_chess,
    write=lambda cases: "".join(
        f"{len(e)}\n"
        + "".join(
            f"{len(h)} {' '.join(map(str, h))}\n".replace("0 \n", "0\n") for h in e
        )
        + "".join(f"{len(q)} {' '.join(map(str, q))}\n" for q in qs)
        + "0\n"
        for e, qs in cases
    ),
    generate=lambda d, size: [
        _chess_gen(d, size) for _ in range(_count(d, size, 2, 3))
    ],
    edges=lambda: [[([[]], [[0]])], [([[], [0]], [[1], [1, 1], [0, 1]])]],
    brute_answer=_chess_brute,
    folders=("hdu1524",),
)


def _lowest_zero_bit(n):
    return ((n + 1) & ~n).bit_length() - 1


def _ed_brute(piles):
    def moves(pairs):
        found = set()
        for i in range(len(pairs)):
            rest = pairs[:i] + pairs[i + 1 :]
            for pile in set(pairs[i]):
                for x in range(1, pile):
                    found.add(
                        tuple(sorted((*rest, (min(x, pile - x), max(x, pile - x)))))
                    )
        return found

    pairs = tuple(
        sorted(
            (min(a, b), max(a, b))
            for a, b in zip(piles[::2], piles[1::2], strict=False)
        )
    )
    return _brute_outcome(game_from(moves, name="E&D"), pairs) == "N"


def _ed_gen(d, size):
    count = d.int(1, _pick(size, 2, 30, 10**4), log=True)
    top = _pick(size, 8, 2 * 10**9, 2 * 10**9)
    return [d.int(1, top, log=True) for _ in range(2 * count)]


_add(
    slug="luogu_p2148",
    ids=("Luogu P2148",),
    title="[SDOI2009] E&D",
    english="E&D",
    chapter=3,
    theorem="Theorem 3.7 (the value of a pair: the lowest 0 bit of (a-1)|(b-1))",
    topic="Sprague-Grundy, a closed form",
    difficulty=3,
    limits="T cases; N <= 2 * 10^4 piles (even), each <= 2 * 10^9",
    parse=lambda t: _parse_counted(t, lambda t: t.ints(t.int("N"), "a pile")),
    answer=lambda piles: [
        "YES"
        if _xor(
            _lowest_zero_bit((a - 1) | (b - 1))
            for a, b in zip(piles[::2], piles[1::2], strict=False)
        )
        else "NO"
    ],
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases)
    ),
    generate=lambda d, size: [_ed_gen(d, size) for _ in range(_count(d, size, 2, 20))],
    edges=lambda: [[[1, 1]], [[1, 2]], [[2 * 10**9, 2 * 10**9]], [[2**31 - 1, 1]]],
    brute_answer=lambda piles: ["YES" if _ed_brute(piles) else "NO"],
)

# --- chapter 4 ---------------------------------------------------------------


def _is_cold(a, b):
    a, b = min(a, b), max(a, b)
    k = b - a
    return a == (k + math.isqrt(5 * k * k)) // 2


def _lower(k):
    return (k + math.isqrt(5 * k * k)) // 2


@cache
def _wythoff_game():
    def moves(p):
        x, y = p
        found = {(x - k, y) for k in range(1, x + 1)}
        found |= {(x, y - k) for k in range(1, y + 1)}
        found |= {(x - k, y - k) for k in range(1, min(x, y) + 1)}
        return [tuple(sorted(q)) for q in found]

    return game_from(moves, name="Wythoff")


def _wythoff_brute(a, b):
    return _brute_outcome(_wythoff_game(), tuple(sorted((a, b)))) == "N"


# Fibonacci numbers F_n with F_1 = F_2 = 1; F_40 = 102,334,155.
_F = [0, 1]
while len(_F) < 90:
    _F.append(_F[-1] + _F[-2])


@arg.check_args(limit=arg.natural)
def wythoff_float_traps(limit=10**9):
    """Cold pairs (a_k, b_k) and neighbours where floating point is tested.

    k = F_n for the Fibonacci numbers near F_40 = 102,334,155 (where the
    double-precision formula floor(k * phi) first fails), within `limit`.

    >>> wythoff_float_traps()[0]
    (165580140, 267914295)
    """
    found = []
    for n in range(40, 80):
        k = _F[n]
        a = _lower(k)
        if a + k > limit:
            break
        found.append((a, a + k))
    return found


def _wythoff_edges(limit):
    def cases():
        yield [(0, 0)]
        yield [(1, 2)]
        yield [(limit, limit)]
        for a, b in wythoff_float_traps(limit):
            yield [(a, b)]
            yield [(b, a)]
            yield [(a + 1, b)]

    return lambda: list(cases())


def _wythoff_pair(d, size, limit):
    if size == "small":
        return (d.int(0, 12), d.int(0, 12))
    if d.int(0, 3) == 0:  # a cold pair, or next to one
        k = d.int(0, limit // 3, log=True, special=_F[30:45])
        a = _lower(k)
        if a + k <= limit:
            shift = d.int(0, 2)
            pair = (a, a + k + (shift == 1)) if shift < 2 else (a + 1, a + k)
            return pair if d.int(0, 1) else pair[::-1]
    return (d.int(0, limit, log=True), d.int(0, limit, log=True))


def _parse_pairs_eof(t):
    cases = []
    while t.more():
        cases.append(tuple(t.ints(2)))
    return cases


_add(
    slug="hdu1527",
    ids=("HDU 1527", "POJ 1067"),
    title="取石子游戏",
    english="Taking stones (Wythoff's game)",
    chapter=4,
    theorem="Theorem 4.4 (Wythoff) and Lemma 4.5 (floor(k phi) in integers)",
    topic="Wythoff's game",
    difficulty=2,
    limits="pairs a b to the end of the input; 0 <= a, b <= 10^9",
    parse=_parse_pairs_eof,
    answer=lambda c: ["0" if _is_cold(*c) else "1"],
    write=lambda cases: _lines(*cases),
    generate=lambda d, size: [
        _wythoff_pair(d, size, 10**9) for _ in range(_count(d, size, 3, 1000))
    ],
    edges=_wythoff_edges(10**9),
    beyond=lambda: [[p] for p in wythoff_float_traps(10**30)[-6:]],
    brute_answer=lambda c: ["1" if _wythoff_brute(*c) else "0"],
    notes="the double-precision formula floor(k * (1 + sqrt 5) / 2) is first wrong "
    "at k = F_40 = 102,334,155, inside the judge's range",
)

_add(
    slug="luogu_p2252",
    ids=("Luogu P2252",),
    title="[SHOI2002] 取石子游戏|【模板】威佐夫博弈",
    english="Taking stones (Wythoff's game, one position)",
    chapter=4,
    theorem="Theorem 4.4 (Wythoff) and Lemma 4.5 (floor(k phi) in integers)",
    topic="Wythoff's game",
    difficulty=2,
    limits="one pair a b; 0 <= a, b <= 10^9",
    parse=lambda t: [tuple(t.ints(2))],
    answer=lambda c: ["0" if _is_cold(*c) else "1"],
    write=lambda cases: _lines(*cases[:1]),
    generate=lambda d, size: [_wythoff_pair(d, size, 10**9)],
    edges=_wythoff_edges(10**9),
    beyond=lambda: [[p] for p in wythoff_float_traps(10**30)[-6:]],
    brute_answer=lambda c: ["1" if _wythoff_brute(*c) else "0"],
    notes="HDU 1527 with a single position",
)


def _cold_partner(n):
    # k with a_k = n: k = ceil(n / phi) or so; search a window exactly
    k = max(0, (n * 1000) // 1618 - 2)
    while _lower(k) < n:
        k += 1
    if _lower(k) == n:
        return n + k
    # n is an upper number b_j = a_j + j: a_j = n - j, j about n / phi^2
    j = max(0, (n * 1000) // 2618 - 2)
    while _lower(j) + j < n:
        j += 1
    return _lower(j)


def _hdu2177(case):
    a, b = case
    if _is_cold(a, b):
        return ["0"]
    lines = ["1"]
    k = b - a
    low = _lower(k)
    if a > low:
        lines.append(f"{low} {low + k}")
    found = set()
    for x, other in ((a, b), (b, a)):
        p = _cold_partner(x)
        if p < other:
            found.add(tuple(sorted((x, p))))
    for pos in sorted(found):
        line = f"{pos[0]} {pos[1]}"
        if line not in lines:
            lines.append(line)
    return lines


def _hdu2177_brute(case):
    a, b = case
    game = _wythoff_game()
    wins = [q for q in game.options((a, b)) if _brute_outcome(game, q) == "P"]
    if not wins:
        return ["0"]
    lines = ["1"]
    diag = list(dict.fromkeys(q for q in wins if a - q[0] == b - q[1] > 0))
    for q in diag:
        lines.append(f"{q[0]} {q[1]}")
    for q in sorted(set(wins) - set(diag)):
        line = f"{q[0]} {q[1]}"
        if line not in lines:
            lines.append(line)
    return lines


def _hdu2177_compare(given, expected, got):
    """Per case: the same verdict and set of positions, the move on both piles first."""

    def cases(text):
        found = []
        for line in text.split("\n"):
            numbers = tuple(int(t) for t in line.split())
            if len(numbers) == 1:
                found.append((numbers[0], []))
            elif len(numbers) == 2 and found:
                found[-1][1].append(numbers)
            elif numbers:
                raise ValueError(f"line {line!r} is neither a verdict nor a position")
        return found

    e = cases(expected)
    try:
        g = cases(got)
    except ValueError as error:
        return str(error)
    starts = _parse_until_zeros(Tokens(given), 2)
    if len(e) != len(g):
        return f"{len(g)} cases in the output, {len(e)} expected"
    for n, ((ve, pe), (vg, pg), (a, b)) in enumerate(
        zip(e, g, starts, strict=False), start=1
    ):
        if ve != vg:
            return f"case {n} ({a} {b}): verdict {vg}, expected {ve}"
        if sorted(pe) != sorted(pg) or len(set(pg)) != len(pg):
            return f"case {n} ({a} {b}): positions {pg}, expected {pe} in some order"
        diagonal = [p for p in pe if a - p[0] == b - p[1] > 0]
        if diagonal and pg[0] != diagonal[0]:
            return f"case {n} ({a} {b}): the move on both piles, {diagonal[0]}, first"
    return None


_add(
    slug="hdu2177",
    ids=("HDU 2177",),
    title="取(2堆)石子游戏",
    english="Taking stones from two piles, with the winning moves",
    chapter=4,
    theorem="Theorem 4.8 (all the winning moves of Wythoff's game)",
    topic="Wythoff's game",
    difficulty=2,
    limits="pairs a <= b up to 0 0; b <= 10^6",
    parse=lambda t: _parse_until_zeros(t, 2),
    answer=_hdu2177,
    write=lambda cases: _lines(*cases, (0, 0)),
    generate=lambda d, size: [
        tuple(sorted(_wythoff_pair(d, size, 10**6)))
        for _ in range(_count(d, size, 3, 100))
    ],
    edges=lambda: [[(1, 1)], [(1, 2)], [(2, 2)], [(0, 5)], [(10**6, 10**6)]],
    brute_answer=_hdu2177_brute,
    compare=_hdu2177_compare,
    notes="the statement does not fix the order of the single-pile moves: the "
    "output is compared case by case, as a set after the move on both piles",
)

# --- chapter 5 ---------------------------------------------------------------


def _misere_nim_wins(heaps):
    s = _xor(heaps)
    if any(h > 1 for h in heaps):
        return s != 0
    return s == 0


def _john_gen(d, size):
    count = d.int(1, _pick(size, 3, 47, 47), log=True)
    top = _pick(size, 4, 4747, 4747)
    if d.int(0, 3) == 0:  # only heaps of 1, or all equal
        return [d.int(1, top, special=(1,))] * count
    return [d.int(1, top, log=True, special=(1, 2)) for _ in range(count)]


_add(
    slug="hdu1907",
    ids=("HDU 1907",),
    title="John",
    english="John (misère Nim)",
    chapter=5,
    theorem="Theorem 5.1 (misère Nim)",
    topic="misère Nim",
    difficulty=1,
    limits="T cases; N <= 47 boxes, each 1 to 4747",
    parse=lambda t: _parse_counted(t, lambda t: t.ints(t.int("N"), "a box")),
    answer=lambda heaps: ["John" if _misere_nim_wins(heaps) else "Brother"],
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases)
    ),
    generate=lambda d, size: [
        _john_gen(d, size) for _ in range(_count(d, size, 3, 100))
    ],
    edges=lambda: [[[1]], [[1, 1]], [[1, 1, 1]], [[2]], [[4747] * 47], [[1] * 47]],
    brute_answer=lambda heaps: [
        "John"
        if _brute_outcome(_NIM, tuple(sorted(heaps)), misere=True) == "N"
        else "Brother"
    ],
)


def _apples_options(n):
    return [(left, right) for left in range(n) for right in range(n - left)]


_APPLES = _heap_game(_apples_options)
_add(
    slug="hdu2509",
    ids=("HDU 2509",),
    title="Be the Winner",
    english="Be the winner",
    chapter=5,
    theorem="Theorem 5.1 (misère Nim), its proof read on rows of apples",
    topic="misère play",
    difficulty=2,
    limits="cases to the end of the input; n <= 100 rows of 1 to 100 apples",
    parse=_parse_poj2234,
    answer=lambda heaps: ["Yes" if _misere_nim_wins(heaps) else "No"],
    write=lambda cases: "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases),
    generate=lambda d, size: [
        [
            d.int(1, _pick(size, 4, 100, 100), log=True, special=(1,))
            for _ in range(d.int(1, _pick(size, 3, 100, 100), log=True))
        ]
        for _ in range(_count(d, size, 3, 100))
    ],
    edges=lambda: [[[1]], [[1, 1]], [[2, 2]], [[100] * 100], [[1] * 100]],
    brute_answer=lambda rows: [
        "Yes"
        if _brute_outcome(_APPLES, tuple(sorted(rows)), misere=True) == "N"
        else "No"
    ],
)

# --- chapter 6 ---------------------------------------------------------------


def _lasker_value(h):
    return h + 1 if h % 4 == 3 else h - 1 if h % 4 == 0 and h else h


_LASKER = _heap_game(
    lambda h: [(k,) for k in range(h)] + [(a, h - a) for a in range(1, h // 2 + 1)]
)


def _lasker_gen(d, size):
    count = d.int(1, _pick(size, 3, 30, 10**6), log=True)
    top = _pick(size, 8, 2**31 - 1, 2**31 - 1)
    if d.int(0, 4) == 0:
        return [d.int(1, top, log=True, special=(3, 4, 7, 8))] * count
    return [
        d.int(1, top, log=True, special=(3, 4, 7, 8, 2**31 - 1)) for _ in range(count)
    ]


_add(
    slug="hdu3032",
    ids=("HDU 3032",),
    title="Nim or not Nim?",
    english="Nim or not Nim? (Lasker's Nim)",
    chapter=6,
    theorem="Theorem 6.2 (Lasker's Nim) with Lemma 6.1",
    topic="Multi-SG",
    difficulty=2,
    limits="T cases; N <= 10^6 heaps, each 1 to 2^31 - 1",
    parse=lambda t: _parse_counted(t, lambda t: t.ints(t.int("N"), "a heap")),
    answer=lambda heaps: ["Alice" if _xor(map(_lasker_value, heaps)) else "Bob"],
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases)
    ),
    generate=lambda d, size: [
        _lasker_gen(d, size)
        for _ in range(_count(d, size, 2, 1 if size == "max" else 3))
    ],
    edges=lambda: [[[1]], [[3]], [[4]], [[3, 4]], [[7, 8]], [[2**31 - 1] * 3]],
    brute_answer=lambda heaps: [
        "Alice" if _brute_outcome(_LASKER, tuple(sorted(heaps))) == "N" else "Bob"
    ],
)


def _euclid_step(a, b):
    """Theorem 6.5: the step of Euclid's game at (a, b), by the recursion."""
    chain = []
    a, b = max(a, b), min(a, b)
    while b > 0:
        chain.append(a // b)
        a, b = b, a % b
    s = 0
    for q in reversed(chain):
        s = s + 1 if q == 1 else s + 1 + (s % 2 == 1)
        # the least odd number greater than s: s + 1 if s is even, else s + 2
    return s


def _euclid_moves(p):
    a, b = p
    if a == 0 or b == 0:
        return []
    found = [(a - k * b, b) for k in range(1, a // b + 1)]
    found += [(a, b - k * a) for k in range(1, b // a + 1)]
    return found


@cache
def _euclid_game():
    return game_from(_euclid_moves, name="Euclid's game")


def _every_sg_brute(games):
    def moves(position):
        live = [i for i, p in enumerate(position) if _euclid_moves(p)]
        if not live:
            return []
        choices = [_euclid_moves(position[i]) for i in live]
        found = []
        for picked in product(*choices):
            after = list(position)
            for i, q in zip(live, picked, strict=True):
                after[i] = q
            found.append(tuple(after))
        return found

    game = game_from(moves, name="Every-SG of Euclid's games")
    return _brute_outcome(game, tuple(games)) == "N"


_OWN_3595 = "2\n3 2\n7 3\n2\n3 2\n5 4\n3\n5 4\n1 1\n8 3\n1\n6 4\n"

_add(
    slug="hdu3595",
    ids=("HDU 3595",),
    title="GG and MM",
    english="GG and MM (Euclid's game, Every-SG)",
    chapter=6,
    theorem="Theorem 6.4 (Every-SG) with the steps of Theorem 6.5",
    topic="Every-SG",
    difficulty=3,
    limits="cases to the end of the input; N <= 1000 games, piles 1 to 1000",
    parse=lambda t: _parse_poj2234_pairs(t),
    answer=lambda games: [
        "MM" if max(_euclid_step(a, b) for a, b in games) % 2 else "GG"
    ],
    write=lambda cases: "".join(f"{len(c)}\n" + _lines(*c) for c in cases),
    generate=lambda d, size: [
        [
            (
                d.int(1, _pick(size, 7, 1000, 1000), log=True),
                d.int(1, _pick(size, 7, 1000, 1000), log=True),
            )
            for _ in range(d.int(1, _pick(size, 2, 30, 1000), log=True))
        ]
        for _ in range(_count(d, size, 2, 100))
    ],
    edges=lambda: [
        [[(1, 1)]],
        [[(1, 1000)]],
        [[(1000, 999)]],
        [[(610, 987)]],
        [[(1000, 1000)] * 1000],
    ],
    brute_answer=lambda games: ["MM" if _every_sg_brute(games) else "GG"],
    notes="no official sample is known; the book's own input is checked by the "
    "search of the whole Every-SG game",
    own_examples=(_OWN_3595,),
)


def _parse_poj2234_pairs(t):
    cases = []
    while t.more():
        cases.append([tuple(t.ints(2, "a pile")) for _ in range(t.int("N"))])
    return cases


def _stan_wins(a, b):
    a, b = max(a, b), min(a, b)
    first = True
    while a % b != 0 and a < 2 * b:
        a, b = b, a - b
        first = not first
    return first


_add(
    slug="luogu_p1290",
    ids=("Luogu P1290", "POJ 2348"),
    title="欧几里德的游戏 (Euclid's Game)",
    english="Euclid's game",
    chapter=6,
    theorem="Theorem 6.6 (Euclid's game)",
    topic="Euclid's game",
    difficulty=2,
    limits="C cases; 1 <= M, N < 2^31",
    parse=lambda t: [tuple(t.ints(2)) for _ in range(t.int("C"))],
    answer=lambda c: ["Stan wins" if _stan_wins(*c) else "Ollie wins"],
    write=lambda cases: _lines([len(cases)], *cases),
    generate=lambda d, size: [
        (
            d.int(1, _pick(size, 20, 2**31 - 1, 2**31 - 1), log=True, special=_F[2:47]),
            d.int(1, _pick(size, 20, 2**31 - 1, 2**31 - 1), log=True, special=_F[2:47]),
        )
        for _ in range(_count(d, size, 3, 1000))
    ],
    edges=lambda: [
        [(1, 1)],
        [(2**31 - 1, 2**31 - 1)],
        [(_F[46], _F[45])],
        [(_F[45], _F[44])],
        [(2**31 - 1, 1)],
    ],
    brute_answer=lambda c: [
        "Stan wins" if _brute_outcome(_euclid_game(), c) == "N" else "Ollie wins"
    ],
)


@cache
def _cutting(size):
    table = [[0] * (size + 1) for _ in range(size + 1)]
    for w in range(4, size + 1):
        for h in range(2, w + 1):
            reached = {table[h][a] ^ table[h][w - a] for a in range(2, w // 2 + 1)}
            reached.update(table[w][b] ^ table[w][h - b] for b in range(2, h // 2 + 1))
            table[w][h] = table[h][w] = mex(reached)
    return table


def _cutting_value(w, h):
    size = 8
    while size < max(w, h):
        size *= 5
    return _cutting(min(size, 200) if max(w, h) <= 200 else max(w, h))[w][h]


@cache
def _cutter_wins(pieces):
    for i, (w, h) in enumerate(pieces):
        rest = pieces[:i] + pieces[i + 1 :]
        cuts = [((a, h), (w - a, h)) for a in range(1, w)]
        cuts += [((w, b), (w, h - b)) for b in range(1, h)]
        for cut in cuts:
            if (1, 1) in cut or not _cutter_wins(tuple(sorted(rest + cut))):
                return True
    return False


_add(
    slug="poj2311",
    ids=("POJ 2311",),
    title="Cutting Game",
    english="Cutting game",
    chapter=6,
    theorem="Lemma 6.1 (Multi-SG) on the game without cuts that leave a strip",
    topic="Multi-SG",
    difficulty=3,
    limits="lines W H to the end of the input; 2 <= W, H <= 200",
    parse=_parse_pairs_eof,
    answer=lambda c: ["WIN" if _cutting_value(*c) else "LOSE"],
    write=lambda cases: _lines(*cases),
    generate=lambda d, size: [
        (d.int(2, _pick(size, 6, 200, 200)), d.int(2, _pick(size, 6, 200, 200)))
        for _ in range(_count(d, size, 3, 1000))
    ],
    edges=lambda: [[(2, 2)], [(2, 3)], [(3, 2)], [(4, 4)], [(200, 200)], [(2, 200)]],
    brute_answer=lambda c: ["WIN" if _cutter_wins((c,)) else "LOSE"],
    notes="the stated game ends with a winning move (cutting out a 1 x 1); the "
    "brute force plays it so, with every cut allowed",
)


def _parse_bombs(t):
    cases = []
    while (size := (t.int("n"), t.int("m"))) != (0, 0):
        rows = [t.word("a row of the board") for _ in range(size[0])]
        for row in rows:
            if len(row) != size[1] or set(row) - set(".#"):
                raise InputFormatError(
                    f"a row of the board is {size[1]} of '.' and '#', got {row!r}"
                )
        cases.append(tuple(rows))
    return cases


@cache
def _bomb_values():
    from gamelib.graphgames.grids import bomb_table

    return bomb_table(50, 50)


def _bomb_brute(rows):
    def moves(bombs):
        found = []
        for p, q in bombs:
            rest = bombs - {(p, q)}
            if p > 1 and q > 1:
                fills = [((u, q), (p, v)) for u in range(1, p) for v in range(1, q)]
            elif p == 1:
                fills = [((1, v),) for v in range(1, q)]
            else:
                fills = [((u, 1),) for u in range(1, p)]
            for fill in fills:
                after = set(rest)
                for cell in fill:
                    after ^= {cell}
                found.append(frozenset(after - {(1, 1)}))
        return found

    bombs = frozenset(
        (p, q)
        for p, row in enumerate(rows, 1)
        for q, c in enumerate(row, 1)
        if c == "#"
    ) - {(1, 1)}
    return _brute_outcome(game_from(moves, name="bombs"), bombs) == "N"


def _bomb_gen(d, size):
    n, m = (
        d.int(1, _pick(size, 3, 50, 50), log=True),
        d.int(1, _pick(size, 3, 50, 50), log=True),
    )
    density = d.int(0, 4)
    return tuple(
        "".join("#" if d.int(0, 4) < density else "." for _ in range(m))
        for _ in range(n)
    )


_add(
    slug="hdu2873",
    ids=("HDU 2873",),
    title="Bomb Game",
    english="Bomb game",
    chapter=6,
    theorem="Lemma 6.7 (bombs that cancel still add like Nim)",
    topic="Multi-SG",
    difficulty=3,
    limits="boards up to 0 0; n, m <= 50",
    parse=_parse_bombs,
    answer=lambda rows: [
        "John"
        if _xor(
            _bomb_values()[p][q]
            for p, row in enumerate(rows, 1)
            for q, c in enumerate(row, 1)
            if c == "#"
        )
        else "Jack"
    ],
    write=lambda cases: (
        "".join(
            f"{len(rows)} {len(rows[0])}\n" + "".join(r + "\n" for r in rows)
            for rows in cases
        )
        + "0 0\n"
    ),
    generate=lambda d, size: [
        _bomb_gen(d, size) for _ in range(_count(d, size, 2, 10))
    ],
    edges=lambda: [
        [("#",)],
        [(".",)],
        [("#" * 50,) * 50],
        [("." * 50,) * 50],
        [("##", "##")],
    ],
    brute_answer=lambda rows: ["John" if _bomb_brute(rows) else "Jack"],
)

# --- chapter 7 ---------------------------------------------------------------


def _tree_value(n, edges, root=1):
    """Green Hackenbush on a tree: g(v) = XOR over children c of (g(c) + 1)."""
    adjacent = [[] for _ in range(n + 1)]
    for a, b in edges:
        adjacent[a].append(b)
        adjacent[b].append(a)
    order, parent = [root], [0] * (n + 1)
    parent[root] = -1
    for v in order:
        for w in adjacent[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
    value = [0] * (n + 1)
    for v in reversed(order[1:]):
        value[parent[v]] ^= value[v] + 1
    return value[root]


def _hackenbush_brute(edges, ground=1):
    from gamelib.graphgames.hackenbush import GreenHackenbush

    picture = GreenHackenbush(list(edges), ground=ground)
    return sg(picture, picture.start, closed_form=False)


def _tree_gen(d, size, most=10**5):
    n = d.int(1, _pick(size, 7, min(most, 300), most), log=True)
    if size == "max":
        n = most
    shape = d.int(0, 5)  # 0: a path, 1: a star, else random
    names = list(range(1, n + 1))
    if d.int(0, 1) and n > 1:  # a random naming, vertex 1 still the root
        rest = names[1:]
        for i in range(len(rest) - 1, 0, -1):
            j = d.int(0, i)
            rest[i], rest[j] = rest[j], rest[i]
        names = [1, *rest]
    edges = []
    for v in range(1, n):
        parent = (
            v - 1
            if shape == 0
            else 0
            if shape == 1
            else d.int(max(0, v - 8) if shape == 2 else 0, v - 1)
        )
        pair = (names[parent], names[v])
        edges.append(pair if d.int(0, 1) else pair[::-1])
    return (n, edges)


def _parse_tree(t):
    n = t.int("n")
    return (n, [tuple(t.ints(2, "a vertex")) for _ in range(n - 1)])


_add(
    slug="hdu3094",
    ids=("HDU 3094",),
    title="A tree game",
    english="A tree game",
    chapter=7,
    theorem="Theorem 7.2 (the colon principle)",
    topic="Green Hackenbush",
    difficulty=2,
    limits="T cases; trees of n <= 10^5 vertices, vertex 1 the root",
    parse=lambda t: _parse_counted(t, _parse_tree),
    answer=lambda tree: ["Alice" if _tree_value(*tree) else "Bob"],
    write=lambda cases: (
        f"{len(cases)}\n" + "".join(f"{n}\n" + _lines(*e) for n, e in cases)
    ),
    generate=lambda d, size: [
        _tree_gen(d, size if size != "max" else "random", 10**4)
        for _ in range(_count(d, size, 2, 10))
    ],
    edges=lambda: [
        [(1, [])],
        [(2, [(1, 2)])],
        [(3, [(2, 1), (3, 1)])],
        [(10**5, [(v, v + 1) for v in range(1, 10**5)])],
    ],
    brute_answer=lambda tree: ["Alice" if _hackenbush_brute(tree[1]) else "Bob"],
)

_add(
    slug="agc017d",
    ids=("AtCoder AGC 017 D",),
    title="Game on Tree",
    english="Game on tree",
    chapter=7,
    theorem="Theorem 7.2 (the colon principle)",
    topic="Green Hackenbush",
    difficulty=2,
    limits="one tree of 2 <= n <= 10^5 vertices, vertex 1 the root",
    parse=lambda t: [_parse_tree(t)],
    answer=lambda tree: ["Alice" if _tree_value(*tree) else "Bob"],
    write=lambda cases: "".join(f"{n}\n" + _lines(*e) for n, e in cases[:1]),
    generate=lambda d, size: [_tree_gen(d, size)],
    edges=lambda: [
        [(2, [(1, 2)])],
        [(3, [(1, 2), (2, 3)])],
        [(10**5, [(1, v) for v in range(2, 10**5 + 1)])],
        [(10**5, [(v + 1, v) for v in range(1, 10**5)])],
    ],
    brute_answer=lambda tree: ["Alice" if _hackenbush_brute(tree[1]) else "Bob"],
)


def _parse_christmas(t):
    cases = []
    while t.more():
        pictures = []
        for _ in range(t.int("the number of pictures")):
            _m, k = t.int("m"), t.int("k")
            pictures.append([tuple(t.ints(2, "a vertex")) for _ in range(k)])
        cases.append(pictures)
    return cases


def _christmas_value(edges):
    from gamelib.graphgames.hackenbush import GreenHackenbush

    picture = GreenHackenbush(list(edges), ground=1)
    return sg(picture, picture.start)


def _christmas_gen(d, size):
    pictures = []
    for _ in range(d.int(1, _pick(size, 2, 10, 99), log=True)):
        n = d.int(1, _pick(size, 4, 40, 99), log=True)
        edges = [(d.int(1, v - 1), v) for v in range(2, n + 1)]
        m = n
        for _ in range(d.int(0, _pick(size, 1, 10, 20), log=True)):
            length = d.int(2, _pick(size, 4, 12, 20), log=True)
            if m + length - 1 > 99 or (size == "small" and len(edges) + length > 7):
                break
            at = d.int(1, m)
            ring = [at, *range(m + 1, m + length)]
            m += length - 1
            edges += [(ring[i], ring[(i + 1) % length]) for i in range(length)]
        if d.int(0, 3) == 0 and size != "small":  # a loop: a cycle of one edge
            v = d.int(1, m)
            edges.append((v, v))
        order = list(range(len(edges)))
        for i in range(len(order) - 1, 0, -1):
            j = d.int(0, i)
            order[i], order[j] = order[j], order[i]
        pictures.append((m, [edges[i] for i in order]))
    return pictures


_add(
    slug="poj3710",
    ids=("POJ 3710",),
    title="Christmas Game",
    english="Christmas game",
    chapter=7,
    theorem="Proposition 7.5 (odd cycles are loops, even cycles vanish) and "
    "Theorem 7.2",
    topic="Green Hackenbush",
    difficulty=3,
    limits="cases to the end of the input; N < 100 pictures of m < 100 vertices "
    "and k < 500 edges",
    parse=lambda t: [[(0, p) for p in case] for case in _parse_christmas(t)],
    answer=lambda pictures: [
        "Sally" if _xor(_christmas_value(e) for _, e in pictures) else "Harry"
    ],
    write=lambda cases: "".join(
        f"{len(c)}\n"
        + "".join(
            f"{m or max(max(e) for e in edges)} {len(edges)}\n" + _lines(*edges)
            for m, edges in c
        )
        for c in cases
    ),
    generate=lambda d, size: [
        _christmas_gen(d, size) for _ in range(_count(d, size, 2, 10))
    ],
    edges=lambda: [
        [[(2, [(1, 2)])]],
        [[(1, [(1, 1)])]],
        [[(3, [(1, 2), (2, 3), (3, 1)])]],
        [[(2, [(1, 2), (1, 2)])]],
    ],
    brute_answer=lambda pictures: [
        "Sally" if _xor(_hackenbush_brute(e) for _, e in pictures) else "Harry"
    ],
)

# --- chapter 8 ---------------------------------------------------------------


def _parse_board_game(t):
    n, m = t.int("N"), t.int("M")
    rows = [t.word("a row of the board") for _ in range(n)]
    for row in rows:
        if len(row) != m or set(row) - set(".#"):
            raise InputFormatError(
                f"a row of the board is {m} characters '.' or '#', got {row!r}"
            )
    return [tuple(rows)]


def _board_game(rows):
    from gamelib.graphgames.boards import winning_placements

    if not any("." in row for row in rows):
        return ["LOSE"]
    cells = winning_placements(rows)
    if not cells:
        return ["LOSE"]
    return ["WIN", *(f"{r + 1} {c + 1}" for r, c in cells)]


def _board_brute(rows):
    free = {(r, c) for r, row in enumerate(rows) for c, x in enumerate(row) if x == "."}

    def moves(position):
        (r, c), seen = position
        return [
            (cell, seen | {cell})
            for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))
            if cell in free and cell not in seen
        ]

    game = game_from(moves, name="the board game")
    cells = sorted(
        cell for cell in free if _brute_outcome(game, (cell, frozenset([cell]))) == "P"
    )
    if not cells:
        return ["LOSE"]
    return ["WIN", *(f"{r + 1} {c + 1}" for r, c in cells)]


def _board_gen(d, size):
    n, m = (
        d.int(1, _pick(size, 3, 100, 100), log=True),
        d.int(1, _pick(size, 4, 100, 100), log=True),
    )
    if size == "max":
        n = m = 100
    blocked = d.int(0, 3)  # 0: no obstacle (a perfect matching when n * m is even)
    rows = [
        "".join("#" if d.int(0, 5) < blocked else "." for _ in range(m))
        for _ in range(n)
    ]
    if not any("." in row for row in rows):  # at least one free cell
        rows[0] = "." + rows[0][1:]
    return tuple(rows)


_add(
    slug="bzoj1443",
    ids=("BZOJ 1443",),
    title="[JSOI2009] 游戏Game",
    english="The board game (JSOI 2009)",
    chapter=8,
    theorem="Theorem 8.2 (the losing starts: cells some maximum matching misses)",
    topic="vertex geography, matchings",
    difficulty=3,
    limits="one board of N, M <= 100 rows and columns of '.' and '#'",
    parse=_parse_board_game,
    answer=_board_game,
    write=lambda cases: "".join(
        f"{len(rows)} {len(rows[0])}\n" + "".join(r + "\n" for r in rows)
        for rows in cases[:1]
    ),
    generate=lambda d, size: [_board_gen(d, size)],
    edges=lambda: [
        [("..",)],
        [(".",)],
        [("#.",)],
        [("..", "..")],
        [("...",)],
        [("." * 100,) * 100],
        [("#" * 100,) * 100],
    ],
    brute_answer=_board_brute,
    notes="a board with a perfect matching is LOSE: the answer is never WIN "
    "with an empty list",
)


def _parse_until_zero(t):
    cases = []
    while (n := t.int("n")) != 0:
        cases.append(n)
    return cases


def _corner_brute(n):
    import networkx as nx

    from gamelib.graphgames.geography import VertexGeography

    corner = VertexGeography(nx.grid_2d_graph(n, n), (0, 0))
    return "Alice" if _brute_outcome(corner, corner.start) == "N" else "Bob"


_add(
    slug="luogu_p4136",
    ids=("Luogu P4136", "HDU 1564"),
    title="谁能赢呢？",
    english="Who can win? (Play a game)",
    chapter=8,
    theorem="Proposition 8.3 (domino tilings: Alice wins iff n is even)",
    topic="vertex geography, matchings",
    difficulty=1,
    limits="values of n up to a 0; 1 <= n <= 10^4",
    parse=_parse_until_zero,
    answer=lambda n: ["Alice" if n % 2 == 0 else "Bob"],
    write=lambda cases: _lines(*([n] for n in cases), [0]),
    generate=lambda d, size: [
        d.int(1, _pick(size, 3, 10**4, 10**4)) for _ in range(_count(d, size, 2, 1000))
    ],
    edges=lambda: [[1], [2], [10**4], [9999]],
    brute_answer=lambda n: [_corner_brute(n)],
)

# --- chapter 9 ---------------------------------------------------------------


def _odious(x):
    return 2 * x + (bin(x).count("1") % 2 == 0)


def _coin_brute(heads):
    from gamelib.heapgames.coins import MockTurtles

    width = max(heads, default=0) + 1
    row = "".join("H" if x in heads else "T" for x in range(width))
    return _brute_outcome(MockTurtles(), row) == "P"


_add(
    slug="hdu3537",
    ids=("HDU 3537",),
    title="Daizhenyang's Coin",
    english="Daizhenyang's coin (Mock Turtles)",
    chapter=9,
    theorem="Theorem 9.1 and Theorem 9.2' (Mock Turtles: the odious numbers)",
    topic="coin turning",
    difficulty=2,
    limits="cases to the end of the input; n <= 100 heads positions below 10^8, "
    "a position may repeat",
    parse=_parse_poj2234,
    answer=lambda heads: ["Yes" if _xor(_odious(x) for x in set(heads)) == 0 else "No"],
    write=lambda cases: "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases),
    generate=lambda d, size: [
        [
            d.int(0, _pick(size, 7, 10**8 - 1, 10**8 - 1), log=True)
            for _ in range(d.int(0, _pick(size, 5, 100, 100), log=True))
        ]
        for _ in range(_count(d, size, 2, 100))
    ],
    edges=lambda: [[[]], [[0]], [[5, 5]], [[0, 0, 1]], [[10**8 - 1] * 100]],
    brute_answer=lambda heads: ["Yes" if _coin_brute(set(heads)) else "No"],
    notes="a position listed twice is one heads coin",
)


def _parse_friends(t):
    cases = []
    for _ in range(t.int("the number of test cases")):
        n, m = t.int("n"), t.int("m")
        edges = [tuple(t.ints(3, "an edge")) for _ in range(n - 1)]
        ops = []
        for _ in range(m):
            if t.int("an operation 0 or 1") == 0:
                ops.append((0, t.int("x")))
            else:
                ops.append((1, *t.ints(3, "x y z")))
        cases.append((n, edges, ops))
    return cases


def _friends(case):
    n, edges, ops = case
    weight = {}
    ones = [0] * (n + 1)
    for x, y, z in edges:
        weight[min(x, y), max(x, y)] = z
        ones[x] += z
        ones[y] += z
    lines = []
    for op in ops:
        if op[0] == 0:
            lines.append("Girls win!" if ones[op[1]] % 2 else "Boys win!")
        else:
            _, x, y, z = op
            old = weight[min(x, y), max(x, y)]
            weight[min(x, y), max(x, y)] = z
            ones[x] += z - old
            ones[y] += z - old
    return lines


def _friends_brute(case):
    _n, edges, ops = case
    weight = {(min(x, y), max(x, y)): z for x, y, z in edges}
    lines = []
    for op in ops:
        if op[0] == 1:
            _, x, y, z = op
            weight[min(x, y), max(x, y)] = z
            continue
        root = op[1]
        parent, todo = {root: None}, [root]
        for v in todo:
            for a, b in weight:
                for x, y in ((a, b), (b, a)):
                    if x == v and y not in parent:
                        parent[y] = v
                        todo.append(y)

        def up(v, parent=parent, root=root):
            path = set()
            while v != root:
                path.add((min(v, parent[v]), max(v, parent[v])))
                v = parent[v]
            return frozenset(path)

        def options(ones, parent=parent, up=up, root=root):
            return [
                ones ^ up(v)
                for v in parent
                if v != root and (min(v, parent[v]), max(v, parent[v])) in ones
            ]

        start = frozenset(e for e, z in weight.items() if z)
        won = _brute_outcome(game_from(options), start) == "N"
        lines.append("Girls win!" if won else "Boys win!")
    return lines


def _friends_gen(d, size):
    n = d.int(1, _pick(size, 6, 300, 39999), log=True)
    edges = [(d.int(1, v - 1), v, d.int(0, 1)) for v in range(2, n + 1)]
    ops = []
    for _ in range(d.int(1, _pick(size, 4, 300, 39999), log=True)):
        if edges and d.int(0, 2) == 0:
            x, y, _ = edges[d.int(0, len(edges) - 1)]
            ops.append(
                (1, x, y, d.int(0, 1)) if d.int(0, 1) else (1, y, x, d.int(0, 1))
            )
        else:
            ops.append((0, d.int(1, n)))
    return (n, edges, ops)


_add(
    slug="hdu5963",
    ids=("HDU 5963",),
    title="朋友",
    english="Friends",
    chapter=9,
    theorem="Theorem 9.1' (the parity of the weight-1 edges at the root)",
    topic="coin turning on a tree",
    difficulty=2,
    limits="at most 5 cases; n < 40000 vertices, m < 40000 operations",
    parse=_parse_friends,
    answer=_friends,
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(f"{n} {len(ops)}\n" + _lines(*edges, *ops) for n, edges, ops in cases)
    ),
    generate=lambda d, size: [
        _friends_gen(d, size) for _ in range(_count(d, size, 2, 5))
    ],
    edges=lambda: [
        [(1, [], [(0, 1)])],
        [(2, [(1, 2, 1)], [(0, 1), (0, 2), (1, 2, 1, 0), (0, 1)])],
    ],
    brute_answer=_friends_brute,
)


def _nim_product(a, b):
    from gamelib.theory.nimbers import nim_product

    return nim_product(a, b)


def _switch_brute(lights):
    def moves(on):
        return [
            on ^ {(a, b), (a, y), (x, b), (x, y)}
            for x, y in on
            for a, b in product(range(1, x + 1), range(1, y + 1))
        ]

    return (
        _brute_outcome(game_from(moves, name="Switch lights"), frozenset(lights)) == "N"
    )


def _switch_gen(d, size):
    top = _pick(size, 3, 10**4, 10**4)
    lights = {
        (d.int(1, top, log=True), d.int(1, top, log=True))
        for _ in range(d.int(1, _pick(size, 3, 50, 1000), log=True))
    }
    return sorted(lights)


_WIN_3404, _LOSE_3404 = "Have a try, lxhgww.", "Don't waste your time."
_add(
    slug="hdu3404",
    ids=("HDU 3404",),
    title="Switch lights",
    english="Switch lights",
    chapter=9,
    theorem="the Tartan theorem: a light (x, y) is worth the nim-product x (*) y",
    topic="coins on a grid, nim multiplication",
    difficulty=3,
    limits="at most 100 cases; at most 1000 lights, coordinates 1 to 10^4, no two "
    "in one place",
    parse=lambda t: _parse_counted(
        t, lambda t: [tuple(t.ints(2, "a coordinate")) for _ in range(t.int("n"))]
    ),
    answer=lambda lights: [
        _WIN_3404 if _xor(_nim_product(x, y) for x, y in lights) else _LOSE_3404
    ],
    write=lambda cases: (
        f"{len(cases)}\n" + "".join(f"{len(c)}\n" + _lines(*c) for c in cases)
    ),
    generate=lambda d, size: [
        _switch_gen(d, size) for _ in range(_count(d, size, 2, 10))
    ],
    edges=lambda: [
        [[(1, 1)]],
        [[(1, 1), (2, 2)]],
        [[(2, 3), (3, 2)]],
        [[(10**4, 10**4)]],
    ],
    brute_answer=lambda lights: [_WIN_3404 if _switch_brute(lights) else _LOSE_3404],
    notes="no official sample is known (the public copies show it garbled); the "
    "book's own input is checked by the search of the judge's game",
    own_examples=("2\n2 1 1 2 2\n2 2 3 3 2\n",),
)


def _staircase_odd(stairs):
    return _xor(stairs[0::2])


def _georgia(cells):
    cells = sorted(cells)
    gaps = [b - a - 1 for a, b in zip([0, *cells], cells, strict=False)]
    # the rightmost chessman's gap is stair 1
    return _xor(gaps[::-1][0::2])


def _strip_brute(cells):
    def moves(cells):
        return [
            (*cells[:i], new, *cells[i + 1 :])
            for i, cell in enumerate(cells)
            for new in range(cells[i - 1] + 1 if i else 1, cell)
        ]

    return (
        _brute_outcome(game_from(moves, name="the strip"), tuple(sorted(cells))) == "N"
    )


def _georgia_gen(d, size):
    top = _pick(size, 8, 10000, 10000)
    count = d.int(1, min(top, _pick(size, 3, 50, 1000)), log=True)
    if d.int(0, 4) == 0:  # packed to the left: every chessman stuck
        return list(range(1, count + 1))
    cells = set()
    while len(cells) < count:
        cells.add(d.int(1, top, log=True))
    return sorted(cells, key=lambda c: (c * 7919) % 10007)


_add(
    slug="poj1704",
    ids=("POJ 1704",),
    title="Georgia and Bob",
    english="Georgia and Bob",
    chapter=9,
    theorem="Theorem 9.3 (staircase Nim)",
    topic="staircase Nim",
    difficulty=2,
    limits="T <= 20 cases; N <= 1000 chessmen on distinct cells 1 to 10^4",
    parse=lambda t: _parse_counted(t, lambda t: t.ints(t.int("N"), "a cell")),
    answer=lambda cells: ["Georgia will win" if _georgia(cells) else "Bob will win"],
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(f"{len(c)}\n{' '.join(map(str, c))}\n" for c in cases)
    ),
    generate=lambda d, size: [
        _georgia_gen(d, size) for _ in range(_count(d, size, 2, 20))
    ],
    edges=lambda: [
        [[1]],
        [[2]],
        [[1, 2, 3]],
        [[10000]],
        [list(range(1, 1001))],
        [[9999, 10000]],
    ],
    brute_answer=lambda cells: [
        "Georgia will win" if _strip_brute(cells) else "Bob will win"
    ],
)


def _row_value(pieces, width=20):
    from gamelib.heapgames.staircase import jumping_staircase

    return _staircase_odd(jumping_staircase(pieces, width))


@cache
def _jumping_row():
    def options(pieces):
        taken, found = set(pieces), []
        for p in pieces:
            empty = next((c for c in range(p + 1, 21) if c not in taken), None)
            if empty is not None:
                found.append(tuple(sorted(taken - {p} | {empty})))
        return found

    return game_from(options, name="a row of 20 cells")


def _masters_gen(d, size):
    rows = []
    for _ in range(d.int(1, _pick(size, 3, 30, 1000), log=True)):
        count = d.int(0, _pick(size, 3, 20, 20))
        cells = set()
        low = 1 if size != "small" else 14
        while len(cells) < count:
            cells.add(d.int(low, 20))
        rows.append(sorted(cells))
    return rows


_add(
    slug="luogu_p2575",
    ids=("Luogu P2575",),
    title="高手过招",
    english="Masters at play",
    chapter=9,
    theorem="Theorem 9.3 (staircase Nim), on the empty cells",
    topic="staircase Nim",
    difficulty=3,
    limits="T games; n rows of 20 cells, m <= 20 pieces a row",
    parse=lambda t: _parse_counted(
        t, lambda t: [t.ints(t.int("m"), "a cell") for _ in range(t.int("n"))]
    ),
    answer=lambda rows: ["YES" if _xor(_row_value(r) for r in rows) else "NO"],
    write=lambda cases: (
        f"{len(cases)}\n"
        + "".join(
            f"{len(rows)}\n"
            + "".join(
                f"{len(r)} {' '.join(map(str, r))}\n".replace("0 \n", "0\n")
                for r in rows
            )
            for rows in cases
        )
    ),
    generate=lambda d, size: [
        _masters_gen(d, size) for _ in range(_count(d, size, 2, 10))
    ],
    edges=lambda: [
        [[[]]],
        [[[20]]],
        [[[1]]],
        [[list(range(1, 21))]],
        [[list(range(1, 20))]],
    ],
    brute_answer=lambda rows: [
        "YES"
        if _xor(sg(_jumping_row(), tuple(r), closed_form=False) for r in rows)
        else "NO"
    ],
)


def _parse_football(t):
    cases = []
    while t.more():
        n, most, length, radius = t.ints(4)
        cases.append((most, length, radius, t.ints(n, "a distance")))
    return cases


def _moore_wins(heaps, k):
    """Moore's rule: a P-position iff every binary column sum is 0 mod k + 1."""
    top = max(heaps, default=0).bit_length()
    return any(sum(h >> bit & 1 for h in heaps) % (k + 1) for bit in range(top))


def _football(case):
    from gamelib.heapgames.moore import whole_turns

    most, length, radius, distances = case
    cap = whole_turns(length, radius)
    balls = [(whole_turns(s, radius) + 1) % (cap + 1) for s in distances]
    return ["Alice" if _moore_wins(balls, most) else "Bob"]


def _football_gen(d, size):
    n = d.int(1, _pick(size, 3, 30, 30), log=True)
    radius = d.int(1, _pick(size, 3, 10**4, 10**4), log=True)
    length = d.int(1, _pick(size, 50, 10**8 - 1, 10**8 - 1), log=True)
    return (
        d.int(1, n),
        length,
        radius,
        [d.int(1, _pick(size, 60, 10**8 - 1, 10**8 - 1), log=True) for _ in range(n)],
    )


_add(
    slug="poj2315",
    ids=("POJ 2315",),
    title="Football Game",
    english="Football game",
    chapter=9,
    theorem="Moore's Nim_k (Theorem 9.4) on the turns mod (k + 1): the judge's "
    "formula, not a theorem",
    topic="Moore's Nim",
    difficulty=3,
    limits="cases to the end of the input; N <= 30 balls at S < 10^8 cm",
    parse=_parse_football,
    answer=_football,
    write=lambda cases: "".join(
        f"{len(s)} {most} {length} {radius}\n{' '.join(map(str, s))}\n"
        for most, length, radius, s in cases
    ),
    generate=lambda d, size: [
        _football_gen(d, size) for _ in range(_count(d, size, 2, 20))
    ],
    edges=lambda: [
        [(1, 7, 1, [6])],
        [(2, 7, 1, [6, 6, 6, 12])],
        [(30, 10**8 - 1, 1, [10**8 - 1] * 30)],
    ],
    brute_answer=None,
    notes="the judge's data follow the formula, which the game's rules contradict "
    "(e.g. at 1, 1, 1 and 2 turns with two balls a shot and one turn each): the "
    "reference is the judge's formula and there is no brute force to agree with",
)


def _fibonacci_nim_brute(n):
    def moves(position):
        pile, most = position
        return [(pile - t, min(2 * t, pile - t)) for t in range(1, min(most, pile) + 1)]

    return _brute_outcome(game_from(moves, name="Fibonacci Nim"), (n, n - 1)) == "N"


_FIB_31 = set(_fibonacci_upto(2**31))
_add(
    slug="hdu2516",
    ids=("HDU 2516",),
    title="取石子游戏",
    english="Take stones (Fibonacci Nim)",
    chapter=9,
    theorem="Theorem 9.6 (Fibonacci Nim: the second player wins iff n is a "
    "Fibonacci number)",
    topic="Fibonacci Nim",
    difficulty=2,
    limits="values of n up to a 0; 2 <= n < 2^31",
    parse=_parse_until_zero,
    answer=lambda n: ["Second win" if n in _FIB_31 else "First win"],
    write=lambda cases: _lines(*([n] for n in cases), [0]),
    generate=lambda d, size: [
        d.int(2, _pick(size, 25, 2**31 - 1, 2**31 - 1), log=True, special=_F[3:47])
        for _ in range(_count(d, size, 3, 1000))
    ],
    edges=lambda: [[2], [3], [4], [_F[46]], [_F[46] + 1], [2**31 - 1]],
    brute_answer=lambda n: ["First win" if _fibonacci_nim_brute(n) else "Second win"],
)

# --- chapter 10 --------------------------------------------------------------


@cache
def _treblecross_values(top=205):
    # octal game 0.007: take 3 counters, leaving up to two heaps
    values = []
    for n in range(top + 1):
        values.append(mex({values[a] ^ values[n - 3 - a] for a in range(0, n - 2)}))
    return values


def _treblecross_cells(board):
    empty = [i for i, c in enumerate(board) if c == "."]
    after = {i: board[:i] + "X" + board[i + 1 :] for i in empty}
    if wins := [i for i in empty if "XXX" in after[i]]:
        return wins
    values = _treblecross_values()
    found = []
    for i in empty:
        if "X" in board[max(0, i - 2) : i + 3]:
            continue
        xs = [-3, *(j for j, c in enumerate(after[i]) if c == "X"), len(board) + 2]
        if _xor(values[b - a - 3] for a, b in pairwise(xs)) == 0:
            found.append(i)
    return found


def _treblecross(board):
    cells = _treblecross_cells(board)
    if not cells:
        return ["LOSING", ""]
    return ["WINNING", " ".join(str(i + 1) for i in cells), ""]


def _treblecross_brute(board):
    def options(b):
        if "XXX" in b:
            return []
        return [b[:i] + "X" + b[i + 1 :] for i, c in enumerate(b) if c == "."]

    game = game_from(options, name="Treblecross")
    cells = [
        i
        for i, c in enumerate(board)
        if c == "."
        and sg(game, board[:i] + "X" + board[i + 1 :], closed_form=False) == 0
    ]
    if not cells:
        return ["LOSING", ""]
    return ["WINNING", " ".join(str(i + 1) for i in cells), ""]


def _parse_treblecross(t):
    boards = [t.word("a board") for _ in range(t.int("the number of boards"))]
    for b in boards:
        if set(b) - set(".X") or "XXX" in b:
            raise InputFormatError(f"a board is '.' and 'X' with no XXX, got {b!r}")
    return boards


def _treblecross_gen(d, size):
    n = d.int(3, _pick(size, 9, 200, 200), log=True)
    if size == "max":
        n = 200
    density = d.int(0, 3)
    cells = ["X" if d.int(0, 9) < density else "." for _ in range(n)]
    board = "".join(cells)
    while "XXX" in board:
        board = board.replace("XXX", "XX.", 1)
    return board


_add(
    slug="uva10561",
    ids=("UVa 10561",),
    title="Treblecross",
    english="Treblecross",
    chapter=10,
    theorem="the octal game 0.007 (Theorem 3.3 on the stretches of safe cells)",
    topic="octal games",
    difficulty=3,
    limits="T boards of 3 to 200 cells '.' and 'X', no XXX yet",
    parse=_parse_treblecross,
    answer=_treblecross,
    write=lambda cases: f"{len(cases)}\n" + "".join(b + "\n" for b in cases),
    generate=lambda d, size: [
        _treblecross_gen(d, size) for _ in range(_count(d, size, 2, 50))
    ],
    edges=lambda: [
        ["..."],
        ["X.X"],
        ["XX."],
        ["." * 200],
        ["X" + "." * 199],
        ["..X.."],
    ],
    brute_answer=_treblecross_brute,
    notes="the judge wants a blank line after each case; tokens are compared, so "
    "blank lines do not matter here",
)
