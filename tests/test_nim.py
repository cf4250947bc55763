"""Chapter 2: Bouton's theorem and the Nim helpers against the search and the data."""

from functools import reduce
from itertools import product
from operator import xor

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.widgets import NimExplorer, PlayWidget
from gamelib.widgets.nim import parse_heaps
from tests.conftest import judge_samples, oeis, same_output

SMALL = [
    *((h,) for h in range(40)),
    *product(range(16), repeat=2),
    *product(range(10), repeat=3),
    *product(range(6), repeat=4),
    *product(range(4), repeat=5),
]


def xor_all(heaps):
    """The nim-sum written out with ^, independent of gamelib."""
    return reduce(xor, heaps, 0)


def options_by_hand(heaps):
    """Every (heap index, amount taken, position reached), independent of gamelib."""
    return [
        (i, t, (*heaps[:i], h - t, *heaps[i + 1 :]))
        for i, h in enumerate(heaps)
        for t in range(1, h + 1)
    ]


# --- Bouton's theorem against the generic search ----------------------------


def test_sg_of_every_small_position_is_the_xor_of_its_heaps():
    nim = gl.Nim()
    for heaps in SMALL:
        assert gl.sg(nim, heaps, closed_form=False) == xor_all(heaps), heaps


def test_p_positions_are_exactly_the_zero_nim_sums():
    nim = gl.Nim()
    for heaps in SMALL:
        cold = gl.outcome(nim, heaps, closed_form=False) == "P"
        assert cold == (xor_all(heaps) == 0), heaps


def test_nim_sum_table_is_oeis_a003987():
    """A003987: n XOR k by antidiagonals; check it with the search and the rule."""
    terms = oeis("A003987")
    nim = gl.Nim()
    position = 0
    for d in range(20):
        for n in range(d + 1):
            if position == len(terms):
                break
            k = d - n
            assert gl.nim_sum(n, k) == terms[position], (n, k)
            if d < 12:  # the unique third heap making (n, k, c) a P-position
                partners = [
                    c
                    for c in range(2 * d + 2)
                    if gl.outcome(nim, (n, k, c), closed_form=False) == "P"
                ]
                assert partners == [terms[position]], (n, k)
            position += 1
    assert position == len(terms) == 95


# --- winning moves, their count, their description --------------------------


def test_winning_moves_are_exactly_the_moves_to_p_positions():
    nim = gl.Nim()
    for heaps in SMALL:
        expected = [
            after
            for i, t, after in options_by_hand(heaps)
            if gl.outcome(nim, after, closed_form=False) == "P"
        ]
        assert gl.winning_moves(nim, heaps) == expected, heaps
        assert gl.winning_moves(nim, heaps, closed_form=False) == expected, heaps
        assert gl.heapgames.nim.nim_winning_move_count(heaps) == len(expected)
        for i, t, after in options_by_hand(heaps):
            assert gl.heapgames.nim.NimMove.between(heaps, after) == (i, t, after[i])


def test_the_first_winning_move_is_the_judges_smallest():
    # Luogu P1247 asks for the smallest (heap number from 1, amount taken).
    nim = gl.Nim()
    for heaps in SMALL:
        good = [
            (i + 1, t)
            for i, t, after in options_by_hand(heaps)
            if gl.outcome(nim, after, closed_form=False) == "P"
        ]
        moves = gl.winning_moves(nim, heaps)
        if not good:
            assert moves == [], heaps
        else:
            move = gl.heapgames.nim.NimMove.between(heaps, moves[0])
            assert (move.index + 1, move.take) == min(good), heaps


@pytest.mark.parametrize(
    ("after", "words"),
    [
        ((3, 4, 6), "never adds"),
        ((3, 4, 5), "exactly one heap"),
        ((2, 3, 5), "exactly one heap"),
        ((3, 4), "exactly one heap"),
        ((3, 4, -1), "got -1"),
    ],
)
def test_a_description_needs_one_move_of_nim(after, words):
    with pytest.raises(ValueError, match=words):
        gl.heapgames.nim.NimMove.between((3, 4, 5), after)


def test_every_n_position_has_an_odd_number_of_winning_moves():
    counts = {
        gl.heapgames.nim.nim_winning_move_count(h) for h in product(range(9), repeat=4)
    }
    assert counts == {0, 1, 3}
    assert gl.heapgames.nim.nim_winning_move_count((1,) * 5) == 5
    assert gl.heapgames.nim.nim_winning_move_count((1,) * 6) == 0


def test_two_heap_and_equal_heap_corollaries():
    nim = gl.Nim()
    for a, b in product(range(20), repeat=2):
        assert (gl.outcome(nim, (a, b), closed_form=False) == "P") == (a == b)
        if a != b:
            small = min(a, b)
            assert gl.winning_moves(nim, (a, b), closed_form=False) == [(small, small)]
    for rest in product(range(5), repeat=2):
        for h in range(6):
            assert gl.outcome(nim, (*rest, h, h), closed_form=False) == gl.outcome(
                nim, rest, closed_form=False
            )
    for n, k in product(range(1, 7), range(1, 5)):
        assert (gl.outcome(nim, (k,) * n, closed_form=False) == "P") == (n % 2 == 0)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 10**120), max_size=12))
def test_huge_heaps_exact(heaps):
    total = xor_all(heaps)
    moves = gl.winning_moves(gl.Nim(), heaps)
    assert (moves == []) == (total == 0)
    for after in moves:
        assert xor_all(after) == 0
        move = gl.heapgames.nim.NimMove.between(heaps, after)
        assert move.take >= 1 and move.leave == heaps[move.index] - move.take
    top = 1 << (total.bit_length() - 1) if total else 0
    assert len(moves) == sum(1 for h in heaps if h & top)
    assert gl.heapgames.nim.nim_winning_move_count(heaps) == len(moves)


def test_huge_heaps_known_answers():
    big = 10**100
    nim = gl.Nim()
    assert gl.winning_moves(nim, (big, big + 5)) == [(big, big)]
    assert gl.winning_moves(nim, (big, 3, big ^ 3)) == []
    assert gl.winning_moves(nim, [2**400, 1, 1])[0] == (0, 1, 1)


# --- the binary table ----------------------------------------------------------


def test_nim_table_columns_rebuild_the_heaps():
    for heaps in [*product(range(9), repeat=3), (10**30, 7), (0,), ()]:
        table = gl.heapgames.nim.nim_table(heaps)
        for h, row in zip(heaps, table.rows, strict=True):
            assert int("".join(map(str, row)), 2) == h
            assert len(row) == table.width
        assert int("".join(map(str, table.total_row)), 2) == xor_all(heaps)
        if heaps:
            parities = tuple(
                sum(column) % 2 for column in zip(*table.rows, strict=True)
            )
            assert table.total_row == parities
        assert table.powers[-1] == 1 and len(table.powers) == table.width
        if table.total:
            assert table.total_row[table.leading] == 1
            assert not any(table.total_row[: table.leading])
        else:
            assert table.leading is None
        assert list(table.moves) == [
            gl.heapgames.nim.NimMove.between(heaps, after)
            for after in gl.winning_moves(gl.Nim(), heaps)
        ]


def test_nim_table_text():
    assert str(gl.heapgames.nim.nim_table((3, 4, 5))).splitlines() == [
        "heap  size | 4 2 1",
        "   1     3 | 0 1 1  ← winning move: 3 → 1",
        "   2     4 | 1 0 0",
        "   3     5 | 1 0 1",
        " xor     2 | 0 1 0",
        "               ^ leading column of the nim-sum",
    ]
    assert "leading" not in str(gl.heapgames.nim.nim_table((1, 4, 5)))


# --- bad input -------------------------------------------------------------------

BAD = [
    ((3, -1), ValueError, "got -1"),
    ((2.5,), TypeError, r"got 2\.5 \(float\)"),
    ((True, 1), TypeError, "bool"),
    ((1, "2"), TypeError, "got '2'"),
    ("abc", TypeError, "tuple of heap sizes"),
    (None, TypeError, "tuple of heap sizes"),
]


@pytest.mark.parametrize(("heaps", "error", "words"), BAD)
@pytest.mark.parametrize(
    "function",
    [
        gl.heapgames.nim.nim_winning_move_count,
        gl.heapgames.nim.nim_table,
        lambda heaps: gl.winning_moves(gl.Nim(), heaps),
    ],
)
def test_bad_positions_are_refused_with_the_value_named(function, heaps, error, words):
    with pytest.raises(error, match=words):
        function(heaps)


# --- the judge samples, solved twice: by the theorem and by the search ---------


def numbers(text):
    return iter(int(t) for t in text.split())


def first_wins(heaps, search):
    nim = gl.Nim()
    if search:
        return gl.outcome(nim, tuple(heaps), closed_form=False) == "N"
    return gl.outcome(nim, tuple(heaps)) == "N"


@pytest.mark.parametrize("search", [False, True])
def test_poj2234_matches_game(search):
    for text, expected in judge_samples("poj2234"):
        lines = [[int(t) for t in line.split()] for line in text.splitlines() if line]
        answer = ["Yes" if first_wins(g[1:], search) else "No" for g in lines]
        assert same_output("\n".join(answer), expected)


@pytest.mark.parametrize("search", [False, True])
def test_luogu_p2197_nim_template(search):
    for text, expected in judge_samples("luogu_p2197"):
        stream = numbers(text)
        answer = []
        for _ in range(next(stream)):
            heaps = [next(stream) for _ in range(next(stream))]
            answer.append("Yes" if first_wins(heaps, search) else "No")
        assert same_output("\n".join(answer), expected)


@pytest.mark.parametrize("search", [False, True])
def test_hdu1850_count_winning_moves(search):
    for text, expected in judge_samples("hdu1850"):
        stream, answer = numbers(text), []
        while (count := next(stream)) != 0:
            heaps = tuple(next(stream) for _ in range(count))
            if search:
                found = len(gl.winning_moves(gl.Nim(), heaps, closed_form=False))
            else:
                found = gl.heapgames.nim.nim_winning_move_count(heaps)
            answer.append(str(found))
        assert same_output("\n".join(answer), expected)


@pytest.mark.parametrize("search", [False, True])
def test_luogu_p1247_first_winning_move(search):
    samples = judge_samples("luogu_p1247")
    assert len(samples) == 2
    for text, expected in samples:
        k, *heaps = (int(t) for t in text.split())
        heaps = tuple(heaps[:k])
        if search:
            nim = gl.Nim()
            good = [
                (i + 1, t, after)
                for i, t, after in options_by_hand(heaps)
                if gl.outcome(nim, after, closed_form=False) == "P"
            ]
            best = min(good, default=None)
            answer = (
                "lose"
                if best is None
                else f"{best[1]} {best[0]}\n" + " ".join(map(str, best[2]))
            )
        else:
            moves = gl.winning_moves(gl.Nim(), heaps)
            move = gl.heapgames.nim.NimMove.between(heaps, moves[0]) if moves else None
            answer = (
                "lose"
                if move is None
                else f"{move.take} {move.index + 1}\n" + " ".join(map(str, moves[0]))
            )
        assert same_output(answer, expected)


# --- the explorer and the play widget --------------------------------------------


def test_explorer_builds_with_no_arguments_and_follows_the_text_box():
    explorer = NimExplorer()
    assert explorer.position == (3, 4, 5)
    assert explorer.moves == [gl.heapgames.nim.NimMove(0, 2, 1)]
    assert "N-position" in explorer.status.value
    assert explorer.picture.value.count('class="win"') == 1
    explorer.heaps.value = "3, 5 6 7"
    assert explorer.position == (3, 5, 6, 7)
    assert [m.leave for m in explorer.moves] == [2, 1, 0]
    assert explorer.picture.value.count('class="win"') == 3
    assert explorer.picture.value.count('class="one"') == 2 + 2 + 2 + 3
    explorer.heaps.value = "1 4 5"
    assert explorer.moves == [] and "P-position" in explorer.status.value
    assert 'class="win"' not in explorer.picture.value
    explorer.heaps.value = ""
    assert explorer.position == () and "P-position" in explorer.status.value
    assert explorer.last_update_seconds is not None


def test_explorer_accepts_a_tuple_and_big_heaps():
    explorer = NimExplorer((2**63, 2**63 - 1))
    assert explorer.moves == [gl.heapgames.nim.NimMove(0, 1, 2**63 - 1)]
    assert explorer.table.width == 64


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("3 x 5", "cannot read 'x'"),
        ("3 -4", "cannot read '-4'"),
        ("2.5", "cannot read '2.5'"),
        ("١٢", "cannot read"),  # Arabic-Indic digits are digits to Python
        (" ".join(["1"] * 21), "at most 20 heaps, got 21"),
        (str(2**64), "below 2\\*\\*64"),
        ("9" * 5000, "below 2\\*\\*64"),
    ],
)
def test_explorer_reports_unreadable_input_instead_of_raising(text, words):
    with pytest.raises(ValueError, match=words):
        parse_heaps(text)
    explorer = NimExplorer()
    explorer.heaps.value = text
    assert explorer.position is None and explorer.moves == []
    assert "Cannot read the heaps" in explorer.status.value
    assert explorer.error is not None and explorer.picture.value == ""
    explorer.heaps.value = "1 2"
    assert explorer.error is None and explorer.moves == [
        gl.heapgames.nim.NimMove(1, 1, 1)
    ]


def test_play_nim_against_the_computer():
    play = PlayWidget(gl.Nim(), (3, 4, 5))
    assert len(play.moves.children) == 3 + 4 + 5
    play.play((3, 4, 4))  # a losing move: the computer restores a zero nim-sum
    assert gl.nim_sum(play.position) == 0
    while play.winner is None:
        play.play(play.options()[-1])
        assert gl.nim_sum(play.position) == 0
    assert play.winner == "computer"


# --- chapter 2's guesses, checked by check() ----------------------------------------


def nim_by_search():
    """Nim without its formula: every answer comes from the generic search."""
    return gl.game_from(gl.Nim().options, name="Nim by search")


def test_odd_number_of_heaps_guess_is_refuted_and_bouton_accepted():
    odd = gl.check(lambda heaps: sum(h > 0 for h in heaps) % 2 == 1, gl.Nim())
    assert not odd
    first = odd.counterexamples[0]
    assert (first.position, first.guess, first.truth) == ((1, 2), False, True)
    assert "moving to 1,1 leaves a P-position" in first.reason
    small = gl.Nim().sample_positions(8)
    bouton = gl.check(
        lambda heaps: gl.nim_sum(heaps) != 0, nim_by_search(), positions=small
    )
    assert bouton and bouton.checked == len(small) == 584
    assert gl.check(lambda heaps: gl.nim_sum(heaps) != 0, gl.Nim())  # large heaps too


def chapter_winning_move(heaps):
    """Exercise 2.1: reduce the first heap h with h ^ s < h to h ^ s."""
    s = xor_all(heaps)
    for i, h in enumerate(heaps):
        if h ^ s < h:
            return (*heaps[:i], h ^ s, *heaps[i + 1 :])
    return None


def test_exercise_winning_move_rule_accepted_and_placeholder_refuted():
    def take_one_from_largest(heaps):
        i = heaps.index(max(heaps))
        return (*heaps[:i], heaps[i] - 1, *heaps[i + 1 :]) if heaps[i] else None

    placeholder = gl.check(take_one_from_largest, gl.Nim(), kind="move")
    assert not placeholder and placeholder.counterexamples[0].position == (2,)
    assert gl.check(chapter_winning_move, gl.Nim(), kind="move")
    small = gl.Nim().sample_positions(8)
    assert gl.check(chapter_winning_move, nim_by_search(), kind="move", positions=small)


def test_exercise_two_heaps_plus_equal_take():
    """Exercise 2.4: a = b is refuted; the greedy pairs (a, a + k) are accepted."""

    def options(position):
        a, b = position
        one_heap = [(x, b) for x in range(a)] + [(a, y) for y in range(b)]
        return one_heap + [(a - t, b - t) for t in range(1, min(a, b) + 1)]

    game = gl.game_from(options)
    positions = sorted(product(range(25), repeat=2), key=sum)
    refuted = gl.check(lambda a, b: a != b, game, positions=positions)
    assert not refuted and refuted.counterexamples[0].position == (1, 1)
    used, cold, a = set(), set(), 0
    for k in range(25):
        while a in used:
            a += 1
        cold.add((a, a + k))
        used |= {a, a + k}
    rule = gl.check(
        lambda a, b: (min(a, b), max(a, b)) not in cold, game, positions=positions
    )
    assert rule and rule.checked == 625
