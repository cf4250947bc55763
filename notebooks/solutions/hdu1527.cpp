// HDU 1527 / POJ 1067 Take stones (Wythoff). Theorem 4.4 (Wythoff) and Lemma 4.5
// (chapter 4): a <= b is cold iff a = floor((b - a) phi) = ((b - a) + isqrt(5 (b - a)^2)) / 2,
// in exact integers (a double loses floor(k phi) near k = F40).
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
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        u64 k = b - a;
        puts((u64)a == (k + isqrt(5 * k * k)) / 2 ? "0" : "1");
    }
}
