"""The stress tester refutes planted wrong solutions, with a small input each.

Each wrong solution is a mistake readers make (or that was found in
accepted-looking code); the tester must find it, shrink the input, and say
where the outputs differ. Correct solutions pass, as a Python function and as
a program (a Python script, and a C program compiled with the system
compiler where there is one).
"""

import math
import shutil
import subprocess
import sys
import textwrap
from functools import cache

import pytest

import gamelib.contest.stress as stress_module
from gamelib.contest.problems import problem, wythoff_float_traps
from gamelib.contest.stress import Draw, compare_outputs, strategy, stress, variants
from gamelib.contest.stress import _main as main

PHI = (1 + math.sqrt(5)) / 2


def tokens(text):
    return text.split()


# --- planted wrong solutions -------------------------------------------------


def float_wythoff(text):
    """The classic write-up: a_k = int(k * phi) in double precision."""
    numbers = [int(t) for t in text.split()]
    lines = []
    for a, b in zip(numbers[::2], numbers[1::2], strict=True):
        a, b = min(a, b), max(a, b)
        lines.append("0" if int((b - a) * PHI) == a else "1")
    return "\n".join(lines)


def test_float_wythoff_is_refuted_at_f40():
    report = stress("hdu1527", float_wythoff, count=0, timing=False)
    assert not report and report.kind == "difference"
    a, b = map(int, tokens(report.input))  # one position: small
    assert b - a == 102_334_155  # k = F_40
    assert 'expected "0"' in report.where


def test_float_wythoff_is_refuted_by_random_inputs_and_shrunk():
    report = stress("hdu1527", float_wythoff, count=3000, fixed=False, timing=False)
    assert not report and report.stage == "random"
    assert len(tokens(report.input)) == 2
    a, b = sorted(map(int, tokens(report.input)))
    assert b - a >= 102_334_155


def exact_within_limits_float_beyond(text):
    """Exact integers up to the judge's 10^9, floating point beyond it."""
    numbers = [int(t) for t in text.split()]
    lines = []
    for a, b in zip(numbers[::2], numbers[1::2], strict=True):
        a, b = min(a, b), max(a, b)
        k = b - a
        low = (k + math.isqrt(5 * k * k)) // 2 if b <= 10**9 else int(k * PHI)
        lines.append("0" if low == a else "1")
    return "\n".join(lines)


def test_float_beyond_two_to_the_53_is_refuted_beyond_the_limits():
    assert stress("luogu_p2252", exact_within_limits_float_beyond, count=200)
    report = stress(
        "luogu_p2252",
        exact_within_limits_float_beyond,
        count=0,
        beyond_limits=True,
        timing=False,
    )
    assert not report and report.stage == "beyond the judge's limits"
    a, b = map(int, tokens(report.input))
    assert (a, b) in wythoff_float_traps(10**30) and b > 10**9


def bash_with_m(text):
    numbers = [int(t) for t in text.split()]
    pairs = zip(numbers[1::2], numbers[2::2], strict=True)
    return "\n".join("first" if n % m else "second" for n, m in pairs)


def test_bash_with_m_instead_of_m_plus_1():
    assert not stress("hdu1846", bash_with_m, count=0, timing=False)  # samples
    report = stress("hdu1846", bash_with_m, count=500, fixed=False, timing=False)
    assert not report and report.kind == "difference"
    assert len(tokens(report.input)) == 3  # one case: 1, then n and m
    assert report.shrunk_from > 0


def misere_without_all_ones(text):
    numbers = iter(int(t) for t in text.split())
    answers = []
    for _ in range(next(numbers)):
        heaps = [next(numbers) for _ in range(next(numbers))]
        s = 0
        for h in heaps:
            s ^= h
        answers.append("John" if s else "Brother")
    return "\n".join(answers)


def test_misere_nim_without_the_all_ones_case():
    report = stress("hdu1907", misere_without_all_ones, fixed=False, timing=False)
    assert not report
    numbers = list(map(int, tokens(report.input)))
    assert len(numbers) <= 5 and all(h == 1 for h in numbers[2:])


def lasker_swapped(text):
    def value(h):  # the values of 4k+3 and 4k+4 swapped back: plain Nim
        return h

    numbers = iter(int(t) for t in text.split())
    answers = []
    for _ in range(next(numbers)):
        s = 0
        for _ in range(next(numbers)):
            s ^= value(next(numbers))
        answers.append("Alice" if s else "Bob")
    return "\n".join(answers)


def test_lasker_with_4k3_and_4k4_swapped():
    report = stress("hdu3032", lasker_swapped, fixed=False, timing=False)
    assert not report
    assert len(tokens(report.input)) <= 5  # 1 case of 3 heaps, such as 1 2 3
    heaps = list(map(int, tokens(report.input)))[2:]
    assert any(h % 4 in (0, 3) and h for h in heaps)


def every_sg_free_choice(text):
    """Steps of Euclid's game where a forced move (q = 1) is a free choice."""

    def step(a, b):
        a, b = max(a, b), min(a, b)
        chain = []
        while b:
            chain.append(a // b)
            a, b = b, a % b
        s = 0
        for _ in reversed(chain):  # the mistake: every move chosen freely
            s = s + 1 if s % 2 == 0 else s + 2
        return s

    numbers = [int(t) for t in text.split()]
    answers, i = [], 0
    while i < len(numbers):
        n = numbers[i]
        piles = numbers[i + 1 : i + 1 + 2 * n]
        i += 1 + 2 * n
        top = max(step(p, q) for p, q in zip(piles[::2], piles[1::2], strict=True))
        answers.append("MM" if top % 2 else "GG")
    return "\n".join(answers)


def test_every_sg_with_a_forced_move_as_a_free_choice():
    report = stress("hdu3595", every_sg_free_choice, fixed=False, timing=False)
    assert not report
    assert len(tokens(report.input)) <= 5  # one case of one or two games
    # the book's own example refutes it too
    assert not stress("hdu3595", every_sg_free_choice, count=0, timing=False)


def matching_win_with_empty_list(text):
    """WIN and the cells some maximum matching misses, even when there are none."""
    from gamelib.graphgames.boards import winning_placements

    rows = text.split()[2:]
    cells = winning_placements(rows)
    return "\n".join(["WIN", *(f"{r + 1} {c + 1}" for r, c in cells)])


def test_matching_win_with_an_empty_list_on_a_perfect_matching_board():
    report = stress("bzoj1443", matching_win_with_empty_list, fixed=False, timing=False)
    assert not report and report.kind == "difference"
    n, m, *rows = tokens(report.input)
    assert int(n) * int(m) == 2 and rows in (
        [
            "..",
        ],
        [".", "."],
    )  # a domino
    assert report.got.split() == ["WIN"]
    assert report.expected.split() == ["LOSE"]


@cache
def bomb_values():
    from gamelib.graphgames.grids import bomb_table

    return bomb_table(50, 50)


def bomb_game_by_lines(text):
    """The old HDU 2873 solver: reads lines, and a blank line breaks it."""
    table = bomb_values()
    lines, answers = iter(text.split("\n")), []
    while (size := next(lines).split()) != ["0", "0"]:
        rows = [next(lines).strip() for _ in range(int(size[0]))]
        total = 0
        for p, row in enumerate(rows, 1):
            for q, c in enumerate(row, 1):
                if c == "#" and (p, q) != (1, 1):
                    total ^= int(table[p, q])
        answers.append("John" if total else "Jack")
    return "\n".join(answers)


def test_a_solver_that_crashes_on_a_blank_line():
    report = stress("hdu2873", bomb_game_by_lines, timing=False)
    assert not report and report.kind == "crash"
    assert "blank lines" in report.stage and "IndexError" in report.where
    # from random inputs, shrunk: a blank line and the smallest board
    report = stress("hdu2873", bomb_game_by_lines, fixed=False, timing=False)
    assert not report and report.kind == "crash"
    assert len(tokens(report.input)) <= 6 and "\n\n" in report.input


# --- correct solutions pass --------------------------------------------------


def exact_wythoff(text):
    numbers = [int(t) for t in text.split()]
    lines = []
    for a, b in zip(numbers[::2], numbers[1::2], strict=True):
        a, b = min(a, b), max(a, b)
        k = b - a
        lines.append("0" if (k + math.isqrt(5 * k * k)) // 2 == a else "1")
    return "\n".join(lines)


def test_a_correct_function_passes_with_timing():
    report = stress("hdu1527", exact_wythoff, count=300)
    assert report and report.tested > 300
    assert "The book's solver" in report.timing and "not a verdict" in report.timing
    assert "passed" in str(report)


def test_the_report_shows_input_outputs_and_where(tmp_path):
    report = stress("hdu1846", bash_with_m, fixed=False, timing=False)
    shown = str(report)
    for part in ("--- input", "--- expected", "--- your output", "line 1, token 1"):
        assert part in shown
    given, wanted = report.write_oj(tmp_path / "test")
    assert given.name == "stress-hdu1846-1.in" and wanted.name == "stress-hdu1846-1.out"
    assert problem("hdu1846").solve(given.read_text()) == wanted.read_text().strip()
    assert bash_with_m(given.read_text()).split() != wanted.read_text().split()
    first = given.read_text()
    again, _ = report.write_oj(tmp_path / "test")
    assert again.name == "stress-hdu1846-2.in" and given.read_text() == first


def test_a_wrong_type_and_a_python_timeout_are_reported():
    report = stress("hdu1847", lambda text: None, count=0, timing=False)
    assert report.kind == "crash" and "NoneType" in report.where

    def slow(text):
        total = 0
        for i in range(10**9):
            total += i
        return str(total)

    report = stress("hdu1847", slow, count=0, timing=False, time_limit=0.2)
    assert report.kind == "timeout"


PYTHON_SOLUTION = """
import sys
numbers = [int(t) for t in sys.stdin.read().split()]
for n in numbers:
    print("Kiki" if n % 3 else "Cici")
"""

C_SOLUTION = r"""
#include <stdio.h>
int main(void) {
    int c, n, m;
    if (scanf("%d", &c) != 1) return 0;
    while (c-- > 0 && scanf("%d %d", &n, &m) == 2)
        puts(n % (m + 1) ? "first" : "second");
    return 0;
}
"""

C_WRONG = C_SOLUTION.replace("m + 1", "m")
C_LOOP = "int main(void) { volatile unsigned long x = 0; for (;;) x++; }\n"


def test_a_python_program_passes(tmp_path):
    script = tmp_path / "sol.py"
    script.write_text(PYTHON_SOLUTION)
    report = stress(
        "hdu1847", command=[sys.executable, str(script)], count=3, timing=False
    )
    assert report, str(report)


def compile_c(tmp_path, source, name):
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        pytest.skip("no C compiler (gcc or cc) on this machine")
    path = tmp_path / f"{name}.c"
    path.write_text(source)
    subprocess.run([compiler, "-O2", "-o", str(tmp_path / name), str(path)], check=True)
    return str(tmp_path / name)


def test_a_compiled_c_program_right_wrong_and_looping(tmp_path):
    right = compile_c(tmp_path, C_SOLUTION, "bash")
    assert stress("hdu1846", command=[right], count=10)
    wrong = compile_c(tmp_path, C_WRONG, "bash_m")
    report = stress("hdu1846", command=[wrong], count=10, fixed=False, timing=False)
    assert not report and len(tokens(report.input)) == 3
    looping = compile_c(tmp_path, C_LOOP, "loop")
    report = stress("hdu1846", command=[looping], count=0, time_limit=1, timing=False)
    assert report.kind == "timeout"


def test_the_command_line(tmp_path, capsys):
    solution = tmp_path / "sol.py"
    solution.write_text(
        textwrap.dedent(
            """
            def solve(text):
                numbers = [int(t) for t in text.split()]
                pairs = zip(numbers[1::2], numbers[2::2])
                return "\\n".join("first" if n % m else "second" for n, m in pairs)
            """
        )
    )
    folder = tmp_path / "test"
    code = main(
        [
            "hdu1846",
            "--python",
            f"{solution}:solve",
            "--oj-dir",
            str(folder),
            "--count",
            "50",
        ]
    )
    shown = capsys.readouterr().out
    assert code == 1 and "a wrong answer" in shown and "--- input" in shown
    assert sorted(p.name for p in folder.iterdir()) == [
        "stress-hdu1846-1.in",
        "stress-hdu1846-1.out",
    ]
    with pytest.raises(SystemExit) as stopped:  # argparse's usage error, exit 2
        main(["hdu9999", "--python", f"{solution}:solve"])
    assert stopped.value.code == 2
    assert "judge problems" in capsys.readouterr().err


def test_in_the_browser_the_program_form_says_where_it_runs(monkeypatch):
    monkeypatch.setattr(stress_module, "IN_BROWSER", True)
    with pytest.raises(RuntimeError, match="JupyterLab or a terminal"):
        stress("hdu1847", command="./a.out")
    assert stress("hdu1847", problem("hdu1847").solve, count=20, timing=False)


# --- pieces ------------------------------------------------------------------


def test_compare_outputs_like_a_judge():
    assert compare_outputs("1\n0", "1  \r\n0\n\n") is None
    assert compare_outputs("a b\nc", "a b c") is None  # tokens, as oj's default
    assert compare_outputs("Yes\nNo", "Yes") == (
        "the output stops after 1 lines, expected 2"
    )


def test_variants_keep_the_tokens():
    for text in variants("3\n1 2\n").values():
        assert text.split() == ["3", "1", "2"]


def test_a_replayed_draw_gives_the_same_input():
    entry = problem("poj3710")
    first = Draw()
    text = entry.write(entry.generate(first, "random"))
    assert entry.write(entry.generate(Draw(prefix=first.choices), "random")) == text


def test_the_generators_as_hypothesis_strategies():
    from hypothesis import given, settings

    entry = problem("hdu1527")

    @settings(max_examples=10, deadline=None, database=None)
    @given(strategy("hdu1527"))
    def agrees(text):
        assert exact_wythoff(text) == entry.solve(text)

    agrees()


# --- shrinking to the smallest input (issue 33) --------------------------------
# Each planted bug's smallest failing input is found here independently, by
# enumerating every input of a small box, writing it as the statement says and
# keeping the shortest on which the planted solution is wrong. The tester must
# shrink its failing input (from the samples or from random inputs) to one of
# that length, of the same shape.


def nim_answers(heap_lists):
    """Bouton's rule for each game: 'Yes' when the XOR of the heaps is not 0."""
    answers = []
    for heaps in heap_lists:
        total = 0
        for h in heaps:
            total ^= h
        answers.append("Yes" if total else "No")
    return answers


def games(text):
    """POJ 2234's games: lines 'M h1 ... hM' to the end of the input."""
    numbers, found = [int(t) for t in text.split()], []
    while numbers:
        m, numbers = numbers[0], numbers[1:]
        found.append(numbers[:m])
        numbers = numbers[m:]
    return found


def wrong_on_equal_heaps(text):
    right = nim_answers(games(text))
    flip = {"Yes": "No", "No": "Yes"}
    return "\n".join(
        flip[a] if len(set(g)) < len(g) else a
        for a, g in zip(right, games(text), strict=True)
    )


def wrong_on_one_and_two(text):
    right = nim_answers(games(text))
    return "\n".join(
        "No" if {1, 2} <= set(g) else a for a, g in zip(right, games(text), strict=True)
    )


def total_not_reset(text):
    """The XOR is not reset between games: right on the first game only."""
    answers, total = [], 0
    for heaps in games(text):
        for h in heaps:
            total ^= h
        answers.append("Yes" if total else "No")
    return "\n".join(answers)


def smallest_failing(solution, heaps_max=3, values=4, cases_max=2):
    """The shortest inputs (one line a game) of a box on which `solution` is wrong."""
    from itertools import product

    one = [
        list(h)
        for m in range(1, heaps_max + 1)
        for h in product(range(values), repeat=m)
    ]
    failing = []
    for count in range(1, cases_max + 1):
        for chosen in product(one, repeat=count):
            text = "".join(f"{len(h)} {' '.join(map(str, h))}\n" for h in chosen)
            if solution(text).split() != nim_answers(chosen):
                failing.append(text)
    shortest = min(map(len, failing))
    return [text for text in failing if len(text) == shortest]


def normalised(text):
    entry = problem("poj2234")
    from gamelib.contest.problems import Tokens

    entry.check_input(text)  # within the statement
    return entry.write(entry.parse(Tokens(text)))


@pytest.mark.parametrize(
    ("solution", "fixed"),
    [
        (wrong_on_equal_heaps, True),  # the sample '2 45 45' fails: shrunk
        (wrong_on_equal_heaps, False),
        (wrong_on_one_and_two, False),
        (total_not_reset, True),  # the sample has two games: shrunk
        (total_not_reset, False),
    ],
)
def test_a_planted_bug_shrinks_to_a_smallest_input(solution, fixed):
    report = stress("poj2234", solution, fixed=fixed, timing=False, count=2000)
    assert not report and report.kind == "difference"
    smallest = smallest_failing(solution)
    shrunk = normalised(report.input)
    assert len(shrunk) == len(smallest[0]), (shrunk, smallest)
    assert len(games(shrunk)) == len(games(smallest[0]))
    assert solution(shrunk).split() != nim_answers(games(shrunk))


def test_the_smallest_inputs_of_the_planted_bugs_are_the_expected_shapes():
    """The enumeration itself, against the inputs the issue names."""
    assert "2 0 0\n" in smallest_failing(wrong_on_equal_heaps)  # '1 1'-like
    assert smallest_failing(wrong_on_one_and_two) == ["2 1 2\n", "2 2 1\n"]
    assert "1 1\n1 1\n" in smallest_failing(total_not_reset)  # two games


def loops_on_big_heaps(text):
    if any(h >= 3 for g in games(text) for h in g):
        while True:
            pass
    return "\n".join(nim_answers(games(text)))


def test_a_timeout_is_shrunk_and_reported_in_cpu_seconds():
    report = stress(
        "poj2234", loops_on_big_heaps, time_limit=0.2, timing=False, shrink_seconds=40
    )
    assert not report and report.kind == "timeout"
    assert "of CPU, limit 0.20 s" in report.where
    assert normalised(report.input) == "1 3\n"  # one game, one heap of 3


# --- limits, setup errors, presentation, the command line (issue 33) -----------


def python_program(tmp_path, name, body):
    path = tmp_path / name
    path.write_text(textwrap.dedent(body))
    return [sys.executable, str(path)]


def test_memory_and_output_limits_and_a_segfault_are_named(tmp_path):
    def hungry(text):
        return str(len(bytearray(2 * 10**9)))

    report = stress("hdu1847", hungry, count=0, timing=False, memory_limit=64)
    assert report.kind == "memory" and "limit 64 MB" in report.where
    chatty = python_program(
        tmp_path, "chatty.py", "while True:\n    print('Kiki ' * 100)\n"
    )
    report = stress("hdu1847", command=chatty, count=0, timing=False, output_limit=1)
    assert report.kind == "output"
    assert "output limit exceeded" in report.where and "limit 1 MB" in report.where
    segv = python_program(
        tmp_path, "segv.py", "import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n"
    )
    report = stress("hdu1847", command=segv, count=0, timing=False, shrink=False)
    assert report.kind == "crash"
    assert "crashed with SIGSEGV (segmentation fault)" in report.where


def test_the_problems_own_time_limit_is_the_default(monkeypatch):
    import dataclasses

    quick = dataclasses.replace(problem("hdu1847"), time_limit=0.1)

    def slow(text):
        total = 0
        for i in range(10**9):
            total += i
        return str(total)

    report = stress(quick, slow, count=0, timing=False, shrink=False)
    assert report.kind == "timeout" and "limit 0.10 s" in report.where


def test_setup_errors_come_before_any_test(tmp_path, capsys):
    with pytest.raises(stress_module.SetupError, match="no such file"):
        stress("hdu1847", command=[str(tmp_path / "missing")])
    script = tmp_path / "sol.sh"
    script.write_text("#!/bin/sh\ncat\n")
    with pytest.raises(stress_module.SetupError, match="no run bit"):
        stress("hdu1847", command=[str(script)])
    broken = tmp_path / "broken.py"
    broken.write_text("def solve(text)\n    return text\n")
    code = main(["hdu1847", "--python", f"{broken}:solve"])
    err = capsys.readouterr().err
    assert code == 2 and "line 1: syntax error" in err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1
    code = main(["hdu1847", "--cmd", str(tmp_path / "missing")])
    assert code == 2 and "no such file" in capsys.readouterr().err


def one_line_answers(text):
    return " ".join("Kiki" if int(n) % 3 else "Cici" for n in text.split())


def test_a_presentation_error_passes_with_a_warning():
    report = stress("hdu1847", one_line_answers, count=20, timing=False)
    assert report
    assert any("Presentation Error" in note for note in report.notes)
    assert "Presentation Error" in str(report)
    assert not stress("hdu1847", problem("hdu1847").solve, count=5).notes


def test_every_judge_id_and_alias_is_accepted_and_listed(capsys):
    for name in ("Luogu P2252", "P2252", "poj1067", "HDU 1527", "luogu-p2252"):
        assert problem(name).slug in ("luogu_p2252", "hdu1527"), name
    with pytest.raises(SystemExit):
        main(["--help"])
    shown = capsys.readouterr().out
    from gamelib.contest.problems import PROBLEMS

    for entry in PROBLEMS.values():
        for judge_id in entry.ids:
            assert judge_id in " ".join(shown.split()), judge_id


GENERATOR = """
import random, sys
rng = random.Random(int(sys.argv[-1]))
print(rng.randint(0, 20), rng.randint(0, 20))
"""
BRUTE = """
a, b = map(int, input().split())
print(sum(1 for _ in range(a)) + sum(1 for _ in range(b)))
"""
WRONG_SUM = """
a, b = map(int, input().split())
print(a + b + (a > 9 and b > 9))
"""


def test_your_own_generator_and_brute_force(tmp_path, capsys):
    gen = python_program(tmp_path, "gen.py", GENERATOR)
    brute = python_program(tmp_path, "brute.py", BRUTE)
    wrong = python_program(tmp_path, "wrong.py", WRONG_SUM)
    report = stress(None, command=wrong, generator=gen, brute=brute, count=60)
    assert not report and report.kind == "difference"
    a, b = map(int, report.input.split())
    assert (a, b) == (10, 10)  # the smallest pair with a > 9 and b > 9
    code = main(
        [
            "--gen",
            " ".join(gen),
            "--brute",
            " ".join(brute),
            "--cmd",
            " ".join(brute),
            "--count",
            "5",
        ]
    )
    assert code == 0, capsys.readouterr()


def test_cpp_compiled_once_and_a_batch_locates_the_failing_case(tmp_path, capsys):
    if shutil.which("g++") is None:
        pytest.skip("no g++")
    from gamelib.contest._running import compile_cpp

    source = tmp_path / "bash.cpp"
    source.write_text(C_SOLUTION.replace("stdio.h", "cstdio"))
    first = compile_cpp(source, tmp_path / "build")
    assert compile_cpp(source, tmp_path / "build") == first  # cached by content
    assert main(["hdu1846", "--cpp", str(source), "--count", "5"]) == 0
    assert "of CPU" in capsys.readouterr().out
    wrong = tmp_path / "bash_m.cpp"
    wrong.write_text(C_WRONG.replace("stdio.h", "cstdio"))
    report = stress(
        "hdu1846", command=compile_cpp(wrong), count=3, batch=100, fixed=False
    )
    assert not report and report.tested <= 3
    c, n, m = map(int, report.input.split())
    assert c == 1 and n % m == 0 and n % (m + 1) != 0
    assert (n, m) == (1, 1)  # the smallest case where m and m + 1 disagree


def test_the_timing_line_compares_cpu_times():
    report = stress("hdu1846", problem("hdu1846").solve, count=5)
    assert "yours" in report.timing and "The book's solver" in report.timing
    assert report.timing.count("of CPU") == 2 and "start-up" in report.timing


def test_without_fork_a_function_runs_in_process_and_is_stopped(monkeypatch):
    from gamelib.contest import _running

    monkeypatch.setattr(_running, "IN_BROWSER", True)  # as in Pyodide: no fork
    assert stress("hdu1847", problem("hdu1847").solve, count=10, timing=False)

    def slow(text):
        def step(i):
            return i + 1

        total = 0
        while True:
            total = step(total)

    report = stress("hdu1847", slow, count=0, time_limit=0.2, shrink=False)
    assert report.kind == "timeout" and "limit 0.20 s" in report.where


def test_batch_mode_needs_a_multi_case_problem():
    with pytest.raises(stress_module.SetupError, match="one case an input"):
        stress("luogu_p2252", exact_wythoff, batch=100)
    report = stress("hdu1527", exact_wythoff, count=3, batch=500, timing=False)
    assert report and report.tested >= 3


def test_a_segfault_is_a_crash_even_when_the_tester_is_big(tmp_path):
    """A started program's memory high-water mark begins at its parent's size:
    in a tester of 400 MB (a long test run) a segfault once read as "memory
    limit exceeded: used 404 MB, limit 256 MB". Run in a process of its own."""
    segv = tmp_path / "segv.py"
    segv.write_text("import os, signal\nos.kill(os.getpid(), signal.SIGSEGV)\n")
    script = (
        "import sys\n"
        "ballast = bytearray(400 * 10**6)\n"
        "for i in range(0, len(ballast), 4096):\n"
        "    ballast[i] = 1\n"
        "from gamelib.contest.stress import stress\n"
        "r = stress('hdu1847', command=[sys.executable, sys.argv[1]], count=0,\n"
        "           timing=False, shrink=False)\n"
        "print(r.kind, r.where)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(segv)],
        capture_output=True, text=True, timeout=300, check=True,
    )  # fmt: skip
    assert done.stdout.startswith("crash "), done.stdout
    assert "crashed with SIGSEGV" in done.stdout, done.stdout


def test_in_a_python_like_the_browsers_a_wrong_solution_is_refuted():
    """Pyodide has a resource module without getrusage, no fork and no
    setitimer: the live page once failed with "module 'resource' has no
    attribute 'getrusage'". Here a process of its own is made like it before
    gamelib is imported, and a wrong solution must be refuted and shrunk."""
    script = (
        "import os, resource, signal\n"
        "del resource.getrusage, os.fork, signal.setitimer\n"
        "from gamelib.contest.stress import stress\n"
        "def bash_with_m(text):\n"
        "    numbers = [int(t) for t in text.split()]\n"
        "    pairs = zip(numbers[1::2], numbers[2::2], strict=True)\n"
        "    return '\\n'.join('first' if n % m else 'second' for n, m in pairs)\n"
        "report = stress('hdu1846', bash_with_m, fixed=False, timing=False)\n"
        "print(bool(report), report.kind, repr(report.input))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    refuted, kind, _ = done.stdout.split(" ", 2)
    assert (refuted, kind) == ("False", "difference"), done.stdout
