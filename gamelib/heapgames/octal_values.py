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

import math
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


#: The work a table is charged for each heap besides the options it examines:
#: the interpreter's own cost of one step (with numpy, one heap costs about
#: as much as examining 3,000 options; about 3 * 10**8 units take a second).
HEAP_COST = 3_000
#: How many values a fresh table computes before it projects the work of a
#: larger one from theirs (a few milliseconds for any code of 32 digits).
PROBE = 1_024
#: The budget of work of one table, in the units above: about 10 s of CPU.
TABLE_LIMIT = 3 * 10**9
#: Units of work per second of CPU, roughly (for messages).
_RATE = 3e8


def _fmt_work(work):
    """A count of work units, short: ``1,234,567`` below 10**9, else ``2.1e+10``."""
    if work < 10**9:
        return f"{work:,}"
    return f"{float(work):.1e}" if work < 10**300 else _short(work)


def over_budget(who, owner, target, work, budget, *, measured):
    """The SearchLimitError of a table whose (projected or measured) work is over.

    `who` names the table in words, `owner` what ``table_limit`` is set on
    ("the game", "the sequence"); `measured` says whether `work` was spent
    (the table stopped at heap `target`) or is projected for `target` values
    before that work is done.
    """
    if measured:
        what = (
            f"{who}: gave up at heap {_short(target)}, the table of values has "
            f"cost {_fmt_work(work)} units of work"
        )
    else:
        what = (
            f"{who}: {_short(target)} values would cost about {_fmt_work(work)} "
            "units of work (an option examined is 1, a heap 3,000)"
        )
    return SearchLimitError(
        f"{what}, more than table_limit = {_fmt_work(budget)} (about "
        f"{budget / _RATE:.0f} s of CPU; the cost depends on the game): ask for "
        f"fewer values, or raise table_limit on {owner} if you mean it"
    )


class _Budgeted:
    """Growth of a table of values under a budget of work.

    The work of a table is the number of options its heaps examine plus
    ``HEAP_COST`` per heap, counted as the table grows (``work``). Before
    growing, :meth:`grow` projects the work of the whole table from what the
    values computed so far cost (at least ``PROBE`` of them), assuming the
    work per heap grows at most in proportion to the heap, as it does for
    the plain recurrence; a projection over the budget is refused at once,
    and the measured work is checked heap by heap while the table grows.
    """

    #: The budget of work of the table (see :data:`TABLE_LIMIT`).
    table_limit = TABLE_LIMIT
    #: The work charged for each option examined.
    option_cost = 1

    @property
    def work(self):
        """The work the table has cost so far (options examined, and per heap)."""
        return HEAP_COST * self.length + self.option_cost * self.examined

    def projected_work(self, target):
        """The work of the first `target` values, projected from those computed.

        The options examined grow as ``n ** a`` where ``a`` is read off the
        last doubling of the table (between 1, linear, and 2, the plain
        recurrence's quadratic growth).
        """
        length = self.length
        if target <= length:
            return self.work
        if length == 0 or not self.examined or target > 10**15:
            return HEAP_COST * target  # (at least: every heap costs that)
        marks = self._marks
        last = 1 << (length.bit_length() - 1)  # a power of two <= length
        growth = 2.0
        if last // 2 in marks and marks[last // 2] and last in marks:
            growth = min(max(math.log2(marks[last] / marks[last // 2]), 1.0), 2.0)
        scale = (target / length) ** growth
        return int(HEAP_COST * target + self.option_cost * self.examined * scale)

    def _mark(self):
        """Note the options examined when the table's length is a power of two."""
        if self.length & (self.length - 1) == 0:
            self._marks[self.length] = self.examined

    def grow(self, target, budget=None, *, who=None, owner="the sequence"):
        """The values of heaps below `target`, computed under `budget` units of work.

        Raises
        ------
        SearchLimitError
            At once, if the projected work is over `budget` (the sequence's
            ``table_limit`` by default); or as soon as the work spent is.
        """
        budget = self.table_limit if budget is None else budget
        who = who or type(self).__name__
        if target > self.length and self.length < PROBE:
            self._extend(min(target, PROBE), budget, who, owner)
        projected = self.projected_work(target)
        if projected > budget:
            raise over_budget(who, owner, target, projected, budget, measured=False)
        return self._extend(target, budget, who, owner)

    def _check_budget(self, heap, budget, who, owner):
        if self.work > budget:
            raise over_budget(who, owner, heap, self.work, budget, measured=True)


def _extend_method(owner, returned):
    """The public ``extend`` of the sequence class `owner`, which returns `returned`.

    It checks `target` and grows the table under the sequence's
    ``table_limit``, a budget of work (see :class:`_Budgeted`).
    """

    def extend(self, target):
        return self.grow(target, who=f"{owner}.extend(): target = {_short(target)}")

    extend.__qualname__ = f"{owner}.extend"  # check_args names it in messages
    extend.__doc__ = (
        f"Compute the values of heaps below `target`; return them ({returned})."
    )
    return arg.check_args(target=arg.natural)(extend)


class NimSequence(_Budgeted):
    """The nim-sequence of a heap game, extended on demand (see gamelib.sg_sequence)."""

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
        self.examined = 0  # options examined in all (the table's work)
        self._marks = {}  # length (a power of two) -> options examined by then
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

    def _extend(self, target, budget=None, who=None, owner=None):
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
            self._mark()
            if budget is not None:
                self._check_budget(n, budget, who, owner)
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
                self.examined += 1
            if two and m >= 2:
                spans.append((m, (m - 1) // 2 if unequal else m // 2))
                r = rare[: rare.searchsorted(m - 1, "right")]
                if unequal and m % 2 == 0:
                    r = r[2 * r != m]
                seen[G[r] ^ G[m - r]] = True
                self.examined += len(r)
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
                self.examined += top - lo + 1
                if top < h:
                    left.append((m, h))
            spans = left
            lo, chunk = hi + 1, 4 * chunk
            first = int(seen.argmin())
        return first


class PlainNimSequence(_Budgeted):
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
    #: Each option costs more than with numpy (a Python step, or a byte of
    #: a big-integer XOR): the same budget buys about a tenth of the options.
    option_cost = 10

    @arg.check_args(rules=_move_rules)
    def __init__(self, rules):
        self.rules = tuple(rules)
        self.values = IntArray()
        self.length = 0
        self.examined = 0  # options examined in all (the table's work)
        self._marks = {}  # length (a power of two) -> options examined by then
        self._bytes = bytearray()  # the values as bytes; None once one is >= 256

    extend = _extend_method("PlainNimSequence", "a copy")

    def _extend(self, target, budget=None, who=None, owner=None):
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
                    self.examined += top
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
            self.examined += len(self.rules)
            self._mark()
            if budget is not None:
                self._check_budget(n, budget, who, owner)
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
