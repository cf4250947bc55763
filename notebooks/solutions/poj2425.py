# POJ 2425 / HDU 1524 A Chess Game. Theorem 3.3 (Sprague-Grundy, chapter 3) on a
# directed acyclic graph: sg(v) is the mex over v's successors; the chessmen are a sum.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 0
while i < len(data):
    n = data[i]
    i += 1
    edges = []
    for _ in range(n):
        edges.append(data[i + 1 : i + 1 + data[i]])
        i += 1 + data[i]
    sg = [-1] * n
    for root in range(n):  # successors first, without recursion
        stack = [root]
        while stack:
            v = stack[-1]
            if sg[v] >= 0:
                stack.pop()
                continue
            waiting = [w for w in edges[v] if sg[w] < 0]
            if waiting:
                stack.extend(waiting)
                continue
            seen = {sg[w] for w in edges[v]}
            g = 0
            while g in seen:
                g += 1
            sg[v] = g
            stack.pop()
    while (m := data[i]) != 0:
        x = 0
        for v in data[i + 1 : i + 1 + m]:
            x ^= sg[v]
        out.append("WIN" if x else "LOSE")
        i += 1 + m
    i += 1
print("\n".join(out))
