# HDU 2509 Be the Winner. Theorem 5.1 (misere Nim, chapter 5), each row of apples a
# heap: if every row has 1 apple the player to move wins iff the XOR is 0,
# else iff it is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 0
while i < len(data):
    n = int(data[i])
    heaps = [int(h) for h in data[i + 1 : i + 1 + n]]
    i += 1 + n
    s = 0
    for h in heaps:
        s ^= h
    wins = s != 0 if max(heaps) > 1 else s == 0
    out.append("Yes" if wins else "No")
print("\n".join(out))
