// Codeforces 1033C Permutation Game. The token only moves to a larger number,
// so the game graph is acyclic and each cell is a P- or an N-position
// (Theorem 11.1). From the largest number down, the cell holding a looks at
// the cells a multiple of a away (at most n / a of them: n ln n in all) and
// wins iff one of them holds a larger number and is lost.
#include <cstdio>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<int> cells(n), where(n + 1);
    for (int i = 0; i < n; ++i) std::scanf("%d", &cells[i]), where[cells[i]] = i;
    std::vector<char> win(n, 0);
    for (int a = n; a >= 1; --a) {
        int i = where[a];
        for (int j = i % a; j < n && !win[i]; j += a)
            if (j != i && cells[j] > a && !win[j]) win[i] = 1;
    }
    for (int i = 0; i < n; ++i) std::putchar(win[i] ? 'A' : 'B');
    std::putchar('\n');
    return 0;
}
