# HDU 1730 Northcott Game. Theorem 2.5 (chapter 2): Northcott's game is Nim on the
# gaps between the two pieces of each row (moves away are reversed at once).
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 0
while i + 1 < len(data):
    n = int(data[i])
    s = 0
    for r in range(n):
        a, b = int(data[i + 2 + 2 * r]), int(data[i + 3 + 2 * r])
        s ^= abs(a - b) - 1
    out.append("I WIN!" if s else "BAD LUCK!")
    i += 2 + 2 * n
print("\n".join(out))
