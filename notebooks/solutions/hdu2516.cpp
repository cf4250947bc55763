// HDU 2516 Take stones (Fibonacci Nim). Theorem 9.5 (chapter 9): the second player
// wins iff n is a Fibonacci number.
#include <cstdio>
#include <set>

int main() {
    std::set<long long> fib;
    for (long long a = 1, b = 2; a < (1LL << 32); b = a + b, a = b - a) fib.insert(a);
    long long n;
    while (scanf("%lld", &n) == 1 && n != 0)
        puts(fib.count(n) ? "Second win" : "First win");
}
