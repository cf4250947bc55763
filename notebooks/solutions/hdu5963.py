# HDU 5963 Friends and enemies (trees with 0/1 edges). Theorem 9.1' (chapter 9): with
# x the root, the girls (first) win iff an odd number of the edges at x have weight 1;
# keep that count per vertex and update it on each change.
import sys

data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 1
for _ in range(data[0]):
    n, m = data[i], data[i + 1]
    i += 2
    ones = [0] * (n + 1)
    weight = {}
    for _ in range(n - 1):
        x, y, z = data[i : i + 3]
        i += 3
        weight[min(x, y), max(x, y)] = z
        ones[x] += z
        ones[y] += z
    for _ in range(m):
        if data[i] == 0:
            out.append("Girls win!" if ones[data[i + 1]] % 2 else "Boys win!")
            i += 2
        else:
            x, y, z = data[i + 1 : i + 4]
            i += 4
            key = (min(x, y), max(x, y))
            ones[x] += z - weight[key]
            ones[y] += z - weight[key]
            weight[key] = z
print("\n".join(out))
