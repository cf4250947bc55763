// HDU 3544 Alice's Game (Cut-cake). An x by y chocolate (Alice cuts x, Bob
// cuts y) is worth the integer x' - y', where x' + 1 and y' + 1 are x and y
// halved together until one of them is 1. Values add (Theorem 13.3); Alice,
// first, wins iff the total is positive (Theorem 13.1). The total reaches
// 100 * 10^9 in absolute value: it needs 64 bits.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    for (int c = 1; c <= t; ++c) {
        int n;
        std::scanf("%d", &n);
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long x, y;
            std::scanf("%lld %lld", &x, &y);
            while (x > 1 && y > 1) x /= 2, y /= 2;
            total += (x - 1) - (y - 1);
        }
        std::printf("Case %d: %s\n", c, total > 0 ? "Alice" : "Bob");
    }
    return 0;
}
