"""HDU 1849 Rabbit and Grass: each chessman on square k is a Nim heap of k.

Rabbit (first) wins exactly when the nim-sum of the squares is not 0
(Theorem 2.1, Bouton). Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.buffer.read().split()
    out, i = [], 0
    while i < len(data):
        m = int(data[i])
        if m == 0:
            break
        s = 0
        for token in data[i + 1 : i + 1 + m]:
            s ^= int(token)
        out.append("Rabbit Win!" if s else "Grass Win!")
        i += 1 + m
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
