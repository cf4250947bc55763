// Codeforces 768E Game of Stones: no amount may be taken twice from a pile.
// A fresh pile of s stones is worth the largest k with 1 + 2 + ... + k <= s,
// the most moves it can last (Theorem 3.3, Sprague-Grundy, and a mex table):
// the second player, Jon, wins when the values XOR to 0.
#include <cstdio>

int main() {
    int worth[61] = {0};
    for (int s = 1, k = 0; s <= 60; ++s) {
        if ((k + 1) * (k + 2) / 2 <= s) ++k;
        worth[s] = k;
    }
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    int total = 0;
    for (int i = 0; i < n; ++i) {
        int s;
        std::scanf("%d", &s);
        total ^= worth[s];
    }
    std::puts(total == 0 ? "YES" : "NO");
    return 0;
}
