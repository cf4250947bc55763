// Codeforces 603C Lieges of Legendre: piles add by XOR (Sprague-Grundy). A
// split of 2x into k piles of x is worth sg(x) for odd k, 0 for even k. For
// even k: sg = 0 1 2, then 1 on even piles and 0 on odd ones; for odd k:
// sg = 0 1 0 1 2, then 0 on odd piles and, on even a, 2 if sg(a/2) = 1 else 1.
#include <cstdio>

static int value(long long a, bool odd_k) {
    if (!odd_k) return a < 3 ? (int)a : (a % 2 == 0 ? 1 : 0);
    if (a < 5) {
        static const int first[5] = {0, 1, 0, 1, 2};
        return first[a];
    }
    if (a % 2) return 0;
    return value(a / 2, odd_k) == 1 ? 2 : 1;
}

int main() {
    int n;
    long long k;
    if (std::scanf("%d %lld", &n, &k) != 2) return 0;
    int total = 0;
    for (int i = 0; i < n; ++i) {
        long long a;
        std::scanf("%lld", &a);
        total ^= value(a, k % 2 == 1);
    }
    std::puts(total ? "Kevin" : "Nicky");
    return 0;
}
