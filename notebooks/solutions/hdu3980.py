"""HDU 3980 Paint Chain: the first move leaves a row; is the row worth 0?

Painting M beads of the circle leaves a row of N - M. In a row, painting M
consecutive beads leaves two rows, so by the Sprague-Grundy theorem
sg(L) = mex of sg(x) XOR sg(L - M - x) over 0 <= x <= L - M. The first player
wins iff N >= M and sg(N - M) = 0. One table per distinct M, each O(N^2 / 2).
Reads stdin, writes stdout.
"""

import sys


def row_values(m, top):
    values = [0] * (top + 1)
    for length in range(m, top + 1):
        seen = 0
        for left in range((length - m) // 2 + 1):
            seen |= 1 << (values[left] ^ values[length - m - left])
        values[length] = (~seen & (seen + 1)).bit_length() - 1
    return values


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    tables, out = {}, []
    for case in range(1, data[0] + 1):
        n, m = data[2 * case - 1], data[2 * case]
        first = False
        if n >= m:
            if m not in tables:
                tables[m] = row_values(m, 1000)
            first = tables[m][n - m] == 0
        out.append(f"Case #{case}: {'aekdycoin' if first else 'abcdxyzk'}")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
