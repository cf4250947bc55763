"""Octal games and Grundy's game: the engine against the plain recurrence, OEIS
and the literature; closed forms against the generic search; Treblecross."""

from itertools import combinations_with_replacement, pairwise, product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.heapgames.octal_values import prove_period
from gamelib.utils.numeric import numpy
from gamelib.widgets import OctalExplorer, PlayWidget
from tests.conftest import judge_samples, needs, oeis

# --- the plain recurrence, independent of gamelib ---------------------------


def _pair(found):
    """(preperiod, period) of a Periodicity."""
    return found.preperiod, found.period


def plain_octal(code, n):
    """G(0..n-1) of an octal game by the textbook mex recurrence."""
    head, tail = code.split(".")
    digits = [int(head)] + [int(c) for c in tail]
    values = []
    for heap in range(n):
        reach = set()
        for k, d in enumerate(digits):
            rest = heap - k
            if rest < 0:
                break
            if rest == 0 and k and d & 1:
                reach.add(0)
            if rest > 0 and k and d & 2:
                reach.add(values[rest])
            if rest >= 2 and d & 4:
                reach.update(
                    values[a] ^ values[rest - a] for a in range(1, rest // 2 + 1)
                )
        values.append(min(set(range(len(reach) + 1)) - reach))
    return values


def plain_grundy(n):
    """G(0..n-1) of Grundy's game by the textbook mex recurrence."""
    values = []
    for heap in range(n):
        reach = {values[a] ^ values[heap - a] for a in range(1, (heap + 1) // 2)}
        values.append(min(set(range(len(reach) + 1)) - reach))
    return values


def smallest_eventual_period(values):
    """Brute force: the smallest (preperiod, period) holding on the whole list."""
    n = len(values)
    for period in range(1, n // 3):
        differ = [i for i in range(n - period) if values[i] != values[i + period]]
        start = differ[-1] + 1 if differ else 0
        if start + 2 * period <= n // 2:
            return start, period
    raise AssertionError("no period in the window")


KAYLES, DAWSON, TREBLECROSS = "0.77", "0.07", "0.007"

# --- the engine ---------------------------------------------------------------


def test_kayles_and_grundy_match_the_plain_recurrence():
    assert gl.sg_sequence(gl.OctalGame(KAYLES), 3000).tolist() == plain_octal(
        KAYLES, 3000
    )
    assert gl.sg_sequence(gl.GrundyGame(), 3000).tolist() == plain_grundy(3000)


@pytest.mark.parametrize(
    "code", [DAWSON, TREBLECROSS, "0.137", "0.6", "0.16", "0.106", "4.7", "0.4", "0.0"]
)
def test_classic_codes_match_the_plain_recurrence(code):
    assert gl.sg_sequence(gl.OctalGame(code), 1500).tolist() == plain_octal(code, 1500)


@settings(max_examples=40, deadline=None)
@given(
    st.sampled_from("04"),
    st.lists(st.integers(0, 7), min_size=1, max_size=4),
)
def test_random_codes_match_the_plain_recurrence(head, digits):
    code = head + "." + "".join(map(str, digits))
    assert gl.sg_sequence(gl.OctalGame(code), 400).tolist() == plain_octal(code, 400)


def test_sequence_grows_in_steps_to_the_same_values():
    game = gl.GrundyGame()
    parts = [gl.sg_sequence(game, n) for n in (10, 70, 300, 1200)]
    assert parts[-1].tolist() == plain_grundy(1200)
    assert all(p.tolist() == parts[-1][: len(p)].tolist() for p in parts)
    assert gl.sg_sequence(game, 0).tolist() == []
    assert getattr(parts[-1], "dtype", "int64") == "int64"


def test_sparse_space_keeps_few_rare_heaps():
    needs("numpy")  # the sparse-space engine is the numpy path
    # Grundy's game: Flammenkamp's mask ignores the lowest bit (m = ...11110).
    game = gl.GrundyGame()
    gl.sg_sequence(game, 20000)
    seq = game._sequence
    assert seq.mask & ~1 == seq.mask and bin(seq.mask).count("1") >= 6
    assert seq.rare_count < 1300  # of 20000 heaps


# --- OEIS (notebooks/data/oeis, first term = a(0)) ---------------------------


def test_kayles_is_oeis_a002186():
    terms = oeis("A002186")
    assert gl.sg_sequence(gl.OctalGame(KAYLES), len(terms)).tolist() == terms


def test_dawsons_chess_and_dawsons_kayles_are_oeis_a002187():
    terms = oeis("A002187")  # Dawson's Chess, 0.137
    assert gl.sg_sequence(gl.OctalGame("0.137"), len(terms)).tolist() == terms
    kayles = gl.sg_sequence(gl.OctalGame(DAWSON), len(terms) + 1).tolist()
    assert kayles == [0, *terms]  # Dawson's Kayles is shifted by one heap


def test_grundys_game_is_oeis_a002188():
    terms = oeis("A002188")
    assert gl.sg_sequence(gl.GrundyGame(), len(terms)).tolist() == terms


# --- the periodicity theorem ---------------------------------------------------


@pytest.mark.parametrize(
    ("code", "last_exception", "period"),
    [
        # Winning Ways ch. 4 / OEIS, which report the last exceptional heap;
        # our preperiod is the heap after it.
        (KAYLES, 70, 12),
        (DAWSON, 52, 34),
        ("0.137", 51, 34),
        ("0.177", 496, 20),  # OEIS A071435
        ("0.0177", 187, 32),  # OEIS A071452 (a(n-1) of 0.11377, last exception 186)
    ],
)
def test_periods_of_the_literature(code, last_exception, period):
    found = gl.periodicity(gl.OctalGame(code))
    assert _pair(found) == (last_exception + 1, period)
    assert found.theorem == "Theorem 10.1" and found.saltus == 0
    assert isinstance(found, gl.theory.sequences.Periodicity)


@pytest.mark.parametrize(
    "code", [KAYLES, DAWSON, "0.137", "0.177", "4.7", "0.51", "0.0"]
)
def test_periodicity_is_true_and_smallest_on_the_plain_values(code):
    preperiod, period = _pair(gl.periodicity(gl.OctalGame(code)))
    values = plain_octal(code, max(600, 3 * (preperiod + period)))
    assert smallest_eventual_period(values) == (preperiod, period)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(0, 7), min_size=1, max_size=3))
def test_periodicity_of_random_codes(digits):
    code = "0." + "".join(map(str, digits))
    try:
        preperiod, period = _pair(gl.periodicity(gl.OctalGame(code), limit=1024))
    except gl.SearchLimitError:
        return
    # The brute force needs preperiod + 2 * period within half the window.
    values = plain_octal(code, max(300, 4 * (preperiod + period)))
    assert smallest_eventual_period(values) == (preperiod, period)


def test_the_proof_needs_values_up_to_2n0_plus_2p_plus_t():
    # Kayles: n0 = 71, p = 12, t = 2: the proof compares heaps n and n + 12
    # for 71 <= n < 2 * 71 + 12 + 2 = 156, so it needs heaps 0 .. 167.
    np = numpy()
    values = plain_octal(KAYLES, 168)
    values = values if np is None else np.array(values)
    assert prove_period(values[:167], 2) is None
    assert prove_period(values, 2) == (71, 12)
    with pytest.raises(gl.SearchLimitError, match="no period of OctalGame"):
        gl.periodicity(gl.OctalGame(KAYLES), limit=128)


def test_the_theorem_is_not_applied_from_heap_0():
    # 0.4 (take one counter from the middle): G = 0, 0, 0, 1, ... agrees with
    # period 1 on heaps 0 .. p + t = 2, the range the bound gives for n0 = 0,
    # yet it is not periodic from 0. From n0 >= 1 the bound is sound.
    values = plain_octal("0.4", 300)
    assert values[:3] == [0, 0, 0] and values[3] == 1
    assert _pair(gl.periodicity(gl.OctalGame("0.4"))) == smallest_eventual_period(
        values
    )


def test_periodicity_refuses_other_games():
    with pytest.raises(
        TypeError, match="no periodicity theorem in gamelib covers Grundy"
    ):
        gl.periodicity(gl.GrundyGame())
    with pytest.raises(TypeError, match="periodicity needs a game"):
        gl.periodicity("0.77")


# --- closed forms against the generic search -----------------------------------


def small_positions():
    yield from ((h,) for h in range(26))
    yield from combinations_with_replacement(range(1, 11), 2)
    yield from combinations_with_replacement(range(1, 7), 3)
    yield (3, 0, 5)


@pytest.mark.parametrize(
    "make",
    [
        lambda: gl.OctalGame(KAYLES),
        lambda: gl.OctalGame(DAWSON),
        lambda: gl.OctalGame(TREBLECROSS),
        lambda: gl.OctalGame("0.137"),
        lambda: gl.OctalGame("4.7"),
        lambda: gl.OctalGame("0.6"),
        gl.GrundyGame,
    ],
)
def test_closed_form_matches_search_on_small_sums(make):
    game, fresh = make(), make()
    for position in small_positions():
        assert gl.sg(game, position) == gl.sg(fresh, position, closed_form=False)
        assert gl.winning_moves(game, position) == gl.winning_moves(
            fresh, position, closed_form=False
        )


def test_huge_heaps_use_the_period_of_the_literature():
    values = plain_octal(KAYLES, 83)
    kayles = gl.OctalGame(KAYLES)
    for heap in (10**100, 10**100 + 7, 3**200):
        assert gl.sg(kayles, heap) == values[71 + (heap - 71) % 12]
    dawson = plain_octal(DAWSON, 87)
    assert gl.sg(gl.OctalGame(DAWSON), (10**50, 5)) == (
        dawson[53 + (10**50 - 53) % 34] ^ dawson[5]
    )


def test_heaps_beyond_a_proof_are_computed_or_refused():
    treblecross = gl.OctalGame(TREBLECROSS)  # no period within the search
    assert gl.sg(treblecross, 5000) == plain_octal(TREBLECROSS, 5001)[5000]
    with pytest.raises(gl.SearchLimitError, match="table_limit"):
        gl.sg(treblecross, 10**9)
    with pytest.raises(gl.SearchLimitError, match="no period is proved"):
        gl.sg(gl.GrundyGame(), 10**100)
    with pytest.raises(gl.SearchLimitError, match="raise table_limit"):
        gl.sg_sequence(gl.GrundyGame(), 10**7)
    with pytest.raises(ValueError, match="the length n must be a non-negative"):
        gl.sg_sequence(gl.GrundyGame(), -1)


# --- codes, positions, descriptions ---------------------------------------------


@pytest.mark.parametrize(
    ("code", "error", "words"),
    [
        (0.77, TypeError, r"a string such as '0.77', got 0.77 \(float\)"),
        (77, TypeError, "a string"),
        ("077", ValueError, "a dot, then digits 0 to 7"),
        ("0.78", ValueError, "octal digits are 0 to 7, got '8' in '0.78'"),
        ("0.7x", ValueError, "a dot, then digits"),
        (".77", ValueError, "write '0.77'"),
        ("2.7", ValueError, "before the dot must be 0 or 4, got '2'"),
        ("0.", ValueError, "needs digits after the dot"),
        ("0.7.7", ValueError, "a dot, then digits"),
        ("", ValueError, "a dot, then digits"),
    ],
)
def test_malformed_codes(code, error, words):
    with pytest.raises(error, match=words):
        gl.OctalGame(code)


def test_codes_are_normalised():
    game = gl.OctalGame(" 0.770 ")
    assert game.code == KAYLES and game.name == "Kayles" and game.max_take == 2
    assert repr(gl.OctalGame("4.0")) == "OctalGame('4.0')"
    assert gl.OctalGame("0.0").max_take == 0


@pytest.mark.parametrize(
    ("position", "error", "words"),
    [
        (-1, ValueError, "a heap of Kayles must be a non-negative integer, got -1"),
        ((3, -2), ValueError, "got -2"),
        (2.5, TypeError, "heap size or a tuple of heap sizes, got 2.5"),
        ("abc", TypeError, "heap size or a tuple"),
        (True, TypeError, "heap size or a tuple"),
        ((1, True), TypeError, "bool"),
    ],
)
def test_bad_positions(position, error, words):
    with pytest.raises(error, match=words):
        gl.sg(gl.OctalGame(KAYLES), position)


def test_options_and_descriptions():
    kayles = gl.OctalGame(KAYLES)
    assert kayles.options(3) == [2, (1, 1), 1]  # written as the reader wrote 3
    assert kayles.options((3,)) == [(2,), (1, 1), (1,)]
    assert kayles.describe_move((6, 3), (6, 1)) == "heap 2: take 2 of 3, leave 1"
    assert kayles.describe_move((6, 2), (6,)) == "heap 2: take all 2"
    assert kayles.describe_move((6, 2), (1, 3, 2)) == "heap 1: take 2 of 6, leave 1 + 3"
    assert gl.OctalGame("4.1").describe_rules() == (
        "split a heap into two non-empty heaps; take 1: a whole heap of 1"
    )
    assert gl.OctalGame("0.0").describe_rules() == "no moves at all"
    assert gl.GrundyGame().options((4, 3)) == [(1, 3, 3), (4, 1, 2)]


def test_play_widget_plays_kayles():
    play = PlayWidget(gl.OctalGame(KAYLES), (4,))
    play.play((1, 2))  # G = 1 ^ 2 = 3: the computer has a winning answer
    assert gl.sg(gl.OctalGame(KAYLES), play.position) == 0


# --- UVa 10561 Treblecross ----------------------------------------------------------


def treblecross_heaps(board):
    """Heaps of 0.007 for a board whose X's are at least three cells apart."""
    xs = [-3, *(i for i, c in enumerate(board) if c == "X"), len(board) + 2]
    return tuple(b - a - 3 for a, b in pairwise(xs))


def treblecross_wins(board, closed_form=True):
    """The cells (0-based) where playing X wins."""
    game = gl.OctalGame(TREBLECROSS)
    cells = [i for i, c in enumerate(board) if c == "."]
    after = {i: board[:i] + "X" + board[i + 1 :] for i in cells}
    wins = [i for i in cells if "XXX" in after[i]]
    if wins:
        return wins
    safe = [i for i in cells if "X" not in board[max(0, i - 2) : i + 3]]
    return [
        i
        for i in safe
        if gl.sg(game, treblecross_heaps(after[i]), closed_form=closed_form) == 0
    ]


def solve_uva10561(text, closed_form=True):
    lines = []
    for board in text.split()[1:]:
        wins = treblecross_wins(board, closed_form)
        lines += ["WINNING", " ".join(str(i + 1) for i in wins)] if wins else ["LOSING"]
        lines.append("")
    return "\n".join(lines)


@pytest.mark.parametrize("closed_form", [True, False])
def test_uva10561_sample(closed_form):
    for given_input, expected in judge_samples("uva10561"):
        assert solve_uva10561(given_input, closed_form).split() == expected.split()


def board_search():
    """Treblecross played on the board itself: whoever makes XXX has won."""

    def options(board):
        if "XXX" in board:
            return []
        return [
            board[:i] + "X" + board[i + 1 :] for i, c in enumerate(board) if c == "."
        ]

    return gl.game_from(options, name="treblecross board")


def test_treblecross_reduction_matches_search_on_the_board():
    # Boards of 3 or more cells (as in the problem): a full board then always
    # holds XXX, so the player left without a safe cell really loses.
    game = board_search()
    for length in range(3, 12):
        for cells in product(".X", repeat=length):
            board = "".join(cells)
            if "XXX" in board:
                continue
            brute = [
                i
                for i, c in enumerate(board)
                if c == "." and gl.sg(game, board[:i] + "X" + board[i + 1 :]) == 0
            ]
            assert treblecross_wins(board) == brute, board


# --- the explorer -------------------------------------------------------------------


def test_octal_explorer_defaults_to_kayles():
    explorer = OctalExplorer()
    assert explorer.game.code == KAYLES and explorer.error is None
    assert _pair(explorer.periodicity) == (71, 12)
    assert explorer.values == oeis("A002186")[:48]
    assert "period 12 from heap 71" in explorer.status.value
    assert explorer.picture.value.count("<svg") == 2  # the heaps, one period
    assert "one period: heaps 71 to 82" in explorer.picture.value
    explorer.start.value = 60
    assert (
        "period from 71" in explorer.picture.value and "+12" in explorer.picture.value
    )
    assert explorer.values[0] == oeis("A002186")[60]


def test_octal_explorer_codes_and_errors():
    explorer = OctalExplorer(code="0.07", shown=20)
    assert _pair(explorer.periodicity) == (53, 34) and len(explorer.values) == 20
    explorer.code.value = "0.78"
    assert explorer.game is None and "octal digits are 0 to 7" in explorer.status.value
    assert explorer.picture.value == ""
    explorer.code.value = "grundy"
    assert explorer.values == oeis("A002188")[:20]
    assert "no period is known" in explorer.status.value
    assert explorer.picture.value.count("<svg") == 1
    explorer.examples.value = TREBLECROSS
    assert explorer.code.value == TREBLECROSS and explorer.periodicity is None
    assert "no period is proved by the first 1100 heaps" in explorer.status.value


# --- check() on take-and-break games ------------------------------------------------


def test_sample_positions_for_check():
    small = gl.OctalGame(KAYLES).sample_positions(2000)
    assert small[:4] == [(0,), (1,), (2,), (1, 1)]
    assert (1999,) in small and (15, 15) in small and (9, 9, 9) in small
    assert all(list(p) == sorted(p) for p in small)


def test_chapter_guess_pairs_of_rows_is_refuted_and_the_period_accepted():
    # Chapter 10: "Kayles is lost iff the rows pair up" (copying wins there),
    # refuted at (1, 4); the values from the plain recurrence with the period
    # 12 from heap 71 give the right rule, on huge rows too.
    kayles = gl.OctalGame(KAYLES)
    paired = gl.check(lambda rows: any(rows.count(r) % 2 for r in rows if r), kayles)
    assert not paired and paired.counterexamples[0].position == (1, 4)
    table = plain_octal(KAYLES, 83)

    def value(n):
        return table[n] if n < 83 else table[71 + (n - 71) % 12]

    huge = [(10**12 + i, 3**25 + 7 * i) for i in range(50)]
    positions = [*kayles.sample_positions(2000), *huge]
    rule = gl.check(
        lambda rows: gl.nim_sum(map(value, rows)) != 0, kayles, positions=positions
    )
    assert rule and rule.checked == len(positions)


def test_exercise_checks_of_chapter_10():
    kayles = gl.OctalGame(KAYLES)
    end_pin = gl.check(
        lambda rows: (rows[0] - 1, *rows[1:]) if rows[0] else None,
        kayles,
        kind="move",
        bound=40,
    )
    assert not end_pin

    def kayles_move(rows):
        total = gl.nim_sum(gl.sg(kayles, r) for r in rows)
        for i, row in enumerate(rows):
            target = total ^ gl.sg(kayles, row)
            for rest in kayles.heap_options(row) if total else []:
                if gl.nim_sum(gl.sg(kayles, r) for r in rest) == target:
                    return (*rows[:i], *rest, *rows[i + 1 :])
        return None

    assert gl.check(kayles_move, kayles, kind="move", bound=40)
    dawson = gl.OctalGame(DAWSON)
    rows = [(n,) for n in range(1, 301)]
    odd = gl.check(lambda rows: rows[0] % 2 == 0, dawson, positions=rows)
    assert not odd and odd.counterexamples[0].position == (3,)
    losing = {5, 9, 21, 25, 29}
    small = {n for n in range(1, 53) if plain_octal(DAWSON, 53)[n] == 0}

    def dawson_wins(rows):
        n = rows[0]
        return n not in small if n < 53 else n % 34 not in losing

    assert gl.check(dawson_wins, dawson, positions=rows)


def test_nim_sequences_check_their_rules_and_refuse_a_huge_target():
    from gamelib.heapgames.octal_values import MoveRule, PlainNimSequence, nim_sequence

    rules = gl.OctalGame("0.137")._rules()  # Dawson's Kayles
    for make in (PlainNimSequence, nim_sequence):
        seq = make(rules)
        with pytest.raises(gl.SearchLimitError, match=r"extend\(\): target = .*"):
            seq.extend(10**100)
        with pytest.raises(gl.SearchLimitError, match="table_limit"):
            seq.extend(seq.table_limit + 1)
        # The values agree with the game's own search, heap by heap.
        game = gl.OctalGame("0.137")
        searched = [gl.sg(game, n, closed_form=False) for n in range(30)]
        assert list(seq.extend(30)) == searched
    with pytest.raises(TypeError, match=r"rules\[0\]\.whole must be"):
        nim_sequence([MoveRule(1, 1, False, False, False)])
    with pytest.raises(TypeError, match=r"nim_sequence\(\): rules must be"):
        nim_sequence(7)
    with pytest.raises(ValueError, match=r"values\[1\] must be"):
        prove_period([0, -1], 0)
