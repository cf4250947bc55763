// Codeforces 1194D 1-2-K Game: moves {1, 2, k}. If 3 does not divide k the
// P-positions are the multiples of 3; otherwise the values repeat with period
// k + 1, and with r = n mod (k + 1) Bob wins iff r != k and 3 divides r.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        long long n, k;
        std::scanf("%lld %lld", &n, &k);
        bool alice;
        if (k % 3 != 0) {
            alice = n % 3 != 0;
        } else {
            long long r = n % (k + 1);
            alice = r == k || r % 3 != 0;
        }
        std::puts(alice ? "Alice" : "Bob");
    }
    return 0;
}
