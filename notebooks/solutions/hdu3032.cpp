// HDU 3032 Nim or not Nim? Theorem 6.2 (Lasker's Nim, chapter 6): sg(h) is h - 1 for
// h = 4k + 4, h + 1 for h = 4k + 3, and h otherwise; Alice wins iff their XOR is not 0.
#include <cstdio>

static char buf[1 << 16];
static int len = 0, pos = 0;

int next_char() {
    if (pos == len) {
        len = (int)fread(buf, 1, sizeof buf, stdin);
        pos = 0;
        if (len <= 0) return -1;
    }
    return buf[pos++];
}

long long read_int() {  // the next integer of the input (fast: N is up to 10^6)
    int c = next_char();
    while (c != -1 && (c < '0' || c > '9')) c = next_char();
    long long x = 0;
    for (; c >= '0' && c <= '9'; c = next_char()) x = x * 10 + (c - '0');
    return x;
}

int main() {
    long long t = read_int();
    while (t--) {
        long long n = read_int(), s = 0;
        while (n--) {
            long long h = read_int();
            long long r = h & 3;
            s ^= r == 3 ? h + 1 : r == 0 ? h - 1 : h;
        }
        puts(s ? "Alice" : "Bob");
    }
}
