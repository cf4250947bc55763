// AtCoder ABC 206 F Interval Game 2: choosing [L, R) inside a free stretch
// [a, b) leaves [a, L) and [R, b), so by Sprague-Grundy
// g(a, b) = mex over intervals inside of g(a, L) ^ g(R, b); Alice wins iff
// g(1, 100) != 0. O(100^2 N) per case.
#include <cstdio>
#include <cstring>

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    while (t--) {
        int n;
        std::scanf("%d", &n);
        int left[100], right[100];
        for (int i = 0; i < n; ++i) std::scanf("%d %d", &left[i], &right[i]);
        static int g[102][102];
        std::memset(g, 0, sizeof g);
        for (int width = 1; width <= 99; ++width) {
            for (int a = 1; a + width <= 100; ++a) {
                int b = a + width;
                bool seen[256];
                std::memset(seen, 0, sizeof seen);
                for (int i = 0; i < n; ++i)
                    if (a <= left[i] && right[i] <= b)
                        seen[g[a][left[i]] ^ g[right[i]][b]] = true;
                int v = 0;
                while (seen[v]) ++v;
                g[a][b] = v;
            }
        }
        std::puts(g[1][100] ? "Alice" : "Bob");
    }
    return 0;
}
