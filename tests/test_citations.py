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
