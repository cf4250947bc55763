// Codeforces 786A Berzerk. Retrograde analysis (Theorem 14.1) on the 2(n-1)
// positions (whose turn, where the monster is): a step onto the black hole
// wins; a position with a move to a lost one wins; a position all of whose
// moves reach won ones is lost; what is never labelled is a draw ("Loop").
// Each position is labelled once and each move looked at once: O(n(k1 + k2)).
#include <cstdio>
#include <queue>
#include <vector>

int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<int> steps[2];
    for (int p = 0; p < 2; ++p) {
        int k;
        std::scanf("%d", &k);
        steps[p].resize(k);
        for (int& s : steps[p]) std::scanf("%d", &s);
    }
    std::vector<int> result[2], left[2];
    std::queue<std::pair<int, int>> queue;
    for (int p = 0; p < 2; ++p) {
        result[p].assign(n, 0);
        left[p].assign(n, (int)steps[p].size());
    }
    for (int p = 0; p < 2; ++p)
        for (int s : steps[p]) {
            int x = (n - s) % n;
            if (x && !result[p][x]) result[p][x] = 1, queue.push({p, x});
        }
    while (!queue.empty()) {
        auto [q, y] = queue.front();
        queue.pop();
        int p = 1 - q;
        for (int s : steps[p]) {
            int x = ((y - s) % n + n) % n;
            if (x == 0 || result[p][x]) continue;
            if (result[q][y] == -1) {
                result[p][x] = 1, queue.push({p, x});
            } else if (--left[p][x] == 0) {
                result[p][x] = -1, queue.push({p, x});
            }
        }
    }
    for (int p = 0; p < 2; ++p) {
        for (int x = 1; x < n; ++x) {
            const char* word = result[p][x] == 1 ? "Win" : result[p][x] == -1 ? "Lose" : "Loop";
            std::printf("%s%c", word, x + 1 < n ? ' ' : '\n');
        }
    }
    return 0;
}
