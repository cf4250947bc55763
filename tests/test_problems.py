"""The book's judge solvers (gamelib.contest.problems): samples, reading, brute force.

Every solver answers its official samples, also when the input has CRLF line
ends, blank lines between its lines, trailing spaces or no final newline;
and every solver agrees with a search of the game's real rules (written in
gamelib.contest.problems without the theorem the solver uses) on small random inputs.
"""

import decimal
import functools
import math
import random

import pytest

from gamelib.contest.problems import (
    PROBLEMS,
    InputFormatError,
    Tokens,
    problem,
    samples,
    wythoff_float_traps,
)
from gamelib.contest.stress import Draw, compare_outputs
from tests.conftest import DATA

ALL = sorted(PROBLEMS)
WITH_SAMPLES = [slug for slug in ALL if PROBLEMS[slug].samples()]


def variants(text):
    """The sample as judges' files may hold it: CRLF, blank lines, spaces, no EOL."""
    lines = text.rstrip("\n").split("\n")
    return {
        "crlf": "\r\n".join(lines) + "\r\n",
        "blank lines": "\n\n".join(lines) + "\n\n",
        "trailing spaces": "".join(line + "  \t\n" for line in lines),
        "no final newline": "\n".join(lines),
        "leading blank lines": "\n\n" + "\n".join(lines) + "\n",
    }


def agrees(entry, given, expected, got):
    if entry.compare is not None:
        return entry.compare(given, expected, got) is None
    return compare_outputs(expected, got) is None


def test_every_data_folder_has_a_problem():
    folders = {p.name for p in (DATA / "judge").iterdir() if p.is_dir()}
    covered = {f for entry in PROBLEMS.values() for f in (entry.slug, *entry.folders)}
    assert folders == covered
    assert len(PROBLEMS) == 58


def test_the_book_counts_its_problems_right():
    # The README and the chapter's opening state how many problems there are
    # (the chapters' own plus the classics): both must add up to the records.
    import re

    import nbformat

    root = DATA.parents[1]
    readme = (root / "README.md").read_text(encoding="utf-8")
    notebook = nbformat.read(root / "notebooks" / "15-problem-set.ipynb", 4)
    opening = " ".join(notebook.cells[0].source.split())
    total, classics = map(
        int,
        re.search(
            r"gathers (\d+) judge problems.*?and (\d+) classics",
            " ".join(readme.split()),
        ).groups(),
    )
    own, classics_too = map(
        int, re.search(r"name, (\d+) of them, and (\d+) classics", opening).groups()
    )
    assert total == len(PROBLEMS) == own + classics_too
    assert classics == classics_too


def test_every_problem_is_documented():
    for entry in PROBLEMS.values():
        assert entry.ids and entry.title and entry.english and entry.limits
        assert 1 <= entry.chapter <= 14 and 1 <= entry.difficulty <= 3
        assert entry.theorem and entry.topic
        assert entry.samples() or entry.own_examples, entry.slug
        assert entry.brute_answer is not None or entry.notes, entry.slug


@pytest.mark.parametrize("slug", WITH_SAMPLES)
def test_samples_and_their_variants(slug):
    entry = PROBLEMS[slug]
    for name, given, expected in entry.samples():
        assert agrees(entry, given, expected, entry.solve(given)), name
        for kind, text in variants(given).items():
            assert agrees(entry, text, expected, entry.solve(text)), (name, kind)


def test_the_two_solvers_the_issue_names_read_blank_lines():
    # HDU 2873 raised IndexError on a blank line between lines, BZOJ 1443
    # ValueError on blank lines between board rows: both read tokens now.
    bombs = "2 2\n\n.#\n\n##\n\n0 0\n"
    assert problem("hdu2873").solve(bombs) == problem("hdu2873").brute(bombs) == "John"
    board = "3 3\n.##\n\n...\n\n#.#\n"
    assert problem("bzoj1443").solve(board).split() == ["WIN", "2", "3", "3", "2"]
    assert problem("bzoj1443").brute(board) == problem("bzoj1443").solve(board)


@pytest.mark.parametrize("slug", [s for s in ALL if PROBLEMS[s].brute_answer])
def test_solver_agrees_with_the_search_of_the_rules(slug):
    entry = PROBLEMS[slug]
    rng = random.Random(slug)
    for _ in range(25):
        text = entry.write(entry.generate(Draw(random.Random(rng.random())), "small"))
        assert agrees(entry, text, entry.brute(text), entry.solve(text)), text
    for text in entry.own_examples:
        assert agrees(entry, text, entry.brute(text), entry.solve(text)), text


@pytest.mark.parametrize("slug", ALL)
def test_edge_cases_and_largest_inputs_are_solved(slug):
    entry = PROBLEMS[slug]
    for cases in entry.edges():
        text = entry.write(cases)
        assert entry.solve(text).split()  # an answer, no error
        reread = entry.parse(Tokens(text))
        assert len(reread) == len(cases)


def test_own_examples_where_no_official_sample_exists():
    # HDU 3595: the chapter's own input, against the search of the Every-SG game
    own = problem("hdu3595").own_examples[0]
    assert problem("hdu3595").solve(own) == problem("hdu3595").brute(own)
    assert problem("hdu3595").solve(own).split() == ["MM", "GG", "MM", "GG"]
    # HDU 3404: (1, 1) and (2, 2) are worth 1 ^ 3 = 2, a win; (2, 3) and
    # (3, 2) are worth 1 ^ 1 = 0, a loss (nim-products worked by hand)
    assert problem("hdu3404").solve("2\n2 1 1 2 2\n2 2 3 3 2").split("\n") == [
        "Have a try, lxhgww.",
        "Don't waste your time.",
    ]


def test_wythoff_traps_are_cold_pairs_where_floats_fail():
    phi = (1 + math.sqrt(5)) / 2
    traps = wythoff_float_traps()
    (a, b), k = traps[0], traps[0][1] - traps[0][0]
    assert k == 102_334_155  # F_40, where the double-precision formula first fails
    assert int(k * phi) != a and int(k * phi) + k != b
    assert all(problem("hdu1527").solve(f"{a} {b}") == "0" for a, b in traps)
    assert all(problem("hdu1527").solve(f"{a + 1} {b}") == "1" for a, b in traps)
    big = wythoff_float_traps(10**30)
    assert big[-1][1] > 2**53


def test_football_counterexample_stays_as_the_judge_wants():
    # the judge's formula says Bob at 1, 1, 1 and 2 turns; the game says Alice
    assert problem("poj2315").solve("4 2 7 1\n6 6 6 12") == "Bob"
    assert problem("poj2315").brute_answer is None


def test_a_coin_listed_twice_is_one_coin():
    assert problem("hdu3537").solve("2\n5 5") == problem("hdu3537").solve("1\n5")


def test_lookup_by_any_id():
    assert problem("POJ 1067") is problem("hdu1527") is problem("HDU1527")
    assert problem("luogu-p2252").slug == "luogu_p2252"
    assert problem("hdu1524").slug == "poj2425"
    with pytest.raises(ValueError, match="name must be one of the book's judge"):
        problem("hdu9999")
    with pytest.raises(TypeError, match="name must be a judge problem's id"):
        problem(1527)


def test_bad_input_says_what_was_wrong():
    with pytest.raises(InputFormatError, match="ends before"):
        problem("hdu1846").solve("2\n1 2\n3")
    with pytest.raises(InputFormatError, match="'x'"):
        problem("poj2234").solve("2 1 x")
    with pytest.raises(InputFormatError, match="'#'"):
        problem("bzoj1443").solve("1 2\n.x")
    with pytest.raises(TypeError, match="str"):
        problem("hdu1846").solve(b"1 1 1")


def test_labels_follow_the_books_convention():
    assert problem("luogu_p2148").label == "problem-luogu-p2148"
    assert problem("agc017d").label == "problem-agc017d"


def test_samples_reads_the_data_folder():
    assert [name for name, _, _ in samples("hdu1527")] == [
        "sample-hdu1527",
        "sample-poj1067",
    ]


def test_the_problem_set_notebook_has_every_problem_and_label():
    import nbformat

    notebook = nbformat.read(DATA.parent / "15-problem-set.ipynb", as_version=4)
    markdown = [c.source for c in notebook.cells if c.cell_type == "markdown"]
    index = next(m for m in markdown if m.startswith("## Index"))
    for entry in PROBLEMS.values():
        assert f"(#{entry.label})" in index, entry.slug
        # the label line comes immediately before the problem's heading
        heads = [m for m in markdown if f"({entry.label})=\n###" in m]
        assert len(heads) == 1, entry.slug
    solutions = [c for c in notebook.cells if "solution" in c.metadata.get("tags", [])]
    hints = [c for c in notebook.cells if "hint" in c.metadata.get("tags", [])]
    assert len(solutions) == len(hints) == len(PROBLEMS)
    assert all(h.source.count("<details") == 2 for h in hints)


# --- Wythoff's game over the judges' whole ranges ------------------------------
# The references of HDU 1527 / POJ 1067, Luogu P2252 and HDU 2177 against two
# methods written here with no floor(k phi) formula of the library inside: the
# cold pairs by their construction (a_k is the least number not in an earlier
# pair, b_k = a_k + k), and floor(k phi) in 60-digit decimals.

HDU2177_TOP = 10**6  # the judge's bound on the piles (b <= 10^6)
WYTHOFF_TOP = 10**9  # HDU 1527 / POJ 1067 and Luogu P2252: a, b <= 10^9


@functools.cache
def cold_partners(limit):
    """partner[n] for every n <= limit, and the cold pairs, by construction."""
    partner = [-1] * (2 * limit + 3)
    pairs, a, k = [], 0, 0
    while a <= limit:
        pairs.append((a, a + k))
        partner[a], partner[a + k] = a + k, a
        k += 1
        while partner[a] >= 0:
            a += 1
    return partner, pairs


def floor_k_phi(k):
    """floor(k phi) in decimals precise far beyond the judges' ranges."""
    with decimal.localcontext() as context:
        context.prec = 60
        phi = (1 + decimal.Decimal(5).sqrt()) / 2
        return int((k * phi).to_integral_value(rounding=decimal.ROUND_FLOOR))


def hdu2177_by_table(a, b):
    """HDU 2177's answer for 0 <= a <= b <= 10^6, from the constructed pairs."""
    partner, pairs = cold_partners(HDU2177_TOP)
    if partner[a] == b:
        return ["0"]
    lines = ["1"]
    k = b - a
    if k < len(pairs) and pairs[k][0] < a:  # both piles, down to (a_k, b_k)
        lines.append(f"{pairs[k][0]} {pairs[k][1]}")
    single = set()
    if partner[a] < b:  # pile b down to a's partner
        single.add(tuple(sorted((a, partner[a]))))
    if partner[b] < a:  # pile a down to b's partner
        single.add((partner[b], b))
    lines += [f"{x} {y}" for x, y in sorted(single)]
    return lines


def hdu2177_positions():
    """Positions a <= b over the whole range: random, the top k, 231,230, 10^6."""
    rng = random.Random(2177)
    _, pairs = cold_partners(HDU2177_TOP)
    top = HDU2177_TOP
    found = []
    for _ in range(3000):
        found.append(tuple(sorted((rng.randint(0, top), rng.randint(0, top)))))
    highest = [(a, b) for a, b in pairs if b <= top][-300:]  # every k near the top
    for a, b in highest:
        found += [(a, b), (a, b - 1), (a + 1, b), (a - 1, b), (a, top), (b, top)]
        if b < top:
            found.append((a, b + 1))
    for n in range(231_200, 231_261):  # where the old search first went wrong
        found += [(n, n), (n, n + 1), (n, n + 142_903), (n, top), (n - 100_000, n)]
        found.append(tuple(sorted((n, rng.randint(0, top)))))
    found += [(top, top), (0, top), (1, top), (top - 1, top), (1, 1), (0, 5)]
    return [p for p in found if p != (0, 0)]


def hdu2177_mismatch(positions):
    """The judge's comparison of the reference with the table, or None."""
    entry = problem("hdu2177")
    given = "".join(f"{a} {b}\n" for a, b in positions) + "0 0\n"
    expected = "\n".join(line for a, b in positions for line in hdu2177_by_table(a, b))
    return entry.compare(given, expected, entry.solve(given))


def test_the_constructed_cold_pairs_are_floor_k_phi():
    _, pairs = cold_partners(HDU2177_TOP)
    rng = random.Random(5)
    for k in [*range(50), *rng.sample(range(len(pairs)), 300), len(pairs) - 1]:
        assert pairs[k] == (floor_k_phi(k), floor_k_phi(k) + k), k


def test_hdu2177_reference_is_exact_over_the_whole_range():
    assert hdu2177_mismatch(hdu2177_positions()) is None
    solve = problem("hdu2177").solve
    # the two cases the old search answered wrongly
    assert solve("1000000 1000000\n0 0\n") == "1\n0 0"
    assert solve("234945 380150\n0 0\n") == "1\n234945 380149"


def test_hdu2177_cold_partner_is_exact_for_every_pile():
    # the old search, which started above n / phi and could only move up, was
    # wrong for 596,750 of these, the first at 231,230
    from gamelib.contest.problems.hdu2177 import _cold_partner

    partner, _ = cold_partners(HDU2177_TOP)
    wrong = [n for n in range(HDU2177_TOP + 1) if _cold_partner(n) != partner[n]]
    assert wrong == []


def test_a_wrong_hdu2177_reference_is_caught(monkeypatch):
    import gamelib.contest.problems.hdu2177 as hdu2177

    exact = hdu2177._cold_partner

    def off_by_one_when_large(n):
        return exact(n) + (n > 500_000)

    monkeypatch.setattr(hdu2177, "_cold_partner", off_by_one_when_large)
    where = hdu2177_mismatch(hdu2177_positions())
    assert where is not None and "positions" in where


def wythoff_positions(top):
    """Pairs over [0, top]: random, cold pairs at the top k and their neighbours."""
    rng = random.Random(top)
    found = [(rng.randint(0, top), rng.randint(0, top)) for _ in range(2000)]
    found += [(rng.randint(0, 1000), rng.randint(0, 1000)) for _ in range(500)]
    k_top = 2 * top - floor_k_phi(top) + 2  # about top / phi^2 = top (2 - phi)
    while floor_k_phi(k_top) + k_top > top:  # the last k with b_k <= top
        k_top -= 1
    for k in [*range(k_top - 150, k_top + 1), *(F_k for F_k in FIBONACCI if F_k)]:
        a = floor_k_phi(k)
        b = a + k
        if b <= top:
            found += [(a, b), (b, a), (a + 1, b), (a, b - 1), (a - 1, b)]
    found += [(top, top), (0, top), (top, 0), (0, 0), *wythoff_float_traps(top)]
    return [(a, b) for a, b in found if min(a, b) >= 0 and max(a, b) <= top]


FIBONACCI = [0, 1]
while FIBONACCI[-1] < 10**9:
    FIBONACCI.append(FIBONACCI[-1] + FIBONACCI[-2])


def is_cold_by_decimals(a, b):
    a, b = min(a, b), max(a, b)
    return floor_k_phi(b - a) == a


@pytest.mark.parametrize("slug", ["hdu1527", "luogu_p2252"])
def test_wythoff_references_are_exact_over_the_whole_range(slug):
    entry = problem(slug)
    positions = wythoff_positions(WYTHOFF_TOP)
    assert sum(is_cold_by_decimals(a, b) for a, b in positions) > 300
    for a, b in positions:
        assert entry.solve(f"{a} {b}\n") == ("0" if is_cold_by_decimals(a, b) else "1")


def test_wythoff_references_agree_with_the_constructed_pairs():
    partner, pairs = cold_partners(HDU2177_TOP)
    top = 3 * 10**5  # every cold pair up to here, and a hot neighbour of each
    given = "".join(f"{a} {b}\n{b} {a + 1}\n" for a, b in pairs if b <= top)
    expected = [
        answer
        for a, b in pairs
        if b <= top
        for answer in ("0", "0" if partner[a + 1] == b else "1")
    ]
    assert problem("hdu1527").solve(given).split() == expected


def test_the_training_order_lists_every_problem_once_easiest_first():
    """The problem set's suggested training order (a markdown cell after its
    index) names every problem once, in stages of rising difficulty and, within
    a stage, in the order of the chapters; the difficulties and chapters are
    read from the index table of the same notebook, not from the records."""
    import re
    from pathlib import Path

    import nbformat

    book = Path(__file__).resolve().parents[1] / "notebooks"
    cells = nbformat.read(book / "15-problem-set.ipynb", as_version=4).cells
    index = next(c.source for c in cells if c.source.startswith("## Index"))
    rows = re.findall(
        r"^\| \[\w+\]\(#(problem-[\w-]+)\) \|.*\{chapter\}`(\d+)` \| (★+)☆* \|$",
        index,
        re.M,
    )
    table = {label: (len(stars), int(chapter)) for label, chapter, stars in rows}
    order = next(c.source for c in cells if "## Suggested training order" in c.source)
    listed = re.findall(r"\]\(#(problem-[\w-]+)\)", order)
    assert sorted(listed) == sorted(table) == sorted(p.label for p in PROBLEMS.values())
    ranks = [table[label] for label in listed]
    assert ranks == sorted(ranks), "not easiest first, chapter by chapter"
