"""Shrinking a failing input to a small one that fails the same way.

Two shrinkers, both greedy (take the first smaller candidate that still
fails, start again from it) and both stopped by a budget of CPU seconds (this
process and its children: a loaded machine does not cut them short):

- :func:`shrink_choices` replays a generator on fewer and smaller recorded
  choices (:class:`~gamelib.contest.judging.Draw`), the method of hypothesis;
  past the end of the recorded choices every further choice is its lowest
  value, so an input never falls back to fresh random numbers;
- :func:`shrink_cases` works on the input's test cases as the problem's
  reader parses them: it drops cases, drops elements of lists and lowers
  numbers, writes each candidate back with the problem's writer and keeps
  it only if the problem's own input check accepts it and it reads back as
  the same cases. It shrinks inputs that have no recorded choices: the
  samples, the edge cases, a user's own generator's output (token-wise).
"""

from __future__ import annotations

import random

from gamelib.contest._running import cpu_seconds
from gamelib.contest.judging import Draw, _Overrun
from gamelib.contest.problems import Tokens

__all__ = ["shrink_cases", "shrink_choices", "shrink_tokens"]


class _Lowest(random.Random):
    """A source of choices that always takes the lowest value of a range."""

    def random(self):
        return 0.0


class _Budget:
    """CPU seconds and attempts left to a shrinker."""

    def __init__(self, seconds, attempts):
        self.end = cpu_seconds() + seconds
        self.attempts = attempts

    def spent(self):
        self.attempts -= 1
        return self.attempts < 0 or cpu_seconds() > self.end


def _greedy(start, key, candidates, fails, budget):
    """The smallest value reached by taking first smaller failing candidates.

    `candidates(value)` yields (candidate, shown) pairs: `shown` is what is
    measured by `key` and run by `fails` (None: not a valid input).
    """
    best, best_key = start, key(start[1])
    improved = True
    while improved:
        improved = False
        for candidate, shown in candidates(best[0]):
            if budget.spent():
                return best
            if shown is None or key(shown) >= best_key or not fails(shown):
                continue
            best, best_key, improved = (candidate, shown), key(shown), True
            break
    return best


def _size(text):
    return (len(text), text)


# --- recorded choices ----------------------------------------------------------


def shrink_choices(generate, choices, fails, seconds=20.0, attempts=3000):
    """The smallest text from fewer or lower choices that still fails.

    `generate(draw)` makes an input text from a
    :class:`~gamelib.contest.judging.Draw`; `choices` are the recorded
    choices of a failing input. Returns (text, choices).
    """

    def replay(candidate):
        draw = Draw(_Lowest(), prefix=candidate, limit=10 * len(candidate) + 10**4)
        try:
            text = generate(draw)
        except _Overrun:
            return None, None
        return text, draw.choices

    text, used = replay(list(choices))
    if text is None or not fails(text):
        return None

    def candidates(current):
        for block in (16, 8, 4, 2, 1):
            for i in range(len(current) - block, -1, -1):
                kept = [*current[:i], *current[i + block :]]
                yield from _replayed(replay, kept)
                for j in range(min(i, 6)):  # a count drawn before the block
                    if kept[j] > 0:
                        yield from _replayed(
                            replay, [*kept[:j], kept[j] - 1, *kept[j + 1 :]]
                        )
        for i, value in enumerate(current):
            for lower in _lower(value):
                yield from _replayed(replay, [*current[:i], lower, *current[i + 1 :]])

    budget = _Budget(seconds, attempts)
    (best, shown) = _greedy((used, text), _size, candidates, fails, budget)
    return shown, best


def _replayed(replay, candidate):
    text, used = replay(candidate)
    yield (used, text)


def _lower(value):
    """Smaller values to try instead of a non-negative `value`: 0, then closer."""
    if value <= 0:
        return
    yield from range(min(value, 3))  # the smallest values first: 0, 1, 2
    step = value // 2
    while step >= 1:
        yield value - step
        step //= 2


# --- parsed cases --------------------------------------------------------------


def _smaller(value):
    """Simpler versions of a parsed value: shorter lists, lower numbers."""
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if value < 0:
            yield from (-v for v in _lower(-value))
        else:
            yield from _lower(value)
        return
    if isinstance(value, str):
        yield from _cut(value, lambda i, j: value[:i] + value[j:])
        return
    if isinstance(value, (list, tuple)):
        kind = type(value)
        yield from _cut(value, lambda i, j: kind([*value[:i], *value[j:]]))
        if value and all(isinstance(v, str) for v in value):  # a board: its columns
            width = len(value[0])
            if all(len(v) == width for v in value):
                yield from _cut(
                    value[0], lambda i, j: kind(v[:i] + v[j:] for v in value)
                )
        numbers = {v for v in value if isinstance(v, int) and not isinstance(v, bool)}
        for number in sorted(numbers, reverse=True):  # equal values lowered together
            if value.count(number) > 1:
                for lower in _smaller(number):
                    yield kind(lower if v == number else v for v in value)
        for i, item in enumerate(value):
            for simpler in _smaller(item):
                yield kind([*value[:i], simpler, *value[i + 1 :]])


def _cut(sequence, without):
    """`without(i, j)` for the blocks [i, j) of `sequence`, halves first."""
    n = len(sequence)
    block = n // 2
    while block >= 1:
        for i in range(n - block, -1, -1):
            yield without(i, i + block)
        block //= 2


def shrink_cases(entry, text, fails, dress=None, seconds=20.0, attempts=3000):
    """A smallest input of the same cases' shape that still fails, or None.

    `entry` is the problem (its reader, writer and input check); `dress`
    turns a written input into the form that failed (a judge file's
    blemish: CRLF, blank lines...). Candidates outside the statement are
    skipped (unless the failing input itself is: a batch of more cases than
    the statement allows; then only the format is kept).
    """
    dress = dress or (lambda written: written)
    try:
        start = entry.parse(Tokens(text))
    except Exception:  # an input the reader refuses: nothing to shrink by
        return None

    strict = [True]  # False where the failing input itself is outside (a batch)

    def shown(cases):
        try:
            written = dress(entry.write(cases))
            if strict[0]:
                entry.check_input(written)
            if entry.parse(Tokens(written)) != cases:
                return None
        except Exception:  # a candidate outside the format or the statement
            return None
        return written

    def candidates(cases):
        for simpler in _smaller(cases):
            yield simpler, shown(simpler)

    first = shown(start)
    if first is None:
        strict[0] = False
        first = shown(start)
    if first is None or not fails(first):
        first = text
    budget = _Budget(seconds, attempts)
    _, best = _greedy((start, first), _size, candidates, fails, budget)
    return best


# --- bare tokens -----------------------------------------------------------------


def shrink_tokens(text, fails, valid=None, seconds=20.0, attempts=3000):
    """Shrink a text with no known reader: drop lines, lower integer tokens.

    `valid(text)` (optional) says whether a candidate is an input at all
    (for a user's own generator: the brute force runs on it).
    """
    lines = text.rstrip("\n").split("\n")

    def shown(rows):
        candidate = "".join(row + "\n" for row in rows)
        return candidate if valid is None or valid(candidate) else None

    def candidates(rows):
        for i in range(len(rows) - 1, -1, -1):
            kept = [*rows[:i], *rows[i + 1 :]]
            yield kept, shown(kept)
        for i, row in enumerate(rows):
            tokens = row.split()
            for j, token in enumerate(tokens):
                if not token.lstrip("-").isdigit():
                    continue
                for lower in _smaller(int(token)):
                    changed = [*tokens[:j], str(lower), *tokens[j + 1 :]]
                    new = [*rows[:i], " ".join(changed), *rows[i + 1 :]]
                    yield new, shown(new)

    budget = _Budget(seconds, attempts)
    _, best = _greedy((lines, text), _size, candidates, fails, budget)
    return best
