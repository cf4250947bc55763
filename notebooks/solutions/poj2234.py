# POJ 2234 Matches Game. Theorem 2.1 (Bouton, chapter 2):
# the player to move wins Nim iff the XOR of the heaps is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 0
while i < len(data):
    m = int(data[i])
    s = 0
    for h in data[i + 1 : i + 1 + m]:
        s ^= int(h)
    out.append("Yes" if s else "No")
    i += 1 + m
print("\n".join(out))
