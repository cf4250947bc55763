// HDU 2147 kiki's game: the coin is n - 1 rows and m - 1 columns from its
// corner. A square is a P-position exactly when both distances are even, that
// is when n and m are both odd (Theorem 0.2).
#include <cstdio>

int main() {
    int n, m;
    while (std::scanf("%d %d", &n, &m) == 2 && (n != 0 || m != 0)) {
        std::puts(n % 2 == 1 && m % 2 == 1 ? "What a pity!" : "Wonderful!");
    }
    return 0;
}
