// HDU 4642 Fliping game: Alice wins exactly when the bottom-right coin is up.
// Every move turns the corner coin (every rectangle (x, y)-(n, m) holds it):
// the player who leaves it down after each of her moves always has a move.
#include <cstdio>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n, m, coin = 0;
        std::scanf("%d %d", &n, &m);
        for (int i = 0; i < n * m; ++i) std::scanf("%d", &coin);
        std::puts(coin == 1 ? "Alice" : "Bob");
    }
    return 0;
}
