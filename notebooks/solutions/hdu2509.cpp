// HDU 2509 Be the Winner. Theorem 5.1 (misere Nim, chapter 5), each row of apples a
// heap: if every row has 1 apple the player to move wins iff the XOR is 0, else iff not 0.
#include <cstdio>

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int s = 0, big = 0;
        for (int i = 0; i < n; i++) {
            int h;
            scanf("%d", &h);
            s ^= h;
            big |= h > 1;
        }
        puts((big ? s != 0 : s == 0) ? "Yes" : "No");
    }
}
