"""Shared pytest set-up: a non-interactive plotting backend and `gl` for doctests."""

import pytest

import gamelib

try:
    import matplotlib
except ImportError:  # the pass without numpy and matplotlib (tests/without_numpy.py)
    matplotlib = None
else:
    # Only for this process: notebook kernels started by nbval keep their inline
    # backend (an MPLBACKEND variable would be inherited and hide every figure).
    matplotlib.use("Agg")


# The Python of the live site's Web Worker: it imports the worker's own module
# (wm_page), so it runs only in the browser (tests/browser/test_live.py).
# nbgrader's side of the grader subclasses nbgrader's preprocessors: nbgrader is
# installed for the round trip only (build/nbgrader), which tests it
# (tests/test_teachers.py).
# The contest solutions are programs that read stdin on start: they run as
# programs in tests/test_contest_solutions.py, never imported.
collect_ignore = ["notebooks/_ext/live_kernel.py", "notebooks/_ext/grader_nbgrader.py"]
collect_ignore_glob = ["notebooks/solutions/*"]


@pytest.fixture(autouse=True)
def _gamelib_in_doctests(doctest_namespace):
    doctest_namespace["gl"] = gamelib
