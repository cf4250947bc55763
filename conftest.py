"""Shared pytest set-up: a non-interactive plotting backend and `gl` for doctests."""

import matplotlib
import pytest

import gamelib

# Only for this process: notebook kernels started by nbval keep their inline
# backend (an MPLBACKEND variable would be inherited and hide every figure).
matplotlib.use("Agg")


@pytest.fixture(autouse=True)
def _gamelib_in_doctests(doctest_namespace):
    doctest_namespace["gl"] = gamelib
