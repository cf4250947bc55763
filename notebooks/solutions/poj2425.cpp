// POJ 2425 / HDU 1524 A Chess Game. Theorem 3.3 (Sprague-Grundy, chapter 3) on a
// directed acyclic graph: sg(v) is the mex over v's successors; the chessmen are a sum.
#include <cstdio>
#include <vector>

std::vector<std::vector<int>> edges;
std::vector<int> sg;

int value(int v) {  // depth at most N <= 1000: recursion is safe
    if (sg[v] >= 0) return sg[v];
    std::vector<bool> seen(edges[v].size() + 1, false);
    for (int w : edges[v]) {
        int g = value(w);
        if (g < (int)seen.size()) seen[g] = true;
    }
    int g = 0;
    while (seen[g]) g++;
    return sg[v] = g;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        edges.assign(n, {});
        sg.assign(n, -1);
        for (int v = 0; v < n; v++) {
            int c;
            scanf("%d", &c);
            edges[v].resize(c);
            for (int &w : edges[v]) scanf("%d", &w);
        }
        int m;
        while (scanf("%d", &m) == 1 && m != 0) {
            int x = 0;
            for (int j = 0; j < m; j++) {
                int v;
                scanf("%d", &v);
                x ^= value(v);
            }
            puts(x ? "WIN" : "LOSE");
        }
    }
}
