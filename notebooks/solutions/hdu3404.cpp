// HDU 3404 Switch lights. The Tartan theorem (chapter 9): a light at (x, y) is worth the
// nim-product x (*) y; the first player wins iff their XOR is not 0.
#include <cstdio>

// The nim-product of a, b < 2^bits: (a1 F + a0)(b1 F + b0) with F^2 = F + F/2.
int nim_mul(int a, int b, int bits = 16) {
    if (a < 2 || b < 2) return a * b;
    int h = bits / 2, mask = (1 << h) - 1;
    int a1 = a >> h, a0 = a & mask, b1 = b >> h, b0 = b & mask;
    int high = nim_mul(a1, b1, h);
    int middle = nim_mul(a1, b0, h) ^ nim_mul(a0, b1, h);
    return ((high ^ middle) << h) ^ nim_mul(a0, b0, h) ^ nim_mul(high, 1 << (h - 1), h);
}

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0;
        scanf("%d", &n);
        while (n--) {
            int x, y;
            scanf("%d %d", &x, &y);
            s ^= nim_mul(x, y);
        }
        puts(s ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
