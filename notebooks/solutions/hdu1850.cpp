// HDU 1850 Being a Good Boy in Spring Festival. Theorem 2.2 (the winning moves of
// Nim, chapter 2): with s the XOR of the heaps, heap h has a winning move iff h ^ s < h.
#include <cstdio>
#include <vector>

int main() {
    int m;
    while (scanf("%d", &m) == 1 && m != 0) {
        std::vector<long long> h(m);
        long long s = 0;
        for (auto &x : h) {
            scanf("%lld", &x);
            s ^= x;
        }
        int count = 0;
        for (long long x : h) count += (x ^ s) < x;
        printf("%d\n", count);
    }
}
