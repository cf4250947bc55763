"""HDU 1079 / POJ 1082 Calendar Game: the parity of month + day.

Every move changes the parity of month + day, except across the end of a
month. By Theorem 0.2 the P-positions are the dates with month + day odd,
except September 30 and November 30 (they move to October 1 and December 1,
both odd): Adam, who moves first, wins exactly off those dates. The year does
not matter. Reads stdin, writes stdout.
"""

import sys


def main():
    data = sys.stdin.buffer.read().split()
    t, out = int(data[0]), []
    for i in range(t):
        m, d = int(data[3 * i + 2]), int(data[3 * i + 3])
        adam = (m + d) % 2 == 0 or (d == 30 and m in (9, 11))
        out.append("YES" if adam else "NO")
    sys.stdout.write("\n".join(out) + ("\n" if out else ""))


main()
