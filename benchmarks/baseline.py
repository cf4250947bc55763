"""The simplest honest alternative to gamelib's engine, for `make bench` to beat.

A plain iterative depth-first search with a dict memo and the mex rule: no
cycle check, no budget, no cache keys, no validation. The engine must be at
least as fast on the same games (the ratio is printed by bench_core.py).
"""


def baseline_sg(options, root):
    """Sprague-Grundy value of `root` for an acyclic game given by `options`."""
    memo = {}
    stack = [(root, iter(options(root)), [])]
    while stack:
        here, pending, values = stack[-1]
        for child in pending:
            value = memo.get(child)
            if value is None:
                stack.append((child, iter(options(child)), []))
                break
            values.append(value)
        else:
            stack.pop()
            present, value = set(values), 0
            while value in present:
                value += 1
            memo[here] = value
            if stack:
                stack[-1][2].append(value)
    return memo[root]
