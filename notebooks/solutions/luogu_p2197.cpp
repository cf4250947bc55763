// Luogu P2197 Template: Nim game. Theorem 2.1 (Bouton, chapter 2):
// the player to move wins Nim iff the XOR of the heaps is not 0.
#include <cstdio>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        long long s = 0, h;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            scanf("%lld", &h);
            s ^= h;
        }
        puts(s ? "Yes" : "No");
    }
}
