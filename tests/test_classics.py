"""The classic training list of issue 33: HDU 2147, HDU 1849, POJ 2484, HDU 1517,
HDU 2149 and others.

For each problem: the reference against an exact method written here with no
formula of the reference inside, on inputs spread over the judge's whole
range (a planted wrong reference is caught); every generated input and edge
case inside the statement's limits; the contest solutions in
notebooks/solutions (Python, and C++ where g++ is installed) against the
reference on the samples, the edge cases and random inputs.
"""

import math
import random
import shutil
import subprocess
import sys
from functools import cache

import pytest

from gamelib.contest.judging import Draw
from gamelib.contest.problems import PROBLEMS, Tokens, problem
from gamelib.contest.problems import cf768e as stones
from gamelib.contest.problems import hdu1517 as multiplication
from tests.conftest import DATA, oeis

CLASSICS = [
    "hdu2147",
    "hdu1849",
    "poj2484",
    "hdu3951",
    "hdu4642",
    "hdu1517",
    "hdu3544",
    "hdu3389",
    "cf768e",
    "hdu1079",
    "hdu2149",
]
SOLUTIONS = DATA.parent / "solutions"


# --- exact methods over the judges' ranges -------------------------------------


@cache
def kiki_table(top=2000):
    """P-positions of kiki's board by the rules, rows 1..top: lose[r][c]."""
    lose = [bytearray(top + 1) for _ in range(top + 1)]
    for r in range(1, top + 1):
        row, below = lose[r], lose[r - 1]
        for c in range(1, top + 1):
            # a square loses when no move (left, down, diagonal) reaches a losing one
            row[c] = not (
                (r > 1 and below[c])
                or (c > 1 and row[c - 1])
                or (r > 1 and c > 1 and below[c - 1])
            )
    return lose


def kiki_exact(n, m):
    return "What a pity!" if kiki_table()[n][m] else "Wonderful!"


def nim_columns(squares):
    """Bouton's statement: P iff every binary column holds an even number of 1s."""
    return all(sum(k >> bit & 1 for k in squares) % 2 == 0 for bit in range(11))


@cache
def kayles_terms():
    return oeis("A002186")


def kayles(n):
    """Kayles' SG value of a row of n (OEIS A002186, period 12 from n = 71 on)."""
    terms = kayles_terms()
    while n >= len(terms):
        n -= 12
    return terms[n]


def funny_exact(n):
    """Alice wins iff she takes all, or leaves a row of Kayles worth 0."""
    return "Alice" if n <= 2 or 0 in (kayles(n - 1), kayles(n - 2)) else "Bob"


def stan_exact(n):
    """Minimax over the products 1 * k1 * k2 ... below n: 7-smooth, a few thousand."""

    @cache
    def mover_wins(p):
        return any(p * k >= n or not mover_wins(p * k) for k in range(2, 10))

    return "Stan wins." if mover_wins(1) else "Ollie wins."


@cache
def coin_rows(k, top=400):
    """SG values of a row of n coins, 1 to k neighbours taken: a mex table."""
    values = [0] * (top + 1)
    for n in range(1, top + 1):
        seen = {
            values[left] ^ values[n - take - left]
            for take in range(1, min(k, n) + 1)
            for left in range(n - take + 1)
        }
        values[n] = next(v for v in range(len(seen) + 1) if v not in seen)
    return values


def coin_game_exact(case):
    """HDU 3951 by the rows' mex tables (N <= 400), and by move count for K = 1."""
    i, n, k = case
    if k == 1:
        first = n % 2 == 1  # every move takes one coin: N moves in all
    else:
        rows = coin_rows(k)
        first = n <= k or any(rows[n - take] == 0 for take in range(1, k + 1))
    return f"Case {i}: {'first' if first else 'second'}"


def flipping_exact(board):
    """HDU 4642 as a coin-turning game: XOR of single-coin values (chapter 9).

    One up coin at (x, y) has the one move that turns its whole rectangle, so
    its value is 1 when the other coins of the rectangle are worth 0 in XOR,
    else 0.
    """
    n, m = len(board), len(board[0])
    value = [[0] * (m + 1) for _ in range(n + 1)]
    below = [[0] * (m + 1) for _ in range(n + 1)]  # XOR of values in (x.., y..)
    for x in range(n - 1, -1, -1):
        for y in range(m - 1, -1, -1):
            rest = below[x + 1][y] ^ below[x][y + 1] ^ below[x + 1][y + 1]
            value[x][y] = int(rest == 0)
            below[x][y] = rest ^ value[x][y]
    total = 0
    for x in range(n):
        for y in range(m):
            if board[x][y]:
                total ^= value[x][y]
    return "Alice" if total else "Bob"


def cut_cake_value(x, y):
    """Winning Ways' Cut-cake: floor(x / 2^k) - 1 for x >= y, 2^k <= y < 2^(k+1)."""
    if x >= y:
        return (x >> (y.bit_length() - 1)) - 1
    return -cut_cake_value(y, x)


def chocolates_exact(case):
    i, pieces = case
    total = sum(cut_cake_value(x, y) for x, y in pieces)
    return f"Case {i}: {'Alice' if total > 0 else 'Bob'}"


@cache
def boxes_odd_stair(top=10**4):
    """odd[A]: box A is an odd number of moves from the end of its chain.

    By the rules: a box with no smaller partner B (A + B odd, 3 | A + B) is an
    end; otherwise it is one move further than any partner (all agree).
    """
    odd = [False] * (top + 1)
    for a in range(1, top + 1):
        partners = [b for b in range(max(1, a - 6), a) if (a + b) % 6 == 3]
        odd[a] = bool(partners) and not odd[partners[-1]]
    return odd


def boxes_exact(case):
    i, boxes = case
    total = 0
    for a, cards in enumerate(boxes, 1):
        if boxes_odd_stair()[a]:
            total ^= cards
    return f"Case {i}: {'Alice' if total else 'Bob'}"


@cache
def most_distinct_parts(top=60):
    """most[s]: the most parts in a partition of s into distinct parts.

    A knapsack over the parts 1..top, each used at most once: no search of the
    game and no triangular formula. A pile of s lasts at most that many moves
    (its amounts are distinct and add up to at most s), and the value of a
    fresh pile is this number (checked against the search of the rules below).
    """
    most = [0] + [-1] * top
    for part in range(1, top + 1):
        for total in range(top, part - 1, -1):
            if most[total - part] >= 0:
                most[total] = max(most[total], most[total - part] + 1)
    return most


def stones_exact(piles):
    total = 0
    for s in piles:
        total ^= most_distinct_parts()[s]
    return "YES" if total == 0 else "NO"


def _leap(year):
    """The Gregorian rule, as the statement gives it."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _month_days(year, month):
    if month == 2:
        return 29 if _leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def auction_exact(case):
    """Lele's winning first bids by a DP over the prices, from M + N down to 1.

    A price of M or more ends the auction (the bidder who reached it won), so
    the bidder to move there has lost; below M the bidder to move has lost
    when every raise of 1 to N reaches a price where the next bidder wins.
    """
    m, n = case
    lost = [True] * (m + n + 1)
    ahead = n  # how many of the prices p + 1 .. p + n are lost for their mover
    for p in range(m - 1, 0, -1):
        lost[p] = ahead == 0
        ahead += lost[p] - lost[p + n]
    bids = [b for b in range(1, n + 1) if lost[b]]
    return " ".join(map(str, bids)) if bids else "none"


@cache
def calendar_game_table():
    """{(y, m, d): the player to move wins}, by a search of the rules.

    The calendar is counted here with its own leap-year rule, not datetime:
    the dates are listed from 1900-01-01 on, then labelled backwards from the
    contest day (a move goes forward, so its options are labelled first).
    """
    dates = []
    for year in range(1900, 2002):
        for month in range(1, 13):
            for day in range(1, _month_days(year, month) + 1):
                dates.append((year, month, day))
    dates = dates[: dates.index((2001, 11, 4)) + 1]
    index = {date: i for i, date in enumerate(dates)}
    wins = {}
    for i in range(len(dates) - 1, -1, -1):
        year, month, day = dates[i]
        options = [dates[i + 1]] if i + 1 < len(dates) else []
        later = (year + 1, 1) if month == 12 else (year, month + 1)
        if day <= _month_days(*later) and (*later, day) in index:
            options.append((*later, day))
        wins[dates[i]] = any(not wins[o] for o in options)
    return wins


def calendar_exact(date):
    return "YES" if calendar_game_table()[date] else "NO"


EXACT = {
    "hdu2147": lambda case: kiki_exact(*case),
    "hdu1849": lambda squares: "Grass Win!" if nim_columns(squares) else "Rabbit Win!",
    "poj2484": funny_exact,
    "hdu1517": stan_exact,
    "hdu3951": coin_game_exact,
    "hdu4642": flipping_exact,
    "hdu3544": chocolates_exact,
    "hdu3389": boxes_exact,
    "hdu2149": auction_exact,
    "cf768e": stones_exact,
    "hdu1079": calendar_exact,
}


def spread_cases(slug):
    """Cases over the whole range: random, the generator's largest, planted ones."""
    rng = random.Random(slug)
    entry = PROBLEMS[slug]
    found = []
    for size in ("random", "random", "max"):
        found += entry.generate(Draw(random.Random(rng.random())), size)
    found += [case for cases in entry.edges() for case in cases]
    if slug == "hdu2147":
        found += [(n, m) for n in (1, 2, 1999, 2000) for m in range(1, 2001, 37)]
    elif slug == "hdu1849":
        for _ in range(200):
            squares = [rng.randint(0, 1000) for _ in range(rng.randint(1, 1000))]
            squares.append(0)
            for k in squares[:-1]:
                squares[-1] ^= k  # planted P-positions, last square <= 1023
            if squares[-1] <= 1000:
                found.append(squares)
    elif slug == "hdu3951":
        found = [(1, n, k) for n, k in ((c[1], c[2]) for c in found) if n <= 400]
        found += [(1, n, k) for n in range(3, 401) for k in range(1, 11)]
        found += [(1, rng.randint(3, 10**9), 1) for _ in range(200)]
    elif slug == "hdu4642":
        for _ in range(40):  # a random board with a random corner coin
            n, m = rng.randint(1, 100), rng.randint(1, 100)
            found.append(
                tuple(tuple(rng.randint(0, 1) for _ in range(m)) for _ in range(n))
            )
    elif slug == "hdu3544":
        powers = [2**e + d for e in range(1, 30) for d in (-1, 0, 1)]
        for _ in range(300):
            pieces = tuple(
                (rng.choice([*powers, rng.randint(1, 10**9)]), rng.randint(1, 10**9))
                for _ in range(rng.randint(1, 100))
            )
            found.append((1, pieces))
        for x in range(1, 70):
            found += [(1, ((x, y),)) for y in range(1, 70)]
    elif slug == "hdu3389":
        for _ in range(200):  # planted P-positions: an odd stair balances the rest
            boxes = [rng.randint(0, 100) for _ in range(rng.randint(6, 60))]
            boxes[5] = 0
            for a, cards in enumerate(boxes, 1):
                if a != 6 and a % 6 in (0, 2, 5):
                    boxes[5] ^= cards
            if boxes[5] <= 100:
                found.append((1, tuple(boxes)))
    elif slug == "cf768e":
        found += [(a, b) for a in range(1, 61) for b in range(1, 61)]
        for _ in range(300):  # planted P-positions: a last pile balances the rest
            piles = [rng.randint(1, 60) for _ in range(rng.randint(1, 50))]
            total = 0
            for s in piles:
                total ^= most_distinct_parts()[s]
            if 1 <= total <= 10:  # a pile of k(k + 1)/2 to k(k + 3)/2 is worth k
                top = min(60, total * (total + 3) // 2)
                piles.append(rng.randint(total * (total + 1) // 2, top))
            found.append(tuple(piles))
    elif slug == "hdu1079":  # every date of the game: about 37,000
        found = sorted(calendar_game_table())
    elif slug == "hdu2149":
        top = 1099  # every pair up to 120, and whole rows and columns up to 1099
        found += [(m, n) for m in range(1, 121) for n in range(1, 121)]
        for k in (1, 2, 3, 548, 549, 550, 1097, 1098, 1099, rng.randint(4, 1096)):
            found += [(m, k) for m in range(1, top + 1)]
            found += [(k, n) for n in range(1, top + 1)]
        found += [(rng.randint(1, top), rng.randint(1, top)) for _ in range(2000)]
    elif slug == "poj2484":
        found += [*range(1, 200), *(rng.randint(1, 10**6) for _ in range(500))]
    else:
        found = found[:300] + [rng.randint(2, multiplication.TOP) for _ in range(300)]
        found += [18**k * f + d for k in range(8) for f in (1, 9) for d in (-1, 0, 1)]
        found = [n for n in found if 2 <= n <= multiplication.TOP]
    return found


def mismatch(slug, answer=None):
    """The first case where the reference (or `answer`) and the exact method differ."""
    answer = answer or PROBLEMS[slug].answer
    for case in spread_cases(slug):
        if answer(case) != [EXACT[slug](case)]:
            return case
    return None


@pytest.mark.parametrize("slug", CLASSICS)
def test_reference_is_exact_over_the_whole_range(slug):
    assert mismatch(slug) is None


def fold_by_17(n):
    """A wrong HDU 1517 reference: the bands taken to grow by 17, not 18."""
    while n > 18:
        n = (n + 16) // 17
    return ["Stan wins." if n <= 9 else "Ollie wins."]


def test_a_planted_wrong_reference_is_caught():
    wrong = {
        # odd-odd squares lose, but not in the last odd row: a boundary slip
        "hdu2147": lambda c: ["Wonderful!" if c[0] == 1999 else kiki_exact(*c)],
        # XOR of all but the last chessman
        "hdu1849": lambda s: ["Rabbit Win!" if s[-1] or len(s) == 1 else "Grass Win!"],
        "poj2484": lambda n: ["Alice" if n <= 3 else "Bob"],  # one coin off
        # K >= N forgotten when K = 1 is not the case: only the parity rule
        "hdu3951": lambda c: [f"Case {c[0]}: {'first' if c[1] % 2 else 'second'}"],
        # the top-left coin read instead of the bottom-right one
        "hdu4642": lambda board: ["Alice" if board[0][0] else "Bob"],
        # a total of 0 given to Alice, the player who moves first
        "hdu3544": lambda c: (
            [chocolates_exact(c).replace("Bob", "Alice")]
            if sum(cut_cake_value(x, y) for x, y in c[1]) == 0
            else [chocolates_exact(c)]
        ),
        "hdu1517": fold_by_17,  # right up to n = 162, wrong later
        # M <= N taken as the Bash rule too: only the bid M, not M + 1 to N
        "hdu2149": lambda c: [str(c[0] % (c[1] + 1)) if c[0] % (c[1] + 1) else "none"],
        # the ends of the chains (boxes 1, 3, 4 mod 6) taken as the odd stairs
        "hdu3389": lambda c: [
            boxes_exact(
                (
                    c[0],
                    tuple(
                        0 if a % 6 in (0, 2, 5) else x for a, x in enumerate(c[1], 1)
                    ),
                )
            )
        ],
        # a triangular pile k(k + 1)/2 taken to be worth k - 1, not k
        "cf768e": lambda piles: [
            stones_exact(
                [s - 1 if math.isqrt(8 * s + 1) ** 2 == 8 * s + 1 else s for s in piles]
            )
        ],
        # the parity rule alone: September 30 and November 30 forgotten
        "hdu1079": lambda c: ["YES" if (c[1] + c[2]) % 2 == 0 else "NO"],
    }
    for slug, answer in wrong.items():
        assert mismatch(slug, answer) is not None, slug


def test_exact_methods_agree_with_the_search_of_the_rules():
    # the exact methods above are themselves checked on small boards and numbers
    assert all(
        [kiki_exact(n, m)] == PROBLEMS["hdu2147"].brute_answer((n, m))
        for n in range(1, 9)
        for m in range(1, 9)
    )
    assert all(
        [funny_exact(n)] == PROBLEMS["poj2484"].brute_answer(n) for n in range(1, 12)
    )
    assert all(
        [stan_exact(n)] == PROBLEMS["hdu1517"].brute_answer(n) for n in range(2, 400)
    )
    assert all(
        [coin_game_exact((1, n, k))] == PROBLEMS["hdu3951"].brute_answer((1, n, k))
        for n in range(3, 10)
        for k in range(1, 11)
    )
    boards = [
        tuple(tuple(bits >> (r * m + c) & 1 for c in range(m)) for r in range(n))
        for n, m in ((1, 4), (2, 2), (2, 3), (3, 2), (3, 3))
        for bits in range(2 ** (n * m))
    ]
    assert all(
        [flipping_exact(b)] == PROBLEMS["hdu4642"].brute_answer(b) for b in boards
    )
    pieces = [(x, y) for x in range(1, 6) for y in range(1, 6) if x * y <= 8]
    rng = random.Random(3544)
    for _ in range(300):
        case = (1, tuple(rng.choice(pieces) for _ in range(rng.randint(1, 3))))
        assert [chocolates_exact(case)] == PROBLEMS["hdu3544"].brute_answer(case)
    for _ in range(300):
        boxes = tuple(rng.randint(0, 2) for _ in range(rng.randint(1, 7)))
        assert [boxes_exact((1, boxes))] == PROBLEMS["hdu3389"].brute_answer((1, boxes))
    # every pile of the judge's range, 1 to 60, by gamelib's search of the rules
    assert most_distinct_parts() == [stones.searched_value(s) for s in range(61)]
    for _ in range(300):
        piles = tuple(rng.randint(1, 60) for _ in range(rng.randint(1, 6)))
        assert [stones_exact(piles)] == PROBLEMS["cf768e"].brute_answer(piles)
    assert len(calendar_game_table()) == 37198  # 1900-01-01 .. 2001-11-04
    assert all(
        [calendar_exact(date)] == PROBLEMS["hdu1079"].brute_answer(date)
        for date in calendar_game_table()
    )
    assert all(
        [auction_exact((m, n))] == PROBLEMS["hdu2149"].brute_answer((m, n))
        for m in range(1, 25)
        for n in range(1, 25)
    )


# --- generators and edge cases stay inside the statements ----------------------


def inside(slug, cases):
    """Does a list of cases obey the judge's limits?"""
    if slug == "hdu2147":
        return all(1 <= n <= 2000 and 1 <= m <= 2000 for n, m in cases)
    if slug == "hdu1849":
        return all(
            1 <= len(s) <= 1000 and all(0 <= k <= 1000 for k in s) for s in cases
        )
    if slug == "poj2484":
        return all(1 <= n <= 10**6 for n in cases)
    if slug == "hdu3951":
        return len(cases) <= 100 and all(
            i == j + 1 and 3 <= n <= 10**9 and 1 <= k <= 10
            for j, (i, n, k) in enumerate(cases)
        )
    if slug == "hdu4642":
        return all(
            1 <= len(b) <= 100
            and all(len(r) == len(b[0]) <= 100 and set(r) <= {0, 1} for r in b)
            for b in cases
        )
    if slug == "hdu3544":
        return all(
            i == j + 1
            and 1 <= len(p) <= 100
            and all(1 <= x <= 10**9 and 1 <= y <= 10**9 for x, y in p)
            for j, (i, p) in enumerate(cases)
        )
    if slug == "hdu2149":
        return all(1 <= m < 1100 and 1 <= n < 1100 for m, n in cases)
    if slug == "hdu3389":
        return len(cases) <= 100 and all(
            i == j + 1 and 1 <= len(b) <= 10**4 and all(0 <= x <= 100 for x in b)
            for j, (i, b) in enumerate(cases)
        )
    if slug == "cf768e":
        return len(cases) == 1 and all(
            1 <= len(p) <= 10**6 and all(1 <= s <= 60 for s in p) for p in cases
        )
    if slug == "hdu1079":
        return all(date in calendar_game_table() for date in cases)
    return all(1 < n < 4294967295 for n in cases)


@pytest.mark.parametrize("slug", CLASSICS)
def test_generated_inputs_and_edge_cases_are_inside_the_statement(slug):
    entry = PROBLEMS[slug]
    rng = random.Random(slug)
    for size, times in (("small", 20), ("random", 20), ("max", 3)):
        for _ in range(times):
            cases = entry.generate(Draw(random.Random(rng.random())), size)
            assert cases and inside(slug, cases), (size, cases[:3])
            assert entry.parse(Tokens(entry.write(cases))) == [
                list(c) if slug == "hdu1849" else c for c in cases
            ]
    for cases in entry.edges():
        assert inside(slug, cases), cases


# --- the contest solutions ------------------------------------------------------


def judge_inputs(slug):
    """Samples, edge cases and random inputs of every size, as input texts."""
    entry = PROBLEMS[slug]
    texts = [given for _, given, _ in entry.samples()]
    texts += [entry.write(cases) for cases in entry.edges()]
    rng = random.Random(slug)
    for size in ("small", "random", "random", "max"):
        texts.append(
            entry.write(entry.generate(Draw(random.Random(rng.random())), size))
        )
    return texts


def run(command, text):
    done = subprocess.run(
        command, input=text.encode(), capture_output=True, timeout=120, check=True
    )
    return done.stdout.decode()


@pytest.mark.parametrize("slug", CLASSICS)
def test_python_contest_solution_agrees_with_the_reference(slug):
    entry = problem(slug)
    for text in judge_inputs(slug):
        got = run([sys.executable, str(SOLUTIONS / f"{slug}.py")], text)
        assert got.split("\n")[:-1] == entry.solve(text).split("\n"), text[:200]


@pytest.mark.skipif(shutil.which("g++") is None, reason="g++ is not installed")
@pytest.mark.parametrize("slug", CLASSICS)
def test_cpp_contest_solution_agrees_with_the_reference(slug, tmp_path):
    entry = problem(slug)
    binary = tmp_path / slug
    subprocess.run(
        ["g++", "-std=c++17", "-O2", "-o", str(binary), str(SOLUTIONS / f"{slug}.cpp")],
        check=True,
        capture_output=True,
    )
    for text in judge_inputs(slug):
        got = run([str(binary)], text)
        assert got.split("\n")[:-1] == entry.solve(text).split("\n"), text[:200]
