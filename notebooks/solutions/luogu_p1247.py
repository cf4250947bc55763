# Luogu P1247 Taking matches. Theorem 2.2 (the winning moves of Nim, chapter 2):
# the first heap h with h ^ s < h (s the XOR of all heaps) takes h - (h ^ s) matches.
import sys

data = sys.stdin.buffer.read().split()
k = int(data[0])
heaps = [int(h) for h in data[1 : 1 + k]]
s = 0
for h in heaps:
    s ^= h
if s == 0:
    print("lose")
else:
    i = next(i for i, h in enumerate(heaps) if h ^ s < h)
    taken = heaps[i] - (heaps[i] ^ s)
    heaps[i] ^= s
    print(taken, i + 1)
    print(" ".join(map(str, heaps)))
