// POJ 1704 Georgia and Bob. Theorem 9.3 (staircase Nim, chapter 9): sorted, the gaps
// in front of the last, third-last, ... chessman are the odd stairs; Georgia (first)
// wins iff their XOR is not 0.
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        std::vector<int> p(n + 1, 0);
        for (int j = 1; j <= n; j++) scanf("%d", &p[j]);
        std::sort(p.begin() + 1, p.end());
        int s = 0;
        for (int j = n; j > 0; j -= 2) s ^= p[j] - p[j - 1] - 1;
        puts(s ? "Georgia will win" : "Bob will win");
    }
}
