// HDU 3537 Daizhenyang's Coin (Mock Turtles). Theorems 9.1 and 9.2' (chapter 9): a heads
// coin at x is worth the odious number 2x or 2x + 1 (odd number of 1 bits); the second
// player wins iff the XOR over the distinct heads positions is 0.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        std::vector<long long> x(n);
        for (auto &v : x) scanf("%lld", &v);
        std::sort(x.begin(), x.end());
        x.erase(std::unique(x.begin(), x.end()), x.end());
        long long s = 0;
        for (long long v : x) s ^= 2 * v + (__builtin_popcountll(v) % 2 == 0);
        puts(s == 0 ? "Yes" : "No");
    }
}
