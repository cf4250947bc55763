// HDU 5795 A Simple Nim: heaps add by XOR (Sprague-Grundy). A heap of x is
// worth x, except 8k + 7 (worth 8k + 8) and 8k + 8 (worth 8k + 7).
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        long long total = 0;
        for (int i = 0; i < n; ++i) {
            long long x;
            std::scanf("%lld", &x);
            long long v = x % 8 == 7 ? x + 1 : x % 8 == 0 ? x - 1 : x;
            total ^= v;
        }
        std::puts(total ? "First player wins." : "Second player wins.");
    }
    return 0;
}
