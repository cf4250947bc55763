# Luogu P2252 Take stones (Wythoff, one pair). Theorem 4.4 (Wythoff) and Lemma 4.5
# (chapter 4): a <= b is cold iff a = ((b - a) + isqrt(5 (b - a)^2)) // 2, exactly.
import sys
from math import isqrt

a, b = sorted(map(int, sys.stdin.buffer.read().split()[:2]))
k = b - a
print(0 if a == (k + isqrt(5 * k * k)) // 2 else 1)
