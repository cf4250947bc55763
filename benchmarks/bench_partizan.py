"""Chapter 13: the partizan engine on deep games, and the Blue-Red stalks explorer."""

import statistics
from fractions import Fraction

from common import row, timed, typed_updates

from gamelib.partizan import games as P
from gamelib.widgets import PartizanExplorer


def bench():
    # The explorer first: the engine's benchmarks leave large memos behind,
    # whose garbage collection would be charged to an explorer update.
    explorer = PartizanExplorer()
    inputs = ["BR BR R", "B R B R B R B R", "BRB RBR BRB RBR", "B" * 200, "BX", ""]
    times = typed_updates(explorer, explorer.text, inputs * 5)
    row(
        f"explorer PartizanExplorer, typed input (median of {len(times)})",
        statistics.median(times),
        0.050,
        f"worst {max(times) * 1000:.1f} ms (256 positions searched)",
    )

    long = "BR" * 50
    seconds, _ = timed(lambda: P.stalk(long).equals(P.number(P.stalk_value(long))))
    row("a 100-edge stalk against Berlekamp's rule", seconds, 0.5)
    seconds, _ = timed(lambda: P.value(P.number(Fraction(2_001, 1_024))))
    row("value of the canonical form of 2001/1024", seconds, 0.05)

    def switches():  # the number parts stay numbers (no prod(2k + 3) expansion)
        total = P.PartizanGame()
        for k in range(1, 8):
            total = total + P.PartizanGame([P.number(k)], [P.number(-k)])
        return P.outcome_class(total)

    seconds, _ = timed(switches)
    row("{1 | -1} + ... + {7 | -7} built and decided", seconds, 2.0)
    seconds, _ = timed(lambda: P.outcome_class(P.nimber(6) + P.nimber(7)))
    row("outcome of *6 + *7 by search", seconds, 0.05)
