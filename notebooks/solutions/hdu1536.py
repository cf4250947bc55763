# HDU 1536 / POJ 2960 S-Nim. Theorem 3.3 (Sprague-Grundy, chapter 3) on a subtraction
# game: a table of SG values by the mex rule; a position wins (W) iff the XOR is not 0.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 0
while (k := data[i]) != 0:
    moves = sorted(set(data[i + 1 : i + 1 + k]))
    i += 1 + k
    m = data[i]
    i += 1
    positions = []
    for _ in range(m):
        count = data[i]
        positions.append(data[i + 1 : i + 1 + count])
        i += 1 + count
    top = max((max(p, default=0) for p in positions), default=0)
    sg = [0] * (top + 1)
    for n in range(1, top + 1):
        seen = set()
        for s in moves:
            if s > n:
                break
            seen.add(sg[n - s])
        v = 0
        while v in seen:
            v += 1
        sg[n] = v
    answer = []
    for p in positions:
        x = 0
        for h in p:
            x ^= sg[h]
        answer.append("W" if x else "L")
    out.append("".join(answer))
print("\n".join(out))
