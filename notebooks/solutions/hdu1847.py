# HDU 1847 Good Luck in CET-4 Everybody! Theorem 3.5 (chapter 3): with moves of the
# powers of two, sg(n) = n mod 3: the first player (Kiki) wins iff 3 does not divide n.
import sys

values = sys.stdin.buffer.read().split()
print("\n".join("Kiki" if int(n) % 3 else "Cici" for n in values))
