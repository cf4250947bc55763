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
these.

Each problem is one module of this package (``hdu1527.py``, ...), a
declarative record: its ``STATEMENT`` (ids, titles, chapter, theorem, topic,
difficulty, limits), the few functions of its own, and ``PROBLEM``, built
from the statement and the readers, writers, generators and searches of
:mod:`gamelib.contest.problems._shared` (and, for Wythoff's game,
:mod:`gamelib.contest.problems._wythoff`). The module is not imported by
``import gamelib``: use ``from gamelib.contest.problems import problem``.

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

from gamelib.contest.problems import (
    abc206f,
    agc017d,
    bzoj1443,
    cf603c,
    cf768e,
    cf786a,
    cf917b,
    cf1033c,
    cf1194d,
    cf1537d,
    csloj1497,
    hdu1079,
    hdu1404,
    hdu1517,
    hdu1527,
    hdu1536,
    hdu1729,
    hdu1730,
    hdu1846,
    hdu1847,
    hdu1848,
    hdu1849,
    hdu1850,
    hdu1907,
    hdu2147,
    hdu2149,
    hdu2177,
    hdu2509,
    hdu2516,
    hdu2873,
    hdu3032,
    hdu3094,
    hdu3389,
    hdu3404,
    hdu3537,
    hdu3544,
    hdu3595,
    hdu3951,
    hdu3980,
    hdu4642,
    hdu5795,
    hdu5963,
    luogu_p1247,
    luogu_p1290,
    luogu_p2148,
    luogu_p2197,
    luogu_p2252,
    luogu_p2575,
    luogu_p4136,
    poj1704,
    poj1740,
    poj2234,
    poj2311,
    poj2315,
    poj2425,
    poj2484,
    poj3710,
    uva10561,
)
from gamelib.contest.problems._record import (
    InputFormatError,
    Problem,
    Tokens,
    read_samples,
)
from gamelib.contest.problems._wythoff import wythoff_float_traps
from gamelib.engine import args as arg

__all__ = [
    "PROBLEMS",
    "InputFormatError",
    "Problem",
    "Tokens",
    "problem",
    "samples",
    "wythoff_float_traps",
]

#: The problems by slug, in the order of the book's chapters.
PROBLEMS = {
    module.PROBLEM.slug: module.PROBLEM
    for module in (
        hdu1846,
        poj2234,
        luogu_p2197,
        hdu1850,
        luogu_p1247,
        hdu1730,
        hdu1536,
        hdu1847,
        hdu1848,
        hdu1729,
        poj2425,
        luogu_p2148,
        hdu1527,
        luogu_p2252,
        hdu2177,
        hdu1907,
        hdu2509,
        hdu3032,
        hdu3595,
        luogu_p1290,
        poj2311,
        hdu2873,
        hdu3094,
        agc017d,
        poj3710,
        bzoj1443,
        luogu_p4136,
        hdu3537,
        hdu5963,
        hdu3404,
        poj1704,
        luogu_p2575,
        poj2315,
        hdu2516,
        uva10561,
        # chapters 11-14 (issue 33)
        cf917b,
        cf1033c,
        hdu1404,
        cf1537d,
        csloj1497,
        cf786a,
        # the classic training list (issue 33)
        hdu2147,
        hdu1849,
        poj2484,
        hdu3951,
        hdu4642,
        hdu1517,
        hdu3544,
        hdu3389,
        hdu2149,
        poj1740,
        hdu5795,
        cf1194d,
        abc206f,
        hdu3980,
        cf603c,
        cf768e,
        hdu1079,
    )
}


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
    return read_samples(slug)


def _plain(name):
    return name.lower().replace(" ", "").replace("-", "").replace("_", "")


def _aliases(entry):
    """The names a problem answers to, spaces, case, - and _ aside.

    Its slug and judge ids, and each id without its judge where the number
    alone is not bare digits ("P2252" for Luogu P2252; not "1527", which
    several judges use).

    >>> sorted(_aliases(problem("luogu_p2252")))
    ['luogup2252', 'p2252']
    """
    names = {_plain(entry.slug), *map(_plain, entry.ids)}
    for judge_id in entry.ids:
        _judge, _, number = judge_id.partition(" ")
        if number and not _plain(number).isdigit():
            names.add(_plain(number))
    return names


def problem_name(value, what):
    """A checker of a problem given by id (any judge's) or as a :class:`Problem`.

    Returns the :class:`Problem`; an unknown id is a ValueError listing the
    book's problems.
    """
    if isinstance(value, Problem):
        return value
    if not isinstance(value, str):
        arg.refuse(what, "a judge problem's id ('hdu1527', 'POJ 1067')", value)
    key = _plain(value)
    for entry in PROBLEMS.values():
        if key in _aliases(entry):
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
    ValueError: problem(): name must be one of the book's judge problems (abc206f, ...
    """
    return name
