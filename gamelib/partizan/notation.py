"""Games typed as text: ``{1, * | {0 | -1}}``, ``1/2 + ↑*``, and back to text.

:func:`parse_game` reads the notation of chapter 13, so a reader can type any
short game: braces with Left's options, a bar, Right's options; numbers
(``3``, ``-2``, ``3/4``: dyadic rationals); nimbers (``*``, ``*2``); ``↑``
(or ``up``) and ``↓`` (or ``down``); sums and differences with ``+`` and
``-``, and parentheses. A star written right after a term adds that nimber
(``1*`` is ``1 + *``, ``↑*2`` is ``↑ + *2``). :func:`game_text` writes a
game back, each option by its value where it has one.
"""

import re
from fractions import Fraction

from gamelib.engine import args as arg
from gamelib.partizan.games import (
    PartizanGame,
    canonical,
    nimber,
    number,
    value,
)

__all__ = ["game_text", "parse_game"]

#: The longest text :func:`parse_game` reads, the deepest nesting of braces
#: and parentheses and the largest nimber (a game typed by a reader).
MOST_CHARACTERS = 400
MOST_NESTING = 12
MOST_STAR = 64

_TOKEN = re.compile(
    r"\s*(?:(?P<number>\d+(?:/\d+)?)|(?P<star>\*\d*)|(?P<up>↑|up\b)"
    r"|(?P<down>↓|down\b)|(?P<sign>[-+])|(?P<mark>[{}|,()]))"
)


def _tokens(text):
    """The tokens of `text` as (kind, text, position); ValueError on a stray."""
    found, at = [], 0
    while at < len(text):
        if text[at:].strip() == "":
            break
        match = _TOKEN.match(text, at)
        if not match:
            raise ValueError(
                f"cannot read {text[at:].strip()[:12]!r} at position {at}: a game "
                "is written with braces {L | R}, commas, numbers such as 3 or "
                "3/4, *, *2, ↑ (up), ↓ (down), + and -"
            )
        kind = match.lastgroup
        found.append((kind, match.group(kind), match.start(kind)))
        at = match.end()
    return found


class _Reader:
    """A recursive-descent reader over the tokens (nesting is bounded)."""

    def __init__(self, text):
        self.tokens, self.i, self.depth = _tokens(text), 0, 0

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else (None, "", -1)

    def take(self, wanted):
        _, token, at = self.peek()
        if token != wanted:
            where = f"at position {at}" if at >= 0 else "at the end"
            raise ValueError(f"expected {wanted!r} {where}, got {token or 'nothing'!r}")
        self.i += 1

    def nested(self, read):
        self.depth += 1
        if self.depth > MOST_NESTING:
            raise ValueError(f"braces and parentheses nest at most {MOST_NESTING} deep")
        result = read()
        self.depth -= 1
        return result

    def total(self):
        game = self.term()
        while self.peek()[1] in ("+", "-"):
            sign = self.peek()[1]
            self.i += 1
            game = game + self.term() if sign == "+" else game - self.term()
        return game

    def term(self):
        if self.peek()[1] in ("-", "+"):
            sign = self.peek()[1]
            self.i += 1
            game = self.term()
            return -game if sign == "-" else game
        game = self.atom()
        while self.peek()[0] == "star":  # 1* and ↑*2: a nimber added on
            game = game + self.atom()
        return game

    def options(self, stop):
        found = []
        while self.peek()[1] not in stop and self.peek()[0] is not None:
            found.append(self.total())
            if self.peek()[1] != ",":
                break
            self.i += 1
        return found

    def braces(self):
        left = self.options(("|", "}"))
        self.take("|")
        right = self.options(("}",))
        self.take("}")
        return PartizanGame(left, right)

    def atom(self):
        kind, token, at = self.peek()
        self.i += 1
        if kind == "number":
            if re.search(r"/0+$", token):
                raise ValueError(f"{token!r} at position {at} divides by zero")
            return number(Fraction(token))
        if kind == "star":
            n = int(token[1:] or 1)
            if n > MOST_STAR:
                raise ValueError(f"nimbers go up to *{MOST_STAR} here, got {token!r}")
            return nimber(n)
        if kind in ("up", "down"):
            up = PartizanGame([number(0)], [nimber(1)])
            return up if kind == "up" else -up
        if token == "{":
            return self.nested(self.braces)
        if token == "(":
            game = self.nested(self.total)
            self.take(")")
            return game
        where = f"at position {at}" if at >= 0 else "at the end"
        raise ValueError(
            f"expected a game {where} (a number, *, ↑, ↓ or {{...}}), got "
            f"{token or 'nothing'!r}"
        )


@arg.check_args(text=arg.text)
def parse_game(text):
    """Return the game written in `text`, in the notation of chapter 13.

    Raises
    ------
    TypeError
        If `text` is not a string.
    ValueError
        If it cannot be read (the message says where), holds a number that
        is not dyadic (1/3), or is longer than ``MOST_CHARACTERS``.

    Examples
    --------
    >>> P, N = gl.partizan.games, gl.partizan.notation
    >>> P.value(N.parse_game("{0 | 1}")), P.outcome_class(N.parse_game("{1 | -1}"))
    (Fraction(1, 2), 'N')
    >>> N.game_text(N.parse_game("{0, * | 0, *}")), N.game_text(N.parse_game("↑ + ↑"))
    ('*2', '{0 | ↑*}')
    >>> N.parse_game("{1 | ")
    Traceback (most recent call last):
    ...
    ValueError: expected '}' at the end, got 'nothing'
    """
    if len(text) > MOST_CHARACTERS:
        raise ValueError(
            f"text must be at most {MOST_CHARACTERS} characters, got {len(text)}"
        )
    reader = _Reader(text)
    if not reader.tokens:
        raise ValueError("text is empty: type a game such as {1 | -1} or 0")
    game = reader.total()
    if reader.i < len(reader.tokens):
        _, token, at = reader.peek()
        raise ValueError(f"unexpected {token!r} at position {at}")
    return game


def _named(g):
    """The short name of a canonical game, or None: a value, ↑, ↓, ↑*, ↓*."""
    v = value(g)
    if v is not None:
        return str(v)
    for name, sign in (("↑", 1), ("↓", -1)):
        for star in (0, 1):
            known = PartizanGame([number(0)], [nimber(1)])
            known = known if sign > 0 else -known
            if star:
                known = known + nimber(1)
            if g.equals(known):
                return name + ("*" if star else "")
    return None


@arg.check_args(game=arg.instance_of(PartizanGame, "a PartizanGame"))
def game_text(game):
    """Return the canonical form of `game` as text, options named by value.

    Examples
    --------
    >>> P = gl.partizan.games
    >>> gl.partizan.notation.game_text(P.PartizanGame([P.number(2)], [P.stalk("BR")]))
    '{2 | 1/2}'
    """

    def text(g, depth):
        name = _named(g)
        if name is not None:
            return name
        if depth == 0:
            return "{…}"
        left = ", ".join(text(o, depth - 1) for o in g.left)
        right = ", ".join(text(o, depth - 1) for o in g.right)
        return f"{{{left} | {right}}}"

    return text(canonical(game), 6)
