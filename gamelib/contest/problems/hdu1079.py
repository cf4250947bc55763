"""HDU 1079 / POJ 1082, Calendar Game: P- and N-positions on the calendar.

A move goes from a date to the next day or to the same day of the next month
(when that date exists), never past November 4, 2001, whoever reaches that day
wins. Theorem 0.2 checks the set C of dates whose month + day is odd, except
September 30 and November 30: the terminal date is in C, no move stays in C
and every date outside C moves into C. Adam, who moves first, wins off C.
"""

from __future__ import annotations

import datetime
from contextlib import suppress
from functools import cache

from gamelib.contest.problems._record import Problem
from gamelib.contest.problems._shared import count, counted, lines, require
from gamelib.utils.citations import cite

#: The statement: ids, titles, chapter, theorem, topic, difficulty, limits.
STATEMENT = dict(
    slug="hdu1079",
    ids=("HDU 1079", "POJ 1082"),
    title="Calendar Game",
    english="The calendar game",
    chapter=1,
    theorem=f"{cite('thm-0-2')} (P- and N-positions), on the calendar",
    topic="P- and N-positions",
    difficulty=2,
    limits="T test cases; each a date YYYY MM DD from 1900 1 1 to 2001 11 4",
    time_limit=1,  # CPU seconds, as the judge states them
    judge_memory=32768,  # KB, as the judge states them
    limits_from=(
        "public copies of the HDU page (e-com-net.com/article/5494512.htm; "
        "the same header in topic.alibabacloud.com)"
    ),
)

FIRST = datetime.date(1900, 1, 1)
LAST = datetime.date(2001, 11, 4)  # the contest day: who reaches it wins


def adam_wins(year, month, day):
    """Off the P-positions: month + day even, or September 30 or November 30."""
    return (month + day) % 2 == 0 or (day == 30 and month in (9, 11))


def _verdict(won):
    return ["YES" if won else "NO"]


# --- the search of the rules -----------------------------------------------------


def _moves(date):
    """The next day, and the same day of the next month if it exists: to LAST."""
    found = [date + datetime.timedelta(days=1)]
    year, month = (
        (date.year + 1, 1) if date.month == 12 else (date.year, date.month + 1)
    )
    with suppress(ValueError):  # the next month has no such day
        found.append(date.replace(year=year, month=month))
    return [d for d in found if d <= LAST]


@cache
def mover_wins_by_search():
    """{date: the player to move wins}, from LAST back to FIRST, by the rules."""
    wins = {}
    date = LAST
    while date >= FIRST:  # every move goes forward: its options are known already
        wins[date] = any(not wins[option] for option in _moves(date))
        date -= datetime.timedelta(days=1)
    return wins


def _brute(case):
    return _verdict(mover_wins_by_search()[datetime.date(*case)])


# --- inputs ----------------------------------------------------------------------


def _date(ordinal):
    day = datetime.date.fromordinal(ordinal)
    return (day.year, day.month, day.day)


def _one(d, size):
    if size == "small" or d.int(0, 3) == 0:  # the tricky days: month ends, the end
        kind = d.int(0, 2)
        if kind == 0:  # the last weeks of the game
            return _date(LAST.toordinal() - d.int(0, 70))
        if kind == 1:  # around the end of a month
            year, month = d.int(1900, 2001), d.int(1, 12)
            if (year, month) >= (2001, 11):
                year = 2000
            first = datetime.date(year, month, 1).toordinal()
            return _date(max(first - d.int(0, 3), FIRST.toordinal()))
        return (d.int(1900, 2000), (9, 11)[d.int(0, 1)], d.int(28, 30))
    return _date(d.int(FIRST.toordinal(), LAST.toordinal()))


def every_date():
    """All the dates of the game, one case each."""
    return [_date(o) for o in range(FIRST.toordinal(), LAST.toordinal() + 1)]


def _valid(cases):
    for year, month, day in cases:
        require(1900 <= year <= 2001 and 1 <= month <= 12, f"no date {year} {month}")
        try:
            date = datetime.date(year, month, day)
        except ValueError:
            date = None
        require(date is not None, f"{year} {month} {day} is not a date")
        require(FIRST <= date <= LAST, f"{date} is outside 1900-01-01 .. 2001-11-04")


PROBLEM = Problem(
    **STATEMENT,
    valid=_valid,
    parse=counted(lambda t: tuple(t.ints(3, "a date (YYYY MM DD)"))),
    answer=lambda c: _verdict(adam_wins(*c)),
    write=lambda cases: lines([len(cases)], *cases),
    generate=lambda d, size: [_one(d, size) for _ in range(count(d, size, 8, 10**4))],
    edges=lambda: [
        [(2001, 11, 4)],
        [(2001, 11, 3)],
        [(1900, 1, 1)],
        [(2001, 9, 30), (2000, 11, 30), (2001, 10, 30), (2000, 12, 1)],
        [(2000, 2, 29), (1996, 2, 29), (1900, 2, 28), (2001, 2, 28), (1999, 12, 31)],
        [(2001, 10, 4), (2001, 10, 31), (2001, 9, 29), (2000, 11, 29)],
        every_date(),
    ],
    brute_answer=_brute,
)
