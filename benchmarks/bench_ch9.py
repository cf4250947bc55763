"""Chapter 9's judge problems at the sizes their judges allow.

HDU 3404: at most 100 cases of at most 1000 lights, coordinates 1 to 10^4
(the limits as a public copy of the statement gives them); HDU 5963: at
most 5 trees of 40,000 vertices with 40,000 operations each; HDU 3537:
100 positions below 10^8 per case; POJ 2315: 30 balls, distances below
10^8; Luogu P2575: rows of 20 cells. The solvers' work is timed with the
input already parsed into numbers, as the chapter's solvers do it.
"""

from random import Random

from common import row, timed

import gamelib as gl


def switch_lights(cases):
    """HDU 3404: the XOR of the nim products of the lights of each case."""
    answers = []
    for lights in cases:
        total = 0
        for x, y in lights:
            total ^= gl.theory.nimbers.nim_product(x, y)
        answers.append(total != 0)
    return answers


def friends(n, edges, operations):
    """HDU 5963: one tree, its games and weight changes."""
    tree = gl.graphgames.treeflip.Friends(n, edges)
    answers = []
    for op in operations:
        if op[0] == 0:
            answers.append(tree.first_player_wins(op[1]))
        else:
            tree.set_weight(*op[1:])
    return answers


def bench():
    rng = Random(9)
    cases = [
        [(rng.randint(1, 10**4), rng.randint(1, 10**4)) for _ in range(1000)]
        for _ in range(100)
    ]
    gl.theory.nimbers._small.cache_clear()  # a cold cache, as a fresh judge run has
    seconds, answers = timed(switch_lights, cases)
    row(
        "HDU 3404 largest input: 100 x 1000 lights (cold)",
        seconds,
        1.0,
        f"{sum(answers)} first-player wins",
    )
    seconds, _ = timed(switch_lights, cases, repeat=3)
    row("HDU 3404 largest input, products of 8 bits cached", seconds, 1.0)

    n = 40_000
    edges = [(v, rng.randrange(1, v), rng.randrange(2)) for v in range(2, n + 1)]
    operations = []
    for _ in range(n):
        if rng.random() < 0.5:
            operations.append((0, rng.randint(1, n)))
        else:
            x, y, _ = edges[rng.randrange(n - 1)]
            operations.append((1, x, y, rng.randrange(2)))
    seconds, _ = timed(lambda: [friends(n, edges, operations) for _ in range(5)])
    row("HDU 5963 largest input: 5 trees, 40,000 vertices + ops", seconds, 1.0)

    mock = gl.MockTurtles()
    positions = [[rng.randrange(10**8) for _ in range(100)] for _ in range(1000)]
    seconds, _ = timed(
        lambda: [gl.nim_sum(mock.coin_value(x) for x in set(p)) for p in positions]
    )
    row("HDU 3537: 1000 cases of 100 coins below 10^8", seconds, 0.5)

    def football(balls, most, length, radius):
        cap = gl.heapgames.moore.whole_turns(length, radius)
        turns = tuple(
            (gl.heapgames.moore.whole_turns(s, radius) + 1) % (cap + 1) for s in balls
        )
        return gl.outcome(gl.MooreNim(most), turns)

    games = [
        (
            [rng.randrange(1, 10**8) for _ in range(30)],
            rng.randint(1, 30),
            rng.randrange(1, 10**8),
            rng.randrange(1, 10**4),
        )
        for _ in range(1000)
    ]
    seconds, _ = timed(lambda: [football(*g) for g in games])
    row("POJ 2315: 1000 cases of 30 balls, exact pi", seconds, 1.0)

    rows = [rng.sample(range(1, 21), rng.randint(0, 20)) for _ in range(1000)]
    seconds, _ = timed(
        lambda: [
            gl.sg(gl.StaircaseNim(), gl.heapgames.staircase.jumping_staircase(r))
            for r in rows
        ]
    )
    row("Luogu P2575: 1000 rows of 20 cells", seconds, 0.5)
