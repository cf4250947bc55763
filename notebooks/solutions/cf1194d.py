"""Codeforces 1194D 1-2-K Game: a subtraction game with moves {1, 2, k}.

If 3 does not divide k, a move of k changes n mod 3 as a move of 1 or 2 does,
so the P-positions are the multiples of 3. If 3 divides k, the values repeat
with period k + 1: with r = n mod (k + 1), Bob wins iff r != k and 3 divides r.
Reads stdin, writes stdout.
"""

import sys


def alice_wins(n, k):
    if k % 3:
        return n % 3 != 0
    r = n % (k + 1)
    return r == k or r % 3 != 0


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    for game in range(data[0]):
        n, k = data[2 * game + 1], data[2 * game + 2]
        out.append("Alice" if alice_wins(n, k) else "Bob")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
