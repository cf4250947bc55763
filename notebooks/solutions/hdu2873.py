# HDU 2873 Bomb Game. Lemma 6.7 (chapter 6): bombs that meet cancel, yet still add like
# Nim, so each bomb (p, q) counts g(p, q): g(1, q) = q - 1, g(p, 1) = p - 1, and
# g(p, q) = mex{g(u, q) ^ g(p, v) : u < p, v < q}; John (first) wins iff the XOR
# is not 0.
import sys

TOP = 50
g = [[0] * (TOP + 1) for _ in range(TOP + 1)]
for p in range(1, TOP + 1):
    for q in range(1, TOP + 1):
        if p == 1 or q == 1:
            g[p][q] = p + q - 2
            continue
        seen = set()
        for u in range(1, p):
            x = g[u][q]
            seen.update(x ^ g[p][v] for v in range(1, q))
        v = 0
        while v in seen:
            v += 1
        g[p][q] = v
data = sys.stdin.buffer.read().split()
out, i = [], 0
while (n := int(data[i])) != 0 or int(data[i + 1]) != 0:
    rows = data[i + 2 : i + 2 + n]
    i += 2 + n
    s = 0
    for p, row in enumerate(rows, 1):
        for q, cell in enumerate(row.decode(), 1):
            if cell == "#":
                s ^= g[p][q]
    out.append("John" if s else "Jack")
print("\n".join(out))
