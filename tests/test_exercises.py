"""The autograded exercises' registry (notebooks/_ext/exercises.py) and the
sheets made from it: every exercise builds into a sheet that runs top to
bottom, each exercise on its own; each autograded exercise is marked right
for its reference answer and wrong for a wrong one, on every variant; each
student of a roster gets, and is marked on, a variant of their own."""

import re
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "notebooks" / "_ext"))
import course  # noqa: E402
import exercises  # noqa: E402
import grader  # noqa: E402
import sheet  # noqa: E402

ALL = [e["id"] for e in course.exercises()]
# A wrong answer of each kind: each is wrong somewhere on the graded positions.
WRONG = {
    "wins": "return True",
    "outcome": "return 'N'",
    "sg": "return 0",
    "move": "return None",
    "value": "return -1",
}


def answered(notebook):
    """The sheet as a student who wrote the reference answers hands it in:
    the solutions kept (markers dropped), the hidden tests removed."""
    for cell in notebook.cells:
        source = sheet.HIDDEN.sub("", cell.source)
        cell.source = "\n".join(
            line for line in source.splitlines() if "### " not in line
        )
    return notebook


def test_a_sheet_of_every_exercise_runs_top_to_bottom_each_exercise_alone(tmp_path):
    """One kernel, the whole book's exercises; the kernel's names are wiped
    before each exercise, so each brings its own imports and definitions."""
    from nbclient import NotebookClient

    notebook = answered(sheet.build_sheet(ALL))
    cells = []
    for cell in notebook.cells:
        if cell.metadata["nbgrader"]["grade_id"].endswith("-statement"):
            cells.append(nbformat.v4.new_code_cell("%reset -f"))
        cells.append(cell)
    notebook.cells = cells
    client = NotebookClient(notebook, timeout=600, kernel_name="python3",
                            allow_errors=True,
                            resources={"metadata": {"path": str(tmp_path)}},
                            )  # fmt: skip
    client.execute()
    errors = [
        (cell.metadata.get("nbgrader", {}).get("grade_id"), out.ename, out.evalue)
        for cell in notebook.cells
        for out in cell.get("outputs", [])
        if out.output_type == "error"
    ]
    assert not errors, errors[:5]
    statements = [c for c in notebook.cells if c.cell_type == "markdown"]
    shown = "\n".join(c.source for c in statements)
    assert all(f"**Exercise {i}**" in shown for i in ALL)
    assert "$b_k = a_k + k$" in shown  # 4.3's a_k and b_k, from chapter 4's text


@pytest.mark.parametrize("ident", sorted(sheet.AUTOGRADED, key=sheet._order))
def test_the_reference_answer_scores_and_a_wrong_one_does_not(ident):
    auto = sheet.AUTOGRADED[ident]
    seeds = (0, 3) if auto.variant else (0,)
    for seed in seeds:
        params = sheet.variant(ident, seed)
        right = exercises.answer_source(auto, params)
        job, expected = sheet.grading_job(ident, seed, right)
        verdict = grader.grade(job, expected)
        assert verdict.right, (ident, seed, verdict.message)
        if auto.is_value:
            wrong = f"{auto.signature.strip('()')} = " + ", ".join(
                ["-1"] * len(auto.signature.split(","))
            )
        else:
            wrong = f"def {auto.signature}:\n    {WRONG[auto.kind]}"
        job, expected = sheet.grading_job(ident, seed, wrong)
        verdict = grader.grade(job, expected)
        assert not verdict.right and "wrong answer" in verdict.message, ident


def test_any_winning_move_is_right_not_only_gamelib_s_first():
    """Nim (2.1): the last heap that can be lowered, where the reference takes
    the first; both are right. A legal move that is not winning is wrong."""
    last = (
        "def my_winning_move(heaps):\n    x = 0\n    for h in heaps:\n"
        "        x ^= h\n    for i in reversed(range(len(heaps))):\n"
        "        if x and heaps[i] ^ x < heaps[i]:\n"
        "            return (*heaps[:i], heaps[i] ^ x, *heaps[i + 1 :])\n"
        "    return None"
    )
    job, expected = sheet.grading_job("2.1", 0, last)
    assert grader.grade(job, expected).right
    assert any(len(options) > 1 for options in expected)  # a real choice
    emptying = (
        "def my_winning_move(heaps):\n"
        "    return (0,) * len(heaps) if any(heaps) else None"
    )
    job, expected = sheet.grading_job("2.1", 0, emptying)
    assert not grader.grade(job, expected).right


def test_a_list_is_not_a_tuple_and_a_user_object_is_refused():
    job, expected = sheet.grading_job(
        "2.1",
        0,
        "def my_winning_move(heaps):\n    return [0] if heaps == (1,) else None",
    )
    assert "wrong answer" in grader.grade(job, expected).message
    liar = (
        "class T(tuple):\n    pass\n\n\n"
        "def my_winning_move(heaps):\n    return T(heaps)"
    )
    job, expected = sheet.grading_job("2.1", 0, liar)
    assert "returned a T object" in grader.grade(job, expected).message


def test_a_name_the_chapter_never_defines_is_refused_with_the_reason():
    with pytest.raises(exercises.Refused, match=r"Exercise 0\.1 uses 'no_such_game'"):
        exercises.definitions("0.1", ["no_such_game"])
    code = exercises.definitions("0.1", ["take_1_3_4"])
    assert code.startswith("from gamelib import game_from\n")
    namespace = {}
    exec(code, namespace)  # the definitions run on their own
    assert [n for n in range(15) if not namespace["take_1_3_4"].options(n) and n] == []


def test_the_documented_count_is_the_registry_s():
    # README.md too: it said 111 while the book had 115 and this test read
    # only docs/teaching-build.md
    for page in ("docs/teaching-build.md", "README.md"):
        doc = (ROOT / page).read_text(encoding="utf-8")
        found = re.search(r"(\d+) of the (\d+)\s+exercises are autograded", doc)
        assert found, f"{page} does not give the count"
        assert (int(found[1]), int(found[2])) == (len(sheet.AUTOGRADED), len(ALL)), page
    doc = (ROOT / "docs" / "teaching-build.md").read_text(encoding="utf-8")
    varying = [i for i, a in sheet.AUTOGRADED.items() if a.variant is not None]
    listed = re.search(r"seeded variants: ([\d., ]+)\.", doc)
    assert listed and listed[1].replace(" ", "").split(",") == varying


def test_every_exercise_with_parameters_is_in_the_exam_bank(tmp_path):
    sheet.write_bank(tmp_path, seeds=[1, 2])
    bank = (tmp_path / "exam-bank.md").read_text(encoding="utf-8")
    for ident, auto in sheet.AUTOGRADED.items():
        if auto.variant is not None:
            assert f"**Exercise {ident}**" in bank
    variant = nbformat.read(tmp_path / "variant-02.ipynb", as_version=4)
    assert variant.metadata["winning_moves"]["seed"] == 2


def test_each_student_gets_and_is_marked_on_their_own_variant(tmp_path):
    roster = tmp_path / "roster.csv"
    roster.write_text("id,first_name\nada,Ada\nbo,Bo\n", encoding="utf-8")
    out = tmp_path / "course"
    args = ["--students", str(roster), "--assignment", "ps1", "--out", str(out)]
    assert sheet.main([*args, "3.5", "5.4"]) == 0
    source = nbformat.read(out / "source" / "ps1" / "sheet.ipynb", as_version=4)
    specs = [sheet.graded_by(c.source) for c in source.cells if c.cell_type == "code"]
    specs = [s for s in specs if s]
    assert [s["seed"] for s in specs] == ["student", "student"]
    seeds = {s: sheet.student_seed(s, "ps1") for s in ("ada", "bo")}
    assert seeds["ada"] != seeds["bo"]
    for student, seed in seeds.items():
        mine = out / "release-per-student" / student / "ps1" / "sheet.ipynb"
        nb = nbformat.read(mine, as_version=4)
        text = "\n".join(c.source for c in nb.cells)
        assert "BEGIN SOLUTION" not in text and "_graded_by" not in text
        moves = sheet.variant("3.5", seed)["moves"]
        assert f"SubtractionGame({moves})" in text, student
        assert f"Variant {seed}." in text
    # the grader marks each on their own seed: Ada's right answer is wrong for Bo
    ada = exercises.answer_source(
        sheet.AUTOGRADED["3.5"], sheet.variant("3.5", seeds["ada"])
    )
    assert (
        sheet.variant("3.5", seeds["ada"])["moves"]
        != sheet.variant("3.5", seeds["bo"])["moves"]
    )
    for student, right in (("ada", True), ("bo", False)):
        job, expected = sheet.grading_job("3.5", seeds[student], ada)
        assert grader.grade(job, expected).right is right
    nbgrader = ROOT / "build" / "nbgrader"
    if not (nbgrader / "nbgrader").is_dir():
        pytest.skip("nbgrader is not installed in build/nbgrader")
    sys.path.insert(0, str(nbgrader))
    import grader_nbgrader

    answer = nbformat.v4.new_code_cell(ada)
    answer.metadata["nbgrader"] = {"grade_id": "ex3-5-answer", "solution": True}
    submitted = nbformat.v4.new_notebook(cells=[answer])
    spec = specs[0]
    assert grader_nbgrader._verdict(submitted, spec, 10, "ada").right
    assert not grader_nbgrader._verdict(submitted, spec, 10, "bo").right


def test_every_declaration_names_its_chapter_s_exercise():
    """A declaration's id still points at its exercise (after a renumbering, a
    stale id would point at another): the chapter's own cells for it, or its
    statement, name the function or values the declaration grades."""
    for ident, auto in sheet.AUTOGRADED.items():
        statement, _, _ = sheet.chapter_exercise(ident)
        _, own = exercises.chapter_cells(ident)
        text = statement + "\n".join(cell.source for cell in own)
        names = re.findall(r"\w+", auto.function)
        assert all(name in text for name in names), ident
