"""The generated parts of the instructor guide: `make instructors`.

    python notebooks/_ext/course.py            # rewrite them
    python notebooks/_ext/course.py --check    # fail if they are out of date

Writes, from the tables declared here and from the chapters themselves:

- ``notebooks/course/chapter-dependencies.svg``, the chapter dependency graph
  drawn from DEPENDS (a chapter's row is one more than the deepest chapter
  it needs);
- the blocks of ``notebooks/instructors.md`` between ``<!-- BEGIN name -->``
  and ``<!-- END name -->``: the syllabus (SYLLABUS), the chapters with their
  outcomes and hours, and the table of every exercise, read from the
  notebooks' exercise headings.

An exercise heading is a markdown cell that starts ``**Exercise N.M**``,
followed by a parenthesis: the kinds first, then, after a semicolon, free
text naming its use, for example ``(prove; exam)``,
``(compute; homework)``, ``(open-ended; homework or a project)`` or
``(by hand, then compute; the by-hand part suits an exam, the rest
homework)``. The kinds are the words ``by hand``, ``compute``, ``prove`` and
``open-ended``; the uses are the words ``homework``, ``exam`` and
``project`` found after the semicolon (see `exercise_heading`).
"""

import argparse
import html
import re
import sys
from pathlib import Path

import nbformat

__all__ = [
    "DEPENDS",
    "SYLLABUS",
    "exercise_heading",
    "exercises",
    "hours",
    "main",
]

BOOK = Path(__file__).resolve().parents[1]
GUIDE = BOOK / "instructors.md"
GRAPH = BOOK / "course" / "chapter-dependencies.svg"
CHAPTER = re.compile(r"^(\d\d)-[a-z0-9-]+\.ipynb$")
HEADING = re.compile(r"^\*\*Exercise (\d+)\.(\d+)\*\*\s*(?:\(([^)]*)\))?", re.M)
PROBLEM_SET = "problem-set"  # 15-problem-set.ipynb: judge problems, not a chapter
KINDS = ("by hand", "compute", "prove", "open-ended")
USES = ("homework", "exam", "project")

#: What each chapter needs, checked against the chapters' citations by
#: tests/test_teachers.py (every chapter named here is cited by the chapter
#: that needs it). Chapter 0's positions, options and P/N labels are
#: needed by every chapter, and are not repeated below.
DEPENDS = {
    0: (),
    1: (0,),
    2: (0,),
    3: (2,),
    4: (3,),
    5: (3,),
    6: (3, 5),
    7: (3,),
    8: (0,),
    9: (3, 6),
    10: (3,),
    11: (0,),
    12: (3, 4, 6, 10),
    13: (2, 7),
    14: (2, 3, 12),
}

#: One learning outcome per chapter: what a student can do after it.
OUTCOMES = {
    0: "label the positions of a finite game P or N by the three rules, prove "
    "that the labels exist and are unique, and draw a game graph",
    1: "solve Bash's game with n mod (m + 1), play its mirror strategy and "
    "prove it by induction",
    2: "compute nim-sums in binary, prove Bouton's theorem and find every "
    "winning move of a Nim position",
    3: "compute mex and Sprague-Grundy values, prove the Sprague-Grundy theorem "
    "for sums and find the period of a subtraction game",
    4: "find the cold positions of Wythoff's game, prove Beatty's theorem and "
    "decide huge positions with exact integer arithmetic",
    5: "play misère Nim, prove the Anti-Nim rule and apply the SJ theorem",
    6: "value splitting games with Multi-SG (Lasker's Nim) and decide Every-SG "
    "games by their steps",
    7: "value Green Hackenbush trees by the colon principle and graphs by the "
    "fusion principle, and find a winning cut",
    8: "decide vertex geography on bipartite graphs with maximum matchings and "
    "explain why odd cycles need blossoms",
    9: "solve coin-turning games, staircase Nim and Moore's Nim_k, and multiply "
    "nimbers",
    10: "read octal codes, compute nim-sequences with the sparse-space method "
    "and apply the octal periodicity theorem",
    11: "evaluate game trees by minimax and alpha-beta and count the leaves of "
    "the best case",
    12: "define a new game in one cell, conjecture its pattern from the lab and "
    "tell what is proved from what is only observed",
    13: "compute outcome classes and values of partizan games, simplify numbers "
    "and value Blue-Red Hackenbush stalks",
    14: "label loopy games by retrograde analysis and compute generalised "
    "Sprague-Grundy values of sums",
}

#: Twelve weeks: the chapters taught in each, in an order DEPENDS allows
#: (tests/test_teachers.py checks it). Chapter 15 is the problem set.
SYLLABUS = {
    1: ((0, 1), "Impartial games, P and N; Bash's game"),
    2: ((2,), "Nim and the nim-sum"),
    3: ((3,), "Mex and the Sprague-Grundy theorem"),
    4: ((4,), "Wythoff's game"),
    5: ((5,), "Misère play"),
    6: ((6,), "Splitting heaps; Every-SG. Midterm exam on chapters 0-5"),
    7: ((7,), "Green Hackenbush"),
    8: ((8, 11), "Matchings and geography; game trees (chapter 11 needs only 0)"),
    9: ((10,), "Octal games"),
    10: ((9, 12), "More games (choose two of its four parts); the lab"),
    11: ((13,), "Partizan games and surreal numbers"),
    12: ((14,), "Games with cycles; review with the problem set"),
}

#: The hours a student needs for an exercise, by kind (a "by hand, then
#: compute" exercise counts both), and for the text: words per hour of
#: careful reading of mathematics with its code run and changed.
EXERCISE_HOURS = {"by hand": 0.25, "compute": 0.5, "prove": 0.75, "open-ended": 1.0}
WORDS_PER_HOUR = 1000


def chapter_paths(book=BOOK):
    """The chapters taught in the course: every NN-name notebook but the problem set."""
    return sorted(
        p
        for p in Path(book).glob("*.ipynb")
        if CHAPTER.match(p.name) and PROBLEM_SET not in p.name
    )


def exercise_heading(text):
    """(id, kinds, uses) of an exercise heading, or None.

    >>> exercise_heading("**Exercise 3.1** (by hand, then compute; the "
    ...                  "by-hand part suits an exam, the rest homework) ...")
    ('3.1', ('by hand', 'compute'), ('homework', 'exam'))
    >>> exercise_heading("**Exercise 14.5** (open-ended; homework or a project)")
    ('14.5', ('open-ended',), ('homework', 'project'))
    >>> exercise_heading("**Exercise 2.2** (prove)")
    ('2.2', ('prove',), ())
    """
    match = HEADING.match(text.strip())
    if not match:
        return None
    chapter, number, inside = match.groups()
    inside = (inside or "").lower()
    kinds_text, _, uses_text = inside.partition(";")
    kinds = tuple(k for k in KINDS if k in kinds_text)
    uses = tuple(u for u in USES if re.search(rf"\b{u}", uses_text))
    return f"{chapter}.{number}", kinds, uses


def difficulty(kinds, words):
    """1 to 3 stars, from the kinds and the length of the statement.

    An exercise that asks for a proof, or is open-ended, counts one more;
    a statement longer than 80 words counts one more.
    """
    stars = 1 + any(k in kinds for k in ("prove", "open-ended")) + (words > 80)
    return min(stars, 3)


def exercises(book=BOOK):
    """Every exercise of the book: dicts with id, chapter, kinds, uses, words."""
    found = []
    for path in chapter_paths(book):
        for cell in nbformat.read(path, as_version=4).cells:
            if cell.cell_type != "markdown":
                continue
            starts = [m.start() for m in HEADING.finditer(cell.source)]
            for start, end in zip(starts, [*starts[1:], None], strict=False):
                text = cell.source[start:end]
                ident, kinds, uses = exercise_heading(text)
                words = len(text.split())
                found.append(
                    {
                        "id": ident,
                        "chapter": int(ident.split(".")[0]),
                        "kinds": kinds,
                        "uses": uses,
                        "words": words,
                        "stars": difficulty(kinds, words),
                    }
                )
    return found


def prose_words(path):
    notebook = nbformat.read(path, as_version=4)
    prose = [c.source for c in notebook.cells if c.cell_type == "markdown"]
    return sum(len(text.split()) for text in prose)


def hours(book=BOOK):
    """{chapter: (words, exercises, hours)}: reading plus exercises, to half hours."""
    per_chapter = {}
    found = exercises(book)
    for path in chapter_paths(book):
        chapter = int(path.name[:2])
        words = prose_words(path)
        mine = [e for e in found if e["chapter"] == chapter]
        work = words / WORDS_PER_HOUR + sum(
            EXERCISE_HOURS[k] for e in mine for k in e["kinds"] or ("compute",)
        )
        per_chapter[chapter] = (words, len(mine), round(work * 2) / 2)
    return per_chapter


# -- the dependency graph, as SVG --------------------------------------------


def rows(depends=DEPENDS):
    """{chapter: row}: one below the deepest chapter it needs."""
    row = {}
    for chapter in sorted(depends):
        row[chapter] = 1 + max((row[d] for d in depends[chapter]), default=-1)
    return row


def dependency_svg(depends=DEPENDS, titles=None):
    """The dependency graph: a box per chapter, an arrow from each prerequisite."""
    row = rows(depends)
    by_row = {}
    for chapter in sorted(depends):
        by_row.setdefault(row[chapter], []).append(chapter)
    width, gap_x, gap_y, box_w, box_h = 720, 12, 78, 132, 40
    place = {}
    for r, chapters in sorted(by_row.items()):
        # fewer crossings: a row in the order of its prerequisites' places
        chapters.sort(
            key=lambda c: (
                sum(place[d][0] for d in depends[c]) / max(len(depends[c]), 1),
                c,
            )
        )
        total = len(chapters) * box_w + (len(chapters) - 1) * gap_x
        for i, chapter in enumerate(chapters):
            x = (width - total) / 2 + i * (box_w + gap_x)
            place[chapter] = (x, 20 + r * gap_y)
    height = 20 + (max(by_row) + 1) * gap_y
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" '
        'font-family="sans-serif" font-size="12">',
        "<title>Chapter dependencies of Winning Moves: an arrow from a chapter "
        "to each chapter that needs it</title>",
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" '
        'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        '<path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/></marker></defs>',
    ]
    for chapter in sorted(depends):
        for need in depends[chapter]:
            (x1, y1), (x2, y2) = place[need], place[chapter]
            out.append(
                f'<line x1="{x1 + box_w / 2:.1f}" y1="{y1 + box_h:.1f}" '
                f'x2="{x2 + box_w / 2:.1f}" y2="{y2:.1f}" stroke="#555" '
                'stroke-width="1.2" marker-end="url(#arrow)"/>'
            )
    for chapter, (x, y) in sorted(place.items()):
        title = html.escape((titles or {}).get(chapter, ""))
        out.append(
            f'<g><rect x="{x:.1f}" y="{y:.1f}" width="{box_w}" height="{box_h}" '
            'rx="6" fill="#eef3fb" stroke="#3b6ea8"/>'
            f'<text x="{x + box_w / 2:.1f}" y="{y + 16:.1f}" text-anchor="middle" '
            f'font-weight="bold">Chapter {chapter}</text>'
            f'<text x="{x + box_w / 2:.1f}" y="{y + 32:.1f}" text-anchor="middle" '
            f'font-size="10">{title}</text></g>'
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


SHORT_TITLES = {
    0: "P and N",
    1: "Bash's game",
    2: "Nim",
    3: "Sprague-Grundy",
    4: "Wythoff's game",
    5: "Misère play",
    6: "Multi-SG, Every-SG",
    7: "Hackenbush",
    8: "Geography, matchings",
    9: "More games",
    10: "Octal games",
    11: "Game trees",
    12: "The lab",
    13: "Partizan games",
    14: "Games with cycles",
}


# -- the generated blocks of the guide ------------------------------------------


def syllabus_block():
    lines = ["| week | chapters | topic |", "|---|---|---|"]
    for week, (chapters, topic) in SYLLABUS.items():
        names = ", ".join(f"[{c}]({chapter_file(c)})" for c in chapters)
        lines.append(f"| {week} | {names} | {topic} |")
    return "\n".join(lines)


def chapter_file(chapter, book=BOOK):
    paths = [p for p in chapter_paths(book) if int(p.name[:2]) == chapter]
    return paths[0].name if paths else f"{chapter:02d}"


def chapters_block(book=BOOK):
    per_chapter = hours(book)
    lines = [
        "| chapter | needs | after it, a student can | words | exercises | hours |",
        "|---|---|---|---|---|---|",
    ]
    for chapter, (words, count, work) in per_chapter.items():
        needs = ", ".join(str(d) for d in DEPENDS.get(chapter, ())) or "-"
        outcome = OUTCOMES.get(chapter, "")
        title = SHORT_TITLES.get(chapter, "")
        link = f"[{chapter}. {title}]({chapter_file(chapter)})"
        cells = [link, needs, outcome, f"{words:,}", str(count), f"{work:g}"]
        lines.append("| " + " | ".join(cells) + " |")
    columns = zip(*per_chapter.values(), strict=True)
    words, count, work = (sum(column) for column in columns)
    lines.append(f"| **all** | | | {words:,} | {count} | {work:g} |")
    return "\n".join(lines)


def exercises_block(book=BOOK):
    lines = [
        "| exercise | kind | difficulty | suits |",
        "|---|---|---|---|",
    ]
    for e in exercises(book):
        kinds = ", then ".join(e["kinds"]) or "-"
        uses = " or ".join(e["uses"]) or "not marked"
        lines.append(f"| {e['id']} | {kinds} | {'★' * e['stars']} | {uses} |")
    return "\n".join(lines)


BLOCKS = {
    "syllabus": syllabus_block,
    "chapters": chapters_block,
    "exercises": exercises_block,
}


def fill(text, blocks=None):
    """`text` with each generated block replaced by its fresh content."""
    for name, make in (blocks or BLOCKS).items():
        begin, end = f"<!-- BEGIN {name} -->", f"<!-- END {name} -->"
        if begin not in text or end not in text:
            raise ValueError(f"instructors.md has no {begin} ... {end} block")
        head, rest = text.split(begin, 1)
        _, tail = rest.split(end, 1)
        text = f"{head}{begin}\n{make()}\n{end}{tail}"
    return text


def outputs():
    """{path: fresh text} of everything this script writes."""
    return {
        GUIDE: fill(GUIDE.read_text(encoding="utf-8")),
        GRAPH: dependency_svg(titles=SHORT_TITLES),
    }


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare")
    args = parser.parse_args(argv)
    stale = []
    for path, text in outputs().items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        verb = "out of date" if args.check else "rewrote"
        print(f"{verb}: {path.relative_to(BOOK.parent)}")
    if args.check and stale:
        print("run `make instructors` to bring the guide in step with the chapters")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
