"""Explorer for chapter 11: step through alpha-beta pruning on a small tree."""

from html import escape

import ipywidgets as widgets

from gamelib.draw.gametree import format_bound, format_value, game_tree_svg
from gamelib.engine import args as arg
from gamelib.trees.gametrees import random_tree
from gamelib.trees.treesearch import alphabeta, known_bounds, minimax
from gamelib.widgets.base import Explorer

__all__ = ["AlphaBetaExplorer"]

ORDERINGS = ("as generated", "best move first", "worst move first")


class AlphaBetaExplorer(Explorer):
    """Step through alpha-beta on a random uniform tree (payoffs 0 to 9).

    Controls: the branching and depth of the tree, the seed of its payoffs,
    the ordering of the children, and the step of the search to show.

    Attributes
    ----------
    tree : GameTree
    result : SearchResult
        The traced alpha-beta search of the whole tree.
    full : SearchResult
        Plain minimax of the same tree (for the node counts).
    current : Step
        The step shown.
    """

    @arg.check_args(
        branching=arg.between(2, 3),
        depth=arg.between(1, 4),
        seed=arg.between(0, 99),
        ordering=arg.choice(*ORDERINGS),
        step=arg.between(0, 1000),
    )
    def __init__(self, branching=3, depth=3, seed=0, ordering="as generated", step=0):
        self.branching = widgets.IntSlider(
            value=branching, min=2, max=3, description="branching"
        )
        self.depth = widgets.IntSlider(value=depth, min=1, max=4, description="depth")
        self.seed = widgets.IntSlider(value=seed, min=0, max=99, description="seed")
        self.ordering = widgets.Dropdown(
            options=ORDERINGS, value=ordering, description="children"
        )
        self.step = widgets.IntSlider(
            value=step, min=0, max=1000, description="step", continuous_update=True
        )
        super().__init__()

    def controls(self):
        return [self.branching, self.depth, self.seed, self.ordering, self.step]

    def _search(self):
        key = (
            self.branching.value,
            self.depth.value,
            self.seed.value,
            self.ordering.value,
        )
        if getattr(self, "_key", None) != key:
            tree = random_tree(
                self.branching.value, self.depth.value, seed=self.seed.value
            )
            if self.ordering.value != ORDERINGS[0]:
                tree = tree.ordered(best_first=self.ordering.value == ORDERINGS[1])
            self.tree = tree
            self.result = alphabeta(tree, trace=True)
            self.full = minimax(tree)
            self._key = key
        last = len(self.result.steps) - 1
        if self.step.max != last:
            self.step.max = last  # may clamp the value, which redraws first

    def draw(self):
        self._search()
        index = min(self.step.value, len(self.result.steps) - 1)
        self.current = step = self.result.steps[index]
        path = self.tree.path(step.node)
        where = "the root" if not path else f"node {path} (path of child indices)"
        who = "Max" if self.tree.is_max(step.node) else "Min"
        window = f"α = {format_value(step.alpha)}, β = {format_value(step.beta)}"
        if step.kind == "visit":
            what = f"enter {where}, {who} to move, with the window {window}"
        elif step.kind == "leaf":
            what = f"read the payoff {step.value} at {where}"
        elif step.kind == "prune":
            best = "≥ β" if who == "Max" else "≤ α"
            what = (
                f"cutoff at {where}: {who}'s value {step.value} is {best} "
                f"({window}), so the player above avoids it and "
                f"{len(step.pruned)} child(ren) are skipped"
            )
        else:
            settled = {
                s.node: s.value
                for s in self.result.steps[: index + 1]
                if s.kind in ("leaf", "return")
            }
            low, high = known_bounds(self.tree, settled)[step.node]
            known = (
                f"at {step.value}"
                if low == high
                else f"at {step.value}, known only as {format_bound(low, high)}"
            )
            what = f"{where} is settled {known} ({who}, {window})"
        status = (
            f"Step {index} of {len(self.result.steps) - 1}: {escape(what)}.<br>"
            f"The whole search visits {self.result.visited} of {self.full.visited} "
            f"nodes ({self.result.leaves} of {self.full.leaves} leaves); "
            f"the root's value is {self.result.value}."
        )
        return status, game_tree_svg(self.tree, result=self.result, step=index)
