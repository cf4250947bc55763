// HDU 1079 / POJ 1082 Calendar Game: every move changes the parity of
// month + day, except across the end of a month. By Theorem 0.2 the
// P-positions are the dates with month + day odd, except September 30 and
// November 30 (they move to October 1 and December 1, both odd): Adam, who
// moves first, wins exactly off those dates. The year does not matter.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int y, m, d;
        std::scanf("%d %d %d", &y, &m, &d);
        bool adam = (m + d) % 2 == 0 || (d == 30 && (m == 9 || m == 11));
        std::puts(adam ? "YES" : "NO");
    }
    return 0;
}
