# POJ 2315 Football Game. Moore's Nim_k (Theorem 9.4, chapter 9), as the judge's data
# read it: a ball at distance S is floor(S / (2 pi R)) + 1 turns from the goal, taken
# modulo (the most turns of one shot) + 1; Alice wins iff some binary column of these
# counts is not 0 modulo k + 1. pi to 50 decimals decides every floor here exactly.
import sys

PI = 314159265358979323846264338327950288419716939937510  # floor(pi * 10^50)
SCALE = 10**50


def whole_turns(length, radius):
    low = length * SCALE // (2 * radius * (PI + 1))
    assert low == length * SCALE // (2 * radius * PI)
    return low


data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 0
while i + 3 < len(data):
    n, k, length, radius = data[i : i + 4]
    cap = whole_turns(length, radius)
    balls = [(whole_turns(s, radius) + 1) % (cap + 1) for s in data[i + 4 : i + 4 + n]]
    i += 4 + n
    top = max(balls, default=0).bit_length()
    wins = any(sum(b >> bit & 1 for b in balls) % (k + 1) for bit in range(top))
    out.append("Alice" if wins else "Bob")
print("\n".join(out))
