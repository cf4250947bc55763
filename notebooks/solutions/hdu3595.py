# HDU 3595 GG and MM. Theorem 6.4 (Every-SG, chapter 6) with the steps of Theorem 6.5:
# each Euclid game lasts step(a, b) moves under best play; the first player (MM)
# wins iff the largest step is odd.
import sys


def step(a, b):
    a, b = max(a, b), min(a, b)
    quotients = []
    while b:
        quotients.append(a // b)
        a, b = b, a % b
    s = 0
    for q in reversed(quotients):
        s = s + 1 if q == 1 else s + 1 + (s % 2 == 1)  # q >= 2: the next odd number
    return s


data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 0
while i < len(data):
    n = data[i]
    top = max(step(data[i + 1 + 2 * j], data[i + 2 + 2 * j]) for j in range(n))
    i += 1 + 2 * n
    out.append("MM" if top % 2 else "GG")
print("\n".join(out))
