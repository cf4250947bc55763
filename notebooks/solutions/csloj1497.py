"""CSLOJ 1497 BR - Xanh và đỏ: a sum of Blue-Red Hackenbush stalks.

Each row is a stalk worth a dyadic number by Berlekamp's rule: the edges
before the first change of colour count 1 each, the later ones 1/2, 1/4,
... in turn, blue plus and red minus (Theorem 13.5). Values add (Theorem
13.3), and Blue, moving first, wins exactly when the sum is positive (a sum
of 0 is won by the second player, Theorem 13.1). Every value times 2^100 is
an integer, so the sum is exact. Reads stdin, writes stdout.
"""

import sys


def scaled(row):
    weight, total, changed = 1 << 100, 0, False
    for i, colour in enumerate(row):
        if i and colour != row[i - 1]:
            changed = True
        if changed:
            weight //= 2
        total += weight if colour == "B" else -weight
    return total


def main():
    words = sys.stdin.read().split()
    n = int(words[0])
    total = sum(scaled(row) for row in words[1 : 1 + n])
    sys.stdout.write("B\n" if total > 0 else "R\n")


main()
