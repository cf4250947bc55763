"""HDU 5795 A Simple Nim: XOR of the heaps' SG values.

A move takes from one heap or splits one heap into three non-empty heaps, so
by the Sprague-Grundy theorem the heaps add by XOR. A mex table of small heaps
shows sg(x) = x except sg(8k + 7) = 8k + 8 and sg(8k + 8) = 8k + 7. The first
player wins iff the XOR is not 0. Reads stdin, writes stdout.
"""

import sys


def value(x):
    if x % 8 == 7:
        return x + 1
    if x % 8 == 0:
        return x - 1
    return x


def main():
    data = sys.stdin.buffer.read().split()
    out, i = [], 1
    for _ in range(int(data[0])):
        n = int(data[i])
        total = 0
        for token in data[i + 1 : i + 1 + n]:
            total ^= value(int(token))
        out.append("First player wins." if total else "Second player wins.")
        i += 1 + n
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
