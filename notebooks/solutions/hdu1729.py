# HDU 1729 Stone Game (boxes). Theorem 3.6 (the value of a box, chapter 3): with t the
# largest number with t + t^2 < s, a box (s, c) is worth s - c if c > t, 0 if c = t,
# and the value of the box (t, c) if c < t; the first player wins iff the XOR is not 0.
import sys
from math import isqrt


def box_value(s, c):
    while s > 0:
        t = (isqrt(4 * s + 1) - 1) // 2  # the largest t with t + t^2 <= s
        if t + t * t == s:
            t -= 1
        if c > t:
            return s - c
        if c == t:
            return 0
        s = t
    return 0


data = sys.stdin.buffer.read().split()
out, i, case = [], 0, 0
while (n := int(data[i])) != 0:
    s = 0
    for j in range(n):
        s ^= box_value(int(data[i + 1 + 2 * j]), int(data[i + 2 + 2 * j]))
    i += 1 + 2 * n
    case += 1
    out.append(f"Case {case}:\n" + ("Yes" if s else "No"))
print("\n".join(out))
