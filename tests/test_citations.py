"""Every "rule N" a chapter cites is the rule of chapter 0 that it means.

Chapter 0 numbers the three rules that label positions P and N:

1. every terminal position is a P-position;
2. a position whose moves all lead to N-positions is a P-position;
3. a position with some move to a P-position is an N-position.

Later chapters cite them by number ("x is N by rule 3") or restate them in a
list of their own (misère play turns rule 1 around; retrograde analysis
applies them to loopy games). A swapped number reads as a false proof step,
so this test parses chapter 0's list and checks, in every chapter:

- every restated list of rules numbers them as chapter 0 does (the same
  premise, *terminal*, *all moves* or *some move*, under the same number);
- every citation "rule N" that says which label it gives ("P by rule 2",
  "An N-position got its label by rule 3", "5 is terminal: P (rule 1)")
  names a rule that gives that label, and one that names its premise ("rule
  3, stop at the first winning move") names a rule with that premise;
- every cited "Theorem 0.N" exists in chapter 0.

The premise and label of a citation are read from its own sentence; a
citation whose sentence says neither is only checked to exist.
"""

import json
import re
import sys
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
CHAPTERS = sorted(NOTEBOOKS.glob("[0-9][0-9]-*.ipynb"))
CHAPTER_0 = NOTEBOOKS / "00-introduction.ipynb"

RULE_ITEM = re.compile(r"^(\d)\. (.+?)(?=^\d\. |\n\n|\Z)", re.M | re.S)
CITATION = re.compile(r"\b[Rr]ules? (\d)(?:(?:,| and| or|-| to) (\d))?")
THEOREM_0 = re.compile(r"Theorem 0\.(\d+)")


def markdown_cells(path):
    """The source of each markdown cell of a notebook, with its index."""
    cells = json.loads(path.read_text())["cells"]
    return [
        (i, "".join(c["source"]))
        for i, c in enumerate(cells)
        if c["cell_type"] == "markdown"
    ]


def code_comments(path):
    """The comment lines of each code cell (solutions argue in comments)."""
    cells = json.loads(path.read_text())["cells"]
    return [
        (i, "\n".join(line for line in "".join(c["source"]).split("\n") if "#" in line))
        for i, c in enumerate(cells)
        if c["cell_type"] == "code"
    ]


def premise(text):
    """Which premise a rule (or a sentence about one) states, or None."""
    text = text.lower().replace("*", "")
    if "terminal" in text and "non-terminal" not in text:
        return "terminal"
    if re.search(
        r"\bsome (move|option)"
        r"|\ban?\s+(move|option|arrow)\b[^.;]{0,30}\b(p\b|p-|square)"
        r"|winning move|a p-option|move to a p-position",
        text,
    ):
        return "some"
    if re.search(r"\ball\b|\bevery\b|\bonly option", text):
        return "all"
    return None


def label(text):
    """The label, P or N, a rule gives: 'is a P-position' or 'is an N-position'."""
    found = re.findall(r"is an? ([PN])-position", text)
    return found[-1] if found else None


def rule_lists(text):
    """Each numbered list of rules in a cell: {number: (premise, label)}."""
    items = {int(n): body for n, body in RULE_ITEM.findall(text)}
    if set(items) != {1, 2, 3}:
        return None
    rules = {n: (premise(body), label(body)) for n, body in items.items()}
    if any(p is None or lab is None for p, lab in rules.values()):
        return None
    return rules


def chapter_0_rules():
    """Chapter 0's rules, parsed from its first numbered list of rules."""
    for _, text in markdown_cells(CHAPTER_0):
        rules = rule_lists(text)
        if rules:
            return rules
    raise AssertionError("chapter 0 has no numbered list of its three rules")


RULES = chapter_0_rules()


def test_chapter_0_states_the_rules_in_the_usual_order():
    """The parser reads chapter 0's list as the rules it must be."""
    assert RULES == {1: ("terminal", "P"), 2: ("all", "P"), 3: ("some", "N")}


def sentence_at(text, start, end):
    """The sentence of text around [start, end)."""
    left = max(text.rfind(". ", 0, start), text.rfind("\n\n", 0, start))
    right = min(
        (k for k in (text.find(". ", end), text.find("\n\n", end)) if k >= 0),
        default=len(text),
    )
    return text[left + 1 : right]


def label_before(text, start):
    """The label a citation gives, written just before it: 'N by rule 2'."""
    window = text[max(0, start - 40) : start]
    found = re.search(
        r"\b([PN])(?:-position got its label)?(?: by| \(|: [^.;]{0,25}\()\s*$",
        window,
    )
    return found.group(1) if found else None


def clause_premise(text, start, end):
    """The premise stated next to a citation: after it, else before it.

    After: an apposition ("rule 3, stop at the first winning move"); before:
    a clause that the citation closes ("... a square (rule 3)", "... as rule 2").
    """
    after = re.sub(r"^ of chapter 0", "", text[end:])
    stated = None
    if after.startswith(", "):  # an apposition: "rule 3, stop at the first ..."
        stated = premise(re.split(r"[;,)]|\. |\n\n", after[2:], maxsplit=1)[0])
    if stated or not re.search(r"(\(|\bas )$", text[:start]):
        return stated
    before = re.split(r"[;(]|\. |\n\n", text[:start].rstrip(" (").removesuffix(" as"))
    return premise(before[-1])


def citations(path):
    """(cell, number, given label, stated premise, sentence) for each citation."""
    found = []
    for cell, text in markdown_cells(path) + code_comments(path):
        text = text.replace("# ", "").replace("#", "")
        for match in CITATION.finditer(text):
            numbers = [int(n) for n in match.groups() if n]
            sentence = sentence_at(text, match.start(), match.end())
            given = label_before(text, match.start())
            stated = clause_premise(text, match.start(), match.end())
            stated = stated if len(numbers) == 1 else None
            for n in numbers:
                found.append((cell, n, given, stated, sentence.strip()))
    return found


def problems_in(path):
    """Every way the chapter's rule numbers disagree with chapter 0."""
    problems = []
    for cell, text in markdown_cells(path):
        rules = rule_lists(text)
        if rules and path != CHAPTER_0:
            for n, (p, _) in rules.items():
                if p != RULES[n][0]:
                    problems.append(
                        f"cell {cell}: its rule {n} has the premise '{p}', "
                        f"chapter 0's rule {n} has '{RULES[n][0]}'"
                    )
        for match in THEOREM_0.finditer(text):
            if int(match.group(1)) not in (1, 2):
                problems.append(f"cell {cell}: chapter 0 has no {match.group(0)}")
    local = any(rule_lists(text) for _, text in markdown_cells(path))
    for cell, n, given, stated, sentence in citations(path):
        if n not in RULES:
            problems.append(f"cell {cell}: there is no rule {n}: {sentence!r}")
            continue
        want_premise, want_label = RULES[n]
        if local and n == 1:
            continue  # misère play turns rule 1 around: its label is the chapter's
        if given and given != want_label:
            problems.append(
                f"cell {cell}: rule {n} gives {want_label}, not {given}: {sentence!r}"
            )
        elif not given and stated and stated != want_premise:
            problems.append(
                f"cell {cell}: rule {n} is the '{want_premise}' rule, but the "
                f"sentence states the '{stated}' one: {sentence!r}"
            )
    return problems


@pytest.mark.parametrize("path", CHAPTERS, ids=[p.stem for p in CHAPTERS])
def test_rule_citations_agree_with_chapter_0(path):
    """Each chapter cites the rules by chapter 0's numbers."""
    assert problems_in(path) == []


def test_the_check_finds_a_swapped_citation():
    """A sentence with rules 2 and 3 swapped is refused (the test can fail)."""
    swapped = "so $x$ is N by rule 2. If it has none, $x$ is P by rule 3."
    found = [
        given != RULES[n][1]
        for n, given in (
            (int(m.group(1)), label_before(swapped, m.start()))
            for m in CITATION.finditer(swapped)
        )
    ]
    assert found == [True, True]
    cited = "That is rule 2 of chapter 0, *stop at the first winning move*."
    assert clause_premise(cited, 8, 14) == "some" != RULES[2][0]


# -- numbered results cited by label (notebooks/_ext/renumber.py) -------------
#
# A theorem, lemma, proposition or corollary is stated after a label line,
# (thm-2-1)=, and cited as a link whose text is its number,
# [Theorem 2.1](02-nim.ipynb#thm-2-1), so that `make renumber` can renumber
# the book when chapters move. A plain "Theorem 2.1" in the prose would keep
# its old number: these tests refuse it, and a link whose text or label is
# wrong.

sys.path.insert(0, str(NOTEBOOKS / "_ext"))
import renumber  # noqa: E402

RESULT = re.compile(r"\b(?:Theorem|Lemma|Proposition|Corollary)s? \d+\.\d+")
# What a plain-text number may stand in: math, code, a link (its text is
# checked through its label), an HTML tag, and a statement's own bold number
# under its label line.
NOT_PROSE = re.compile(
    r"```.*?```|`[^`\n]*`|\$\$.*?\$\$|\$[^$]*\$|!?\[[^\]]*\]\([^)]*\)|<[^>\n]*>"
    r"|^\((?:thm|lem|prop|cor)-[a-z0-9-]+\)=\n\*\*\w+ \d+\.\d+",
    re.S | re.M,
)
# Citations of other books' numbered results, which stay plain text:
# (chapter file, the citation as written, why it is not this book's).
EXTERNAL = {
    # none yet: add e.g. ("04-wythoff.ipynb", "Theorem 4.2 of Winning Ways",
    # "Winning Ways' own numbering")
}


def plain_citations(text, name=""):
    """The plain-text citations of numbered results in a cell's prose."""
    prose = NOT_PROSE.sub(lambda m: " " * len(m.group(0)), text)
    found = []
    for match in RESULT.finditer(prose):
        tail = prose[match.start() : match.end() + 40]
        if not any(n == name and tail.startswith(c) for n, c, _ in EXTERNAL):
            found.append(match.group(0))
    return found


@pytest.mark.parametrize("path", CHAPTERS, ids=[p.stem for p in CHAPTERS])
def test_numbered_results_are_cited_by_label(path):
    """No chapter cites a theorem, lemma, ... by a number in plain text."""
    plain = [
        (cell, cited)
        for cell, text in markdown_cells(path)
        for cited in plain_citations(text, path.name)
    ]
    assert plain == [], "cite these as [Theorem N.M](page.ipynb#thm-N-M)"


def test_a_plain_citation_is_found():
    """The check finds a plain citation, and spares math, code and links."""
    text = (
        "(thm-2-1)=\n**Theorem 2.1** (Bouton). As Lemma 3.2 says, "
        "$\\text{Theorem 2.1}$, `Theorem 2.1`, [Theorem 2.1](#thm-2-1), "
        "and Theorems 3.6 and 3.7."
    )
    assert plain_citations(text) == ["Lemma 3.2", "Theorems 3.6"]


def test_every_label_link_has_its_number_and_renumber_has_nothing_to_do():
    """Every link names its label's number; every label is followed by its
    statement; no link points to a missing label."""
    assert renumber.renumber(NOTEBOOKS, check=True) == []


def test_every_numbered_statement_has_a_label():
    """A bold **Theorem N.M** at a paragraph start of its own chapter is labelled."""
    labelled = renumber.numbers(NOTEBOOKS)
    unlabelled = []
    for path in CHAPTERS:
        for cell, text in markdown_cells(path):
            for match in re.finditer(
                r"(?:\A|\n\n)(\((?:thm|lem|prop|cor)-[a-z0-9-]+\)=\n)?\*\*"
                r"(Theorem|Lemma|Proposition|Corollary) (\d+)\.",
                text,
            ):
                if int(match.group(3)) == int(path.name[:2]) and not match.group(1):
                    unlabelled.append((path.name, cell, match.group(0).strip()))
    assert unlabelled == []
    assert len(labelled) >= 45


def write_chapter(folder, name, *cells):
    """A notebook of markdown cells, as nbformat writes it."""
    notebook = {
        "cells": [
            {"cell_type": "markdown", "id": f"c{i}", "metadata": {}, "source": s}
            for i, s in enumerate(cells)
        ],
        "metadata": {},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (folder / name).write_text(json.dumps(notebook, indent=1) + "\n")


def test_renumber_follows_a_moved_chapter(tmp_path):
    """Swap two chapters of a tiny book: numbers and link texts follow.

    The expected texts are written out by hand from the rule: chapter = the
    file's prefix, results counted in order, a prime takes its base's number.
    """
    write_chapter(
        tmp_path,
        "01-a.ipynb",
        "(thm-1-1)=\n**Theorem 1.1** (first). A.\n\n"
        "(lem-1-2)=\n**Lemma 1.2.** B, and by [Theorem 1.1](#thm-1-1).",
        "(lem-1-2-prime)=\n**Lemma 1.2′.** C, as Lemmas [1.2](#lem-1-2) and "
        "[1.2′](#lem-1-2-prime) say; [Corollary 2.1](02-b.ipynb#cor-2-1).",
    )
    write_chapter(
        tmp_path,
        "02-b.ipynb",
        "(cor-2-1)=\n**Corollary 2.1.** D by [Lemma 1.2](01-a.ipynb#lem-1-2).",
    )
    assert renumber.renumber(tmp_path, check=True) == []
    (tmp_path / "01-a.ipynb").rename(tmp_path / "03-a.ipynb")
    (tmp_path / "02-b.ipynb").rename(tmp_path / "01-b.ipynb")
    assert renumber.renumber(tmp_path, check=True) == [
        "01-b.ipynb: cell 0 has numbers to renumber",
        "03-a.ipynb: cell 0 has numbers to renumber",
        "03-a.ipynb: cell 1 has numbers to renumber",
    ]
    assert renumber.renumber(tmp_path) == []
    assert renumber.renumber(tmp_path, check=True) == []
    first = "".join(
        json.loads((tmp_path / "01-b.ipynb").read_text())["cells"][0]["source"]
    )
    third = "".join(
        "".join(c["source"])
        for c in json.loads((tmp_path / "03-a.ipynb").read_text())["cells"]
    )
    assert first == (
        "(cor-2-1)=\n**Corollary 1.1.** D by [Lemma 3.2](03-a.ipynb#lem-1-2)."
    )
    assert "**Theorem 3.1** (first). A." in third
    assert "**Lemma 3.2.** B, and by [Theorem 3.1](#thm-1-1)." in third
    assert "**Lemma 3.2′.** C, as Lemmas [3.2](#lem-1-2) and " in third
    assert "[3.2′](#lem-1-2-prime) say; [Corollary 1.1](01-b.ipynb#cor-2-1)." in third


def test_renumber_refuses_a_variant_without_its_base(tmp_path):
    """A primed label needs its base result labelled before it."""
    write_chapter(tmp_path, "01-a.ipynb", "(thm-1-1-prime)=\n**Theorem 1.1′.** A.")
    with pytest.raises(ValueError, match="thm-1-1-prime is a variant of thm-1-1"):
        renumber.numbers(tmp_path)


def test_renumber_finds_a_wrong_link_text():
    """A link whose text disagrees with its label is mended; one to a missing
    label is reported; one to the wrong page follows its label."""
    found = {"thm-2-1": ("02-nim.ipynb", "Theorem", "2.1")}
    text, problems = renumber.rewrite(
        "By [Theorem 2.2](02-nim.ipynb#thm-2-1), [2.1](#thm-2-1), [2.1](#thm-2-9).",
        "03-sg.ipynb",
        found,
    )
    assert text == (
        "By [Theorem 2.1](02-nim.ipynb#thm-2-1), [2.1](02-nim.ipynb#thm-2-1), "
        "[2.1](#thm-2-9)."
    )
    assert problems == ["03-sg.ipynb: link to a missing label: [2.1](#thm-2-9)"]
