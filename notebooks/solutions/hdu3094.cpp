// HDU 3094 A tree game. Theorem 7.2 (the colon principle, chapter 7): a Green
// Hackenbush tree is worth sg(v) = XOR over the children c of (sg(c) + 1), rooted at 1;
// Alice (first) wins iff sg(1) is not 0.
#include <cstdio>
#include <vector>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        std::vector<std::vector<int>> adjacent(n + 1);
        for (int j = 0; j < n - 1; j++) {
            int x, y;
            scanf("%d %d", &x, &y);
            adjacent[x].push_back(y);
            adjacent[y].push_back(x);
        }
        std::vector<int> parent(n + 1, 0), order = {1}, sg(n + 1, 0);
        parent[1] = -1;
        for (size_t k = 0; k < order.size(); k++)  // breadth first: no deep recursion
            for (int w : adjacent[order[k]])
                if (w != parent[order[k]]) {
                    parent[w] = order[k];
                    order.push_back(w);
                }
        for (size_t k = order.size() - 1; k > 0; k--) sg[parent[order[k]]] ^= sg[order[k]] + 1;
        puts(sg[1] ? "Alice" : "Bob");
    }
}
