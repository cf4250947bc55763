// Luogu P2575 Masters' game (jumping pieces). Theorem 9.3 (staircase Nim, chapter 9),
// on the empty cells: a piece with e empty cells to its right stands on stair e; a jump
// moves it one stair down, so a row is worth the XOR of the counts on the odd stairs.
#include <cstdio>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0;
        scanf("%d", &n);
        while (n--) {
            int m;
            bool taken[21] = {false};
            scanf("%d", &m);
            for (int j = 0; j < m; j++) {
                int c;
                scanf("%d", &c);
                taken[c] = true;
            }
            int stairs[21] = {0}, empty = 0;
            for (int cell = 20; cell >= 1; cell--) {
                if (taken[cell])
                    stairs[empty]++;
                else
                    empty++;
            }
            for (int e = 1; e <= 20; e += 2) s ^= stairs[e];
        }
        puts(s ? "YES" : "NO");
    }
}
