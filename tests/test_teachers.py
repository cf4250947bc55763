"""The teachers' kit: licences and credits, the instructor guide, the teacher's
site without solutions, and problem sheets in nbgrader's format."""

import re
import subprocess
import sys
from pathlib import Path

import nbformat
import yaml

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
        assert f"[{path.stem}](https://oeis.org/{path.stem})" in credits, path.stem
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


def test_every_declared_dependency_is_cited_by_the_chapter():
    for path in course.chapter_paths():
        chapter = int(path.name[:2])
        text = "\n".join(
            c.source
            for c in nbformat.read(path, as_version=4).cells
            if c.cell_type == "markdown"
        )
        cited = {
            int(n)
            for n in re.findall(
                r"(?:[Cc]hapters? |Theorem |Lemma |Corollary |Proposition |"
                r"\d-|\d, |and )(\d+)(?![\d-])",
                text,
            )
        }
        for need in course.DEPENDS[chapter]:
            if need != 0:  # everything uses chapter 0's P and N
                assert need in cited, f"chapter {chapter} never cites {need}"
    assert set(course.DEPENDS) == {int(p.name[:2]) for p in course.chapter_paths()}


def test_the_syllabus_teaches_every_chapter_after_what_it_needs():
    week_of = {}
    for week, (chapters, _) in course.SYLLABUS.items():
        for chapter in chapters:
            assert chapter not in week_of, f"chapter {chapter} twice"
            week_of[chapter] = week
    assert set(week_of) == set(course.DEPENDS), "a chapter is not in the syllabus"
    assert len(course.SYLLABUS) == 12
    for chapter, needs in course.DEPENDS.items():
        for need in needs:
            assert week_of[need] <= week_of[chapter], (chapter, need)


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


def test_the_dependency_graph_draws_every_arrow():
    svg = course.dependency_svg()
    arrows = sum(len(needs) for needs in course.DEPENDS.values())
    assert svg.count("<line ") == arrows
    assert svg.count("<rect ") == len(course.DEPENDS)
    rows = course.rows()
    assert all(rows[n] < rows[c] for c, needs in course.DEPENDS.items() for n in needs)
