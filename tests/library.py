"""gamelib's modules, found by walking its packages, for tests that check each one;
and a forked child under limits, for the tests that judge a call by CPU time."""

import importlib
import os
import pickle
import pkgutil
import resource

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


def run_in_fork(work, cpu_seconds, memory_bytes):
    """``work()`` (a string) computed in a forked child with RLIMIT_CPU and
    RLIMIT_AS set, so a hang or a memory blow-up ends the child, not the test:
    the child's string (300 characters at most), or ``"FAILED: the child
    died ..."`` when it ended without one."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child
        os.close(read)
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds))
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
        try:
            text = work()
        except BaseException as error:  # pragma: no cover - e.g. in str(error)
            text = f"FAILED: {type(error).__name__} describing the error"
        os.write(write, pickle.dumps(text[:300]))
        os._exit(0)
    os.close(write)
    data = b""
    while chunk := os.read(read, 1 << 16):
        data += chunk
    os.close(read)
    _, status = os.waitpid(child, 0)
    if not data:
        return f"FAILED: the child died ({status}), past {cpu_seconds} s of CPU?"
    return pickle.loads(data)
