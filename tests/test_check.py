"""The guess checker: it must refute every wrong guess it can reach, and say why."""

import pytest

import gamelib as gl


def bash_rule(n, m):
    return n % (m + 1) != 0


def test_a_correct_rule_is_accepted_on_every_position():
    result = gl.check(bash_rule, gl.Bash, params=range(1, 8))
    assert result.ok and bool(result)
    # small heaps, random large ones, and the heaps of every size class
    assert result.checked > 7 * (2000 + 200)
    assert f"Correct on {result.checked:,} positions" in str(result)


@pytest.mark.parametrize(
    ("guess", "first_bad"),
    [
        (lambda n, m: n % m != 0, 0),  # wrong modulus: refuted at once
        (lambda n, m: n % (m + 1) != 0 or n == 1500, 1500),  # only beyond 1000
        (lambda n, m: n % (m + 1) != 0 and n != 1999, 1999),  # the last small heap
        (lambda n, m: n % (m + 1) != 0 if n < 1800 else n % 2 == 1, 1800),
    ],
)
def test_wrong_guesses_are_refuted_at_their_smallest_counterexample(guess, first_bad):
    result = gl.check(guess, gl.Bash, params=range(1, 5))
    assert not result.ok
    bad = result.counterexamples[0]
    assert bad.position == min(
        n
        for n in range(first_bad, 2000)
        for m in range(1, 5)
        if guess(n, m) != bash_rule(n, m)
    )
    assert bad.guess != bad.truth


def test_a_guess_wrong_only_on_large_heaps_is_caught_by_random_positions():
    result = gl.check(lambda n: n % 4 != 0 or n > 10**9, gl.Bash(3))
    assert not result.ok
    assert result.counterexamples[0].position > 10**9


def test_reason_names_the_refuting_move():
    result = gl.check(lambda n: n % 3 != 0, gl.Bash(3))
    first = result.counterexamples[0]
    assert first.position == 3 and first.guess is False and first.truth is True
    assert "moving to 0 leaves a P-position" in first.reason
    second = result.counterexamples[1]
    assert second.position == 4
    assert "every move from 4 leads to an N-position" in second.reason
    assert result.graph_svg.startswith("<svg")
    assert "<svg" in result._repr_html_()


def test_nim_odd_number_of_heaps_is_refuted():
    result = gl.check(lambda heaps: len(heaps) % 2 == 1, gl.Nim())
    assert [c.position for c in result.counterexamples] == [(0,), (0, 0, 0), (0, 1)]


def test_tuple_positions_can_be_unpacked():
    pairs = gl.game_from(
        lambda p: [(p[0] - 1, p[1])] * (p[0] > 0) + [(p[0], p[1] - 1)] * (p[1] > 0)
    )
    positions = [(a, b) for a in range(6) for b in range(6)]
    assert gl.check(lambda a, b: (a + b) % 2 == 1, pairs, positions=positions).ok
    assert gl.check(lambda p: (p[0] + p[1]) % 2 == 1, pairs, positions=positions).ok


@pytest.mark.parametrize(
    ("kind", "good", "bad"),
    [
        (
            "outcome",
            lambda n: "P" if n % 4 == 0 else "N",
            lambda n: "P" if n % 5 == 0 else "N",
        ),
        ("sg", lambda n: n % 4, lambda n: n % 5),
        (
            "move",
            lambda n: n - n % 4 if n % 4 else None,
            lambda n: n - 1 if n else None,
        ),
    ],
)
def test_all_kinds(kind, good, bad):
    assert gl.check(good, gl.Bash(3), kind=kind).ok
    assert not gl.check(bad, gl.Bash(3), kind=kind).ok


def test_illegal_move_is_explained():
    result = gl.check(lambda n: n - 5 if n % 4 else None, gl.Bash(3), kind="move")
    assert "not reachable" in result.counterexamples[0].reason


@pytest.mark.parametrize(
    ("guess", "words"),
    [
        (lambda n: 1 / 0, "raised ZeroDivisionError"),
        (lambda n: "yes", "must return True or False"),
        (lambda n: None, "must return True or False"),
    ],
)
def test_failures_of_the_guess_are_reported_not_raised(guess, words):
    result = gl.check(guess, gl.Bash(3))
    assert not result.ok and words in result.problem
    assert "could not be checked" in str(result)


def test_a_hanging_guess_is_stopped():
    def forever(n):
        while True:
            pass

    result = gl.check(forever, gl.Bash(3), time_limit=0.1)
    assert "did not answer within 0.1 s" in result.problem


def test_sg_guess_must_be_a_natural_number():
    assert (
        "non-negative integer" in gl.check(lambda n: -1, gl.Bash(3), kind="sg").problem
    )
    assert (
        "non-negative integer"
        in gl.check(lambda n: True, gl.Bash(3), kind="sg").problem
    )


def test_misuse_gets_clear_errors():
    with pytest.raises(TypeError, match="guess as a function"):
        gl.check(3, gl.Bash(3))
    with pytest.raises(TypeError, match="takes 2 argument"):
        gl.check(lambda n, m: True, gl.Bash(3))
    with pytest.raises(TypeError, match="needs parameters"):
        gl.check(bash_rule, gl.Bash)
    with pytest.raises(ValueError, match="kind must be one of"):
        gl.check(bash_rule, gl.Bash, params=[1], kind="value")
    with pytest.raises(TypeError, match="pass positions"):
        gl.check(lambda p: True, gl.game_from(lambda p: []))


def test_a_variadic_guess_gets_one_argument_per_heap():
    def xor_rule(*heaps):
        total = 0
        for h in heaps:
            total ^= h
        return total != 0

    assert gl.check(xor_rule, gl.Nim()).ok
    refuted = gl.check(lambda *heaps: sum(heaps) % 2 == 1, gl.Nim())
    # Parity and nim-sum first disagree on the single heap 2 (heaps of sum 2
    # come first, single heaps before pairs).
    assert refuted.counterexamples[0].position == (2,)


def test_a_move_must_be_one_of_the_options_exactly():
    kayles = gl.OctalGame("0.77")

    # From one pin the only move knocks it down, to () as the game writes it.
    def knock_down(written):
        return gl.check(
            lambda r: written if r == (1,) else None,
            kayles,
            kind="move",
            positions=[(1,)],
        )

    assert knock_down(()).ok
    refuted = knock_down((0,))
    assert not refuted.ok
    assert "the same position is written ()" in refuted.counterexamples[0].reason
    wrong = gl.check(lambda r: None, kayles, kind="move", positions=[(1,)])
    assert "moving to ∅ wins" in wrong.counterexamples[0].reason


@pytest.mark.parametrize(
    ("game", "position", "mirrored"),
    [
        (gl.Wythoff(), (1, 3), (2, 1)),  # the legal move is to (1, 2)
        (gl.Wythoff(), (10**30, 10**30 + 7), None),  # large: swap the true move
        (gl.Nim(), (1, 2, 4), (3, 2, 1)),  # (1, 2, 3) is legal
        (gl.Nim(), (10**12, 5, 10**12 + 3), None),
    ],
)
def test_a_move_equal_only_up_to_symmetry_is_refused(game, position, mirrored):
    if mirrored is None:  # reverse the true winning move: same key, illegal
        mirrored = tuple(reversed(gl.winning_moves(game, position)[0]))
    assert game.key(mirrored) == game.key(gl.winning_moves(game, position)[0])
    result = gl.check(
        lambda *p: mirrored if p == position else None,
        game,
        kind="move",
        positions=[position],
    )
    assert not result.ok
    assert "a move must be one of the options exactly" in (
        result.counterexamples[0].reason
    )


def test_the_guess_sees_positions_as_the_reader_wrote_them(capsys):
    def guess(n):
        print(f"seen {n!r}")  # printed in the guess's process, shown here
        return n % 3 != 0

    result = gl.check(guess, gl.OctalGame("0.77"), positions=range(4))
    seen = capsys.readouterr().out
    assert seen == "seen 0\nseen 1\nseen 2\nseen 3\n"  # not (0,), (1,), ...
    # Kayles heaps 1 to 3 are all N-positions (OEIS A002186: 0, 1, 2, 3, ...).
    assert [c.position for c in result.counterexamples] == [3]


class _NimWithAWrongFormula(gl.Nim):
    """Nim whose 'closed form' claims that every position is a P-position."""

    def sg_closed_form(self, position):
        return 0

    def winning_moves_closed_form(self, position):
        return []


def test_closed_form_false_answers_small_positions_by_search_not_by_formula():
    game = _NimWithAWrongFormula()
    refuted = gl.check(lambda heaps: False, game, closed_form=False)
    assert not refuted.ok
    assert refuted.counterexamples[0].position == (1,)
    # By default the game's formula is trusted (and here it is wrong).
    assert gl.check(lambda heaps: False, game).ok


def test_a_guess_wrong_only_on_huge_nim_heaps_is_refuted_without_listing_options():
    def value(*heaps):
        total = 0
        for h in heaps:
            total ^= h
        return 1 if max(heaps) > 10**9 else total

    result = gl.check(value, gl.Nim(), kind="sg")
    assert not result.ok
    first = result.counterexamples[0]
    assert max(first.position) > 10**9 and "too many options" in first.reason


def test_huge_wythoff_positions_are_checked_by_the_integer_formulas():
    from gamelib.heapgames.wythoff import is_cold

    assert gl.check(lambda x, y: not is_cold((x, y)), gl.Wythoff()).ok
    result = gl.check(lambda x, y: not is_cold((x, y)) or x > 10**20, gl.Wythoff())
    first = result.counterexamples[0]
    assert first.position[0] > 10**20 and first.truth is False
    assert "P-position (by formula)" in first.reason


def test_a_game_too_big_to_search_offers_no_large_positions_instead_of_failing():
    moves = [604, 1321, 4287, 7947, 9402]
    game = gl.SubtractionGame(moves)
    game.search_limit = 20_000
    wins = []  # the plain outcome recursion, independent of gamelib
    for n in range(2000):
        wins.append(any(not wins[n - m] for m in moves if m <= n))
    result = gl.check(lambda n: wins[n], game)
    assert result.ok and result.checked == 2000


def test_each_game_of_a_family_lists_and_validates_its_own_positions():
    def polygon(n):
        return gl.GreenHackenbush([(i, (i + 1) % n) for i in range(n)])

    def by_search(edges, n):
        return gl.sg(polygon(n), edges, closed_form=False)

    result = gl.check(
        by_search, polygon, params=range(3, 6), kind="sg", bound=100, random_count=0
    )
    counts = [len(list(polygon(n).sample_positions(100))) for n in range(3, 6)]
    assert result.ok and result.checked == sum(counts) > 3 * counts[0]
    wrong = gl.check(lambda edges, n: n % 2, polygon, params=range(3, 6), kind="sg")
    for bad in wrong.counterexamples:
        assert set(bad.position) <= set(range(bad.params[0]))


def test_a_check_that_looked_at_nothing_does_not_pass():
    with pytest.raises(ValueError, match="no positions to check"):
        gl.check(lambda n: True, gl.Bash(3), positions=[])


def test_rules_that_raise_stop_iteration_are_reported_not_passed():
    def options(n):
        raise StopIteration

    result = gl.check(lambda n: True, gl.game_from(options), positions=range(5))
    assert not result.ok
    assert "StopIteration" in result.problem or "rules failed" in result.problem


def _large_only_n(game):
    """Right on every small position, but 'N' on every other one."""
    small = {game.check(p) for p in game.sample_positions(2000)}

    def guess(position):
        position = game.check(position)
        return gl.outcome(game, position) == "N" if position in small else True

    return guess


@pytest.mark.parametrize(
    "game",
    [
        gl.Nim(),
        gl.Bash(3),
        gl.SubtractionGame({2, 5, 7}),
        gl.Wythoff(),
        gl.StaircaseNim(),
        gl.LaskerNim(),
        gl.TurningTurtles(),
        gl.MockTurtles(),
        gl.RulerGame(),
        gl.GreenHackenbush(gl.graphgames.hackenbush.random_rooted_graph(40, seed=1)),
        gl.Sum(gl.Bash(2), gl.Nim()),
        gl.Sum(gl.SubtractionGame({2, 5, 7}), gl.LaskerNim(), gl.StaircaseNim()),
    ],
    ids=repr,
)
def test_a_guess_wrong_only_on_large_p_positions_is_refuted(game):
    assert game.sample_large_positions(4, __import__("random").Random(0))
    result = gl.check(_large_only_n(game), game)
    assert not result.ok, f"{game!r}: {result}"
    assert result.counterexamples[0].truth is False


def test_the_issue_example_on_nim_is_refuted():
    guess = lambda h: gl.nim_sum(h) != 0 if max(h, default=0) < 8 else True  # noqa: E731
    assert not gl.check(guess, gl.Nim()).ok


def test_a_slow_guess_meets_the_total_time_budget():
    import time

    def slow(n):
        start = time.process_time()
        while time.process_time() - start < 0.02:  # CPU, not sleep
            pass
        return n % 4 != 0

    result = gl.check(slow, gl.Bash(3), total_time=0.3)
    assert not result.ok and "total_time = 0.3 s" in result.problem


def test_a_guess_cannot_swallow_its_time_limit():
    def stubborn(n):
        while True:
            try:
                while True:
                    pass
            except Exception:  # the reader's code catches everything it can
                pass

    result = gl.check(stubborn, gl.Bash(3), time_limit=0.05)
    assert "did not answer within 0.05 s" in result.problem


@pytest.mark.parametrize(
    ("arguments", "error", "words"),
    [
        ({"time_limit": True}, TypeError, "time_limit must be a number"),
        ({"time_limit": "1"}, TypeError, "time_limit must be a number"),
        ({"time_limit": -1}, ValueError, "positive and finite"),
        ({"total_time": float("inf")}, ValueError, "positive and finite"),
        ({"random_count": -1}, ValueError, "random_count"),
        ({"random_count": 2.5}, TypeError, "random_count"),
        ({"max_counterexamples": 0}, ValueError, "max_counterexamples"),
        ({"seed": "x"}, TypeError, "seed must be an integer"),
        ({"closed_form": "no"}, TypeError, "closed_form must be True or False"),
        ({"positions": 5}, TypeError, "positions must be a list"),
        ({"kind": ["wins"]}, ValueError, "kind must be one of"),
    ],
)
def test_checks_own_arguments_are_validated_up_front(arguments, error, words):
    with pytest.raises(error, match=words):
        gl.check(lambda n: n % 4 != 0, gl.Bash(3), **arguments)


def test_a_class_where_a_game_is_meant_gets_a_clear_error():
    with pytest.raises(TypeError, match=r"write Nim\(\)"):
        gl.check(lambda heaps: True, gl.Nim)
    with pytest.raises(TypeError, match="params must be a list"):
        gl.check(bash_rule, gl.Bash, params="123")
    with pytest.raises(TypeError, match="should make a game"):
        gl.check(bash_rule, lambda m: m, params=[1])


def test_a_nested_position_in_a_reason_keeps_its_parentheses():
    """((0, 0, 0), 0), heaps and a budget, is not printed as 0,0,0,0."""
    nim = gl.Nim()
    with_budget = gl.game_from(lambda p: [(h, p[1]) for h in nim.options(p[0])])
    result = gl.check(lambda heaps, b: False, with_budget, positions=[((0, 0, 2), 0)])
    assert "moving to (0,0,0),0 leaves a P-position" in str(result)
    assert "0,0,0,0" not in str(result)


# --- Positions of every shape (sample_shapes) -------------------------------
#
# Each guess below is right by an independent rule (written here, from the
# theorems of the chapters) except on one shape of position, and check must
# find that shape. The rules are compared with the search on small positions
# first, so a wrong rule here cannot make a test pass.


def _xor(values):
    total = 0
    for v in values:
        total ^= v
    return total


def _nim_wins(*heaps):
    return _xor(heaps) != 0


@pytest.mark.parametrize(
    "shape",
    [
        lambda h: len(h) >= 5,  # five heaps or more
        lambda h: len(h) == 4 and h[0] == h[1] >= 8 and h[2] == h[3] >= 8,
        lambda h: 0 in h and len(h) >= 3 and max(h) >= 8,  # zero beside large ones
        lambda h: max(h, default=0) >= 2**53,  # beyond a float's integers
    ],
    ids=["5+ heaps", "(a,a,b,b)", "zero beside large", "beyond 2**53"],
)
def test_a_nim_guess_wrong_on_one_shape_is_refuted(shape):
    def guess(*heaps):
        return True if shape(heaps) else _nim_wins(*heaps)

    assert gl.check(_nim_wins, gl.Nim()).ok
    result = gl.check(guess, gl.Nim())
    assert not result.ok, result
    bad = result.counterexamples[0]
    assert shape(bad.position) and bad.truth is False


def _staircase_value(*stairs):
    return _xor(stairs[0::2])  # the odd-numbered stairs, 1, 3, 5, ...


def test_a_staircase_guess_wrong_with_seven_stairs_is_refuted():
    game = gl.StaircaseNim()
    for p in game.sample_positions(300):  # the rule against the search
        assert _staircase_value(*p) == gl.sg(game, p, closed_form=False)
    assert gl.check(_staircase_value, game, kind="sg").ok
    result = gl.check(
        lambda *s: 1 if len(s) >= 7 else _staircase_value(*s), game, kind="sg"
    )
    assert not result.ok and len(result.counterexamples[0].position) >= 7


def _moore_wins(k):
    """Moore's theorem: P iff every binary column has a multiple of k+1 ones."""

    def wins(*heaps):
        width = max(heaps, default=0).bit_length()
        return any(sum(h >> b & 1 for h in heaps) % (k + 1) for b in range(width))

    return wins


@pytest.mark.parametrize(
    "shape",
    [lambda h: max(h, default=0) >= 10**6, lambda h: len(h) >= 5],
    ids=["a heap of a million", "5+ heaps"],
)
def test_a_moore_guess_wrong_on_one_shape_is_refuted(shape):
    game, right = gl.MooreNim(2), _moore_wins(2)
    for p in game.sample_positions(300):
        assert right(*p) == (gl.outcome(game, p, closed_form=False) == "N")
    assert gl.check(right, game).ok
    result = gl.check(lambda *h: True if shape(h) else right(*h), game)
    assert not result.ok and shape(result.counterexamples[0].position)


def test_a_turning_turtles_guess_wrong_beyond_thirty_coins_is_refuted():
    game = gl.TurningTurtles()

    def value(row):  # heads at coin x (from 1) is a Nim heap of x
        return _xor(i + 1 for i, c in enumerate(row) if c == "H")

    for row in game.sample_positions(300):
        assert value(row) == gl.sg(game, row, closed_form=False)
    assert gl.check(value, game, kind="sg").ok
    result = gl.check(lambda r: 0 if len(r) > 30 else value(r), game, kind="sg")
    assert not result.ok and len(result.counterexamples[0].position) > 30


def _kayles_values(count):
    """Kayles by its definition: knock down 1 or 2 adjacent pins of a row."""
    g = []
    for n in range(count):
        seen = {g[a] ^ g[n - k - a] for k in (1, 2) if k <= n for a in range(n - k + 1)}
        g.append(next(v for v in range(len(seen) + 1) if v not in seen))
    return g


_KAYLES = _kayles_values(84)


def _kayles(n):
    """Kayles is periodic with period 12 from heap 71 on (Guy and Smith)."""
    return _KAYLES[n] if n < 84 else _KAYLES[72 + (n - 72) % 12]


def test_a_kayles_guess_off_by_one_above_5000_is_refuted():
    kayles = gl.OctalGame("0.77")

    def value(*heaps):
        return _xor(map(_kayles, heaps))

    assert gl.check(value, kayles, kind="sg").ok
    result = gl.check(
        lambda *h: _xor(_kayles(n) + (n > 5000) for n in h), kayles, kind="sg"
    )
    assert not result.ok and max(result.counterexamples[0].position) > 5000


def test_an_octal_guess_wrong_on_multi_heap_p_positions_with_a_large_heap_is_refuted():
    kayles = gl.OctalGame("0.77")

    def wins(*heaps):
        return _xor(map(_kayles, heaps)) != 0

    result = gl.check(
        lambda *h: True if len(h) > 1 and max(h) >= 2000 else wins(*h), kayles
    )
    assert not result.ok
    bad = result.counterexamples[0]
    assert len(bad.position) > 1 and max(bad.position) >= 2000 and not bad.truth


# --- Answers of the exact kind only ------------------------------------------


class _AlwaysEqual:
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    def __hash__(self):
        return 0


class _IntLike(int):
    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


class _StrLike(str):
    def __eq__(self, other):
        return True

    __hash__ = str.__hash__


@pytest.mark.parametrize(
    ("kind", "answer"),
    [
        ("wins", _AlwaysEqual()),
        ("wins", 1),
        ("outcome", _AlwaysEqual()),
        ("outcome", _StrLike("P")),
        ("sg", _AlwaysEqual()),
        ("sg", _IntLike(0)),
        ("sg", 0.0),
        ("sg", True),
        ("move", _AlwaysEqual()),
        ("move", (_IntLike(0),)),
    ],
    ids=repr,
)
def test_answers_of_another_kind_are_refused_whatever_their_eq_says(kind, answer):
    result = gl.check(lambda heaps: answer, gl.Nim(), kind=kind)
    assert not result.ok and "must return" in result.problem, result


def test_numpy_answers_are_converted_or_refused():
    np = pytest.importorskip("numpy")
    nim = gl.Nim()
    assert gl.check(lambda *h: np.bool_(_nim_wins(*h)), nim).ok
    assert gl.check(
        lambda *h: np.int64(_xor(h) % 2**62),
        nim,
        kind="sg",
        random_count=0,
        positions=nim.sample_positions(2000),
    ).ok
    moves = gl.check(
        lambda *h: (
            tuple(np.float64(x) for x in gl.winning_moves(nim, h)[0])
            if _nim_wins(*h)
            else None
        ),
        nim,
        kind="move",
    )
    assert not moves.ok and "float64" in moves.problem


# --- Truth before guess, and tampering ----------------------------------------


def _without_fork(monkeypatch):
    """Run check as in the browser: no os.fork, no signal.setitimer."""
    import os
    import signal

    monkeypatch.delattr(os, "fork", raising=False)
    monkeypatch.delattr(signal, "setitimer", raising=False)


@pytest.mark.parametrize("fork", [True, False], ids=["forked", "in-process"])
def test_a_guess_that_tampers_with_gamelib_is_still_refuted(fork, monkeypatch):
    if not fork:
        _without_fork(monkeypatch)
    import sys

    checker, core = (
        sys.modules["gamelib.tools.check"],
        sys.modules["gamelib.engine.core"],
    )
    game = gl.Bash(3)

    def liar(n):
        for m in range(3000):  # fill the memo with lies
            game.memo("sg")[m] = 1
        core.sg = checker.sg = lambda *a, **k: 1
        checker._wrong = lambda *a, **k: False
        return True  # wrong at every multiple of 4

    for module, name in ((core, "sg"), (checker, "sg"), (checker, "_wrong")):
        monkeypatch.setattr(module, name, getattr(module, name))
    result = gl.check(liar, game, closed_form=False)
    assert not result.ok and result.counterexamples[0].position == 0
    assert gl.sg(game, 4, closed_form=False) == 0  # the memo was restored


def test_without_fork_a_right_guess_passes_and_a_wrong_one_is_refuted(monkeypatch):
    _without_fork(monkeypatch)
    assert gl.check(bash_rule, gl.Bash, params=range(1, 4)).ok
    wrong = gl.check(lambda n: n % 3 != 0, gl.Bash(3))
    differ = [n for n in range(20) if (n % 3 != 0) != (n % 4 != 0)]
    assert [c.position for c in wrong.counterexamples] == differ[:3]

    def forever(n):
        while True:
            try:
                while True:
                    pass
            except Exception:  # the reader's code catches what it can
                pass

    def stubborn(n):
        while True:
            try:
                while True:
                    pass
            except BaseException:  # even this, as long as it calls anything
                len("the next call")

    assert "did not answer" in gl.check(stubborn, gl.Bash(3), time_limit=0.05).problem
    stopped = gl.check(forever, gl.Bash(3), time_limit=0.05)
    assert "did not answer within 0.05 s of CPU time" in stopped.problem


# --- The watchdog: CPU time, whatever the guess does --------------------------

_STOPPED = r"""
import signal, sys, time
import gamelib as gl

def in_c(n):
    return sum(range(10**13)) > 0  # one long call of C code

def resets_timers(n):
    signal.signal(signal.SIGALRM, signal.SIG_IGN)
    signal.setitimer(signal.ITIMER_REAL, 0)
    sys.settrace(None)
    while True:
        pass

for guess in (in_c, resets_timers):
    print(gl.check(guess, gl.Bash(3), time_limit=0.5, total_time=2).problem)
"""


def test_a_guess_in_c_code_or_resetting_timers_is_stopped():
    import os
    import resource
    import subprocess
    import sys

    def limit():  # the test's own judge: 60 s of CPU, 2 GiB
        resource.setrlimit(resource.RLIMIT_CPU, (60, 60))

    done = subprocess.run(
        [sys.executable, "-c", _STOPPED],
        capture_output=True,
        text=True,
        preexec_fn=limit,
        env={**os.environ, "PYTHONPATH": os.getcwd()},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 2
    assert all("did not answer within 0.5 s of CPU time" in line for line in lines)


def test_a_slow_right_guess_on_a_busy_machine_is_not_refuted():
    """10 ms of CPU a call against a 50 ms limit, while four busy processes
    (and whatever else runs) share the cores: waiting for a processor does
    not count, so the guess passes however long each call takes by the clock."""
    import subprocess
    import sys
    import time

    def slow_rule(n):
        start = time.process_time()
        while time.process_time() - start < 0.01:
            pass
        return n % 4 != 0

    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(4)
    ]
    try:
        result = gl.check(slow_rule, gl.Bash(3), positions=range(60), time_limit=0.05)
    finally:
        for p in busy:
            p.kill()
            p.wait()
    assert result.ok, result


# --- check's own arguments ----------------------------------------------------


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"positions": range(10**12)}, "positions has more than 100,000"),
        ({"positions": __import__("itertools").count()}, "positions has more than"),
        ({"params": range(1, 10**9)}, "params has more than 1,000"),
        ({"random_count": 10**5}, "random_count = 100,000 is more than the 10,000"),
        ({"bound": 10**9}, "bound = 1,000,000,000 is more than"),
    ],
    ids=["range(10**12)", "count()", "params", "random_count", "bound"],
)
def test_checks_own_arguments_are_refused_at_once_when_too_large(arguments, words):
    game, guess = gl.Bash(3), (lambda n: n % 4 != 0)
    if "params" in arguments:
        game, guess = gl.Bash, bash_rule
    with pytest.raises(ValueError, match=words):
        gl.check(guess, game, **arguments)


def test_a_nested_position_is_printed_with_its_parentheses():
    from gamelib.engine.graphs import format_position

    assert format_position(((0, 0, 0), 0)) == "(0,0,0),0"
    assert format_position(((1, 2), (3, 4))) == "(1,2),(3,4)"
    total = gl.Sum(gl.Nim(), gl.Bash(2))
    result = gl.check(lambda p: True, total, positions=[((0, 0, 0), 0)])
    assert "(0,0,0),0 is terminal" in result.counterexamples[0].reason


@pytest.mark.skipif(not __import__("sys").platform.startswith("linux"), reason="Linux")
def test_a_guess_that_takes_too_much_memory_is_stopped():
    result = gl.check(lambda n: len(bytearray(3 * 2**30)) > n, gl.Bash(3))
    assert not result.ok and "MemoryError" in result.problem


def test_in_the_browser_the_guess_runs_in_process(monkeypatch):
    """Pyodide reports sys.platform "emscripten" and has an os.fork that fails:
    check must not try it (the guess then runs here, under the trace hook)."""
    import sys

    monkeypatch.setattr(sys, "platform", "emscripten")
    seen = []

    def guess(n):
        seen.append(n)
        return n % 4 != 0

    assert gl.check(guess, gl.Bash(3), positions=range(5)).ok
    assert seen == [0, 1, 2, 3, 4]
