"""The grid game of JSOI 2009 (BZOJ 1443): vertex geography on a board.

The free cells of a board are the vertices and neighbouring free cells the
edges; the first player only places the token, then the players move it as
in vertex geography (:mod:`gamelib.graphgames.geography`), so the winning placements
are the cells that some maximum matching of the free cells misses.
"""

from gamelib.theory.matching import _max_matching as max_matching
from gamelib.theory.matching import _unmatchable as unmatchable
from gamelib.utils.lazy import networkx as nx

__all__ = ["board_analysis", "board_graph", "parse_board", "winning_placements"]


#: The most cells of a board: 100 times the judge problem's largest.
MOST_CELLS = 10**6


def parse_board(text):
    """Read a board of '.' (free) and '#' (obstacle) cells; return its rows.

    `text` is the board's rows, one a line (or a list of row strings),
    optionally after a header line "N M" giving the number of rows and of
    columns, as in the judge's input. Blank lines around the board are
    ignored.

    Returns
    -------
    tuple of str

    Raises
    ------
    ValueError
        If the rows differ in length, a character is not '.' or '#', the
        header disagrees with the board, or there is no cell at all.

    Examples
    --------
    >>> gl.graphgames.boards.parse_board("2 3\\n.#.\\n...")
    ('.#.', '...')
    >>> gl.graphgames.boards.parse_board(".#.\\n..")
    Traceback (most recent call last):
    ...
    ValueError: row 2 has 2 cells but row 1 has 3: a board must be rectangular
    """
    if isinstance(text, str):
        lines = text.splitlines()
    elif isinstance(text, (list, tuple)) and all(isinstance(r, str) for r in text):
        lines = list(text)
    else:
        raise TypeError(f"a board is a string of rows or a list of rows, got {text!r}")
    lines = [line.strip() for line in lines]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    header = None
    if lines and all(part.isdigit() for part in lines[0].split()):
        parts = lines.pop(0).split()
        if len(parts) != 2:
            raise ValueError(
                "the header line must be 'N M' (rows, columns), got "
                f"{' '.join(parts)!r}"
            )
        header = (int(parts[0]), int(parts[1]))
    if not lines or not lines[0]:
        raise ValueError("the board has no cells")
    if len(lines) * len(lines[0]) > MOST_CELLS:
        raise ValueError(
            f"the board has {len(lines):,} rows of {len(lines[0]):,} cells, more "
            f"than the {MOST_CELLS:,} cells allowed here (BZOJ 1443's largest is "
            "100 × 100)"
        )
    for r, row in enumerate(lines):
        if len(row) != len(lines[0]):
            raise ValueError(
                f"row {r + 1} has {len(row)} cells but row 1 has {len(lines[0])}: "
                "a board must be rectangular"
            )
        for c, char in enumerate(row):
            if char not in ".#":
                raise ValueError(
                    f"unknown character {char!r} in row {r + 1}, column {c + 1}: a "
                    "board uses '.' (a free cell) and '#' (an obstacle)"
                )
    if header is not None and header != (len(lines), len(lines[0])):
        raise ValueError(
            f"the header says {header[0]} rows of {header[1]} cells, but the board "
            f"has {len(lines)} rows of {len(lines[0])}"
        )
    return tuple(lines)


def board_graph(rows):
    """Return the graph of the free cells: ``(row, column)`` from 0, side by side.

    Examples
    --------
    >>> graph = gl.graphgames.boards.board_graph((".#", ".."))
    >>> sorted(graph.edges)
    [((0, 0), (1, 0)), ((1, 0), (1, 1))]
    """
    rows = parse_board(rows)
    graph = nx.Graph()
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            if char == ".":
                graph.add_node((r, c))
                if r and rows[r - 1][c] == ".":
                    graph.add_edge((r - 1, c), (r, c))
                if c and row[c - 1] == ".":
                    graph.add_edge((r, c - 1), (r, c))
    return graph


def winning_placements(rows):
    """Return the cells where placing the token wins (BZOJ 1443), in reading order.

    In the board game the first player only places the token and the second
    player makes the first move, so the placer wins from exactly the losing
    starts of vertex geography: the free cells that some maximum matching
    misses. The board's cells are ``(row, column)``, counted from 0. A board
    is bipartite (colour it like a chessboard), so one Hopcroft-Karp matching
    and one breadth-first search give every such cell.

    Examples
    --------
    >>> gl.graphgames.boards.winning_placements((".##", "...", "#.#"))
    [(1, 2), (2, 1)]
    >>> boards = gl.graphgames.boards
    >>> boards.winning_placements(("..", ".."))  # perfect matching: placer loses
    []
    """
    adjacency = _board_adjacency(parse_board(rows))
    return sorted(unmatchable(adjacency, max_matching(adjacency)))


def _board_adjacency(rows):
    """The free cells of checked `rows` and their free neighbours, without networkx."""
    height, width = len(rows), len(rows[0])
    adjacency = {}
    for r, row in enumerate(rows):
        for c, char in enumerate(row):
            if char == ".":
                adjacency[(r, c)] = [
                    (r + dr, c + dc)
                    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0))
                    if 0 <= r + dr < height
                    and 0 <= c + dc < width
                    and rows[r + dr][c + dc] == "."
                ]
    return adjacency


def board_analysis(rows):
    """Return a board, its matched pairs (each once) and its losing cells.

    What the pictures of a board show: the rows as :func:`parse_board`
    reads them, the pairs of a maximum matching of the free cells, and the
    cells from which the player to move loses.

    Examples
    --------
    >>> rows, pairs, losing = gl.graphgames.boards.board_analysis(["..", ".#"])
    >>> pairs, sorted(losing)
    ([((0, 0), (0, 1))], [(0, 1), (1, 0)])
    """
    rows = parse_board(rows)
    adjacency = _board_adjacency(rows)
    mate = max_matching(adjacency)
    losing = unmatchable(adjacency, mate)
    pairs = sorted((v, w) for v, w in mate.items() if v < w)
    return rows, pairs, losing
