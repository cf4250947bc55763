# Luogu P4136 Who can win? Proposition 8.3 (chapter 8): the n x n board has a domino
# tiling exactly when n is even, and then the first player (Alice) wins.
import sys

out = []
for token in sys.stdin.buffer.read().split():
    n = int(token)
    if n == 0:
        break
    out.append("Alice" if n % 2 == 0 else "Bob")
print("\n".join(out))
