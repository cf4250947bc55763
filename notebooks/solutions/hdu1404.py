"""HDU 1404 Digital Deletions: label the whole game graph once, then look up.

A string with a leading 0 is won at once (erase that 0 and everything after
it). Any other string is a number v < 10^6, and every move makes it smaller
(or leaves a leading 0, a won position for the opponent). So by Theorem 0.2
the labels follow in increasing order of v: an unmarked v is a P-position,
and it marks as N-positions every string one move above it, raising one of
its digits or writing a 0 and anything after it. Reads stdin, writes stdout.
"""

import sys

TOP = 10**6


def table():
    win = bytearray(TOP)
    for v in range(1, TOP):
        if win[v]:
            continue
        j = 1
        while j <= v:
            digit = v // j % 10
            for k in range(1, 10 - digit):
                win[v + k * j] = 1
            j *= 10
        j = 10
        while v * j < TOP:
            win[v * j : v * j + j // 10] = b"\x01" * (j // 10)
            j *= 10
    return win


def main():
    words = sys.stdin.read().split()
    win = table()
    out = ["Yes" if w[0] == "0" or win[int(w)] else "No" for w in words]
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
