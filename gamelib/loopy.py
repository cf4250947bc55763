"""Games with cycles: P, N and D (draw) by retrograde analysis.

The search of :mod:`gamelib.core` needs every play to end, and refuses a
game graph with a cycle (``LoopyGameError``). In a *loopy* game play may go
on for ever, and a third outcome appears: a *draw* (D), a position from which
neither player can force a win. The labels come from the end of the game,
working backwards (*retrograde analysis*, as in chess endgame tables):

1. a terminal position is P;
2. a position with an option labelled P is N;
3. a position all of whose options are labelled N is P;

repeated until nothing changes. Every position still unlabelled is D: it
has no P option (else rule 2 would have labelled it) and an option that is
not N (else rule 3 would have), which is then D too. So from a D position
the player to move can always move to a D position and never has a move to
a P position: each player can keep the game going, and neither can force a
win. Positions labelled P or N are won or lost as in a game whose plays
all end, because the labelling order bounds the number of moves to the end.
"""

from collections import deque

from gamelib.core import _check_game, check_positive, distinct_options

__all__ = ["loopy_outcome", "loopy_outcomes"]


def loopy_outcomes(game, position, *, max_nodes=100_000):
    """Return "P", "N" or "D" for every position reachable from `position`.

    Parameters
    ----------
    game : Game
        Any game; its graph may have cycles.
    position : hashable
    max_nodes : int, default 100,000
        The most positions to explore (ValueError beyond).

    Returns
    -------
    dict
        Position -> "P", "N" or "D", for every reachable position (one per
        cache key of the game).

    Examples
    --------
    A token on a line 0 - 1 - 2 - 3 moves one step left or right, and 3 is a
    dead end. From 2 the player to move wins (go to 3); from 1, moving to 2
    would lose, so both players shuttle between 0 and 1 for ever: a draw.

    >>> moves = {0: [1], 1: [0, 2], 2: [1, 3], 3: []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> gl.loopy.loopy_outcomes(game, 0)
    {0: 'D', 1: 'D', 2: 'N', 3: 'P'}
    """
    _check_game(game)
    max_nodes = check_positive(max_nodes, "max_nodes")
    start = game.check(position)
    key = game.key
    found = {key(start): start}
    options = {}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        children = []
        for option in distinct_options(game, here):
            option_key = key(option)
            if option_key not in found:
                if len(found) >= max_nodes:
                    raise ValueError(
                        f"more than max_nodes = {max_nodes:,} positions are reachable "
                        f"from {position!r}; start from a smaller position or raise "
                        "max_nodes"
                    )
                found[option_key] = option
                queue.append(option)
            children.append(option_key)
        options[key(here)] = list(dict.fromkeys(children))
    predecessors = {k: [] for k in found}
    for k, children in options.items():
        for child in children:
            predecessors[child].append(k)
    unknown = {k: len(children) for k, children in options.items()}
    label = {k: "P" for k, n in unknown.items() if n == 0}
    settled = deque(label)
    while settled:
        k = settled.popleft()
        for before in predecessors[k]:
            if before in label:
                continue
            if label[k] == "P":  # rule 2: a move to a P-position
                label[before] = "N"
                settled.append(before)
            else:
                unknown[before] -= 1
                if unknown[before] == 0:  # rule 3: every move to an N-position
                    label[before] = "P"
                    settled.append(before)
    return {found[k]: label.get(k, "D") for k in found}


def loopy_outcome(game, position, *, max_nodes=100_000):
    """Return "P", "N" or "D" for `position` of a game that may have cycles.

    Examples
    --------
    >>> moves = {"a": ["b"], "b": ["a", "c"], "c": []}
    >>> game = gl.game_from(moves.__getitem__)
    >>> [gl.loopy.loopy_outcome(game, p) for p in "abc"]
    ['P', 'N', 'P']
    """
    _check_game(game)
    start = game.check(position)
    return loopy_outcomes(game, start, max_nodes=max_nodes)[start]
