"""The book's numbered results by label: how gamelib cites them.

gamelib names a result by its label in the book (``thm-3-4``), never by its
number, which moves when chapters do: ``cite("thm-3-4")`` is ``"Theorem 3.4"``
while the book numbers it so. RESULTS (label -> (kind, number)) lives in
:mod:`gamelib.utils._results`, written from the chapters by
``notebooks/_ext/renumber.py`` (``make renumber``).

>>> cite("thm-2-1"), chapter_of("thm-2-1")
('Theorem 2.1', 2)
"""

from gamelib.utils._results import RESULTS

__all__ = ["RESULTS", "chapter_of", "cite"]


def _number(label):
    if label not in RESULTS:
        raise ValueError(
            f"label must be a numbered result of the book (thm-2-1, lem-4-5, ...), "
            f"got {label!r}"
        )
    return RESULTS[label]


def cite(label):
    """The book's name of a result now: ``"Theorem 3.4"`` for ``"thm-3-4"``."""
    kind, number = _number(label)
    return f"{kind} {number}"


def chapter_of(label):
    """The number of the chapter that states a result."""
    return int(_number(label)[1].split(".")[0])
