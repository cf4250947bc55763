// Luogu P1247 Taking matches. Theorem 2.2 (the winning moves of Nim, chapter 2):
// the first heap h with h ^ s < h (s the XOR of all heaps) takes h - (h ^ s) matches.
#include <cstdio>
#include <vector>

int main() {
    int k;
    scanf("%d", &k);
    std::vector<long long> h(k);
    long long s = 0;
    for (auto &x : h) {
        scanf("%lld", &x);
        s ^= x;
    }
    if (s == 0) {
        puts("lose");
        return 0;
    }
    int i = 0;
    while ((h[i] ^ s) >= h[i]) i++;
    printf("%lld %d\n", h[i] - (h[i] ^ s), i + 1);
    h[i] ^= s;
    for (int j = 0; j < k; j++) printf(j ? " %lld" : "%lld", h[j]);
    putchar('\n');
}
