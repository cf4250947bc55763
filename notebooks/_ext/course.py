"""The course plan and everything generated from it: `make instructors`.

    python notebooks/_ext/course.py            # rewrite them
    python notebooks/_ext/course.py --check    # fail if they are out of date

The plan is declared once, in each chapter's notebook metadata (see
PLAN_FIELDS): hours, prerequisites, outcomes. Written from it and from the
chapters themselves:

- each chapter's "**Before you start.**" paragraph (prerequisites and time)
  and its Chinese translation in the chapter's catalogue;
- ``notebooks/course/chapter-dependencies.svg``, the dependency graph (a
  chapter's row is one more than the deepest chapter it needs; an arrow that
  skips rows goes round the boxes in a lane of its own);
- the blocks of ``notebooks/instructors.md`` between ``<!-- BEGIN name -->``
  and ``<!-- END name -->``: the graph's picture, the syllabus (SYLLABUS),
  the chapters with their outcomes and hours, and the table of every
  exercise, read from the notebooks' exercise headings;
- the chapter list of ``README.md`` (its ``chapters`` block).

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
import json
import re
import sys
from pathlib import Path

import nbformat

__all__ = [
    "SYLLABUS",
    "before_you_start",
    "course_plan",
    "dependency_svg",
    "depends",
    "estimate",
    "exercise_heading",
    "exercises",
    "layout",
    "main",
    "outputs",
    "syllabus_weeks",
]

BOOK = Path(__file__).resolve().parents[1]
CHAPTER = re.compile(r"^(\d\d)-[a-z0-9-]+\.ipynb$")
HEADING = re.compile(r"^\*\*Exercise (\d+)\.(\d+)\*\*\s*(?:\(([^)]*)\))?", re.M)
PROBLEM_SET = "problem-set"  # 15-problem-set.ipynb: judge problems, not a chapter
KINDS = ("by hand", "compute", "prove", "open-ended")
USES = ("homework", "exam", "project")

#: The course plan is declared once, in each chapter's notebook metadata,
#: ``metadata["winning_moves"]["plan"]``: its short ``title``, its ``hours``
#: (``reading``: the text read and its cells run; ``exercises``: all of its
#: exercises), its ``prerequisites`` and ``recommended`` chapters and its
#: learning ``outcomes``. A chapter is named by its slug, the file name
#: without its number ("sprague-grundy"), so the plan survives renumbering.
#: The chapters' "Before you start" lines, the README's chapter list, the
#: guide's tables and the dependency graph are generated from it.
PLAN_FIELDS = {
    "title": str,
    "hours": dict,
    "prerequisites": list,
    "outcomes": list,
    "recommended": list,
}
OPTIONAL_FIELDS = {"recommended"}
HOUR_PARTS = ("reading", "exercises")

#: Fourteen weeks of about ten hours: three contact hours (lecture and
#: tutorial) and the student's own work, together the hours the chapters
#: declare. An entry is a chapter's slug, or ``slug/text`` and
#: ``slug/exercises`` when a chapter is spread over two weeks (its text in
#: the first, its exercises in the second). Topics name no chapter number,
#: so that renumbering leaves them true.
SYLLABUS = (
    (("introduction", "bash/text"), "Impartial games, P and N; Bash's game"),
    (("bash/exercises", "nim/text"), "Bash's game, exercises; Nim and the nim-sum"),
    (
        ("nim/exercises", "sprague-grundy/text"),
        "Nim, exercises; mex and the Sprague-Grundy theorem",
    ),
    (
        ("sprague-grundy/exercises", "wythoff/text"),
        "Sprague-Grundy values, exercises; Wythoff's game",
    ),
    (("wythoff/exercises", "anti-sg/text"), "Wythoff's game, exercises; misère play"),
    (
        ("anti-sg/exercises", "multi-and-every-sg/text"),
        "Misère play, exercises; splitting heaps and Every-SG",
    ),
    (
        ("multi-and-every-sg/exercises", "graph-deletion/text"),
        "Multi-SG and Every-SG, exercises; Green Hackenbush; midterm exam",
    ),
    (
        ("graph-deletion/exercises", "bipartite-games"),
        "Green Hackenbush, exercises; geography and matchings",
    ),
    (("game-trees", "octal-games/text"), "Game trees; octal games"),
    (
        ("octal-games/exercises", "more-games/text"),
        "Octal games, exercises; coins, staircases, Moore's Nim and Fibonacci Nim",
    ),
    (("more-games/exercises", "lab/text"), "More games, exercises; the lab"),
    # Chapter 13's text (stops and thermographs) fills a week of its own; the
    # lab's project runs alongside it and is handed in with 13's exercises.
    (("partizan-games/text",), "Partizan games and surreal numbers"),
    (
        ("lab/exercises", "partizan-games/exercises"),
        "A game of one's own in the lab; partizan games, exercises",
    ),
    (
        ("games-with-cycles",),
        "Games with cycles; review with the problem set; final exam",
    ),
)
CONTACT_HOURS = 3
#: The load of every week but the last (which leaves time to revise).
WEEK_HOURS = (8, 12)
#: How far a declared number of hours may be from the estimate (`estimate`).
TOLERANCE = 1.0


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


def find_exercise(ident, book=BOOK):
    """Where exercise `ident` stands in its chapter: (cells, index, text, last).

    `cells` are the chapter's cells, `index` the markdown cell with its
    heading, `text` the exercise's part of that cell (from its heading to the
    next one), and `last` whether it is the cell's last exercise (then the
    code cells after the cell are its own). Raises KeyError if no chapter has it.
    """
    chapter = int(ident.split(".")[0])
    for path in chapter_paths(book):
        if int(path.name[:2]) != chapter:
            continue
        cells = nbformat.read(path, as_version=4).cells
        for i, cell in enumerate(cells):
            if cell.cell_type != "markdown":
                continue
            starts = [m.start() for m in HEADING.finditer(cell.source)]
            for k, start in enumerate(starts):
                end = starts[k + 1] if k + 1 < len(starts) else None
                text = cell.source[start:end].strip()
                found = exercise_heading(text)
                if found and found[0] == ident:
                    return cells, i, text, k == len(starts) - 1
    raise KeyError(f"no Exercise {ident} in the chapters of {book}")


def cells_after(cells, index):
    """The cells after `cells[index]` up to the next exercise heading."""
    following = []
    for later in cells[index + 1 :]:
        if later.cell_type == "markdown" and HEADING.search(later.source):
            break
        following.append(later)
    return following


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


def slug(path):
    """A chapter's name that survives renumbering: its file name without the number.

    >>> slug("notebooks/03-sprague-grundy.ipynb")
    'sprague-grundy'
    """
    return Path(path).stem[3:]


def _metadata_plan(path):
    with open(path, encoding="utf-8") as handle:
        metadata = json.load(handle)["metadata"]
    plan = metadata.get("winning_moves", {}).get("plan")
    if not isinstance(plan, dict):
        raise ValueError(
            f"{path.name}: no metadata winning_moves.plan; declare its title, "
            f"hours, prerequisites and outcomes there"
        )
    for field, kind in PLAN_FIELDS.items():
        if field not in plan and field in OPTIONAL_FIELDS:
            continue
        if not isinstance(plan.get(field), kind):
            raise ValueError(
                f"{path.name}: plan field {field!r} must be a {kind.__name__}, "
                f"got {plan.get(field)!r}"
            )
    unknown = set(plan) - set(PLAN_FIELDS)
    if unknown:
        raise ValueError(f"{path.name}: unknown plan fields {sorted(unknown)}")
    hours = plan["hours"]
    for part in HOUR_PARTS:
        value = hours.get(part)
        if not isinstance(value, int | float) or value <= 0 or value * 2 % 1:
            raise ValueError(
                f"{path.name}: plan hours[{part!r}] must be a positive number of "
                f"half hours, got {value!r}"
            )
    return plan


def course_plan(book=BOOK):
    """{chapter: plan} from the chapters' metadata, chapters named by number.

    Each plan has the chapter's ``file``, ``title``, ``reading`` and
    ``exercises`` hours, ``prerequisites`` and ``recommended`` (tuples of
    chapter numbers) and ``outcomes``.
    """
    paths = chapter_paths(book)
    number = {slug(p): int(p.name[:2]) for p in paths}
    plans = {}
    for path in paths:
        plan = _metadata_plan(path)
        named = {}
        for field in ("prerequisites", "recommended"):
            for name in plan.get(field, []):
                if name not in number:
                    raise ValueError(
                        f"{path.name}: {field} names {name!r}, which is no "
                        f"chapter; chapters are {sorted(number)}"
                    )
            named[field] = tuple(sorted(number[n] for n in plan.get(field, [])))
        plans[int(path.name[:2])] = {
            "file": path.name,
            "title": plan["title"],
            "reading": plan["hours"]["reading"],
            "exercises": plan["hours"]["exercises"],
            "outcomes": tuple(plan["outcomes"]),
            **named,
        }
    return plans


def depends(plans):
    """{chapter: prerequisites} of a course plan."""
    return {chapter: plan["prerequisites"] for chapter, plan in plans.items()}


def estimate(book=BOOK):
    """{chapter: (words, exercises, reading hours, exercise hours)} from the text.

    The check that declared hours are realistic: the prose at WORDS_PER_HOUR
    and each exercise at EXERCISE_HOURS of its kinds.
    """
    found = exercises(book)
    per_chapter = {}
    for path in chapter_paths(book):
        chapter = int(path.name[:2])
        words = prose_words(path)
        mine = [e for e in found if e["chapter"] == chapter]
        work = sum(EXERCISE_HOURS[k] for e in mine for k in e["kinds"] or ("compute",))
        per_chapter[chapter] = (words, len(mine), words / WORDS_PER_HOUR, work)
    return per_chapter


def syllabus_weeks(plans, syllabus=SYLLABUS):
    """[(week, [(chapter, part)], topic, hours)], part "text", "exercises" or "all"."""
    number = {slug(p["file"]): c for c, p in plans.items()}
    weeks = []
    for week, (entries, topic) in enumerate(syllabus, start=1):
        items, load = [], 0
        for entry in entries:
            name, _, part = entry.partition("/")
            if name not in number or part not in ("", "text", "exercises"):
                raise ValueError(
                    f"SYLLABUS week {week}: {entry!r} is not a chapter's slug, "
                    f"optionally with /text or /exercises"
                )
            plan = plans[number[name]]
            hours = {"text": plan["reading"], "exercises": plan["exercises"]}
            load += hours.get(part, plan["reading"] + plan["exercises"])
            items.append((number[name], part or "all"))
        weeks.append((week, items, topic, load))
    return weeks


def _fraction(hours):
    """2.5 as '2½', 3.0 as '3'."""
    whole, half = divmod(round(hours * 2), 2)
    return (str(whole) if whole else "") + ("½" if half else "") or "0"


def _chapters_en(numbers):
    names = [str(n) for n in numbers]
    if len(names) == 1:
        return f"chapter {names[0]}"
    return f"chapters {', '.join(names[:-1])} and {names[-1]}"


def _chapters_zh(numbers):
    names = [str(n) for n in numbers]
    if len(names) == 2:
        return f"第 {names[0]} 章和第 {names[1]} 章"
    return f"第 {'、'.join(names)} 章"


def before_you_start(plan):
    """(English, Chinese) of a chapter's "Before you start" paragraph."""
    needs, helps = plan["prerequisites"], plan["recommended"]
    en = "**Before you start.** Prerequisites: "
    zh = "**开始之前** 前置知识："
    en += (
        _chapters_en(needs) if needs else "none: this chapter is where the book starts"
    )
    zh += _chapters_zh(needs) if needs else "无，本书从这一章开始"
    if helps:
        en += f"; {_chapters_en(helps)} helps with the exercises"
        zh += f"；{_chapters_zh(helps)}对练习有帮助"
    reading, work = _fraction(plan["reading"]), _fraction(plan["exercises"])
    en += (
        f". Time: about {reading} hours to read the chapter and run its cells, "
        f"and about {work} hours for the exercises."
    )
    zh += (
        f"。学时：阅读本章并运行其中的单元约需 {reading} 小时，"
        f"完成练习约需 {work} 小时。"
    )
    return en, zh


# -- the dependency graph, as SVG --------------------------------------------


def edges(depends):
    """The arrows to draw: the prerequisites no other prerequisite already needs."""
    need = {}
    for chapter in sorted(depends):  # a chapter needs only earlier ones
        need[chapter] = set(depends[chapter]).union(
            *(need[d] for d in depends[chapter])
        )
    return sorted(
        (d, c)
        for c in depends
        for d in depends[c]
        if not any(d in need[e] for e in depends[c] if e != d)
    )


def rows(depends):
    """{chapter: row}: one below the deepest chapter it needs."""
    row = {}
    for chapter in sorted(depends):
        row[chapter] = 1 + max((row[d] for d in depends[chapter]), default=-1)
    return row


BOX_W, BOX_H, GAP_X, GAP_Y, LANE_W, MARGIN = 132, 40, 16, 78, 14, 20


def layout(depends):
    """(boxes, paths, width): {chapter: (x, y)}, [(need, chapter, points)], width.

    An arrow that skips rows passes each row between it and its chapter in
    a lane of its own beside the boxes (a Sugiyama-style dummy node), so no
    arrow crosses a box: between rows there are no boxes, and in a row the
    arrow keeps to its lane.
    """
    row, arrows = rows(depends), edges(depends)
    slots = {r: [] for r in set(row.values())}
    for chapter in sorted(depends):
        slots[row[chapter]].append(("box", chapter))
    for need, chapter in arrows:
        for r in range(row[need] + 1, row[chapter]):
            slots[r].append(("lane", (need, chapter)))
    width = max(_row_width(items) for items in slots.values()) + 2 * MARGIN
    where = {}  # (row, slot) -> x of the slot's centre
    for r in sorted(slots):
        slots[r].sort(key=lambda slot: (_above(slot, r, where, depends, row), slot[0]))
        x = (width - _row_width(slots[r])) / 2
        for slot in slots[r]:
            size = BOX_W if slot[0] == "box" else LANE_W
            where[r, slot] = x + size / 2
            x += size + GAP_X
    boxes = {c: (where[row[c], ("box", c)] - BOX_W / 2, _top(row[c])) for c in depends}
    paths = []
    for need, chapter in arrows:
        x, y = boxes[need]
        points = [(x + BOX_W / 2, y + BOX_H)]
        for r in range(row[need] + 1, row[chapter]):
            lane = where[r, ("lane", (need, chapter))]
            points += [(lane, _top(r)), (lane, _top(r) + BOX_H)]
        x, y = boxes[chapter]
        points.append((x + BOX_W / 2, y))
        paths.append((need, chapter, points))
    return boxes, paths, width


def _top(r):
    return MARGIN + r * GAP_Y


def _row_width(items):
    sizes = [BOX_W if kind == "box" else LANE_W for kind, _ in items]
    return sum(sizes) + GAP_X * (len(sizes) - 1)


def _above(slot, r, where, depends, row):
    """The mean x of what a slot hangs from in the row above (fewer crossings)."""
    kind, what = slot
    if kind == "lane":
        need, _chapter = what
        sources = [("box", need) if row[need] == r - 1 else ("lane", what)]
    else:
        sources = [
            ("box", d) if row[d] == r - 1 else ("lane", (d, what))
            for d in depends[what]
        ]
    xs = [where[r - 1, s] for s in sources if (r - 1, s) in where]
    return sum(xs) / len(xs) if xs else 0


def dependency_svg(plans):
    """The dependency graph: a box per chapter, an arrow from each prerequisite."""
    depends_on = depends(plans)
    boxes, paths, width = layout(depends_on)
    height = max(y for _, y in boxes.values()) + BOX_H + MARGIN
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0f}" '
        f'height="{height:.0f}" viewBox="0 0 {width:.0f} {height:.0f}" '
        'font-family="sans-serif" font-size="12">',
        "<title>Chapter dependencies of Winning Moves: an arrow from a chapter "
        "to each chapter that needs it</title>",
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" '
        'markerWidth="7" markerHeight="7" orient="auto-start-reverse">'
        '<path d="M 0 0 L 10 5 L 0 10 z" fill="#555"/></marker></defs>',
    ]
    for need, chapter, points in paths:
        line = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
        out.append(
            f'<polyline data-from="{need}" data-to="{chapter}" points="{line}" '
            'fill="none" stroke="#555" stroke-width="1.2" marker-end="url(#arrow)"/>'
        )
    for chapter, (x, y) in sorted(boxes.items()):
        title = html.escape(plans[chapter]["title"])
        out.append(
            f'<g><rect data-chapter="{chapter}" x="{x:.1f}" y="{y:.1f}" '
            f'width="{BOX_W}" height="{BOX_H}" rx="6" fill="#eef3fb" stroke="#3b6ea8"/>'
            f'<text x="{x + BOX_W / 2:.1f}" y="{y + 16:.1f}" text-anchor="middle" '
            f'font-weight="bold">Chapter {chapter}</text>'
            f'<text x="{x + BOX_W / 2:.1f}" y="{y + 32:.1f}" text-anchor="middle" '
            f'font-size="10">{title}</text></g>'
        )
    out.append("</svg>")
    return "\n".join(out) + "\n"


# -- the generated blocks of the guide and the README ---------------------------


def _link(chapter, plans):
    return f"[{chapter}]({plans[chapter]['file']})"


def syllabus_block(plans, syllabus=SYLLABUS):
    lines = ["| week | chapters | topic | hours |", "|---|---|---|---|"]
    for week, items, topic, load in syllabus_weeks(plans, syllabus):
        names = ", ".join(
            _link(c, plans) + ("" if part == "all" else f" ({part})")
            for c, part in items
        )
        lines.append(f"| {week} | {names} | {topic} | {load:g} |")
    return "\n".join(lines)


def graph_block(plans):
    """The guide's picture of the graph, its alt text listing every arrow."""
    arrows = {}
    for need, chapter in edges(depends(plans)):
        arrows.setdefault(need, []).append(chapter)
    said = "; ".join(
        f"{need} before {_listed(chapters)}" for need, chapters in arrows.items()
    )
    return f"![The chapter dependency graph: {said}](course/chapter-dependencies.svg)"


def _listed(numbers):
    names = [str(n) for n in numbers]
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def chapters_block(plans, book=BOOK):
    found = estimate(book)
    lines = [
        "| chapter | needs | after it, a student can | words | exercises "
        "| hours: text + exercises |",
        "|---|---|---|---|---|---|",
    ]
    total = [0, 0, 0, 0]
    for chapter, plan in plans.items():
        words, count = found[chapter][:2]
        needs = ", ".join(str(d) for d in plan["prerequisites"]) or "-"
        link = f"[{chapter}. {plan['title']}]({plan['file']})"
        outcome = "; ".join(plan["outcomes"])
        hours = f"{plan['reading']:g} + {plan['exercises']:g}"
        lines.append(
            f"| {link} | {needs} | {outcome} | {words:,} | {count} | {hours} |"
        )
        for i, value in enumerate((words, count, plan["reading"], plan["exercises"])):
            total[i] += value
    words, count, reading, work = total
    lines.append(
        f"| **all** | | | {words:,} | {count} | {reading:g} + {work:g} "
        f"= {reading + work:g} |"
    )
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


def readme_block(plans, book=BOOK):
    """The README's chapter list: every numbered notebook, with needs and hours."""
    lines = ["| chapter | notebook | needs | hours |", "|---|---|---|---|"]
    for path in sorted(p for p in Path(book).glob("*.ipynb") if CHAPTER.match(p.name)):
        with open(path, encoding="utf-8") as handle:
            first = "".join(json.load(handle)["cells"][0]["source"]).splitlines()[0]
        chapter, plan = int(path.name[:2]), plans.get(int(path.name[:2]))
        needs = ", ".join(str(d) for d in plan["prerequisites"]) if plan else "-"
        hours = f"{plan['reading'] + plan['exercises']:g}" if plan else "-"
        title = first.removeprefix("# ")
        lines.append(
            f"| {chapter}. {title} | `{path.name}` | {needs or '-'} | {hours} |"
        )
    return "\n".join(lines)


def fill(text, blocks, where="instructors.md"):
    """`text` with each generated block replaced by its fresh content."""
    for name, make in blocks.items():
        begin, end = f"<!-- BEGIN {name} -->", f"<!-- END {name} -->"
        if begin not in text or end not in text:
            raise ValueError(f"{where} has no {begin} ... {end} block")
        head, rest = text.split(begin, 1)
        _, tail = rest.split(end, 1)
        text = f"{head}{begin}\n{make()}\n{end}{tail}"
    return text


# -- the chapters' "Before you start" paragraphs, in both languages --------------

BEFORE = re.compile(r"^\*\*Before you start\.\*\*.*$", re.M)
PO_ENTRY = re.compile(
    r'^(?:#, fuzzy\n)?msgid "(\*\*Before you start\.\*\*[^\n]*)"\nmsgstr "[^\n]*"$',
    re.M,
)


def _po_quote(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def chapter_outputs(plans, book=BOOK):
    """{path: fresh text} of the chapters and catalogues whose paragraph is stale."""
    fresh = {}
    for plan in plans.values():
        en, zh = before_you_start(plan)
        path = Path(book) / plan["file"]
        text = path.read_text(encoding="utf-8")
        notebook = json.loads(text)
        first = "".join(notebook["cells"][0]["source"])
        if not BEFORE.search(first):
            raise ValueError(
                f"{path.name}: its first cell has no **Before you start.**"
            )
        new = BEFORE.sub(lambda _, en=en: en, first, count=1)
        if new != first:
            notebook["cells"][0]["source"] = new.splitlines(keepends=True)
            dumped = json.dumps(notebook, indent=1, ensure_ascii=False) + "\n"
            fresh[path] = dumped
        po = Path(book) / "locales" / "zh_CN" / "LC_MESSAGES" / f"{path.stem}.po"
        if po.exists():
            old = po.read_text(encoding="utf-8")
            entry = f'msgid "{_po_quote(en)}"\nmsgstr "{_po_quote(zh)}"'
            new_po = PO_ENTRY.sub(lambda _, entry=entry: entry, old, count=1)
            if new_po != old:
                fresh[po] = new_po
    return fresh


def outputs(book=BOOK, readme=None):
    """{path: fresh text} of everything this script writes."""
    book = Path(book)
    readme = Path(readme) if readme else book.parent / "README.md"
    plans = course_plan(book)
    guide = book / "instructors.md"
    blocks = {
        "graph": lambda: graph_block(plans),
        "syllabus": lambda: syllabus_block(plans),
        "chapters": lambda: chapters_block(plans, book),
        "exercises": lambda: exercises_block(book),
    }
    fresh = {
        guide: fill(guide.read_text(encoding="utf-8"), blocks),
        book / "course" / "chapter-dependencies.svg": dependency_svg(plans),
        **chapter_outputs(plans, book),
    }
    if readme.exists():
        chapters = {"chapters": lambda: readme_block(plans, book)}
        fresh[readme] = fill(readme.read_text(encoding="utf-8"), chapters, "README.md")
    return fresh


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare")
    parser.add_argument("--book", default=BOOK, help="the notebooks' folder")
    args = parser.parse_args(argv)
    stale = []
    for path, text in outputs(args.book).items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        verb = "out of date" if args.check else "rewrote"
        print(f"{verb}: {path}")
    if args.check and stale:
        print("run `make instructors` to bring the guide in step with the chapters")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
