# HDU 1846 Brave Game. Theorem 1.1 (Bash's game, chapter 1):
# a pile of n with moves of 1..m is lost for the player to move iff (m + 1) divides n.
import sys

data = sys.stdin.buffer.read().split()
out = []
for i in range(int(data[0])):
    n, m = int(data[1 + 2 * i]), int(data[2 + 2 * i])
    out.append("first" if n % (m + 1) else "second")
print("\n".join(out))
