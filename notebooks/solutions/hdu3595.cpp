// HDU 3595 GG and MM. Theorem 6.4 (Every-SG, chapter 6) with the steps of Theorem 6.5:
// each Euclid game lasts step(a, b) moves under best play; the first player (MM) wins iff
// the largest step is odd.
#include <algorithm>
#include <cstdio>
#include <vector>

int step(int a, int b) {
    if (a < b) std::swap(a, b);
    std::vector<int> q;
    while (b) {
        q.push_back(a / b);
        int r = a % b;
        a = b;
        b = r;
    }
    int s = 0;
    for (int i = (int)q.size() - 1; i >= 0; i--)
        s = q[i] == 1 ? s + 1 : s + 1 + (s % 2 == 1);  // q >= 2: the next odd number
    return s;
}

int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int top = 0;
        for (int j = 0; j < n; j++) {
            int a, b;
            scanf("%d %d", &a, &b);
            top = std::max(top, step(a, b));
        }
        puts(top % 2 ? "MM" : "GG");
    }
}
