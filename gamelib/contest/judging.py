"""What the judge problems and the stress tester both need: draws and comparison.

:class:`Draw` records the random choices behind an input (so that an input can
be replayed and shrunk), and :func:`compare_outputs` compares two outputs the
way judges do, token by token. :mod:`gamelib.contest.problems` generates its
inputs from a :class:`Draw` and checks its solvers with
:func:`compare_outputs`; :mod:`gamelib.contest.stress` runs a reader's solution
with both. This module imports neither of them.
"""

from __future__ import annotations

import random

from gamelib.engine import args as arg

__all__ = ["Draw", "compare_outputs"]


class _Overrun(Exception):
    """A replayed generator asked for far more choices than it was given."""


class Draw:
    """The choices behind a random input: drawn at random, or replayed.

    ``draw.int(lo, hi)`` returns an integer in ``[lo, hi]`` and records its
    offset from ``lo``; replaying a list of offsets (``prefix``) gives the
    same input back, and a smaller list a smaller input (once the prefix is
    used up, further choices come from a fixed seed, so a replay is always
    the same input). Random draws favour the edges: ``lo`` and ``hi``, the
    ``special`` values, and with ``log=True`` numbers of every magnitude.

    >>> d = Draw(random.Random(1))
    >>> x = d.int(0, 10**9, log=True)
    >>> Draw(prefix=d.choices).int(0, 10**9, log=True) == x
    True
    >>> Draw(prefix=[5]).int(3, 4)  # offsets are clamped into the range
    4
    """

    @arg.check_args(
        rng=arg.optional(arg.rng), prefix=arg.optional(arg.integers), limit=arg.positive
    )
    def __init__(self, rng=None, prefix=None, limit=10**7):
        self.rng = rng if rng is not None else random.Random(0)
        self.prefix = prefix
        self.choices = []
        self.limit = limit

    @arg.check_args(
        lo=arg.integer, hi=arg.integer, log=arg.boolean, special=arg.integers
    )
    def int(self, lo, hi, *, log=False, special=()):
        """An integer from `lo` to `hi` (recorded; favouring `special` values)."""
        if hi < lo:
            raise ValueError(
                f"Draw.int(): lo must be at most hi, got the empty range [{lo}, {hi}]"
            )
        i = len(self.choices)
        if i >= self.limit:
            raise _Overrun
        if self.prefix is not None and i < len(self.prefix):
            offset = min(max(self.prefix[i], 0), hi - lo)
        else:
            offset = self._random(lo, hi, log, special) - lo
        self.choices.append(offset)
        return lo + offset

    def _random(self, lo, hi, log, special):
        rng = self.rng
        r = rng.random()
        if r < 0.06:
            return lo
        if r < 0.1:
            return hi
        if special and r < 0.2:
            inside = [s for s in special if lo <= s <= hi]
            if inside:
                return rng.choice(inside)
        if log and r < 0.7:
            bits = rng.randint(0, (hi - lo).bit_length())
            return lo + rng.randint(0, min(hi - lo, (1 << bits) - 1))
        return rng.randint(lo, hi)


# --- comparing outputs -------------------------------------------------------


@arg.check_args(expected=arg.text, got=arg.text)
def compare_outputs(expected, got):
    """None if the outputs agree token by token, else where they first differ.

    >>> compare_outputs("1\\n0", "1  \\r\\n0\\n\\n") is None
    True
    >>> compare_outputs("Yes\\nNo", "Yes\\nYes")
    'line 2, token 1: got "Yes", expected "No"'
    """
    if expected.split() == got.split():
        return None
    e_lines = [line.split() for line in expected.split("\n") if line.strip()]
    g_lines = [line.split() for line in got.split("\n") if line.strip()]
    for n, (e, g) in enumerate(zip(e_lines, g_lines, strict=False), start=1):
        for t, (a, b) in enumerate(zip(e, g, strict=False), start=1):
            if a != b:
                return f'line {n}, token {t}: got "{b}", expected "{a}"'
        if len(e) != len(g):
            return f"line {n}: {len(g)} tokens, expected {len(e)}"
    if len(g_lines) < len(e_lines):
        return f"the output stops after {len(g_lines)} lines, expected {len(e_lines)}"
    return f"{len(g_lines)} lines, expected {len(e_lines)}"
