"""Moving chapters: `make renumber` carries the move everywhere, in a scratch copy.

Chapters 7 and 8 swap places and a lemma is put before chapter 3's first
theorem; afterwards no old number is left in the chapters' exercise headings,
their {chapter} links, their links to chapter files, or the Chinese catalogues
(renamed after their chapters). Fast: no site is built.
"""

import ast
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "notebooks"
sys.path.insert(0, str(BOOK / "_ext"))
import renumber  # noqa: E402

ZH = "locales/zh_CN/LC_MESSAGES"


def markdown(path):
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return ["".join(c["source"]) for c in cells if c["cell_type"] == "markdown"]


def roles(folder):
    """The {chapter} links of the problem set, as the names of the chapters meant."""
    name = {int(p.name[:2]): p.stem[3:] for p in renumber.chapters(folder)}
    text = "\n".join(markdown(next(Path(folder).glob("15-*.ipynb"))))
    return [name.get(int(n)) for n in re.findall(r"\{chapter\}`(\d+)`", text)]


def moved_copy(tmp_path):
    book = tmp_path / "notebooks"
    shutil.copytree(BOOK, book, ignore=shutil.ignore_patterns("_build"))
    shutil.copytree(ROOT / "gamelib", tmp_path / "gamelib")
    shutil.copy(ROOT / "README.md", tmp_path / "README.md")
    before = roles(book)
    (book / "07-graph-deletion.ipynb").rename(book / "08-graph-deletion.ipynb.tmp")
    (book / "08-bipartite-games.ipynb").rename(book / "07-bipartite-games.ipynb")
    (book / "08-graph-deletion.ipynb.tmp").rename(book / "08-graph-deletion.ipynb")
    path = book / "03-sprague-grundy.ipynb"
    notebook = json.loads(path.read_text(encoding="utf-8"))
    first = next(
        i
        for i, c in enumerate(notebook["cells"])
        if "(thm-3-1)=" in "".join(c["source"])
    )
    lemma = "(lem-3-inserted)=\n**Lemma 3.1** Every finite game ends.\n"
    notebook["cells"].insert(
        first,
        {
            "cell_type": "markdown",
            "id": "inserted-lemma",
            "metadata": {},
            "source": lemma,
        },
    )
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", "utf-8")
    return book, before


def test_a_move_leaves_no_old_number(tmp_path):
    book, before = moved_copy(tmp_path)
    assert renumber.main([str(book)]) == 0
    assert renumber.main([str(book), "--check"]) == 0
    for path in renumber.chapters(book):
        chapter = int(path.name[:2])
        heads = [
            m.group(1)
            for text in markdown(path)
            for m in re.finditer(r"\*\*Exercise (\d+\.\d+)\*\*", text)
        ]
        assert heads == [f"{chapter}.{k}" for k in range(1, len(heads) + 1)], path.name
    # each {chapter} link still names the chapter it named
    assert roles(book) == before
    # the catalogues follow their chapters, numbers and all
    zh = book / ZH
    assert not (zh / "07-graph-deletion.po").exists()
    hackenbush = (zh / "08-graph-deletion.po").read_text(encoding="utf-8")
    assert "练习 8.1" in hackenbush and "定理 8.2" in hackenbush
    assert not re.search(r"(?:练习|定理|Exercise|Theorem) 7\.\d", hackenbush)
    geography = (zh / "07-bipartite-games.po").read_text(encoding="utf-8")
    assert not re.search(r"(?:练习|定理|Exercise|Theorem) 8\.\d", geography)
    # chapter 3's Theorem 3.1 is now 3.2, in English and Chinese, everywhere
    english = "\n".join(markdown(book / "03-sprague-grundy.ipynb"))
    assert "**Lemma 3.1** Every finite game ends." in english
    assert "(thm-3-1)=\n**Theorem 3.2." in english
    sg = (zh / "03-sprague-grundy.po").read_text(encoding="utf-8")
    statement = re.search(
        r'msgid "\*\*Theorem (\d+\.\d+)[^"]*"\nmsgstr "\*\*定理 (\d+\.\d+)', sg
    )
    assert statement.groups() == ("3.2", "3.2")
    # links to a renamed file follow it
    for path in renumber.chapters(book):
        for text in markdown(path):
            for target in re.findall(r"\]\((\d\d-[a-z0-9-]+\.ipynb)", text):
                assert (book / target).exists(), (path.name, target)


LIBRARY_SAYS = """
import gamelib as gl
from gamelib.contest.problems import hdu3094
print(gl.periodicity(gl.SubtractionGame({1, 2, 3})).theorem)
print(gl.periodicity(gl.SubtractionGame({1, 2, 3})).reason[:30])
print(hdu3094.STATEMENT["theorem"], hdu3094.STATEMENT["chapter"])
"""


def test_gamelib_and_the_guide_follow_the_move(tmp_path):
    book, _ = moved_copy(tmp_path)
    assert renumber.main([str(book)]) == 0
    said = subprocess.run(
        [sys.executable, "-c", LIBRARY_SAYS],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(tmp_path)},
        check=True,
    ).stdout.splitlines()
    # the subtraction game's periodicity was Theorem 3.4, one lemma ago;
    # the colon principle was Theorem 7.2, in the chapter that is now 8
    assert said[0] == "Theorem 3.5", said
    assert said[1].startswith("Theorem 3.5 (chapter 3)"), said
    assert said[2].startswith("Theorem 8.2 (the colon principle)"), said
    assert said[2].endswith(" 8"), said
    # docstrings follow too: the colon principle is 8.2, the matchings' 7.2
    problems = tmp_path / "gamelib" / "contest" / "problems"
    assert "Theorem 8.2 (the colon principle)" in (problems / "hdu3094.py").read_text()
    assert "Theorem 7.2 (the losing starts" in (problems / "bzoj1443.py").read_text()
    # the guide names each chapter by its new number, linked to its own file
    guide = (book / "instructors.md").read_text(encoding="utf-8")
    assert "[8. Hackenbush](08-graph-deletion.ipynb)" in guide
    assert "[7. Geography, matchings](07-bipartite-games.ipynb)" in guide
    assert "| 8.1 |" in guide
    readme = (tmp_path / "README.md").read_text(encoding="utf-8")
    assert (
        "| 8. Graph deletion: Green Hackenbush | `08-graph-deletion.ipynb` |" in readme
    )
    assert renumber.main([str(book), "--check"]) == 0


CITED = re.compile(r"\b(?:Theorem|Lemma|Corollary|Proposition)s? \d+\.\d+")


def test_gamelib_outputs_cite_by_label_only():
    """No string gamelib prints holds a result's number; every label it cites exists."""
    labels = renumber.numbers(BOOK)
    for path in sorted((ROOT / "gamelib").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
        }
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in docstrings
                and path.name != "_results.py"
            ):
                assert not CITED.search(node.value), (path.name, node.value)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in (
                "cite",
                "chapter_of",
            ):
                assert node.args[0].value in labels, (path.name, node.args[0].value)


def test_the_book_is_in_step():
    assert renumber.main([str(BOOK), "--check"]) == 0


MENTION = re.compile(
    r"(?<![\w{])[Cc]hapters? \d+(?:(?:, | and | or | to |-|–)\d+)*\b"
    r"|第 ?\d+(?: ?[、和至到-] ?\d+)* ?章"
)
EXERCISES = re.compile(
    r"(?:Exercises?|练习) ?\d+\.\d+(?:(?:, | and | or |、|和)\d+\.\d+)*"
)
OTHER_BOOKS = re.compile(r"Winning Ways|Numbers and Games|Mathematical Plays")


def _prose(path):
    if path.suffix == ".ipynb":
        return "\n".join(markdown(path))
    return path.read_text(encoding="utf-8")


def test_every_plain_mention_of_a_moved_chapter_follows_it(tmp_path):
    """ "chapter 7", "chapters 7 and 8", "第 7 章": in the chapters, the pages,
    the catalogues and gamelib's docstrings, each says the new number, unless
    it is a chapter of another book (Winning Ways, On Numbers and Games)."""
    book, _ = moved_copy(tmp_path)
    assert renumber.main([str(book)]) == 0
    swap = {7: 8, 8: 7}
    renamed = {
        "07-graph-deletion": "08-graph-deletion",
        "08-bipartite-games": "07-bipartite-games",
    }
    originals = [
        *BOOK.glob("[0-9][0-9]-*.ipynb"),
        *BOOK.glob("*.md"),
        *(BOOK / ZH).glob("*.po"),
        *(ROOT / "gamelib").rglob("*.py"),
    ]
    kept = 0
    for path in originals:
        rel = path.relative_to(ROOT)
        moved = tmp_path / rel.parent / (renamed.get(rel.stem, rel.stem) + rel.suffix)
        before, after = _prose(path), _prose(moved)
        old, new = list(MENTION.finditer(before)), list(MENTION.finditer(after))
        assert len(old) == len(new), rel
        for a, b in zip(old, new, strict=True):
            was = [int(n) for n in re.findall(r"\d+", a.group())]
            now = [int(n) for n in re.findall(r"\d+", b.group())]
            if now == [swap.get(n, n) for n in was]:
                continue
            assert now == was, (rel, a.group(), b.group())
            context = before[max(0, a.start() - 100) : a.start()]
            assert OTHER_BOOKS.search(context), (rel, context + a.group())
            kept += 1
    assert kept >= 5  # Winning Ways' chapter 7 is cited in chapters 7 and 8


def test_every_exercise_cited_follows_its_chapter(tmp_path):
    book, _ = moved_copy(tmp_path)
    assert renumber.main([str(book)]) == 0
    renamed = {
        "07-graph-deletion": "08-graph-deletion",
        "08-bipartite-games": "07-bipartite-games",
    }
    seen = 0
    for path in [*BOOK.glob("[0-9][0-9]-*.ipynb"), *(BOOK / ZH).glob("*.po")]:
        rel = path.relative_to(ROOT)
        moved = tmp_path / rel.parent / (renamed.get(rel.stem, rel.stem) + rel.suffix)
        old = [m.group() for m in EXERCISES.finditer(_prose(path))]
        new = [m.group() for m in EXERCISES.finditer(_prose(moved))]
        want = [
            re.sub(r"\b([78])\.(?=\d)", lambda m: f"{15 - int(m.group(1))}.", o)
            for o in old
        ]
        assert new == want, rel
        seen += sum(bool(re.search(r"\b[78]\.\d", o)) for o in old)
    assert seen >= 20  # the headings and citations of chapters 7 and 8
