# HDU 1907 John. Theorem 5.1 (misere Nim, chapter 5): if every heap is 1 the player
# to move wins iff the XOR is 0 (an even number of heaps); otherwise iff it is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 1
for _ in range(int(data[0])):
    n = int(data[i])
    heaps = [int(h) for h in data[i + 1 : i + 1 + n]]
    i += 1 + n
    s = 0
    for h in heaps:
        s ^= h
    wins = s != 0 if max(heaps) > 1 else s == 0
    out.append("John" if wins else "Brother")
print("\n".join(out))
