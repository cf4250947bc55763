# HDU 1848 Fibonacci again and again. Theorem 3.3 (Sprague-Grundy, chapter 3) on the
# subtraction game with the Fibonacci numbers as moves: the first player (Fibo) wins
# iff the XOR of the three piles' SG values is not 0.
import sys

TOP = 1000
moves = [1, 2]
while moves[-1] + moves[-2] <= TOP:
    moves.append(moves[-1] + moves[-2])
sg = [0] * (TOP + 1)
for n in range(1, TOP + 1):
    seen = {sg[n - f] for f in moves if f <= n}
    v = 0
    while v in seen:
        v += 1
    sg[n] = v
data = list(map(int, sys.stdin.buffer.read().split()))
out = []
for i in range(0, len(data) - 2, 3):
    m, n, p = data[i : i + 3]
    if m == n == p == 0:
        break
    out.append("Fibo" if sg[m] ^ sg[n] ^ sg[p] else "Nacci")
print("\n".join(out))
