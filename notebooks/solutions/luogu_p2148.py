# Luogu P2148 [SDOI2009] E&D. Theorem 3.7 (chapter 3): the pair (a, b) is worth the
# position of the lowest 0 bit of (a - 1) | (b - 1); the first player wins iff
# the XOR is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 1
for _ in range(int(data[0])):
    n = int(data[i])
    s = 0
    for j in range(i + 1, i + 1 + n, 2):
        v = (int(data[j]) - 1) | (int(data[j + 1]) - 1)
        s ^= (~v & (v + 1)).bit_length() - 1
    i += 1 + n
    out.append("YES" if s else "NO")
print("\n".join(out))
