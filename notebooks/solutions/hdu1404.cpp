// HDU 1404 Digital Deletions. A string with a leading 0 is won at once (erase
// that 0 and everything after it). Any other string is a number v < 10^6 and
// every move makes it smaller, so by Theorem 0.2 the labels follow in
// increasing order of v: an unmarked v is a P-position and marks as
// N-positions the strings one move above it (a digit raised, or a 0 and
// anything written after it).
#include <cstdio>
#include <cstring>

const int TOP = 1000000;
static bool win[TOP];

int main() {
    for (int v = 1; v < TOP; ++v) {
        if (win[v]) continue;
        for (long long j = 1; j <= v; j *= 10) {
            int digit = v / j % 10;
            for (int k = 1; k < 10 - digit; ++k) win[v + k * j] = true;
        }
        for (long long j = 10; (long long)v * j < TOP; j *= 10)
            for (long long k = 0; k < j / 10; ++k) win[v * j + k] = true;
    }
    char s[64];
    while (std::scanf("%63s", s) == 1) {
        bool first = s[0] == '0';
        if (!first) {
            int v = 0;
            for (int i = 0; s[i]; ++i) v = v * 10 + (s[i] - '0');
            first = win[v];
        }
        std::puts(first ? "Yes" : "No");
    }
    return 0;
}
