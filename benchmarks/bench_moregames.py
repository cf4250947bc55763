"""Chapters 9 and 11: coin turning, staircase, Moore's and Fibonacci Nim, game trees."""

from random import Random

from common import row, timed

import gamelib as gl


def bench():
    rng = Random(1)
    row_of_coins = "".join(rng.choice("HT") for _ in range(10**4))
    seconds, _ = timed(lambda: gl.sg(gl.RulerGame(), row_of_coins), repeat=3)
    row("ruler game, row of 10^4 coins (closed form)", seconds, 0.05)
    seconds, moves = timed(
        lambda: gl.winning_moves(gl.MockTurtles(), row_of_coins[:100]), repeat=3
    )
    row(
        "Mock Turtles, all winning moves, 100 coins",
        seconds,
        0.5,
        f"{len(moves)} moves",
    )

    stairs = tuple(rng.randrange(10**4) for _ in range(10**5))
    seconds, _ = timed(lambda: gl.sg(gl.StaircaseNim(), stairs), repeat=3)
    row("staircase Nim, SG value, 10^5 stairs", seconds, 0.1)
    seconds, moves = timed(
        lambda: gl.winning_moves(gl.StaircaseNim(), stairs[:2000]), repeat=3
    )
    row(
        "staircase Nim, all winning moves, 2000 stairs",
        seconds,
        0.2,
        f"{len(moves)} moves",
    )
    cells = rng.sample(range(1, 10**4 + 1), 1000)
    seconds, _ = timed(
        lambda: [
            gl.outcome(
                gl.StaircaseNim(), gl.heapgames.staircase.chessmen_staircase(cells)
            )
            for _ in range(20)
        ],
        repeat=3,
    )
    row("POJ 1704 largest input (20 x 1000 chessmen)", seconds, 0.1)

    heaps = (10**100, 3**210, 7**120, 2**333 - 1, 5**140)
    seconds, _ = timed(
        lambda: gl.heapgames.moore.moore_construction(heaps, 3), repeat=3
    )
    row("Moore's Nim_3 winning move, 5 heaps of ~100 digits", seconds, 0.01)
    seconds, _ = timed(
        lambda: gl.outcome(gl.MooreNim(2), (14, 15, 15), closed_form=False)
    )
    row("Moore's Nim_2 by search from (14, 15, 15)", seconds, 2.0)

    piles = [rng.randrange(2, 2**31) for _ in range(10**4)]
    seconds, _ = timed(
        lambda: [gl.outcome(gl.FibonacciNim(), gl.FibonacciNim.start(n)) for n in piles]
    )
    row("HDU 2516: 10^4 piles below 2^31 by the rule", seconds, 0.5)
    seconds, _ = timed(
        lambda: gl.winning_moves(gl.FibonacciNim(), (10**100, 10**100 - 1)), repeat=3
    )
    row("Fibonacci Nim winning moves, pile 10^100", seconds, 0.01)
    seconds, _ = timed(
        lambda: gl.outcome(gl.FibonacciNim(), (300, 299), closed_form=False)
    )
    row("Fibonacci Nim by search, pile 300", seconds, 2.0)

    tree = gl.trees.gametrees.random_tree(4, 8, seed=0, high=999)
    seconds, full = timed(gl.minimax, tree)
    row("minimax, 4^8 = 65,536 leaves", seconds, 1.0, f"{full.visited:,} nodes")
    seconds, cut = timed(gl.alphabeta, tree)
    row("alpha-beta, same tree", seconds, 1.0, f"{cut.visited:,} nodes visited")
    best = tree.ordered()
    seconds, cut = timed(gl.alphabeta, best)
    row(
        "alpha-beta, same tree, best move first", seconds, 0.2, f"{cut.leaves:,} leaves"
    )
    nested = 0
    for i in range(10**5):
        nested = [nested, i % 7 - 3]
    seconds, _ = timed(lambda: gl.alphabeta(gl.GameTree(nested)))
    row("alpha-beta on a tree 10^5 levels deep", seconds, 2.0, "no recursion")
