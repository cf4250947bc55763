# Luogu P2575 Masters' game (jumping pieces). Theorem 9.3 (staircase Nim, chapter 9),
# on the empty cells: a piece with e empty cells to its right stands on stair e; a jump
# moves it one stair down, so a row is worth the XOR of the counts on the odd stairs.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 1
for _ in range(data[0]):
    rows = data[i]
    i += 1
    s = 0
    for _ in range(rows):
        m = data[i]
        taken = set(data[i + 1 : i + 1 + m])
        i += 1 + m
        stairs, empty = [0] * 21, 0
        for cell in range(20, 0, -1):
            if cell in taken:
                stairs[empty] += 1
            else:
                empty += 1
        for e in range(1, 21, 2):
            s ^= stairs[e]
    out.append("YES" if s else "NO")
print("\n".join(out))
