"""The course plan: declared once per chapter, everything else generated from it.

The chapters' "Before you start" lines, the README's chapter list, the
instructors' guide and the dependency graph must agree with the chapters'
metadata (``course.py --check``); the hours must be realistic and the weeks
even; the drawn graph must not run an arrow through a box.
"""

import itertools
import json
import random
import re
import shutil
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "notebooks"
sys.path.insert(0, str(BOOK / "_ext"))
import course  # noqa: E402

PLANS = course.course_plan()


def scratch_book(tmp_path):
    """A copy of what course.py reads and writes: chapters, guide, catalogues."""
    book = tmp_path / "notebooks"
    book.mkdir(parents=True)
    for path in BOOK.glob("[0-9][0-9]-*.ipynb"):
        shutil.copy(path, book)
    shutil.copy(BOOK / "instructors.md", book)
    shutil.copytree(BOOK / "course", book / "course")
    shutil.copytree(BOOK / "locales", book / "locales")
    shutil.copy(ROOT / "README.md", tmp_path / "README.md")
    return book


def stale(book):
    done = subprocess.run(
        [
            sys.executable,
            str(BOOK / "_ext" / "course.py"),
            "--check",
            "--book",
            str(book),
        ],
        capture_output=True,
        text=True,
    )
    return done.returncode, done.stdout + done.stderr


def test_everything_generated_agrees_with_the_declarations():
    code, said = stale(BOOK)
    assert code == 0, said


def test_a_changed_declaration_or_a_hand_edited_line_is_caught(tmp_path):
    book = scratch_book(tmp_path)
    assert stale(book)[0] == 0
    path = book / PLANS[9]["file"]
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["metadata"]["winning_moves"]["plan"]["hours"]["reading"] += 1
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", "utf-8")
    code, said = stale(book)
    assert code == 1
    for name in (PLANS[9]["file"], "instructors.md", "README.md", f"{path.stem}.po"):
        assert name in said, (name, said)
    # a "Time:" line edited by hand, the declaration unchanged
    book = scratch_book(tmp_path / "again")
    path = book / PLANS[2]["file"]
    text = path.read_text(encoding="utf-8")
    assert "Prerequisites: chapter 0." in text
    path.write_text(text.replace("Prerequisites: chapter 0.", "Prerequisites: none."))
    code, said = stale(book)
    assert code == 1 and PLANS[2]["file"] in said


def test_each_chapter_says_what_its_metadata_declares():
    """Read back from the text, independently of the generator."""
    for chapter, plan in PLANS.items():
        cell = nbformat.read(BOOK / plan["file"], as_version=4).cells[0].source
        line = next(x for x in cell.splitlines() if x.startswith("**Before you start"))
        needs, _, time = line.partition("Time:")
        said = {int(n) for n in re.findall(r"\b(\d+)\b", needs.split(";")[0])}
        assert said == set(plan["prerequisites"]), chapter
        halves = [
            Fraction(int(w or 0)) + Fraction(h.count("½"), 2)
            for w, h in re.findall(r"about (\d*)(½?) hours", time)
        ]
        assert halves == [plan["reading"], plan["exercises"]], chapter


def test_declared_hours_are_near_the_estimate_from_the_text():
    for chapter, (words, count, _reading, work) in course.estimate().items():
        plan = PLANS[chapter]
        assert abs(plan["reading"] - words / 1000) <= course.TOLERANCE, chapter
        assert abs(plan["exercises"] - work) <= course.TOLERANCE, chapter
        assert count >= 1


def test_the_syllabus_teaches_each_chapter_once_after_what_it_needs():
    weeks = course.syllabus_weeks(PLANS)
    seen = {}  # chapter -> {part: week}
    for week, items, _, _ in weeks:
        for chapter, part in items:
            assert part not in seen.get(chapter, {}), (chapter, part)
            seen.setdefault(chapter, {})[part] = week
    for chapter in PLANS:
        parts = seen[chapter]
        assert set(parts) in ({"all"}, {"text", "exercises"}), chapter
        assert parts.get("text", 0) <= parts.get("exercises", 99), chapter
        first = min(parts.values())
        for need in PLANS[chapter]["prerequisites"]:
            assert max(seen[need].values()) <= first, (chapter, need)


def test_the_weeks_are_even_and_add_up_to_the_chapters():
    weeks = course.syllabus_weeks(PLANS)
    low, high = course.WEEK_HOURS
    for week, _, _, load in weeks[:-1]:
        assert low <= load <= high, (week, load)
    assert 0 < weeks[-1][3] <= high
    total = sum(p["reading"] + p["exercises"] for p in PLANS.values())
    assert sum(w[3] for w in weeks) == total


def test_every_prerequisite_is_cited_by_its_chapter():
    for chapter, plan in PLANS.items():
        text = "\n".join(
            c.source
            for c in nbformat.read(BOOK / plan["file"], as_version=4).cells[1:]
            if c.cell_type == "markdown"
        )
        cited = {
            int(n) for n in re.findall(r"(?:[Cc]hapters? |\d, |and |\d-)(\d+)\b", text)
        }
        cited |= {int(n) for n in re.findall(r"\((\d\d)-[a-z0-9-]+\.ipynb", text)}
        cited |= {int(n) for n in re.findall(r"(?:Theorem|Lemma) (\d+)\.", text)}
        for need in plan["prerequisites"]:
            if need != 0:  # everything uses chapter 0's P and N
                assert need in cited, f"chapter {chapter} never cites {need}"


# --- the drawing -------------------------------------------------------------


def drawing(svg):
    """(boxes {chapter: (x, y, w, h)}, arrows [(from, to, points)]) read from SVG."""
    boxes = {
        int(c): tuple(Fraction(v) for v in (x, y, w, h))
        for c, x, y, w, h in re.findall(
            r'<rect data-chapter="(\d+)" x="([\d.]+)" y="([\d.]+)" '
            r'width="([\d.]+)" height="([\d.]+)"',
            svg,
        )
    }
    arrows = [
        (
            int(a),
            int(b),
            [tuple(Fraction(v) for v in p.split(",")) for p in points.split()],
        )
        for a, b, points in re.findall(
            r'<polyline data-from="(\d+)" data-to="(\d+)" points="([^"]+)"', svg
        )
    ]
    return boxes, arrows


def crosses(p, q, box):
    """Whether segment pq meets the inside of box (x, y, w, h): Liang-Barsky, exact."""
    x, y, w, h = box
    t0, t1 = Fraction(0), Fraction(1)
    dx, dy = q[0] - p[0], q[1] - p[1]
    for d, lo, hi, start in ((dx, x, x + w, p[0]), (dy, y, y + h, p[1])):
        if d == 0:
            if not lo < start < hi:
                return False
            continue
        a, b = (lo - start) / d, (hi - start) / d
        t0, t1 = max(t0, min(a, b)), min(t1, max(a, b))
    return t0 < t1


def assert_no_arrow_through_a_box(svg, depends):
    boxes, arrows = drawing(svg)
    assert set(boxes) == set(depends)
    for a, b, points in arrows:
        for p, q in itertools.pairwise(points):
            for chapter, box in boxes.items():
                if chapter not in (a, b):
                    assert not crosses(p, q, box), (a, b, chapter, p, q)
    # the arrows say what the declarations say: each is a prerequisite, and
    # every prerequisite is reached by a path of arrows
    reach = {c: set() for c in depends}
    for a, b, _ in arrows:
        assert a in depends[b], (a, b)
    for c in sorted(depends):
        for a, b, _ in arrows:
            if b == c:
                reach[c] |= {a} | reach[a]
        assert set(depends[c]) <= reach[c], c


def test_the_crossing_test_can_fail():
    box = (Fraction(10), Fraction(10), Fraction(20), Fraction(10))
    assert crosses((0, 15), (40, 15), box)
    assert crosses((20, 0), (20, 40), box)
    assert not crosses((0, 0), (40, 5), box)
    assert not crosses((10, 0), (10, 40), box)  # along an edge, not inside


def test_no_arrow_of_the_drawn_graph_runs_through_a_box():
    svg = (BOOK / "course" / "chapter-dependencies.svg").read_text(encoding="utf-8")
    assert_no_arrow_through_a_box(svg, course.depends(PLANS))


@pytest.mark.parametrize("seed", range(30))
def test_no_arrow_runs_through_a_box_in_random_course_plans(seed):
    rng = random.Random(seed)
    size = rng.randint(2, 18)
    depends = {
        c: tuple(sorted(rng.sample(range(c), rng.randint(0, min(c, 4)))))
        for c in range(size)
    }
    plans = {
        c: {"title": f"t{c}", "prerequisites": needs} for c, needs in depends.items()
    }
    assert_no_arrow_through_a_box(course.dependency_svg(plans), depends)


def test_a_bad_declaration_is_refused_with_its_reason(tmp_path):
    book = tmp_path / "notebooks"
    book.mkdir()
    path = book / "01-tiny.ipynb"
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_markdown_cell("# Tiny")])
    nbformat.write(notebook, path)
    with pytest.raises(
        ValueError, match=re.escape("01-tiny.ipynb: no metadata winning_moves.plan")
    ):
        course.course_plan(book)
    plan = {"title": "T", "hours": {"reading": 1, "exercises": 1}, "outcomes": ["x"]}
    for bad, words in [
        ({"prerequisites": ["nowhere"]}, "names 'nowhere', which is no chapter"),
        (
            {"prerequisites": [], "hours": {"reading": 0.3, "exercises": 1}},
            "half hours",
        ),
        ({"prerequisites": "tiny"}, "'prerequisites' must be a list"),
    ]:
        notebook.metadata["winning_moves"] = {"plan": {**plan, **bad}}
        nbformat.write(notebook, path)
        with pytest.raises(ValueError, match=re.escape(words)):
            course.course_plan(book)
