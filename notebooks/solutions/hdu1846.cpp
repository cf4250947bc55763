// HDU 1846 Brave Game. Theorem 1.1 (Bash's game, chapter 1):
// a pile of n with moves of 1..m is lost for the player to move iff (m + 1) divides n.
#include <cstdio>

int main() {
    int c;
    if (scanf("%d", &c) != 1) return 0;
    while (c--) {
        int n, m;
        scanf("%d %d", &n, &m);
        puts(n % (m + 1) ? "first" : "second");
    }
}
