// HDU 3389 Game: cards move from box A to a smaller box B with A + B = 3
// (mod 6), so the boxes form staircases ending in boxes 3, 1 and 4. The odd
// stairs are the boxes with residue 0, 2 or 5 mod 6 (Theorem 9.3, staircase
// Nim): Alice wins when the XOR of their cards is not 0.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    for (int c = 1; c <= t; ++c) {
        int n, total = 0;
        std::scanf("%d", &n);
        for (int i = 1; i <= n; ++i) {
            int cards;
            std::scanf("%d", &cards);
            if (i % 6 == 0 || i % 6 == 2 || i % 6 == 5) total ^= cards;
        }
        std::printf("Case %d: %s\n", c, total ? "Alice" : "Bob");
    }
    return 0;
}
