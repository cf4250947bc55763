# HDU 1850 Being a Good Boy in Spring Festival. Theorem 2.2 (the winning moves of
# Nim, chapter 2): with s the XOR of the heaps, heap h has a winning move iff h ^ s < h.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 0
while (m := int(data[i])) != 0:
    heaps = [int(h) for h in data[i + 1 : i + 1 + m]]
    s = 0
    for h in heaps:
        s ^= h
    out.append(str(sum(1 for h in heaps if h ^ s < h)))
    i += 1 + m
print("\n".join(out))
