// POJ 2311 Cutting Game. Lemma 6.1 (Multi-SG, chapter 6): a cut splits a sheet into a
// sum of two sheets; a cut that leaves a strip of width 1 loses at once (the opponent
// cuts out the 1 x 1), so sg(w, h) is the mex over the cuts leaving both sides >= 2.
#include <cstdio>
#include <cstring>

int sg[201][201];

int main() {
    for (int w = 2; w <= 200; w++)
        for (int h = 2; h <= w; h++) {
            bool seen[512];
            memset(seen, 0, sizeof seen);
            for (int a = 2; a <= w / 2; a++) seen[sg[h][a] ^ sg[h][w - a]] = true;
            for (int b = 2; b <= h / 2; b++) seen[sg[w][b] ^ sg[w][h - b]] = true;
            int v = 0;
            while (seen[v]) v++;
            sg[w][h] = sg[h][w] = v;
        }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg[w][h] ? "WIN" : "LOSE");
}
