// Codeforces 917B MADMAX. A position is (the mover's vertex, the other
// marble's vertex, the least letter allowed). The graph is acyclic and the
// letters never go down, so every position is a P- or an N-position
// (Theorem 11.1): the mover wins iff some edge of letter >= c from her vertex
// leads to a position lost for the other player. Memoised over 100*100*27.
#include <cstdio>
#include <vector>

int n, m;
std::vector<int> out[101][26];
signed char memo[101][101][27];  // 0 unknown, 1 win, 2 lose

bool wins(int a, int b, int c) {
    if (c == 26) return false;
    if (memo[a][b][c]) return memo[a][b][c] == 1;
    bool result = wins(a, b, c + 1);
    for (int u : out[a][c]) {
        if (result) break;
        if (!wins(b, u, c)) result = true;
    }
    memo[a][b][c] = result ? 1 : 2;
    return result;
}

int main() {
    if (std::scanf("%d %d", &n, &m) != 2) return 0;
    for (int i = 0; i < m; ++i) {
        int v, u;
        char c;
        std::scanf("%d %d %c", &v, &u, &c);
        out[v][c - 'a'].push_back(u);
    }
    for (int i = 1; i <= n; ++i) {
        for (int j = 1; j <= n; ++j) std::putchar(wins(i, j, 0) ? 'A' : 'B');
        std::putchar('\n');
    }
    return 0;
}
