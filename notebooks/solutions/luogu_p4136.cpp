// Luogu P4136 Who can win? Proposition 8.3 (chapter 8): the n x n board has a domino
// tiling exactly when n is even, and then the first player (Alice) wins.
#include <cstdio>

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n != 0) puts(n % 2 == 0 ? "Alice" : "Bob");
}
