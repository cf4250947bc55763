// HDU 3980 Paint Chain: painting M beads of the circle leaves a row of N - M;
// in a row a move leaves two rows, so sg(L) = mex over x of
// sg(x) ^ sg(L - M - x) (Sprague-Grundy). First wins iff N >= M and
// sg(N - M) == 0. One table per distinct M.
#include <cstdio>
#include <cstring>

static int value[1001][1001];
static bool done[1001];

static void table(int m) {
    int *sg = value[m];
    for (int len = 0; len <= 1000; ++len) {
        if (len < m) { sg[len] = 0; continue; }
        bool seen[1024];
        std::memset(seen, 0, sizeof seen);
        for (int left = 0; 2 * left <= len - m; ++left)
            seen[sg[left] ^ sg[len - m - left]] = true;
        int v = 0;
        while (seen[v]) ++v;
        sg[len] = v;
    }
    done[m] = true;
}

int main() {
    int t;
    if (std::scanf("%d", &t) != 1) return 0;
    for (int c = 1; c <= t; ++c) {
        int n, m;
        std::scanf("%d %d", &n, &m);
        bool first = false;
        if (n >= m) {
            if (!done[m]) table(m);
            first = value[m][n - m] == 0;
        }
        std::printf("Case #%d: %s\n", c, first ? "aekdycoin" : "abcdxyzk");
    }
    return 0;
}
