"""POJ 2484 A Funny Game: Alice wins only with 1 or 2 coins.

From n >= 3 coins Alice's first move leaves a row of n - 1 or n - 2 coins,
and Bob takes the middle one or two of that row and then copies Alice's moves
on the other half (the symmetry strategy of Kayles). Reads stdin, writes stdout.
"""

import sys


def main():
    out = []
    for token in sys.stdin.buffer.read().split():
        n = int(token)
        if n == 0:
            break
        out.append("Alice" if n <= 2 else "Bob")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
