"""Nim-sequences of octal games: computed fast, and periods proved.

:class:`NimSequence` extends the values G(0), G(1), ... of a heap game given
by its move rules (:class:`MoveRule`), using the sparse-space idea (the rare
values are few, so most mexes are found among them);
:func:`prove_period` applies the Guy-Smith periodicity theorem to a computed
run; :func:`smallest_period` finds the candidate to prove.

numpy makes the sparse-space method fast; where numpy is absent (the
in-browser Python of the course site) :func:`nim_sequence` gives a
:class:`PlainNimSequence` instead, the plain recurrence in pure Python, with
the same values (slower: fine for the few hundred heaps a page shows).
"""

from collections import namedtuple
from operator import xor

from gamelib.engine import args as arg
from gamelib.engine.args import _short
from gamelib.engine.game import SearchLimitError
from gamelib.utils.numeric import IntArray, numpy

np = numpy()  # the sparse-space engine below is used only when this is not None

__all__ = [
    "MoveRule",
    "NimSequence",
    "PlainNimSequence",
    "nim_sequence",
    "prove_period",
    "smallest_period",
]


MoveRule = namedtuple("MoveRule", ["take", "whole", "one", "two", "unequal"])
MoveRule.__doc__ = (
    """One kind of move: take `take` counters, leaving 0, 1 or 2 heaps."""
)

_RULES = (
    "move rules: a list of MoveRule(take, whole, one, two, unequal), "
    "such as OctalGame('0.07')._rules()"
)


def _move_rules(value, what):
    """A list of move rules, each a MoveRule of a count and four flags."""
    rules = arg.sequence_of(None, _RULES)(value, what)
    checked = []
    for i, rule in enumerate(rules):
        if not isinstance(rule, tuple) or len(rule) != 5:
            arg.refuse(
                f"{what}[{i}]", "a MoveRule(take, whole, one, two, unequal)", rule
            )
        take = arg.natural(rule[0], f"{what}[{i}].take")
        flags = [
            arg.boolean(flag, f"{what}[{i}].{name}")
            for flag, name in zip(rule[1:], MoveRule._fields[1:], strict=True)
        ]
        checked.append(MoveRule(take, *flags))
    return checked


def _values(value, what):
    """Nim-values G(0), G(1), ...: a list, or a one-dimensional numpy integer array."""
    if hasattr(value, "dtype") and getattr(value, "ndim", None) == 1:
        if value.dtype.kind not in "iu":
            arg.refuse(what, "an array of non-negative integers", value)
        if len(value) and value.min() < 0:
            arg.refuse(what, "an array of non-negative integers", value, ValueError)
        return value
    return arg.sequence_of(arg.natural, "a list of nim-values (non-negative integers)")(
        value, what
    )


def _too_many(sequence, target):
    raise SearchLimitError(
        f"{type(sequence).__name__}.extend(): target = {_short(target)} heaps is more "
        f"than its table_limit = {sequence.table_limit:,} ({sequence.cost}): "
        "raise table_limit on the sequence if you mean it"
    )


def _extend_method(owner, returned):
    """The public ``extend`` of the sequence class `owner`, which returns `returned`.

    It checks `target`, refuses more than the sequence's ``table_limit``
    values, and calls the class's own ``_extend``.
    """

    def extend(self, target):
        if target > self.table_limit:
            _too_many(self, target)
        return self._extend(target)

    extend.__qualname__ = f"{owner}.extend"  # check_args names it in messages
    extend.__doc__ = (
        f"Compute the values of heaps below `target`; return them ({returned})."
    )
    return arg.check_args(target=arg.natural)(extend)


class NimSequence:
    """The nim-sequence of a heap game, extended on demand (see gamelib.sg_sequence)."""

    #: The most values ``extend`` computes: a few seconds of work for a game
    #: with splits (the games call ``_extend`` under their own table_limit).
    table_limit = 2**16
    cost = "a few seconds per 10**5 heaps for Kayles"

    @arg.check_args(rules=_move_rules, chunk=arg.positive)
    def __init__(self, rules, chunk=32):
        self.rules = tuple(rules)
        self.chunk = chunk
        # Values as machine-size integers (indexing with them is twice as
        # fast as with int32), and reversed, so that G(m - a) for a run of
        # a is a forward slice (a reversed view makes XOR seven times slower).
        self.values = np.zeros(256, dtype=np.intp)
        self._reversed = np.zeros(256, dtype=np.intp)
        self.length = 0
        self.bits = 1  # every value so far is below 2**bits
        self.mask = 0
        self._rare = np.zeros(256, dtype=np.int64)  # heaps >= 1 with a rare value
        self.rare_count = 0
        self.scanned = 0  # splits examined beyond the rare ones
        self._next_mask_check = 64
        self._classify()

    def _classify(self):
        size = 1 << (self.bits + 1)
        parity = np.zeros(size, dtype=np.int64)
        masked = np.arange(size) & self.mask
        while masked.any():
            parity ^= masked & 1
            masked >>= 1
        self.common = parity == 1

    def _choose_mask(self, n):
        """Take the mask that makes the fewest heaps rare (any mask is correct)."""
        bits = min(self.bits, 14)
        counts = np.bincount(self.values[1:n] & ((1 << bits) - 1), minlength=1 << bits)
        transform = counts.astype(np.int64)  # Walsh-Hadamard: sum of +-counts
        step = 1
        while step < len(transform):
            pairs = transform.reshape(-1, 2, step)
            pairs[:, 0], pairs[:, 1] = (
                pairs[:, 0] + pairs[:, 1],
                pairs[:, 0] - pairs[:, 1],
            )
            step *= 2
        rare_heaps = (counts.sum() + transform) // 2
        best = int(np.argmin(rare_heaps))
        if self.mask < len(rare_heaps) and rare_heaps[self.mask] == rare_heaps[best]:
            return
        self.mask = best
        self._classify()
        rare = np.flatnonzero(~self.common[self.values[1:n]]) + 1
        self._rare = np.zeros(max(256, 2 * len(rare)), dtype=np.int64)
        self._rare[: len(rare)] = rare
        self.rare_count = len(rare)

    @property
    def rare(self):
        """The heaps (from 1 on) whose value is rare under the current mask."""
        return self._rare[: self.rare_count].tolist()

    extend = _extend_method("NimSequence", "a view")

    def _extend(self, target):
        if target > len(self.values):
            grown = np.zeros(max(target, 2 * len(self.values)), dtype=np.intp)
            grown[: self.length] = self.values[: self.length]
            self.values = grown
            self._reversed = grown[::-1].copy()
        G, R = self.values, self._reversed
        top = len(G) - 1
        for n in range(self.length, target):
            if n == self._next_mask_check:
                self._choose_mask(n)
                self._next_mask_check *= 2
            value = self._mex(G, R, n)
            G[n] = R[top - n] = value
            if value >> self.bits:
                self.bits = value.bit_length()
                self._classify()
            if n and not self.common[value]:
                if self.rare_count == len(self._rare):
                    self._rare = np.concatenate([self._rare, self._rare])
                self._rare[self.rare_count] = n
                self.rare_count += 1
            self.length = n + 1
        return G[:target]

    def _mex(self, G, R, n):
        common = self.common
        seen = np.zeros(len(common), dtype=bool)
        rare = self._rare[: self.rare_count]
        spans = []
        for take, whole, one, two, unequal in self.rules:
            m = n - take
            if m < 0:
                continue
            if m == 0:
                seen[0] |= whole
                continue
            if one:
                seen[G[m]] = True
            if two and m >= 2:
                spans.append((m, (m - 1) // 2 if unequal else m // 2))
                r = rare[: rare.searchsorted(m - 1, "right")]
                if unequal and m % 2 == 0:
                    r = r[2 * r != m]
                seen[G[r] ^ G[m - r]] = True
        first = int(seen.argmin())
        lo, chunk, end = 1, self.chunk, len(R) - 1
        while not common[first] and spans:
            hi = lo + chunk - 1
            left = []
            for m, h in spans:
                top = min(h, hi)
                back = end - m  # R[back + a] == G[m - a]
                seen[G[lo : top + 1] ^ R[back + lo : back + top + 1]] = True
                self.scanned += top - lo + 1
                if top < h:
                    left.append((m, h))
            spans = left
            lo, chunk = hi + 1, 4 * chunk
            first = int(seen.argmin())
        return first


class PlainNimSequence:
    """The same values as :class:`NimSequence`, by the plain recurrence, no numpy.

    G(n) is the mex of the option values of heap n, every split examined:
    about n**2 / 4 XORs for n heaps, exact like the fast engine. While every
    value is below 256 the values are also kept as bytes, and the XORs of a
    heap's splits are one XOR of two big integers (a byte per value: C-level
    work on machine words), whose bytes the mex then searches (``in``, a
    memchr): 20,000 values of 0.156 in 0.8 s of CPU instead of 6.9 s, which
    matters in the browser's Python (chapter 12 runs live there).
    """

    mask = 0  # no sparse space: every value is "common", nothing is rare
    rare = ()
    rare_count = 0
    scanned = 0
    #: The most values ``extend`` computes (the work grows as n**2 / 4).
    table_limit = 2**13
    cost = "about n**2 / 4 steps for n heaps"

    @arg.check_args(rules=_move_rules)
    def __init__(self, rules):
        self.rules = tuple(rules)
        self.values = IntArray()
        self.length = 0
        self._bytes = bytearray()  # the values as bytes; None once one is >= 256

    extend = _extend_method("PlainNimSequence", "a copy")

    def _extend(self, target):
        G, B = self.values, self._bytes
        g = list.__getitem__  # plain list access: no IntArray wrapping per item
        for n in range(self.length, target):
            seen, splits = set(), []
            for take, whole, one, two, unequal in self.rules:
                m = n - take
                if m < 0:
                    continue
                if m == 0:
                    if whole:
                        seen.add(0)
                    continue
                if one:
                    seen.add(g(G, m))
                if two and m >= 2:
                    top = (m - 1) // 2 if unequal else m // 2
                    if B is not None:  # G(a) ^ G(m - a), a = 1 .. top, as bytes
                        splits.append(
                            _xor_bytes(B[1 : top + 1], B[m - 1 : m - top - 1 : -1])
                        )
                        continue
                    # G(a) ^ G(m - a) for a = 1 .. top, in one C-level loop.
                    seen.update(
                        map(
                            xor,
                            g(G, slice(1, top + 1)),
                            g(G, slice(m - 1, m - top - 1, -1)),
                        )
                    )
            value = 0
            # (a XOR of bytes is below 256: `value in run` asks only below it)
            while value in seen or (value < 256 and any(value in r for r in splits)):
                value += 1
            G.append(value)
            if B is not None:
                if value < 256:
                    B.append(value)
                else:
                    B = self._bytes = None
            self.length = n + 1
        return G[:target]


def _xor_bytes(a, b):
    """The bytewise XOR of two byte strings of one length."""
    return (int.from_bytes(a, "little") ^ int.from_bytes(b, "little")).to_bytes(
        len(a), "little"
    )


@arg.check_args(rules=_move_rules)
def nim_sequence(rules):
    """A :class:`NimSequence` where numpy is installed, else a PlainNimSequence."""
    return PlainNimSequence(rules) if numpy() is None else NimSequence(rules)


@arg.check_args(seq=arg.sequence_of(None, "a sequence (a list, tuple or array)"))
def smallest_period(seq):
    """The smallest p such that seq[i] == seq[i + p] for all i (KMP failure)."""
    fail = [0] * len(seq)
    k = 0
    for i in range(1, len(seq)):
        while k and seq[i] != seq[k]:
            k = fail[k - 1]
        if seq[i] == seq[k]:
            k += 1
        fail[i] = k
    return len(seq) - fail[-1] if seq else 1


@arg.check_args(values=_values, t=arg.natural)
def prove_period(values, t):
    """Return (preperiod, period) if the periodicity theorem proves one, else None.

    `values` are G(0..N-1). A candidate period p comes from the second half;
    it is proved when G(n + p) == G(n) for n1 <= n < 2 n1 + p + t, where
    n1 = max(n0, 1) and n0 is where the agreement starts.
    """
    N = len(values)
    plain = not hasattr(values, "dtype")  # a list: no numpy here
    tail = list(values[N // 2 :]) if plain else values[N // 2 :].tolist()
    p = smallest_period(tail)
    if 4 * p > N:
        return None

    def start(period):
        if plain:
            differ = [i for i in range(N - period) if values[i] != values[i + period]]
        else:
            differ = np.flatnonzero(values[: N - period] != values[period:])
        return int(differ[-1]) + 1 if len(differ) else 0

    n0 = start(p)
    if 2 * max(n0, 1) + p + t > N - p:
        return None
    # Proved: period p from n0. The smallest period divides p; check each
    # divisor on one full period after n0 (N >= n0 + 2p, so all are known).
    for d in range(1, p):
        if p % d == 0 and list(values[n0 : n0 + p]) == list(
            values[n0 + d : n0 + d + p]
        ):
            p = d
            break
    return start(p), p
