"""Renumber the book's theorems and every citation of them (``make renumber``).

A numbered result is stated in a markdown cell as a label line and a bold
paragraph::

    (thm-2-1)=
    **Theorem 2.1** (Bouton, 1901). A Nim position ...

and cited as a markdown link whose text is its number:
``[Theorem 2.1](#thm-2-1)`` in its own chapter,
``[Theorem 2.1](02-nim.ipynb#thm-2-1)`` from another one, or only the number
after a plural (``Theorems [3.6](#thm-3-6) and [3.7](#thm-3-7)``). The
prefix of a label says the kind: ``thm-`` Theorem, ``lem-`` Lemma, ``prop-``
Proposition, ``cor-`` Corollary. A label ending in ``-prime`` is a variant of
the result without it (Theorem 9.1′ of Theorem 9.1) and has no number of its
own.

A label is a name that never changes; the number is computed: the chapter
number is the file's two-digit prefix, and results are counted, all kinds
together, in the order of their labels in the chapter. After chapters are
renamed or reordered, ``python notebooks/_ext/renumber.py`` rewrites each
statement's number, each link's text, and the page of each link (labels are
unique in the book, so a link follows its label to a renamed file);
``--check`` only reports, and exits 1 if anything would change. Code cells
are left alone.

A move of chapters (files renamed to new two-digit prefixes) also moves
what numbers them elsewhere: exercise headings (``**Exercise 7.2**``, counted
in the order of the chapter) and the citations of exercises, the
``{chapter}`7``` links, links to a renamed chapter file (followed by its
name without the number), and the Chinese catalogues: a chapter's ``.po``
file takes its chapter's new name, and its messages get the same new
numbers. The old numbers are read from the chapters themselves: a chapter's
exercise headings and statements carry the number it had.
"""

import argparse
import itertools
import json
import re
import sys
from pathlib import Path

import course

KINDS = {"thm": "Theorem", "lem": "Lemma", "prop": "Proposition", "cor": "Corollary"}
LABEL_LINE = re.compile(
    r"^\((?P<label>(?:thm|lem|prop|cor)-[a-z0-9-]+)\)=[ \t]*$", re.M
)
NUMBER = r"\d+\.\d+′?"
# the bold number at the start of a statement: **Theorem 2.1** or **Theorem 4.2 (
STATEMENT = re.compile(
    rf"\A\*\*(?P<kind>{'|'.join(KINDS.values())}) (?P<number>{NUMBER})"
)
# a link to a result: [Theorem 2.1](02-nim.ipynb#thm-2-1) or [2.1](#thm-2-1)
LINK = re.compile(
    rf"\[(?:(?P<kind>{'|'.join(KINDS.values())}) )?(?P<number>{NUMBER})\]"
    r"\((?P<page>[0-9a-z-]*\.ipynb)?#(?P<label>(?:thm|lem|prop|cor)-[a-z0-9-]+)\)"
)
CHAPTER = re.compile(r"^(\d\d)-[a-z0-9-]+\.ipynb$")


def chapters(folder):
    """The chapter notebooks of a folder, in order."""
    return sorted(p for p in Path(folder).glob("*.ipynb") if CHAPTER.match(p.name))


def markdown_sources(path):
    """(notebook, [(cell index, markdown source)]) of a notebook."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = [
        (i, "".join(cell["source"]))
        for i, cell in enumerate(notebook["cells"])
        if cell["cell_type"] == "markdown"
    ]
    return notebook, cells


def numbers(folder):
    """{label: (page, kind, number)} for every label of the book's results."""
    found = {}
    for path in chapters(folder):
        chapter = int(path.name[:2])
        count = 0
        for _, text in markdown_sources(path)[1]:
            for match in LABEL_LINE.finditer(text):
                label = match.group("label")
                if label in found:
                    raise ValueError(f"label {label} is set twice ({path.name})")
                kind = KINDS[label.split("-")[0]]
                if label.endswith("-prime"):
                    base = label.removesuffix("-prime")
                    if base not in found:
                        raise ValueError(
                            f"{path.name}: {label} is a variant of {base}, "
                            f"which must be labelled before it"
                        )
                    number = found[base][2] + "′"
                else:
                    count += 1
                    number = f"{chapter}.{count}"
                found[label] = (path.name, kind, number)
    return found


def rewrite(text, page, found):
    """The markdown text of a cell of page with every number made right.

    Returns (new text, list of problems that no rewrite can mend).
    """
    problems = []

    def statement(match):
        label = match.group("label")
        line = match.group("rest")
        head = STATEMENT.match(line)
        if head is None:
            problems.append(f"{page}: label {label} is not followed by **Kind N.M")
            return match.group(0)
        _, kind, number = found[label]
        return match.group("line") + f"**{kind} {number}" + line[head.end() :]

    text = re.sub(
        r"(?P<line>^\((?P<label>(?:thm|lem|prop|cor)-[a-z0-9-]+)\)=[ \t]*\n)"
        r"(?P<rest>[^\n]*)",
        statement,
        text,
        flags=re.M,
    )

    def link(match):
        label = match.group("label")
        if label not in found:
            problems.append(f"{page}: link to a missing label: {match.group(0)}")
            return match.group(0)
        target, kind, number = found[label]
        words = f"{kind} {number}" if match.group("kind") else number
        return f"[{words}]({'' if target == page else target}#{label})"

    return LINK.sub(link, text), problems


def renumber(folder, check=False):
    """Rewrite (or with check, only list) what is out of step; return problems.

    Each problem is a string: a number to change (with check) or a link or
    label that cannot be mended.
    """
    found = numbers(folder)
    problems = []
    for path in chapters(folder):
        notebook, cells = markdown_sources(path)
        changed = False
        for i, text in cells:
            new, broken = rewrite(text, path.name, found)
            problems += broken
            if new != text:
                changed = True
                if check:
                    problems.append(f"{path.name}: cell {i} has numbers to renumber")
                notebook["cells"][i]["source"] = new.splitlines(keepends=True)
        if changed and not check:
            path.write_text(
                json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                encoding="utf-8",
            )
    return problems


EXERCISE_HEAD = re.compile(r"\*\*Exercise (\d+)\.(\d+)\*\*")
STATEMENT_NUMBER = re.compile(
    rf"^\((?:thm|lem|prop|cor)-[a-z0-9-]+\)=[ \t]*\n\*\*(?:{'|'.join(KINDS.values())}) "
    r"(\d+)\.\d+",
    re.M,
)
LABELLED = re.compile(
    r"^\((?P<label>[a-z]+-[a-z0-9-]+)\)=[ \t]*\n\*\*\w+ (?P<n>\d+\.\d+)(?!′)", re.M
)
# what a move rewrites: an exercise cited by number, a {chapter} link, a link to
# a chapter file (by its name without the number) and a theorem's number in
# Chinese (定理 7.2; the English is rewritten from its label)
MOVED = re.compile(
    r"(?P<head>\*\*Exercise )(?P<headnum>\d+\.\d+)(?=\*\*)"
    r"|(?P<ex>(?:Exercises?|练习) ?)"
    r"(?P<exnum>\d+\.\d+(?:(?:, | and | or |、|和)\d+\.\d+)*)"
    r"|(?P<role>\{chapter\}`)(?P<chapter>\d+)`"
    r"|(?P<file>\b\d\d-(?P<slug>[a-z0-9-]+)\.(?:ipynb|po|html)\b)"
    r"|(?P<zh>(?:定理|引理|命题|推论|Theorems?|Lemmas?|Propositions?|Corollary) ?"
    r"|\[)(?P<zhnum>\d+\.\d+)"
    r"|(?P<plain>(?<![\w{])[Cc]hapters? \d+(?:(?:, | and | or | to |-|–)\d+)*\b"
    r"|第 ?\d+(?: ?[、和至到-] ?\d+)* ?章)"
)
PLAIN = re.compile(r"(?<![\w{])[Cc]hapters? \d+(?:(?:, | and | or | to |-|–)\d+)*\b")
# a chapter of another book: "*Winning Ways*, volume 1, chapter 7" is not ours
ELSEWHERE = re.compile(r"volume|vol\.|ed\.,|卷|\*\s*(?:\(\d{4}\))?[,，]?\s*[(（]?$")


def moves(folder):
    """(chapters, exercises, files, theorems): old number -> new, by chapter move.

    The old chapter of a file is the number its own exercise headings and
    statements carry; its exercises are numbered again in their order.
    """
    chapter_of, exercise_of, file_of, theorem_of = {}, {}, {}, {}
    found = numbers(folder)
    for path in chapters(folder):
        new = int(path.name[:2])
        file_of[path.name[3:]] = path.name
        texts = [text for _, text in markdown_sources(path)[1]]
        olds = [int(m.group(1)) for t in texts for m in STATEMENT_NUMBER.finditer(t)]
        heads = [m for t in texts for m in EXERCISE_HEAD.finditer(t)]
        olds += [int(m.group(1)) for m in heads]
        if olds:  # the number most of them carry (an inserted one may differ)
            chapter_of[max(set(olds), key=olds.count)] = new
        for count, head in enumerate(heads, start=1):
            exercise_of[f"{head.group(1)}.{head.group(2)}"] = f"{new}.{count}"
        for text in texts:
            for match in LABELLED.finditer(text):
                label, old = match.group("label"), match.group("n")
                if label not in found:
                    continue
                # an inserted result may repeat an old number: the label named
                # after that number keeps it (thm-3-1 was Theorem 3.1)
                if old not in theorem_of or label.endswith(old.replace(".", "-")):
                    theorem_of[old] = found[label][2]
    return chapter_of, exercise_of, file_of, theorem_of


def move_text(text, moved, heads=None):
    """`text` with every number and file name a chapter move changes, at once.

    `heads`, an iterator of exercise numbers, numbers the exercise headings
    in their order (an inserted exercise may repeat an old number, so a
    heading is numbered by its place, a citation by the map).
    """
    chapter_of, exercise_of, file_of, theorem_of = moved

    def one(match):
        if match.group("headnum") and heads is not None:
            return match.group("head") + next(heads)
        if match.group("headnum"):
            old = match.group("headnum")
            return match.group("head") + exercise_of.get(old, old)
        if match.group("exnum"):
            return match.group("ex") + re.sub(
                r"\d+\.\d+",
                lambda m: exercise_of.get(m.group(), m.group()),
                match.group("exnum"),
            )
        if match.group("chapter"):
            old = int(match.group("chapter"))
            return f"{match.group('role')}{chapter_of.get(old, old)}`"
        if match.group("file"):
            name, _, suffix = match.group("file").rpartition(".")
            renamed = file_of.get(name[3:] + ".ipynb")
            return (
                renamed.removesuffix(".ipynb") + "." + suffix
                if renamed
                else name + "." + suffix
            )
        if match.group("plain"):
            return _plain_chapters(match, chapter_of)
        number = match.group("zhnum")
        return match.group("zh") + theorem_of.get(number, number)

    return MOVED.sub(one, text)


def _plain_chapters(match, chapter_of):
    """ "chapters 7 and 8" with the chapters' new numbers, unless another book's."""
    before = match.string[max(0, match.start() - 60) : match.start()]
    before = re.split(r"[.;。；\n]\s", before)[-1]
    if ELSEWHERE.search(before):
        return match.group(0)
    return re.sub(
        r"\d+",
        lambda n: str(chapter_of.get(int(n.group()), int(n.group()))),
        match.group(0),
    )


def move(folder):
    """Carry a move of chapters into exercise numbers, links and catalogues.

    Run before `renumber` (which then mends the theorem numbers from their
    labels). Returns the paths it rewrote or renamed.
    """
    folder = Path(folder)
    moved = moves(folder)
    changed = []
    for path in chapters(folder):
        notebook, cells = markdown_sources(path)
        dirty = False
        chapter = int(path.name[:2])
        heads = (f"{chapter}.{k}" for k in itertools.count(1))
        for i, text in cells:
            new = move_text(text, moved, heads)
            if new != text:
                notebook["cells"][i]["source"] = new.splitlines(keepends=True)
                dirty = True
        if dirty:
            path.write_text(
                json.dumps(notebook, indent=1, ensure_ascii=False) + "\n",
                encoding="utf-8",
            )
            changed.append(path)
    changed += _move_catalogues(folder, moved)
    changed += _move_library(folder, moved)
    root = folder.resolve().parent
    pages = [folder / name for name in ("instructors.md", "glossary.md", "index.md")]
    pages += [
        root / "README.md",
        root / "README.zh.md",
        *sorted(root.glob("docs/*.md")),
    ]
    for path in pages:
        if path.exists():
            text = path.read_text(encoding="utf-8")
            if move_text(text, moved) != text:
                path.write_text(move_text(text, moved), encoding="utf-8")
                changed.append(path)
    return changed


def _move_library(folder, moved):
    """gamelib's docstrings and comments cite results by number: renumber them.

    (Its output strings cite by label, through gamelib/utils/citations.py,
    whose table gamelib/utils/_results.py this module writes.)
    """
    library = folder.resolve().parent / "gamelib"
    theorem_of, chapter_of = moved[3], moved[0]
    pattern = re.compile(
        rf"\b(?P<kind>{'|'.join(KINDS.values())})(?P<s>s?) (?P<n>\d+\.\d+)\b"
    )

    def one(match):
        number = theorem_of.get(match.group("n"), match.group("n"))
        return f"{match.group('kind')}{match.group('s')} {number}"

    changed = []
    for path in sorted(library.rglob("*.py")) if library.exists() else []:
        text = path.read_text(encoding="utf-8")
        new = pattern.sub(one, text)
        new = PLAIN.sub(lambda m: _plain_chapters(m, chapter_of), new)
        if new != text:
            path.write_text(new, encoding="utf-8")
            changed.append(path)
    return changed


def _move_catalogues(folder, moved):
    """Rename each chapter's catalogue after its chapter and renumber its messages."""
    changed = []
    for locale in sorted((folder / "locales").glob("*/LC_MESSAGES")):
        texts = {}
        for po in sorted(locale.glob("*.po")):
            text = po.read_text(encoding="utf-8")
            target = po.name
            if CHAPTER.match(po.stem + ".ipynb"):
                target = moved[2].get(po.stem[3:] + ".ipynb", po.stem + ".ipynb")
                target = target.removesuffix(".ipynb") + ".po"
            texts[target] = (po, move_text(text, moved))
        for target, (po, text) in texts.items():
            if po.name != target or po.read_text(encoding="utf-8") != text:
                changed.append(locale / target)
        for po, _ in texts.values():
            po.unlink()
        for target, (_, text) in texts.items():
            (locale / target).write_text(text, encoding="utf-8")
    return changed


# gamelib/utils/_results.py: the generated table that gamelib.utils.citations
# reads (cite, chapter_of); only the rows come from the chapters.
RESULTS_HEAD = '''"""The book's numbered results by label (generated).

``make renumber`` (notebooks/_ext/renumber.py) rewrites this file from the
chapters; do not edit it by hand. :mod:`gamelib.utils.citations` reads it.
"""

#: label -> (kind, number) of every numbered result of the book.
RESULTS = {
'''


def citations(folder):
    """The text of gamelib/utils/_results.py for the book in `folder`."""
    found = numbers(folder)
    rows = "".join(
        f'    "{label}": ("{kind}", "{number}"),\n'
        for label, (_, kind, number) in sorted(
            found.items(), key=lambda item: _order(item[1][2])
        )
    )
    return RESULTS_HEAD + rows + "}\n"


def _order(number):
    chapter, rest = number.rstrip("′").split(".")
    return int(chapter), int(rest), number.endswith("′")


def write_citations(folder, check=False):
    """Write (or with check, compare) gamelib's table of citations; the problems."""
    path = Path(folder).resolve().parent / "gamelib" / "utils" / "_results.py"
    if not path.parent.exists():
        return []
    text = citations(folder)
    if path.exists() and path.read_text(encoding="utf-8") == text:
        return []
    if check:
        return [f"{path}: gamelib's citations are out of step with the book"]
    path.write_text(text, encoding="utf-8")
    return []


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default=Path(__file__).parent.parent)
    parser.add_argument("--check", action="store_true", help="change nothing")
    args = parser.parse_args(argv)
    if not args.check:
        for path in move(args.folder):
            print(f"moved numbers in {path}")
    problems = renumber(args.folder, check=args.check)
    problems += write_citations(args.folder, check=args.check)
    # the course plan's generated pages (guide, README list, graph) follow
    plan = ["--book", str(args.folder)] + (["--check"] if args.check else [])
    if course.main(plan) and args.check:
        problems.append("the course plan's generated pages are out of step")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
