"""Problem sheets and the exam bank on paper (`make sheet ... FORMAT=pdf`).

The sheets are printed by the command a teacher runs (notebooks/_ext/
sheet.py --format pdf), in a process of its own, and read back with pypdf:
every chosen exercise is there with its marks, no reference answer, no
hidden test, no grading code and no notebook stub reaches the paper, the
mathematics was typeset (print_sheet refuses a page where MathJax left
``\\(``), and every font is embedded. What must be absent is taken from the
sheet's source version (its solutions), not from the printer.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "notebooks" / "_ext"))

import pdf  # noqa: E402
import print_sheet  # noqa: E402
import sheet  # noqa: E402

# autograded with parameters, autograded fixed, a proof graded by hand, a
# by-hand answer with a code cell of its own
IDS = ["1.1", "3.5", "2.3", "13.3"]


def _ready():
    """Chromium and MathJax are there, or the test says why it cannot run."""
    missing = []
    if not shutil.which("chromium") and not shutil.which("chromium-browser"):
        missing.append("chromium (CI installs Debian's)")
    if not (print_sheet.MATHJAX / "tex-chtml-full.js").is_file():
        missing.append(f"MathJax in {print_sheet.MATHJAX} (`make book` installs it)")
    if missing and os.environ.get("WM_SITE"):
        pytest.fail(
            "make test prints the sheets, but these are missing: " + ", ".join(missing)
        )
    if missing:
        pytest.skip("missing: " + ", ".join(missing))


def _run(*args):
    done = subprocess.run(
        [sys.executable, str(ROOT / "notebooks" / "_ext" / "sheet.py"), *args],
        capture_output=True,
        text=True,
        timeout=900,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    return done


def _text(path):
    from pypdf import PdfReader

    reader = PdfReader(str(path))
    text = "\n".join(page.extract_text() or "" for page in reader.pages)
    return reader, text


def _solution_lines(notebook):
    """The lines of the reference answers (between the solution markers)."""
    lines = []
    for cell in notebook.cells:
        for body in re.findall(
            r"### BEGIN SOLUTION\n(.*?)### END SOLUTION", cell.source, re.S
        ):
            lines += [
                line.strip() for line in body.splitlines() if len(line.strip()) >= 12
            ]
    return lines


def test_a_printed_sheet_has_the_exercises_and_no_answer(tmp_path):
    _ready()
    out = tmp_path / "sheet.ipynb"
    _run("--format", "pdf", "--seed", "3", "--out", str(out), *IDS)
    reader, text = _text(out.with_suffix(".pdf"))
    source = sheet.build_sheet(IDS, seed=3)
    marks = sheet.nbformat.read(out, as_version=4).metadata["winning_moves"]["points"]
    for ident in IDS:
        assert re.search(rf"Exercise {re.escape(ident)} \[\d+ points\]", text), ident
    assert f"{marks} points in all" in text
    forbidden = ["BEGIN SOLUTION", "HIDDEN TESTS", "_graded_by", "YOUR CODE HERE",
                 "YOUR ANSWER HERE", "NotImplementedError", "assert "]  # fmt: skip
    flat = re.sub(r"\s+", " ", text)
    answers = _solution_lines(source)
    assert answers, "the source sheet has reference answers to look for"
    leaked = [w for w in forbidden + answers if re.sub(r"\s+", " ", w) in flat]
    assert leaked == [], leaked
    assert "\\(" not in text and "$" not in text, "raw TeX on the page"
    unembedded = [name for name, ok in pdf._fonts(reader).items() if not ok]
    assert unembedded == [], unembedded


def test_the_exam_bank_prints_its_key_and_every_variant(tmp_path):
    _ready()
    folder = tmp_path / "bank"
    done = _run("--bank", str(folder), "--format", "pdf")
    variants = sorted(folder.glob("variant-*.ipynb"))
    printed = sorted(folder.glob("variant-*.pdf"))
    assert [p.stem for p in printed] == [p.stem for p in variants], done.stdout
    _, key = _text(folder / "exam-bank.pdf")
    for seed in sheet.BANK_SEEDS:
        assert f"Variant {seed}" in key, seed
    first = sheet.nbformat.read(variants[0], as_version=4)
    _, text = _text(printed[0])
    for ident in first.metadata["winning_moves"]["exercises"]:
        assert f"Exercise {ident}" in text, ident
    assert "Answer:" not in text, "the key is for the teacher, not the variant"
