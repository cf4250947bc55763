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
"""

import argparse
import json
import re
import sys
from pathlib import Path

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


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", nargs="?", default=Path(__file__).parent.parent)
    parser.add_argument("--check", action="store_true", help="change nothing")
    args = parser.parse_args(argv)
    problems = renumber(args.folder, check=args.check)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
