"""Pictures of value sequences: the outcome strip of a heap game.

Drawing functions take an ``ax`` (or make one), draw, and return it; they
never call ``plt.show()``.
"""

import numpy as np

from gamelib.graphs import N_COLOR, P_COLOR

__all__ = ["draw_sg_strip"]


def draw_sg_strip(values, ax=None, *, start=0, title=None):
    """Draw heaps ``start, start + 1, ...`` as a row of cells labelled by SG value.

    P-positions (value 0) are blue, N-positions orange, so the pattern of a
    rule such as ``n % (m + 1) == 0`` is visible at a glance.

    Parameters
    ----------
    values : sequence of int
        The Sprague-Grundy values, e.g. from :func:`gamelib.sg_sequence`.
    ax : matplotlib.axes.Axes, optional
    start : int, default 0
        The heap size of the first cell.
    title : str, optional

    Returns
    -------
    matplotlib.axes.Axes
    """
    import matplotlib.pyplot as plt
    from matplotlib.colors import ListedColormap

    values = np.asarray(values, dtype=np.int64)
    if ax is None:
        _, ax = plt.subplots(figsize=(min(14, 1 + 0.32 * len(values)), 1.3))
    cells = (values != 0).astype(int)[np.newaxis, :]
    ax.imshow(
        cells,
        cmap=ListedColormap([P_COLOR, N_COLOR]),
        vmin=0,
        vmax=1,
        aspect="auto",
        extent=(start - 0.5, start + len(values) - 0.5, 0, 1),
    )
    if len(values) <= 60:
        for i, v in enumerate(values):
            ax.text(start + i, 0.5, str(v), ha="center", va="center", fontsize=8)
    ax.set_yticks([])
    ax.set_xlabel("heap size")
    step = max(1, len(values) // 15)
    ax.set_xticks(range(start, start + len(values), step))
    if title:
        ax.set_title(title, fontsize=10)
    return ax
