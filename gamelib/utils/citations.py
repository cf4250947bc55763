"""The book's numbered results by label: how gamelib cites them.

gamelib names a result by its label in the book (``thm-3-4``), never by its
number, which moves when chapters do: ``cite("thm-3-4")`` is ``"Theorem 3.4"``
while the book numbers it so. RESULTS is written from the chapters by
``notebooks/_ext/renumber.py`` (``make renumber``); do not edit it by hand.

>>> cite("thm-2-1"), chapter_of("thm-2-1")
('Theorem 2.1', 2)
"""

__all__ = ["RESULTS", "chapter_of", "cite"]

#: label -> (kind, number) of every numbered result of the book.
RESULTS = {
    "thm-0-1": ("Theorem", "0.1"),
    "thm-0-2": ("Theorem", "0.2"),
    "thm-1-1": ("Theorem", "1.1"),
    "thm-2-1": ("Theorem", "2.1"),
    "thm-2-2": ("Theorem", "2.2"),
    "cor-2-3": ("Corollary", "2.3"),
    "cor-2-4": ("Corollary", "2.4"),
    "thm-2-5": ("Theorem", "2.5"),
    "thm-3-1": ("Theorem", "3.1"),
    "lem-3-2": ("Lemma", "3.2"),
    "thm-3-3": ("Theorem", "3.3"),
    "thm-3-4": ("Theorem", "3.4"),
    "thm-3-5": ("Theorem", "3.5"),
    "thm-3-6": ("Theorem", "3.6"),
    "thm-3-7": ("Theorem", "3.7"),
    "lem-3-8": ("Lemma", "3.8"),
    "thm-3-9": ("Theorem", "3.9"),
    "lem-4-1": ("Lemma", "4.1"),
    "thm-4-2": ("Theorem", "4.2"),
    "thm-4-3": ("Theorem", "4.3"),
    "thm-4-4": ("Theorem", "4.4"),
    "lem-4-5": ("Lemma", "4.5"),
    "thm-4-6": ("Theorem", "4.6"),
    "lem-4-7": ("Lemma", "4.7"),
    "lem-4-8": ("Lemma", "4.8"),
    "thm-4-9": ("Theorem", "4.9"),
    "thm-5-1": ("Theorem", "5.1"),
    "thm-5-2": ("Theorem", "5.2"),
    "cor-5-3": ("Corollary", "5.3"),
    "lem-6-1": ("Lemma", "6.1"),
    "thm-6-2": ("Theorem", "6.2"),
    "lem-6-3": ("Lemma", "6.3"),
    "thm-6-4": ("Theorem", "6.4"),
    "thm-6-5": ("Theorem", "6.5"),
    "thm-6-6": ("Theorem", "6.6"),
    "lem-6-7": ("Lemma", "6.7"),
    "thm-6-8": ("Theorem", "6.8"),
    "thm-6-9": ("Theorem", "6.9"),
    "thm-7-1": ("Theorem", "7.1"),
    "thm-7-2": ("Theorem", "7.2"),
    "cor-7-3": ("Corollary", "7.3"),
    "thm-7-4": ("Theorem", "7.4"),
    "prop-7-5": ("Proposition", "7.5"),
    "thm-8-1": ("Theorem", "8.1"),
    "thm-8-2": ("Theorem", "8.2"),
    "prop-8-3": ("Proposition", "8.3"),
    "thm-9-1": ("Theorem", "9.1"),
    "thm-9-1-prime": ("Theorem", "9.1′"),
    "thm-9-2": ("Theorem", "9.2"),
    "thm-9-2-prime": ("Theorem", "9.2′"),
    "thm-9-3": ("Theorem", "9.3"),
    "thm-9-4": ("Theorem", "9.4"),
    "thm-9-5": ("Theorem", "9.5"),
    "thm-10-1": ("Theorem", "10.1"),
    "lem-10-2": ("Lemma", "10.2"),
    "thm-11-1": ("Theorem", "11.1"),
    "thm-11-2": ("Theorem", "11.2"),
    "thm-11-3": ("Theorem", "11.3"),
    "thm-11-4": ("Theorem", "11.4"),
    "thm-13-1": ("Theorem", "13.1"),
    "thm-13-2": ("Theorem", "13.2"),
    "thm-13-3": ("Theorem", "13.3"),
    "thm-13-4": ("Theorem", "13.4"),
    "thm-13-5": ("Theorem", "13.5"),
    "thm-13-6": ("Theorem", "13.6"),
    "thm-13-7": ("Theorem", "13.7"),
    "thm-13-8": ("Theorem", "13.8"),
    "thm-13-8-prime": ("Theorem", "13.8′"),
    "thm-13-9": ("Theorem", "13.9"),
    "thm-13-10": ("Theorem", "13.10"),
    "thm-13-11": ("Theorem", "13.11"),
    "thm-13-12": ("Theorem", "13.12"),
    "thm-14-1": ("Theorem", "14.1"),
    "thm-14-2": ("Theorem", "14.2"),
    "lem-14-3": ("Lemma", "14.3"),
}


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
