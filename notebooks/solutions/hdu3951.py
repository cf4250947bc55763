"""HDU 3951 Coin Game: first wins iff N <= K, or K = 1 and N is odd.

With K >= 2 and N > K the first move cuts the circle into a row of the octal
game 0.77...7, and the second player takes the middle 1 or 2 coins of that
row and copies every later move on the other half. With K = 1 every move takes
one coin, so the parity of N decides. Reads stdin, writes stdout.
"""

import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out = []
    for case in range(1, data[0] + 1):
        n, k = data[2 * case - 1], data[2 * case]
        first = n <= k or (k == 1 and n % 2 == 1)
        out.append(f"Case {case}: {'first' if first else 'second'}")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
