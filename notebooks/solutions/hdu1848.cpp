// HDU 1848 Fibonacci again and again. Theorem 3.3 (Sprague-Grundy, chapter 3) on the
// subtraction game with the Fibonacci numbers as moves: the first player (Fibo) wins
// iff the XOR of the three piles' SG values is not 0.
#include <cstdio>
#include <vector>

int main() {
    const int TOP = 1000;
    std::vector<int> fib = {1, 2};
    while (fib[fib.size() - 1] + fib[fib.size() - 2] <= TOP)
        fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    std::vector<int> sg(TOP + 1, 0);
    for (int n = 1; n <= TOP; n++) {
        bool seen[32] = {false};
        for (int f : fib)
            if (f <= n && sg[n - f] < 32) seen[sg[n - f]] = true;
        int v = 0;
        while (seen[v]) v++;
        sg[n] = v;
    }
    int m, n, p;
    while (scanf("%d %d %d", &m, &n, &p) == 3 && (m || n || p))
        puts(sg[m] ^ sg[n] ^ sg[p] ? "Fibo" : "Nacci");
}
