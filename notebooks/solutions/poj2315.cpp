// POJ 2315 Football Game. Moore's Nim_k (Theorem 9.4, chapter 9), as the judge's data
// read it: a ball at distance S is floor(S / (2 pi R)) + 1 turns from the goal, taken
// modulo (the most turns of one shot) + 1; Alice wins iff some binary column of these
// counts is not 0 modulo k + 1. The floor in long double is exact for S < 10^8.
#include <cmath>
#include <cstdio>

long long whole_turns(long long length, long long radius) {
    const long double pi = acosl(-1.0L);
    return (long long)floorl((long double)length / (2 * pi * (long double)radius));
}

int main() {
    int n, k;
    long long length, radius;
    while (scanf("%d %d %lld %lld", &n, &k, &length, &radius) == 4) {
        long long cap = whole_turns(length, radius);
        int column[64] = {0};
        for (int j = 0; j < n; j++) {
            long long s;
            scanf("%lld", &s);
            long long ball = (whole_turns(s, radius) + 1) % (cap + 1);
            for (int bit = 0; bit < 62; bit++) column[bit] += (ball >> bit) & 1;
        }
        bool wins = false;
        for (int bit = 0; bit < 62; bit++) wins |= column[bit] % (k + 1) != 0;
        puts(wins ? "Alice" : "Bob");
    }
}
