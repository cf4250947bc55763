"""Fixtures for reading the reference data that ships in notebooks/data."""

import importlib
import os
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[1] / "notebooks" / "data"


def oeis(a_number):
    """Terms of an OEIS sequence as a list of ints (first term = a(offset))."""
    return [int(t) for t in (DATA / "oeis" / f"{a_number}.txt").read_text().split()]


def judge_samples(problem):
    """Pairs (input text, expected output text) of a judge problem's samples."""
    folder = DATA / "judge" / problem
    pairs = [
        (p.read_text(), p.with_suffix(".out").read_text())
        for p in sorted(folder.glob("*.in"))
    ]
    if not pairs:
        raise FileNotFoundError(f"no samples for {problem} in {folder}")
    return pairs


def same_output(got, expected):
    """Compare judge outputs line by line, ignoring trailing white space."""
    return [line.rstrip() for line in got.rstrip().splitlines()] == [
        line.rstrip() for line in expected.rstrip().splitlines()
    ]


@pytest.fixture
def data_dir():
    return DATA


def needs(module):
    """Import `module`, which the calling test needs by nature, or skip the test.

    Only the pass without numpy and matplotlib (``WM_WITHOUT_NUMPY=1``, see
    tests/without_numpy.py) skips: anywhere else a missing module is an error.
    """
    if os.environ.get("WM_WITHOUT_NUMPY") == "1":
        return pytest.importorskip(
            module,
            reason=f"needs {module}, which the in-browser Python (this pass) lacks",
        )
    return importlib.import_module(module)
