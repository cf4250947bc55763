// POJ 2234 Matches Game. Theorem 2.1 (Bouton, chapter 2):
// the player to move wins Nim iff the XOR of the heaps is not 0.
#include <cstdio>

int main() {
    int m;
    while (scanf("%d", &m) == 1) {
        long long s = 0, h;
        for (int i = 0; i < m; i++) {
            scanf("%lld", &h);
            s ^= h;
        }
        puts(s ? "Yes" : "No");
    }
}
