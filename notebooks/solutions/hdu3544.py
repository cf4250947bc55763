"""HDU 3544 Alice's Game (Cut-cake): a sum of partizan games with integer values.

An x by y chocolate (Alice cuts x, Bob cuts y) is worth the integer x' - y',
where x' + 1 and y' + 1 are x and y halved together until one of them is 1
(Winning Ways' Cut-cake). Values add (Theorem 13.3), and Alice, moving first,
wins exactly when the total is positive (a game worth 0 is a second-player
win, Theorem 13.1). The total stays below 100 * 10^9, no overflow in Python.
Reads stdin, writes stdout.
"""

import sys


def value(x, y):
    while x > 1 and y > 1:
        x, y = x // 2, y // 2
    return (x - 1) - (y - 1)


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out, i = [], 1
    for case in range(1, data[0] + 1):
        n = data[i]
        total = sum(value(data[j], data[j + 1]) for j in range(i + 1, i + 1 + 2 * n, 2))
        i += 1 + 2 * n
        out.append(f"Case {case}: {'Alice' if total > 0 else 'Bob'}")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
