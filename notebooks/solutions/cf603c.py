"""Codeforces 603C Lieges of Legendre: XOR of the piles' SG values.

Splitting 2x into k piles of x is worth sg(x) XOR'd k times: 0 for even k,
sg(x) for odd k. The mex table then gives, for even k: 0, 1, 2, and from 3 on
1 for even piles and 0 for odd ones; for odd k: 0, 1, 0, 1, 2, and from 5 on
0 for odd piles and, for even a, 2 if sg(a / 2) = 1 else 1. Kevin wins iff
the XOR is not 0. Reads stdin, writes stdout.
"""

import sys


def value(a, odd_k):
    if not odd_k:
        return (0, 1, 2)[a] if a < 3 else 1 - a % 2
    if a < 5:
        return (0, 1, 0, 1, 2)[a]
    if a % 2:
        return 0
    return 2 if value(a // 2, odd_k) == 1 else 1


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, k = data[0], data[1]
    total = 0
    for a in data[2 : 2 + n]:
        total ^= value(a, k % 2 == 1)
    sys.stdout.write("Kevin\n" if total else "Nicky\n")


main()
