// HDU 2873 Bomb Game. Lemma 6.7 (chapter 6): bombs that meet cancel, yet still add like
// Nim, so each bomb (p, q) counts g(p, q): g(1, q) = q - 1, g(p, 1) = p - 1, and
// g(p, q) = mex{g(u, q) ^ g(p, v) : u < p, v < q}; John (first) wins iff the XOR is not 0.
#include <cstdio>
#include <cstring>

int g[51][51];

int main() {
    for (int p = 1; p <= 50; p++)
        for (int q = 1; q <= 50; q++) {
            if (p == 1 || q == 1) {
                g[p][q] = p + q - 2;
                continue;
            }
            static bool seen[1 << 12];
            memset(seen, 0, sizeof seen);
            for (int u = 1; u < p; u++)
                for (int v = 1; v < q; v++) seen[g[u][q] ^ g[p][v]] = true;
            int v = 0;
            while (seen[v]) v++;
            g[p][q] = v;
        }
    int n, m;
    static char row[128];
    while (scanf("%d %d", &n, &m) == 2 && (n || m)) {
        int s = 0;
        for (int p = 1; p <= n; p++) {
            scanf("%127s", row);  // %s skips blank lines
            for (int q = 1; q <= m; q++)
                if (row[q - 1] == '#') s ^= g[p][q];
        }
        puts(s ? "John" : "Jack");
    }
}
