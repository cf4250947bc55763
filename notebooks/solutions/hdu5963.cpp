// HDU 5963 Friends and enemies (trees with 0/1 edges). Theorem 9.1' (chapter 9): with
// x the root, the girls (first) win iff an odd number of the edges at x have weight 1;
// keep that count per vertex and update it on each change.
#include <algorithm>
#include <cstdio>
#include <map>
#include <utility>
#include <vector>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, m;
        scanf("%d %d", &n, &m);
        std::vector<int> ones(n + 1, 0);
        std::map<std::pair<int, int>, int> weight;
        for (int j = 0; j < n - 1; j++) {
            int x, y, z;
            scanf("%d %d %d", &x, &y, &z);
            weight[{std::min(x, y), std::max(x, y)}] = z;
            ones[x] += z;
            ones[y] += z;
        }
        while (m--) {
            int op;
            scanf("%d", &op);
            if (op == 0) {
                int x;
                scanf("%d", &x);
                puts(ones[x] % 2 ? "Girls win!" : "Boys win!");
            } else {
                int x, y, z;
                scanf("%d %d %d", &x, &y, &z);
                int &w = weight[{std::min(x, y), std::max(x, y)}];
                ones[x] += z - w;
                ones[y] += z - w;
                w = z;
            }
        }
    }
}
