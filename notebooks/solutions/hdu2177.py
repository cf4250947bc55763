# HDU 2177 Taking stones from two piles, with the winning moves. Theorem 4.4
# (Wythoff), Lemma 4.5 and Beatty's theorem (Theorem 4.3, chapter 4): the cold pairs
# are (a_k, a_k + k), a_k = floor(k phi) = (k + isqrt(5 k^2)) / 2, and each n >= 1 is in
# exactly one. By Theorem 4.6 a winning move goes down the diagonal to the cold pair of
# difference b - a, or takes one pile to the cold partner of the other.
import sys
from math import isqrt


def lower(k):
    return (k + isqrt(5 * k * k)) // 2


def partner(n):
    """The other number of the cold pair holding n (exact: a window around n / phi)."""
    if n == 0:
        return 0
    k = (isqrt(5 * n * n) - n) // 2  # floor(n / phi)
    for j in range(max(k - 2, 0), k + 3):
        if lower(j) == n:
            return n + j
    j = (3 * n - isqrt(5 * n * n)) // 2  # about n / phi^2
    for i in range(max(j - 2, 0), j + 3):
        if lower(i) + i == n:
            return lower(i)
    raise AssertionError(n)


data = list(map(int, sys.stdin.buffer.read().split()))
out = []
for i in range(0, len(data) - 1, 2):
    a, b = data[i], data[i + 1]
    if a == b == 0:
        break
    a, b = min(a, b), max(a, b)
    low = lower(b - a)
    if a == low:
        out.append("0")
        continue
    out.append("1")
    if a > low:
        out.append(f"{low} {low + b - a}")
    found = set()
    for x, other in ((a, b), (b, a)):
        p = partner(x)
        if p < other:
            found.add((min(x, p), max(x, p)))
    for x, y in sorted(found):
        if (x, y) != (low, low + b - a) or a <= low:
            out.append(f"{x} {y}")
print("\n".join(out))
