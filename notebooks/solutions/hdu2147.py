"""HDU 2147 kiki's game: the coin is n - 1 rows and m - 1 columns from its corner.

A square is a P-position exactly when both distances are even, that is when
n and m are both odd (Theorem 0.2: from an even-even square every move makes
a distance odd, and from any other square a move makes both even).
Reads stdin, writes stdout.
"""

import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    for n, m in zip(data[0::2], data[1::2], strict=False):
        if n == 0 and m == 0:
            break
        out.append("What a pity!" if n % 2 and m % 2 else "Wonderful!")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
