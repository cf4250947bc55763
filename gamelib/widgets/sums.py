"""Explorer for sums of games (chapter 3): values, their XOR and the winning moves."""

import ipywidgets as widgets

from gamelib.draw.sums import sum_svg
from gamelib.engine import args as arg
from gamelib.engine.core import game_from, sg
from gamelib.engine.options import distinct_options
from gamelib.heapgames.games import Bash, SubtractionGame
from gamelib.widgets.base import Explorer

__all__ = ["SumsExplorer"]

#: Most components, and the largest heap of each.
MOST_COMPONENTS = 4
MOST_HEAP = 30


def _rules():
    """The rules a component can follow: a short name and a fresh ruleset."""
    powers = [2**i for i in range(5)]
    fibonacci = [1, 2, 3, 5, 8, 13, 21]
    return {
        "Nim heap (take any number)": game_from(
            lambda n: list(range(n - 1, -1, -1)), name="Nim heap"
        ),
        "take 1 or 2": Bash(2),
        "take 1, 3 or 4": SubtractionGame({1, 3, 4}),
        "take 2 or 5": SubtractionGame({2, 5}),
        "take a power of two": SubtractionGame(powers),
        "take a Fibonacci number": SubtractionGame(fibonacci),
    }


def _at_most_components(checker, allowed):
    """A checker of a list of at most MOST_COMPONENTS items, each by `checker`."""
    listed = arg.sequence_of(checker, allowed)

    def check(value, what):
        items = listed(value, what)
        if len(items) > MOST_COMPONENTS:
            arg.refuse(what, f"{allowed}, at most {MOST_COMPONENTS}", value, ValueError)
        return items

    return check


class SumsExplorer(Explorer):
    """Pick up to four heaps, each with its own rule; see how the sum is won.

    Controls: how many components, and for each its rule (a dropdown) and
    its heap (a slider, 0 to 30). The picture shows each component's SG
    value in binary and the nim-sum of the values (Theorem 3.3); the status
    line says who wins and lists every winning move: in component i, a move
    to an option whose value is ``g_i XOR nim-sum``.

    Attributes
    ----------
    components : list of (str, int)
        The rule and the heap of each component in play.
    values : list of int
        Their SG values.
    nim_sum : int
        The XOR of the values: 0 exactly at a P-position.
    moves : list of (int, int)
        The winning moves, as (component index from 0, heap left there).

    Examples
    --------
    >>> from gamelib.widgets import SumsExplorer
    >>> explorer = SumsExplorer()
    >>> explorer.values, explorer.nim_sum, explorer.moves
    ([3, 1, 3], 1, [(0, 4), (1, 4), (1, 1), (2, 2)])
    """

    @arg.check_args(
        count=arg.between(1, MOST_COMPONENTS),
        heaps=_at_most_components(
            arg.between(0, MOST_HEAP), "a list of heap sizes (one per component)"
        ),
        rules=arg.optional(
            _at_most_components(
                arg.choice(*_rules()), "a list of rule names (one per component)"
            )
        ),
    )
    def __init__(self, heaps=(5, 6, 3), rules=None, count=3):
        self.rules = _rules()
        names = list(self.rules)
        chosen = list(rules or ["take 1, 3 or 4", "take 2 or 5", names[0]])
        chosen += [names[1]] * (MOST_COMPONENTS - len(chosen))
        sizes = list(heaps) + [4] * (MOST_COMPONENTS - len(heaps))
        self.count = widgets.IntSlider(
            value=count, min=1, max=MOST_COMPONENTS, description="components"
        )
        self.rule_boxes = [
            widgets.Dropdown(
                options=names, value=chosen[i], description=f"rule {i + 1}"
            )
            for i in range(MOST_COMPONENTS)
        ]
        self.heaps = [
            widgets.IntSlider(
                value=sizes[i], min=0, max=MOST_HEAP, description=f"heap {i + 1}"
            )
            for i in range(MOST_COMPONENTS)
        ]
        super().__init__()
        rows = [
            widgets.HBox([rule, heap])
            for rule, heap in zip(self.rule_boxes, self.heaps, strict=True)
        ]
        self.children = [self.count, *rows, self.status, self.picture]

    def controls(self):
        return [self.count, *self.rule_boxes, *self.heaps]

    def draw(self):
        count = self.count.value
        for i in range(MOST_COMPONENTS):
            self.rule_boxes[i].disabled = self.heaps[i].disabled = i >= count
        self.components = [
            (self.rule_boxes[i].value, self.heaps[i].value) for i in range(count)
        ]
        games = [self.rules[rule] for rule, _ in self.components]
        self.values = [
            sg(g, n) for g, (_, n) in zip(games, self.components, strict=True)
        ]
        total = 0
        for value in self.values:
            total ^= value
        self.nim_sum = total
        self.moves = []
        if total:
            for i, (game, (_, n)) in enumerate(
                zip(games, self.components, strict=True)
            ):
                target = self.values[i] ^ total
                self.moves += [
                    (i, m) for m in distinct_options(game, n) if sg(game, m) == target
                ]
        picture = sum_svg(
            [
                (rule, n, value, [n - m for j, m in self.moves if j == i])
                for i, ((rule, n), value) in enumerate(
                    zip(self.components, self.values, strict=True)
                )
            ]
        )
        return self._status(), picture

    def _status(self):
        xor = " ⊕ ".join(map(str, self.values))
        if not self.nim_sum:
            return (
                f"Values {xor} = <b>0</b>: a P-position. The player to move loses: "
                "every move changes one value, so it leaves a nim-sum other than 0."
            )
        high = self.nim_sum.bit_length() - 1
        lines = [
            f"Values {xor} = <b>{self.nim_sum}</b>, not 0: an N-position, the player "
            f"to move wins. The highest 1 bit of the nim-sum is bit {high}; a "
            "winning move changes a component's value g to g ⊕ "
            f"{self.nim_sum}. Winning moves:"
        ]
        for i, m in self.moves:
            rule, n = self.components[i]
            old, new = self.values[i], self.values[i] ^ self.nim_sum
            how = "lowers" if new < old else "raises"
            lines.append(
                f"<br>component {i + 1} ({rule}): take {n - m}, leaving {m} "
                f"({how} its value {old} to {new})"
            )
        return "".join(lines)
