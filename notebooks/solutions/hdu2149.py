"""HDU 2149 Public Sale: the price starts at 0 and each raise is 1 to N.

The bidder who brings the price to M or more wins. With r still to reach,
the bidder to move loses exactly when N + 1 divides r (Theorem 1.1, Bash's
game), so Lele's first bid must leave a multiple of N + 1: M mod (N + 1) if
that is not 0 (none otherwise), or, when M <= N, any bid from M to N at once.
Reads pairs M N to the end of stdin, writes stdout.
"""

import sys


def first_bids(m, n):
    if m <= n:
        return " ".join(map(str, range(m, n + 1)))
    return str(m % (n + 1)) if m % (n + 1) else "none"


def main():
    data = sys.stdin.buffer.read().split()
    out = [
        first_bids(int(m), int(n)) for m, n in zip(data[0::2], data[1::2], strict=True)
    ]
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
