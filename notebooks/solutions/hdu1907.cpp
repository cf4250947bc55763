// HDU 1907 John. Theorem 5.1 (misere Nim, chapter 5): if every heap is 1 the player
// to move wins iff the XOR is 0 (an even number of heaps); otherwise iff it is not 0.
#include <cstdio>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0, big = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int h;
            scanf("%d", &h);
            s ^= h;
            big |= h > 1;
        }
        puts((big ? s != 0 : s == 0) ? "John" : "Brother");
    }
}
