"""Conjunctive and selective compounds: chapter 6's outcome rules against brute force.

The brute force here plays the compounds from their definitions with plain
recursion over tuples of heaps of subtraction games, and knows nothing of
remoteness, of outcomes of components, or of gamelib's search.
"""

from functools import cache
from itertools import product

import pytest

import gamelib as gl
from gamelib.heapgames.every_sg import ConjunctiveSum, SelectiveSum, remoteness

SUBTRACTIONS = [(1, 2), (1, 3, 4), (2, 3), (1, 4, 5)]


def takes(moves, n):
    """The heaps a move of the subtraction game `moves` leaves from a heap n."""
    return [n - m for m in moves if m <= n]


def conjunctive_wins(moves):
    """The player to move wins the conjunctive compound: by the definition."""

    @cache
    def wins(heaps):
        choices = [takes(moves, n) for n in heaps]
        if not all(choices):
            return False  # a finished component ends the game
        return any(not wins(option) for option in product(*choices))

    return wins


def selective_wins(moves):
    """The player to move wins the selective compound: by the definition."""

    @cache
    def wins(heaps):
        choices = [[n, *takes(moves, n)] for n in heaps]
        options = [o for o in product(*choices) if o != heaps]
        return any(not wins(option) for option in options)

    return wins


@pytest.mark.parametrize("moves", SUBTRACTIONS)
def test_conjunctive_outcome_is_the_parity_of_the_smallest_remoteness(moves):
    game = gl.SubtractionGame(set(moves))
    wins = conjunctive_wins(moves)
    for count in (1, 2, 3):
        compound = ConjunctiveSum(*[game] * count)
        for heaps in product(range(10 if count < 3 else 7), repeat=count):
            expected = "N" if wins(heaps) else "P"
            assert gl.outcome(compound, heaps) == expected, (moves, heaps)
    small = ConjunctiveSum(game, game)
    for heaps in product(range(6), repeat=2):
        assert gl.outcome(small, heaps, closed_form=False) == gl.outcome(small, heaps)


@pytest.mark.parametrize("moves", SUBTRACTIONS)
def test_selective_outcome_is_n_iff_some_component_is_n(moves):
    game = gl.SubtractionGame(set(moves))
    wins = selective_wins(moves)
    for count in (1, 2, 3):
        compound = SelectiveSum(*[game] * count)
        for heaps in product(range(10 if count < 3 else 7), repeat=count):
            expected = "N" if wins(heaps) else "P"
            assert gl.outcome(compound, heaps) == expected, (moves, heaps)
            assert gl.outcome(compound, heaps, closed_form=False) == expected


def test_remoteness_by_its_definition_and_its_parity():
    """Shortest win, longest loss, computed here from the options' outcomes."""
    moves = (1, 3, 4)
    game = gl.SubtractionGame(set(moves))

    @cache
    def by_definition(n):
        options = takes(moves, n)
        if not options:
            return 0
        losing = [by_definition(o) for o in options if by_definition(o) % 2 == 0]
        if losing:
            return 1 + min(losing)
        return 1 + max(by_definition(o) for o in options)

    for n in range(60):
        assert remoteness(game, n) == by_definition(n)
        assert (remoteness(game, n) % 2 == 1) == (gl.outcome(game, n) == "N")


def test_compounds_refuse_a_finished_move_and_bad_positions():
    game = gl.SubtractionGame({1, 2})
    assert ConjunctiveSum(game, game).options((0, 5)) == []
    assert SelectiveSum(game, game).options((0, 0)) == []
    with pytest.raises(ValueError, match="tuple of 2 component"):
        gl.outcome(SelectiveSum(game, game), 3)
