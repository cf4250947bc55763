"""What a game is: the Game base class, the search's rules and its errors.

The bottom of the engine: a ruleset subclasses :class:`Game` and defines
``options(position)``; :class:`Rule` says how the search of
:mod:`gamelib.engine.core` values a position from its options' values. Nothing
here imports the rest of gamelib, so every part may build on it.
"""

from collections.abc import Callable
from typing import NamedTuple

__all__ = ["Game", "LoopyGameError", "Rule", "SearchLimitError"]


class LoopyGameError(ValueError):
    """The game graph has a cycle, so the Sprague-Grundy value is undefined.

    Attributes
    ----------
    position : hashable
        A position that lies on the cycle.
    """

    def __init__(self, position):
        self.position = position
        super().__init__(
            f"the game graph has a cycle through position {position!r}: "
            "play could go on forever, so positions on it have no "
            "Sprague-Grundy value (only finite, acyclic games are allowed)"
        )


class SearchLimitError(ValueError):
    """The search examined more moves than the game's ``search_limit``.

    Raised instead of running for minutes, or forever, on a game whose graph
    is huge or infinite (for example one whose heaps can grow or go
    negative): the budget counts every move examined, so it bounds the time
    (about a second per million moves) however many options a position has.
    """


class Game:
    """Base class of a ruleset: subclasses define ``options(position)``.

    A ruleset knows its rules; positions are plain hashable values. The one
    required method is :meth:`options`. Everything else has a safe default,
    and a ruleset overrides only what it knows better:

    ``check(position)``
        Validate a position given by a reader and return it in normal form.
    ``key(position)``
        A hashable key under which equivalent positions share one cache entry.
    ``describe_move(position, option)``
        A short human description of a move, for the play widgets.
    ``describe_rules()``
        The rules in one line, for the lab's reports.

    Fast paths. Each returns ``None`` when it does not know the answer, and
    the generic functions (:func:`sg`, :func:`outcome`, :func:`winning_moves`,
    :func:`gamelib.step`) then search; ``closed_form=False`` always searches,
    and the tests compare every fast path with the search on small positions:

    ``sg_closed_form(position)``
        The Sprague-Grundy value by a proven formula.
    ``outcome_closed_form(position)``
        ``"P"`` or ``"N"``; games such as Wythoff's know the outcome of every
        position but the value of only some. By default the outcome follows
        from ``sg_closed_form``.
    ``winning_moves_closed_form(position)``
        The options that are P-positions, in option order.
    ``misere_outcome_closed_form(position)``,
    ``misere_winning_moves_closed_form(position)``
        The same two under misère play (the player who cannot move wins).
    ``step_closed_form(position)``
        The Every-SG step value (chapter 6).
    ``sg_sequence_closed_form(n)``
        The values of the heaps ``0 .. n - 1`` as a numpy array, for games
        whose positions include single heaps (:func:`gamelib.sg_sequence`).
    ``periodicity_closed_form(limit)``
        A :class:`gamelib.theory.sequences.Periodicity` proved by a theorem about
        the game (:func:`gamelib.periodicity`); ``limit`` is the most heaps
        to compute, or None for the game's own bound.

    Positions for :func:`gamelib.check`:

    ``sample_positions(bound)``
        Small positions, smallest first, or ``None`` if the ruleset cannot
        list them.
    ``misere_sample_positions(bound)``
        The same for misère play; by default ``sample_positions(bound)``.
    ``sample_large_positions(count, rng)``
        Random huge positions whose answer a fast path knows; by default none.
    ``sample_shapes(rng)``
        Positions of every *shape* the family has, for :func:`gamelib.check`:
        one heap (stair, coin, ...) to at least eight, sizes from 0 to far
        beyond 2**53 where a formula decides, zeros beside large heaps,
        repeated heaps, and planted positions of every outcome and of small
        values. Every ruleset class of gamelib declares it (a test fails for
        one that does not); the default, for a reader's own game, is none.

    Results of the search are cached on the instance, one dictionary per
    kind of value (see :meth:`memo`), so a new instance starts afresh.

    Examples
    --------
    A ruleset in a few lines: one heap, take 1 or 2, never leave exactly one
    counter. The closed form is optional; ``closed_form=False`` checks it.

    >>> class Careful(gl.Game):
    ...     name = "careful take-away"
    ...     def options(self, n):
    ...         return [n - k for k in (1, 2) if n - k == 0 or n - k >= 2]
    ...     def outcome_closed_form(self, n):
    ...         return "P" if n % 3 == 0 else "N"
    >>> game = Careful()
    >>> all(gl.outcome(game, n) == gl.outcome(game, n, closed_form=False)
    ...     for n in range(100))
    True
    """

    name = "game"
    #: Most moves one search may examine before giving up (SearchLimitError):
    #: a few seconds of work. Raise it on an instance for a finite but huge
    #: game, e.g. ``game.search_limit = 50_000_000``.
    search_limit = 2_000_000
    #: Most memory, in bytes, that one search may fill with the positions it
    #: has to keep (its stack and its cache; estimated from their sizes):
    #: 1 GiB by default. A game whose positions grow (a heap of 10**1000,
    #: options that add a counter) is stopped with SearchLimitError before it
    #: fills the machine's memory. Raise it on an instance, e.g.
    #: ``game.search_memory = 4 << 30``.
    search_memory = 1 << 30

    def options(self, position):
        """Return the positions reachable from `position` in one move."""
        raise NotImplementedError(f"{type(self).__name__} must define options()")

    def check(self, position):
        """Return `position` if it is valid for this game, else raise."""
        try:
            hash(position)
        except TypeError:
            raise TypeError(
                f"positions must be hashable (a tuple, not a list), got {position!r}"
            ) from None
        return position

    def key(self, position):
        """Return the cache key of `position` (by default the position itself)."""
        return position

    def describe_move(self, position, option):
        """Return a short description of the move from `position` to `option`."""
        return f"to {option}"

    def describe_rules(self):
        """Return the rules in one line, for reports such as the lab's."""
        return f"the moves of {self.name}"

    def written_like(self, given, position):
        """Return `position` written the way the reader wrote `given`.

        Answers that are positions (winning moves) come back in the reader's
        form: a heap game given ``7`` answers with integers, given ``(7,)``
        with tuples. By default positions have one form.
        """
        return position

    def sg_closed_form(self, position):
        """Return the Sprague-Grundy value by formula, or None if there is none."""
        return None

    def outcome_closed_form(self, position):
        """Return "P" or "N" by formula, or None if there is none."""
        return None

    def winning_moves_closed_form(self, position):
        """Return the winning moves by formula, or None if there is none."""
        return None

    def misere_outcome_closed_form(self, position):
        """Return the misère outcome by formula, or None if there is none."""
        return None

    def misere_winning_moves_closed_form(self, position):
        """Return the misère winning moves by formula, or None if there is none."""
        return None

    def step_closed_form(self, position):
        """Return the Every-SG step value by formula, or None if there is none."""
        return None

    def sg_sequence_closed_form(self, n):
        """Return the values of heaps ``0 .. n - 1`` fast, or None to search each."""
        return None

    def periodicity_closed_form(self, limit):
        """Return the proved periodicity of the heap values, or None if no theorem."""
        return None

    def sample_positions(self, bound):
        """Return small positions, smallest first, or None if they are not known."""
        return None

    def misere_sample_positions(self, bound):
        """Return small positions for misère play (by default the normal ones)."""
        return self.sample_positions(bound)

    def sample_large_positions(self, count, rng):
        """Return `count` random huge positions a fast path answers (none here)."""
        return []

    def sample_shapes(self, rng):
        """Return positions of every shape the game has (none here), for check."""
        return []

    def memo(self, name, factory=dict):
        """Return this instance's cache called `name`, made by `factory` once.

        The one place where a ruleset keeps what it has computed: the search
        keeps one dictionary per rule (``memo("sg")``, ``memo("misere")``,
        ...), and rulesets keep their value sequences here too.

        Examples
        --------
        >>> game = gl.Bash(2)
        >>> _ = gl.sg(game, 7, closed_form=False)
        >>> sorted(game.memo("sg").items())[:4]
        [(0, 0), (1, 1), (2, 2), (3, 0)]
        """
        memos = self.__dict__.setdefault("_memos", {})
        found = memos.get(name)
        if found is None:
            found = memos[name] = factory()
        return found

    def __repr__(self):
        return f"{type(self).__name__}()"


def _check_game(game):
    if not isinstance(game, Game):
        raise TypeError(
            f"expected a game (a gamelib.Game, e.g. Nim() or game_from(fn)), "
            f"got {game!r}"
        )


class Rule(NamedTuple):
    """How the search values a position from the values of its options.

    ``name`` names the cache (:meth:`Game.memo`) the values are kept in;
    ``combine(values)`` gets the list of the options' values (empty at a
    terminal position) and returns the position's value.
    """

    name: str
    combine: Callable
