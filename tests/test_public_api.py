"""Every public callable of gamelib, fed hostile values, answers or refuses clearly.

The callables are found by introspection: every public module's ``__all__``
(gamelib, gamelib.draw, gamelib.widgets and their modules), each class's
constructor and the public methods it defines. A new function is walked
without anyone adding it here.

Each parameter in turn gets each hostile value of :data:`HOSTILE` while the
other parameters keep a valid value (their default, or an example from the
small table :data:`EXAMPLES`, or one the game instance itself lists). A call
must return, or raise TypeError, ValueError, SearchLimitError or
LoopyGameError (or a subclass) whose message names the parameter. Another
exception type, a crash, more than :data:`CPU_SECONDS` of CPU time or more
than :data:`MEMORY` bytes of memory fails the walk.

The calls run in worker processes (one per core) under a memory limit
(RLIMIT_AS); the parent reads each worker's CPU time from ``/proc`` and
kills a worker whose call has used more than its share, then starts a new
one. CPU time, not wall time, so a loaded machine cannot make a call look
hung.
"""

import importlib
import inspect
import math
import os
import pickle
import pkgutil
import resource
import subprocess
import sys
import time
import traceback
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CPU_SECONDS = 4  # CPU time one call may use
MEMORY = 2 * 2**30  # the address space of a worker (RLIMIT_AS)
BATCH = 200  # calls a worker runs before it is replaced (memory hygiene)

#: Parameters whose names the hostile values do not reach: the reader's own
#: functions (a guess, an options function) are called, not checked; *args
#: and **kwargs have no name to put in a message.
SKIPPED_KINDS = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)


class Liar:
    """An object whose ``==`` says yes to everything and whose hash is constant."""

    def __eq__(self, other):
        return True

    def __hash__(self):
        return 0

    def __repr__(self):
        return "Liar()"


class Unhashable:
    """An object that cannot be hashed and equals nothing."""

    __hash__ = None

    def __eq__(self, other):
        return False

    def __repr__(self):
        return "Unhashable()"


def hostile_values():
    """The hostile values, built afresh in each worker (numpy may be absent)."""
    values = [
        None,
        True,
        2.5,
        math.nan,
        math.inf,
        10**100,
        -1,
        "x",
        b"x",
        [1],
        {1: 2},
        Liar(),
        Unhashable(),
    ]
    try:
        import numpy as np
    except ImportError:
        return values
    return [*values, np.int64(-3), np.float64(2.5)]


HOSTILE_COUNT = len(hostile_values())


# --- finding the public callables -------------------------------------------------


def public_modules():
    """gamelib's public modules, those of its subpackages included."""
    import gamelib

    found = [gamelib]
    packages = ["gamelib", "gamelib.draw"]
    try:
        import ipywidgets  # noqa: F401
    except ImportError:
        pass
    else:
        packages.append("gamelib.widgets")
    for package in packages:
        module = importlib.import_module(package)
        if module not in found:
            found.append(module)
        for info in pkgutil.iter_modules(module.__path__):
            if not info.name.startswith("_"):
                found.append(importlib.import_module(f"{package}.{info.name}"))
    return found


def public_callables():
    """Map a dotted name to ``(owner class or None, callable)``, in a stable order."""
    found = {}
    for module in public_modules():
        for name in getattr(module, "__all__", []):
            obj = getattr(module, name)
            if getattr(obj, "__module__", None) != module.__name__:
                continue  # re-exported: walked where it is defined
            where = f"{module.__name__}.{name}"
            if inspect.isclass(obj):
                if issubclass(obj, BaseException):
                    continue
                found[where] = (None, obj)
                for attr, raw in vars(obj).items():
                    if attr.startswith("_"):
                        continue
                    if inspect.isfunction(raw) or isinstance(
                        raw, (staticmethod, classmethod)
                    ):
                        found[f"{where}.{attr}"] = (obj, attr)
            elif callable(obj):
                found[where] = (None, obj)
    return found


# --- valid values --------------------------------------------------------------------

#: Valid examples by parameter name, for parameters without a default; a
#: function of the callable's qualified name may refine them. Small on
#: purpose: most parameters have defaults, and positions come from the game
#: instance itself (its ``sample_positions``).
EXAMPLES = {
    "n": 5,
    "k": 2,
    "heap": 5,
    "h": 5,
    "count": 3,
    "bound": 6,
    "limit": 20,
    "size": 3,
    "width": 3,
    "height": 3,
    "depth": 2,
    "day": 2,
    "values": [0, 1, 3],
    "heaps": (1, 2, 3),
    "moves": {1, 2},
    "rng": None,  # replaced by random.Random(0) in valid_value()
    "text": "0.07",
    "code": "0.07",
    "position": (1, 2),
    "x": 3,
    "a": 3,
    "b": 5,
    "m": 3,
    "s": 3,
    "t": 3,
    "value": 3,
    "take": 2,
    "max_take": 2,
    "base": 2,
}


def valid_value(name):
    """A valid example for a parameter called `name`, or raise KeyError."""
    import random

    import gamelib as gl

    if name == "rng":
        return random.Random(0)
    if name == "game":
        return gl.Nim()
    if name in ("options_fn", "rule", "guess"):
        return lambda n: [n - 1] if isinstance(n, int) and n > 0 else []
    return EXAMPLES[name]


def instance_position(game):
    """A non-terminal position the game lists itself, or None."""
    try:
        positions = game.sample_positions(6)
    except Exception:
        return None
    if not positions:
        return None
    for position in reversed(list(positions)[:50]):
        try:
            if list(game.options(position)):
                return position
        except Exception:
            continue
    return None


def baseline(target, instance=None):
    """Valid ``(bound_callable, {parameter: value})`` for a walk target, or raise."""
    owner, what = target
    if owner is not None:
        function = getattr(instance, what)
    else:
        function = what
    signature = inspect.signature(function)
    values = {}
    position = None
    from gamelib.core import Game

    if isinstance(instance, Game):
        position = instance_position(instance)
    for parameter in signature.parameters.values():
        if parameter.kind in SKIPPED_KINDS or parameter.default is not parameter.empty:
            continue
        if parameter.name == "position" and position is not None:
            values["position"] = position
        elif parameter.name == "option" and position is not None:
            values["option"] = next(iter(instance.options(position)))
        else:
            values[parameter.name] = valid_value(parameter.name)
    return function, values


def instance_examples():
    """Instances of the classes whose constructor needs more than a name-table value."""
    import networkx as nx

    import gamelib as gl

    def widget(name, *args):
        from gamelib import widgets

        return getattr(widgets, name)(*args)

    rules = gl.OctalGame("0.07")._rules()
    return {
        "CoinTurningGame": lambda: gl.CoinTurningGame(
            lambda x: [(), (x - 1,)] if x > 1 else [()]
        ),
        "EverySG": lambda: gl.EverySG(gl.Nim(), gl.Nim()),
        "GameTree": lambda: gl.GameTree([[3, 12, 8], [2, 4, 6], [14, 5, 2]]),
        "VertexGeography": lambda: gl.VertexGeography(nx.path_graph(4), 1),
        "GreenHackenbush": lambda: gl.GreenHackenbush([(0, 1), (1, 2), (2, 0)]),
        "LabReport": lambda: gl.lab.analyse({1, 3, 4}, shown=12),
        "SJEndRule": lambda: gl.SJEndRule(gl.Sum(gl.SubtractionGame({2}), gl.Nim())),
        "SplitGame": lambda: gl.SplitGame(
            lambda n: [(a, n - 1 - a) for a in range(n)]
        ),
        "NimMove": lambda: gl.nim.NimMove.between((3, 4, 5), (3, 4, 1)),
        "NimSequence": lambda: gl.octal_values.nim_sequence(rules),
        "PlainNimSequence": lambda: gl.octal_values.PlainNimSequence(rules),
        "Periodicity": lambda: gl.periodicity(gl.SubtractionGame({2, 4, 7})),
        "Compound": lambda: gl.Sum(gl.Bash(2), gl.Nim()),
        "Sum": lambda: gl.Sum(gl.Bash(2), gl.Nim()),
        "Friends": lambda: gl.treeflip.Friends(4, [(1, 2, 1), (2, 3, 1), (3, 4, 0)]),
        "Explorer": lambda: widget("BashExplorer"),
        "CoinTurningPlay": lambda: widget("CoinTurningPlay", gl.RulerGame(), "THH"),
    }


def make_instance(cls):
    """An instance of `cls` built from valid examples, or None."""
    try:
        factory = instance_examples().get(cls.__name__)
        if factory is not None:
            return factory()
        function, values = baseline((None, cls))
        return function(**values)
    except Exception:
        return None


def parameters_of(function):
    """The parameters that hostile values are fed to."""
    return [
        p.name
        for p in inspect.signature(function).parameters.values()
        if p.kind not in SKIPPED_KINDS and p.name != "self"
    ]


# --- running one call in a worker ----------------------------------------------------

ALLOWED_NAMES = ("TypeError", "ValueError", "SearchLimitError", "LoopyGameError")


def run_call(name, parameter, index):
    """Run one hostile call; return ``(verdict, detail)``."""
    import gamelib as gl

    targets = _targets()
    owner, what = targets[name]
    instance = None
    if owner is not None:
        instance = _instances().get(owner)
        if instance is None:
            return "no-baseline", f"cannot build an instance of {owner.__name__}"
    try:
        function, values = baseline(targets[name], instance)
    except Exception as error:
        return "no-baseline", f"{type(error).__name__}: {error}"
    hostile = hostile_values()[index]
    values = dict(values)
    values[parameter] = hostile
    allowed = (TypeError, ValueError, gl.SearchLimitError, gl.LoopyGameError)
    try:
        result = function(**values)
        if inspect.isgenerator(result):
            for _, _ in zip(range(1000), result, strict=False):
                pass
    except allowed as error:
        message = str(error)
        if parameter in message:
            return "refused", f"{type(error).__name__}: {message[:200]}"
        return "unnamed", f"{type(error).__name__}: {message[:300]}"
    except Exception as error:
        trace = traceback.format_exception(error)[-3:]
        return "wrong-type", (f"{type(error).__name__}: {str(error)[:300]}\n" + "".join(trace)[-600:])
    return "answered", ""


_CACHE = {}


def _targets():
    if "targets" not in _CACHE:
        _CACHE["targets"] = public_callables()
    return _CACHE["targets"]


def _instances():
    if "instances" not in _CACHE:
        instances = {}
        for owner, _ in _targets().values():
            if owner is not None and owner not in instances:
                instances[owner] = make_instance(owner)
        _CACHE["instances"] = instances
    return _CACHE["instances"]


def serve():
    """The worker: read pickled calls on stdin, write pickled verdicts on stdout."""
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    sys.setrecursionlimit(10_000)
    inbox, outbox = sys.stdin.buffer, sys.stdout.buffer
    sys.stdout = sys.stderr  # a stray print must not corrupt the channel
    while True:
        try:
            call = pickle.load(inbox)
        except EOFError:
            return
        try:
            verdict = run_call(*call)
        except MemoryError:
            verdict = ("memory", "MemoryError")
        except BaseException as error:  # noqa: BLE001 - reported, not hidden
            verdict = ("wrong-type", f"{type(error).__name__}: {error}")
        pickle.dump(verdict, outbox)
        outbox.flush()


# --- the parent: workers under a CPU-time watch ----------------------------------------


def _cpu_seconds(pid):
    """User + system CPU time of process `pid`, from /proc."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


class Worker:
    """A child Python that runs calls; restarted after a crash or a hang."""

    def __init__(self):
        self.process = subprocess.Popen(
            [sys.executable, "-c", "from tests.test_public_api import serve; serve()"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg"},
        )
        self.calls = 0
        self.call = None
        self.started_cpu = 0.0

    def send(self, call):
        self.call = call
        self.calls += 1
        self.started_cpu = _cpu_seconds(self.process.pid)
        pickle.dump(call, self.process.stdin)
        self.process.stdin.flush()

    def stop(self):
        self.process.kill()
        self.process.wait()


def walk(calls, workers=2):
    """Run `calls` in `workers` worker processes; return {call: (verdict, detail)}."""
    import selectors

    results = {}
    pending = list(reversed(calls))
    pool = [Worker() for _ in range(min(workers, len(calls)))]
    selector = selectors.DefaultSelector()
    for worker in pool:
        selector.register(worker.process.stdout, selectors.EVENT_READ, worker)
        worker.send(pending.pop())

    def replace(worker):
        selector.unregister(worker.process.stdout)
        worker.stop()
        fresh = Worker()
        selector.register(fresh.process.stdout, selectors.EVENT_READ, fresh)
        pool[pool.index(worker)] = fresh
        return fresh

    busy = len(pool)
    while busy:
        for key, _ in selector.select(timeout=0.2):
            worker = key.data
            try:
                results[worker.call] = pickle.load(worker.process.stdout)
            except EOFError:
                code = worker.process.wait()
                results[worker.call] = ("crash", f"worker died with code {code}")
            if worker.process.poll() is not None or worker.calls >= BATCH:
                worker = replace(worker)
            if pending:
                worker.send(pending.pop())
            else:
                busy -= 1
                worker.call = None
        for worker in list(pool):
            if worker.call is None or worker.process.poll() is not None:
                continue
            used = _cpu_seconds(worker.process.pid) - worker.started_cpu
            if used > CPU_SECONDS:
                results[worker.call] = ("hang", f"more than {CPU_SECONDS} s of CPU")
                worker = replace(worker)
                if pending:
                    worker.send(pending.pop())
                else:
                    busy -= 1
    for worker in pool:
        worker.stop()
    return results


def all_calls():
    """Every (callable, parameter, hostile value) triple of the walk."""
    calls = []
    instances = _instances()
    for name, (owner, what) in _targets().items():
        if owner is not None:
            instance = instances.get(owner)
            function = getattr(instance, what) if instance is not None else None
            if function is None:
                calls.append((name, "", 0))  # reported as no-baseline
                continue
        else:
            function = what
        try:
            names = parameters_of(function)
        except (TypeError, ValueError):
            continue
        for parameter in names:
            calls.extend((name, parameter, i) for i in range(HOSTILE_COUNT))
    return calls


#: Failures known to be *cost* problems (huge arguments), fixed in other
#: branches; the walk reports them but does not fail on them here.
KNOWN_COST = set()

BAD = ("wrong-type", "unnamed", "crash", "hang", "memory", "no-baseline")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_every_public_callable_answers_or_refuses_clearly():
    calls = all_calls()
    started = time.process_time()
    results = walk(calls)
    assert len(results) == len(calls)
    # Not vacuous: the walk reaches hundreds of callables and most calls run.
    assert len({name for name, _, _ in calls}) > 300
    answered = sum(v == "answered" for v, _ in results.values())
    refused = sum(v == "refused" for v, _ in results.values())
    assert refused > 1000 and answered > 100, (answered, refused)
    failures = {
        call: result
        for call, result in results.items()
        if result[0] in BAD and (call[0], call[1]) not in KNOWN_COST
    }
    hostile = hostile_values()
    report = "\n".join(
        f"{name}({parameter}={hostile[index]!r}): {verdict}: {detail}"
        for (name, parameter, index), (verdict, detail) in sorted(failures.items())
    )
    assert not failures, f"{len(failures)} bad calls:\n{report}"
    assert time.process_time() - started >= 0


if __name__ == "__main__":  # a report by hand: python -m tests.test_public_api
    calls = all_calls()
    results = walk(calls)
    hostile = hostile_values()
    counts = {}
    for (name, parameter, index), (verdict, detail) in sorted(results.items()):
        counts[verdict] = counts.get(verdict, 0) + 1
        if verdict in BAD:
            print(f"{verdict}\t{name}({parameter}={hostile[index]!r})\t{detail!r}")
    print(counts, file=sys.stderr)
