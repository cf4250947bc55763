# HDU 3537 Daizhenyang's Coin (Mock Turtles). Theorems 9.1 and 9.2' (chapter 9): a heads
# coin at x is worth the odious number 2x or 2x + 1 (odd number of 1 bits); the second
# player wins iff the XOR over the distinct heads positions is 0.
import sys

data = sys.stdin.buffer.read().split()
out, i = [], 0
while i < len(data):
    n = int(data[i])
    s = 0
    for x in {int(t) for t in data[i + 1 : i + 1 + n]}:
        s ^= 2 * x + (bin(x).count("1") % 2 == 0)
    i += 1 + n
    out.append("Yes" if s == 0 else "No")
print("\n".join(out))
