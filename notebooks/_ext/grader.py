"""Grading a sheet's function where the student's code cannot reach it.

A sheet's autograded exercise (`sheet.AUTOGRADED`) asks for a function. This
module marks it without trusting anything the student's notebook did:

1. The expected answers are computed by the caller, in its own process, with
   the grader's gamelib (`sheet.grading_job`), before the student's code runs
   here.
2. The student's function is taken from the *source* of the answer cell, as
   submitted (never from a kernel), and `run_isolated` runs that source alone
   in a fresh Python: ``python -I -S -B`` (no site-packages, no environment
   variables, no current folder on the path), an empty working folder, a clean
   environment, and resource limits set before the first line of the cell runs
   (CPU seconds, memory, the size of anything written), with a wall-clock
   timeout as a backstop. Nothing from the notebook's other cells exists
   there: only the cell's own source and plain data.
3. The child's first statements install an audit hook (PEP 578; it cannot be
   removed once added) that refuses importing ``gamelib`` (or ``ctypes``),
   opening any file but the standard library's for reading (so gamelib's
   source is out of reach too), starting processes, threads or sockets,
   changing the limits, and the introspection that could reach the hook
   (``gc``, frames, tracers).
4. The child writes its answers as JSON to a file of its own (its prints go
   elsewhere); the grader reads at most `ANSWER_BYTES` of it with
   `json.loads` and compares plain data by exact type and value (`same`): no
   object of the student's reaches the comparison.

A refused import, an exception, ``os._exit``, too much output, an endless loop
(the CPU limit) or a wait (the wall clock) each fail the exercise, with a
message that says which.

>>> job = Job(source="def double(n):\\n    return 2 * n", function="double",
...           inputs=[[1], [2]])
>>> grade(job, [2, 4])
Verdict(right=True, message='right: double gave the expected answer on all 2 inputs')
>>> grade(job, [2, True]).message
'wrong answer: double(2) returned 4, the expected answer is True'
"""

import json
import operator
import os
import signal
import subprocess
import sys
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

__all__ = [
    "CPU_SECONDS",
    "GAMELIB",
    "Job",
    "Verdict",
    "compare",
    "grade",
    "run_isolated",
    "same",
    "to_plain",
]

CPU_SECONDS = 10
MEMORY_BYTES = 1 << 30
OUTPUT_BYTES = 1 << 16  # what the code may print
ANSWER_BYTES = 1 << 24  # the answers (a move is a position: they can be long)
GAMELIB = str(Path(__file__).resolve().parents[2] / "gamelib")
FRESH_PYTHON = (
    "graded in a fresh Python with the standard library only "
    "(no gamelib, no names from other cells)"
)

# The child. Its first statements set the limits and add the audit hook; only
# then is the job read and the answer cell's source executed. The hook keeps
# no state the cell could change: its data are strings and tuples bound in a
# function that is deleted before the cell runs.
CHILD = r"""
import resource, sys


def _arm(gamelib, cpu, memory, output):
    import os
    for limit, value in ((resource.RLIMIT_CPU, (cpu, cpu + 1)),
                         (resource.RLIMIT_AS, (memory, memory)),
                         (resource.RLIMIT_FSIZE, (output, output))):
        resource.setrlimit(limit, value)
    gamelib = os.path.normpath(gamelib)
    readable = tuple(os.path.normpath(p) + os.sep for p in sys.path
                     if os.path.isabs(p))
    cwd = os.getcwd()
    writing = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC
    modules = ("gamelib", "ctypes", "_ctypes", "_posixsubprocess", "_xxsubinterpreters")
    events = ("os.", "subprocess.", "socket.", "ctypes.", "shutil.", "gc.",
              "resource.", "signal.", "pty.", "_thread.", "mmap.", "fcntl.",
              "sqlite3.", "webbrowser.", "urllib.", "http.", "ftplib.",
              "smtplib.", "imaplib.", "poplib.", "nntplib.", "telnetlib.",
              "sys.settrace", "sys.setprofile", "cpython.run_")
    fresh = ("it is graded in a fresh Python with the standard library only "
             "(no gamelib, no names from other cells)")

    def hook(event, args):
        if event == "import":
            top = str(args[0]).partition(".")[0]
            if top in modules:
                what = "gamelib" if top == "gamelib" else top
                raise PermissionError(f"your code imported {what}, which this "
                                      f"exercise refuses: {fresh}")
        elif event == "open":
            path, mode, flags = args
            if isinstance(path, bytes):
                path = os.fsdecode(path)
            if not isinstance(path, str):
                raise PermissionError(f"your code opened a file descriptor: {fresh}")
            full = os.path.normpath(os.path.join(cwd, path))
            if full == gamelib or full.startswith(gamelib + os.sep):
                raise PermissionError("your code opened gamelib's source, which "
                                      f"this exercise refuses: {fresh}")
            if (isinstance(mode, str) and set(mode) & set("wax+")) or (
                    isinstance(flags, int) and flags & writing) or not (
                    full.startswith(readable)):
                raise PermissionError(f"your code opened {path!r}, which the "
                                      f"grader refuses: {fresh}, and no files")
        elif event in ("os.listdir", "os.scandir") and isinstance(args[0], str) and (
                os.path.normpath(os.path.join(cwd, args[0])) + os.sep).startswith(
                readable):
            return  # the import system lists the standard library's folders
        elif event.startswith(events) or (
                event == "object.__setattr__" and args[1] == "__code__"):
            raise PermissionError(f"your code used {event}, which the grader "
                                  f"refuses: {fresh}")

    sys.addaudithook(hook)


_arm(sys.argv[1], *map(int, sys.argv[2:5]))
del _arm


def _plain(value, depth=0):
    # exact types only: no method of the student's objects is called
    kind = type(value)
    if value is None or kind is bool or kind is int or kind is str:
        return value
    if depth > 50:
        raise TypeError("your function returned data nested too deeply")
    if kind is list:
        return [_plain(v, depth + 1) for v in value]
    if kind is tuple:
        return {"t": [_plain(v, depth + 1) for v in value]}
    if kind is frozenset:
        import json
        parts = [_plain(v, depth + 1) for v in value]
        return {"f": sorted(parts, key=lambda v: json.dumps(v, sort_keys=True))}
    raise TypeError(f"your function returned a {kind.__name__} object, which is not "
                    "plain data (a bool, an int, None, a str, or a tuple, list or "
                    "frozenset of them)")


def _unplain(value):
    if type(value) is list:
        return [_unplain(v) for v in value]
    if type(value) is dict:
        (tag, parts), = value.items()
        parts = [_unplain(v) for v in parts]
        return tuple(parts) if tag == "t" else frozenset(parts)
    return value


def _run(result_fd):
    import json, os
    job = json.loads(sys.stdin.read())
    namespace = {"__name__": "__answer__", **job["data"]}
    try:
        exec(compile(job["source"], "<your answer cell>", "exec"), namespace)
        if job["value"]:  # a value the cell sets: names, or a tuple of names
            names = job["function"].strip("()").replace(" ", "").split(",")
            missing = [name for name in names if name not in namespace]
            if missing:
                raise NameError(f"your answer cell does not set {missing[0]}")
            found = [namespace[name] for name in names]
            answer = found[0] if len(found) == 1 else tuple(found)
            answers = [_plain(answer) for _ in job["inputs"]]
        else:
            function = namespace.get(job["function"])
            if not callable(function):
                name = job["function"]
                raise NameError(f"your answer cell defines no function {name}")
            answers = [_plain(function(*_unplain(args))) for args in job["inputs"]]
        report = json.dumps({"answers": answers})
    except MemoryError:
        report = json.dumps({"error": "your code ran out of memory"})
    except BaseException as error:
        try:
            text = f"{type(error).__name__}: {error}"
        except BaseException:
            text = type(error).__name__
        report = json.dumps({"error": text[:2000]})
    os.write(result_fd, report.encode())
    os._exit(0)


_run(int(sys.argv[5]))
"""


@dataclass(frozen=True)
class Job:
    """What to run in the fresh Python: a cell's source and the calls to make.

    Parameters
    ----------
    source : str
        The answer cell's source, as submitted.
    function : str
        The name of the function the cell must define.
    inputs : list of list
        The argument lists of the calls, as plain data (`to_plain`: a tuple
        is ``{"t": [...]}``, a frozenset ``{"f": [...]}``; the child turns
        them back into tuples and frozensets before the call).
    one_of : bool
        Whether each expected answer is a list of the acceptable answers (a
        winning move: any of them), rather than the one answer.
    value : bool
        Whether `function` names values the cell sets (``"my_count"``, or
        ``"(my_period, my_preperiod)"``) rather than a function to call; the
        inputs are then one empty list.
    data : dict
        Plain data (JSON) the cell may use by name, from the exercise's setup.
    """

    source: str
    function: str
    inputs: list
    one_of: bool = False
    value: bool = False
    data: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Verdict:
    """Whether an exercise is right, and the message that says why."""

    right: bool
    message: str


def same(answer, expected):
    """Whether two JSON values are equal with the same types, all the way down.

    ``True`` is not ``1``, ``1`` is not ``1.0``, ``None`` is not ``[]``.

    >>> same([1, [True, None]], [1, [True, None]]), same(True, 1), same(1, 1.0)
    (True, False, False)
    """
    if type(answer) is not type(expected):
        return False
    if type(expected) is list:
        return len(answer) == len(expected) and all(map(same, answer, expected))
    if type(expected) is dict:
        return answer.keys() == expected.keys() and all(
            same(answer[key], expected[key]) for key in expected
        )
    return answer == expected


def to_plain(value, depth=0):
    """`value` (the grader's own data: gamelib's positions) as JSON-ready data,
    in the form the child gives the student's answers: a tuple (or a subclass
    such as gamelib's positions) is ``{"t": [...]}``, a frozenset ``{"f":
    [...]}`` with its parts in a fixed order, an integer an int.

    >>> to_plain((3, frozenset({2, 1}), [True, None]))
    {'t': [3, {'f': [1, 2]}, [True, None]]}
    """
    if value is None or isinstance(value, (bool, str)):
        return value
    if depth > 50:
        raise ValueError("to_plain: the value is nested more than 50 deep")
    if isinstance(value, tuple):
        return {"t": [to_plain(v, depth + 1) for v in value]}
    if isinstance(value, frozenset):
        parts = [to_plain(v, depth + 1) for v in value]
        return {"f": sorted(parts, key=lambda v: json.dumps(v, sort_keys=True))}
    if isinstance(value, list):
        return [to_plain(v, depth + 1) for v in value]
    try:
        return operator.index(value)  # int, numpy integers
    except TypeError:
        raise ValueError(
            f"to_plain: a {type(value).__name__} is not plain data (bool, int, str, "
            "None, tuple, frozenset, list)"
        ) from None


def _shown(value):
    """A plain value written back as Python (tuples and frozensets restored)."""
    if type(value) is dict and len(value) == 1:
        ((tag, parts),) = value.items()
        inner = ", ".join(map(_shown, parts))
        if tag == "t":
            return f"({inner}{',' if len(parts) == 1 else ''})"
        return f"frozenset({{{inner}}})" if parts else "frozenset()"
    if type(value) is list:
        return f"[{', '.join(map(_shown, value))}]"
    return repr(value)


def _short(value, limit=120):
    text = _shown(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def compare(job, answers, expected):
    """The verdict on `answers` (plain data from the child) against `expected`."""
    if type(answers) is not list or len(answers) != len(expected):
        return Verdict(False, "the grader did not get one answer per input")
    for args, answer, truth in zip(job.inputs, answers, expected, strict=True):
        right = (
            any(same(answer, one) for one in truth)
            if job.one_of
            else same(answer, truth)
        )
        if not right:
            call = (
                job.function
                if job.value
                else f"{job.function}({', '.join(map(_short, args))})"
            )
            if job.one_of and len(truth) > 1:
                wanted = f"one of {', '.join(map(_short, truth[:5]))}"
            else:
                wanted = _short(truth[0] if job.one_of else truth)
            return Verdict(
                False,
                f"wrong answer: {call} returned {_short(answer)}, "
                f"the expected answer is {wanted}",
            )
    count = len(expected)
    return Verdict(
        True,
        f"right: {job.function} gave the expected answer on all {count} inputs",
    )


def _child_report(result, printed, returncode, cpu_seconds):
    """(answers, None) or (None, problem) from what the child left."""
    if printed.stat().st_size >= OUTPUT_BYTES or returncode == -signal.SIGXFSZ:
        return None, f"your code printed more than {OUTPUT_BYTES // 1024} kB"
    if returncode in (-signal.SIGXCPU, -signal.SIGKILL):
        return None, f"your code ran past {cpu_seconds} s of CPU"
    with open(result, "rb") as handle:
        raw = handle.read(ANSWER_BYTES + 1)
    if not raw:
        if returncode and returncode < 0:
            name = signal.Signals(-returncode).name
            return None, f"your code crashed the Python that ran it ({name})"
        tail = printed.read_text(errors="replace").strip()[-300:]
        return None, (
            "your code ended the Python that ran it (os._exit or a crash) "
            "before it returned its answers" + (f"; it printed: {tail}" if tail else "")
        )
    try:
        report = json.loads(raw.decode("utf-8"))
    except ValueError:
        report = None
    if type(report) is not dict or len(report) != 1:
        return None, "the grader's answer file held something else than its report"
    if type(report.get("error")) is str:
        return None, report["error"]
    return report.get("answers"), None


def run_isolated(job, *, cpu_seconds=CPU_SECONDS, gamelib=GAMELIB):
    """Run `job` in a fresh, limited Python: (answers, None) or (None, problem).

    The answers are plain data parsed by `json.loads`; the problem is a
    sentence for the student (a refused import, an exception, a limit).
    """
    wall = 2 * cpu_seconds + 10
    with tempfile.TemporaryDirectory(prefix="wm-grade-") as folder:
        folder = Path(folder)
        (folder / "cwd").mkdir()
        (folder / "job.json").write_text(json.dumps(asdict(job)), encoding="utf-8")
        result, printed = folder / "answers.json", folder / "printed.txt"
        with (
            open(folder / "job.json", "rb") as stdin,
            open(printed, "wb") as out,
            open(result, "wb") as answers,
        ):
            limits = [str(cpu_seconds), str(MEMORY_BYTES), str(ANSWER_BYTES)]
            child = subprocess.Popen(
                [sys.executable, "-I", "-S", "-B", "-c", CHILD, gamelib, *limits,
                 str(answers.fileno())],
                stdin=stdin, stdout=out, stderr=out, cwd=folder / "cwd",
                env={"LC_ALL": "C.UTF-8"}, pass_fds=(answers.fileno(),),
                start_new_session=True,
            )  # fmt: skip
            try:
                returncode = child.wait(timeout=wall)
            except subprocess.TimeoutExpired:
                os.killpg(child.pid, signal.SIGKILL)
                child.wait()
                return None, f"your code ran past {wall} s (waiting or sleeping)"
        return _child_report(result, printed, returncode, cpu_seconds)


def grade(job, expected, *, cpu_seconds=CPU_SECONDS):
    """The verdict on `job` against `expected` (plain data, computed beforehand).

    `expected` goes through JSON as the child's answers do, so both sides are
    plain lists, ints, bools, strings and None when `same` compares them.
    """
    expected = json.loads(json.dumps(expected))
    answers, problem = run_isolated(job, cpu_seconds=cpu_seconds)
    if problem is not None:
        return Verdict(False, problem)
    return compare(job, answers, expected)
