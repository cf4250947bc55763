// Codeforces 1537D Deleting Divisors. The lab's table of P-positions (chapter
// 12) shows the odd numbers and the powers 2^k with k odd; Theorem 0.2 proves
// it: odd n moves only to even numbers with an odd divisor (N-positions);
// even n with an odd divisor moves to an odd number; 2^k must move to 2^(k-1)
// or lose at once, so the powers alternate from 2 (lost).
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long n;
        std::scanf("%lld", &n);
        bool alice;
        if (n % 2) {
            alice = false;
        } else if (n & (n - 1)) {
            alice = true;
        } else {
            int k = 0;
            while (n > 1) n /= 2, ++k;
            alice = k % 2 == 0;
        }
        std::puts(alice ? "Alice" : "Bob");
    }
    return 0;
}
