# HDU 3404 Switch lights. The Tartan theorem (chapter 9): a light at (x, y) is worth the
# nim-product x (*) y; the first player wins iff their XOR is not 0. Nim multiplication
# is bilinear over XOR, so 16-bit products come from three 256 x 256 byte tables.
import sys


def nim_mul(a, b, bits=16):
    """The nim-product of a, b < 2^bits: (a1 F + a0)(b1 F + b0) with F^2 = F + F/2."""
    if a < 2 or b < 2:
        return a * b
    h = bits // 2
    mask = (1 << h) - 1
    a1, a0, b1, b0 = a >> h, a & mask, b >> h, b & mask
    high = nim_mul(a1, b1, h)
    middle = nim_mul(a1, b0, h) ^ nim_mul(a0, b1, h)
    return ((high ^ middle) << h) ^ nim_mul(a0, b0, h) ^ nim_mul(high, 1 << (h - 1), h)


def table(shift_x, shift_y):
    """t[x * 256 + y] = (x << shift_x) (*) (y << shift_y) for bytes x, y."""
    t = [0] * 65536
    for x in range(256):
        unit = [nim_mul(x << shift_x, 1 << (j + shift_y)) for j in range(8)]
        row = x * 256
        for y in range(1, 256):
            low = (y & -y).bit_length() - 1
            t[row + y] = t[row + (y & (y - 1))] ^ unit[low]
    return t


LL, LH, HH = table(0, 0), table(0, 8), table(8, 8)


def product(x, y):
    x1, x0, y1, y0 = x >> 8, x & 255, y >> 8, y & 255
    return LL[x0 * 256 + y0] ^ LH[x0 * 256 + y1] ^ LH[y0 * 256 + x1] ^ HH[x1 * 256 + y1]


data = list(map(int, sys.stdin.buffer.read().split()))
out, i = [], 1
for _ in range(data[0]):
    n = data[i]
    s = 0
    for j in range(n):
        s ^= product(data[i + 1 + 2 * j], data[i + 2 + 2 * j])
    i += 1 + 2 * n
    out.append("Have a try, lxhgww." if s else "Don't waste your time.")
print("\n".join(out))
