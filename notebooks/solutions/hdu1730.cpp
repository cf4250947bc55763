// HDU 1730 Northcott Game. Theorem 2.5 (chapter 2): Northcott's game is Nim on the
// gaps between the two pieces of each row (moves away are reversed at once).
#include <cstdio>
#include <cstdlib>

int main() {
    int n, m;
    while (scanf("%d %d", &n, &m) == 2) {
        int s = 0;
        for (int r = 0; r < n; r++) {
            int a, b;
            scanf("%d %d", &a, &b);
            s ^= std::abs(a - b) - 1;
        }
        puts(s ? "I WIN!" : "BAD LUCK!");
    }
}
