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
  Its hidden test asks the grader's gamelib for the truth in a fresh Python
  process (so nothing the student's notebook did to gamelib changes it),
  then runs the student's function with gamelib's solvers (``sg``,
  ``outcome``, ``winning_moves``, ``sg_sequence``, ``periodicity`` and the
  search behind them, wherever the notebook or gamelib refers to them)
  replaced by a function that raises: an answer that merely calls the
  library's own solver is refused.
- Exercises with parameters have seeded variants (`--seed`): a random
  subtraction set, a maximum take, a pile; their answers are computed by
  gamelib when the sheet is built, and the hidden tests compare with it.
- Any other exercise is copied from its chapter with an answer cell graded
  by hand: a markdown cell for a proof or a by-hand answer, a code cell for
  a computation; the chapter's solution is the reference answer, between
  the solution markers (commented out in a code cell), so release removes it.

`--bank DIR` writes an exam bank: for each of the seeds 1 to 20, the variant
of every exercise with parameters, with its answer (DIR/exam-bank.md for the
teacher) and its sheet (DIR/variant-NN.ipynb).
"""

import argparse
import random
import re
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import course
import student

__all__ = ["AUTOGRADED", "build_sheet", "main", "variant", "write_bank"]

BOOK = Path(__file__).resolve().parents[1]
SCHEMA_VERSION = 3
BANK_SEEDS = range(1, 21)

# The hidden tests' two helpers, written into every test cell (not into a
# cell of their own, which the student's code could overwrite afterwards).
GRADER_HELPERS = '''
import contextlib as _contextlib, json as _json, subprocess as _subprocess
import sys as _sys


def _grader_truth(code):
    """What the grader's gamelib prints as JSON, in a fresh Python process."""
    done = _subprocess.run([_sys.executable, "-c", code], capture_output=True,
                           text=True, check=True)
    return _json.loads(done.stdout)


@_contextlib.contextmanager
def _without_solvers(namespace):
    """Make gamelib's solvers raise, wherever the notebook or gamelib holds them."""
    import gamelib, gamelib.engine.core
    names = ("sg", "outcome", "winning_moves", "sg_sequence", "periodicity", "search")
    solvers = {id(getattr(m, n)) for m in (gamelib, gamelib.engine.core) for n in names
               if hasattr(m, n)}

    def refused(*args, **kwargs):
        raise AssertionError("this exercise asks for your own rule: calling "
                             "gamelib's solver is not an answer")

    holders = [vars(m) for k, m in list(_sys.modules.items())
               if k == "gamelib" or k.startswith("gamelib.")] + [namespace]
    saved = [(h, k, v) for h in holders for k, v in list(h.items())
             if callable(v) and id(v) in solvers]
    for holder, key, _ in saved:
        holder[key] = refused
    try:
        yield
    finally:
        for holder, key, value in saved:
            holder[key] = value
'''.strip()


@dataclass(frozen=True)
class Autograded:
    """An exercise graded by a test: its statement, setup, answer and truth."""

    ident: str
    points: int
    function: str  # the name of the student's function
    statement: str  # markdown, formatted with the variant's parameters
    setup: str  # code the student's function may use (read-only)
    answer: str  # the reference answer's body, formatted with the variant
    truth: str  # code that prints, as JSON, the list the answers must equal
    calls: str  # an expression: the list of the student's answers
    signature: str
    variant: object  # seed -> dict of parameters ({} for none)


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


def _snim_answer(params):
    """The outcome rule of S-Nim as a table, from gamelib's periodicity."""
    from gamelib import SubtractionGame, outcome, periodicity

    game = SubtractionGame(params["moves"])
    found = periodicity(game)
    start, period = found.preperiod, found.period
    wins = [outcome(game, n) == "N" for n in range(start + period)]
    return {
        "start": start,
        "period": period,
        "before": wins[:start],
        "cycle": wins[start:],
        "pile_wins": outcome(game, params["pile"]) == "N",
    }


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
                "Write your own rule: the test refuses an answer that calls "
                "gamelib's `winning_moves`, `outcome` or `sg`."
            ),
            setup="from gamelib import Bash\n\ngame = Bash({m})",
            answer="r = n % ({m} + 1)\nreturn n - r if r else None",
            truth=(
                "import json\nfrom gamelib import Bash, winning_moves\n"
                "game = Bash({m})\npiles = [*range(200), {pile}]\n"
                "print(json.dumps([(winning_moves(game, n) or [None])[0] "
                "for n in piles]))"
            ),
            calls="[my_winning_move(n) for n in [*range(200), {pile}]]",
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
                "game, so you can look at its values; your function must not call "
                "gamelib's solvers (`sg`, `outcome`, `sg_sequence`, `periodicity`)."
            ),
            setup="from gamelib import SubtractionGame, sg_sequence\n\n"
            "game = SubtractionGame({moves})",
            answer=(
                "before = {before}  # the piles before the period\n"
                "cycle = {cycle}  # then period {period}\n"
                "return before[n] if n < {start} else cycle[(n - {start}) % {period}]"
            ),
            truth=(
                "import json\nfrom gamelib import SubtractionGame, outcome\n"
                "game = SubtractionGame({moves})\n"
                "piles = [*range(300), {pile}, 10**30 + 1, 10**30 + 2]\n"
                'print(json.dumps([outcome(game, n) == "N" for n in piles]))'
            ),
            calls="[bool(wins(n)) for n in [*range(300), {pile}, 10**30 + 1, "
            "10**30 + 2]]",
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
                "`n`, as your own rule (the test refuses calls to gamelib's solvers)."
            ),
            setup="from gamelib import Bash, MiserePlay\n\n"
            "game = MiserePlay(Bash({m}))",
            answer="return n % ({m} + 1) != 1",
            truth=(
                "import json\nfrom gamelib import Bash, outcome\n"
                'print(json.dumps([outcome(Bash({m}), n, misere=True) == "N" '
                "for n in range(300)]))"
            ),
            calls="[bool(my_misere_bash(n)) for n in range(300)]",
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
                "below. The test refuses calls to gamelib's solvers."
            ),
            setup=(
                "from gamelib import game_from\n\n"
                "divisor_game = game_from(\n"
                "    lambda n: [n - d for d in range(1, n) if n % d == 0]\n)"
            ),
            answer="return (n & -n).bit_length() - 1",
            truth=(
                "import json\nfrom gamelib import game_from, sg\n"
                "game = game_from(lambda n: [n - d for d in range(1, n) "
                "if n % d == 0])\n"
                "print(json.dumps([sg(game, n) for n in range(1, 301)]))"
            ),
            calls="[my_divisor_value(n) for n in range(1, 301)]",
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


def autograded_cells(auto, params):
    key = auto.ident.replace(".", "-")
    body = textwrap.indent(auto.answer.format(**params), "    ")
    answer = (
        f"def {auto.signature}:\n    ### BEGIN SOLUTION\n{body}\n    ### END SOLUTION"
    )
    truth = auto.truth.format(**params)
    calls = auto.calls.format(**params)
    test = (
        f"# The test of Exercise {auto.ident} ({auto.points} points).\n"
        f"assert callable({auto.function}), 'define {auto.function}'\n"
        "### BEGIN HIDDEN TESTS\n"
        f"{GRADER_HELPERS}\n\n\n"
        f"_expected = _grader_truth({truth!r})\n"
        "with _without_solvers(globals()):\n"
        f"    _answers = {calls}\n"
        "_wrong = [i for i, (a, e) in enumerate(zip(_answers, _expected)) if a != e]\n"
        "assert not _wrong, f'wrong answer for input number {_wrong[0]}'\n"
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
        "before you hand the notebook in. Functions are tested on many "
        "inputs, and must be your own rule: a call to gamelib's solvers "
        "does not count as an answer." + (f"\n\nVariant {seed}." if seed else "")
    )
    cells = [_cell("markdown", intro, "intro", locked=True)]
    total = 0
    for ident in ids:
        if ident in AUTOGRADED:
            auto = AUTOGRADED[ident]
            cells += autograded_cells(auto, variant(ident, seed))
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
    points = sheet.metadata["winning_moves"]["points"]
    count = f"{len(args.ids)} exercise{'s' if len(args.ids) != 1 else ''}"
    print(f"wrote {args.out} ({count}, {points} points)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
