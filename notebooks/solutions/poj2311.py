# POJ 2311 Cutting Game. Lemma 6.1 (Multi-SG, chapter 6): a cut splits a sheet into a
# sum of two sheets; a cut that leaves a strip of width 1 loses at once (the opponent
# cuts out the 1 x 1), so sg(w, h) is the mex over the cuts leaving both sides >= 2.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
pairs = list(zip(data[::2], data[1::2], strict=False))
top = max((max(p) for p in pairs), default=2)
sg = [[0] * (top + 1) for _ in range(top + 1)]
for w in range(2, top + 1):
    row_w = sg[w]
    for h in range(2, w + 1):
        row_h = sg[h]
        seen = {row_h[a] ^ row_h[w - a] for a in range(2, w // 2 + 1)}
        seen.update(row_w[b] ^ row_w[h - b] for b in range(2, h // 2 + 1))
        v = 0
        while v in seen:
            v += 1
        row_w[h] = row_h[w] = v
print("\n".join("WIN" if sg[w][h] else "LOSE" for w, h in pairs))
