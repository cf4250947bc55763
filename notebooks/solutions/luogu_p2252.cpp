// Luogu P2252 Take stones (Wythoff, one pair). Theorem 4.4 (Wythoff) and Lemma 4.5
// (chapter 4): a <= b is cold iff a = ((b - a) + isqrt(5 (b - a)^2)) / 2, exactly.
#include <cmath>
#include <cstdio>
#include <utility>

typedef unsigned long long u64;

u64 isqrt(u64 x) {  // floor(sqrt(x)) for x < 2^63, corrected after the float guess
    u64 r = (u64)sqrtl((long double)x);
    while (r * r > x) r--;
    while ((r + 1) * (r + 1) <= x) r++;
    return r;
}

int main() {
    long long a, b;
    scanf("%lld %lld", &a, &b);
    if (a > b) std::swap(a, b);
    u64 k = b - a;
    puts((u64)a == (k + isqrt(5 * k * k)) / 2 ? "0" : "1");
}
