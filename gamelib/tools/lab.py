"""The lab: define a heap game of your own and get its analysis in one call.

A game is given in one of four forms, and :func:`lab_game` turns each into a
ruleset of gamelib:

- a subtraction set such as ``{1, 3, 4}`` (a :class:`gamelib.SubtractionGame`);
- an octal code such as ``"0.156"`` (a :class:`gamelib.OctalGame`);
- a move rule, a function ``n -> moves`` of one heap, where a move is the
  heap it leaves (``n - 2``), a tuple of heaps for a split (``(a, n - a)``),
  or ``()`` for taking the whole heap (a :class:`RuleGame`);
- a heap game of gamelib (``LaskerNim()``, ``GrundyGame()``, ...).

:func:`analyse` then computes the Sprague-Grundy values of single heaps,
the P-positions, and the regularity of the values: *periodic*,
g(n + p) = g(n), or *arithmetic periodic*, g(n + p) = g(n) + s with saltus
s > 0, from some heap n0 on. It says which of the two it is:

- **proved**, by a theorem whose hypothesis the lab re-checks on the values:
  the window theorem for a subtraction game (chapter 3), the periodicity
  theorem of Guy and Smith for an octal game (chapter 10), or the closed form
  of Lasker's Nim (chapter 6);
- only **observed** on the heaps computed, for everything else. A pattern
  seen on a few hundred heaps is evidence, not a proof: octal games exist
  whose values settle only after millions of heaps.
"""

import sys
from dataclasses import dataclass, field, replace
from html import escape
from itertools import islice

from gamelib.draw.strip import sg_strip_svg
from gamelib.engine import args as arg
from gamelib.engine.args import MOST_SAMPLES, _short, check_natural, check_size
from gamelib.engine.game import Game, LoopyGameError, SearchLimitError
from gamelib.engine.heaps import HeapRow
from gamelib.heapgames.games import AllButSubtraction, SubtractionGame
from gamelib.heapgames.multi import LaskerNim, SplitGame
from gamelib.heapgames.octal import GrundyGame, OctalGame
from gamelib.theory.sequences import Periodicity, arithmetic_periodicity, sg_sequence
from gamelib.tools.check import _decode, _run

__all__ = [
    "LabReport",
    "RuleGame",
    "analyse",
    "arithmetic_periodicity",
    "lab_game",
    "parse_game",
]

_FORMS = (
    "a subtraction set such as {1, 3, 4}, an octal code such as '0.77', "
    "a move rule (a function n -> moves of one heap), or a heap game of gamelib"
)


class RuleGame(SplitGame):
    """A heap game given by a move rule: ``rule(n)`` lists the moves of heap n.

    Each move is what it leaves of the heap: an ``int`` (one smaller heap,
    ``0`` or ``()`` for nothing) or a tuple of heaps (a split). Every heap
    a move leaves must be smaller than n, which makes play finite; a rule
    that breaks this would allow a cycle or heaps that grow without bound,
    and is refused with an error that names the heap and the move.

    Parameters
    ----------
    rule : callable
        ``rule(n)`` returns an iterable of moves, for every heap n >= 0.
    name : str, optional
        A name for messages; the function's name by default.

    Notes
    -----
    A position is one heap ``n`` or a tuple of heaps ``(a, b, ...)``, the
    disjunctive sum of its heaps; ``7`` and ``(7,)`` are the same position.
    ``sg`` adds the heap values by the Multi-SG rule of chapter 6, each
    computed once, bottom up; ``sg(..., closed_form=False)`` searches the
    game graph instead.

    Examples
    --------
    Take one or two counters, or split a heap into two non-empty heaps:

    >>> game = gl.tools.lab.RuleGame(
    ...     lambda n: [n - k for k in (1, 2) if k <= n]
    ...     + [(a, n - a) for a in range(1, n // 2 + 1)])
    >>> [gl.sg(game, n) for n in range(9)]
    [0, 1, 2, 0, 3, 1, 2, 0, 3]
    >>> gl.sg(game, (4, 5)), gl.sg(game, (4, 5), closed_form=False)
    (2, 2)

    The rule runs under a limit of CPU time, as a guess does in
    :func:`gamelib.check` (in a separate process where the system can fork):
    ``time_limit`` seconds for the moves of one heap, ``total_time`` for the
    heaps listed at once. A rule that loops is stopped with a message:

    >>> def stuck(n):
    ...     while True:
    ...         pass
    >>> slow = gl.tools.lab.RuleGame(stuck)
    >>> slow.time_limit = 0.2
    >>> gl.sg(slow, 3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    gamelib.engine.game.SearchLimitError: the rule stuck was stopped at heap ...: \
it did not list the moves within time_limit = 0.2 s of CPU time ...

    A move must shrink the heap it is made on:

    >>> gl.sg(gl.tools.lab.RuleGame(lambda n: [n + 1] if n else []), 3)
    Traceback (most recent call last):
    ...
    ValueError: the rule gives heap 1 the move (2,): every heap a move leaves must \
be smaller than 1, else play could go round a cycle or heaps could grow without bound
    >>> gl.sg(gl.tools.lab.RuleGame(lambda n: [n]), 3)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    gamelib.engine.game.LoopyGameError: the game graph has a cycle through ...
    """

    #: The most moves one heap may have (a rule that lists more is refused).
    max_moves = 1_000_000
    #: Seconds of CPU time the rule may take to list the moves of one heap,
    #: and to list those of the heaps asked for at once (the limits of
    #: :func:`gamelib.check`, enforced by the same runner).
    time_limit = 2.0
    total_time = 60.0
    #: The most heaps whose moves are listed at once (and about how many
    #: moves), around the heap asked for: the rule runs in a process of its
    #: own, so heaps are listed in batches.
    _BATCH = 256
    _BATCH_MOVES = 100_000

    def __init__(self, rule, name=None):
        if not callable(rule):
            raise TypeError(
                f"a move rule is a function n -> moves of one heap, got {rule!r}"
            )
        self.rule = rule
        default = getattr(rule, "__name__", "your game")
        super().__init__(
            name=name or ("your game" if default == "<lambda>" else default)
        )

    def heap_options(self, n):
        """The moves of heap `n`, each a tuple of the non-empty heaps it leaves."""
        listed = self.memo("listed moves", dict)
        if n not in listed:
            self._list_around(n, listed)
        found = listed[n]
        if isinstance(found, BaseException):
            raise found
        return found

    def _list_around(self, n, listed):
        """Run the rule on heap `n` and on heaps near it, under the CPU limits."""
        last = max((len(v) for v in listed.values() if isinstance(v, list)), default=0)
        size = max(
            1, min(self._BATCH, len(listed) + 1, self._BATCH_MOVES // (last + 1))
        )
        heaps = [h for h in range(max(0, n - size), n + size) if h not in listed]
        heaps.sort(key=lambda h: (h < n, abs(h - n)))  # n first, then above, below
        calls = [(h,) for h in heaps]
        answers = _run(self._listing, calls, "move", self.time_limit, self.total_time)
        try:
            for i, message in answers:
                if message[0] != "ok":
                    listed[heaps[i]] = self._stopped(heaps[i], message)
                    break
                listed[heaps[i]] = self._read(heaps[i], _decode(message[1], "move"))
        finally:
            answers.close()
        if n not in listed:  # the run ended before heap n (it cannot, but be sure)
            listed[n] = SearchLimitError(
                f"the rule {self.name} was stopped at heap {n}"
            )

    def _stopped(self, heap, message):
        """The error of a rule the runner stopped (a limit) or could not read."""
        why = str(message[1]).replace("guess(", "rule(")
        if message[0] == "limit" and "CPU time" in why and "total_time" not in why:
            why = (
                f"it did not list the moves within time_limit = {self.time_limit} s "
                "of CPU time (a rule that loops forever, or a slow one: raise "
                "time_limit on the game)"
            )
        elif message[0] == "limit" and "total_time" in why:
            why = (
                f"the heaps listed with it took more than total_time = "
                f"{self.total_time} s of CPU time (raise total_time on the game)"
            )
        return SearchLimitError(
            f"the rule {self.name} was stopped at heap {heap}: {why}"
        )

    @staticmethod
    def _read(heap, text):
        """The moves of `heap` from the text :meth:`_listing` sent, or its error."""
        tag, _, body = text.partition("\n")
        if tag == "loopy":
            return LoopyGameError(heap)
        if tag in ("TypeError", "ValueError"):
            return (TypeError if tag == "TypeError" else ValueError)(body)
        count, _, body = body.partition("\n")
        if not int(count):
            return []
        return [
            tuple(int(h) for h in move.split(",")) if move else ()
            for move in body.split(";")
        ]

    def _listing(self, n):
        """Heap `n`'s moves as text (run where the limits hold): ``ok``, the
        count and the moves, or the kind and message of the error."""
        try:
            moves = self._checked_moves(n)
        except LoopyGameError:
            return "loopy"
        except (TypeError, ValueError) as error:
            kind = "TypeError" if isinstance(error, TypeError) else "ValueError"
            return f"{kind}\n{error}"
        text = ";".join(",".join(map(str, move)) for move in moves)
        return f"ok\n{len(moves)}\n{text}"

    def _checked_moves(self, n):
        """The moves of heap `n` as the rule lists them, checked."""
        try:
            listed = list(islice(iter(self.rule(n)), self.max_moves + 1))
        except Exception as error:  # the reader's rule may raise anything
            raise ValueError(
                f"the rule raised {type(error).__name__}: {error} for heap {n}"
            ) from error
        if len(listed) > self.max_moves:
            raise ValueError(
                f"the rule gives heap {n} more than {self.max_moves:,} moves; "
                "raise max_moves on the game if you mean it"
            )
        return [self._parts(n, move) for move in listed]

    def _parts(self, n, move):
        if type(move) is int and 0 <= move < n:  # the common case, checked fast
            return (move,) if move else ()
        if isinstance(move, (tuple, list)):
            parts = move
        elif isinstance(move, bool) or not hasattr(type(move), "__index__"):
            raise TypeError(
                f"the rule gives heap {n} the move {move!r}: a move is the heap "
                "it leaves (an int) or a tuple of heaps (a split)"
            )
        else:
            parts = (move,)
        heaps = tuple(
            h
            for h in (
                check_natural(p, f"a heap left by a move of heap {n}") for p in parts
            )
            if h
        )
        if heaps == (n,) or not n:  # a move that changes nothing
            raise LoopyGameError(n)
        if any(h >= n for h in heaps):
            raise ValueError(
                f"the rule gives heap {n} the move {heaps!r}: every heap a move "
                f"leaves must be smaller than {n}, else play could go round a "
                "cycle or heaps could grow without bound"
            )
        return heaps

    def describe_move(self, position, option):
        heaps = (position,) if isinstance(position, int) else position
        return super().describe_move(heaps, option)

    def sample_positions(self, bound):
        """Single heaps ``0 .. bound - 1``, the positions ``check`` tries."""
        bound = check_size(bound, "bound", MOST_SAMPLES)
        return range(bound)

    def describe_rules(self):
        return "the moves your rule lists"

    def __repr__(self):
        return f"RuleGame({self.name!r})"


def lab_game(spec):
    """Return the ruleset of gamelib that `spec` describes.

    Parameters
    ----------
    spec : set of int, str, callable or Game
        A subtraction set (any collection of positive integers), an octal
        code (a string such as ``"0.77"``), a move rule (see
        :class:`RuleGame`), or a heap game of gamelib, returned as it is.

    Returns
    -------
    Game

    Raises
    ------
    TypeError, ValueError
        If `spec` is none of the four forms, or a malformed one of them (an
        empty or non-positive subtraction set, a bad octal code).

    Examples
    --------
    >>> gl.tools.lab.lab_game({1, 3, 4})
    SubtractionGame({1, 3, 4})
    >>> gl.tools.lab.lab_game("0.07")
    OctalGame('0.07')
    >>> gl.tools.lab.lab_game(lambda n: range(n))
    RuleGame('your game')
    >>> gl.tools.lab.lab_game(set())
    Traceback (most recent call last):
    ...
    ValueError: a subtraction set must hold at least one positive integer, got none
    >>> gl.tools.lab.lab_game("0.9")
    Traceback (most recent call last):
    ...
    ValueError: octal digits are 0 to 7, got '9' in '0.9'
    >>> gl.tools.lab.lab_game(5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    TypeError: the lab needs a subtraction set such as {1, 3, 4}, ... got 5 (int)
    """
    if isinstance(spec, (HeapRow, SubtractionGame, AllButSubtraction)):
        return spec  # a heap is a position, and its theorems stay with it
    if isinstance(spec, Game):
        return RuleGame(spec.options, name=spec.name)
    if isinstance(spec, str):
        return OctalGame(spec)
    if callable(spec):
        return RuleGame(spec)
    if hasattr(spec, "__iter__") and not isinstance(spec, (bytes, dict)):
        return SubtractionGame(spec)
    raise TypeError(f"the lab needs {_FORMS}; got {spec!r} ({type(spec).__name__})")


@arg.check_args(text=arg.text)
def parse_game(text):
    """Read a game typed as text: an octal code, a subtraction set, or a name.

    ``"0.156"`` is an octal code (it has a dot), ``"1, 3, 4"`` (or
    ``"{1, 3, 4}"``) a subtraction set, ``"all but 2, 5"`` the all-but
    subtraction game that may take any number but 2 and 5; ``"lasker"`` and
    ``"grundy"`` name Lasker's Nim and Grundy's game.

    Examples
    --------
    >>> gl.tools.lab.parse_game("{1, 3, 4}"), gl.tools.lab.parse_game(" 0.156 ")
    (SubtractionGame({1, 3, 4}), OctalGame('0.156'))
    >>> gl.tools.lab.parse_game("all but 2, 5")
    AllButSubtraction({2, 5})
    >>> gl.tools.lab.parse_game("1, x")
    Traceback (most recent call last):
    ...
    ValueError: type an octal code such as 0.156, a subtraction set such as \
1, 3, 4, all but 2, 5, or lasker or grundy; got '1, x'
    >>> gl.tools.lab.parse_game("1, ²")
    Traceback (most recent call last):
    ...
    ValueError: type an octal code such as 0.156, a subtraction set such as \
1, 3, 4, all but 2, 5, or lasker or grundy; got '1, ²'
    """
    if not isinstance(text, str):
        raise TypeError(f"parse_game reads a string, got {text!r}")
    words = text.strip().lower()
    names = {"lasker": LaskerNim, "lasker's nim": LaskerNim, "grundy": GrundyGame}
    if words in names:
        return names[words]()
    if "." in words:
        return OctalGame(words)
    all_but = words.startswith("all but")
    items = words.removeprefix("all but").strip("{}[]() ").replace(",", " ").split()
    if not (items or all_but) or not all(item.isdecimal() for item in items):
        raise ValueError(  # isdecimal, not isdigit: '²' is refused
            "type an octal code such as 0.156, a subtraction set such as 1, 3, 4, "
            f"all but 2, 5, or lasker or grundy; got {_short(text)}"
        )
    most = getattr(sys, "get_int_max_str_digits", lambda: 0)()
    for item in items:
        if most and len(item.lstrip("0")) > most:
            raise ValueError(
                f"parse_game(): the number {item[:8]}... in text has {len(item):,} "
                f"digits, too many to read from text (Python reads at most "
                f"{most:,}): give the subtraction set as ints instead, e.g. "
                "analyse({1, 3, 10**5000})"
            )
    numbers = [int(item) for item in items]
    return AllButSubtraction(numbers) if all_but else SubtractionGame(numbers)


@dataclass
class LabReport:
    """What :func:`analyse` found; prints as text and shows an outcome strip."""

    game: Game
    values: list
    shown: int
    pattern: Periodicity | None
    note: str = ""
    marks: list = field(default_factory=list)

    @property
    def p_positions(self):
        """The heaps below `shown` whose value is 0 (the P-positions)."""
        return [n for n, v in enumerate(self.values[: self.shown]) if v == 0]

    def __str__(self):
        name = getattr(self.game, "name", repr(self.game))
        shown = self.values[: self.shown]
        lines = [
            f"{name}: {self.game.describe_rules()}",
            f"g(0..{self.shown - 1}): {' '.join(map(str, shown))}",
            f"P-positions below {self.shown}: "
            + (", ".join(map(str, self.p_positions)) or "none"),
        ]
        if self.pattern is None:
            lines.append(self.note)
        else:
            lines.append(str(self.pattern))
        return "\n".join(lines)

    __repr__ = __str__

    def strip_svg(self, start=0, count=None):
        """The outcome strip of heaps ``start .. start + count - 1`` as SVG."""
        count = self.shown if count is None else count
        values = self.values[start : start + count]
        marks = []
        if self.pattern is not None:
            n0, p = self.pattern.preperiod, self.pattern.period
            for heap, text in ((n0, f"from {n0}"), (n0 + p, f"+{p}")):
                if start <= heap < start + len(values):
                    marks.append((heap, text))
        if len(marks) == 2 and marks[1][0] - marks[0][0] < 4:
            marks = marks[:1]
        return sg_strip_svg(values, start=start, cell=20, marks=marks)

    def _repr_html_(self):
        text = escape(str(self)).replace("\n", "<br>")
        return f'<div style="font-family:monospace">{text}</div>{self.strip_svg()}'


def _pattern(game, limit):
    """(the proved pattern or None, why nothing is proved)."""
    try:
        found = game.periodicity_closed_form(limit)
    except SearchLimitError as error:
        return None, str(error)
    if found is None:
        return None, f"no theorem in gamelib covers {_who(game)}"
    return found, ""


def _who(game):
    if isinstance(game, RuleGame):
        return "a game given by a move rule"
    return game.name


#: Most heaps a lab report lists and draws.
MOST_SHOWN = 2_000
#: Most heaps :func:`analyse` computes to observe a pattern; the game's own
#: budgets (``search_limit``, an octal game's ``table_limit``) usually stop a
#: costly rule well before.
MOST_OBSERVED = 10**6


def analyse(spec, *, shown=40, observe=500, limit=2**14):
    """Analyse a heap game: its values, P-positions and (proved or observed) pattern.

    Parameters
    ----------
    spec : set of int, str, callable or Game
        The game, in any form :func:`lab_game` accepts.
    shown : int, default 40
        How many heaps the report lists and draws.
    observe : int, default 500
        How many heaps to compute when looking for a pattern that no
        theorem proves (a move rule with splits costs about a second per
        few hundred heaps).
    limit : int, default 2**14
        The most heaps an octal game computes while trying to prove a period.

    Returns
    -------
    LabReport
        Prints as text: the values, the P-positions, and the pattern, saying
        whether it is proved (and by which theorem) or only observed.

    Raises
    ------
    TypeError, ValueError
        If `spec` is not a game the lab understands, or its rule is bad (a
        move that does not shrink the heap, or a rule that raises).

    Examples
    --------
    >>> analyse = gl.tools.lab.analyse
    >>> print(analyse({1, 3, 4}, shown=12))  # doctest: +NORMALIZE_WHITESPACE
    subtraction game: take a number of counters in {1, 3, 4} from one heap
    g(0..11): 0 1 0 1 2 3 2 0 1 0 1 2
    P-positions below 12: 0, 2, 7, 9
    Periodic: g(n + 7) = g(n) for every n ≥ 0 (period 7, preperiod 0).
    Proved by Theorem 3.4 (chapter 3): g(n) depends only on the window of the
    max(S) = 4 values below n, and the window at heaps 0 to 3 reappears at
    heaps 7 to 10.
    >>> gl.tools.lab.analyse(lambda n: range(n), shown=8).pattern.saltus
    1
    """
    game = lab_game(spec)
    shown = check_size(shown, "shown", MOST_SHOWN) or 1
    observe = check_size(observe, "observe", MOST_OBSERVED)
    pattern, reason = _pattern(game, check_natural(limit, "limit"))
    count = max(shown, observe, pattern.upto if pattern else 0)
    values = sg_sequence(game, count).tolist()
    note = ""
    if pattern is None:
        pattern = arithmetic_periodicity(values)
        if pattern is None:
            note = (
                f"No period or arithmetic period shows among heaps 0 to "
                f"{count - 1} ({reason})."
            )
        else:
            pattern = replace(pattern, reason=reason)
    return LabReport(game, values, shown, pattern, note)
