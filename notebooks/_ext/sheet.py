"""Problem sheets in nbgrader's format, from chosen exercises: `make sheet`.

    python notebooks/_ext/sheet.py --out build/sheets/sheet.ipynb 1.1 3.5 5.1
    python notebooks/_ext/sheet.py --seed 7 --out build/sheets/s7.ipynb 3.5
    python notebooks/_ext/sheet.py --bank build/sheets/exam-bank

A sheet is one notebook with the chosen exercises (by id, across chapters),
written as nbgrader's source version of an assignment: every cell carries
``metadata.nbgrader`` (grade, grade_id, locked, points, schema_version 3,
solution, task), answers sit between ``### BEGIN SOLUTION`` and
``### END SOLUTION``, and tests between ``### BEGIN HIDDEN TESTS`` and
``### END HIDDEN TESTS``, so that a teacher's nbgrader releases it (answers
and hidden tests stripped), collects it and autogrades it.

- An exercise in AUTOGRADED (a rule or a move written as a function) gets a
  read-only setup cell, an answer cell, and a test cell worth its points.
  The mark comes from grader.py, enabled in the course's nbgrader_config.py
  (`nbgrader_snippet`, written beside the sheet): it computes the expected
  answers with gamelib in its own process, runs the answer cell's source
  alone in a fresh, limited Python where gamelib is refused (standard
  library only, no names from other cells), and compares plain data by
  exact type. The hidden test only names the exercise for the grader
  (``_graded_by = {...}``); run in a kernel it fails, so that a course
  without the grader gives no marks rather than marks a notebook can fake.
- Exercises with parameters have seeded variants (`--seed`): a random
  subtraction set, a maximum take, a pile; their answers are computed by
  gamelib when the sheet is built (the reference answer) and again by the
  grader when it marks (the expected answers).
- Any other exercise is copied from its chapter with an answer cell graded
  by hand: a markdown cell for a proof or a by-hand answer, a code cell for
  a computation; the chapter's solution is the reference answer, between
  the solution markers (commented out in a code cell), so release removes it.

`--bank DIR` writes an exam bank: for each of the seeds 1 to 20, the variant
of every exercise with parameters, with its answer (DIR/exam-bank.md for the
teacher) and its sheet (DIR/variant-NN.ipynb).
"""

import argparse
import json
import random
import re
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import course
import grader
import student

__all__ = [
    "AUTOGRADED",
    "build_sheet",
    "graded_by",
    "grading_job",
    "main",
    "nbgrader_snippet",
    "variant",
    "write_bank",
]

BOOK = Path(__file__).resolve().parents[1]
SCHEMA_VERSION = 3
BANK_SEEDS = range(1, 21)

# The hidden test names its exercise for grader.py, which marks it; in the
# kernel it fails, so that a course that has not enabled the grader gives no
# marks for it rather than marks that the student's notebook could decide.
GRADED_BY = "_graded_by = "
NOT_ENABLED = (
    "raise AssertionError('not graded: this exercise is marked by "
    "notebooks/_ext/grader.py; enable it in nbgrader_config.py "
    "(docs/teaching-build.md)')"
)


@dataclass(frozen=True)
class Autograded:
    """An exercise graded by a test: its statement, setup, answer and truth."""

    ident: str
    points: int
    function: str  # the name of the student's function
    statement: str  # markdown, formatted with the variant's parameters
    setup: str  # code the student's function may use (read-only)
    answer: str  # the reference answer's body, formatted with the variant
    inputs: object  # params -> the argument lists of the graded calls
    reference: object  # (params, inputs) -> the answers, by gamelib, in-process
    signature: str
    variant: object  # seed -> dict of parameters ({} for none)
    as_bool: bool = False  # the answers are truth values (bool() applied)


def _bash_variant(rng):
    m = rng.randint(3, 9)
    return {"m": m, "pile": rng.randint(10**5, 10**6)}


def _snim_variant(rng):
    moves = sorted(rng.sample(range(1, 10), 3))
    return {"moves": moves, "pile": 10**18 + rng.randint(0, 99)}


def _misere_variant(rng):
    return {"m": rng.randint(2, 8)}


def _fixed(rng):
    return {}


def _outcome_period(wins, start, period):
    """The outcomes' own (start, period), from a start and period of the SG values.

    The outcomes repeat wherever the values do, but may repeat sooner (a
    shorter period) and from an earlier pile: the smallest period dividing
    `period`, then the earliest pile from which it holds.

    >>> _outcome_period([False, True, False, True, True, False, True, True], 2, 6)
    (1, 3)
    """
    period = min(
        d
        for d in range(1, period + 1)
        if period % d == 0
        and all(wins[n] == wins[n + d] for n in range(start, start + period - d))
    )
    while start > 0 and wins[start - 1] == wins[start - 1 + period]:
        start -= 1
    return start, period


def _snim_answer(params):
    """The outcome rule of S-Nim as a table, from gamelib's periodicity."""
    from gamelib import SubtractionGame, outcome, periodicity

    game = SubtractionGame(params["moves"])
    found = periodicity(game)  # of the SG values: the outcomes repeat from there too
    start, period = _outcome_period(
        [outcome(game, n) == "N" for n in range(found.preperiod + 2 * found.period)],
        found.preperiod,
        found.period,
    )
    wins = [outcome(game, n) == "N" for n in range(start + period)]
    return {
        "start": start,
        "period": period,
        "before": wins[:start],
        "cycle": wins[start:],
        "pile_wins": outcome(game, params["pile"]) == "N",
    }


def _bash_moves(params, inputs):
    from gamelib import Bash, winning_moves

    game = Bash(params["m"])
    return [(winning_moves(game, n) or [None])[0] for (n,) in inputs]


def _snim_wins(params, inputs):
    from gamelib import SubtractionGame, outcome

    game = SubtractionGame(params["moves"])
    return [outcome(game, n) == "N" for (n,) in inputs]


def _misere_bash_wins(params, inputs):
    from gamelib import Bash, outcome

    return [outcome(Bash(params["m"]), n, misere=True) == "N" for (n,) in inputs]


def _divisor_values(params, inputs):
    from gamelib import game_from, sg

    game = game_from(lambda n: [n - d for d in range(1, n) if n % d == 0])
    return [sg(game, n) for (n,) in inputs]


# What every autograded statement says about how the function is graded.
GRADED = (
    "your function is graded in a fresh Python with the standard library only "
    "(no gamelib, no names from other cells), on many inputs"
)

AUTOGRADED = {
    auto.ident: auto
    for auto in (
        Autograded(
            ident="1.1",
            points=3,
            function="my_winning_move",
            signature="my_winning_move(n)",
            statement=(
                "**Exercise 1.1** (variant) Bash's game: a pile of counters, a move "
                "takes 1 to {m}. From a pile of {pile}, is the first player "
                "winning, and with which move? Write `my_winning_move(n)`: the "
                "pile you leave from pile `n`, or `None` from a P-position. "
                f"Write your own rule: {GRADED}."
            ),
            setup="from gamelib import Bash\n\ngame = Bash({m})",
            answer="r = n % ({m} + 1)\nreturn n - r if r else None",
            inputs=lambda p: [[n] for n in [*range(200), p["pile"]]],
            reference=_bash_moves,
            variant=_bash_variant,
        ),
        Autograded(
            ident="3.5",
            points=4,
            function="wins",
            signature="wins(n)",
            statement=(
                "**Exercise 3.5** (variant) In S-Nim with $S = \\{{{moves_tex}\\}}$ "
                "(a move takes $s \\in S$ counters from the pile), is the single "
                "pile of {pile} counters a win for the player to move? Write "
                "`wins(n)`, true when the player to move wins from pile `n`, for "
                "any `n` (even with eighteen digits). The setup cell gives the "
                "game, so you can look at its values; your answer cell must hold "
                f"all it needs: {GRADED}."
            ),
            setup="from gamelib import SubtractionGame, sg_sequence\n\n"
            "game = SubtractionGame({moves})",
            answer=(
                "before = {before}  # the piles before the period\n"
                "cycle = {cycle}  # then period {period}\n"
                "return before[n] if n < {start} else cycle[(n - {start}) % {period}]"
            ),
            inputs=lambda p: [
                [n] for n in [*range(300), p["pile"], 10**30 + 1, 10**30 + 2]
            ],
            reference=_snim_wins,
            as_bool=True,
            variant=_snim_variant,
        ),
        Autograded(
            ident="5.4",
            points=3,
            function="my_misere_bash",
            signature="my_misere_bash(n)",
            statement=(
                "**Exercise 5.4** (variant) Misère Bash's game: from one heap, take "
                "1 to {m} counters; whoever takes the last counter loses. Write "
                "`my_misere_bash(n)`, true when the player to move wins from heap "
                f"`n`, as your own rule: {GRADED}."
            ),
            setup="from gamelib import Bash, MiserePlay\n\n"
            "game = MiserePlay(Bash({m}))",
            answer="return n % ({m} + 1) != 1",
            inputs=lambda p: [[n] for n in range(300)],
            reference=_misere_bash_wins,
            as_bool=True,
            variant=_misere_variant,
        ),
        Autograded(
            ident="3.6",
            points=3,
            function="my_divisor_value",
            signature="my_divisor_value(n)",
            statement=(
                "**Exercise 3.6** The divisor game: from $n$, subtract a proper "
                "divisor of $n$ (a divisor smaller than $n$). Guess a formula for "
                "its SG values (hint: write $n$ in binary), write it as "
                "`my_divisor_value(n)` for $n \\ge 1$, and prove it in the cell "
                f"below. {GRADED[0].upper()}{GRADED[1:]}."
            ),
            setup=(
                "from gamelib import game_from\n\n"
                "divisor_game = game_from(\n"
                "    lambda n: [n - d for d in range(1, n) if n % d == 0]\n)"
            ),
            answer="return (n & -n).bit_length() - 1",
            inputs=lambda p: [[n] for n in range(1, 301)],
            reference=_divisor_values,
            variant=_fixed,
        ),
    )
}


def variant(ident, seed):
    """The parameters of exercise `ident` for `seed` (seed 0: the book's own)."""
    auto = AUTOGRADED[ident]
    if seed == 0:
        book = {"1.1": {"m": 7, "pile": 100}, "3.5": {"moves": [3, 5, 9],
                "pile": 10**18 + 7}, "5.4": {"m": 3}}  # fmt: skip
        params = dict(book.get(ident, {}))
    else:
        params = auto.variant(random.Random(f"{ident}/{seed}"))
    if ident == "3.5":
        params["moves_tex"] = ", ".join(map(str, params["moves"]))
        solved = _snim_answer(params)
        params.update(solved)
    return params


def nbgrader_meta(grade_id, *, grade=False, solution=False, locked=False, points=0):
    meta = {
        "grade": grade,
        "grade_id": grade_id,
        "locked": locked,
        "schema_version": SCHEMA_VERSION,
        "solution": solution,
        "task": False,
    }
    if grade:
        meta["points"] = points
    return {"nbgrader": meta}


def _cell(kind, source, grade_id, **meta):
    make = (
        nbformat.v4.new_code_cell if kind == "code" else nbformat.v4.new_markdown_cell
    )
    cell = make(source)
    cell.metadata.update(nbgrader_meta(grade_id, **meta))
    cell.id = re.sub(r"[^A-Za-z0-9-]", "-", grade_id)[:64]
    return cell


def autograded_cells(auto, params, seed=0):
    key = auto.ident.replace(".", "-")
    body = textwrap.indent(auto.answer.format(**params), "    ")
    answer = (
        f"def {auto.signature}:\n    ### BEGIN SOLUTION\n{body}\n    ### END SOLUTION"
    )
    spec = {"exercise": auto.ident, "seed": seed, "answer": f"ex{key}-answer"}
    test = (
        f"# The test of Exercise {auto.ident} ({auto.points} points): {GRADED}.\n"
        f"assert callable({auto.function}), 'define {auto.function}'\n"
        "### BEGIN HIDDEN TESTS\n"
        "# Marked by notebooks/_ext/grader.py from the answer cell's source; the\n"
        "# verdict replaces this cell's output.\n"
        f"{GRADED_BY}{json.dumps(spec)}\n"
        f"{NOT_ENABLED}\n"
        "### END HIDDEN TESTS"
    )
    return [
        _cell("markdown", auto.statement.format(**params), f"ex{key}-statement",
              locked=True),
        _cell("code", auto.setup.format(**params), f"ex{key}-setup", locked=True),
        _cell("code", answer, f"ex{key}-answer", solution=True),
        _cell("code", test, f"ex{key}-test", grade=True, locked=True,
              points=auto.points),
    ]  # fmt: skip


def graded_by(test_source):
    """The exercise a test cell names for the grader (a dict), or None."""
    for line in test_source.splitlines():
        if line.startswith(GRADED_BY):
            try:
                spec = json.loads(line[len(GRADED_BY) :])
            except ValueError:
                return None
            return spec if type(spec) is dict else None
    return None


def grading_job(ident, seed, source):
    """(grader.Job, expected answers) of exercise `ident`, variant `seed`.

    The expected answers are computed here, by gamelib, in this process;
    `source` is the answer cell as submitted.
    """
    auto = AUTOGRADED[ident]
    params = variant(ident, seed)
    inputs = auto.inputs(params)
    job = grader.Job(
        source=source, function=auto.function, inputs=inputs, as_bool=auto.as_bool
    )
    return job, auto.reference(params, inputs)


def chapter_exercise(ident, book=BOOK):
    """(statement, kinds, reference solution) of exercise `ident`, from its chapter."""
    chapter = int(ident.split(".")[0])
    for path in course.chapter_paths(book):
        if int(path.name[:2]) != chapter:
            continue
        cells = nbformat.read(path, as_version=4).cells
        for i, cell in enumerate(cells):
            if cell.cell_type != "markdown":
                continue
            starts = [m.start() for m in course.HEADING.finditer(cell.source)]
            for start, end in zip(starts, [*starts[1:], None], strict=False):
                text = cell.source[start:end].strip()
                found, kinds, _ = course.exercise_heading(text)
                if found != ident:
                    continue
                solutions = []
                for later in cells[i + 1 :]:
                    if later.cell_type == "markdown" and course.HEADING.search(
                        later.source
                    ):
                        break
                    if student.is_solution(later):
                        solutions.append(later.source)
                return text, kinds, "\n\n".join(solutions)
    raise KeyError(f"no Exercise {ident} in the chapters of {book}")


MANUAL_POINTS = {"prove": 3, "open-ended": 3, "compute": 2, "by hand": 2}


def manual_cells(ident, book=BOOK):
    """An exercise graded by hand: its statement and an answer cell."""
    statement, kinds, reference = chapter_exercise(ident, book)
    key = ident.replace(".", "-")
    points = max((MANUAL_POINTS[k] for k in kinds), default=2)
    cells = [_cell("markdown", statement, f"ex{key}-statement", locked=True)]
    reference = reference or "(no reference solution in the chapter)"
    if "compute" in kinds and not ({"prove", "by hand"} & set(kinds)):
        commented = textwrap.indent(reference, "# ", lambda line: True)
        source = f"### BEGIN SOLUTION\n{commented}\n### END SOLUTION"
        cells.append(_cell("code", source, f"ex{key}-answer", grade=True,
                           solution=True, points=points))  # fmt: skip
    else:
        source = (
            "Reference answer (from the chapter; removed on release):\n\n"
            f"```python\n{reference}\n```"
        )
        cells.append(_cell("markdown", source, f"ex{key}-answer", grade=True,
                           solution=True, points=points))  # fmt: skip
    return cells, points


def build_sheet(ids, seed=0, book=BOOK, title=None):
    """The sheet notebook (nbgrader's source version) of the exercises `ids`."""
    if not ids:
        raise ValueError("name at least one exercise, for example: 2.3 3.5")
    known = {e["id"] for e in course.exercises(book)}
    unknown = [i for i in ids if i not in known]
    if unknown:
        raise ValueError(
            f"no such exercise: {', '.join(unknown)}; the book has "
            f"{min(known, key=_order)} to {max(known, key=_order)} (see instructors.md)"
        )
    if len(set(ids)) != len(ids):
        raise ValueError(f"an exercise is named twice: {' '.join(ids)}")
    heading = title or f"Problem sheet: exercises {', '.join(ids)}"
    intro = (
        f"# {heading}\n\nAnswer in the cells marked for you; run every cell "
        "before you hand the notebook in. A function you write is graded "
        "from its answer cell alone, in a fresh Python with the standard "
        "library only (no gamelib, no names from other cells), on many "
        "inputs: put everything it needs in that cell."
        + (f"\n\nVariant {seed}." if seed else "")
    )
    cells = [_cell("markdown", intro, "intro", locked=True)]
    total = 0
    for ident in ids:
        if ident in AUTOGRADED:
            auto = AUTOGRADED[ident]
            cells += autograded_cells(auto, variant(ident, seed), seed)
            total += auto.points
        else:
            more, points = manual_cells(ident, book)
            cells += more
            total += points
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    notebook.metadata["winning_moves"] = {"exercises": list(ids), "seed": seed,
                                          "points": total}  # fmt: skip
    return notebook


def _order(ident):
    return tuple(int(part) for part in ident.split("."))


def write_bank(folder, seeds=BANK_SEEDS, book=BOOK):
    """The exam bank: every exercise with parameters, one variant per seed."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    lines = ["# Exam bank: seeded variants, with answers computed by gamelib", ""]
    varying = [i for i, a in AUTOGRADED.items() if a.variant is not _fixed]
    for seed in seeds:
        lines += [f"## Variant {seed}", ""]
        for ident in varying:
            params = variant(ident, seed)
            lines.append("- " + AUTOGRADED[ident].statement.format(**params))
            lines.append(f"  *Answer:* {bank_answer(ident, params)}")
        lines.append("")
        sheet = build_sheet(varying, seed=seed, book=book,
                            title=f"Exam, variant {seed}")  # fmt: skip
        nbformat.write(sheet, folder / f"variant-{seed:02d}.ipynb")
    (folder / "exam-bank.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def bank_answer(ident, params):
    from gamelib import Bash, winning_moves

    if ident == "1.1":
        m, pile = params["m"], params["pile"]
        moves = winning_moves(Bash(m), pile)
        if not moves:
            return f"the pile {pile} is a P-position (a multiple of {m + 1})"
        return f"take {pile - moves[0]}, leaving {moves[0]} (a multiple of {m + 1})"
    if ident == "3.5":
        verdict = "a win" if params["pile_wins"] else "a loss"
        return (
            f"{verdict} for the player to move; the outcomes are periodic with "
            f"period {params['period']} from pile {params['start']}"
        )
    if ident == "5.4":
        return f"the player to move loses exactly when n % {params['m'] + 1} == 1"
    return ""


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ids", nargs="*", help="exercise ids, such as 2.3 3.5")
    parser.add_argument("--seed", type=int, default=0, help="0: the book's numbers")
    parser.add_argument("--out", type=Path, default=Path("build/sheets/sheet.ipynb"))
    parser.add_argument("--bank", type=Path, help="write an exam bank into this folder")
    args = parser.parse_args(argv)
    if args.bank:
        folder = write_bank(args.bank)
        print(f"wrote the exam bank ({len(BANK_SEEDS)} variants) to {folder}")
        return 0
    try:
        sheet = build_sheet(args.ids, seed=args.seed)
    except ValueError as error:
        print(f"sheet: {error}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(sheet, args.out)
    config = args.out.parent / "nbgrader_config_grader.py"
    config.write_text(nbgrader_snippet(), encoding="utf-8")
    points = sheet.metadata["winning_moves"]["points"]
    count = f"{len(args.ids)} exercise{'s' if len(args.ids) != 1 else ''}"
    print(f"wrote {args.out} ({count}, {points} points)")
    print(f"add {config} to your course's nbgrader_config.py: it marks the functions")
    return 0


def nbgrader_snippet():
    """The lines of nbgrader_config.py that make grader.py mark the sheets."""
    ext = Path(__file__).resolve().parent
    return (
        "# Winning Moves sheets: marks from notebooks/_ext/grader.py, which runs\n"
        "# each answer cell alone in a fresh, limited Python; see\n"
        "# docs/teaching-build.md.\n"
        f"import sys; sys.path.insert(0, {str(ext)!r})  # noqa: E402, E702\n"
        "import grader_nbgrader; grader_nbgrader.configure(c)  # noqa: E402, E702\n"
    )


if __name__ == "__main__":
    sys.exit(main())
