// HDU 1847 Good Luck in CET-4 Everybody! Theorem 3.5 (chapter 3): with moves of the
// powers of two, sg(n) = n mod 3, so the first player (Kiki) wins iff 3 does not divide n.
#include <cstdio>

int main() {
    int n;
    while (scanf("%d", &n) == 1) puts(n % 3 ? "Kiki" : "Cici");
}
