"""gamelib without numpy gives the same values as with it.

The in-browser Python of the course site has no numpy, so gamelib has a
pure-Python path for everything numpy speeds up (gamelib/utils/numeric.py). Here
both paths run in one process: a test sets ``gamelib.utils.numeric._numpy`` to
None (what a failed ``import numpy`` leaves) and compares, value by value,
with the numpy path. The whole suite also runs once more in a process where
numpy cannot be imported at all (``make test``; tests/without_numpy.py).
"""

import random

import pytest

import gamelib as gl
from gamelib.heapgames.octal_values import (
    NimSequence,
    PlainNimSequence,
    nim_sequence,
    prove_period,
)
from gamelib.heapgames.wythoff import sg_table
from gamelib.theory.sequences import arithmetic_periodicity
from gamelib.utils import numeric as _numeric
from tests.conftest import needs

SUBTRACTION_SETS = [{1, 2}, {1, 3, 4}, {2, 5, 7}, {3, 7, 11, 20}, {1, 4, 9, 16}]
OCTAL_CODES = ["0.77", "0.07", "0.137", "4.7", "0.7777", "0.156", "0.51", "0.6"]


def _random_codes(count, seed=14):
    rng = random.Random(seed)
    return [
        "0." + "".join(str(rng.randrange(8)) for _ in range(rng.randint(1, 4)))
        for _ in range(count)
    ]


def games():
    """Fresh games of every kind whose sequence has a numpy path."""
    made = [gl.SubtractionGame(moves) for moves in SUBTRACTION_SETS]
    made += [gl.OctalGame(code) for code in OCTAL_CODES + _random_codes(12)]
    made += [gl.GrundyGame(), gl.LaskerNim(), gl.Nim(), gl.Bash(3)]
    return made


@pytest.fixture
def without_numpy(monkeypatch):
    """gamelib as it runs where ``import numpy`` fails."""
    monkeypatch.setattr(_numeric, "_numpy", None)


def plain_sequences(count):
    return [gl.sg_sequence(game, count) for game in games()]


def test_the_pure_path_is_pure(without_numpy):
    for values in plain_sequences(50):
        assert type(values) is _numeric.IntArray
        assert all(type(v) is int for v in values)
    assert type(nim_sequence(gl.OctalGame("0.77")._rules())) is PlainNimSequence
    assert type(sg_table(5)) is _numeric.IntArray


def test_sequences_are_the_same_with_and_without_numpy(monkeypatch):
    needs("numpy")
    fast = [gl.sg_sequence(game, 600).tolist() for game in games()]
    monkeypatch.setattr(_numeric, "_numpy", None)
    plain = [values.tolist() for values in plain_sequences(600)]
    assert len(plain) == len(fast)
    for game, p, f in zip(games(), plain, fast, strict=True):
        assert p == f, game


def test_long_periodic_sequence_repeats_its_cycle_the_same_way(monkeypatch):
    needs("numpy")
    game = gl.SubtractionGame({3, 7, 11, 20})
    fast = gl.sg_sequence(game, 20_000).tolist()
    monkeypatch.setattr(_numeric, "_numpy", None)
    assert gl.sg_sequence(gl.SubtractionGame({3, 7, 11, 20}), 20_000).tolist() == fast


def test_sparse_space_and_plain_recurrence_agree_on_every_heap():
    needs("numpy")
    for code in ["0.77", "0.07", "4.7", *_random_codes(8, seed=3)]:
        rules = gl.OctalGame(code)._rules()
        fast = NimSequence(rules).extend(700).tolist()
        assert PlainNimSequence(rules).extend(700).tolist() == fast, code


def _mex_by_definition(rules, count):
    """G(0..count-1) from the rules, every option listed: the reference."""
    values = []
    for n in range(count):
        options = set()
        for take, whole, one, two, unequal in rules:
            m = n - take
            if m == 0 and whole:
                options.add(0)
            if m > 0 and one:
                options.add(values[m])
            if m > 0 and two:
                options |= {
                    values[a] ^ values[m - a]
                    for a in range(1, m // 2 + 1)
                    if not (unequal and 2 * a == m)
                }
        values.append(min(set(range(len(options) + 1)) - options))
    return values


def test_the_plain_recurrence_is_the_definition_below_and_above_256():
    """Values below 256 take the bytes path; the first value of 256 leaves it."""
    for code in ["0.156", "0.356", "4.7", "0.6"]:
        rules = gl.OctalGame(code)._rules()
        assert PlainNimSequence(rules).extend(400).tolist() == _mex_by_definition(
            rules, 400
        ), code
    # take 1 to 299 (G(n) = n reaches 256) or take 1 and split (unequal heaps)
    MoveRule = type(gl.OctalGame("0.7")._rules()[0])
    rules = [MoveRule(k, True, True, k == 1, True) for k in range(1, 300)]
    values = PlainNimSequence(rules).extend(600).tolist()
    assert max(values) >= 256
    assert values == _mex_by_definition(rules, 600)


def test_periods_proved_the_same_with_and_without_numpy(monkeypatch):
    needs("numpy")
    codes = ["0.77", "0.07", "0.137", "4.7", "0.51"]
    fast = [gl.periodicity(gl.OctalGame(code)) for code in codes]
    values = gl.sg_sequence(gl.OctalGame("0.77"), 400)
    proofs = [prove_period(values[:n], 2) for n in range(100, 400, 7)]
    monkeypatch.setattr(_numeric, "_numpy", None)
    assert [gl.periodicity(gl.OctalGame(code)) for code in codes] == fast
    plain = values.tolist()
    assert [prove_period(plain[:n], 2) for n in range(100, 400, 7)] == proofs
    assert proofs[-1] == (71, 12)  # Kayles


def test_arithmetic_periodicity_the_same_with_and_without_numpy(monkeypatch):
    needs("numpy")
    rng = random.Random(7)
    runs = [gl.sg_sequence(game, 80).tolist() for game in games()]
    runs += [[rng.randrange(4) for _ in range(rng.randint(0, 30))] for _ in range(200)]
    runs += [[0, 5, 1, 2, 1, 2, 1, 2, 1, 2], [3 * i + i % 2 for i in range(40)]]
    fast = [arithmetic_periodicity(run) for run in runs]
    monkeypatch.setattr(_numeric, "_numpy", None)
    assert [arithmetic_periodicity(run) for run in runs] == fast
    assert any(found is not None and found.saltus for found in fast)


def test_wythoff_table_the_same_with_and_without_numpy(monkeypatch):
    needs("numpy")
    fast = sg_table(40, 55)
    monkeypatch.setattr(_numeric, "_numpy", None)
    plain = sg_table(40, 55)
    assert plain.tolist() == fast.tolist()
    assert plain.shape == fast.shape == (40, 55)
    assert plain[3:9, 2:20].tolist() == fast[3:9, 2:20].tolist()
    assert plain.max() == fast.max() and plain[7, 30] == fast[7, 30]


def test_gamelib_imports_where_numpy_and_matplotlib_cannot(tmp_path):
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    script = (
        "import sys\n"
        "sys.modules['numpy'] = None\n"
        "sys.modules['matplotlib'] = None\n"
        "import gamelib, gamelib.widgets, gamelib.draw\n"
        "print(gamelib.sg_sequence(gamelib.OctalGame('0.77'), 12).tolist())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    kayles = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]  # OEIS A002186
    assert done.stdout.strip() == str(kayles)


def test_the_array_methods_the_chapters_use_agree_with_numpy(monkeypatch):
    """What the chapters do with gamelib's arrays (found by running each chapter
    without numpy): ``.T``, ``reshape``, comparisons with ``.all()``, and the
    numpy stand-in's ``diagonal``, ``diff`` and ``float32``, against numpy."""
    np = needs("numpy")
    fast = sg_table(9, 7)
    kayles = gl.sg_sequence(gl.OctalGame("0.137"), 120)
    monkeypatch.setattr(_numeric, "_numpy", None)
    plain = sg_table(9, 7)
    stand_in = _numeric.numpy_or_stand_in()
    assert plain.T.tolist() == fast.T.tolist()
    pure = gl.sg_sequence(gl.OctalGame("0.137"), 120)
    assert pure.reshape(10, 12).tolist() == kayles.reshape(10, 12).tolist()
    assert pure.reshape(-1, 8).tolist() == kayles.reshape(-1, 8).tolist()
    for got, want in ((pure > 0, kayles > 0), (pure == 1, kayles == 1)):
        assert got.tolist() == want.tolist()
        assert (got.all(), got.any()) == (want.all(), want.any())
    assert (plain[2] == plain[2]).all() and not (plain[2] == plain[3]).all()
    assert (plain[1:3] >= 0).all()
    for d in range(-8, 7):
        assert stand_in.diagonal(plain, d).tolist() == np.diagonal(fast, d).tolist()
    pairs = gl.heapgames.wythoff.cold_positions(50)
    assert (
        stand_in.diff(stand_in.array(pairs, dtype=stand_in.int64), axis=0).tolist()
        == np.diff(np.array(pairs, dtype=np.int64), axis=0).tolist()
    )
    assert stand_in.arange(3, 9).tolist() == np.arange(3, 9).tolist()
    for k in (1, 2, 1000, 4181, 10**6 + 3, 2**24 + 1):
        pure32 = int(stand_in.float32(k) * stand_in.float32(5**0.5 + 1) / 2)
        numpy32 = int(np.float32(k) * np.float32(5**0.5 + 1) / np.float32(2))
        assert pure32 == numpy32, k
    try:
        _ = stand_in.linalg
    except _numeric.NumpyMissing as error:
        assert "run the chapter in JupyterLab" in str(error)
    else:
        raise AssertionError("the stand-in answered numpy.linalg")


def test_the_jupyterlab_only_cells_are_few_named_and_print_their_note():
    """The documented list (notebooks/_ext/lite.py): each entry names a code
    cell of its chapter, and its live copy prints the one-line note."""
    import contextlib
    import io
    import sys
    from pathlib import Path

    import nbformat

    book = Path(__file__).resolve().parents[1] / "notebooks"
    sys.path.insert(0, str(book / "_ext"))
    import lite

    assert 0 < len(lite.JUPYTERLAB_ONLY) <= 8
    for (chapter, cell_id), (needs_what, why) in lite.JUPYTERLAB_ONLY.items():
        notebook = nbformat.read(book / f"{chapter}.ipynb", as_version=4)
        cells = {c.get("id"): c for c in notebook.cells if c.cell_type == "code"}
        assert cell_id in cells, (
            f"{chapter} has no code cell {cell_id}: update the list"
        )
        uses = {"numpy": "np.", "matplotlib": "plt."}[needs_what]
        assert uses in cells[cell_id].source, (chapter, cell_id)
        live = lite.live_copy(notebook, chapter)
        source = next(c.source for c in live.cells if c.get("id") == cell_id)
        namespace = {}
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            exec(source, namespace)  # nothing but the note runs
        assert printed.getvalue().strip() == lite.NOTES[needs_what], why
