"""What the judge problems share: readers, writers, generators and searches.

Readers take a :class:`~gamelib.contest.problems.Tokens` stream and return
the list of test cases; writers turn a list of cases back into input text;
generators draw cases from a :class:`~gamelib.contest.judging.Draw`;
the searches play a game's real rules (``closed_form=False``) for the brute
forces. A problem module builds its record from these and its own few
functions.
"""

from __future__ import annotations

from gamelib.contest.problems._record import InputFormatError
from gamelib.engine.core import game_from, outcome, sg

# --- the statements' limits ------------------------------------------------------


def require(condition, what):
    """Raise InputFormatError(`what`) unless `condition`: a limit of a statement."""
    if not condition:
        raise InputFormatError(what)


def within(values, lo, hi, what):
    """Every value from `lo` to `hi` (`what` names them in the error)."""
    for v in values:
        require(lo <= v <= hi, f"{what} must be {lo} to {hi}, got {v}")


def is_tree(n, edges, what="the edges"):
    """The `edges` form a tree on the vertices 1..n."""
    require(len(edges) == n - 1, f"{what}: {len(edges)} edges for {n} vertices")
    top = list(range(n + 1))

    def find(v):
        while top[v] != v:
            top[v] = top[top[v]]
            v = top[v]
        return v

    for x, y in edges:
        within((x, y), 1, n, "a vertex")
        require(find(x) != find(y), f"{what}: the edge {x} {y} closes a cycle")
        top[find(x)] = find(y)


# --- numbers -----------------------------------------------------------------


def xor(values):
    """The nim-sum of the values."""
    total = 0
    for v in values:
        total ^= v
    return total


def fibonacci_upto(limit):
    """The Fibonacci numbers 1, 2, 3, 5, ... up to `limit`."""
    fib = [1, 2]
    while fib[-1] + fib[-2] <= limit:
        fib.append(fib[-1] + fib[-2])
    return fib


# Fibonacci numbers F_n with F_1 = F_2 = 1; F_40 = 102,334,155.
F = [0, 1]
while len(F) < 90:
    F.append(F[-1] + F[-2])


def subtraction_values(moves, top):
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


def misere_nim_wins(heaps):
    """Does the player to move win misère Nim on these heaps?"""
    s = xor(heaps)
    if any(h > 1 for h in heaps):
        return s != 0
    return s == 0


# --- readers -----------------------------------------------------------------


def to_end(one):
    """A reader of cases to the end of the input, each read by ``one(t)``."""

    def read(t):
        cases = []
        while t.more():
            cases.append(one(t))
        return cases

    return read


def counted(one, what="the number of test cases"):
    """A reader of a count (`what`), then that many cases read by ``one(t)``."""
    return lambda t: [one(t) for _ in range(t.int(what))]


def up_to_zero(what, one=None):
    """A reader of cases that each begin with a number `what`, up to a 0.

    ``one(t, number)`` reads the rest of a case; without it the case is the
    number itself.
    """

    def read(t):
        cases = []
        while (number := t.int(what)) != 0:
            cases.append(number if one is None else one(t, number))
        return cases

    return read


def up_to_zeros(width):
    """A reader of tuples of `width` numbers, up to one of all zeros."""

    def read(t):
        cases = []
        while (case := tuple(t.ints(width))) != (0,) * width:
            cases.append(case)
        return cases

    return read


def sized(count_what, what):
    """A reader of a count (`count_what`), then that many numbers (`what`)."""
    return lambda t: t.ints(t.int(count_what), what)


def read_pair(t):
    """Two numbers, as a tuple."""
    return tuple(t.ints(2))


#: Lists of heaps to the end of the input, each after its length.
heap_lists = to_end(sized("the number of heaps", "a heap"))


# --- writers -----------------------------------------------------------------


def lines(*rows):
    """Rows of numbers, one line each."""
    return "".join(" ".join(map(str, row)) + "\n" for row in rows)


def block(values):
    """A list as two lines: its length, then its values."""
    return f"{len(values)}\n{' '.join(map(str, values))}\n"


def bare_row(values):
    """A list as one line: its length, then its values."""
    return lines([len(values), *values])


def board(rows):
    """A board: its numbers of rows and columns, then a row a line."""
    return f"{len(rows)} {len(rows[0])}\n" + "".join(r + "\n" for r in rows)


def pair_block(pairs):
    """A list of pairs (or rows): its length, then a row a line."""
    return f"{len(pairs)}\n" + lines(*pairs)


def write_counted(cases, one=block):
    """The number of cases, then each case written by `one`."""
    return f"{len(cases)}\n" + "".join(map(one, cases))


def counted_lists(count_what, what):
    """The format of T cases, each a count and that many numbers: reader, writer.

    For ``Problem(**counted_lists("N", "a heap"), ...)``: the reader and the
    writer of one input format, side by side.
    """
    return {"parse": counted(sized(count_what, what)), "write": write_counted}


# --- generators --------------------------------------------------------------


def pick(size, small, random, most):
    """The bound for this size of input."""
    return {"small": small, "random": random, "max": most}[size]


def count(draw, size, small, most):
    """How many test cases: few when small, all of them at the maximum."""
    if size == "max":
        return most
    return draw.int(1, small if size == "small" else min(most, 10), log=True)


def cases(one, small, most):
    """A generator of :func:`count` cases, each drawn by ``one(draw, size)``."""
    return lambda d, size: [one(d, size) for _ in range(count(d, size, small, most))]


def nim_heaps(d, size, count_small, count_max, value_max, least=0):
    """Heaps for Nim: sometimes all equal, of every magnitude up to `value_max`."""
    heaps = d.int(1, pick(size, count_small, min(count_max, 30), count_max), log=True)
    if size == "max":
        heaps = count_max
    top = pick(size, 5, value_max, value_max)
    if d.int(0, 9) == 0:  # all heaps equal
        h = d.int(least, top, log=True)
        return [h] * heaps
    return [d.int(least, top, log=True) for _ in range(heaps)]


# --- searches of the rules, for the brute forces ---------------------------


def heap_game(options):
    """A sum of heaps as a sorted tuple, given the moves of one heap -> heaps."""

    def moves(heaps):
        found = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1 :]
            for parts in options(h):
                found.add(tuple(sorted(rest + tuple(p for p in parts if p))))
        return found

    return game_from(moves, name="heaps")


NIM = heap_game(lambda h: [(k,) for k in range(h)])


def brute_outcome(game, position, misere=False):
    """The outcome by a search of the rules, no closed form."""
    return outcome(game, position, closed_form=False, misere=misere)


def nim_brute(heaps):
    """The outcome of Nim on these heaps, by search."""
    return brute_outcome(NIM, tuple(sorted(h for h in heaps if h)))


def euclid_moves(p):
    """The moves of Euclid's game at the pair (a, b)."""
    a, b = p
    if a == 0 or b == 0:
        return []
    found = [(a - k * b, b) for k in range(1, a // b + 1)]
    found += [(a, b - k * a) for k in range(1, b // a + 1)]
    return found


def hackenbush_brute(edges, ground=1):
    """The SG value of a Green Hackenbush picture, by search."""
    from gamelib.graphgames.hackenbush import GreenHackenbush

    picture = GreenHackenbush(list(edges), ground=ground)
    return sg(picture, picture.start, closed_form=False)


# --- trees (HDU 3094, AGC 017 D) ---------------------------------------------


def tree_value(n, edges, root=1):
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


def tree_gen(d, size, most=10**5, least=1):
    """A tree rooted at vertex 1: a path, a star, or random, named at random."""
    n = d.int(least, pick(size, 7, min(most, 300), most), log=True)
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


def read_tree(t):
    """A tree: n, then its n - 1 edges."""
    n = t.int("n")
    return (n, [tuple(t.ints(2, "a vertex")) for _ in range(n - 1)])


def write_tree(tree):
    """A tree: n, then its edges a line each."""
    n, edges = tree
    return f"{n}\n" + lines(*edges)


def tree_verdict(tree):
    """Alice wins a tree of Green Hackenbush iff its value is not 0."""
    return ["Alice" if tree_value(*tree) else "Bob"]


def tree_brute(tree):
    """The same verdict by a search of the picture."""
    return ["Alice" if hackenbush_brute(tree[1]) else "Bob"]
