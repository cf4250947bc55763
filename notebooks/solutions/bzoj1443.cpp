// BZOJ 1443 / Luogu P4055 Game. Theorem 8.2 (chapter 8): the token's walk is
// geography on the bipartite grid graph, and the player who places it wins exactly from
// the free cells that some maximum matching misses: one Hopcroft-Karp matching, then the
// cells reached from an unmatched cell by a free edge and a matched one.
#include <cstdio>
#include <vector>

int n, m, size_;
std::vector<std::vector<int>> adjacent;
std::vector<int> mate, dist, pointer_;

bool augment(int u) {  // depth at most 5,000: recursion is safe
    for (int &i = pointer_[u]; i < (int)adjacent[u].size(); i++) {
        int w = adjacent[u][i], x = mate[w];
        if (x < 0 || (dist[x] == dist[u] + 1 && augment(x))) {
            mate[u] = w, mate[w] = u;
            return true;
        }
    }
    dist[u] = -2;
    return false;
}

int main() {
    scanf("%d %d", &n, &m);
    size_ = n * m;
    std::vector<char> free(size_, 0);
    static char row[256];
    for (int r = 0; r < n; r++) {
        scanf("%255s", row);
        for (int c = 0; c < m; c++) free[r * m + c] = row[c] == '.';
    }
    adjacent.assign(size_, {});
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
    std::vector<int> left;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < m; c++) {
            if (!free[r * m + c]) continue;
            if ((r + c) % 2 == 0) left.push_back(r * m + c);
            for (int d = 0; d < 4; d++) {
                int rr = r + dr[d], cc = c + dc[d];
                if (rr >= 0 && rr < n && cc >= 0 && cc < m && free[rr * m + cc])
                    adjacent[r * m + c].push_back(rr * m + cc);
            }
        }
    mate.assign(size_, -1);
    while (true) {  // Hopcroft-Karp phases
        dist.assign(size_, -1);
        std::vector<int> queue;
        for (int u : left)
            if (mate[u] < 0) dist[u] = 0, queue.push_back(u);
        bool found = false;
        for (size_t k = 0; k < queue.size(); k++)
            for (int w : adjacent[queue[k]]) {
                int x = mate[w];
                if (x < 0)
                    found = true;
                else if (dist[x] < 0)
                    dist[x] = dist[queue[k]] + 1, queue.push_back(x);
            }
        if (!found) break;
        pointer_.assign(size_, 0);
        for (int u : left)
            if (mate[u] < 0) augment(u);
    }
    std::vector<char> missed(size_, 0);
    std::vector<int> queue;
    for (int v = 0; v < size_; v++)
        if (free[v] && mate[v] < 0) missed[v] = 1, queue.push_back(v);
    for (size_t k = 0; k < queue.size(); k++)  // swap along a free and a matched edge
        for (int w : adjacent[queue[k]]) {
            int x = mate[w];
            if (x >= 0 && !missed[x]) missed[x] = 1, queue.push_back(x);
        }
    bool any = false;
    for (int v = 0; v < size_; v++)
        if (missed[v]) {
            if (!any) puts("WIN");
            any = true;
            printf("%d %d\n", v / m + 1, v % m + 1);
        }
    if (!any) puts("LOSE");
}
