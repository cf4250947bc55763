# UVa 10561 Treblecross. The octal game 0.007 (Theorem 3.3 on the stretches of safe
# cells, chapter 3): with no XXX in one move, an X may not go within 2 of another, so
# the board splits at each X into stretches, each a heap of 0.007; a winning cell leaves
# the XOR of the stretches 0 (or completes XXX at once).
import sys
from itertools import pairwise

TOP = 205
values = []
for n in range(TOP + 1):
    seen = {values[a] ^ values[n - 3 - a] for a in range(0, n - 2)}
    v = 0
    while v in seen:
        v += 1
    values.append(v)


def winning_cells(board):
    empty = [i for i, c in enumerate(board) if c == "."]
    after = {i: board[:i] + "X" + board[i + 1 :] for i in empty}
    wins = [i for i in empty if "XXX" in after[i]]
    if wins:
        return wins
    found = []
    for i in empty:
        if "X" in board[max(0, i - 2) : i + 3]:
            continue
        xs = [-3, *(j for j, c in enumerate(after[i]) if c == "X"), len(board) + 2]
        s = 0
        for a, b in pairwise(xs):
            s ^= values[b - a - 3]
        if s == 0:
            found.append(i)
    return found


data = sys.stdin.read().split()
out = []
for board in data[1 : 1 + int(data[0])]:
    cells = winning_cells(board)
    if cells:
        out.append("WINNING\n" + " ".join(str(i + 1) for i in cells) + "\n")
    else:
        out.append("LOSING\n")
print("\n".join(out))
