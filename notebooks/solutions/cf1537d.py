"""Codeforces 1537D Deleting Divisors: the pattern the lab finds, proved.

Computed for small n (chapter 12), the P-positions are the odd numbers and
the powers 2^k with k odd. Proof by Theorem 0.2: an odd n has only odd
divisors d, and n - d is even with the odd divisor d (an N-position, or 0
moves if n is prime or 1); an even n with an odd divisor d > 1 moves to the
odd n - d; a power 2^k moves to 2^(k-1) (other moves leave an even number
with an odd divisor), so the powers alternate, 2^1 losing. Reads stdin,
writes stdout.
"""

import sys


def alice_wins(n):
    if n % 2:
        return False
    if n & (n - 1):
        return True
    return (n.bit_length() - 1) % 2 == 0


def main():
    data = sys.stdin.buffer.read().split()
    t = int(data[0])
    out = ["Alice" if alice_wins(int(x)) else "Bob" for x in data[1 : 1 + t]]
    sys.stdout.write("\n".join(out) + "\n")


main()
