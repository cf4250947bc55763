// Luogu P2148 [SDOI2009] E&D. Theorem 3.7 (chapter 3): the pair (a, b) is worth the
// position of the lowest 0 bit of (a - 1) | (b - 1); the first player wins iff the XOR is not 0.
#include <cstdio>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0;
        scanf("%d", &n);
        for (int j = 0; j < n; j += 2) {
            long long a, b;
            scanf("%lld %lld", &a, &b);
            long long v = (a - 1) | (b - 1);
            s ^= __builtin_ctzll(~v);
        }
        puts(s ? "YES" : "NO");
    }
}
