# Luogu P1290 / POJ 2348 Euclid's Game. Theorem 6.6 (Euclid's game, chapter 6): the
# player to move wins as soon as a >= 2b (or b divides a); else the move
# a -> a - b is forced.
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    a, b = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    a, b = max(a, b), min(a, b)
    first = True
    while a % b and a < 2 * b:
        a, b = b, a - b
        first = not first
    out.append("Stan wins" if first else "Ollie wins")
print("\n".join(out))
