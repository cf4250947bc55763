"""Chapters 0 and 1: the step-by-step labelling and the mirror-strategy strip."""

import networkx as nx
import pytest

import gamelib as gl
from gamelib.draw.labelling import draw_labelling, labelling_steps
from gamelib.draw.mirror import draw_mirror_rounds, mirror_rounds
from tests.conftest import needs


def nibble(position):
    a, b = position
    moves = [(a - 1, b), (a, b - 1), (a - 1, b - 1)]
    return [(x, y) for x, y in moves if x >= 0 and y >= 0]


GRAPHS = [
    gl.game_graph(gl.game_from(lambda n: [n - k for k in (1, 2) if k <= n]), 9),
    gl.game_graph(gl.game_from(lambda n: [n - k for k in (1, 3, 4) if k <= n]), 15),
    gl.game_graph(gl.game_from(nibble), (3, 4)),
    gl.game_graph(gl.Nim(), (1, 2, 3)),
    gl.game_graph(
        gl.game_from(lambda n: [n - d for d in range(1, n) if n % d == 0]), 12
    ),
]


@pytest.mark.parametrize("graph", GRAPHS)
def test_the_rules_give_the_labels_of_the_search(graph):
    steps = labelling_steps(graph)
    assert sorted(map(repr, (s.position for s in steps))) == sorted(map(repr, graph))
    for step in steps:
        assert step.label == graph.nodes[step.position]["outcome"], step


@pytest.mark.parametrize("graph", GRAPHS)
def test_each_step_uses_only_labels_already_given_and_the_right_rule(graph):
    label = {}
    for position, kind, rule in labelling_steps(graph):
        options = list(graph.successors(position))
        assert all(o in label for o in options), position
        if rule == 1:
            assert options == [] and kind == "P"
        elif rule == 2:
            assert options and all(label[o] == "N" for o in options) and kind == "P"
        else:
            assert rule == 3 and any(label[o] == "P" for o in options) and kind == "N"
        label[position] = kind
    first_rules = [s.rule for s in labelling_steps(graph)]
    assert first_rules[: first_rules.count(1)] == [1] * first_rules.count(1)


def test_draw_labelling_colours_only_the_first_k_positions():
    needs("matplotlib")
    graph = GRAPHS[0]
    ax = draw_labelling(graph, 4)
    assert ax.get_title(loc="left").startswith("step 4, rule 2: every option of 3")
    assert draw_labelling(graph, 0).get_title(loc="left") == "nothing labelled yet"
    assert (
        draw_labelling(graph)
        .get_title(loc="left")
        .startswith("step 10, rule 2: every option of 9")
    )


def test_draw_labelling_refuses_bad_input():
    needs("matplotlib")
    with pytest.raises(ValueError, match="at most 10, got 11"):
        draw_labelling(GRAPHS[0], 11)
    with pytest.raises(ValueError, match="got -1"):
        draw_labelling(GRAPHS[0], -1)
    with pytest.raises(TypeError, match="game graph"):
        labelling_steps({0: []})
    with pytest.raises(ValueError, match="whose node 1 has height None"):
        labelling_steps(nx.DiGraph([(1, 0)]))


@pytest.mark.parametrize("m", range(1, 7))
def test_every_reply_completes_a_block_and_leaves_a_p_position(m):
    bash = gl.game_from(lambda n: [n - k for k in range(1, m + 1) if k <= n])
    for n in range(1, 40):
        if n % (m + 1) == 0:
            continue
        rounds = n // (m + 1)
        takes = [1 + (i * 5 + n) % m for i in range(rounds)]  # varied, in 1..m
        pile = n
        for theirs, reply in mirror_rounds(n, m, takes):
            pile -= theirs
            assert pile >= reply >= 1 and reply <= m
            pile -= reply
            assert gl.outcome(bash, pile) == "P", (n, m, takes)
        assert pile == 0


def test_mirror_rounds_refuses_bad_input():
    with pytest.raises(ValueError, match="multiple of m"):
        mirror_rounds(10, 4, [1, 2])
    with pytest.raises(ValueError, match="from 1 to m = 4"):
        mirror_rounds(11, 4, [5, 2])
    with pytest.raises(ValueError, match="give 2 takes, got 1"):
        mirror_rounds(11, 4, [3])
    with pytest.raises(TypeError):
        mirror_rounds(11, 4.0, [3, 3])
    with pytest.raises(TypeError, match="sequence of integers"):
        mirror_rounds(11, 4, 3)


def test_draw_mirror_rounds_draws_one_square_per_counter():
    needs("matplotlib")
    ax = draw_mirror_rounds(23, 4, [2, 4, 1, 3])
    assert len(ax.patches) == 23
    texts = [t.get_text() for t in ax.texts]
    assert texts == ["opening: take 3"] + [
        f"round {i}: {k} + {5 - k} = 5" for i, k in enumerate([2, 4, 1, 3], 1)
    ]
