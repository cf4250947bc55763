# HDU 3032 Nim or not Nim? Theorem 6.2 (Lasker's Nim, chapter 6): sg(h) is h - 1 for
# h = 4k + 4, h + 1 for h = 4k + 3, and h otherwise; Alice wins iff their XOR is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 1
for _ in range(int(data[0])):
    n = int(data[i])
    s = 0
    for token in data[i + 1 : i + 1 + n]:
        h = int(token)
        r = h & 3
        s ^= h + 1 if r == 3 else h - 1 if r == 0 else h
    i += 1 + n
    out.append("Alice" if s else "Bob")
print("\n".join(out))
