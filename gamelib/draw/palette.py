"""The book's one palette: every colour a drawing or an explorer uses.

Blue is a P-position (the previous player wins) and orange an N-position,
everywhere in the book; red marks what wins or what a proof points at.
"""

__all__ = [
    "CHANGE_COLOR",
    "D_COLOR",
    "EDGE_COLOR",
    "FAINT",
    "FALL_COLOR",
    "GREY",
    "GROUND_COLOR",
    "HEADS_COLOR",
    "HOT_COLOR",
    "INK",
    "MATCH_COLOR",
    "MAX_COLOR",
    "MIN_COLOR",
    "N_COLOR",
    "OBSTACLE_COLOR",
    "PRUNED_COLOR",
    "P_COLOR",
    "SOFT_INK",
    "SWAP_COLOR",
    "TAILS_COLOR",
    "WINDOW_COLOR",
]

P_COLOR = "#2c7bb6"  # blue: P-positions (value 0)
N_COLOR = "#fdae61"  # orange: N-positions
D_COLOR = "#d9d9d9"  # light grey: draws of games with cycles (neither side wins)
HOT_COLOR = "#d7191c"  # red: winning moves, winning cuts, the highlighted move
EDGE_COLOR = "#1a9641"  # green: a Green Hackenbush edge, which either player may cut
FALL_COLOR = "#bbbbbb"  # grey: edges that fall with a cut
GROUND_COLOR = "#6b4f2a"  # brown: the ground of a Hackenbush picture
MAX_COLOR = "#5e3c99"  # game trees: Max nodes, purple triangles pointing up
MIN_COLOR = "#b2abd2"  # game trees: Min nodes, lilac triangles pointing down (not
# blue or red, which mean P-position and winning move in the rest of the book)
PRUNED_COLOR = "#d9d9d9"  # game trees: what alpha-beta never looked at
WINDOW_COLOR = "#7a5c00"  # game trees: the (alpha, beta) window
MATCH_COLOR = HOT_COLOR  # geography: the edges of a maximum matching
OBSTACLE_COLOR = "#3a3a3a"  # geography: blocked squares of a board
GREY = "#999999"  # arrows and edges that are not highlighted
FAINT = "#bbbbbb"  # outlines of what is out of play
INK = "#555555"  # text and lines of secondary importance
SOFT_INK = "#aaaaaa"  # labels of what is out of play
CHANGE_COLOR = "#7b3294"  # misère explorer: moves whose status flips with the rule
HEADS_COLOR = "#f4c542"  # coin-turning: a coin heads up
TAILS_COLOR = "#d0d0d0"  # coin-turning: a coin tails up
SWAP_COLOR = "#abd9e9"  # Lasker's Nim: heaps whose value is not the heap itself
