"""Chapter 3's judge problems at the largest inputs their statements allow.

HDU 1729 (stone boxes): a case has at most 50 boxes of capacity at most 10^6;
the closed form :func:`gamelib.heapgames.boxes.box_value` against the generic search,
which lists every count of a box (quadratic in the capacity: it took 16 s at
s = 5,000 when the chapter still used it). POJ 2425 / HDU 1524 (tokens on a
DAG): 1,000 vertices, the SG value of each by the generic search on a
``game_from`` graph, then queries of 10 tokens. Luogu P2148 (E&D): 2 * 10^4
piles of up to 2 * 10^9 stones, by :func:`gamelib.heapgames.pairsplit.pair_value`.
"""

import random

from common import row, timed

import gamelib as gl
from gamelib.heapgames.boxes import StoneBox, box_value, largest_safe_count
from gamelib.heapgames.pairsplit import pair_value


def boxes_case(rng, count=50, most=10**6):
    """A worst-case HDU 1729 case: `count` boxes of capacity near `most`."""
    boxes = []
    for _ in range(count):
        s = rng.randrange(most // 2, most + 1)
        boxes.append((s, rng.choice([1, 2, rng.randrange(s + 1)])))
    return boxes


def solve_boxes(boxes):
    return gl.nim_sum(box_value(s, c) for s, c in boxes) != 0


def bench():
    rng = random.Random(1729)
    case = boxes_case(rng)
    seconds, _ = timed(solve_boxes, case, repeat=5)
    row("HDU 1729: one case, 50 boxes, s <= 10^6", seconds, 0.001, "box_value")
    cases = [boxes_case(rng) for _ in range(1000)]
    seconds, _ = timed(lambda: [solve_boxes(c) for c in cases])
    row("HDU 1729: 1,000 such cases", seconds, 0.5, "box_value")
    huge = [(10**300 + k, k) for k in range(50)]
    seconds, _ = timed(solve_boxes, huge, repeat=5)
    row("HDU 1729: 50 boxes of capacity 10^300", seconds, 0.01, "box_value")
    s = 2000
    seconds, value = timed(
        lambda: gl.sg(StoneBox(), (s, largest_safe_count(s) + 1), closed_form=False)
    )
    assert value == box_value(s, largest_safe_count(s) + 1)
    row(
        f"generic search of one box, s = {s:,}",
        seconds,
        float("inf"),
        "baseline, no target; quadratic in s",
    )

    successors = {
        v: sorted(rng.sample(range(v), min(v, rng.randrange(60)))) for v in range(1000)
    }

    def chess():
        graph = gl.game_from(lambda v: successors[v], name="DAG")
        return [gl.sg(graph, v) for v in range(1000)]

    seconds, values = timed(chess, repeat=3)
    row("POJ 2425: SG of all 1,000 vertices (~30k edges)", seconds, 0.5, "search")
    queries = [rng.sample(range(1000), 10) for _ in range(10_000)]
    seconds, _ = timed(lambda: [gl.nim_sum(values[v] for v in q) for q in queries])
    row("POJ 2425: 10,000 queries of 10 tokens", seconds, 0.5, "XOR of values")

    most = 2 * 10**9
    pairs = [
        (rng.randrange(1, most + 1), rng.randrange(1, most + 1)) for _ in range(10**4)
    ]
    seconds, _ = timed(lambda: gl.nim_sum(pair_value(a, b) for a, b in pairs), repeat=3)
    row("Luogu P2148: 2*10^4 piles up to 2*10^9", seconds, 0.1, "pair_value")


if __name__ == "__main__":
    bench()
