"""Problem sheets in nbgrader's format, from chosen exercises: `make sheet`.

    python notebooks/_ext/sheet.py --out build/sheets/sheet.ipynb 1.1 3.5 5.1
    python notebooks/_ext/sheet.py --seed 7 --out build/sheets/s7.ipynb 3.5
    python notebooks/_ext/sheet.py --bank build/sheets/exam-bank
    python notebooks/_ext/sheet.py --students roster.csv --assignment ps1 \
        --out build/sheets/ps1 1.1 3.5

A sheet is one notebook with the chosen exercises (by id, across chapters),
written as nbgrader's source version of an assignment: every cell carries
``metadata.nbgrader`` (grade, grade_id, locked, points, schema_version 3,
solution, task), answers sit between ``### BEGIN SOLUTION`` and
``### END SOLUTION``, and tests between ``### BEGIN HIDDEN TESTS`` and
``### END HIDDEN TESTS``, so that a teacher's nbgrader releases it (answers
and hidden tests stripped), collects it and autogrades it.

- An exercise in AUTOGRADED (the registry of notebooks/_ext/exercises.py:
  one declaration each, the chapter's check() call as data) gets its
  statement, a read-only setup cell cut from its chapter's definitions, an
  answer cell, and a test cell worth its points. The mark comes from
  grader.py, enabled in the course's nbgrader_config.py (`nbgrader_snippet`,
  written beside the sheet): it computes the expected answers with gamelib in
  its own process, runs the answer cell's source alone in a fresh, limited
  Python where gamelib is refused (standard library only, no names from other
  cells), and compares plain data by exact type. The hidden test only names
  the exercise for the grader (``_graded_by = {...}``); run in a kernel it
  fails, so that a course without the grader gives no marks rather than marks
  a notebook can fake.
- Exercises with parameters have seeded variants (`--seed`): a subtraction
  set, a maximum take, a by-hand position; their answers are computed by
  gamelib when the sheet is built (the reference answer) and again by the
  grader when it marks (the expected answers). `--students roster.csv` gives
  every student their own variant (`student_sheets`), and the grader marks
  each on the seed of their id (`student_seed`).
- Any other exercise is copied from its chapter with its own code cells (and
  a setup cell for the chapter's definitions they use) and an answer cell
  graded by hand: a markdown cell with a rubric for a proof or a by-hand
  answer, a code cell for a computation; the chapter's solution is the
  reference answer, between the solution markers, so release removes it. An
  exercise whose definitions cannot be found is refused, with the name.

`--bank DIR` writes an exam bank: for each of the seeds 1 to 20, the variant
of every exercise with parameters, with its answer (DIR/exam-bank.md for the
teacher) and its sheet (DIR/variant-NN.ipynb).
"""

import argparse
import csv
import hashlib
import json
import re
import sys
import textwrap
from pathlib import Path

import nbformat

sys.path.insert(0, str(Path(__file__).resolve().parent))
import course
import exercises
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


# What every autograded statement says about how the function is graded.
GRADED = (
    "your function is graded in a fresh Python with the standard library only "
    "(no gamelib, no names from other cells), on many inputs"
)

#: The autograded exercises: one declaration each, in notebooks/_ext/exercises.py.
AUTOGRADED = exercises.EXERCISES


def variant(ident, seed):
    """The parameters of exercise `ident` for `seed` (seed 0: the book's own)."""
    return exercises.params_of(AUTOGRADED[ident], seed)


def student_seed(student_id, assignment=""):
    """The variant of a student: a seed from 1 to 10**6 fixed by the student's id
    (and the assignment), the same when the sheet is made and when it is marked.

    >>> ada = student_seed("ada", "ps1")
    >>> ada == student_seed("ada", "ps1") != student_seed("bo", "ps1"), ada <= 10**6
    (True, True)
    """
    digest = hashlib.sha256(f"{assignment}/{student_id}".encode()).digest()
    return 1 + int.from_bytes(digest[:8], "big") % 10**6


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


def autograded_cells(auto, params, seed=0, book=BOOK, assignment=None):
    """Statement, setup, answer and test cells of an autograded exercise (and a
    proof cell when the exercise also asks for a proof)."""
    key = auto.ident.replace(".", "-")
    statement, kinds, _ = chapter_exercise(auto.ident, book)
    if auto.note and seed:
        statement += f"\n\n*Your variant:* {exercises.fill(auto.note, params)}."
    if auto.is_value:
        statement += (
            f"\n\nSet `{auto.signature}` in the answer cell ({auto.points} points; "
            f"{KIND_WORDS[auto.kind]}): the answer cell is graded alone, in a fresh "
            "Python with the standard library only."
        )
    else:
        statement += (
            f"\n\nWrite `{auto.signature}` in the answer cell ({auto.points} "
            f"points; {KIND_WORDS[auto.kind]}): {GRADED}. The setup cell above it "
            "gives what the exercise uses, so you can explore it."
        )
    answer = exercises.answer_source(auto, params)
    head = f"def {auto.signature}:\n"
    if answer.startswith(head) and f"def {auto.function}(" not in answer[len(head) :]:
        answer = (f"{head}    ### BEGIN SOLUTION\n{answer[len(head):]}\n"
                  "    ### END SOLUTION")  # fmt: skip
    else:
        answer = f"### BEGIN SOLUTION\n{answer}\n### END SOLUTION"
    spec = {"exercise": auto.ident, "seed": seed, "answer": f"ex{key}-answer"}
    if assignment is not None:  # each student's own variant (`student_seed`)
        spec.update(seed="student", assignment=assignment)
    game = exercises.game_name(auto, params, book)
    feedback = ""
    if not auto.call and not auto.expect and auto.kind != "value":
        options = exercises.fill(auto.check, params)
        feedback = (f"check({auto.function}, {game}, kind={auto.kind!r}"
                    f"{', ' + options if options else ''})\n")  # fmt: skip
    shown = (
        f"{auto.function}  # your answer\n"
        if auto.is_value
        else f"assert callable({auto.function}), 'define {auto.function}'\n"
    )
    test = (
        f"# The test of Exercise {auto.ident} ({auto.points} points): {GRADED}.\n"
        f"{shown}"
        + (
            f"# gamelib's check, for you to read (the mark comes from the grader):\n"
            f"{feedback}"
            if feedback
            else ""
        )
        + "### BEGIN HIDDEN TESTS\n"
        "# Marked by notebooks/_ext/grader.py from the answer cell's source; the\n"
        "# verdict replaces this cell's output.\n"
        f"{GRADED_BY}{json.dumps(spec)}\n"
        f"{NOT_ENABLED}\n"
        "### END HIDDEN TESTS"
    )
    cells = [
        _cell("markdown", statement, f"ex{key}-statement", locked=True),
        _cell("code", exercises.setup_code(auto, params, book), f"ex{key}-setup",
              locked=True),
        _cell("code", answer, f"ex{key}-answer", solution=True),
        _cell("code", test, f"ex{key}-test", grade=True, locked=True,
              points=auto.points),
    ]  # fmt: skip
    points = auto.points
    if "prove" in kinds:
        _, proof = proof_cells(auto.ident, book, key=f"ex{key}-proof")
        cells += proof
        points += PROOF_POINTS
    return cells, points


KIND_WORDS = {
    "wins": "True when the player to move wins",
    "outcome": '"P" or "N"',
    "sg": "the Sprague-Grundy value, an int",
    "move": "a winning move, written as the game writes positions, or None "
    "from a P-position",
    "value": "plain data: an int, a bool, a str, or a tuple or list of them",
}
PROOF_POINTS = 3


def proof_cells(ident, book=BOOK, key=None):
    """(points, cells): a markdown answer cell for a proof, graded by hand with
    a rubric and the chapter's solution as the reference."""
    _, _, reference = chapter_exercise(ident, book)
    key = key or f"ex{ident.replace('.', '-')}-answer"
    source = (
        "Write your proof here.\n\n"
        "### BEGIN SOLUTION\n"
        f"**Rubric** ({PROOF_POINTS} points, for the grader): 1 point for the "
        "claim stated exactly, with what is assumed; 1 point for the key step "
        "(the move that answers every move, the invariant, or the induction "
        "step, as in the reference); 1 point for covering every case, "
        "terminal positions included. A check by computer is evidence, not a "
        "proof: no marks for it alone.\n\n"
        "Reference (the chapter's solution):\n\n"
        f"```python\n{reference or '(no reference solution in the chapter)'}\n```\n"
        "### END SOLUTION"
    )
    cell = _cell("markdown", source, key, grade=True, solution=True,
                 points=PROOF_POINTS)  # fmt: skip
    return PROOF_POINTS, [cell]


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
    inputs, expected, one_of = exercises.expected(auto, variant(ident, seed))
    job = grader.Job(source=source, function=auto.function, inputs=inputs,
                     one_of=one_of, value=auto.is_value)  # fmt: skip
    return job, expected


def chapter_exercise(ident, book=BOOK):
    """(statement, kinds, reference solution) of exercise `ident`, from its chapter."""
    cells, i, text, _ = course.find_exercise(ident, book)
    _, kinds, _ = course.exercise_heading(text)
    solutions = [
        c.source for c in course.cells_after(cells, i) if student.is_solution(c)
    ]
    if ident in exercises.CONTEXT:
        text += f"\n\n*From the chapter:* {exercises.CONTEXT[ident]}."
    return text, kinds, "\n\n".join(solutions)


MANUAL_POINTS = {"prove": 3, "open-ended": 3, "compute": 2, "by hand": 2}


def _own_code(ident, book):
    """The exercise's own code cells from its chapter, with a setup cell for
    the chapter's definitions they use (Refused if one cannot be found)."""
    _, own = exercises.chapter_cells(ident, book)
    source = "\n\n".join(cell.source for cell in own)
    if not source.strip():
        return "", ""
    defined = exercises._defined_by_cells(source)
    needed = exercises.names_in_cells(source) - defined
    return exercises.definitions(ident, sorted(needed), book, skip=defined), source


def manual_cells(ident, book=BOOK):
    """An exercise graded by hand: its statement, the chapter's own cells for
    it (with the definitions they use), and an answer cell."""
    statement, kinds, reference = chapter_exercise(ident, book)
    key = ident.replace(".", "-")
    cells = [_cell("markdown", statement, f"ex{key}-statement", locked=True)]
    setup, own = _own_code(ident, book)
    if setup:
        cells.append(_cell("code", setup, f"ex{key}-setup", locked=True))
    if own:
        cells.append(_cell("code", own, f"ex{key}-code"))
    if "prove" in kinds or not ({"compute"} & set(kinds)) or "by hand" in kinds:
        points, more = proof_cells(ident, book)
        if "prove" not in kinds:
            more[0].source = more[0].source.replace(
                "Write your proof here.", "Write your answer here."
            )
        return cells + more, points
    points = max((MANUAL_POINTS[k] for k in kinds), default=2)
    commented = textwrap.indent(reference or "(no reference solution in the chapter)",
                                "# ", lambda line: True)  # fmt: skip
    source = f"### BEGIN SOLUTION\n{commented}\n### END SOLUTION"
    cells.append(_cell("code", source, f"ex{key}-answer", grade=True,
                       solution=True, points=points))  # fmt: skip
    return cells, points


def build_sheet(ids, seed=0, book=BOOK, title=None, assignment=None):
    """The sheet notebook (nbgrader's source version) of the exercises `ids`.

    With `assignment`, every student is marked on their own variant: the
    hidden tests say so, and the grader takes the seed from the student's id
    (`student_seed`); `seed` is then only the variant this notebook shows
    (`student_sheets` writes each student's).
    """
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
            more, points = autograded_cells(AUTOGRADED[ident], variant(ident, seed),
                                            seed, book, assignment)  # fmt: skip
            cells += more
            total += points
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


SOLUTION = re.compile(
    r"^([ \t]*)### BEGIN SOLUTION\n.*?^[ \t]*### END SOLUTION", re.M | re.S
)
HIDDEN = re.compile(
    r"^[ \t]*### BEGIN HIDDEN TESTS\n.*?^[ \t]*### END HIDDEN TESTS\n?", re.M | re.S
)


def released(notebook):
    """The student's version of a sheet, as nbgrader's release writes it: each
    solution replaced by a stub, each hidden test removed."""
    notebook = nbformat.from_dict(json.loads(json.dumps(notebook)))
    for cell in notebook.cells:
        source = HIDDEN.sub("", cell.source)
        stub = (r"\1# YOUR CODE HERE\n\1raise NotImplementedError()"
                if cell.cell_type == "code" else "YOUR ANSWER HERE")  # fmt: skip
        cell.source = SOLUTION.sub(stub, source)
    return notebook


def read_roster(path):
    """The student ids of a roster: a CSV file with an ``id`` column (the one
    nbgrader's ``db student import`` reads)."""
    with open(path, newline="", encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    if not rows or "id" not in rows[0]:
        raise ValueError(f"{path}: a roster is a CSV file with an 'id' column, one "
                         "student a row")  # fmt: skip
    ids = [row["id"].strip() for row in rows]
    if any(not i or "/" in i for i in ids) or len(set(ids)) != len(ids):
        raise ValueError(f"{path}: every student needs one id, without '/'")
    return ids


def student_sheets(ids, students, assignment, folder, book=BOOK):
    """A sheet where each student has their own variant: the source version
    (folder/source/ASSIGNMENT/sheet.ipynb, for nbgrader) and each student's
    released notebook (folder/release-per-student/ID/ASSIGNMENT/sheet.ipynb)."""
    folder = Path(folder)
    source = build_sheet(ids, seed=0, book=book, assignment=assignment)
    path = folder / "source" / assignment / "sheet.ipynb"
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(source, path)
    written = {}
    for who in students:
        seed = student_seed(who, assignment)
        mine = build_sheet(ids, seed=seed, book=book, assignment=assignment)
        mine.metadata["winning_moves"]["student"] = who
        out = folder / "release-per-student" / who / assignment / "sheet.ipynb"
        out.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(released(mine), out)
        written[who] = out
    return path, written


def write_bank(folder, seeds=BANK_SEEDS, book=BOOK):
    """The exam bank: every exercise with parameters, one variant per seed."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    lines = ["# Exam bank: seeded variants, with answers computed by gamelib", ""]
    varying = [i for i, a in AUTOGRADED.items() if a.variant is not None]
    for seed in seeds:
        lines += [f"## Variant {seed}", ""]
        for ident in varying:
            params = variant(ident, seed)
            note = exercises.fill(AUTOGRADED[ident].note, params)
            lines.append(f"- **Exercise {ident}**, with {note}.")
            lines.append(f"  *Answer:* {bank_answer(ident, params)}")
        lines.append("")
        sheet = build_sheet(varying, seed=seed, book=book,
                            title=f"Exam, variant {seed}")  # fmt: skip
        nbformat.write(sheet, folder / f"variant-{seed:02d}.ipynb")
    (folder / "exam-bank.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def print_sheets(jobs):
    """Print each (sheet, pdf path): the student's version, answer boxes, no tests."""
    import print_sheet

    print_sheet.mathjax_folder()
    url = print_sheet.MATHJAX_URL
    return print_sheet.print_pages(
        [(print_sheet.sheet_html(released(sheet), url), out) for sheet, out in jobs]
    )


def print_bank(folder):
    """The exam bank on paper: exam-bank.pdf (the key) and variant-NN.pdf."""
    import print_sheet

    folder = Path(folder)
    key = (folder / "exam-bank.md").read_text(encoding="utf-8")
    jobs = [(nbformat.read(path, as_version=4), path.with_suffix(".pdf"))
            for path in sorted(folder.glob("variant-*.ipynb"))]  # fmt: skip
    print_sheet.mathjax_folder()
    url = print_sheet.MATHJAX_URL
    return print_sheet.print_pages(
        [(print_sheet.markdown_html(key, url), folder / "exam-bank.pdf")]
        + [(print_sheet.sheet_html(released(nb), url), out) for nb, out in jobs]
    )


def bank_answer(ident, params):
    """The key of a variant, in words where there are some, else the reference."""
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
    if AUTOGRADED[ident].key is not None:
        return AUTOGRADED[ident].key(params)
    source = exercises.answer_source(AUTOGRADED[ident], params)
    return (
        "the reference answer\n\n  ```python\n"
        + textwrap.indent(source, "  ")
        + "\n  ```"
    )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("ids", nargs="*", help="exercise ids, such as 2.3 3.5")
    parser.add_argument("--seed", type=int, default=0, help="0: the book's numbers")
    parser.add_argument("--out", type=Path, default=Path("build/sheets/sheet.ipynb"))
    parser.add_argument("--bank", type=Path, help="write an exam bank into this folder")
    parser.add_argument(
        "--format",
        choices=("ipynb", "pdf"),
        default="ipynb",
        help="pdf: also print the student's version (and the bank) for paper",
    )
    parser.add_argument(
        "--students",
        type=Path,
        help="a roster (CSV, an id column): one variant per student",
    )
    parser.add_argument(
        "--assignment",
        default="ps1",
        help="the nbgrader assignment's name (with --students)",
    )
    args = parser.parse_args(argv)
    if args.students:
        try:
            source, written = student_sheets(args.ids, read_roster(args.students),
                                             args.assignment, args.out)  # fmt: skip
        except ValueError as error:
            print(f"sheet: {error}", file=sys.stderr)
            return 2
        (args.out / "nbgrader_config_grader.py").write_text(nbgrader_snippet())
        print(f"wrote {source} and {len(written)} students' notebooks in "
              f"{args.out / 'release-per-student'}")  # fmt: skip
        return 0
    if args.bank:
        folder = write_bank(args.bank)
        print(f"wrote the exam bank ({len(BANK_SEEDS)} variants) to {folder}")
        if args.format == "pdf":
            printed = print_bank(folder)
            print(f"printed {len(printed)} PDFs (the key and each variant) in {folder}")
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
    if args.format == "pdf":
        print(f"printed {print_sheets([(sheet, args.out.with_suffix('.pdf'))])[0]}")
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
