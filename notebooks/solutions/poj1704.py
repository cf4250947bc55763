# POJ 1704 Georgia and Bob. Theorem 9.3 (staircase Nim, chapter 9): sorted, the gaps
# in front of the last, third-last, ... chessman are the odd stairs; Georgia (first)
# wins iff their XOR is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 1
for _ in range(int(data[0])):
    n = int(data[i])
    p = [0, *sorted(int(t) for t in data[i + 1 : i + 1 + n])]
    i += 1 + n
    s = 0
    for j in range(n, 0, -2):
        s ^= p[j] - p[j - 1] - 1
    out.append("Georgia will win" if s else "Bob will win")
print("\n".join(out))
