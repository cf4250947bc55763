"""Codeforces 786A Berzerk: retrograde analysis of a game that may not end.

Theorem 14.1: label the positions (whose turn, where the monster is) from
the black hole backwards. A step onto the black hole wins; a position with a
move to a lost one wins; a position all of whose moves reach won ones is
lost; what is never labelled is a draw, "Loop". The positions that can still
change are kept as the bits of an integer per player, so that a labelled
position visits only its undecided predecessors (one AND of 7000 bits):
each move is then counted at most once. Reads stdin, writes stdout.
"""

import sys
from collections import deque


def ones(mask):
    digits = bin(mask)[:1:-1]
    found, i = [], digits.find("1")
    while i >= 0:
        found.append(i)
        i = digits.find("1", i + 1)
    return found


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, k1 = data[0], data[1]
    steps = [data[2 : 2 + k1], data[3 + k1 : 3 + k1 + data[2 + k1]]]
    full = (1 << n) - 1
    result = [[0] * n for _ in range(2)]
    left = [[len(steps[p])] * n for p in range(2)]
    queue = deque()
    for p in range(2):
        for s in steps[p]:
            x = (n - s) % n
            if x and not result[p][x]:
                result[p][x] = 1
                queue.append((p, x))
    undecided, back = [0, 0], [0, 0]
    for p in range(2):
        for x in range(1, n):
            if not result[p][x]:
                undecided[p] |= 1 << x
        for s in steps[p]:
            back[p] |= 1 << ((n - s) % n)
    while queue:
        q, y = queue.popleft()
        p = 1 - q
        near = ((back[p] << y) | (back[p] >> (n - y))) & full & undecided[p]
        if not near:
            continue
        if result[q][y] == -1:
            undecided[p] ^= near
            for x in ones(near):
                result[p][x] = 1
                queue.append((p, x))
            continue
        counts = left[p]
        for x in ones(near):
            counts[x] -= 1
            if not counts[x]:
                result[p][x] = -1
                undecided[p] ^= 1 << x
                queue.append((p, x))
    word = {1: "Win", -1: "Lose", 0: "Loop"}
    rows = [" ".join(word[v] for v in result[p][1:]) for p in range(2)]
    sys.stdout.write("\n".join(rows) + "\n")


main()
