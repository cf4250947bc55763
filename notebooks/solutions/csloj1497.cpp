// CSLOJ 1497 BR - Xanh va do: a sum of Blue-Red Hackenbush stalks. Each row
// is worth a dyadic number by Berlekamp's rule: 1 an edge up to the first
// change of colour, then 1/2, 1/4, ... (Theorem 13.5), blue plus, red minus.
// Values add (Theorem 13.3); Blue, first, wins iff the sum is positive
// (Theorem 13.1). Times 2^100 every value is an integer and the sum stays
// below 100 * 100 * 2^100 < 2^114: an __int128 holds it exactly.
#include <cstdio>
#include <cstring>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    __int128 total = 0;
    char row[128];
    for (int r = 0; r < n; ++r) {
        std::scanf("%127s", row);
        __int128 weight = (__int128)1 << 100;
        bool changed = false;
        for (int i = 0; row[i]; ++i) {
            if (i && row[i] != row[i - 1]) changed = true;
            if (changed) weight /= 2;
            total += row[i] == 'B' ? weight : -weight;
        }
    }
    std::puts(total > 0 ? "B" : "R");
    return 0;
}
