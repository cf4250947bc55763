// POJ 3710 Christmas Game. Proposition 7.5 (chapter 7): the fusion principle turns a
// cycle with an odd number of edges into one loop (worth 1) and an even one into a single
// vertex; what is left is a tree, worth sg(v) = XOR over children of (sg(c) + 1) by
// Theorem 7.2 (the colon principle). Sally (first) wins iff the pictures' XOR is not 0.
#include <cstdio>
#include <utility>
#include <vector>

struct Picture {
    std::vector<std::vector<std::pair<int, int>>> adjacent;
    std::vector<int> loops, depth, parent, parent_edge, top, order;
    std::vector<bool> on_cycle;

    explicit Picture(int m)
        : adjacent(m + 1), loops(m + 1, 0), depth(m + 1, -1), parent(m + 1, 0),
          parent_edge(m + 1, -1), top(m + 1), on_cycle(m + 1, false) {
        for (int v = 0; v <= m; v++) top[v] = v;
    }

    int find(int v) {
        while (top[v] != v) v = top[v] = top[top[v]];
        return v;
    }

    void visit(int v) {  // depth below 100: recursion is safe
        order.push_back(v);
        for (auto [w, e] : adjacent[v]) {
            if (e == parent_edge[v]) continue;
            if (depth[w] < 0) {
                depth[w] = depth[v] + 1, parent[w] = v, parent_edge[w] = e;
                visit(w);
            } else if (depth[w] < depth[v]) {  // a back edge closes the cycle v ... w
                loops[w] ^= (depth[v] - depth[w] + 1) % 2;
                for (int x = v; x != w; x = parent[x]) {
                    on_cycle[x] = true;
                    top[find(x)] = find(w);
                }
            }
        }
    }

    int value() {
        depth[1] = 0;
        visit(1);
        std::vector<int> sg(loops.size(), 0);
        for (int v : order) sg[find(v)] ^= loops[v];
        for (size_t k = order.size() - 1; k > 0; k--)
            if (!on_cycle[order[k]]) sg[find(parent[order[k]])] ^= sg[order[k]] + 1;
        return sg[1];
    }
};

int main() {
    int count;
    while (scanf("%d", &count) == 1) {
        int s = 0;
        while (count--) {
            int m, k;
            scanf("%d %d", &m, &k);
            Picture picture(m);
            for (int e = 0; e < k; e++) {
                int x, y;
                scanf("%d %d", &x, &y);
                if (x == y) {
                    picture.loops[x] ^= 1;  // a loop is a cycle of one edge
                } else {
                    picture.adjacent[x].push_back({y, e});
                    picture.adjacent[y].push_back({x, e});
                }
            }
            s ^= picture.value();
        }
        puts(s ? "Sally" : "Harry");
    }
}
