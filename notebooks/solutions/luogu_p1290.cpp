// Luogu P1290 / POJ 2348 Euclid's Game. Theorem 6.6 (Euclid's game, chapter 6): the
// player to move wins as soon as a >= 2b (or b divides a); else the move a -> a - b is forced.
#include <cstdio>
#include <utility>

int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        long long a, b;
        scanf("%lld %lld", &a, &b);
        if (a < b) std::swap(a, b);
        bool first = true;
        while (a % b != 0 && a < 2 * b) {
            long long r = a - b;
            a = b;
            b = r;
            first = !first;
        }
        puts(first ? "Stan wins" : "Ollie wins");
    }
}
