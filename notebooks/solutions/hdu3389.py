"""HDU 3389 Game: cards move from box A to a smaller box B with A + B = 3 (mod 6).

The boxes form three chains by residue mod 6 (0-3, 1-2, 4-5) ending in boxes
3, 1 and 4; each chain is a staircase and its odd stairs are the boxes with
residue 0, 2 or 5 (Theorem 9.3, staircase Nim): Alice wins when the XOR of
their cards is not 0. Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.buffer.read().split()
    t, pos, out = int(data[0]), 1, []
    for case in range(1, t + 1):
        n = int(data[pos])
        total = 0
        for i in range(1, n + 1):
            if i % 6 in (0, 2, 5):
                total ^= int(data[pos + i])
        pos += n + 1
        out.append(f"Case {case}: {'Alice' if total else 'Bob'}")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
