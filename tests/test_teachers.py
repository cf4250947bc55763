"""The teachers' kit: licences and credits, the instructor guide, the teacher's
site without solutions, and problem sheets in nbgrader's format."""

import csv
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
import yaml

import gamelib as gl

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "notebooks"
sys.path.insert(0, str(BOOK / "_ext"))
import course  # noqa: E402

CFF_REQUIRED = ("cff-version", "message", "title", "authors")


# --- licences, citation and credits ------------------------------------------


def test_code_and_text_have_their_licences():
    assert "MIT License" in (ROOT / "LICENSE").read_text()
    text = (ROOT / "LICENSE-text").read_text()
    assert "CC BY-SA 4.0" in text and "creativecommons.org/licenses/by-sa/4.0" in text
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert re.search(r'^license = "MIT"', pyproject, re.M)
    assert "The Winning Moves authors" in (ROOT / "AUTHORS").read_text()


def test_citation_cff_is_valid_yaml_with_the_required_keys():
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["cff-version"] == "1.2.0"
    for key in CFF_REQUIRED:
        assert cff.get(key), f"CITATION.cff lacks {key}"
    assert all("name" in a or "family-names" in a for a in cff["authors"])
    pyproject = (ROOT / "pyproject.toml").read_text()
    assert f'version = "{cff["version"]}"' in pyproject


def test_credits_cite_every_oeis_sequence_and_judge_problem():
    credits = (BOOK / "credits.md").read_text(encoding="utf-8")
    for path in sorted((BOOK / "data" / "oeis").glob("A*.txt")):
        assert f"| {path.stem} | " in credits, path.stem
    for folder in sorted((BOOK / "data" / "judge").iterdir()):
        if folder.is_dir():
            assert f"`{folder.name}`" in credits, f"credits.md: no {folder.name}"


def test_the_guide_and_the_credits_are_pages_of_the_site():
    toc = yaml.safe_load((BOOK / "_toc.yml").read_text(encoding="utf-8"))
    files = [entry.get("file") for entry in toc["chapters"]]
    assert files.index("instructors") > files.index("glossary")
    assert files.index("credits") > files.index("glossary")


# --- the instructor guide ----------------------------------------------------


def test_the_guide_is_in_step_with_the_chapters():
    done = subprocess.run(
        [sys.executable, str(BOOK / "_ext" / "course.py"), "--check"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_exercise_headings_are_read_with_kind_and_use():
    found = course.exercises()
    assert len(found) >= 100
    assert len({e["id"] for e in found}) == len(found), "an exercise id twice"
    assert all(e["kinds"] for e in found), [e["id"] for e in found if not e["kinds"]]
    assert course.exercise_heading("**Exercise 7.2** (compute; exam)") == (
        "7.2",
        ("compute",),
        ("exam",),
    )


# the course plan, its syllabus and its graph: tests/test_course_plan.py


# --- the teacher's site: no solutions ---------------------------------------

sys.path.insert(0, str(BOOK / "_ext"))
import sheet  # noqa: E402
import student  # noqa: E402
import teacher  # noqa: E402

SECRET = "SOLUTION_TEXT_7f3a"  # in a solution cell's code and output only
# a solution in prose (a markdown cell), and its Chinese in the catalogue
PROSE = "The answer is PROSE_SOLUTION_2c93, found by a search."
ZH_SECRET = "ZH_SOLUTION_5b13"
ZH_PROSE = f"答案是秘密解答{ZH_SECRET}，由搜索求得。"
TINY_PO = f"""msgid ""
msgstr ""
"Language: zh_CN\\n"
"Content-Type: text/plain; charset=utf-8\\n"

msgid "Tiny"
msgstr "小书"

msgid "**Exercise 1.1** (compute) Go."
msgstr "**练习 1.1**（计算）动手。"

msgid "{PROSE}"
msgstr "{ZH_PROSE}"
"""


UNICODE_ESCAPE = re.compile(rb"\\u([0-9a-fA-F]{4})")


def small_book(folder):
    """A book of one chapter whose exercise has two solution cells, code and
    prose: SECRET, PROSE and (in the Chinese catalogue) ZH_PROSE."""
    book = folder / "notebooks"
    book.mkdir(parents=True)
    for name in ("_config.yml", "glossary.md"):
        shutil.copy(BOOK / name, book)
    shutil.copytree(
        BOOK / "_ext", book / "_ext", ignore=shutil.ignore_patterns("*.pyc")
    )
    shutil.copytree(BOOK / "data", book / "data")
    (book / "_toc.yml").write_text(
        'format: jb-book\nroot: index\nchapters:\n  - glob: "[0-9][0-9]-*"\n'
        "  - file: glossary\n"
    )
    (book / "index.md").write_text("# A test book\n\n```{chapter-list}\n```\n")
    solution = nbformat.v4.new_code_cell(
        f"# Solution\nanswer = '{SECRET}'\nprint(answer)",
        metadata={"tags": ["solution"]},
    )
    nb = nbformat.v4.new_notebook(
        cells=[
            nbformat.v4.new_markdown_cell("# Tiny\n\n**Exercise 1.1** (compute) Go."),
            nbformat.v4.new_code_cell("x = 1"),
            solution,
            nbformat.v4.new_markdown_cell(PROSE, metadata={"tags": ["solution"]}),
            nbformat.v4.new_code_cell("x + 1"),
        ]
    )
    for i, cell in enumerate(nb.cells):
        cell.id = f"c{i:03d}"
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3"}
    nbformat.write(nb, book / "01-tiny.ipynb")
    language = book / "locales" / "zh_CN"
    (language / "LC_MESSAGES").mkdir(parents=True)
    shutil.copy(BOOK / "locales" / "zh_CN" / "terms.tsv", language)
    (language / "LC_MESSAGES" / "01-tiny.po").write_text(TINY_PO, encoding="utf-8")
    return book


def files_holding(folder, text):
    """The files of `folder` that hold `text`, also as JSON's \\uXXXX escapes
    (the search index writes its Chinese words so)."""
    found = []
    for path in sorted(Path(folder).rglob("*")):
        if not path.is_file():
            continue
        data = path.read_bytes()
        unescaped = UNICODE_ESCAPE.sub(
            lambda m: chr(int(m.group(1), 16)).encode(errors="replace"), data
        )
        if text.encode() in data or text.encode() in unescaped:
            found.append(path.relative_to(folder))
    return found


def test_the_teacher_copy_drops_every_solution_cell(tmp_path):
    removed = teacher.teacher_book(tmp_path / "notebooks")
    for path in sorted((tmp_path / "notebooks").glob("[0-9][0-9]-*.ipynb")):
        cells = nbformat.read(path, as_version=4).cells
        assert not any(student.looks_like_solution(c) for c in cells), path.name
        assert not any(c.source.lstrip().startswith("# Solution") for c in cells)
        original = nbformat.read(BOOK / path.name, as_version=4).cells
        kept = [c for c in original if not student.looks_like_solution(c)]
        assert [c.source for c in cells] == [c.source for c in kept]
    assert removed >= 90
    assert (tmp_path / "figures").is_dir()


@pytest.mark.skipif(
    shutil.which("node") is None and not (ROOT / "build" / "npm").exists(),
    reason="the site's npm packages are not installed (make book installs them)",
)
def test_the_teacher_site_holds_no_solution_text(tmp_path):
    """English and Chinese editions (zh/), about 45 s on two cores."""
    from tests.browser.site import install_node_modules

    install_node_modules()
    book = small_book(tmp_path / "src")
    # the solution is in the default site, folded, and in its Chinese ...
    # (the search indexes hold lower-case words, the Chinese cut by jieba:
    # 秘密, 解答; a build that kept the solutions has each word below in a
    # page or a search index of its edition)
    secrets = [SECRET, "PROSE_SOLUTION_2c93", ZH_SECRET, "秘密解答"]
    assert all(files_holding(book, secret) for secret in secrets)
    code, log, removed = teacher.build_teacher_site(
        tmp_path / "site", book=book, quiet=True
    )
    assert code == 0, "\n".join(teacher.build_site.problems(log)) or log[-2000:]
    html = tmp_path / "site" / "_build" / "html"
    assert removed == 2
    assert (html / "01-tiny.html").exists() and (html / "_sources").is_dir()
    assert (html / "live" / "files" / "01-tiny.ipynb").exists() or list(
        (html / "live").rglob("01-tiny.ipynb")
    )
    assert (html / "zh" / "01-tiny.html").exists()
    assert (html / "zh" / "searchindex.js").exists()
    # ... and nowhere in the teacher's: pages, search indexes, downloads, live
    # notebooks, of either edition, nor in the source it was built from
    source = tmp_path / "site-src"
    for secret in [*secrets, "prose_solution_2c93", ZH_SECRET.lower(), "秘密"]:
        assert files_holding(html, secret) == [], secret
        assert files_holding(source, secret) == [], secret
    page = (html / "01-tiny.html").read_text(encoding="utf-8")
    assert "Tiny" in page and "Exercise 1.1" in page
    # the Chinese edition is translated: its catalogue was used
    page = (html / "zh" / "01-tiny.html").read_text(encoding="utf-8")
    assert "小书" in page and "练习 1.1" in page


def test_the_teacher_site_built_by_make_teacher_holds_no_solution():
    """The full teacher's site, where `make teacher` built it (else skipped)."""
    html = ROOT / "build" / "teacher" / "_build" / "html"
    if not (html / "index.html").exists():
        pytest.skip("run `make teacher` first")
    lines, elsewhere = set(), set()
    for path in course.chapter_paths():
        for cell in nbformat.read(path, as_version=4).cells:
            mine = {line.strip() for line in cell.source.splitlines()}
            if not student.looks_like_solution(cell):
                elsewhere |= mine
                continue
            lines |= {
                line
                for line in mine
                if len(line) > 40 and not line.startswith(("#", "assert check("))
            }
    lines -= elsewhere  # a line the text shows too is no leak
    text = "\n".join(
        p.read_text(errors="replace")
        for p in html.rglob("*")
        if p.suffix in {".html", ".ipynb", ".json", ".txt"} and p.is_file()
    )
    leaked = [line for line in sorted(lines) if line in text]
    assert not leaked, (
        f"{len(leaked)} solution lines in the teacher's site: {leaked[:3]}"
    )


# --- problem sheets in nbgrader's format -------------------------------------

NBGRADER_KEYS = {"grade", "grade_id", "locked", "schema_version", "solution", "task"}


def test_a_sheet_is_in_nbgrader_format():
    nb = sheet.build_sheet(["1.1", "3.5", "2.2", "3.3", "1.3"], seed=4)
    ids = [cell.metadata["nbgrader"]["grade_id"] for cell in nb.cells]
    assert len(set(ids)) == len(ids)
    for cell in nb.cells:
        meta = cell.metadata["nbgrader"]
        assert set(meta) >= NBGRADER_KEYS and meta["schema_version"] == 3
        if meta["grade"]:
            assert meta["points"] > 0
        if meta["solution"] and cell.cell_type == "code":
            assert "### BEGIN SOLUTION" in cell.source
            assert "### END SOLUTION" in cell.source
        if meta["grade"] and not meta["solution"]:
            assert "### BEGIN HIDDEN TESTS" in cell.source
    # a proof gets a markdown answer graded by hand, with the chapter's answer
    proof = [
        c for c in nb.cells if c.metadata["nbgrader"]["grade_id"] == "ex3-3-answer"
    ]
    assert (
        proof[0].cell_type == "markdown" and proof[0].metadata["nbgrader"]["solution"]
    )


def test_unknown_or_repeated_exercises_are_refused():
    with pytest.raises(ValueError, match=r"no such exercise: 99\.1"):
        sheet.build_sheet(["1.1", "99.1"])
    with pytest.raises(ValueError, match="twice"):
        sheet.build_sheet(["1.1", "1.1"])
    with pytest.raises(ValueError, match="at least one"):
        sheet.build_sheet([])


def test_seeded_variants_differ_and_their_answers_agree_with_a_search():
    seen = set()
    for seed in range(1, 21):
        params = sheet.variant("3.5", seed)
        assert params == sheet.variant("3.5", seed), "a seed gives one variant"
        moves = params["moves"]
        seen.add(tuple(moves))
        won = []  # a plain search, written here: a pile is won if a move leaves a loss
        for n in range(200):
            won.append(any(not won[n - s] for s in moves if s <= n))
        start, period, cycle = params["start"], params["period"], params["cycle"]
        rule = [
            params["before"][n] if n < start else cycle[(n - start) % period]
            for n in range(200)
        ]
        assert rule == won, (seed, moves)
    assert len(seen) >= 10


def _answer_source(cell, replacement=None):
    """A submitted answer: the reference answer without its markers, or another."""
    if replacement is not None:
        return replacement
    return "\n".join(line for line in cell.source.splitlines() if "### " not in line)


def _nbgrader(course_dir, *args):
    root, target = ROOT, ROOT / "build" / "nbgrader"
    if not (target / ".installed").exists():
        make = ["make", "-C", str(root), "build/nbgrader/.installed"]
        subprocess.run(make, check=True)
    env = dict(
        os.environ,
        PYTHONPATH=os.pathsep.join([str(target), str(root)]),
        PATH=os.pathsep.join([str(target / "bin"), os.environ.get("PATH", "")]),
    )
    done = subprocess.run(
        [sys.executable, "-m", "nbgrader", *args],
        cwd=course_dir,
        env=env,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done


# Each attack on the grader, in a submission of its own: {name: (answers
# replaced by grade_id, cells inserted before a grade_id, the exercise lost)}.
# Every other answer is the reference answer, so each exported score shows
# that the attack lost its own exercise and nothing else.
LIAR = (
    "class Liar(int):\n"
    "    def __eq__(self, other): return True\n"
    "    def __ne__(self, other): return False\n"
    "    def __hash__(self): return 0\n\n\n"
    "def my_winning_move(n):\n    return Liar(1)"
)
PATCH_BUILTINS = (
    "import builtins, json, subprocess\n"
    "builtins.zip = lambda *args, **kwargs: iter(())\n"
    "builtins.isinstance = lambda *args: True\n"
    "json.loads = lambda *args, **kwargs: [True] * 400\n"
    "subprocess.run = lambda *args, **kwargs: None\n"
)
ATTACKS = {
    "wrong": (
        {
            "ex1-1-answer": "def my_winning_move(n):\n    return n - 1 if n else None",
            # a call to the library's solver is refused, though its answers are right
            "ex3-5-answer": "from gamelib import outcome\n\n\ndef wins(n):\n"
            "    return outcome(game, n) == 'N'",
        },
        {},
        ("1.1", "3.5"),
    ),
    "liar-eq-ne-hash": ({"ex1-1-answer": LIAR}, {}, ("1.1",)),
    "builtins-patched-before": (
        {"ex3-5-answer": "def wins(n):\n    return True"},
        {"ex1-1-answer": PATCH_BUILTINS},
        ("3.5",),
    ),
    "builtins-patched-in-answer": (
        {
            "ex5-4-answer": PATCH_BUILTINS.replace(", subprocess", "").replace(
                "subprocess.run", "builtins.print"
            )
            + "\n\ndef my_misere_bash(n):\n    return n % 2 == 0"
        },
        {},
        ("5.4",),
    ),
    "gamelib-monkeypatched": (
        {
            "ex3-5-answer": "import gamelib\n\n\ndef wins(n):\n"
            "    return gamelib.outcome(game, n) == 'N'"
        },
        {
            "ex3-5-answer": "import gamelib, gamelib.engine.core\n"
            "gamelib.outcome = lambda *args, **kwargs: 'N'\n"
            "gamelib.engine.core.search = lambda *args, **kwargs: None"
        },
        ("3.5",),
    ),
    "closed-form-hook": (
        {
            "ex1-1-answer": "def my_winning_move(n):\n"
            "    return (game.winning_moves_closed_form(n) or [None])[0]"
        },
        {},
        ("1.1",),
    ),
    "table-from-another-cell": (
        {
            "ex3-5-answer": "def wins(n):\n    k = n if n < START else "
            "START + (n - START) % PERIOD\n    return TABLE[k]"
        },
        {
            "ex3-5-answer": "from gamelib import outcome, periodicity\n"
            "found = periodicity(game)\nSTART, PERIOD = found.preperiod, found.period\n"
            "TABLE = [outcome(game, n) == 'N' for n in range(START + PERIOD)]"
        },
        ("3.5",),
    ),
    "os-exit-in-function": (
        {"ex5-4-answer": "import os\n\n\ndef my_misere_bash(n):\n    os._exit(0)"},
        {},
        ("5.4",),
    ),
    "os-exit-in-cell": (
        {"ex5-4-answer": "import os\n\nos._exit(0)"},
        {},
        ("5.4",),
    ),
    "megabyte-printed": (
        {
            "ex1-1-answer": "print('x' * 2**20)\n\n\ndef my_winning_move(n):\n"
            "    r = n % 8\n    return n - r if r else None"
        },
        {},
        ("1.1",),
    ),
    "endless-loop": (
        {"ex3-5-answer": "def wins(n):\n    while True:\n        pass"},
        {},
        ("3.5",),
    ),
}
# What the grader tells some of them (in the autograded notebook's test cell).
MESSAGES = {
    "wrong": ("ex3-5-test", "imported gamelib, which this exercise refuses"),
    "liar-eq-ne-hash": ("ex1-1-test", "returned a Liar object, which is not plain"),
    "closed-form-hook": ("ex1-1-test", "name 'game' is not defined"),
    "os-exit-in-cell": ("ex5-4-test", "os._exit"),
    "megabyte-printed": ("ex1-1-test", "printed more than 64 kB"),
    "endless-loop": ("ex3-5-test", "ran past 2 s of CPU"),
}


def _submission(release, answers, replaced, inserted):
    """The released sheet answered with the reference answers, but `replaced`,
    and with the cells `inserted` before the cell of that grade_id."""
    submission = nbformat.read(release, as_version=4)
    cells = []
    for cell in submission.cells:
        grade_id = cell.metadata["nbgrader"]["grade_id"]
        if grade_id in inserted:
            cells.append(nbformat.v4.new_code_cell(inserted[grade_id]))
        if grade_id in answers and answers[grade_id].cell_type == "code":
            cell.source = _answer_source(answers[grade_id], replaced.get(grade_id))
        cells.append(cell)
    submission.cells = cells
    return submission


def _test_output(course_dir, student, grade_id):
    path = course_dir / "autograded" / student / "ps1" / "sheet.ipynb"
    for cell in nbformat.read(path, as_version=4).cells:
        if cell.metadata.get("nbgrader", {}).get("grade_id") == grade_id:
            return " ".join(o.get("evalue", o.get("text", "")) for o in cell.outputs)
    raise KeyError(grade_id)


def test_nbgrader_releases_and_autogrades_a_sheet(tmp_path):
    """The round trip: release, a right submission and one per attack, autograde
    with grader.py's marks, scores. About a minute: thirteen notebooks run."""
    course_dir = tmp_path / "course"
    (course_dir / "source" / "ps1").mkdir(parents=True)
    (course_dir / "nbgrader_config.py").write_text(
        "c = get_config()\nc.CourseDirectory.course_id = 'cgt'\n"
        "c.CourseDirectory.db_url = 'sqlite:///gradebook.db'\n"
        + sheet.nbgrader_snippet()
        + "c.GradeAnswers.cpu_seconds = 2\n"
    )
    source = sheet.build_sheet(["1.1", "3.5", "5.4", "3.3"], seed=3)
    nbformat.write(source, course_dir / "source" / "ps1" / "sheet.ipynb")
    # generate_assignment adds the assignment, autograde the students, to the db
    _nbgrader(course_dir, "generate_assignment", "ps1")
    release = course_dir / "release" / "ps1" / "sheet.ipynb"
    released = nbformat.read(release, as_version=4)
    text = "\n".join(cell.source for cell in released.cells)
    assert "HIDDEN TESTS" not in text and "_grader_truth" not in text
    assert "_graded_by" not in text
    assert "BEGIN SOLUTION" not in text and "Reference answer" not in text
    answers = {
        c.metadata["nbgrader"]["grade_id"]: c
        for c in source.cells
        if c.metadata["nbgrader"]["grade_id"].endswith("answer")
    }
    for name, (replaced, inserted, _) in {"right": ({}, {}, ()), **ATTACKS}.items():
        folder = course_dir / "submitted" / name / "ps1"
        folder.mkdir(parents=True)
        submission = _submission(release, answers, replaced, inserted)
        nbformat.write(submission, folder / "sheet.ipynb")
    _nbgrader(course_dir, "autograde", "ps1")
    _nbgrader(course_dir, "export")
    with open(course_dir / "grades.csv", newline="") as handle:
        scores = {row["student_id"]: row for row in csv.DictReader(handle)}
    points = {a: sheet.AUTOGRADED[a].points for a in ("1.1", "3.5", "5.4")}
    assert float(scores["right"]["max_score"]) == sum(points.values()) + 3  # + proof
    assert float(scores["right"]["score"]) == sum(points.values())
    assert float(scores["wrong"]["score"]) == points["5.4"]
    for name, (_, _, lost) in ATTACKS.items():
        kept = sum(points.values()) - sum(points[i] for i in lost)
        assert float(scores[name]["score"]) == kept, (name, scores[name]["score"])
    for name, (grade_id, words) in MESSAGES.items():
        assert words in _test_output(course_dir, name, grade_id), name


# --- the light reader install --------------------------------------------------


def test_a_plain_pip_install_ships_every_gamelib_package():
    """`pip install .` (the reader's install, not editable) needs draw/ and widgets/."""
    import tomllib

    from setuptools import find_packages

    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    include = config["packages"]["find"]["include"]
    shipped = set(find_packages(str(ROOT), include=include))
    wanted = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "gamelib").rglob("__init__.py")
    }
    assert wanted <= shipped and {"gamelib.draw", "gamelib.widgets"} <= shipped


def test_the_bank_key_gives_the_outcomes_own_start_and_period():
    """The key's "periodic with period p from pile s" is about the outcomes, as the
    key says: checked against the outcomes themselves, not the SG values (whose
    preperiod can be longer and period a multiple)."""
    for seed in [0, *sheet.BANK_SEEDS]:
        params = sheet.variant("3.5", seed)
        game = gl.SubtractionGame(params["moves"])
        wins = [gl.outcome(game, n) == "N" for n in range(1500)]
        start, period = params["start"], params["period"]

        def repeats(s, p, wins=wins):
            return all(wins[n] == wins[n + p] for n in range(s, 1000))

        assert repeats(start, period), seed
        assert not any(repeats(start, p) for p in range(1, period)), seed
        assert start == 0 or not repeats(start - 1, period), seed
