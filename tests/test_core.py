"""The generic engine: mex, nim_sum, sg/outcome/winning_moves, loops, bad input."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

import gamelib as gl
from gamelib.engine.core import search
from tests.conftest import oeis


def chain(n):
    return [n - 1] if n > 0 else []


def test_mex_examples():
    assert gl.mex([]) == 0
    assert gl.mex([1, 2, 3]) == 0
    assert gl.mex([0, 0, 2, 1, 4]) == 3
    assert gl.mex(iter(range(10))) == 10


@given(st.sets(st.integers(0, 30)))
def test_mex_is_the_least_missing_value(values):
    m = gl.mex(values)
    assert m not in values
    assert all(v in values for v in range(m))


@pytest.mark.parametrize("bad", [[-1], [1.5], [True], ["2"]])
def test_mex_rejects_non_naturals(bad):
    with pytest.raises((TypeError, ValueError), match="mex"):
        gl.mex(bad)


def test_nim_sum_forms():
    assert gl.nim_sum(3, 4, 5) == 2
    assert gl.nim_sum([3, 4, 5]) == 2
    assert gl.nim_sum(x for x in (1, 2, 3)) == 0
    assert gl.nim_sum() == 0
    assert gl.nim_sum(7) == 7


def test_nim_sum_matches_oeis_a003987():
    terms = oeis("A003987")
    # read by antidiagonals: T(n, k) = n XOR k, n + k = d, k = 0..d
    index = 0
    for d in range(40):
        for k in range(d + 1):
            if index == len(terms):
                return
            assert gl.nim_sum(d - k, k) == terms[index]
            index += 1


@pytest.mark.parametrize("bad", [-1, 2.0, True, "3"])
def test_nim_sum_rejects_bad_values(bad):
    with pytest.raises((TypeError, ValueError), match="nim_sum"):
        gl.nim_sum(1, bad)


def test_game_from_and_outcome_rules():
    game = gl.game_from(chain, name="chain")
    assert [gl.outcome(game, n) for n in range(6)] == list("PNPNPN")
    assert gl.winning_moves(game, 5) == [4]
    assert gl.winning_moves(game, 4) == []


def test_deep_chain_needs_no_recursion():
    game = gl.game_from(chain)
    assert gl.sg(game, 10**6) == 0
    assert gl.sg(game, 10**6 - 1) == 1
    assert len(game.memo("sg")) == 10**6 + 1


def test_cache_lives_on_the_instance():
    a, b = gl.game_from(chain), gl.game_from(chain)
    gl.sg(a, 50)
    assert len(a.memo("sg")) == 51
    assert len(b.memo("sg")) == 0


def test_cycle_raises_loopy_error_naming_a_position_on_it():
    game = gl.game_from(lambda n: [(n + 1) % 3, 5] if n < 3 else [])
    with pytest.raises(gl.LoopyGameError, match="cycle") as info:
        gl.sg(game, 0)
    assert info.value.position in {0, 1, 2}
    assert isinstance(info.value, ValueError)


def test_self_loop_is_a_cycle():
    with pytest.raises(gl.LoopyGameError, match="position 'x'"):
        gl.sg(gl.game_from(lambda p: [p]), "x")


def test_cycle_far_down_a_deep_chain():
    game = gl.game_from(lambda n: [n - 1] if n > 0 else [1])
    with pytest.raises(gl.LoopyGameError):
        gl.sg(game, 10**5)


def test_game_graph_of_loopy_game_raises():
    with pytest.raises(gl.LoopyGameError):
        gl.game_graph(gl.game_from(lambda n: [1 - n]), 0)


def test_game_from_needs_a_function():
    with pytest.raises(TypeError, match="options_fn must be a function"):
        gl.game_from(5)


def test_unhashable_position_is_refused():
    with pytest.raises(TypeError, match="hashable"):
        gl.sg(gl.game_from(lambda p: []), [1, 2])


def test_sg_needs_a_game():
    with pytest.raises(TypeError, match="expected a game"):
        gl.sg(lambda n: [], 3)


def test_search_agrees_with_mex_definition_on_a_random_dag():
    # a DAG given by a table: options of i are a subset of 0..i-1
    import random

    rng = random.Random(7)
    table = {i: rng.sample(range(i), rng.randint(0, min(i, 4))) for i in range(200)}
    game = gl.game_from(table.__getitem__)
    expected = {}
    for i in range(200):
        expected[i] = gl.mex(expected[j] for j in table[i])
    assert all(search(game, i) == expected[i] for i in range(200))


def test_infinite_game_stops_with_a_clear_error():
    game = gl.game_from(lambda n: [n - 1], name="descend forever")
    game.search_limit = 10_000
    with pytest.raises(gl.SearchLimitError, match="is the game finite"):
        gl.sg(game, 0)


def test_default_search_limit_allows_a_million_positions():
    assert gl.Game.search_limit >= 2 * 10**6


def test_the_budget_counts_moves_so_a_quadratic_game_stops_early():
    everything_below = gl.game_from(lambda n: range(n))  # n options at heap n
    everything_below.search_limit = 200_000
    with pytest.raises(gl.SearchLimitError, match="examining 200,000 moves") as error:
        gl.sg(everything_below, 10**5)  # 5 * 10**9 moves in all
    assert "game.search_limit = 2,000,000" in str(error.value)
    assert gl.sg(everything_below, 500) == 500  # 125,000 moves: within budget


def test_an_endless_options_iterator_is_stopped_by_the_budget():
    def options(n):
        return itertools.repeat(0) if n else []  # 0, 0, 0, ... forever

    endless = gl.game_from(options)
    endless.search_limit = 10_000
    with pytest.raises(gl.SearchLimitError, match="10,000 moves"):
        gl.sg(endless, 1)
    assert gl.sg(endless, 0) == 0  # the cache holds only finished values


def test_a_failed_search_leaves_no_marks_in_the_cache():
    loop = gl.game_from(lambda n: [(n + 1) % 3])
    with pytest.raises(gl.LoopyGameError):
        gl.sg(loop, 0)
    assert loop.memo("sg") == {}


@pytest.mark.parametrize(
    ("options", "words"),
    [
        (lambda n: None, "the options of 3 must be an iterable of positions"),
        (lambda n: 5, r"returned 5 \(int\)"),
        (lambda n: [[n - 1]] if n else [], r"\[2\], which is not hashable"),
        (lambda n: [n - 1] if n > 1 else None if n else [], "the options of 1 must"),
    ],
)
def test_unusable_options_are_named_with_their_position(options, words):
    with pytest.raises(TypeError, match=words):
        gl.sg(gl.game_from(options), 3)


@pytest.mark.parametrize("flag", ["no", 0, 1, None])
def test_flags_must_be_booleans(flag):
    for call in (gl.sg, gl.outcome, gl.winning_moves, gl.step):
        with pytest.raises(TypeError, match="closed_form must be True or False"):
            call(gl.Bash(3), 5, closed_form=flag)
    with pytest.raises(TypeError, match="misere must be True or False"):
        gl.outcome(gl.Bash(3), 5, misere=flag)


def _many_then_one(n):
    """n - 1 a thousand times over, lazily, and n - 2 last of all."""
    if n >= 1:
        yield from itertools.repeat(n - 1, 1000)
    if n >= 2:
        yield n - 2


def test_an_options_iterator_is_counted_whole_or_refused_never_cut_short():
    """The search lists an iterator of options when it meets the position, as
    far as its budgets allow: past them it refuses, and never searches the
    options it listed as if they were all (here the last, different option
    decides the value)."""

    def brute(k):  # options k - 1 and k - 2, by the definition
        return gl.mex([brute(j) for j in (k - 1, k - 2) if j >= 0])

    game = gl.game_from(_many_then_one)
    assert [gl.sg(game, k) for k in range(6)] == [brute(k) for k in range(6)]
    for budget in ("search_limit", "search_memory"):
        tight = gl.game_from(_many_then_one)
        setattr(tight, budget, 20_000 if budget == "search_memory" else 500)
        with pytest.raises(gl.SearchLimitError):
            gl.sg(tight, 2)  # cut short, its options would miss 0: value 0, not 2
        assert tight.memo("sg") == {}, budget  # no mark of the refused search


def test_a_search_refused_where_it_meets_a_position_leaves_no_mark():
    """The budget is charged where a position's options are listed: a search
    refused there must not leave that position marked as on the line of play
    (a later search would call the game loopy)."""
    game = gl.game_from(lambda n: range(n))  # the root's 100 options fit
    for name, budget in (("search_limit", 3_000), ("search_memory", 5_000)):
        setattr(game, name, budget)
        with pytest.raises(gl.SearchLimitError, match=name):
            gl.sg(game, 100)  # 4,950 moves below the root
        game.search_limit, game.search_memory = 10**6, 10**8
        assert gl.sg(game, 300) == 300  # the mex of 0..299, by definition
        game.memo("sg").clear()
