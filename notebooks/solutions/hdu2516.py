# HDU 2516 Take stones (Fibonacci Nim). Theorem 9.5 (chapter 9): the second player
# wins iff n is a Fibonacci number.
import sys

fib = {1, 2}
a, b = 1, 2
while b < 2**32:
    a, b = b, a + b
    fib.add(b)
out = []
for token in sys.stdin.buffer.read().split():
    n = int(token)
    if n == 0:
        break
    out.append("Second win" if n in fib else "First win")
print("\n".join(out))
