# Luogu P2197 Template: Nim game. Theorem 2.1 (Bouton, chapter 2):
# the player to move wins Nim iff the XOR of the heaps is not 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 1
for _ in range(int(data[0])):
    n = int(data[i])
    s = 0
    for h in data[i + 1 : i + 1 + n]:
        s ^= int(h)
    out.append("Yes" if s else "No")
    i += 1 + n
print("\n".join(out))
