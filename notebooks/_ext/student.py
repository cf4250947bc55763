"""Write student copies of the chapters: `make student`.

    python notebooks/_ext/student.py --out build/student

Every chapter (notebooks/NN-name.ipynb) is copied with the cells tagged
``solution`` emptied: no source, no outputs. Everything else stays as it is,
stored outputs included, except the saved widget state, which keeps only the
widgets that a remaining output shows (a solution's widget could give its
answer away). The reference data in notebooks/data is copied too, so the
copies run as they are. The copies are for handing out, never committed.
"""

import argparse
import json
import re
import shutil
import sys
from pathlib import Path

import nbformat

__all__ = [
    "CHAPTER",
    "looks_like_solution",
    "main",
    "student_copy",
    "without_solutions",
    "write_student_copies",
]

BOOK = Path(__file__).resolve().parents[1]
CHAPTER = re.compile(r"^\d\d-[a-z0-9-]+\.ipynb$")
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
MODEL_REF = re.compile(r"IPY_MODEL_([0-9a-f]+)")


def is_solution(cell):
    return "solution" in cell.get("metadata", {}).get("tags", [])


def _shown_models(cells):
    """Model ids of the widget views in the outputs of `cells`."""
    return {
        output["data"][WIDGET_VIEW]["model_id"]
        for cell in cells
        for output in cell.get("outputs", [])
        if WIDGET_VIEW in output.get("data", {})
    }


def _prune_widget_state(notebook):
    """Keep only the widget models that a kept output needs."""
    bundle = notebook.metadata.get("widgets", {}).get(WIDGET_STATE)
    if not bundle or "state" not in bundle:
        return
    state = bundle["state"]
    wanted, todo = set(), list(_shown_models(notebook.cells))
    while todo:  # follow IPY_MODEL_ references, without recursion
        model = todo.pop()
        if model in wanted or model not in state:
            continue
        wanted.add(model)
        todo.extend(MODEL_REF.findall(json.dumps(state[model])))
    bundle["state"] = {k: v for k, v in state.items() if k in wanted}
    if not bundle["state"]:
        del notebook.metadata["widgets"]


def student_copy(notebook):
    """Return a copy of `notebook` with every solution cell emptied."""
    copy = nbformat.from_dict(json.loads(json.dumps(notebook)))
    for cell in copy.cells:
        if is_solution(cell):
            cell.source = ""
            if cell.cell_type == "code":
                cell.outputs = []
                cell.execution_count = None
    _prune_widget_state(copy)
    return copy


def looks_like_solution(cell):
    """A solution cell, tagged or not: its code starts with ``# Solution``."""
    return is_solution(cell) or (
        cell.cell_type == "code" and cell.source.lstrip().startswith("# Solution")
    )


def without_solutions(notebook):
    """Return a copy of `notebook` with every solution cell removed.

    For the teacher's site (teacher.py): no empty cell is left where a
    solution was, and the saved widget state keeps only the widgets of the
    remaining outputs. A code cell that starts with ``# Solution`` goes too,
    even if its tag was forgotten.
    """
    copy = nbformat.from_dict(json.loads(json.dumps(notebook)))
    copy.cells = [cell for cell in copy.cells if not looks_like_solution(cell)]
    _prune_widget_state(copy)
    return copy


def write_student_copies(out, book=BOOK):
    """Write the student copy of every chapter of `book` into `out`."""
    out, book = Path(out), Path(book)
    if out.resolve() == book.resolve():
        raise ValueError(f"refusing to overwrite the chapters in {book}")
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    written = []
    for path in sorted(p for p in book.glob("*.ipynb") if CHAPTER.match(p.name)):
        notebook = nbformat.read(path, as_version=4)
        nbformat.write(student_copy(notebook), out / path.name)
        written.append(out / path.name)
    if (book / "data").is_dir():
        shutil.copytree(book / "data", out / "data")
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=BOOK.parent / "build" / "student")
    args = parser.parse_args(argv)
    written = write_student_copies(args.out)
    emptied = sum(
        is_solution(cell)
        for path in written
        for cell in nbformat.read(BOOK / path.name, as_version=4).cells
    )
    print(
        f"wrote {len(written)} chapters with {emptied} solution cells emptied "
        f"to {Path(args.out).resolve()}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
