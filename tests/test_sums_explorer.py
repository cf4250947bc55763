"""The sums explorer of chapter 3, driven without a browser.

Its winning moves come from Theorem 3.3 (move component i to a value
g_i XOR nim-sum); the tests compare them with the generic search over the
whole sum, which knows only the moves.
"""

from itertools import product

import gamelib as gl
from gamelib.widgets import SumsExplorer


def searched_winning_moves(explorer):
    """The winning moves of the explorer's sum, by search over the sum."""
    games = [explorer.rules[rule] for rule, _ in explorer.components]
    position = tuple(n for _, n in explorer.components)
    total = gl.game_from(gl.Sum(*games).options, name="the sum by search")
    found = []
    for option in gl.winning_moves(total, position, closed_form=False):
        (i,) = [j for j in range(len(position)) if option[j] != position[j]]
        found.append((i, option[i]))
    return sorted(found)


def test_sums_explorer_follows_its_controls():
    explorer = SumsExplorer()
    assert explorer.values == [3, 1, 3] and explorer.nim_sum == 1
    assert "take 1, leaving 4" in explorer.status.value
    picture = explorer.picture.value
    explorer.heaps[0].value = 6  # sg = 2 in "take 1, 3 or 4"
    assert explorer.values[0] == 2 and explorer.nim_sum == 0
    assert "a P-position" in explorer.status.value and explorer.moves == []
    assert explorer.picture.value != picture
    explorer.count.value = 4
    assert len(explorer.components) == 4 and not explorer.heaps[3].disabled
    explorer.count.value = 2
    assert len(explorer.values) == 2 and explorer.heaps[3].disabled
    explorer.rule_boxes[1].value = "Nim heap (take any number)"
    assert explorer.values == [2, 6]
    assert explorer.last_update_seconds is not None


def test_sums_explorer_moves_are_the_winning_moves_of_the_search():
    explorer = SumsExplorer(rules=["take 1, 3 or 4", "take a power of two"], count=2)
    explorer.rule_boxes[2].value = "take a Fibonacci number"
    explorer.count.value = 3
    for a, b, c in product(range(0, 13, 3), range(0, 13, 4), range(0, 13, 5)):
        for box, n in zip(explorer.heaps, (a, b, c), strict=False):
            box.value = n
        assert sorted(explorer.moves) == searched_winning_moves(explorer)
        assert (explorer.nim_sum == 0) == (explorer.moves == [])


def test_sums_explorer_picture_marks_the_moves_and_the_highest_bit():
    explorer = SumsExplorer(heaps=(12, 5, 9), count=3)
    picture = explorer.picture.value
    assert picture.startswith("<svg") and "nim-sum (XOR)" in picture
    assert picture.count('stroke="#d7191c" stroke-width="2"/>') >= 1
    if explorer.nim_sum:
        assert "winning moves here" in picture and "take " in picture


def test_sums_explorer_handles_empty_heaps():
    explorer = SumsExplorer(heaps=(0, 0, 0, 0), count=4)
    assert explorer.values == [0, 0, 0, 0] and explorer.moves == []
    assert "Values 0 ⊕ 0 ⊕ 0 ⊕ 0 = <b>0</b>" in explorer.status.value
