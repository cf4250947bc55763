// HDU 1517 / POJ 2505 / UVa 847 A Multiplication Game. Minimax on the game
// tree (Theorem 11.1): p >= ceil(n / 9) wins at once, p in
// [ceil(n / 18), ceil(n / 9)) loses, and the bands repeat with ratio 18: Stan
// wins exactly when n folded by n -> ceil(n / 18) down to at most 18 is <= 9.
// n < 2^32, so it is read as a 64-bit number.
#include <cstdio>

int main() {
    long long n;
    while (std::scanf("%lld", &n) == 1) {
        while (n > 18) n = (n + 17) / 18;
        std::puts(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
    return 0;
}
