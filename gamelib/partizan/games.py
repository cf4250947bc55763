"""Partizan games: Left and Right, outcome classes, numbers and nimbers.

In a *partizan* game the two players, Left and Right, may have different
moves. A game is written ``{L | R}``: the games Left can move to and the games
Right can move to; the player who cannot move loses. A :class:`PartizanGame`
holds its options as two tuples of games, so a game is built from games built
before it and the game graph is finite and acyclic by construction.

Everything is computed by generic iterative searches from the options alone:
the outcome class (:func:`outcome_class`, who wins moving first and second),
the order ``G >= H`` (Conway's definition, :func:`compare`), sums, negatives,
and the canonical form (:func:`canonical`), from which :func:`value` reads a
number (an exact :class:`fractions.Fraction`) or a nimber ``*n``, or says
honestly that the game is neither. The closed forms of the chapter
(:func:`stalk_value`, Berlekamp's rule for Blue-Red Hackenbush stalks;
:func:`simplest_between`, the simplicity rule; :func:`birthday`) are tested
against those searches on every small position.

Caches live on the games themselves (a game remembers its outcome, its
comparisons, its sums, its negative and its canonical form), never in module
globals. No function recurses in Python, so deep games (a stalk of 200
edges, the integer 10,000) are no problem; every search counts its steps and
stops with :class:`gamelib.SearchLimitError` after ``SEARCH_LIMIT`` of them.

References
----------
E. R. Berlekamp, J. H. Conway and R. K. Guy, *Winning Ways for your
Mathematical Plays*, vol. 1, chapters 1-2. J. H. Conway, *On Numbers and
Games*, chapters 0-1. A. N. Siegel, *Combinatorial Game Theory*, chapter II.
"""

import operator
from dataclasses import dataclass
from fractions import Fraction
from math import floor

from gamelib.engine import args as arg
from gamelib.engine.args import _short
from gamelib.engine.game import LoopyGameError, SearchLimitError, _check_game
from gamelib.engine.options import _at_most, distinct_options, position_bytes

__all__ = [
    "Nimber",
    "PartizanGame",
    "Step",
    "add",
    "birthday",
    "canonical",
    "canonical_steps",
    "compare",
    "describe",
    "from_impartial",
    "integer",
    "negate",
    "nimber",
    "number",
    "numbers_born_by",
    "outcome_class",
    "parse_stalks",
    "simplest_between",
    "stalk",
    "stalk_value",
    "stalks",
    "value",
]

#: The most steps one search may take (about a few seconds of work).
SEARCH_LIMIT = 5_000_000
#: The largest integer part, and the largest power of two in a denominator,
#: that :func:`number` builds; the largest nimber; the longest stalk.
MOST_INTEGER = 10_000
MOST_HALVINGS = 1_000
MOST_NIMBER = 1_000
MOST_EDGES = 200
#: The most steps :func:`canonical_steps` lists, and the most options a
#: side it reduces one step at a time (each step compares every pair).
MOST_STEPS = 10_000
MOST_OPTIONS = 100

OUTCOMES = ("L", "R", "N", "P")


@dataclass(frozen=True)
class Nimber:
    """The nimber ``*n`` (n >= 1) as a value; ``*0`` is the number 0.

    Examples
    --------
    >>> gl.partizan.games.Nimber(3)
    *3
    """

    n: int

    def __repr__(self):
        return f"*{self.n}"


class PartizanGame:
    """A game ``{left | right}``: the options of Left and of Right.

    Parameters
    ----------
    left, right : iterable of PartizanGame, default ()
        The games Left (Right) can move to.

    Raises
    ------
    TypeError
        If an option is not a PartizanGame.

    Notes
    -----
    ``G == H`` between two games is refused (TypeError): a game is a form,
    and two different forms can be equal games, so ``==`` could only mean
    one of the two. Ask ``G.equals(H)`` for the equality of games and
    ``G is H`` for the same object; ``hash`` is that of the object, so games
    can key dictionaries (by identity). ``<=``, ``>=``,
    ``<``, ``>`` are Conway's order, in which two games may also be
    incomparable (``G.fuzzy(H)``: confused). ``+`` and unary ``-`` are the
    sum and the negative.

    Examples
    --------
    >>> zero = gl.partizan.games.PartizanGame()
    >>> one = gl.partizan.games.PartizanGame([zero])
    >>> half = gl.partizan.games.PartizanGame([zero], [one])
    >>> (half + half).equals(one), gl.partizan.games.value(half)
    (True, Fraction(1, 2))
    >>> star = gl.partizan.games.PartizanGame([zero], [zero])
    >>> star.fuzzy(zero), gl.partizan.games.outcome_class(star)
    (True, 'N')
    """

    def __init__(self, left=(), right=()):
        self.left = _options(left, "left")
        self.right = _options(right, "right")
        self._loses = {}  # "L"/"R": does that player lose moving first?
        self._ge = {}  # game H: is self >= H?
        self._plus = {}  # game H: the game self + H
        self._negative = None
        self._canonical = None
        self._value = None
        self._number = None  # the Fraction, for a game built by number()

    def __repr__(self):
        return f"PartizanGame({_show(self)})"

    def __add__(self, other):
        return add(self, other)

    def __neg__(self):
        return negate(self)

    def __sub__(self, other):
        return add(self, negate(other))

    def __ge__(self, other):
        return _ge(self, _game(other, "other"))

    def __le__(self, other):
        return _ge(_game(other, "other"), self)

    def __gt__(self, other):
        return self >= other and not self <= other

    def __lt__(self, other):
        return self <= other and not self >= other

    __hash__ = object.__hash__

    def __eq__(self, other):
        if isinstance(other, PartizanGame):
            raise TypeError(
                "== between partizan games is refused: use G.equals(H) for the "
                "equality of games (Conway's order both ways) or G is H for the "
                "same object"
            )
        return NotImplemented

    @arg.check_args(other=arg.instance_of(lambda: PartizanGame, "a PartizanGame"))
    def equals(self, other):
        """True if the games are equal: ``self >= other`` and ``self <= other``."""
        return self >= other and self <= other

    @arg.check_args(other=arg.instance_of(lambda: PartizanGame, "a PartizanGame"))
    def fuzzy(self, other):
        """True if the games are incomparable (confused): neither >= nor <=."""
        return not self >= other and not self <= other


def _options(games, side):
    if isinstance(games, PartizanGame | str) or not hasattr(games, "__iter__"):
        raise TypeError(
            f"the {side} options must be an iterable of PartizanGame, got {games!r}"
        )
    games = _at_most(
        games,
        SEARCH_LIMIT,
        f"the {side} options are more than SEARCH_LIMIT = {SEARCH_LIMIT:,} "
        "games (an endless iterable?): give a finite list, or raise "
        "gamelib.partizan.games.SEARCH_LIMIT",
    )
    for game in games:
        if not isinstance(game, PartizanGame):
            raise TypeError(
                f"every {side} option must be a PartizanGame, got {game!r} "
                f"({type(game).__name__})"
            )
    return tuple(games)


def _game(game, name="game"):
    if not isinstance(game, PartizanGame):
        raise TypeError(
            f"{name} must be a PartizanGame, got {game!r} ({type(game).__name__})"
        )
    return game


def _show(game, depth=2):
    """``{0, *1 | 1/2}``: options shown by value where known, else one level deep."""

    def label(option):
        known = value(option)
        if known is not None:
            return str(known)
        if depth > 1:
            return _show(option, depth - 1)
        return "{…}"

    left = ", ".join(map(label, _first(game.left)))
    right = ", ".join(map(label, _first(game.right)))
    return f"{{{left} | {right}}}".replace("{ |", "{|").replace("| }", "|}")


def _first(options, most=8):
    return options[:most]


# -- the one search -----------------------------------------------------------


class _Budget:
    def __init__(self, what):
        self.steps, self.what = 0, what

    def spend(self, cost=1):
        self.steps += cost
        if self.steps > SEARCH_LIMIT:
            raise SearchLimitError(
                f"{self.what} took more than {SEARCH_LIMIT:,} steps; "
                "raise gamelib.partizan.games.SEARCH_LIMIT for larger games"
            )


def _solve(start, deps, get, put, what):
    """Decide ``holds(node) = not any(holds(d) for d in deps(node))``, iteratively.

    Both the outcome (a player loses moving first when no move leaves the
    opponent losing) and Conway's order have this shape; the game graph is
    acyclic, so the depth-first search ends. Stops at the first dep that holds.
    """
    known = get(start)
    if known is not None:
        return known
    budget = _Budget(what)
    stack = [[start, iter(deps(start)), None]]
    while stack:
        frame = stack[-1]
        node, todo, pending = frame
        if pending is not None:
            frame[2] = None
            if get(pending):
                put(node, False)
                stack.pop()
                continue
        for dep in todo:
            budget.spend()
            answer = get(dep)
            if answer is None:
                frame[2] = dep
                stack.append([dep, iter(deps(dep)), None])
                break
            if answer:
                put(node, False)
                stack.pop()
                break
        else:
            put(node, True)
            stack.pop()
    return get(start)


def _options_of(g):
    """Every option of `g`: Left's, then Right's."""
    return g.left + g.right


def _cache_on_pair(field):
    """The ``get`` and ``put`` of an answer about ``(g, h)``, in ``g.<field>[h]``."""

    def get(node):
        return getattr(node[0], field).get(node[1])

    def put(node, answer):
        getattr(node[0], field)[node[1]] = answer

    return get, put


def _cache_on_game(field):
    """The ``get`` and ``put`` of an answer about a game `g`, in ``g.<field>``."""

    def get(g):
        return getattr(g, field)

    def put(g, answer):
        setattr(g, field, answer)

    return get, put


def _build(start, children, make, get, put, what):
    """Post-order construction: ``make(node)`` once every child has a result."""
    if get(start) is not None:
        return get(start)
    budget = _Budget(what)
    stack = [(start, False)]
    while stack:
        node, ready = stack.pop()
        if get(node) is not None:
            continue
        if ready:
            put(node, make(node))
            continue
        stack.append((node, True))
        for child in children(node):
            budget.spend()
            if get(child) is None:
                stack.append((child, False))
    return get(start)


# -- outcomes and order ---------------------------------------------------------


def _loses_first(game, player):
    """True if `player` ("L" or "R") loses moving first in `game`."""

    def deps(node):
        g, who = node
        return ((o, "R") for o in g.left) if who == "L" else ((o, "L") for o in g.right)

    return _solve(
        (game, player),
        deps,
        *_cache_on_pair("_loses"),
        "the outcome search",
    )


@arg.check_args(game=arg.instance_of(PartizanGame, "a PartizanGame"))
def outcome_class(game):
    """Return the outcome class of `game`: "L", "R", "N" or "P".

    L: Left wins whoever starts; R: Right does; N: the first player (the
    Next to move) wins; P: the second (Previous) player wins. Found by a
    search over the game's positions, from the rules of play only.

    Examples
    --------
    >>> pz = gl.partizan.games
    >>> [pz.outcome_class(g) for g in (pz.integer(2),
    ...     pz.integer(-1), pz.nimber(1), pz.nimber(0))]
    ['L', 'R', 'N', 'P']
    """
    _game(game)
    left_wins = not _loses_first(game, "L")
    right_wins = not _loses_first(game, "R")
    return {
        (True, False): "L",
        (False, True): "R",
        (True, True): "N",
        (False, False): "P",
    }[left_wins, right_wins]


def _ge(g, h):
    """Conway's G >= H: no Right option of G is <= H, no Left option of H is >= G."""

    def deps(node):
        x, y = node
        yield from ((y, xr) for xr in x.right)  # x^R <= y
        yield from ((yl, x) for yl in y.left)  # y^L >= x

    return _solve(
        (g, h),
        deps,
        *_cache_on_pair("_ge"),
        "the comparison",
    )


def compare(g, h):
    """Return how `g` compares with `h`: ">", "<", "=" or "||" (confused).

    Examples
    --------
    >>> P = gl.partizan.games
    >>> P.compare(P.number(Fraction(1, 2)), P.integer(1))
    '<'
    >>> P.compare(P.nimber(1), P.integer(0))
    '||'
    """
    ge, le = _ge(_game(g, "g"), _game(h, "h")), _ge(h, g)
    return {(True, True): "=", (True, False): ">", (False, True): "<"}.get(
        (ge, le), "||"
    )


# -- sums and negatives ---------------------------------------------------------


def add(g, h):
    """Return the disjunctive sum ``g + h``: each move is made in one of the two.

    ``{g^L + h, g + h^L | g^R + h, g + h^R}``, built once per pair of
    positions and remembered on the games. Number parts stay numbers: two
    numbers add as fractions, a game equal to a number plus a number is that
    number, and for G not equal to a number and a number x the sum is
    ``{G^L + x | G^R + x}`` (the translation theorem: nobody need move in
    x), so a sum of switches ``{k | -k}`` does not pair every position of
    every number with every other position.

    Examples
    --------
    >>> star = gl.partizan.games.nimber(1)
    >>> gl.partizan.games.outcome_class(star + star)
    'P'
    """
    _game(g, "g"), _game(h, "h")
    kinds = {}

    def kind(node):  # "numbers", "left" (x + number), "right", or "both"
        if node not in kinds:
            kinds[node] = _sum_kind(*node)
        return kinds[node]

    def children(node):
        x, y = node
        k = kind(node)
        moves_x = [(o, y) for o in x.left + x.right] if k in ("left", "both") else []
        moves_y = [(x, o) for o in y.left + y.right] if k in ("right", "both") else []
        return moves_x + moves_y

    def make(node):
        x, y = node
        k = kind(node)
        if k == "numbers":
            return _number_sum(_number_value(x), _number_value(y))
        lefts, rights = [], []
        if k in ("left", "both"):
            lefts += [o._plus[y] for o in x.left]
            rights += [o._plus[y] for o in x.right]
        if k in ("right", "both"):
            lefts += [x._plus[o] for o in y.left]
            rights += [x._plus[o] for o in y.right]
        return PartizanGame(lefts, rights)

    return _build(
        (g, h),
        children,
        make,
        *_cache_on_pair("_plus"),
        "the sum",
    )


def _number_value(game):
    """The number a game equals, or None if it equals no number.

    Free for a game built by :func:`number`; a game whose first player wins
    (outcome N) is no number; otherwise read from the canonical form.
    """
    if game._number is not None:
        return game._number
    if outcome_class(game) == "N":
        return None
    known = value(game)
    return known if isinstance(known, Fraction) else None


def _sum_kind(x, y):
    """How ``x + y`` is built: which of the two parts the moves are made in.

    "numbers" if both parts equal numbers (the sum is a number); "left" if
    only y is a number (move in x only: translation), "right" if only x
    is; "both" otherwise (the definition of the sum).
    """
    if x._number is None and y._number is None:
        return "both"
    number_x, number_y = _number_value(x), _number_value(y)
    if number_x is not None and number_y is not None:
        return "numbers"
    return "left" if number_y is not None else "right"


@arg.check_args(game=arg.instance_of(PartizanGame, "a PartizanGame"))
def negate(game):
    """Return ``-game``: Left and Right swap roles, ``{-G^R | -G^L}``.

    Examples
    --------
    >>> gl.partizan.games.value(-gl.partizan.games.stalk("BR"))
    Fraction(-1, 2)
    """

    if _game(game)._number is not None:  # a number negates as a number
        return number(-game._number)

    def make(g):
        return PartizanGame(
            [o._negative for o in g.right], [o._negative for o in g.left]
        )

    return _build(
        game,
        _options_of,
        make,
        *_cache_on_game("_negative"),
        "the negative",
    )


def _number_sum(a, b):
    """``number(a) + number(b)``, built as the number a + b (numbers add as
    the fractions they stand for).

    Not held to :func:`number`'s size limit: the sum of two games already
    built may pass it (``number(10000) + number(1)``, like the game
    ``{10000 |}`` whose value is 10001); the search's step budget still
    bounds the work.
    """
    return _build_number(a + b)


STALK = "a stalk, a string of 'B' (blue) and 'R' (red) edges"


def _a_stalk(value, what):
    """A checker of one stalk (its letters and length by :func:`_check_stalk`)."""
    if not isinstance(value, str):
        arg.refuse(what, STALK, value)
    return arg.relabel(_check_stalk, value, what)


_STALK_LIST = arg.sequence_of(_a_stalk, "an iterable of stalks such as ['BR', 'R']")


def stalk_list(value, what):
    """A checker of a list of stalks, each named ``what[i]`` in its message."""
    if isinstance(value, str):
        raise TypeError(
            f"{what} must be a list of stalks such as ['BR', 'R'], got the string "
            f"{value[:40]!r}; use stalk({value[:40]!r}) for one stalk"
        )
    return _STALK_LIST(value, what)


@arg.check_args(pieces=stalk_list)
def stalks(pieces):
    """Return the sum of Blue-Red Hackenbush stalks (an iterable of strings).

    Examples
    --------
    >>> gl.partizan.games.value(gl.partizan.games.stalks(["BR", "R"]))
    Fraction(-1, 2)
    >>> gl.partizan.games.stalks(["BR", b"R"])
    Traceback (most recent call last):
    ...
    TypeError: stalks(): pieces[1] must be a stalk, a string of ... got b'R' (bytes)
    """
    total = PartizanGame()
    for piece in pieces:
        total = total + stalk(piece)
    return total


# -- canonical forms, numbers and nimbers -----------------------------------


def _undominated(options, better):
    """Drop options dominated by another (and repeats of an equal one)."""
    kept = []
    for option in options:
        if any(better(k, option) for k in kept):
            continue
        kept = [k for k in kept if not better(option, k)] + [option]
    return kept


def _canonical_from(left, right):
    """The canonical form of {left | right}, whose options are canonical."""
    while True:
        game = PartizanGame(left, right)
        changed = False
        new_left, new_right = [], []
        for option in left:  # reversible: some option^R <= game
            reverse = next((o for o in option.right if o <= game), None)
            changed |= reverse is not None
            new_left.extend(reverse.left if reverse is not None else [option])
        for option in right:  # reversible: some option^L >= game
            reverse = next((o for o in option.left if o >= game), None)
            changed |= reverse is not None
            new_right.extend(reverse.right if reverse is not None else [option])
        left = _undominated(new_left, lambda a, b: a >= b)
        right = _undominated(new_right, lambda a, b: a <= b)
        if not changed and len(left) == len(new_left) and len(right) == len(new_right):
            game = PartizanGame(left, right)
            game._canonical = game
            return game


def _same(options, others):
    """True if two tuples of options hold the same objects, in order."""
    return len(options) == len(others) and all(map(operator.is_, options, others))


@arg.check_args(game=arg.instance_of(PartizanGame, "a PartizanGame"))
def canonical(game):
    """Return the canonical form of `game`: the simplest game equal to it.

    Dominated options are removed and reversible ones bypassed, position by
    position from the end of play. Two games are equal exactly when their
    canonical forms have the same shape.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> P.canonical(P.stalk("BRRR"))  # 1 - 1/2 - 1/4 - 1/8 = 1/8
    PartizanGame({0 | 1/4})
    """

    def make(g):
        c = _canonical_from(
            [o._canonical for o in g.left], [o._canonical for o in g.right]
        )
        if _same(c.left, g.left) and _same(c.right, g.right):  # canonical already
            g._canonical = g
            return g
        return c

    result = _build(
        _game(game),
        _options_of,
        make,
        *_cache_on_game("_canonical"),
        "the canonical form",
    )
    return result


@dataclass(frozen=True)
class Step:
    """One step of :func:`canonical_steps`: the rule used, what it did, the game.

    Attributes
    ----------
    rule : str
        "start", "options" (each option replaced by its canonical form),
        "dominated" (a dominated or repeated option deleted), "reversible"
        (a reversible option bypassed) or "canonical" (nothing left to do).
    note : str
        The step in words, naming the options and the comparison that
        justifies it.
    game : PartizanGame
        The game after the step; every step's game equals the first.
    """

    rule: str
    note: str
    game: PartizanGame


def canonical_steps(game):
    """Return the reduction of `game` to its canonical form, one step at a time.

    First every option is replaced by its canonical form (they are equal
    games, so the game keeps its value); then, one at a time, a *dominated*
    option is deleted (a Left option ``A`` with another Left option
    ``B >= A``; for Right, ``B <= A``) or a *reversible* option is bypassed
    (a Left option ``A`` with a Right option ``A^R <= G`` is replaced by the
    Left options of ``A^R``; for Right, ``A^L >= G`` and the Right options of
    ``A^L``), until neither is left. Both rules keep the value, and the end
    is the canonical form, the same whatever the order of the steps.

    Returns
    -------
    list of Step
        From ``Step("start", ...)`` to ``Step("canonical", ...)``; the last
        game has the shape of ``canonical(game)``.

    Raises
    ------
    TypeError
        If `game` is not a PartizanGame.
    ValueError
        If a side has more than ``MOST_OPTIONS`` options during the
        reduction (each step compares every pair of them).

    Examples
    --------
    >>> P = gl.partizan.games
    >>> star, zero = P.nimber(1), P.nimber(0)
    >>> for step in P.canonical_steps(P.PartizanGame([zero, star], [star])):
    ...     print(step.rule, step.game)
    start PartizanGame({0, *1 | *1})
    reversible PartizanGame({0 | *1})
    canonical PartizanGame({0 | *1})
    """
    _game(game)
    steps = [Step("start", "the game as given", game)]
    left = [canonical(o) for o in game.left]
    right = [canonical(o) for o in game.right]
    if any(
        c is not o for c, o in zip(left + right, game.left + game.right, strict=True)
    ):
        steps.append(
            Step(
                "options",
                "each option replaced by its canonical form (an equal game)",
                PartizanGame(left, right),
            )
        )
    current = steps[-1].game
    while True:
        _check_options(current)
        step = _dominated_step(current) or _reversible_step(current)
        if step is None:
            break
        steps.append(step)
        current = step.game
        if len(steps) > MOST_STEPS:
            raise SearchLimitError(
                f"the reduction took more than {MOST_STEPS:,} steps; "
                "raise gamelib.partizan.games.MOST_STEPS for larger games"
            )
    steps.append(
        Step("canonical", "no dominated or reversible option is left", current)
    )
    return steps


_SIDES = (("Left", "left", ">="), ("Right", "right", "<="))


def _check_options(game):
    for side in ("left", "right"):
        count = len(getattr(game, side))
        if count > MOST_OPTIONS:
            raise ValueError(
                f"canonical_steps reduces games with at most {MOST_OPTIONS} "
                f"options a side, one step at a time; this one has {count} "
                f"{side} options: use canonical() for the result alone"
            )


def _dominated_step(game):
    """Delete one dominated (or repeated) option of `game`, or return None."""
    for side, attr, order in _SIDES:
        options = getattr(game, attr)
        for i, a in enumerate(options):
            for j, b in enumerate(options):
                better = b >= a if side == "Left" else b <= a
                if i == j or not better or (a.equals(b) and j > i):
                    continue  # of two equal options, keep the first
                kept = options[:i] + options[i + 1 :]
                if a.equals(b):
                    note = f"{side}'s option {_label(a)} appears twice: one is deleted"
                else:
                    note = (
                        f"{side}'s option {_label(a)} is dominated by "
                        f"{_label(b)} ({_label(b)} {order} {_label(a)}): deleted"
                    )
                new = (kept, game.right) if side == "Left" else (game.left, kept)
                return Step("dominated", note, PartizanGame(*new))
    return None


def _reversible_step(game):
    """Bypass one reversible option of `game`, or return None."""
    for side, attr, _ in _SIDES:
        options = getattr(game, attr)
        for i, a in enumerate(options):
            replies = a.right if side == "Left" else a.left
            for reply in replies:
                if not (reply <= game if side == "Left" else reply >= game):
                    continue
                instead = reply.left if side == "Left" else reply.right
                kept = options[:i] + instead + options[i + 1 :]
                other = "Right" if side == "Left" else "Left"
                order = "<=" if side == "Left" else ">="
                shown = ", ".join(map(_label, instead)) or "none"
                note = (
                    f"{side}'s option {_label(a)} is reversible: {other}'s answer "
                    f"{_label(reply)} {order} G, so it is replaced by the "
                    f"{side} options of {_label(reply)} ({shown})"
                )
                new = (kept, game.right) if side == "Left" else (game.left, kept)
                return Step("reversible", note, PartizanGame(*new))
    return None


def _label(game):
    """A short name: the value of a number or nimber, else the form."""
    known = value(game)
    return str(known) if known is not None else _show(game)


def _kind(c):
    """The value of a canonical form whose options are already classified."""
    left = [o._value[0] for o in c.left]
    right = [o._value[0] for o in c.right]
    if all(isinstance(v, Fraction) for v in left + right):
        low = max(left, default=None)
        high = min(right, default=None)
        if low is None or high is None or low < high:
            return simplest_between(low, high)
    # *n = {0, *1, ..., *(n-1) | 0, *1, ..., *(n-1)}: the options as sets,
    # in any order (a canonical form has no repeated option)
    n = len(left)
    expected = [Fraction(0)] + [Nimber(k) for k in range(1, n)]
    if n > 0 and all(v is not None for v in left + right):
        by_order = sorted(left, key=_nimber_order), sorted(right, key=_nimber_order)
        if by_order == (expected, expected):
            return Nimber(n)
    return None


def _nimber_order(v):
    """Sort 0, *1, *2, ... first, in that order; anything else after them."""
    if isinstance(v, Nimber):
        return (0, v.n)
    return (0, 0) if v == 0 else (1, 0)


@arg.check_args(game=arg.instance_of(PartizanGame, "a PartizanGame"))
def value(game):
    """Return the value of `game` if it is a number or a nimber, else None.

    A number comes back as an exact :class:`~fractions.Fraction` (the
    numbers of finite games are the dyadic rationals), a nimber ``*n`` with
    n >= 1 as :class:`Nimber`; ``*0`` is the number 0. Any other game
    (such as ``{1 | 0}`` or ``1 + *1``) gives None: it is neither.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> P.value(P.stalk("BRB")), P.value(P.nimber(2) + P.nimber(3))
    (Fraction(3, 4), *1)
    >>> P.value(P.PartizanGame([P.integer(1)], [P.integer(0)])) is None
    True
    """
    c = canonical(_game(game))

    def make(g):
        return (_kind(g),)

    return _build(
        c,
        _options_of,
        make,
        *_cache_on_game("_value"),
        "the value",
    )[0]


@arg.check_args(game=arg.instance_of(PartizanGame, "a PartizanGame"))
def describe(game):
    """Return the value as text: "3/4", "*2", or that it is neither.

    Examples
    --------
    >>> gl.partizan.games.describe(gl.partizan.games.stalk("RB"))
    '-1/2'
    """
    v = value(game)
    return "neither a number nor a nimber" if v is None else str(v)


def birthday(game_or_number):
    """Return the day a game's value is born: the height of its canonical form.

    For a number q the closed form is ``|q|`` for an integer and
    ``floor(|q|) + 1 + k`` for ``m / 2**k`` with m odd, k >= 1; for a game,
    the height of the canonical form's game tree.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> P.birthday(Fraction(3, 4)), P.birthday(P.nimber(2))
    (3, 2)
    """
    if isinstance(game_or_number, PartizanGame):
        c = canonical(game_or_number)
        heights = {}

        def make(g):
            return 1 + max((heights[o] for o in g.left + g.right), default=-1)

        return _build(
            c,
            _options_of,
            make,
            heights.get,
            heights.__setitem__,
            "the birthday",
        )
    if isinstance(game_or_number, bool) or not isinstance(
        game_or_number, int | Fraction
    ):
        raise TypeError(
            f"game_or_number must be a PartizanGame or an exact number (an int "
            f"or a fractions.Fraction), got {game_or_number!r} "
            f"({type(game_or_number).__name__})"
        )
    q = _dyadic(game_or_number, "game_or_number")
    k = q.denominator.bit_length() - 1
    return abs(q.numerator) if k == 0 else floor(abs(q)) + 1 + k


# -- numbers, nimbers and stalks ---------------------------------------------


def _dyadic(q, what="a number"):
    if isinstance(q, bool) or not isinstance(q, int | Fraction):
        raise TypeError(
            f"{what} must be an int or a fractions.Fraction (exact), got {q!r} "
            f"({type(q).__name__})"
        )
    q = Fraction(q)
    d = q.denominator
    if d & (d - 1):
        raise ValueError(
            f"{what} must be a dyadic rational m/2^k (the numbers of finite "
            f"games), got {q}"
        )
    return q


def simplest_between(low=None, high=None):
    """Return the simplest number x with low < x < high (None: no bound).

    The simplest number is the one born first: the integer nearest to 0 if
    there is one in the interval, otherwise the fraction with the smallest
    power of two as denominator. The simplicity theorem says that
    ``{a | b}`` is this number whenever a < b are numbers.

    Raises
    ------
    ValueError
        If low >= high: then ``{low | high}`` is not a number.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> P.simplest_between(0, 1), P.simplest_between(Fraction(1, 2), 1)
    (Fraction(1, 2), Fraction(3, 4))
    >>> P.simplest_between(Fraction(-7, 2), None), P.simplest_between(None, None)
    (Fraction(0, 1), Fraction(0, 1))
    """
    low = None if low is None else _dyadic(low, "low, the lower bound,")
    high = None if high is None else _dyadic(high, "high, the upper bound,")
    if low is not None and high is not None and low >= high:
        raise ValueError(
            f"the simplicity rule needs low < high, got low = {low}, high = {high}: "
            "{a | b} with a >= b is not a number"
        )
    if (low is None or low < 0) and (high is None or high > 0):
        return Fraction(0)
    if high is not None and high <= 0:  # mirror the interval to the right of 0
        return -simplest_between(-high, None if low is None else -low)
    return _simplest_above(low, high)


def _simplest_above(low, high):
    """The simplest number in (low, high) for dyadic 0 <= low < high (or no high).

    The integer just above low if it is below high; otherwise the first
    dyadic m/2^k above low with the least k. Some m/2^k lies in the interval
    for k = K (the midpoint) and then for every larger k, so the least k is
    found by bisection, with shifts only: a denominator of a million bits
    costs about twenty comparisons, not a million.
    """
    if high is None or floor(low) + 1 < high:
        return Fraction(floor(low) + 1)
    p, a = low.numerator, low.denominator.bit_length() - 1  # low = p / 2^a
    q, b = high.numerator, high.denominator.bit_length() - 1  # high = q / 2^b

    def first_above(k):  # m = floor(low * 2^k) + 1, and whether m / 2^k < high
        m = ((p << k) >> a) + 1
        return m, (m << b) < (q << k)

    lo, hi = 0, max(a, b) + 1  # first_above(hi) fits: the midpoint does
    while lo < hi:
        mid = (lo + hi) // 2
        if first_above(mid)[1]:
            hi = mid
        else:
            lo = mid + 1
    return Fraction(first_above(lo)[0], 1 << lo)


def integer(n):
    """Return the canonical form of the integer n: ``{n - 1 |}`` or ``{| n + 1}``.

    Examples
    --------
    >>> gl.partizan.games.integer(2)
    PartizanGame({1 |})
    """
    return number(n)


def number(q):
    """Return the canonical form of a dyadic rational q (an int or a Fraction).

    ``0 = {|}``, ``n = {n - 1 |}``, ``-n = {| -n + 1}``, and
    ``m / 2**k = {(m - 1) / 2**k | (m + 1) / 2**k}`` for m odd, k >= 1.

    Raises
    ------
    TypeError
        If q is not an int or a Fraction (a float is not exact).
    ValueError
        If q is not dyadic (1/3), or too large to build.

    Examples
    --------
    >>> gl.partizan.games.number(Fraction(3, 4))
    PartizanGame({1/2 | 1})
    >>> gl.partizan.games.number(Fraction(1, 3))
    Traceback (most recent call last):
    ...
    ValueError: q, the number, must be a dyadic rational m/2^k (the numbers of ...
    """
    q = _dyadic(q, "q, the number,")
    k = q.denominator.bit_length() - 1
    if abs(q) > MOST_INTEGER or k > MOST_HALVINGS:
        raise ValueError(
            f"number({q}) is too large to build: at most {MOST_INTEGER:,} in "
            f"absolute value and denominators up to 2^{MOST_HALVINGS}"
        )
    return _build_number(q)


def _build_number(q):
    """The canonical form of the dyadic rational q, built from 0 outwards."""
    built = {}

    def children(x):
        if x.denominator > 1:
            return [x - Fraction(1, x.denominator), x + Fraction(1, x.denominator)]
        return [] if x == 0 else [x - 1 if x > 0 else x + 1]

    def make(x):
        if x.denominator > 1:
            before, after = children(x)
            game = PartizanGame([built[before]], [built[after]])
        elif x == 0:
            game = PartizanGame()
        else:
            (before,) = children(x)
            game = (
                PartizanGame([built[before]])
                if x > 0
                else PartizanGame([], [built[before]])
            )
        # a canonical form whose value is known: sums and negatives of it
        # are built as numbers (add, negate), not position by position
        game._number, game._canonical, game._value = x, game, (x,)
        return game

    return _build(q, children, make, built.get, built.__setitem__, "building a number")


def nimber(n):
    """Return the nimber ``*n = {*0, ..., *(n-1) | *0, ..., *(n-1)}``.

    The impartial game of a Nim heap of n: both players have the same moves.

    Examples
    --------
    >>> gl.partizan.games.nimber(2)
    PartizanGame({0, *1 | 0, *1})
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"a nimber needs an int n >= 0, got {n!r} ({type(n).__name__})")
    if not 0 <= n <= MOST_NIMBER:
        raise ValueError(f"a nimber *n needs 0 <= n <= {MOST_NIMBER:,}, got {n}")
    heaps = []
    for _ in range(n + 1):
        heaps.append(PartizanGame(heaps, heaps))
    return heaps[n]


def _check_stalk(text):
    if not isinstance(text, str):
        raise TypeError(
            f"text must be a stalk, a string of 'B' (blue, Left's) and 'R' "
            f"(red, Right's) edges from the ground up, got {text!r} "
            f"({type(text).__name__})"
        )
    for i, edge in enumerate(text):
        if edge not in "BR":
            raise ValueError(
                f"a stalk may hold only the letters B (blue) and R (red), "
                f"got {edge!r} at position {i} of {text!r}"
            )
    if len(text) > MOST_EDGES:
        raise ValueError(
            f"a stalk of {len(text):,} edges is too long: at most {MOST_EDGES:,}"
        )
    return text


@arg.check_args(text=arg.text_of("a stalk, a string of 'B' (blue) and 'R' (red) edges"))
def stalk(text):
    """Return the Blue-Red Hackenbush stalk `text` as a game.

    `text` lists the edges from the ground up, "B" for blue (Left may cut
    it) and "R" for red (Right may cut it). Cutting edge i leaves the i edges
    below it: everything above falls.

    Examples
    --------
    >>> gl.partizan.games.stalk("BR")
    PartizanGame({0 | 1})
    >>> gl.partizan.games.stalk("BX")
    Traceback (most recent call last):
    ...
    ValueError: a stalk may hold only the letters B (blue) and R (red), got 'X' ...
    """
    text = _check_stalk(text)
    prefixes = [PartizanGame()]
    for i in range(1, len(text) + 1):
        below = range(i)
        left = [prefixes[j] for j in below if text[j] == "B"]
        right = [prefixes[j] for j in below if text[j] == "R"]
        prefixes.append(PartizanGame(left, right))
    return prefixes[-1]


@arg.check_args(text=arg.text)
def stalk_value(text):
    """Berlekamp's rule: the exact value of a Blue-Red Hackenbush stalk.

    The edges of the first colour from the ground count 1 each; after the
    first change of colour, the edges count 1/2, 1/4, 1/8, ... in turn;
    blue counts plus and red minus.

    Examples
    --------
    >>> [str(gl.partizan.games.stalk_value(s)) for s in ("", "BB", "BR", "BRR", "RBB")]
    ['0', '2', '1/2', '1/4', '-1/4']
    """
    text = _check_stalk(text)
    sign = {"B": 1, "R": -1}
    run = len(text) - len(text.lstrip(text[:1]))
    total = Fraction(sign[text[0]] * run) if text else Fraction(0)
    for k, edge in enumerate(text[run:], start=1):
        total += Fraction(sign[edge], 2**k)
    return total


@arg.check_args(text=arg.text_of("a string of stalks, such as 'BR BBR R'"))
def parse_stalks(text):
    """Read stalks typed by a reader: "BR BBR, R" gives ("BR", "BBR", "R").

    Letters may be upper or lower case; stalks are separated by spaces or
    commas.

    Examples
    --------
    >>> gl.partizan.games.parse_stalks("br, BBR R")
    ('BR', 'BBR', 'R')
    """
    if not isinstance(text, str):
        raise TypeError(
            f"text must be a string of stalks such as 'BR BBR R', got {text!r} "
            f"({type(text).__name__})"
        )
    typed = text.replace(",", " ").split()
    for piece in typed:  # the message quotes the stalk as it was typed
        for i, edge in enumerate(piece):
            if edge not in "BRbr":
                raise ValueError(
                    f"a stalk may hold only the letters B (blue) and R (red), "
                    f"got {edge!r} at position {i} of {piece!r}"
                )
    return tuple(_check_stalk(piece.upper()) for piece in typed)


def numbers_born_by(day):
    """Return the numbers born on day `day` or before, sorted, by construction.

    Day 0 makes ``0 = {|}``; day d makes every ``{L | R}`` where L and R are
    sets of numbers born before day d with every element of L below every
    element of R. Only the largest of L and the smallest of R matter (the
    simplicity theorem), so each pair of bounds is built once and valued.

    Examples
    --------
    >>> [str(x) for x in gl.partizan.games.numbers_born_by(2)]
    ['-2', '-1', '-1/2', '0', '1/2', '1', '2']
    """
    if isinstance(day, bool) or not isinstance(day, int) or not 0 <= day <= 6:
        raise ValueError(f"day must be an int from 0 to 6, got {day!r}")
    games = [PartizanGame()]
    for _ in range(day):
        bounds = [None, *games]
        made = list(games)
        for low in bounds:
            for high in bounds:
                if low is None or high is None or low < high:
                    left = [] if low is None else [low]
                    right = [] if high is None else [high]
                    made.append(PartizanGame(left, right))
        unique = {}
        for g in made:
            unique.setdefault(value(g), g)
        games = [unique[v] for v in sorted(unique)]
    return [value(g) for g in games]


def from_impartial(game, position):
    """Return an impartial game's position as a partizan game.

    Both players get the same options, the position's options. By the
    Sprague-Grundy theorem the result equals the nimber of its SG value.

    Raises
    ------
    LoopyGameError
        If the game graph has a cycle through a reachable position.
    SearchLimitError
        If the positions reachable have more than ``game.search_limit``
        moves between them, or their games would fill ``game.search_memory``
        (each position's options are charged as they are listed).

    Examples
    --------
    >>> gl.partizan.games.value(gl.partizan.games.from_impartial(gl.Nim(), (1, 2)))
    *3
    """
    _check_game(game)
    position = game.check(position)
    built, on_path = {}, set()
    charge = _Building(game, position)
    stack = [(position, None)]
    while stack:
        here, options = stack.pop()
        if here in built:
            continue
        if options is None:
            if here in on_path:
                raise LoopyGameError(here)
            on_path.add(here)
            options = distinct_options(game, here)
            charge.node(options)
            stack.append((here, options))
            for option in options:
                if option in on_path:
                    raise LoopyGameError(option)
                if option not in built:
                    stack.append((option, None))
            continue
        moves = [built[o] for o in options]
        built[here] = PartizanGame(moves, moves)
        on_path.discard(here)
    return built[position]


#: Bytes a PartizanGame built by :func:`from_impartial` takes besides its
#: options (measured with tracemalloc: about 430), and per option (a
#: reference in each side's tuple, and the list it is built from).
_NODE_BYTES, _OPTION_BYTES = 512, 24
#: Bytes of the search's stack entry for each option it will visit.
_PENDING_BYTES = 72


class _Building:
    """What :func:`from_impartial` has built so far, against the game's budgets.

    Each position reached is charged as its options are listed: one move an
    option against ``game.search_limit``, and against ``game.search_memory``
    its node, its options' references and the options themselves (each kept
    until its own node is built, or as the key of the built node).
    """

    def __init__(self, game, root):
        self.game, self.root = game, root
        self.moves, self.memory = game.search_limit, game.search_memory

    def node(self, options):
        self.moves -= len(options)
        self.memory -= _NODE_BYTES + _OPTION_BYTES * len(options)
        self.memory -= sum(position_bytes(o) + _PENDING_BYTES for o in options)
        game = self.game
        if self.moves < 0:
            raise SearchLimitError(
                f"the game tree of {_short(self.root)} has more than "
                f"search_limit = {game.search_limit:,} moves, and from_impartial "
                "builds a partizan game for each position: start from a smaller "
                "position, or raise the budget on the game: game.search_limit = "
                f"{10 * game.search_limit:,}"
            )
        if self.memory < 0:
            raise SearchLimitError(
                f"the partizan games from_impartial builds for the positions "
                f"reachable from {_short(self.root)} would fill more than "
                f"search_memory = {game.search_memory:,} bytes: start from a "
                "smaller position, or raise the memory on the game: "
                f"game.search_memory = {4 * game.search_memory:,}"
            )
