# HDU 3094 A tree game. Theorem 7.2 (the colon principle, chapter 7): a Green
# Hackenbush tree is worth sg(v) = XOR over the children c of (sg(c) + 1), rooted at 1;
# Alice (first) wins iff sg(1) is not 0.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 1
for _ in range(data[0]):
    n = data[i]
    adjacent = [[] for _ in range(n + 1)]
    for j in range(n - 1):
        x, y = data[i + 1 + 2 * j], data[i + 2 + 2 * j]
        adjacent[x].append(y)
        adjacent[y].append(x)
    i += 1 + 2 * (n - 1)
    parent, order = [0] * (n + 1), [1]
    parent[1] = -1
    for v in order:  # breadth first: parents before children
        for w in adjacent[v]:
            if w != parent[v]:
                parent[w] = v
                order.append(w)
    sg = [0] * (n + 1)
    for v in reversed(order[1:]):
        sg[parent[v]] ^= sg[v] + 1
    out.append("Alice" if sg[1] else "Bob")
print("\n".join(out))
