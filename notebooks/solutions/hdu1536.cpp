// HDU 1536 / POJ 2960 S-Nim. Theorem 3.3 (Sprague-Grundy, chapter 3) on a subtraction
// game: a table of SG values by the mex rule; a position wins (W) iff the XOR is not 0.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

int main() {
    const int TOP = 10000;
    int k;
    while (scanf("%d", &k) == 1 && k != 0) {
        std::vector<int> moves(k);
        for (int &s : moves) scanf("%d", &s);
        std::sort(moves.begin(), moves.end());
        moves.erase(std::unique(moves.begin(), moves.end()), moves.end());
        std::vector<int> sg(TOP + 1, 0), mark(TOP + 2, -1);
        for (int n = 1; n <= TOP; n++) {
            for (int s : moves) {
                if (s > n) break;
                mark[sg[n - s]] = n;
            }
            int v = 0;
            while (mark[v] == n) v++;
            sg[n] = v;
        }
        int m;
        scanf("%d", &m);
        std::string answer;
        while (m--) {
            int l, x = 0;
            scanf("%d", &l);
            while (l--) {
                int h;
                scanf("%d", &h);
                x ^= sg[h];
            }
            answer += x ? 'W' : 'L';
        }
        puts(answer.c_str());
    }
}
