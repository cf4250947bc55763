"""Codeforces 768E Game of Stones: no amount may be taken twice from a pile.

A fresh pile of s stones is worth the largest k with 1 + 2 + ... + k <= s, the
most moves it can last (Theorem 3.3, Sprague-Grundy, and a mex table): the
second player, Jon, wins when the values XOR to 0. Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    worth, k = [0] * 61, 0
    for s in range(1, 61):
        if (k + 1) * (k + 2) // 2 <= s:
            k += 1
        worth[s] = k
    count = [0] * 61
    for token in data[1 : n + 1]:
        count[int(token)] += 1
    total = 0
    for s in range(1, 61):
        if count[s] % 2:
            total ^= worth[s]
    sys.stdout.write("YES\n" if total == 0 else "NO\n")


main()
