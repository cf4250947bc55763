# HDU 1527 / POJ 1067 Take stones (Wythoff). Theorem 4.4 (Wythoff) and Lemma 4.5
# (chapter 4): a <= b is cold iff a = floor(k phi) with k = b - a, and
# floor(k phi) = (k + isqrt(5 k^2)) // 2 in exact integers (a double fails near F40).
import sys
from math import isqrt

data = sys.stdin.buffer.read().split()
out = []
for i in range(0, len(data) - 1, 2):
    a, b = sorted((int(data[i]), int(data[i + 1])))
    k = b - a
    out.append("0" if a == (k + isqrt(5 * k * k)) // 2 else "1")
print("\n".join(out))
