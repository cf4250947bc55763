"""Running a solution the way a judge does: CPU time, memory and output limits.

A *program* is a command reading stdin (``["./a.out"]``, ``"python3 sol.py"``);
:func:`run_program` starts it without ``preexec_fn`` (the slow path of
``subprocess``), feeds it a file and collects its output in a file, and sets
the limits on the child right after the start (``prlimit``) or, for a shell
command, with ``ulimit`` in the shell that runs it. A *function* (input
text -> output text) runs in a forked child where there is ``fork`` (its CPU
time, memory and output are then the child's): :class:`FunctionRunner` forks
one worker for many calls (thousands a second); without ``fork`` it runs in
this process with a CPU-time check from a trace function. Both return a
:class:`Run`: the output, the CPU seconds, and a crash or an exceeded limit
described as a judge would ("used 2.31 s of CPU, limit 2 s"; "crashed with
SIGSEGV (segmentation fault)").

:func:`compile_cpp` builds a C++ source once per content (``g++ -O2
-std=c++17``), in a cache named by the hash of the source.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import os
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

try:  # not on Windows; in the browser (Pyodide) a module without getrusage
    import resource
except ImportError:  # pragma: no cover
    resource = None
if resource is not None and not hasattr(resource, "getrusage"):  # Pyodide
    resource = None

__all__ = [
    "FunctionRunner",
    "Limits",
    "Run",
    "SetupError",
    "compile_cpp",
    "peak_usage",
    "run_function",
    "run_program",
]

IN_BROWSER = sys.platform == "emscripten"
MB = 1 << 20
#: Where compiled solutions are kept, named by the hash of their source.
BUILD = Path(tempfile.gettempdir()) / "winning-moves-build"


class SetupError(ValueError):
    """A solution that cannot run at all: no such file, no run bit, no compiler."""


@dataclass(frozen=True)
class Limits:
    """A judge's limits: CPU seconds, memory and output in MB (None: none)."""

    cpu: float | None = 2.0
    memory: int | None = 256
    output: int | None = 64

    def guard(self):
        """Wall seconds after which a run that sleeps or waits is stopped."""
        return None if self.cpu is None else 5 * self.cpu + 5


@dataclass
class Run:
    """One run: its output, CPU and wall seconds, and what went wrong if anything."""

    output: str = ""
    cpu: float = 0.0
    wall: float = 0.0
    crash: str = ""  # a crash, described
    exceeded: str = ""  # "time", "memory" or "output": the limit it broke
    detail: str = ""  # what was used and the limit, for the report

    @property
    def failed(self):
        return bool(self.crash or self.exceeded)


def cpu_seconds():
    """CPU seconds of this process and of its children waited for."""
    seconds = time.process_time()
    if resource is not None:
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        seconds += children.ru_utime + children.ru_stime
    return seconds


def _seconds(value):
    return f"{value:g} s" if value == int(value) else f"{value:.2f} s"


def time_exceeded(cpu, limits):
    """The message of a run past the CPU limit."""
    return f"used {cpu:.2f} s of CPU, limit {_seconds(limits.cpu)}"


def describe_signal(number):
    """'SIGSEGV (segmentation fault)' for signal 11."""
    try:
        name = signal.Signals(number).name
    except ValueError:
        return f"signal {number}"
    meaning = signal.strsignal(number) or ""
    return f"{name} ({meaning.lower()})" if meaning else name


# --- checking a command before any test runs ---------------------------------


def check_command(command):
    """Raise SetupError unless the program of `command` exists and can run."""
    argv = shlex.split(command) if isinstance(command, str) else list(command)
    if not argv:
        raise SetupError("the command is empty: give a program to run, e.g. ./a.out")
    program = argv[0]
    if "/" not in program:
        if shutil.which(program) is None:
            raise SetupError(f"{program!r}: no such program on the PATH")
        return
    path = Path(program)
    if not path.exists():
        raise SetupError(f"{program}: no such file")
    if path.is_dir():
        raise SetupError(f"{program} is a folder, not a program")
    if not os.access(path, os.X_OK):
        raise SetupError(
            f"{program} is not executable (no run bit): chmod +x {program}, "
            "or run it through its interpreter"
        )


# --- compiling ---------------------------------------------------------------


def compile_cpp(source, build=None):
    """The binary of a C++ source, built once per content: ``[path]``.

    ``g++ -O2 -std=c++17``; the binary is named ``<stem>-<hash>`` in `build`
    (default: ``winning-moves-build`` in the temporary folder), so an
    unchanged source is never compiled twice. Raises SetupError without g++
    or when the source does not compile (with the compiler's first errors).
    """
    source = Path(source)
    if not source.is_file():
        raise SetupError(f"{source}: no such C++ source")
    compiler = shutil.which("g++")
    if compiler is None:
        raise SetupError("g++ is not installed: the C++ source cannot be compiled")
    folder = Path(build) if build is not None else BUILD
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    binary = folder / f"{source.stem}-{digest}"
    if not binary.exists():
        folder.mkdir(parents=True, exist_ok=True)
        partial = binary.with_name(f"{binary.name}.{os.getpid()}.partial")
        done = subprocess.run(
            [compiler, "-O2", "-std=c++17", "-o", str(partial), str(source)],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0:
            first = "\n".join(done.stderr.strip().splitlines()[:8])
            raise SetupError(f"{source} does not compile:\n{first}")
        partial.replace(binary)
    return [str(binary)]


# --- programs ----------------------------------------------------------------


# Linux starts a spawned child's peak resident size at its parent's (kept
# across exec), so a program started from a large process shows that
# process's size as its own peak. This launcher, a few hundred KB, forks the
# program from itself and reports the child's CPU time and peak alone.
_LAUNCHER = r"""
#include <cstdio>
#include <cstdlib>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
int main(int argc, char **argv) {  // report-file cpu-cap command...
    pid_t pid = fork();
    if (pid == 0) {
        long cap = atol(argv[2]);
        struct rlimit r = {(rlim_t)cap, (rlim_t)cap};
        if (cap > 0) setrlimit(RLIMIT_CPU, &r);
        execvp(argv[3], argv + 3);
        _exit(127);
    }
    int status; struct rusage use;
    wait4(pid, &status, 0, &use);
    FILE *out = fopen(argv[1], "w");
    fprintf(out, "%d %ld %ld %ld %ld %ld\n", status, (long)use.ru_utime.tv_sec,
            (long)use.ru_utime.tv_usec, (long)use.ru_stime.tv_sec,
            (long)use.ru_stime.tv_usec, use.ru_maxrss);
    fclose(out);
    return 0;
}
"""


def peak_usage(command, text, cap=None):
    """(output, CPU seconds, peak resident MB, exit status) of one run.

    What a judge measures of a program (`command`, an argv list) on `text`:
    its CPU time and its peak resident memory, the program's own (see
    _LAUNCHER). `cap` (CPU seconds) ends a run that would not stop. Needs g++
    for the launcher, built once like a solution (SetupError without it).
    """
    source = BUILD / "peak-launcher.cpp"
    if not source.is_file() or source.read_text() != _LAUNCHER:
        BUILD.mkdir(parents=True, exist_ok=True)
        partial = source.with_name(f"{source.name}.{os.getpid()}.partial")
        partial.write_text(_LAUNCHER)
        partial.replace(source)
    launcher = compile_cpp(source)[0]
    with tempfile.TemporaryDirectory() as folder:
        report = Path(folder) / "report"
        argv = [launcher, str(report), str(math.ceil(cap or 0)), *command]
        done = subprocess.run(
            argv,
            input=text.encode(),
            capture_output=True,
            env={**os.environ, "PYTHONPATH": ""},
        )
        if not report.is_file():
            raise SetupError(f"the launcher did not report: {done.stderr[-500:]!r}")
        status, *times, peak_kb = map(int, report.read_text().split())
    cpu = times[0] + times[1] / 1e6 + times[2] + times[3] / 1e6
    code = os.waitstatus_to_exitcode(status)
    return done.stdout.decode(errors="replace"), cpu, peak_kb / 1024, code


def _ulimits(limits):
    """The ``ulimit`` line that sets `limits` in a shell (whole seconds, KB)."""
    parts = []
    if limits.cpu is not None:
        parts.append(f"ulimit -t {math.ceil(limits.cpu) + 1}")
    if limits.memory is not None:
        parts.append(f"ulimit -v {limits.memory * 1024}")
    if limits.output is not None:
        parts.append(f"ulimit -f {limits.output * 2048 + 1}")  # 512-byte blocks
    return "; ".join(parts)


def _set_limits(pid, limits):
    """Set `limits` on a started process (Linux's prlimit)."""
    if limits.cpu is not None:
        soft = math.ceil(limits.cpu) + 1
        resource.prlimit(pid, resource.RLIMIT_CPU, (soft, soft + 1))
    if limits.memory is not None:
        size = limits.memory * MB
        resource.prlimit(pid, resource.RLIMIT_AS, (size, size))
    if limits.output is not None:
        size = limits.output * MB + 1
        resource.prlimit(pid, resource.RLIMIT_FSIZE, (size, size))


def _argv(command, limits):
    """(argv, whether the limits are still to set on the started process)."""
    direct = not isinstance(command, str) and hasattr(resource, "prlimit")
    if direct:
        return list(command), True
    shell = _ulimits(limits)
    if isinstance(command, str):
        return ["/bin/sh", "-c", f"{shell}\n{command}" if shell else command], False
    return ["/bin/sh", "-c", f'{shell}\nexec "$0" "$@"', *command], False


def run_program(command, text, limits=Limits()):
    """Run a program on `text` (its stdin) within `limits`; returns a :class:`Run`."""
    if IN_BROWSER:
        raise RuntimeError(
            "the program form runs a subprocess, which the browser's Python "
            "cannot: use JupyterLab or a terminal (python -m gamelib.contest.stress), "
            "or give the solution as a Python function"
        )
    argv, after_start = _argv(command, limits)
    with (
        tempfile.TemporaryFile() as given,
        tempfile.TemporaryFile() as out,
        tempfile.TemporaryFile() as err,
    ):
        given.write(text.encode())
        given.seek(0)
        start = time.perf_counter()
        try:
            process = subprocess.Popen(
                argv, stdin=given, stdout=out, stderr=err, process_group=0
            )
        except OSError as error:
            return Run(crash=f"it cannot start: {error.strerror} ({argv[0]})")
        if after_start:
            with contextlib.suppress(ProcessLookupError):  # it has ended already
                _set_limits(process.pid, limits)
        status, usage, stopped = _wait(process, limits.guard())
        wall = time.perf_counter() - start
        out.seek(0)
        err.seek(0)
        output = out.read().decode(errors="replace")
        error = err.read()[-2000:].decode(errors="replace")
    cpu = usage.ru_utime + usage.ru_stime
    run = Run(output, cpu, wall)
    code, peak = os.waitstatus_to_exitcode(status), usage.ru_maxrss * 1024
    # A started child's high-water mark begins at its parent's size (Linux
    # keeps it across exec): a peak no higher than this process's own says
    # nothing of the program (0: unknown), else a crash in a test run of
    # 300 MB would read as a memory limit of 256 MB exceeded.
    if peak <= resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024:
        peak = 0
    return _judged(run, code, error, peak, stopped, limits)


def _wait(process, guard):
    """(status, rusage, stopped by the wall guard?) of a started process."""
    stopped = []

    def stop():
        stopped.append(True)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)

    timer = None
    if guard is not None:
        timer = threading.Timer(guard, stop)
        timer.daemon = True
        timer.start()
    try:
        _, status, usage = os.wait4(process.pid, 0)
    finally:
        if timer is not None:
            timer.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here
    return status, usage, bool(stopped)


def _judged(run, code, error, peak, stopped, limits):
    """Fill in the crash or the exceeded limit of a finished run.

    `peak` is the peak resident memory in bytes (None where it is not the
    run's own: a forked child starts with its parent's).
    """
    over_time = limits.cpu is not None and run.cpu > limits.cpu
    killed = code < 0 and -code in (signal.SIGXCPU, signal.SIGKILL, signal.SIGPROF)
    if stopped and not over_time:
        run.exceeded = "time"
        run.detail = (
            f"stopped by the wall-clock guard after {run.wall:.1f} s with "
            f"{run.cpu:.2f} s of CPU (it waits or sleeps, or the machine is "
            f"loaded); limit {_seconds(limits.cpu)} of CPU"
        )
    elif over_time or (killed and limits.cpu is not None):
        run.exceeded, run.detail = "time", time_exceeded(run.cpu, limits)
    elif _wrote_too_much(code, error, run.output, limits):
        run.exceeded = "output"
        run.detail = _too_much(limits)
    elif code != 0 and _out_of_memory(error, peak, limits):
        used = "ran out of it" if not peak else f"used {peak / MB:.0f} MB at peak"
        run.exceeded = "memory"
        run.detail = f"memory limit exceeded: {used}, limit {limits.memory} MB"
    elif code != 0 and peak is None and error:
        run.crash = error
    elif code < 0:
        run.crash = f"crashed with {describe_signal(-code)}"
    elif code != 0:
        last = error.strip().splitlines()[-1:] or [""]
        run.crash = f"exit status {code}: {last[0]}".rstrip(": ")
    return run


def _wrote_too_much(code, error, output, limits):
    """Killed by SIGXFSZ, or (Python ignores it) stopped by "File too large"."""
    if limits.output is None:
        return False
    killed = code < 0 and -code == signal.SIGXFSZ
    return killed or (code != 0 and len(output) >= limits.output * MB)


def _too_much(limits):
    mb = limits.output
    return f"output limit exceeded: wrote more than {mb} MB, limit {mb} MB"


def _out_of_memory(error, peak, limits):
    if limits.memory is None:
        return False
    said = ("bad_alloc", "MemoryError", "Cannot allocate memory", "out of memory")
    if any(s in error for s in said):
        return True
    return peak is not None and peak >= 0.9 * limits.memory * MB


# --- functions ---------------------------------------------------------------


def _called(function, text):
    """(output, crash message) of one call, in the process that makes it."""
    try:
        output = function(text)
    except Exception as error:  # the reader's code: any error is a crash
        frames = traceback.extract_tb(error.__traceback__)
        where = f" (line {frames[-1].lineno} of {frames[-1].name})" if frames else ""
        return None, f"{type(error).__name__}: {error}{where}"
    if not isinstance(output, str):
        return None, f"the solution returned {type(output).__name__}, not str"
    return output, ""


def run_function(function, text, limits=Limits()):
    """Run a Python solution once on `text` within `limits`; returns a :class:`Run`.

    In a forked child where there is ``fork`` (:class:`FunctionRunner` for
    many inputs), else in this process.
    """
    runner = FunctionRunner(function, limits)
    try:
        return runner(text)
    finally:
        runner.close()


def _limit_child(limits):
    """In the forked child: its CPU and memory limits (memory beyond what it has)."""
    if limits.cpu is not None:  # SIGPROF ends it a quarter second past the limit
        signal.signal(signal.SIGPROF, signal.SIG_DFL)
        signal.setitimer(signal.ITIMER_PROF, limits.cpu + 0.25)
        soft = math.ceil(limits.cpu) + 1
        resource.setrlimit(resource.RLIMIT_CPU, (soft, soft + 1))
    if limits.memory is not None:
        try:
            with open("/proc/self/statm") as statm:
                mapped = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        except OSError:
            return
        size = mapped + limits.memory * MB
        resource.setrlimit(resource.RLIMIT_AS, (size, size))


class _Forked:
    """A forked child to stop: by the wall guard, or past the output limit."""

    def __init__(self, pid):
        self.pid, self.stopped, self.too_long = pid, False, False

    def kill(self, guard=True):
        self.stopped |= guard
        self.too_long |= not guard
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGKILL)


def _judged_call(run, payload, status, process, limits):
    """The Run of a forked call from what the child sent and how it ended."""
    if process.too_long:
        run.exceeded = "output"
        run.detail = _too_much(limits)
        return run
    code = os.waitstatus_to_exitcode(status)
    kind, body = payload[:1], payload[1:].decode(errors="replace")
    error = body if kind == b"C" else ""
    if kind == b"O":
        run.output = body
    elif kind != b"C" and code == 0:
        code = -signal.SIGKILL if process.stopped else 1
    return _judged(run, 1 if error else code, error, None, process.stopped, limits)


class _Expired(Exception):
    pass


def _in_process(function, text, limits):
    """The call in this process; a trace function stops it past the limit + 1 s."""
    start, wall = time.process_time(), time.perf_counter()
    deadline = None if limits.cpu is None else start + limits.cpu + 1
    calls = [0]

    def tracer(frame, event, argument):
        calls[0] += 1
        if calls[0] % 1000 == 0 and time.process_time() > deadline:
            raise _Expired
        return tracer

    old = sys.gettrace()
    if deadline is not None:
        sys.settrace(tracer)
    try:
        output, crash = _called(function, text)
    except _Expired:
        output, crash = None, ""
    finally:
        sys.settrace(old)
    run = Run(output or "", time.process_time() - start, time.perf_counter() - wall)
    if limits.cpu is not None and run.cpu > limits.cpu:
        run.exceeded, run.detail = "time", time_exceeded(run.cpu, limits)
    elif crash:
        run.crash = crash
    elif limits.output is not None and len(run.output) > limits.output * MB:
        run.exceeded = "output"
        run.detail = _too_much(limits)
    return run


# --- a forked worker for many calls -------------------------------------------

_HEADER = struct.Struct("!cdQ")  # kind (O output, C crash), CPU so far, length


class FunctionRunner:
    """Runs a Python solution on many inputs in one forked worker process.

    One fork for a whole stress run, not one a call: the worker reads an
    input, calls the function and sends back its output (or the crash) with
    the CPU time the call used. A call past the CPU limit is ended by SIGPROF,
    one past the wall guard or the output limit is killed; the worker is then
    started again for the next input. Without ``fork`` (the browser) each
    call runs in this process (:func:`run_function`).
    """

    def __init__(self, function, limits=Limits()):
        self.function, self.limits = function, limits
        self.pid = None

    def __call__(self, text):
        if not (hasattr(os, "fork") and resource is not None) or IN_BROWSER:
            return _in_process(self.function, text, self.limits)
        if self.pid is None:
            self._start()
        start = time.perf_counter()
        watch = _Forked(self.pid)
        timer = threading.Timer(self.limits.guard() or 1e9, watch.kill)
        timer.daemon = True
        timer.start()
        try:
            reply = self._exchange(text, watch)
        finally:
            timer.cancel()
        wall = time.perf_counter() - start
        if reply is None:  # the worker died: how, from its status
            return self._ended(watch, wall)
        kind, cpu, body = reply
        run = Run(cpu=cpu - self.cpu, wall=wall)
        self.cpu = cpu
        if kind == b"O":
            run.output = body
            code, error = 0, ""
        else:
            code, error = 1, body
        run = _judged(run, code, error, None, False, self.limits)
        if run.exceeded == "memory":
            self.close()  # a worker that ran out of memory is not reused
        return run

    def _start(self):
        sys.stdout.flush()
        sys.stderr.flush()
        from_parent, to_worker = os.pipe()
        from_worker, to_parent = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the worker
            os.close(to_worker)
            os.close(from_worker)
            _serve(self.function, self.limits, from_parent, to_parent)
        os.close(from_parent)
        os.close(to_parent)
        self.pid, self.cpu = pid, 0.0
        self.sending = os.fdopen(to_worker, "wb")
        self.receiving = os.fdopen(from_worker, "rb")

    def _exchange(self, text, watch):
        """(kind, CPU so far, body) from the worker, or None if it died."""
        data = text.encode()
        try:
            self.sending.write(len(data).to_bytes(8, "big") + data)
            self.sending.flush()
            header = self.receiving.read(_HEADER.size)
            if len(header) < _HEADER.size:
                return None
            kind, cpu, length = _HEADER.unpack(header)
            most = None if self.limits.output is None else self.limits.output * MB
            if most is not None and length > most:
                watch.kill(guard=False)
                return None
            body = self.receiving.read(length)
        except (BrokenPipeError, ConnectionResetError):
            return None
        if len(body) < length:
            return None
        return kind, cpu, body.decode(errors="replace")

    def _ended(self, watch, wall):
        """The Run of a call whose worker died (timeout, crash, output)."""
        _, status, usage = os.wait4(self.pid, 0)
        self._forget()
        run = Run(cpu=usage.ru_utime + usage.ru_stime - self.cpu, wall=wall)
        return _judged_call(run, b"", status, watch, self.limits)

    def _forget(self):
        for stream in (self.sending, self.receiving):
            with contextlib.suppress(OSError):
                stream.close()
        self.pid = None

    def close(self):
        """End the worker (it exits when its input closes)."""
        if self.pid is not None:
            pid = self.pid
            self._forget()
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)


def _serve(function, limits, reading, writing):
    """The worker: answer inputs until its input closes; never returns."""
    try:  # the CPU limit is SIGPROF's, call by call: no RLIMIT_CPU to raise
        signal.signal(signal.SIGPROF, signal.SIG_DFL)
        _limit_child(Limits(None, limits.memory, limits.output))
        with os.fdopen(reading, "rb") as given, os.fdopen(writing, "wb") as sent:
            while len(size := given.read(8)) == 8:
                text = given.read(int.from_bytes(size, "big")).decode()
                if limits.cpu is not None:
                    signal.setitimer(signal.ITIMER_PROF, limits.cpu + 0.25)
                output, crash = _called(function, text)
                signal.setitimer(signal.ITIMER_PROF, 0)
                kind, body = (b"C", crash) if output is None else (b"O", output)
                data = body.encode()
                sent.write(_HEADER.pack(kind, time.process_time(), len(data)) + data)
                sent.flush()
    except BaseException:
        pass
    finally:
        os._exit(0)
