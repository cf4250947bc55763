# AtCoder AGC 017 D Game on Tree. Theorem 7.2 (the colon principle, chapter 7): the
# tree is worth sg(v) = XOR over the children c of (sg(c) + 1), rooted at 1; Alice
# (first) wins iff sg(1) is not 0.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
n = data[0]
adjacent = [[] for _ in range(n + 1)]
for j in range(n - 1):
    x, y = data[1 + 2 * j], data[2 + 2 * j]
    adjacent[x].append(y)
    adjacent[y].append(x)
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
print("Alice" if sg[1] else "Bob")
