# BZOJ 1443 / Luogu P4055 Game. Theorem 8.2 (chapter 8): the token's walk is
# geography on the bipartite grid graph, and the player who places it wins exactly from
# the free cells that some maximum matching misses: one Hopcroft-Karp matching, then the
# cells reached from an unmatched cell by a free edge and a matched one.
import sys


def max_matching(left, adjacent, size):
    mate = [-1] * size
    while True:
        dist = [-1] * size
        queue = [u for u in left if mate[u] < 0]
        for u in queue:
            dist[u] = 0
        found = False
        for u in queue:
            for w in adjacent[u]:
                x = mate[w]
                if x < 0:
                    found = True
                elif dist[x] < 0:
                    dist[x] = dist[u] + 1
                    queue.append(x)
        if not found:
            return mate
        pointer = [0] * size
        for root in [u for u in left if mate[u] < 0]:
            stack, chosen = [root], []
            while stack:
                u = stack[-1]
                if pointer[u] == len(adjacent[u]):
                    dist[u] = -2  # a dead end in this phase
                    stack.pop()
                    if chosen:
                        chosen.pop()
                    continue
                w = adjacent[u][pointer[u]]
                pointer[u] += 1
                x = mate[w]
                if x < 0:  # an augmenting path: flip it
                    for v, c in zip(stack, [*chosen, w], strict=True):
                        mate[v], mate[c] = c, v
                    break
                if dist[x] == dist[u] + 1:
                    stack.append(x)
                    chosen.append(w)


data = sys.stdin.read().split()
n, m = int(data[0]), int(data[1])
rows = data[2 : 2 + n]
size = n * m
free = [rows[r][c] == "." for r in range(n) for c in range(m)]
adjacent = [[] for _ in range(size)]
for r in range(n):
    for c in range(m):
        if free[r * m + c]:
            for rr, cc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= rr < n and 0 <= cc < m and free[rr * m + cc]:
                    adjacent[r * m + c].append(rr * m + cc)
left = [v for v in range(size) if free[v] and (v // m + v % m) % 2 == 0]
mate = max_matching(left, adjacent, size)
missed = [False] * size
queue = [v for v in range(size) if free[v] and mate[v] < 0]
for v in queue:
    missed[v] = True
for v in queue:  # v is missed: swap along the edge to w and w's partner is missed
    for w in adjacent[v]:
        x = mate[w]
        if x >= 0 and not missed[x]:
            missed[x] = True
            queue.append(x)
cells = [f"{v // m + 1} {v % m + 1}" for v in range(size) if missed[v]]
print("\n".join(["WIN", *cells]) if cells else "LOSE")
