"""HDU 4642 Fliping game: Alice wins exactly when the bottom-right coin is up.

Every rectangle (x, y)-(n, m) contains the corner (n, m), so every move turns
it. With the corner up, Alice turns the corner alone; after each of her moves
the corner is down, after each of Bob's it is up, so she always has a move
(an up coin) and the finite game ends on Bob. With the corner down Bob plays
the same way. Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.buffer.read().split()
    out, i = [], 1
    for _ in range(int(data[0])):
        n, m = int(data[i]), int(data[i + 1])
        i += 2 + n * m
        out.append("Alice" if data[i - 1] == b"1" else "Bob")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
