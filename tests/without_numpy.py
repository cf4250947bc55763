"""A pytest plugin: with WM_WITHOUT_NUMPY=1, importing numpy or matplotlib fails.

The course site runs the chapters live in the browser (Pyodide), where
neither numpy nor matplotlib exists. ``make test`` therefore runs the gamelib
tests and the widget tests a second time in such a process:

    WM_WITHOUT_NUMPY=1 python -m pytest -p tests.without_numpy gamelib tests/...

The plugin is loaded before any other (``-p``), and installs a finder at the
front of ``sys.meta_path`` that raises ModuleNotFoundError for numpy and matplotlib
(and their submodules), as the browser's Python would. A test that needs
numpy or matplotlib by nature asks for it with :func:`tests.conftest.needs`
and is skipped, with that reason, in this pass only.
"""

import os
import sys

BLOCKED = ("numpy", "matplotlib")
ACTIVE = os.environ.get("WM_WITHOUT_NUMPY") == "1"


class _Blocker:
    """A meta path finder that refuses numpy and matplotlib."""

    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in BLOCKED:
            raise ModuleNotFoundError(
                f"No module named {name!r} (blocked: WM_WITHOUT_NUMPY=1 stands for "
                "the in-browser Python, which has no numpy or matplotlib)",
                name=name,
            )
        return None


if ACTIVE:
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    if loaded:
        raise RuntimeError(
            f"{loaded} were imported before the plugin: load it first with "
            "-p tests.without_numpy"
        )
    sys.meta_path.insert(0, _Blocker())


def pytest_report_header(config):
    if ACTIVE:
        return "WM_WITHOUT_NUMPY=1: importing numpy and matplotlib fails in this run"
    return None
