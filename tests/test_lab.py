"""The lab (chapter 12): games from a set, a code or a rule; values against the
generic search; patterns against the search, the literature and OEIS; bad input."""

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import gamelib as gl
from gamelib.tools.lab import (
    RuleGame,
    analyse,
    arithmetic_periodicity,
    lab_game,
    parse_game,
)
from gamelib.widgets.lab import LabExplorer
from tests.conftest import needs, oeis

# --- rules used below, written as a reader would -----------------------------


def _triple(found):
    """(preperiod, period, saltus) of a Periodicity."""
    return found.preperiod, found.period, found.saltus


def take_one_two_or_split(n):
    """Take 1 or 2 counters, or split the heap into two non-empty heaps."""
    return [n - k for k in (1, 2) if k <= n] + [
        (a, n - a) for a in range(1, n // 2 + 1)
    ]


def lasker_rule(n):
    """Lasker's Nim as a rule: take any number, or split into two heaps."""
    return [*range(n), *((a, n - a) for a in range(1, n // 2 + 1))]


def three_split(n):
    """Take any number, or split the heap into three non-empty heaps."""
    splits = (
        (a, b, n - a - b)
        for a in range(1, n // 3 + 1)
        for b in range(a, (n - a) // 2 + 1)
    )
    return [*range(n), *splits]


def subtract_1_3_4(n):
    return [n - k for k in (1, 3, 4) if k <= n]


RULES = [take_one_two_or_split, lasker_rule, three_split, subtract_1_3_4]


def small_positions(top, heaps=2):
    """Single heaps below `top` and rows of up to `heaps` heaps below top // 2."""
    rows = [(n,) for n in range(top)]
    rows += [
        p
        for size in range(2, heaps + 1)
        for p in itertools.combinations_with_replacement(range(1, top // 2), size)
    ]
    return rows


# --- RuleGame: the Multi-SG closed form against the generic search -----------


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.__name__)
def test_rule_game_values_match_the_generic_search(rule):
    game = RuleGame(rule)
    for position in small_positions(13):
        fresh = RuleGame(rule)  # no values cached from the closed form
        assert gl.sg(game, position) == gl.sg(fresh, position, closed_form=False), (
            position
        )


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.__name__)
def test_a_heap_is_the_same_position_as_the_row_of_one_heap(rule):
    game = RuleGame(rule)
    for n in range(15):
        assert (
            gl.sg(game, n)
            == gl.sg(game, (n,))
            == gl.sg_sequence(game, n + 1).tolist()[n]
        )
        written_as_ints = [game.key(game.check(o)) for o in game.options(n)]
        assert sorted(written_as_ints) == sorted(map(game.key, game.options((n,))))


def test_rule_game_knows_its_heaps_for_check_and_play():
    game = RuleGame(take_one_two_or_split)
    assert list(game.sample_positions(5)) == [0, 1, 2, 3, 4]
    assert game.describe_move(5, (1, 4)) == "heap 1: split 5 into 1 + 4"
    assert game.describe_move(5, (3,)) == "heap 1: 5 → 3"
    play = gl.widgets.PlayWidget(game, 7)
    assert play.options() == [(6,), (5,), (1, 6), (2, 5), (3, 4)]


# --- heap values of every kind against the generic search --------------------


@pytest.mark.parametrize(
    "spec",
    [{1, 3, 4}, {2, 5, 6}, "0.77", "0.156", "4.07", gl.LaskerNim(), gl.GrundyGame()],
    ids=repr,
)
def test_heap_values_match_the_generic_search(spec):
    game = lab_game(spec)
    values = gl.sg_sequence(game, 16).tolist()
    for n, value in enumerate(values):
        position = n
        assert value == gl.sg(game, position, closed_form=False), (spec, n)


def test_heap_values_match_oeis():
    kayles, grundy = oeis("A002186"), oeis("A002188")
    assert gl.sg_sequence(lab_game("0.77"), len(kayles)).tolist() == kayles
    assert gl.sg_sequence(lab_game(gl.GrundyGame()), len(grundy)).tolist() == grundy


# --- patterns: proved ones hold far beyond the heaps that proved them --------


def assert_pattern_holds(report, count):
    """The pattern's values equal the true values of the first `count` heaps."""
    truth = gl.sg_sequence(report.game, count).tolist()
    pattern = report.pattern
    assert [pattern.value(report.values, n) for n in range(count)] == truth


def test_subtraction_pattern_is_proved_and_holds():
    for moves in ({1, 3, 4}, {2, 5, 6}, {2, 4, 7}, {3, 5, 9, 12}):
        report = analyse(moves)
        assert report.pattern.proved and report.pattern.saltus == 0
        found = gl.periodicity(gl.SubtractionGame(moves))
        assert report.pattern == found and found.theorem == "Theorem 3.4"
        assert "Theorem 3.4" in str(report)
        assert_pattern_holds(report, 3000)
        for n in range(60):  # the closed form against the search
            value = report.pattern.value(report.values, n)
            assert value == gl.sg(gl.SubtractionGame(moves), n, closed_form=False)


# Published long periods of octal games (preperiod = the last exceptional heap
# plus one): Winning Ways, chapter 4 (0.156: J. Kenyon, 1967; 0.356, 0.644 and
# 0.165: R. Austin, 1976), confirmed in A. Flammenkamp's octal-game tables and in
# T. Czajka's recomputation (github.com/tczajka/octal-games, SolvedGames.md).
PUBLISHED = {
    "0.45": (498, 20),
    "0.156": (3479, 349),
    "0.356": (7315, 142),
    "0.644": (3256, 442),
    "0.165": (5181, 1550),
}


@pytest.mark.parametrize("code", PUBLISHED)
def test_octal_periods_match_the_literature(code):
    report = analyse(code)
    pattern = report.pattern
    assert pattern.proved and pattern.saltus == 0
    assert (pattern.preperiod, pattern.period) == PUBLISHED[code]
    assert "Guy and Smith" in pattern.reason


def test_long_octal_period_holds_beyond_the_proof():
    needs("numpy")  # tens of thousands of heaps: the sparse-space engine's job
    report = analyse("0.156")
    assert_pattern_holds(report, 3 * report.pattern.upto)


def test_lasker_pattern_is_proved_and_agrees_with_the_search():
    report = analyse(gl.LaskerNim())
    pattern = report.pattern
    assert (pattern.preperiod, pattern.period, pattern.saltus) == (1, 4, 4)
    assert pattern.proved and "Theorem 6.2" in pattern.reason
    assert_pattern_holds(report, 2000)
    assert pattern.value(report.values, 10**30 + 3) == gl.LaskerNim().heap_value(
        10**30 + 3
    )
    rule = RuleGame(lasker_rule)  # the generic Multi-SG rule, no formula
    for n in range(40):
        assert pattern.value(report.values, n) == rule.heap_value(n)
    for n in range(12):
        assert report.values[n] == gl.sg(gl.LaskerNim(), (n,), closed_form=False)


def test_a_rule_gets_an_observed_pattern_never_a_proved_one():
    report = analyse(lasker_rule, observe=200)
    pattern = report.pattern
    assert (pattern.preperiod, pattern.period, pattern.saltus) == (1, 4, 4)
    assert not pattern.proved and pattern.upto == 200
    assert "Observed on heaps 0 to 199 only, not proved" in str(report)
    three = analyse(three_split, observe=120)
    pattern = three.pattern
    assert (pattern.preperiod, pattern.period, pattern.saltus) == (1, 8, 8)
    assert not pattern.proved
    for n in range(14):  # the observed pattern agrees with the search here
        value = pattern.value(three.values, n)
        assert value == gl.sg(RuleGame(three_split), n, closed_form=False)


def test_nim_as_a_rule_is_period_one_saltus_one():
    pattern = analyse(lambda n: range(n), observe=100).pattern
    assert (pattern.preperiod, pattern.period, pattern.saltus) == (0, 1, 1)


def test_no_pattern_is_reported_as_none_found():
    report = analyse(gl.GrundyGame(), observe=300)
    assert report.pattern is None
    assert "No period or arithmetic period shows among heaps 0 to 299" in str(report)
    treblecross = analyse("0.007", observe=200, limit=2**10)
    assert treblecross.pattern is None
    assert "is proved by the first 1,024 heaps" in str(treblecross)


def test_report_lists_values_and_p_positions():
    report = analyse({1, 3, 4}, shown=15)
    assert report.p_positions == [0, 2, 7, 9, 14]
    text = str(report)
    assert "g(0..14): 0 1 0 1 2 3 2 0 1 0 1 2 3 2 0" in text
    assert "P-positions below 15: 0, 2, 7, 9, 14" in text
    html = report._repr_html_()
    assert html.count("<svg") == 1 and "from 0" in html


# --- detection of (arithmetic) periodicity -----------------------------------


def test_detection_of_known_sequences():
    assert _triple(arithmetic_periodicity(list(range(30)))) == (0, 1, 1)
    assert _triple(arithmetic_periodicity([n % 3 for n in range(30)])) == (0, 3, 0)
    assert _triple(
        arithmetic_periodicity([gl.LaskerNim().heap_value(n) for n in range(50)])
    ) == (
        1,
        4,
        4,
    )
    assert _triple(arithmetic_periodicity([7, 7, 7, *([1, 2] * 10)])) == (3, 2, 0)
    assert arithmetic_periodicity([]) is None
    assert arithmetic_periodicity([0, 1, 0, 2, 0, 3, 0, 4]) is None


def test_detection_needs_the_pattern_on_the_second_half():
    # periodic only over the last quarter: too little evidence
    values = list(range(30)) + [5, 6] * 5
    assert arithmetic_periodicity(values) is None


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.integers(0, 9), min_size=0, max_size=12),
    st.lists(st.integers(0, 9), min_size=1, max_size=8),
    st.integers(0, 5),
)
def test_detection_finds_a_planted_pattern(prefix, cycle, saltus):
    period = len(cycle)
    values = prefix + [cycle[i % period] + saltus * (i // period) for i in range(120)]
    found = arithmetic_periodicity(values)
    assert found is not None
    start, p, s = _triple(found)
    assert not found.proved and found.upto == len(values)
    assert p <= period and start <= len(prefix)
    assert all(values[n + p] == values[n] + s for n in range(start, len(values) - p))


# --- bad input: clear errors, never a hang ------------------------------------


@pytest.mark.parametrize(
    ("spec", "error", "words"),
    [
        (5, TypeError, "the lab needs a subtraction set"),
        (0.77, TypeError, "the lab needs a subtraction set"),
        (None, TypeError, "the lab needs"),
        (set(), ValueError, "at least one positive integer"),
        ({0, 1}, ValueError, "positive integers, got 0"),
        ([2, True], TypeError, "positive integers, got True"),
        ("0.9", ValueError, "octal digits are 0 to 7"),
        ("77", ValueError, "octal code"),
        (gl.Wythoff(), ValueError, "the rule raised TypeError"),
    ],
    ids=repr,
)
def test_bad_specs_are_refused_clearly(spec, error, words):
    with pytest.raises(error, match=words.replace("(", r"\(").replace(")", r"\)")):
        analyse(spec)


@pytest.mark.parametrize(
    ("rule", "error", "words", "searched"),
    [
        (lambda n: [n], gl.LoopyGameError, "cycle through position 0", "position 7"),
        (lambda n: [n - 1] if n else [0], gl.LoopyGameError, "position 0", None),
        (lambda n: [n + 1] if n else [], ValueError, "grow without bound", ""),
        (lambda n: [n + 1, n - 1] if n else [], ValueError, "round a cycle", ""),
        (lambda n: [(n - 1, n + 1)] if n else [], ValueError, "smaller than 1", "7"),
        (lambda n: [n - 3], ValueError, "integer, got -3", "integer, got -2"),
        (lambda n: ["a"] if n else [], TypeError, "a move is the heap it leaves", ""),
        (lambda n: [True] if n else [], TypeError, "a move is the heap it leaves", ""),
        (lambda n: [(1.5,)] if n else [], TypeError, "non-negative integer", ""),
        (lambda n: 1 / 0, ValueError, "the rule raised ZeroDivisionError", ""),
        (lambda n: 5, ValueError, "the rule raised TypeError", ""),
        (lambda: [], ValueError, "the rule raised TypeError", ""),
    ],
)
def test_bad_rules_get_clear_errors(rule, error, words, searched):
    with pytest.raises(error, match=words):
        analyse(rule, observe=20)
    if searched is None:  # the search from heap 7 never asks for heap 0's moves
        assert gl.sg(RuleGame(rule), 7, closed_form=False) == 1
        return
    with pytest.raises(error, match=searched or words):
        gl.sg(RuleGame(rule), 7, closed_form=False)


def test_a_rule_with_endless_moves_is_stopped():
    game = RuleGame(lambda n: itertools.count(0))
    game.max_moves = 1000
    with pytest.raises(ValueError, match="more than 1,000 moves"):
        gl.sg(game, 3)


def test_not_a_callable_rule_and_bad_positions():
    with pytest.raises(TypeError, match="a move rule is a function"):
        RuleGame([1, 2])
    game = RuleGame(subtract_1_3_4)
    with pytest.raises(TypeError, match="tuple of heap sizes"):
        gl.sg(game, True)
    with pytest.raises(ValueError, match="non-negative integer, got -1"):
        gl.sg(game, -1)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1, 3, 4", gl.SubtractionGame({1, 3, 4})),
        ("{2 5 6}", gl.SubtractionGame({2, 5, 6})),
        ("0.156", gl.OctalGame("0.156")),
        ("Lasker", gl.LaskerNim()),
        ("grundy", gl.GrundyGame()),
        ("all but 2, 5", gl.AllButSubtraction({2, 5})),
        ("All but {3}", gl.AllButSubtraction({3})),
        ("all but", gl.AllButSubtraction(())),
    ],
)
def test_parse_game(text, expected):
    assert repr(parse_game(text)) == repr(expected)


@pytest.mark.parametrize("text", ["", "1, x", "-1, 2", "nim", "all but x", "but 2"])
def test_parse_game_refuses_other_text(text):
    with pytest.raises(ValueError, match="type an octal code"):
        parse_game(text)


def test_parse_game_refuses_zero_and_bad_codes():
    with pytest.raises(ValueError, match="positive integers, got 0"):
        parse_game("0, 1")
    with pytest.raises(ValueError, match="octal digits"):
        parse_game("0.8")
    with pytest.raises(ValueError, match="positive integers up to 10,000, got 0"):
        parse_game("all but 0, 2")


def test_the_lab_proves_an_arithmetic_period_and_a_rule_only_observes_it():
    excluded = {2, 3, 6, 8}
    proved = analyse(gl.AllButSubtraction(excluded), shown=20).pattern
    observed = analyse(
        lambda n: [n - k for k in range(1, n + 1) if k not in excluded],
        shown=20,
        observe=300,
    ).pattern
    assert proved.proved and "Theorem 10.3" in str(proved)
    assert not observed.proved and "Observed" in str(observed)
    assert (proved.preperiod, proved.period, proved.saltus) == (42, 9, 3)
    assert (observed.preperiod, observed.period, observed.saltus) == (42, 9, 3)
    # the proved pattern against the plain mex far beyond the heaps it used
    values = []
    for n in range(3000):
        seen = {values[n - k] for k in range(1, n + 1) if k not in excluded}
        values.append(min(set(range(len(seen) + 1)) - seen))
    assert [proved.value(values, n) for n in range(3000)] == values


# --- check() on a rule game ----------------------------------------------------


def test_check_refutes_a_wrong_guess_on_a_rule_game():
    game = RuleGame(three_split)
    wrong = gl.check(lambda n: n, game, kind="sg", bound=40)
    assert not wrong and wrong.counterexamples[0].position == 7
    right = gl.check(
        lambda n: n + 1 if n % 8 == 7 else n - 1 if n and n % 8 == 0 else n,
        game,
        kind="sg",
        bound=60,
    )
    assert right and right.checked >= 60  # heaps below 60, then the shapes


# --- the explorer --------------------------------------------------------------


def test_lab_explorer_follows_its_controls():
    explorer = LabExplorer(game="1, 3, 4", shown=14)
    assert explorer.values == [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]
    assert "Proved by Theorem 3.4" in explorer.status.value
    explorer.start.value = 7
    assert explorer.values[:3] == [0, 1, 0]
    explorer.game_text.value = "0.156"
    assert explorer.report.pattern.period == 349
    explorer.start.value, explorer.shown.value = 1000, 100
    assert explorer.values == explorer.report.values[1000:1100]
    assert explorer.picture.value.count("<svg") == 2
    explorer.game_text.value = "lasker"
    assert "saltus 4" in explorer.status.value
    explorer.game_text.value = "all but 2"
    assert "Proved by Theorem 10.3" in explorer.status.value
    explorer.game_text.value = "1, x"
    assert explorer.error.startswith("type an octal code") and explorer.values == []
    explorer.game_text.value = "0.77"
    explorer.graph_heap.value = 12
    assert "more than 60 positions" in explorer.picture.value


def test_games_of_gamelib_are_taken_as_they_are_or_as_rules():
    bash = gl.Bash(3)
    assert lab_game(bash) is bash
    assert analyse(bash).pattern.period == 4
    wrapped = lab_game(gl.game_from(subtract_1_3_4, name="subtract 1, 3 or 4"))
    assert isinstance(wrapped, RuleGame) and wrapped.name == "subtract 1, 3 or 4"
    assert (
        gl.sg_sequence(wrapped, 50).tolist()
        == gl.sg_sequence(lab_game({1, 3, 4}), 50).tolist()
    )
    assert not analyse(wrapped).pattern.proved


@pytest.mark.parametrize("values", [[0, 1.5, 0, 1.5], ["1", "2", "1", "2"], "1212"])
def test_arithmetic_periodicity_refuses_what_is_not_integers(values):
    with pytest.raises(TypeError, match="must be"):
        arithmetic_periodicity(values)


def test_lab_explorer_reaches_the_end_of_the_preperiod_of_0156():
    """Chapter 12 opens the explorer at heap 3440: it shows 3440 on, not 1000."""
    explorer = LabExplorer(game="0.156", shown=60, start=3440)
    assert explorer.start.value == 3440
    assert explorer.values == explorer.report.values[3440:3500]
    assert explorer.report.pattern.preperiod in range(3440, 3500)


def test_lab_explorer_refuses_a_first_heap_beyond_its_slider():
    with pytest.raises(ValueError, match="start must be a heap from 0 to"):
        LabExplorer(start=10**6)
