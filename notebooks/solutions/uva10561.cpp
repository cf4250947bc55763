// UVa 10561 Treblecross. The octal game 0.007 (Theorem 3.3 on the stretches of safe
// cells, chapter 3): with no XXX in one move, an X may not go within 2 of another, so
// the board splits at each X into stretches, each a heap of 0.007; a winning cell leaves
// the XOR of the stretches 0 (or completes XXX at once).
#include <cstdio>
#include <string>
#include <vector>

int values[206];

std::vector<int> winning_cells(const std::string &board) {
    int n = board.size();
    std::vector<int> wins, found;
    for (int i = 0; i < n; i++)
        if (board[i] == '.') {
            std::string after = board;
            after[i] = 'X';
            if (after.find("XXX") != std::string::npos) wins.push_back(i);
        }
    if (!wins.empty()) return wins;
    for (int i = 0; i < n; i++) {
        if (board[i] != '.') continue;
        bool near = false;
        for (int j = i - 2; j <= i + 2; j++) near |= j >= 0 && j < n && board[j] == 'X';
        if (near) continue;
        int s = 0, previous = -3;
        for (int j = 0; j <= n + 2; j++) {
            bool x = j == n + 2 || (j < n && (board[j] == 'X' || j == i));
            if (!x) continue;
            s ^= values[j - previous - 3];
            previous = j;
        }
        if (s == 0) found.push_back(i);
    }
    return found;
}

int main() {
    for (int m = 0; m <= 205; m++) {
        bool seen[256] = {false};
        for (int a = 0; a + 3 <= m; a++) seen[values[a] ^ values[m - 3 - a]] = true;
        int v = 0;
        while (seen[v]) v++;
        values[m] = v;
    }
    int t;
    static char buf[256];
    scanf("%d", &t);
    while (t--) {
        scanf("%255s", buf);
        std::vector<int> cells = winning_cells(buf);
        if (cells.empty()) {
            puts("LOSING\n");
            continue;
        }
        printf("WINNING\n");
        for (size_t j = 0; j < cells.size(); j++) printf(j ? " %d" : "%d", cells[j] + 1);
        printf("\n\n");
    }
}
