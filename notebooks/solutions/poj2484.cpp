// POJ 2484 A Funny Game: Alice wins only with 1 or 2 coins. From n >= 3 her
// first move leaves a row of n - 1 or n - 2 coins; Bob takes its middle one or
// two and copies her moves on the other half (Kayles' symmetry strategy).
#include <cstdio>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1 && n != 0) {
        std::puts(n <= 2 ? "Alice" : "Bob");
    }
    return 0;
}
