"""Codeforces 917B MADMAX: minimax by DP over (mover's vertex, other's vertex, letter).

A position is the marble of the player to move, the other marble, and the
least letter allowed (the last round's). The graph is acyclic and letters
never go down, so the game tree is finite and every position is a P- or an
N-position (Theorem 11.1): the mover wins when some edge of letter >= c from
her vertex leads to a position lost for the other player. Letters from 'z'
down: win(a, b, c) = win(a, b, c + 1) or a c-edge a -> u with win(b, u, c)
false. 100 * 100 * 26 positions, each edge tried once per other marble.
Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    out = [[[] for _ in range(26)] for _ in range(n + 1)]
    for i in range(m):
        v, u, c = int(data[2 + 3 * i]), int(data[3 + 3 * i]), data[4 + 3 * i]
        out[v][ord(c) - 97].append(u)
    memo = {}
    sys.setrecursionlimit(10000)

    def wins(a, b, c):
        key = (a * 128 + b) * 32 + c
        if key in memo:
            return memo[key]
        result = c < 26 and (
            wins(a, b, c + 1) or any(not wins(b, u, c) for u in out[a][c])
        )
        memo[key] = result
        return result

    rows = [
        "".join("A" if wins(i, j, 0) else "B" for j in range(1, n + 1))
        for i in range(1, n + 1)
    ]
    sys.stdout.write("\n".join(rows) + "\n")


main()
