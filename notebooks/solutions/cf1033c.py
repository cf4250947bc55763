"""Codeforces 1033C Permutation Game: DP on the game DAG, largest number first.

The token only moves to a larger number, so the game graph is acyclic and
every cell is a P- or an N-position (Theorem 11.1). Taking the numbers from
n down, the cells a move from the cell holding a can reach are already
labelled: they are the cells at a multiple of a away, at most n / a of
them, about n ln n checks in all. Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cells = list(map(int, data[1 : 1 + n]))
    where = [0] * (n + 1)
    for i, a in enumerate(cells):
        where[a] = i
    win = [False] * n
    for a in range(n, 0, -1):
        i = where[a]
        for j in range(i % a, n, a):
            if j != i and cells[j] > a and not win[j]:
                win[i] = True
                break
    sys.stdout.write("".join("A" if w else "B" for w in win) + "\n")


main()
