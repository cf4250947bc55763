// HDU 2177 Taking stones from two piles, with the winning moves. Theorem 4.4
// (Wythoff), Lemma 4.5 and Beatty's theorem (Theorem 4.3, chapter 4): the cold pairs
// are (a_k, a_k + k), a_k = floor(k phi) = (k + isqrt(5 k^2)) / 2, and every n >= 1 is in
// exactly one. By Theorem 4.6 a winning move goes down the diagonal to the cold pair of
// difference b - a, or takes one pile to the cold partner of the other.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <utility>

typedef long long ll;

ll isqrt(ll x) {
    ll r = (ll)sqrtl((long double)x);
    while (r * r > x) r--;
    while ((r + 1) * (r + 1) <= x) r++;
    return r;
}

ll lower(ll k) { return (k + isqrt(5 * k * k)) / 2; }

ll partner(ll n) {  // the other number of the cold pair holding n
    if (n == 0) return 0;
    ll k = (isqrt(5 * n * n) - n) / 2;  // floor(n / phi)
    for (ll j = std::max(k - 2, 0LL); j <= k + 2; j++)
        if (lower(j) == n) return n + j;
    ll j = (3 * n - isqrt(5 * n * n)) / 2;  // about n / phi^2
    for (ll i = std::max(j - 2, 0LL); i <= j + 2; i++)
        if (lower(i) + i == n) return lower(i);
    return -1;
}

int main() {
    ll a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) std::swap(a, b);
        ll k = b - a, low = lower(k);
        if (a == low) {
            puts("0");
            continue;
        }
        puts("1");
        std::pair<ll, ll> diagonal(low, low + k);
        if (a > low) printf("%lld %lld\n", low, low + k);
        std::set<std::pair<ll, ll>> found;
        ll p = partner(a);
        if (p < b) found.insert({std::min(a, p), std::max(a, p)});
        p = partner(b);
        if (p < a) found.insert({std::min(b, p), std::max(b, p)});
        for (auto &q : found)
            if (!(a > low && q == diagonal)) printf("%lld %lld\n", q.first, q.second);
    }
}
