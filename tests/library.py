"""gamelib's modules, found by walking its packages, for tests that check each one."""

import importlib
import pkgutil

import gamelib


def module_names(widgets=True):
    """The dotted names of gamelib's public modules and packages, subpackages included.

    ``widgets=False`` leaves out ``gamelib.widgets`` (it needs ipywidgets).
    """
    names = ["gamelib"]
    for info in pkgutil.walk_packages(gamelib.__path__, "gamelib."):
        parts = info.name.split(".")
        if any(part.startswith("_") for part in parts):
            continue
        if not widgets and parts[1] == "widgets":
            continue
        names.append(info.name)
    return names


def public_modules(widgets=True):
    """gamelib's public modules, imported."""
    return [importlib.import_module(name) for name in module_names(widgets)]
