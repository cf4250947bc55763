"""Shared pytest set-up: a non-interactive plotting backend and `gl` for doctests."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")

import pytest

import gamelib


@pytest.fixture(autouse=True)
def _gamelib_in_doctests(doctest_namespace):
    doctest_namespace["gl"] = gamelib
