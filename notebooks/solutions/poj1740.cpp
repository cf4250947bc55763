// POJ 1740 A New Stone Game: Alice loses iff every pile size occurs an even
// number of times (Bob mirrors each move); otherwise one move makes such a
// pairing, so Alice wins.
#include <cstdio>

int main() {
    int n;
    while (std::scanf("%d", &n) == 1 && n != 0) {
        int count[101] = {0};
        for (int i = 0; i < n; ++i) {
            int pile;
            std::scanf("%d", &pile);
            ++count[pile];
        }
        bool paired = true;
        for (int v = 0; v <= 100; ++v) paired = paired && count[v] % 2 == 0;
        std::printf("%d\n", paired ? 0 : 1);
    }
    return 0;
}
