"""AtCoder ABC 206 F Interval Game 2: the Sprague-Grundy value of [1, 100).

Choosing [L, R) inside a free stretch [a, b) leaves [a, L) and [R, b), two
independent games, so g(a, b) = mex over intervals inside [a, b) of
g(a, L) XOR g(R, b). Alice wins iff g(1, 100) != 0. O(100^2 N) per case.
Reads stdin, writes stdout.
"""

import sys


def whole_line(intervals):
    found = sorted(set(intervals))
    g = [[0] * 101 for _ in range(101)]
    for width in range(1, 100):
        for a in range(1, 101 - width):
            b = a + width
            seen = 0
            for left, right in found:
                if a <= left and right <= b:
                    seen |= 1 << (g[a][left] ^ g[right][b])
            g[a][b] = (~seen & (seen + 1)).bit_length() - 1
    return g[1][100]


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    out, i = [], 1
    for _ in range(data[0]):
        n = data[i]
        pairs = data[i + 1 : i + 1 + 2 * n]
        intervals = list(zip(pairs[::2], pairs[1::2], strict=True))
        out.append("Alice" if whole_line(intervals) else "Bob")
        i += 1 + 2 * n
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
