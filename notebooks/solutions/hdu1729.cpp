// HDU 1729 Stone Game (boxes). Theorem 3.6 (the value of a box, chapter 3): with t the
// largest number with t + t^2 < s, a box (s, c) is worth s - c if c > t, 0 if c = t,
// and the value of the box (t, c) if c < t; the first player wins iff the XOR is not 0.
#include <cmath>
#include <cstdio>

long long box_value(long long s, long long c) {
    while (s > 0) {
        long long t = (long long)std::sqrt((double)s);
        while (t > 0 && t + t * t >= s) t--;
        while ((t + 1) + (t + 1) * (t + 1) < s) t++;
        if (c > t) return s - c;
        if (c == t) return 0;
        s = t;
    }
    return 0;
}

int main() {
    int n, k = 0;
    while (scanf("%d", &n) == 1 && n != 0) {
        long long x = 0;
        for (int i = 0; i < n; i++) {
            long long s, c;
            scanf("%lld %lld", &s, &c);
            x ^= box_value(s, c);
        }
        printf("Case %d:\n%s\n", ++k, x ? "Yes" : "No");
    }
}
