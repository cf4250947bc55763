"""Every fast path of every game in gamelib, against the one search.

A ruleset may override the hooks declared on :class:`gamelib.Game`
(``sg_closed_form``, ``outcome_closed_form``, ``winning_moves_closed_form``,
their misère twins, ``step_closed_form``, the sequence hooks
``sg_sequence_closed_form`` and ``periodicity_closed_form``, and the samplers).
This file keeps a registry with at least one instance of every ruleset class in
gamelib, and for each instance compares every hook its class overrides with
the generic search (:func:`gamelib.engine.core.search`) on its small positions. A new
ruleset class that is not in the registry fails, and so does a hook that the
registry's positions never exercise: a closed form cannot land without this
check.
"""

import inspect
import random
from itertools import combinations, islice, product

import networkx as nx
import pytest

import gamelib as gl
from gamelib.engine.core import MISERE, SG, search
from gamelib.engine.game import Game
from gamelib.engine.heaps import HeapRow
from gamelib.engine.sums import Compound
from gamelib.heapgames.boxes import StoneBox
from gamelib.heapgames.every_sg import STEP
from gamelib.heapgames.pairsplit import PairSplit
from tests.library import public_modules

ANSWER_HOOKS = (
    "sg_closed_form",
    "outcome_closed_form",
    "winning_moves_closed_form",
    "misere_outcome_closed_form",
    "misere_winning_moves_closed_form",
    "step_closed_form",
)
SAMPLER_HOOKS = (
    "sample_positions",
    "misere_sample_positions",
    "sample_large_positions",
)
#: How many small positions each instance is checked on (smallest first).
MOST_POSITIONS = 250


def _one_near(x):
    """Turn coin x alone, or with one of the two coins left of it."""
    return [(), *((y,) for y in range(max(0, x - 2), x))]


def _split_in_two(n):
    return [(k, n - k) for k in range(1, n // 2 + 1)]


def _take_or_split(n):
    return [n - k for k in (1, 2) if k <= n] + _split_in_two(n)


def _registry():
    """(game, small positions) pairs, at least one per ruleset class."""
    take_134 = gl.SubtractionGame({1, 3, 4})
    small_sum = gl.Sum(gl.SubtractionGame({2}), gl.Nim())
    euclid_pairs = [(a, b) for a in range(12) for b in range(12)]
    grid = nx.grid_2d_graph(2, 3)
    grid_coins = [  # up to three heads coins (x, y), 1 <= x <= 3, 0 <= y <= 2
        frozenset(c)
        for k in range(4)
        for c in combinations(product(range(1, 4), range(3)), k)
    ]
    grid.add_edge((0, 0), (1, 1))  # an odd cycle: the general matching case
    return [
        (gl.Nim(), None),
        (gl.Bash(3), None),
        (take_134, None),
        (gl.SubtractionGame({2, 5, 7}), None),
        (gl.AllButSubtraction({2, 3, 6, 8}), None),
        (gl.OctalGame("0.77"), None),
        (gl.OctalGame("0.137"), None),
        (gl.GrundyGame(), None),
        (gl.SplitGame(_split_in_two, name="split in two"), [(n,) for n in range(16)]),
        (gl.LaskerNim(), None),
        (gl.RuleGame(_take_or_split, name="take 1 or 2, or split"), range(16)),
        (gl.MooreNim(2), None),
        (gl.StaircaseNim(), None),
        (gl.CoinTurningGame(_one_near, first=0, name="one near"), None),
        (gl.TurningTurtles(), None),
        (gl.MockTurtles(), None),
        (gl.CoinTurningProduct(gl.RulerGame(), gl.MockTurtles()), grid_coins),
        (gl.RulerGame(), None),
        (gl.FibonacciNim(), None),
        (gl.Wythoff(), None),
        (gl.EuclidGame(), euclid_pairs),
        (gl.EverySG(take_134, take_134), list(product(range(9), repeat=2))),
        (
            gl.EverySG(gl.EuclidGame(), gl.EuclidGame()),
            list(product(euclid_pairs[::7], repeat=2)),
        ),
        (
            gl.heapgames.every_sg.ConjunctiveSum(take_134, take_134),
            list(product(range(9), repeat=2)),
        ),
        (
            gl.heapgames.every_sg.SelectiveSum(take_134, take_134),
            list(product(range(9), repeat=2)),
        ),
        (gl.Sum(gl.Bash(2), gl.Nim()), None),
        (gl.SJEndRule(small_sum), small_sum.sample_positions(MOST_POSITIONS)),
        (gl.MiserePlay(gl.Nim()), None),
        (gl.VertexGeography(grid, (0, 0)), None),
        (gl.GreenHackenbush([(0, 1), (1, 2), (2, 0), (1, 3), (3, 4)]), None),
        (StoneBox(), None),
        (PairSplit(), None),
        (
            gl.graphgames.grids.CuttingGame(),
            [(r,) for r in product(range(2, 9), repeat=2)]
            + list(product(product(range(2, 6), repeat=2), repeat=2)),
        ),
        (
            gl.graphgames.grids.BombGame(),
            [
                frozenset(c)
                for n in range(3)
                for c in combinations(product(range(1, 4), repeat=2), n)
            ],
        ),
    ]


REGISTRY = _registry()


def _label(entry):
    return repr(entry[0])[:60]


def _small_positions(game, given):
    found = given if given is not None else game.sample_positions(MOST_POSITIONS)
    assert found is not None, f"{game!r}: give the registry its positions"
    return list(islice(found, MOST_POSITIONS))


def _answer(game, hook, position):
    """What a fast path says, or None where it does not know.

    A fast path may also refuse with SearchLimitError where no formula is
    known and the search would be hopeless (a hot Wythoff position).
    """
    try:
        return getattr(game, hook)(position)
    except gl.SearchLimitError:
        return None


def _overrides(game, hook):
    return getattr(type(game), hook) is not getattr(Game, hook)


def _winners(game, position, rule):
    """The options whose searched value means the player to move there loses."""
    losing = 0 if rule is SG else False
    return [
        option
        for option in dict.fromkeys(game.options(position))
        if search(game, game.check(option), rule) == losing
    ]


def _truth(game, hook, position):
    if hook == "sg_closed_form":
        return search(game, position, SG)
    if hook == "outcome_closed_form":
        return "N" if search(game, position, SG) else "P"
    if hook == "winning_moves_closed_form":
        return _winners(game, position, SG)
    if hook == "misere_outcome_closed_form":
        return "N" if search(game, position, MISERE) else "P"
    if hook == "misere_winning_moves_closed_form":
        return _winners(game, position, MISERE)
    return search(game, position, STEP)[1]


def _gamelib_game_classes():
    classes = set()
    for module in public_modules(widgets=False):
        for name, cls in inspect.getmembers(module, inspect.isclass):
            if (
                issubclass(cls, Game)
                and cls.__module__ == module.__name__
                and not name.startswith("_")
                and cls is not Game
            ):
                classes.add(cls)
    assert {gl.Nim, gl.Wythoff, gl.GreenHackenbush} <= classes  # the walk finds them
    return classes


def test_every_ruleset_class_of_gamelib_is_in_the_registry():
    registered = {type(game) for game, _ in REGISTRY} | {HeapRow, Compound}  # bases
    missing = sorted(c.__qualname__ for c in _gamelib_game_classes() - registered)
    assert missing == [], f"add an instance of each to REGISTRY: {missing}"


@pytest.mark.parametrize(("game", "given"), REGISTRY, ids=map(_label, REGISTRY))
def test_every_answer_hook_agrees_with_the_search(game, given):
    positions = [game.check(p) for p in _small_positions(game, given)]
    assert positions, f"{game!r} has no small positions to check"
    for hook in ANSWER_HOOKS:
        if not _overrides(game, hook):
            continue
        answered = 0
        for position in positions:
            claimed = _answer(game, hook, position)
            if claimed is None:
                continue
            answered += 1
            truth = _truth(game, hook, position)
            if hook.endswith("winning_moves_closed_form"):
                # The same positions literally, each once (the order may differ).
                assert len(set(claimed)) == len(claimed), (hook, position)
                claimed, truth = set(claimed), set(truth)
            assert claimed == truth, (hook, position)
        assert answered, f"{hook} of {game!r} answered none of its small positions"


@pytest.mark.parametrize(("game", "given"), REGISTRY, ids=map(_label, REGISTRY))
def test_samplers_give_valid_positions_that_a_fast_path_answers(game, given):
    for hook in ("sample_positions", "misere_sample_positions"):
        if _overrides(game, hook):
            small = list(islice(getattr(game, hook)(40), 40))
            assert small, f"{hook} of {game!r} gave nothing"
            for position in small:
                game.check(position)
    if _overrides(game, "sample_large_positions"):
        large = game.sample_large_positions(5, random.Random(1))
        for position in large:
            position = game.check(position)
            assert any(
                _answer(game, hook, position) is not None
                for hook in ANSWER_HOOKS
                if _overrides(game, hook)
            ), f"no fast path answers the large position {position!r} of {game!r}"


#: Heaps whose values the search finds quickly in every heap game here.
SEARCHED_HEAPS = 24


@pytest.mark.parametrize(("game", "given"), REGISTRY, ids=map(_label, REGISTRY))
def test_sequence_hooks_agree_with_the_search(game, given):
    """``sg_sequence_closed_form`` against the search, heap by heap; the proved
    ``periodicity_closed_form`` against that sequence far beyond its period."""
    if _overrides(game, "sg_sequence_closed_form"):
        fast = game.sg_sequence_closed_form(SEARCHED_HEAPS)
        if fast is not None:
            truth = [search(game, game.check(n), SG) for n in range(SEARCHED_HEAPS)]
            assert fast.tolist() == truth
    if _overrides(game, "periodicity_closed_form"):
        found = game.periodicity_closed_form(None)
        assert found is not None and found.proved
        count = max(found.upto, found.preperiod + 3 * found.period, SEARCHED_HEAPS)
        values = gl.sg_sequence(game, count).tolist()
        assert [found.value(values, n) for n in range(count)] == values
        assert values[:SEARCHED_HEAPS] == [
            search(game, game.check(n), SG) for n in range(SEARCHED_HEAPS)
        ]


def test_every_ruleset_class_of_gamelib_declares_a_shape_sampler():
    """``sample_shapes`` (the positions of every shape :func:`gamelib.check`
    tries beyond the small ones) is declared by each class or a gamelib base."""
    missing = sorted(
        c.__qualname__
        for c in _gamelib_game_classes()
        if c.sample_shapes is Game.sample_shapes
    )
    assert missing == [], f"give each a sample_shapes(rng) hook: {missing}"


@pytest.mark.parametrize(("game", "given"), REGISTRY, ids=map(_label, REGISTRY))
def test_shapes_are_valid_positions_that_a_fast_path_answers(game, given):
    shapes = game.sample_shapes(random.Random(2))
    answered = 0
    for position in shapes:
        position = game.check(position)
        answered += any(
            _answer(game, hook, position) is not None
            for hook in ("sg_closed_form", "outcome_closed_form")
            if _overrides(game, hook)
        )
    if shapes and any(
        _overrides(game, h) for h in ("sg_closed_form", "outcome_closed_form")
    ):
        assert answered, f"no fast path answers a shape of {game!r}"


def _is_p(game, position):
    return gl.outcome(game, position) == "P"


#: The heap games the issue named, with the largest heap their formulas reach.
HEAP_SHAPES = [
    (gl.Nim(), 2**64),
    (gl.OctalGame("0.77"), 2**64),  # Kayles: proved period 12 from heap 71
    (gl.LaskerNim(), 2000),
    (gl.StaircaseNim(), 2**64),
    (gl.MooreNim(2), 2**64),
    (gl.GrundyGame(), 2000),
]


@pytest.mark.parametrize(("game", "reach"), HEAP_SHAPES, ids=repr)
def test_heap_shapes_cover_many_huge_repeated_and_planted_heaps(game, reach):
    shapes = [game.check(p) for p in game.sample_shapes(random.Random(3))]
    assert set(range(1, 9)) <= {len(p) for p in shapes}
    assert max(max(p) for p in shapes if p) >= reach
    assert any(len(p) >= 3 and 0 in p and max(p) >= 8 for p in shapes)
    assert any(len(p) == 4 and p[0] == p[1] >= 8 and p[2] == p[3] >= 8 for p in shapes)
    planted = [p for p in shapes if _is_p(game, p)]
    assert any(len(p) >= 5 for p in planted)
    assert any(len(p) >= 2 and max(p) >= min(reach, 10**6) for p in planted)
    if _overrides(game, "sg_closed_form") and not isinstance(game, gl.MooreNim):
        values = {gl.sg(game, p) for p in shapes if len(p) >= 5}
        assert {0, 1, 2, 3} <= values


@pytest.mark.parametrize("game", [gl.TurningTurtles(), gl.MockTurtles()], ids=repr)
def test_coin_shapes_cover_long_rows_of_every_outcome(game):
    shapes = game.sample_shapes(random.Random(4))
    long = [row for row in shapes if len(row) > 30]
    assert {gl.outcome(game, row) for row in long} == {"P", "N"}
    assert {gl.sg(game, row) for row in long} >= {0, 1, 2, 3}
