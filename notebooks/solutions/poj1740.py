"""POJ 1740 A New Stone Game: Alice loses iff the piles pair off.

If every pile size occurs an even number of times, Bob answers each move in
the mirror pile and keeps the pairing; from any other position one move makes
such a pairing (take the largest pile down and spread its stones to level the
rest in pairs). Reads stdin, writes stdout.
"""

import sys
from collections import Counter


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out, i = [], 0
    while i < len(data) and data[i] != 0:
        n = data[i]
        piles = data[i + 1 : i + 1 + n]
        paired = all(c % 2 == 0 for c in Counter(piles).values())
        out.append("0" if paired else "1")
        i += 1 + n
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
