// HDU 2149 Public Sale: the price starts at 0, raises are 1 to N, and the
// bidder who brings it to M or more wins. With r still to reach, the bidder
// to move loses exactly when N + 1 divides r (Theorem 1.1, Bash's game), so
// Lele's first bid must leave a multiple of N + 1: M mod (N + 1) if that is
// not 0 (none otherwise), or, when M <= N, any bid from M to N at once.
#include <cstdio>

int main() {
    int m, n;
    while (std::scanf("%d %d", &m, &n) == 2) {
        if (m <= n) {
            for (int b = m; b <= n; ++b) std::printf(b < n ? "%d " : "%d\n", b);
        } else if (m % (n + 1)) {
            std::printf("%d\n", m % (n + 1));
        } else {
            std::puts("none");
        }
    }
    return 0;
}
