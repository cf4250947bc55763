"""Student copies (`make student`): solutions emptied, everything else kept."""

import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
BOOK = ROOT / "notebooks"
SCRIPT = BOOK / "_ext" / "student.py"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
CHAPTERS = sorted(p.name for p in BOOK.glob("[0-9][0-9]-*.ipynb"))


def tags(cell):
    return cell.get("metadata", {}).get("tags", [])


@pytest.fixture(scope="module")
def copies(tmp_path_factory):
    out = tmp_path_factory.mktemp("student")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(out)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "solution cells emptied" in result.stdout
    return out


def test_every_chapter_is_copied_with_its_data(copies):
    assert sorted(p.name for p in copies.glob("*.ipynb")) == CHAPTERS
    assert (copies / "data").is_dir()
    assert sorted(p.name for p in (copies / "data").rglob("*")) == sorted(
        p.name for p in (BOOK / "data").rglob("*")
    )


@pytest.mark.parametrize("name", CHAPTERS)
def test_solutions_are_emptied_and_nothing_else_changes(copies, name):
    original = nbformat.read(BOOK / name, as_version=4)
    copy = nbformat.read(copies / name, as_version=4)
    assert len(copy.cells) == len(original.cells)
    for before, after in zip(original.cells, copy.cells, strict=True):
        assert tags(after) == tags(before) and after.cell_type == before.cell_type
        if "solution" in tags(before):
            assert after.source == ""
            assert after.get("outputs", []) == []
        else:
            assert after == before
    # the saved widget state keeps only the widgets of the kept outputs, so a
    # solution's widget cannot give its answer away
    state = copy.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
    shown = {
        output["data"][WIDGET_VIEW]["model_id"]
        for cell in copy.cells
        for output in cell.get("outputs", [])
        if WIDGET_VIEW in output.get("data", {})
    }
    needed, todo = set(), list(shown)
    while todo:
        model = todo.pop()
        if model not in needed:
            needed.add(model)
            todo += re.findall(r"IPY_MODEL_(\w+)", json.dumps(state.get(model, {})))
    assert set(state) == needed & set(state)
    assert shown <= set(state)


def test_refuses_to_overwrite_the_chapters():
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(BOOK)],
        capture_output=True,
        text=True,
    )
    assert result.returncode != 0
    assert "refusing to overwrite the chapters" in result.stderr


def test_student_copies_run_without_the_solutions(copies):
    """No chapter needs a name that only a solution defines."""

    def run(name):
        return name, subprocess.run(
            [
                sys.executable,
                "-m",
                "nbconvert",
                "--to",
                "notebook",
                "--execute",
                "--stdout",
                "--ExecutePreprocessor.timeout=120",
                str(copies / name),
            ],
            cwd=copies,
            capture_output=True,
            text=True,
        )

    with ThreadPoolExecutor(max_workers=2) as pool:
        failed = {
            name: result.stderr[-1500:]
            for name, result in pool.map(run, CHAPTERS)
            if result.returncode != 0
        }
    assert failed == {}


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_every_solution_cell_is_tagged(chapter):
    """A code cell written as a solution carries the tag that hides it.

    The site folds, `make student` empties and `make teacher` removes the
    cells tagged `solution`; a solution cell without the tag would show its
    answer in all three (Exercise 10.6's did).
    """
    notebook = nbformat.read(BOOK / chapter, as_version=4)
    untagged = [
        i
        for i, cell in enumerate(notebook.cells)
        if cell.cell_type == "code"
        and cell.source.lstrip().startswith("# Solution")
        and "solution" not in tags(cell)
    ]
    assert not untagged, f"{chapter}: solution cells {untagged} lack the tag"
