"""HDU 1517 / POJ 2505 / UVa 847 A Multiplication Game.

Minimax on the game tree (Theorem 11.1): whoever can reach p >= n wins, so
p >= ceil(n / 9) wins at once, p in [ceil(n / 18), ceil(n / 9)) loses (every
product reaches the winning band), and the bands repeat with ratio 18. Stan
wins exactly when n folded by n -> ceil(n / 18) down to at most 18 is at
most 9. Reads stdin, writes stdout.
"""

import sys


def stan_wins(n):
    while n > 18:
        n = (n + 17) // 18
    return n <= 9


def main():
    out = [
        "Stan wins." if stan_wins(int(t)) else "Ollie wins."
        for t in sys.stdin.buffer.read().split()
    ]
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
