// HDU 1849 Rabbit and Grass: each chessman on square k is a Nim heap of k.
// Rabbit (first) wins exactly when the nim-sum of the squares is not 0
// (Theorem 2.1, Bouton).
#include <cstdio>

int main() {
    int m;
    while (std::scanf("%d", &m) == 1 && m != 0) {
        int s = 0;
        for (int i = 0; i < m; ++i) {
            int k;
            std::scanf("%d", &k);
            s ^= k;
        }
        std::puts(s ? "Rabbit Win!" : "Grass Win!");
    }
    return 0;
}
