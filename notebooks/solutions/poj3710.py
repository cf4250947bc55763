# POJ 3710 Christmas Game. Proposition 7.5 (chapter 7): the fusion principle turns a
# cycle with an odd number of edges into one loop (worth 1) and an even one into a
# single vertex; what is left is a tree, worth sg(v) = XOR over children of (sg(c) + 1)
# by Theorem 7.2 (the colon principle). Sally (first) wins iff the XOR is not 0.
import sys

sys.setrecursionlimit(10000)


def picture_value(m, edges):
    adjacent = [[] for _ in range(m + 1)]
    loops = [0] * (m + 1)
    for e, (x, y) in enumerate(edges):
        if x == y:
            loops[x] ^= 1  # a loop is a cycle of one edge
        else:
            adjacent[x].append((y, e))
            adjacent[y].append((x, e))
    depth, parent, parent_edge = [-1] * (m + 1), [0] * (m + 1), [-1] * (m + 1)
    on_cycle, top, order = [False] * (m + 1), list(range(m + 1)), []

    def find(v):
        while top[v] != v:
            top[v] = top[top[v]]
            v = top[v]
        return v

    def visit(v):
        order.append(v)
        for w, e in adjacent[v]:
            if e == parent_edge[v]:
                continue
            if depth[w] < 0:
                depth[w], parent[w], parent_edge[w] = depth[v] + 1, v, e
                visit(w)
            elif depth[w] < depth[v]:  # a back edge closes the cycle v ... w
                loops[w] ^= (depth[v] - depth[w] + 1) % 2
                x = v
                while x != w:
                    on_cycle[x] = True
                    top[find(x)] = find(w)
                    x = parent[x]

    depth[1] = 0
    visit(1)
    value = [0] * (m + 1)
    for v in order:
        value[find(v)] ^= loops[v]
    for v in reversed(order[1:]):
        if not on_cycle[v]:
            value[find(parent[v])] ^= value[v] + 1
    return value[1]


data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 0
while i < len(data):
    s, count = 0, data[i]
    i += 1
    for _ in range(count):
        m, k = data[i], data[i + 1]
        edges = [(data[i + 2 + 2 * j], data[i + 3 + 2 * j]) for j in range(k)]
        i += 2 + 2 * k
        s ^= picture_value(m, edges)
    out.append("Sally" if s else "Harry")
print("\n".join(out))
