"""Staircase Nim and Georgia and Bob (POJ 1704): the odd-stairs rule against search."""

import random
from itertools import combinations, pairwise, product

import pytest

import gamelib as gl
from gamelib.widgets import StaircaseExplorer
from tests.conftest import judge_samples, same_output


def odd_stairs_xor(stairs):
    """XOR of the coins on stairs 1, 3, 5, ... (stair j is stairs[j - 1])."""
    total = 0
    for j in range(1, len(stairs) + 1):
        if j % 2 == 1:
            total ^= stairs[j - 1]
    return total


SMALL = [*product(range(5), repeat=3), *product(range(3), repeat=5)]


def test_sg_is_xor_of_odd_stairs_on_all_small_positions():
    game = gl.StaircaseNim()
    for stairs in SMALL:
        assert gl.sg(game, stairs, closed_form=False) == odd_stairs_xor(stairs)
        assert gl.sg(game, stairs) == odd_stairs_xor(stairs)


def test_winning_moves_formula_matches_search():
    game, fresh = gl.StaircaseNim(), gl.StaircaseNim()
    for stairs in SMALL:
        assert gl.winning_moves(game, stairs) == gl.winning_moves(
            fresh, stairs, closed_form=False
        ), stairs


def chessmen_game():
    """POJ 1704 played directly on the strip: slide one chessman left, no jumping."""

    def options(cells):
        moves = []
        for i, cell in enumerate(cells):
            lowest = cells[i - 1] + 1 if i else 1
            moves.extend(
                (*cells[:i], new, *cells[i + 1 :]) for new in range(lowest, cell)
            )
        return moves

    return gl.game_from(options, name="chessmen")


def test_chessmen_reduce_to_staircase_nim():
    strip, stairs = chessmen_game(), gl.StaircaseNim()
    for count in range(1, 5):
        for cells in combinations(range(1, 9), count):
            assert gl.outcome(strip, cells) == gl.outcome(
                stairs,
                gl.heapgames.staircase.chessmen_staircase(cells),
                closed_form=False,
            ), cells


def georgia_and_bob(text, decide):
    numbers = iter(int(t) for t in text.split())
    lines = []
    for _ in range(next(numbers)):
        cells = [next(numbers) for _ in range(next(numbers))]
        lines.append("Georgia will win" if decide(cells) == "N" else "Bob will win")
    return "\n".join(lines)


@pytest.mark.parametrize(
    "decide",
    [
        lambda cells: gl.outcome(
            gl.StaircaseNim(), gl.heapgames.staircase.chessmen_staircase(cells)
        ),
        lambda cells: gl.outcome(
            gl.StaircaseNim(),
            gl.heapgames.staircase.chessmen_staircase(cells),
            closed_form=False,
        ),
        lambda cells: gl.outcome(chessmen_game(), tuple(sorted(cells))),
    ],
    ids=["closed form", "staircase search", "strip search"],
)
def test_poj1704_sample(decide):
    for given, expected in judge_samples("poj1704"):
        assert same_output(georgia_and_bob(given, decide), expected)


def test_chessmen_staircase_sorts_and_checks_cells():
    assert gl.heapgames.staircase.chessmen_staircase(
        [17, 1, 5]
    ) == gl.heapgames.staircase.chessmen_staircase([1, 5, 17])
    assert gl.heapgames.staircase.chessmen_staircase([1, 2, 3]) == (0, 0, 0)
    assert gl.heapgames.staircase.chessmen_staircase([]) == ()
    with pytest.raises(ValueError, match="two chessmen on cell 4"):
        gl.heapgames.staircase.chessmen_staircase([4, 2, 4])
    with pytest.raises(ValueError, match="numbered from 1"):
        gl.heapgames.staircase.chessmen_staircase([0, 2])
    with pytest.raises(TypeError, match="collection of positive integers"):
        gl.heapgames.staircase.chessmen_staircase(5)
    with pytest.raises(TypeError, match="cell must be a non-negative integer"):
        gl.heapgames.staircase.chessmen_staircase([1.5])


def test_huge_staircases_are_instant():
    big = 10**100
    game = gl.StaircaseNim()
    assert gl.sg(game, (big, 7, big)) == 0
    assert gl.winning_moves(game, (big, 7, big + 1)) == [
        (big + 1, 6, big + 1),
        (big, 8, big),
    ]
    assert gl.sg(game, (0,) * 10**5 + (1,)) == (1 if (10**5 + 1) % 2 else 0)


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        ("12", TypeError, "tuple of heap sizes"),
        ((1, -2), ValueError, "got -2"),
        ((1, 2.5), TypeError, "got 2.5"),
        ((True,), TypeError, "bool"),
    ],
)
def test_bad_staircases(position, error, words):
    with pytest.raises(error, match=words):
        gl.sg(gl.StaircaseNim(), position)


def test_describe_move_and_options():
    game = gl.StaircaseNim()
    assert game.options((1, 2)) == [(0, 2), (2, 1), (3, 0)]
    assert game.describe_move((1, 2), (3, 0)) == "2 from stair 2 to stair 1"
    assert game.describe_move((1, 2), (0, 2)) == "1 from stair 1 to the floor"


def test_staircase_explorer():
    explorer = StaircaseExplorer(stairs="3 1 4 1 5")
    assert explorer.value == 3 ^ 4 ^ 5
    assert explorer.moves == gl.winning_moves(gl.StaircaseNim(), (3, 1, 4, 1, 5))
    explorer.stairs_text.value = "2 9 2"
    assert explorer.value == 0 and "P-position" in explorer.status.value
    explorer.stairs_text.value = "2 -1"
    assert "Cannot show this" in explorer.status.value
    explorer.stairs_text.value = "50"
    assert "up to 12" in explorer.status.value


def test_check_knows_staircases_and_refutes_all_stairs():
    game = gl.StaircaseNim()
    small = game.sample_positions(2000)
    assert small[0] == () and len(small) == 781 and (4, 4, 4, 4) in small
    assert all(len(s) <= 6 for s in game.sample_large_positions(9, random.Random(0)))
    # Nim on every stair is the tempting mistake; the odd stairs are the rule.
    assert not gl.check(lambda stairs: gl.nim_sum(stairs) != 0, game)
    assert gl.check(lambda stairs: gl.nim_sum(stairs[0::2]) != 0, game)
    # Exercise 9.3: a winning move, always from an odd stair.
    first_stair = gl.check(
        lambda s: (0, *s[1:]) if s and s[0] else None, game, kind="move"
    )
    assert not first_stair

    def odd_stair_move(stairs):
        total = gl.nim_sum(stairs[0::2])
        for i in range(0, len(stairs), 2):
            if total and stairs[i] ^ total < stairs[i]:
                moved = stairs[i] - (stairs[i] ^ total)
                after = list(stairs)
                after[i] -= moved
                if i:
                    after[i - 1] += moved
                return tuple(after)
        return None

    assert gl.check(odd_stair_move, game, kind="move")


# --- Luogu P2575: pieces jumping right on rows of 20 cells ---------------------


def jumping_row_game(width):
    """The row game itself, no formula: a position is the sorted tuple of pieces."""

    def options(pieces):
        taken, moves = set(pieces), []
        for p in pieces:
            empty = next((c for c in range(p + 1, width + 1) if c not in taken), None)
            if empty is not None:
                moves.append(tuple(sorted(taken - {p} | {empty})))
        return moves

    return gl.game_from(options, name=f"jumping pieces, width {width}")


@pytest.mark.parametrize("width", [1, 4, 7, 9])
def test_jumping_staircase_against_search_of_every_row(width):
    game, stairs = jumping_row_game(width), gl.StaircaseNim()
    for count in range(width + 1):
        for pieces in combinations(range(1, width + 1), count):
            assert gl.sg(game, pieces) == gl.sg(
                stairs,
                gl.heapgames.staircase.jumping_staircase(pieces, width),
                closed_form=False,
            )


def test_jumping_rows_add_up_like_nim():
    rng = random.Random(2575)
    game = jumping_row_game(6)
    rows = [
        tuple(sorted(rng.sample(range(1, 7), rng.randint(0, 5)))) for _ in range(30)
    ]
    for a, b in pairwise(rows):
        total = gl.sg(
            gl.StaircaseNim(), gl.heapgames.staircase.jumping_staircase(a, 6)
        ) ^ gl.sg(gl.StaircaseNim(), gl.heapgames.staircase.jumping_staircase(b, 6))
        assert total == gl.sg(game, a) ^ gl.sg(game, b)


def masters(text):
    """A plain reading of Luogu P2575's input."""
    numbers = iter(int(t) for t in text.split())
    lines = []
    for _ in range(next(numbers)):
        total = 0
        for _ in range(next(numbers)):
            pieces = [next(numbers) for _ in range(next(numbers))]
            total ^= gl.sg(
                gl.StaircaseNim(), gl.heapgames.staircase.jumping_staircase(pieces)
            )
        lines.append("YES" if total else "NO")
    return "\n".join(lines)


def test_luogu_p2575_sample():
    for given, expected in judge_samples("luogu_p2575"):
        assert same_output(masters(given), expected)


def test_jumping_staircase_checks_its_cells():
    with pytest.raises(ValueError, match="cell 1 to 20, got 0"):
        gl.heapgames.staircase.jumping_staircase([0])
    with pytest.raises(ValueError, match="two pieces on cell 3"):
        gl.heapgames.staircase.jumping_staircase([3, 3])
    with pytest.raises(TypeError, match="collection of cells"):
        gl.heapgames.staircase.jumping_staircase(3)
    assert gl.heapgames.staircase.jumping_staircase(range(1, 21)) == ()


# --- playing against the computer ---------------------------------------------


def test_staircase_play_keeps_the_answer_until_the_hint():
    from gamelib.widgets import StaircasePlay

    play = StaircasePlay((3, 1, 4))
    assert play.status.value == "Your move from <b>3,1,4</b>."
    assert "#cfe3f3" not in play.picture.value  # odd stairs not shaded yet
    play.hint.value = True
    assert "an N-position" in play.status.value
    assert "#cfe3f3" in play.picture.value and "#d7191c" in play.picture.value
    play.hint.value = False
    assert "Hint" not in play.status.value


def test_staircase_play_computer_wins_from_a_losing_start():
    from gamelib.widgets import StaircasePlay

    play = StaircasePlay((2, 5, 2))  # odd stairs 2 ^ 2 = 0: the reader loses
    buttons = play.moves.children
    assert len(buttons) == 9 and buttons[0].description == "1 from stair 1 to the floor"
    while play.winner is None:
        play.play(play.options()[-1])
        assert play.winner == "computer" or gl.sg(gl.StaircaseNim(), play.position) == 0
    assert play.winner == "computer" and "computer wins" in play.status.value


def test_staircase_play_reader_wins_with_the_hints_moves():
    from gamelib.widgets import StaircasePlay

    play = StaircasePlay((3, 1, 4))
    while play.winner is None:
        play.play(gl.winning_moves(gl.StaircaseNim(), play.position)[0])
    assert play.winner == "you" and "You win" in play.status.value
    with pytest.raises(ValueError, match="game is over"):
        play.play(())
    with pytest.raises(ValueError, match="at most 8 stairs"):
        StaircasePlay((1,) * 9)
