// HDU 3951 Coin Game: first wins iff N <= K, or K = 1 and N is odd. With
// K >= 2 and N > K the first move leaves a row; the second player takes its
// middle 1 or 2 coins and copies every later move on the other half.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    for (int c = 1; c <= t; ++c) {
        long long n, k;
        std::scanf("%lld %lld", &n, &k);
        bool first = n <= k || (k == 1 && n % 2 == 1);
        std::printf("Case %d: %s\n", c, first ? "first" : "second");
    }
    return 0;
}
