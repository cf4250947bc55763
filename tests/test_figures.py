"""The static figures (`make figures`): drawn from gamelib, byte-stable."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import needs

matplotlib = needs("matplotlib")  # the whole module draws

ROOT = Path(__file__).resolve().parents[1]
FIGURES = ROOT / "figures"
SCRIPT = FIGURES / "make_figures.py"


def draw(folder, hash_seed):
    """Run the figure script in a fresh process with the given hash seed."""
    env = dict(os.environ, PYTHONHASHSEED=str(hash_seed))
    subprocess.run(
        [sys.executable, str(SCRIPT), "--out", str(folder)],
        env=env,
        check=True,
        capture_output=True,
    )
    return {p.name: p.read_bytes() for p in sorted(Path(folder).glob("*.svg"))}


@pytest.fixture(scope="module")
def drawn(tmp_path_factory):
    first = draw(tmp_path_factory.mktemp("first"), 1)
    second = draw(tmp_path_factory.mktemp("second"), 2)
    return first, second


def test_figures_are_byte_stable_from_run_to_run(drawn):
    first, second = drawn
    assert len(first) >= 4
    differ = sorted(name for name in first if first[name] != second.get(name))
    assert differ == [], f"figures that change from run to run: {differ}"
    for name, svg in first.items():
        assert b"<dc:date>" not in svg, f"{name} has a date in its metadata"


def test_every_figure_is_committed_and_up_to_date(drawn):
    first, _ = drawn
    committed = {p.name: p.read_bytes() for p in FIGURES.glob("*.svg")}
    assert sorted(committed) == sorted(first), "run `make figures`"
    made_by = re.compile(rb"Matplotlib v([\d.]+)")
    for name, svg in committed.items():
        version = made_by.search(svg)
        if version is None or version.group(1).decode() != matplotlib.__version__:
            continue  # another matplotlib writes other bytes for the same picture
        assert svg == first[name], f"{name} is out of date: run `make figures`"


def test_the_landing_page_shows_the_figures():
    landing = (ROOT / "notebooks" / "index.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"\.\./figures/([\w-]+\.svg)", landing))
    assert shown and shown <= {p.name for p in FIGURES.glob("*.svg")}
