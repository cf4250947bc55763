"""Retrograde analysis of games with cycles, against a definition by fixed point."""

import random
from itertools import product

import pytest

import gamelib as gl
from gamelib.engine.loopy import (
    Infinite,
    loopy_outcome,
    loopy_outcomes,
    loopy_ranks,
    loopy_remoteness,
    loopy_sg,
    loopy_sg_rounds,
    loopy_sg_values,
    outcome_of_value,
    sum_value,
)
from gamelib.widgets.loopy import ROADS  # the road map of chapter 14


def random_digraph(rng, n):
    """A random game graph on 0..n-1, cycles allowed (self-loops too)."""
    return {
        v: sorted({rng.randrange(n) for _ in range(rng.randint(0, 3))})
        for v in range(n)
    }


def by_fixed_point(moves):
    """P/N by the definition, iterated until stable; the rest D.

    A position is N if some option is P, P if every option is N; the least
    labelling closed under these rules (start from nothing, apply until no
    change) is the one of winning in finitely many moves.
    """
    label = {}
    changed = True
    while changed:
        changed = False
        for v, options in moves.items():
            if v in label:
                continue
            if any(label.get(o) == "P" for o in options):
                label[v], changed = "N", True
            elif all(label.get(o) == "N" for o in options):
                label[v], changed = "P", True
    return {v: label.get(v, "D") for v in moves}


def test_retrograde_analysis_agrees_with_the_fixed_point_on_random_graphs():
    rng = random.Random(2026)
    for _ in range(400):
        moves = random_digraph(rng, rng.randint(1, 12))
        game = gl.game_from(moves.__getitem__)
        truth = by_fixed_point(moves)
        for start in moves:
            found = loopy_outcomes(game, start)
            assert all(found[v] == truth[v] for v in found), (moves, start)


def test_draws_let_each_player_avoid_losing():
    rng = random.Random(5)
    for _ in range(200):
        moves = random_digraph(rng, 10)
        labels = loopy_outcomes(gl.game_from(moves.__getitem__), 0)
        for v, label in labels.items():
            options = [labels[o] for o in moves[v]]
            if label == "D":  # no winning move, but a move that keeps the draw
                assert "P" not in options and "D" in options
            if label == "P":
                assert all(o == "N" for o in options)
            if label == "N":
                assert "P" in options


def test_without_cycles_it_is_the_ordinary_outcome():
    game = gl.SubtractionGame({1, 3, 4})
    labels = loopy_outcomes(game, 40)
    assert all(labels[n] == gl.outcome(game, n) for n in range(41))
    nim = gl.Nim()
    labels = loopy_outcomes(nim, (3, 2, 1))
    assert all(labels[p] == gl.outcome(nim, p) for p in labels)


def test_a_game_that_refuses_cycles_elsewhere_gets_its_draws_here():
    moves = {"a": ["b"], "b": ["a", "c"], "c": ["d"], "d": []}
    game = gl.game_from(moves.__getitem__)
    with pytest.raises(gl.LoopyGameError):
        gl.outcome(game, "a")
    assert [loopy_outcome(game, p) for p in "abcd"] == ["D", "D", "N", "P"]


def test_size_and_input_are_checked():
    endless = gl.game_from(lambda n: [n + 1])
    with pytest.raises(ValueError, match="max_nodes = 1,000"):
        loopy_outcomes(endless, 0, max_nodes=1000)
    with pytest.raises(TypeError, match="game"):
        loopy_outcomes("not a game", 0)
    with pytest.raises(ValueError, match="got 0"):
        loopy_outcomes(endless, 0, max_nodes=0)


# The generalised Sprague-Grundy function.


def test_without_cycles_the_generalised_value_is_the_sg_value():
    game = gl.SubtractionGame({2, 5, 6})
    values = loopy_sg_values(game, 60)
    assert len(values) > 50
    assert all(values[n] == gl.sg(game, n, closed_form=False) for n in values)
    rng = random.Random(3)
    for _ in range(200):
        n = rng.randint(1, 10)
        moves = {
            v: sorted({rng.randrange(v) for _ in range(rng.randint(0, 3))} if v else ())
            for v in range(n)
        }
        game = gl.game_from(moves.__getitem__)
        values = loopy_sg_values(game, n - 1)
        assert all(values[v] == gl.sg(game, v) for v in values)


def test_the_value_gives_the_outcome():
    rng = random.Random(11)
    for _ in range(400):
        moves = random_digraph(rng, rng.randint(1, 12))
        game = gl.game_from(moves.__getitem__)
        values = loopy_sg_values(game, 0)
        labels = loopy_outcomes(game, 0)
        assert all(outcome_of_value(values[v]) == labels[v] for v in values), moves


def test_finite_values_obey_the_defining_conditions():
    """m is not an option value, every j < m is, and every option above m
    (or infinite) can be answered by a move back to m."""
    rng = random.Random(12)
    for _ in range(300):
        moves = random_digraph(rng, rng.randint(1, 12))
        values = loopy_sg_values(gl.game_from(moves.__getitem__), 0)
        for v, m in values.items():
            below = [values[o] for o in moves[v]]
            if isinstance(m, Infinite):
                assert m.reach == {w for w in below if isinstance(w, int)}
                continue
            assert m not in below
            assert set(range(m)) <= set(below)
            for o in moves[v]:
                if isinstance(values[o], Infinite) or values[o] > m:
                    assert m in [values[w] for w in moves[o]]


def test_the_value_of_a_sum_is_smiths_sum_of_values():
    """Smith's theorem, against the labelling of the sum's own game graph."""
    rng = random.Random(13)
    for _ in range(150):
        left = random_digraph(rng, rng.randint(1, 6))
        right = random_digraph(rng, rng.randint(1, 6))
        g, h = gl.game_from(left.__getitem__), gl.game_from(right.__getitem__)
        total = gl.Sum(g, h)
        for a in left:
            for b in right:
                values = loopy_sg_values(total, (a, b))
                expected = sum_value(loopy_sg(g, a), loopy_sg(h, b))
                assert values[(a, b)] == expected, (left, right, a, b)


def test_outcome_and_game_graph_show_draws():
    moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    game = gl.game_from(moves.__getitem__)
    assert [gl.outcome(game, v, loopy=True) for v in moves] == ["D", "D", "N", "P"]
    graph = gl.game_graph(game, 0, loopy=True)
    assert dict(graph.nodes(data="outcome")) == {0: "D", 1: "D", 2: "N", 3: "P"}
    svg = gl.draw.game_graph_svg(graph)
    assert svg.count('class="D"') == 2
    with pytest.raises(gl.LoopyGameError):
        gl.game_graph(game, 0)


def test_bad_values_are_refused():
    with pytest.raises(TypeError, match="got -1"):
        sum_value(-1, 2)
    with pytest.raises(TypeError, match="got True"):
        outcome_of_value(True)


def by_lookahead(moves):
    """N: the player to move wins within k of their moves, for some k; P: the
    opponent does; D: neither. A brute force with no labelling order inside."""
    win, lose = set(), {v for v, out in moves.items() if not out}
    for _ in range(len(moves) + 1):
        win |= {v for v, out in moves.items() if any(o in lose for o in out)}
        lose |= {v for v, out in moves.items() if all(o in win for o in out)}
    return {v: "N" if v in win else "P" if v in lose else "D" for v in moves}


def test_retrograde_analysis_agrees_with_looking_ahead():
    rng = random.Random(77)
    for _ in range(500):
        moves = random_digraph(rng, rng.randint(1, 12))
        truth = by_lookahead(moves)
        found = loopy_outcomes(gl.game_from(moves.__getitem__), 0)
        assert all(found[v] == truth[v] for v in found), moves


# The labelling in rounds, against the first (cubic) implementation kept here
# as a reference, and against retrograde analysis.


def reference_sg_values(moves):
    """Fraenkel and Yesha's rounds, done plainly: every round recounts, for
    each unlabelled position, its unlabelled or infinite options (the first
    implementation of gamelib, cubic on a Nim heap)."""
    options = {k: list(dict.fromkeys(v)) for k, v in moves.items()}
    predecessors = {k: [] for k in options}
    for k, children in options.items():
        for child in children:
            predecessors[child].append(k)
    value, unlabelled, m = {}, set(options), 0
    while unlabelled:
        covered = set()
        waiting = {
            u: sum(1 for v in options[u] if value.get(v) is None) for u in unlabelled
        }
        ready = [u for u in unlabelled if waiting[u] == 0]
        while ready:
            u = ready.pop()
            if u not in unlabelled or u in covered:
                continue
            value[u] = m
            unlabelled.discard(u)
            for v in predecessors[u]:
                if v in covered or value.get(v) is not None:
                    continue
                covered.add(v)
                for w in predecessors[v]:
                    if w in unlabelled and w not in covered:
                        waiting[w] -= 1
                        if waiting[w] == 0:
                            ready.append(w)
        for u in [u for u in unlabelled if u not in covered]:
            value[u] = None
            unlabelled.discard(u)
        m += 1
    return {
        u: v
        if v is not None
        else Infinite(frozenset(value[w] for w in options[u] if value[w] is not None))
        for u, v in value.items()
    }


def rooted(rng, n, most):
    """A random game graph on 0..n-1 and a root n with a move to every vertex."""
    moves = {
        v: [rng.randrange(n) for _ in range(rng.randint(0, most))] for v in range(n)
    }
    moves[n] = list(range(n))
    return moves


def test_the_rounds_agree_with_the_reference_on_random_graphs():
    rng = random.Random(1986)
    for _ in range(1500):
        moves = rooted(rng, rng.randint(1, 14), rng.choice([1, 2, 3, 5]))
        game = gl.game_from(moves.__getitem__)
        found = loopy_sg_values(game, len(moves) - 1)
        assert found == reference_sg_values(moves), moves
    for _ in range(20):  # larger graphs, denser graphs
        moves = rooted(rng, rng.randint(50, 300), rng.choice([2, 4, 8, 20]))
        found = loopy_sg_values(gl.game_from(moves.__getitem__), len(moves) - 1)
        assert found == reference_sg_values(moves)


def test_the_value_gives_the_outcome_of_retrograde_analysis_on_random_graphs():
    rng = random.Random(14)
    for _ in range(1500):
        moves = rooted(rng, rng.randint(1, 16), rng.choice([1, 2, 3, 4]))
        truth = by_lookahead(moves)
        values = loopy_sg_values(gl.game_from(moves.__getitem__), len(moves) - 1)
        assert {v: outcome_of_value(values[v]) for v in moves} == truth, moves


def check_smith_conditions(moves, values, order):
    """(A) a finite value is the mex of the finite option values; (B) an
    option of larger or infinite value has an option of the same value labelled
    earlier; (C) an infinite position has an infinite option with no option of
    value mex(K). `order` numbers the finite positions as they were labelled."""
    for u, value in values.items():
        finite = {values[v] for v in moves[u] if isinstance(values[v], int)}
        mex = next(m for m in range(len(finite) + 1) if m not in finite)
        if isinstance(value, Infinite):
            assert value.reach == finite
            assert any(
                isinstance(values[v], Infinite)
                and all(values[w] != mex for w in moves[v])
                for v in moves[u]
            ), (moves, u)
            continue
        assert value == mex
        for v in moves[u]:
            if isinstance(values[v], Infinite) or values[v] > value:
                assert any(
                    values[w] == value and order[w] < order[u] for w in moves[v]
                ), (moves, u, v)


def test_the_rounds_satisfy_smiths_three_conditions():
    rng = random.Random(66)
    for _ in range(1000):
        moves = rooted(rng, rng.randint(1, 14), rng.choice([1, 2, 3, 4]))
        game = gl.game_from(moves.__getitem__)
        rounds = loopy_sg_rounds(game, len(moves) - 1)
        order = {u: i for i, u in enumerate(u for finite, _ in rounds for u in finite)}
        values = loopy_sg_values(game, len(moves) - 1)
        for m, (finite, infinite) in enumerate(rounds):
            assert all(values[u] == m for u in finite)
            assert all(isinstance(values[u], Infinite) for u in infinite)
        check_smith_conditions(moves, values, order)


def test_smiths_sum_theorem_on_many_random_graphs():
    """The value and the outcome of the sum, from the sum's own game graph
    (rounds, and retrograde analysis), against Smith's rule."""
    rng = random.Random(1966)
    for _ in range(120):
        left = rooted(rng, rng.randint(1, 6), rng.choice([1, 2, 3]))
        right = rooted(rng, rng.randint(1, 6), rng.choice([1, 2, 3]))
        g, h = gl.game_from(left.__getitem__), gl.game_from(right.__getitem__)
        total = gl.Sum(g, h)
        start = (len(left) - 1, len(right) - 1)
        values = loopy_sg_values(total, start)
        labels = loopy_outcomes(total, start)
        gv, hv = loopy_sg_values(g, start[0]), loopy_sg_values(h, start[1])
        for (a, b), value in values.items():
            expected = sum_value(gv[a], hv[b])
            assert value == expected, (left, right, a, b)
            assert labels[(a, b)] == outcome_of_value(expected)


def test_a_sum_of_three_with_a_nim_heap():
    rng = random.Random(3)
    nim = gl.Nim()
    for _ in range(40):
        left = rooted(rng, rng.randint(1, 5), 2)
        right = rooted(rng, rng.randint(1, 5), 2)
        g, h = gl.game_from(left.__getitem__), gl.game_from(right.__getitem__)
        total = gl.Sum(g, h, nim)
        start = (len(left) - 1, len(right) - 1, (3,))
        labels = loopy_outcomes(total, start)
        gv, hv = loopy_sg_values(g, start[0]), loopy_sg_values(h, start[1])
        for (a, b, heap), label in labels.items():
            rule = sum_value(gv[a], hv[b], sum(heap) if heap else 0)
            assert label == outcome_of_value(rule)


def test_ranks_number_the_labelled_positions_and_the_winner_moves_down():
    rng = random.Random(41)
    for _ in range(500):
        moves = rooted(rng, rng.randint(1, 14), rng.choice([1, 2, 3]))
        game = gl.game_from(moves.__getitem__)
        ranks = loopy_ranks(game, len(moves) - 1)
        labels = loopy_outcomes(game, len(moves) - 1)
        assert sorted(r for r in ranks.values() if r) == list(
            range(1, 1 + sum(1 for r in ranks.values() if r))
        )
        for u, rank in ranks.items():
            assert (rank is None) == (labels[u] == "D")
            if labels[u] == "P":
                assert all(ranks[v] < rank for v in moves[u])
            if labels[u] == "N":
                assert any(labels[v] == "P" and ranks[v] < rank for v in moves[u])


def test_the_rounds_of_the_road_map():
    rounds = loopy_sg_rounds(gl.game_from(ROADS.__getitem__), "a")
    assert [(finite, sorted(infinite)) for finite, infinite in rounds] == [
        (["f", "b"], ["d", "e", "h"]),
        (["g"], ["a", "c"]),
    ]


def test_a_nim_heap_of_a_thousand_is_quick():
    """The first implementation took 18 s here (cubic); judged by CPU time in
    a subprocess (10 s; it needs about 2), never by wall time."""
    import subprocess
    import sys

    code = (
        "import resource, gamelib as gl\n"
        "resource.setrlimit(resource.RLIMIT_CPU, (10, 10))\n"
        "v = gl.engine.loopy.loopy_sg_values(gl.Nim(), (1000,))\n"
        "assert all(v[p] == (p[0] if p else 0) for p in v)\n"
        "print(len(v))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1001"


def test_the_labelling_stops_at_its_budget():
    game = gl.Nim()
    game.search_limit = 20_000  # listing 1000 heaps' moves takes 500,500
    with pytest.raises(gl.SearchLimitError, match="search_limit"):
        loopy_sg_values(game, (1000,))
    from gamelib.engine.loopy import _predecessors, _rounds

    options = {n: list(range(n)) for n in range(100)}  # the labelling's own budget
    with pytest.raises(gl.SearchLimitError, match=r"4 \* game.search_limit"):
        _rounds(options, _predecessors(options), 1000)
    with pytest.raises(ValueError, match="max_nodes = 10"):
        loopy_sg_rounds(gl.Nim(), (30,), max_nodes=10)
    with pytest.raises(ValueError, match="max_nodes = 10"):
        loopy_ranks(gl.Nim(), (30,), max_nodes=10)


# The pictures and the explorer of chapter 14 (SVG only: no matplotlib).


def test_the_pictures_draw_every_vertex_and_move():
    token = gl.game_from(ROADS.__getitem__)
    labels = loopy_outcomes(token, "a")
    svg = gl.draw.loopy_graph_svg(ROADS, kinds=labels, highlight=[("a", "b")])
    assert svg.count('class="D"') == 3 and svg.count('class="P"') == 2
    assert svg.count("marker-end") == sum(map(len, ROADS.values()))
    assert svg.count("wm-loopy-hot)") == 1
    rounds = gl.draw.loopy_rounds_svg(ROADS, loopy_sg_rounds(token, "a"))
    assert rounds.count("after round") == 2 and "value 1: g" in rounds
    with pytest.raises(ValueError, match="'z', which is not a vertex"):
        gl.draw.loopy_graph_svg({"a": ["z"]})
    with pytest.raises(TypeError, match="dict"):
        gl.draw.loopy_graph_svg([("a", "b")])


def test_the_explorer_labels_the_road_map_and_judges_a_sum():
    from gamelib.widgets import LoopyExplorer

    explorer = LoopyExplorer()
    assert explorer.moves == ROADS
    assert explorer.outcomes == by_lookahead(ROADS)
    assert str(explorer.values["e"]) == "∞(1)"
    # a + e + heap 1: two infinite values, a draw
    assert str(explorer.sum_value) == "∞" and explorer.sum_checked == "D"
    explorer.second.value = "(none)"  # a + heap 1: ∞(1), a draw
    assert explorer.sum_outcome == explorer.sum_checked == "D"
    explorer.first.value = "e"  # e + heap 1: ∞(0), N
    assert explorer.sum_outcome == explorer.sum_checked == "N"
    explorer.heap.value = 2
    assert explorer.sum_outcome == explorer.sum_checked == "D"
    explorer.first.value, explorer.second.value, explorer.heap.value = "g", "b", 1
    assert explorer.sum_value == 0 and explorer.sum_checked == "P"
    assert "P: the player to move loses" in explorer.status.value
    assert explorer.picture.value.count('class="D"') == 3


def test_the_explorer_follows_random_and_typed_maps():
    from gamelib.widgets import LoopyExplorer

    explorer = LoopyExplorer(graph="random map", vertices=6, seed=3)
    for seed in range(0, 40, 3):
        explorer.seed.value = seed
        moves = explorer.moves
        assert len(moves) == 6 and explorer.outcomes == by_lookahead(moves)
        assert explorer.sum_outcome == explorer.sum_checked
    explorer.text.value = "x: y; y: x z"
    assert explorer.graph.value == "typed map"
    assert explorer.outcomes == {"x": "P", "y": "N", "z": "P"}
    explorer.seed.value = 5  # a typed map stays until another map is chosen
    assert set(explorer.moves) == {"x", "y", "z"}
    explorer.text.value = "x y"
    assert "name: its options" in explorer.error
    assert "Cannot read the map" in explorer.status.value
    explorer.text.value = "; ".join(f"v{i}: v{i + 1}" for i in range(20))
    assert "at most 12" in explorer.error
    explorer.graph.value = "road map"
    assert explorer.error is None and explorer.moves == ROADS


def test_the_pictures_and_the_explorer_refuse_wrong_values():
    from gamelib.widgets import LoopyExplorer
    from gamelib.widgets.loopy import parse_map, write_map

    moves = {"a": ["b"], "b": []}
    for options, error in [
        ({"kinds": {"a": "X"}}, ValueError),
        ({"kinds": ["P"]}, TypeError),
        ({"notes": 3}, TypeError),
        ({"layout": {"a": (0, 0)}}, ValueError),
        ({"layout": {"a": (0, "1"), "b": (1, 1)}}, TypeError),
        ({"highlight": [("a", "z")]}, ValueError),
        ({"highlight": "ab"}, TypeError),
        ({"rings": [None]}, ValueError),
        ({"caption": 5}, TypeError),
    ]:
        with pytest.raises(error):
            gl.draw.loopy_graph_svg(moves, **options)
    with pytest.raises(TypeError, match="pair"):
        gl.draw.loopy_rounds_svg(moves, [(["a"],)])
    with pytest.raises(ValueError, match="not a vertex"):
        gl.draw.loopy_rounds_svg(moves, [(["z"], [])])
    with pytest.raises(TypeError):
        write_map([("a", "b")])
    with pytest.raises(TypeError):
        parse_map(None)
    with pytest.raises(ValueError, match="listed twice"):
        parse_map("a: b; a: c")
    with pytest.raises(ValueError, match="road map"):
        LoopyExplorer(graph="maze")
    with pytest.raises(ValueError, match="from 0 to 7"):
        LoopyExplorer(heap=8)
    with pytest.raises(TypeError, match="vertices"):
        LoopyExplorer(vertices=2.5)
    with pytest.raises(TypeError, match="pair of vertices"):
        LoopyExplorer(tokens="ae")


# Theorem 14.4: gamma is the one function with Smith's conditions (A), (B), (C)
# for some counter. The reference tries every function on small graphs and
# looks for a counter by peeling; it shares nothing with the rounds.

INF = "inf"


def has_counter(moves, gamma):
    """Can the finite positions be numbered so that (B) holds? Peel greedily."""
    finite = [u for u in moves if gamma[u] != INF]
    numbered, grew = set(), True
    while grew:
        grew = False
        for u in finite:
            larger = [v for v in moves[u] if gamma[v] == INF or gamma[v] > gamma[u]]
            if u not in numbered and all(
                any(w in numbered and gamma[w] == gamma[u] for w in moves[v])
                for v in larger
            ):
                numbered.add(u)
                grew = True
    return len(numbered) == len(finite)


def meets_smiths_conditions(moves, gamma):
    for u in moves:
        finite = {gamma[v] for v in moves[u] if gamma[v] != INF}
        mex = min(set(range(len(finite) + 1)) - finite)
        if gamma[u] != INF and gamma[u] != mex:  # (A)
            return False
        if gamma[u] == INF and not any(  # (C)
            gamma[v] == INF and all(gamma[w] != mex for w in moves[v]) for v in moves[u]
        ):
            return False
    return has_counter(moves, gamma)  # (B)


def every_gamma(moves):
    """Every function to {0, ..., n, inf} that meets (A), (B) and (C)."""
    choices = [*range(len(moves) + 1), INF]
    candidates = (
        dict(zip(moves, g, strict=True)) for g in product(choices, repeat=len(moves))
    )
    return [gamma for gamma in candidates if meets_smiths_conditions(moves, gamma)]


def every_digraph(n):
    """Every game graph on 0..n-1, self-loops included: 2 ** (n * n) of them."""
    arrows = list(product(range(n), repeat=2))
    for chosen in product([False, True], repeat=len(arrows)):
        yield {
            v: [w for (u, w), c in zip(arrows, chosen, strict=True) if c and u == v]
            for v in range(n)
        }


def library_gamma(moves):
    game = gl.game_from(moves.__getitem__)
    values = {}
    for v in moves:
        values.update(loopy_sg_values(game, v))
    return {v: INF if isinstance(g, Infinite) else g for v, g in values.items()}


def test_gamma_is_the_only_function_with_smiths_conditions():
    graphs = [moves for n in (1, 2, 3) for moves in every_digraph(n)]
    rng = random.Random(44)
    graphs += [random_digraph(rng, 4) for _ in range(150)]
    for moves in graphs:
        assert every_gamma(moves) == [library_gamma(moves)], moves
    assert len(graphs) == 2 + 16 + 512 + 150


# Remoteness, against counting plies: W[j] wins within j moves (of both
# players), L[j] loses within j; the remoteness is the least such j.


def remoteness_by_plies(moves):
    wins, loses = set(), {v for v, out in moves.items() if not out}
    found = dict.fromkeys(loses, 0)
    for j in range(1, 2 * len(moves) + 2):
        if j % 2:
            wins |= {v for v, out in moves.items() if any(o in loses for o in out)}
        else:
            loses |= {v for v, out in moves.items() if all(o in wins for o in out)}
        for v in wins | loses:
            found.setdefault(v, j)
    return {v: found.get(v) for v in moves}


def test_remoteness_agrees_with_counting_plies():
    rng = random.Random(1925)
    for _ in range(600):
        moves = rooted(rng, rng.randint(1, 14), rng.choice([1, 2, 3]))
        found = loopy_remoteness(gl.game_from(moves.__getitem__), len(moves) - 1)
        assert found == remoteness_by_plies(moves), moves
        labels = by_lookahead(moves)
        assert all(
            (r is None) == (labels[v] == "D")
            and (r is None or r % 2 == (labels[v] == "N"))
            for v, r in found.items()
        )


def test_remoteness_decides_a_conjunctive_compound():
    """Move in every component; the game ends when one component does. The
    least finite remoteness decides (odd: the player to move wins), and a
    compound of draws is a draw: checked by retrograde analysis of the
    compound itself."""
    rng = random.Random(9)
    for _ in range(150):
        left, right = random_digraph(rng, rng.randint(1, 6)), random_digraph(rng, 5)
        both = gl.game_from(lambda p, s=left, t=right: list(product(s[p[0]], t[p[1]])))
        far, near = remoteness_by_plies(left), remoteness_by_plies(right)
        for a, b in product(left, right):
            finite = [r for r in (far[a], near[b]) if r is not None]
            rule = "D" if not finite else "PN"[min(finite) % 2]
            assert loopy_outcome(both, (a, b)) == rule, (left, right, a, b)


def test_remoteness_refuses_bad_input():
    with pytest.raises(ValueError, match="max_nodes"):
        loopy_remoteness(gl.SubtractionGame({1}), 50, max_nodes=10)
