"""The Python side of a chapter page's live explorers (_static/live_kernel.py).

live_worker.mjs runs this in Pyodide, in one Web Worker per page, and calls
:func:`run` with the code of an explorer (lite.page_code). Widgets talk to
the page's own widget manager (run_live.js) through comms whose messages
cross the worker boundary as JSON (``wm_page.send``, a JavaScript function
of the worker): ``comm.create_comm`` and ``comm.get_comm_manager`` are
replaced, as the ``comm`` package intends, so ipywidgets needs no kernel.

What a cell shows goes to the page tagged with the explorer it belongs to:
widgets (by model id), HTML for objects with ``_repr_html_``/``_repr_svg_``,
printed text, and errors (the traceback without this module's frames).
IPython is not loaded unless a cell imports it: ipywidgets needs only
``get_ipython`` (None here), ``display`` and ``clear_output``, which a small
stand-in provides (IPython and its dependencies would add about 4 MiB and
seconds of imports to every start).

A guess that check() runs here is stopped by its trace hook once its CPU
time is up, but not while it is stuck in one call of C code
(``sum(range(10**13))``): :class:`_WatchCheck` tells the page, before each
call of a guess, how long it may take (``watch``) and, after it, that it
returned (``unwatch``); the page ends this Python (the worker) when no
``unwatch`` comes in time, starts a new one and runs again what it had run.
"""

import json
import os
import sys
import traceback
import types

import wm_page  # the worker's send(kind, json, buffers)

os.environ["JUPYTER_WIDGETS_ECHO"] = "0"  # no echo of the page's own updates

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
_target = None  # the explorer whose cells run now (its id on the page)
namespace = {"__name__": "__main__"}


def _post(kind, payload, buffers=()):
    wm_page.send(kind, json.dumps(payload), [bytes(b) for b in buffers or ()])


class _Stream:
    """sys.stdout / sys.stderr: text goes to the explorer whose cells run."""

    def __init__(self, name):
        self.name = name

    def write(self, text):
        if text:
            _post("stream", {"target": _target, "name": self.name, "text": text})
        return len(text)

    def flush(self):
        pass

    def isatty(self):
        return False


def display(*objects, **kwargs):
    """Show `objects` in the explorer's place (widgets, HTML, SVG or text)."""
    for obj in objects:
        bundle = _mimebundle(obj)
        if WIDGET_VIEW in bundle:
            model_id = bundle[WIDGET_VIEW]["model_id"]
            _post("display", {"target": _target, "model_id": model_id})
        elif "text/html" in bundle or "image/svg+xml" in bundle:
            html = bundle.get("text/html") or bundle["image/svg+xml"]
            _post("html", {"target": _target, "html": html})
        else:
            text = repr(obj) + "\n"
            _post("stream", {"target": _target, "name": "stdout", "text": text})


def _mimebundle(obj):
    method = getattr(obj, "_repr_mimebundle_", None)
    if callable(method):
        bundle = method()
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        if bundle:
            return bundle
    for mime, name in (("text/html", "_repr_html_"), ("image/svg+xml", "_repr_svg_")):
        method = getattr(obj, name, None)
        if callable(method):
            value = method()
            if value is not None:
                return {mime: value}
    return {}


def clear_output(wait=False):
    _post("clear", {"target": _target})


class _Rich:
    def __init__(self, data=None, **kwargs):
        self.data = data or ""


class HTML(_Rich):
    def _repr_html_(self):
        return self.data


class SVG(_Rich):
    def _repr_svg_(self):
        return self.data


class Markdown(_Rich):  # shown as text: no Markdown renderer in the page's Python
    def _repr_html_(self):
        from html import escape

        return f"<pre>{escape(self.data)}</pre>"


class _Shell:
    @classmethod
    def initialized(cls):
        return False


def _stand_in_ipython():
    """Modules IPython, IPython.display, IPython.core.interactiveshell (minimal)."""
    ipython = types.ModuleType("IPython")
    ipython.get_ipython = lambda: None
    ipython.display = types.ModuleType("IPython.display")
    for name in ("display", "clear_output", "HTML", "SVG", "Markdown"):
        setattr(ipython.display, name, globals()[name])
    ipython.core = types.ModuleType("IPython.core")
    shell = types.ModuleType("IPython.core.interactiveshell")
    shell.InteractiveShell = _Shell
    ipython.core.interactiveshell = shell
    sys.modules.update(
        {
            "IPython": ipython,
            "IPython.display": ipython.display,
            "IPython.core": ipython.core,
            "IPython.core.interactiveshell": shell,
        }
    )


# -- comms: ipywidgets' messages to and from the page ---------------------------

import comm  # noqa: E402
from comm.base_comm import BaseComm, CommManager  # noqa: E402

_manager = CommManager()


class PageComm(BaseComm):
    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        content = {"comm_id": self.comm_id, "data": data or {}}
        content.update((k, v) for k, v in keys.items() if v is not None)
        payload = {"content": content, "metadata": metadata or {}}
        _post(msg_type, payload, buffers)


def receive(kind, comm_id, data, buffers):
    """A comm message from the page: `data` as JSON; False if the comm is gone."""
    target = _manager.get_comm(comm_id)
    if target is None:
        return False
    msg = {
        "content": {"comm_id": comm_id, "data": json.loads(data)},
        "buffers": [memoryview(_bytes(b)) for b in buffers],
        "metadata": {},
        "header": {},
        "parent_header": {},
    }
    try:
        if kind == "comm_close":
            target.handle_close(msg)
            _manager.unregister_comm(target)
        else:
            target.handle_msg(msg)
    except Exception as error:  # an explorer's update raised: say so in place
        _report(error, None)
    return True


def _bytes(buffer):
    to_bytes = getattr(buffer, "to_bytes", None)  # a JavaScript Uint8Array
    return to_bytes() if to_bytes else bytes(buffer)


def _report(error, target):
    frames = traceback.extract_tb(error.__traceback__)
    frames = [
        f for f in frames if f.filename != __file__ and "_pyodide" not in f.filename
    ]
    text = "".join(traceback.format_list(frames))
    text += "".join(traceback.format_exception_only(type(error), error))
    _post("error", {"target": target, "text": text})


async def run(target, cells, retry_missing=True):
    """Run `cells` (a list of sources) for the explorer `target`.

    Returns None when done, or the name of a module that could not be
    imported when `retry_missing` (the worker then loads its package and
    runs the cells again); other errors are shown in the explorer's place.
    """
    from pyodide.code import eval_code_async

    global _target
    _target = target
    try:
        for index, source in enumerate(cells):
            result = await eval_code_async(
                source, namespace, filename=f"<explorer cell {index + 1}>"
            )
            if result is not None and index == len(cells) - 1:
                display(result)
    except ModuleNotFoundError as error:
        if retry_missing and error.name:
            return error.name.split(".")[0]
        _report(error, target)
    except Exception as error:
        _report(error, target)
    finally:
        _target = None
    return None


# -- check(): the page stops a guess stuck in C code ----------------------------

CHECK_MODULE = "gamelib.tools.check"


def _watch_check(module):
    """Make check's in-process runner tell the page when a guess may hang.

    Each call of the guess is bracketed by ``watch`` (its limit, seconds of
    CPU) and ``unwatch``; the page's clock ends the worker when the call
    does not return (a trace hook cannot stop a single long C call).
    """
    run_here, call = module._run_here, module._call
    limit = [None]

    def _run_here(guess, calls, kind, time_limit, total_time):
        limit[0] = time_limit
        try:
            yield from run_here(guess, calls, kind, time_limit, total_time)
        finally:
            limit[0] = None

    def _call(guess, args, kind):
        if limit[0] is None:
            return call(guess, args, kind)

        def watched(*args):
            # check's trace hook raises in every traced frame once the time is
            # up: not in this one, so that the page always hears the return
            sys._getframe().f_trace_lines = False
            _post("watch", {"target": _target, "seconds": limit[0]})
            try:
                return guess(*args)
            finally:
                _post("unwatch", {"target": _target})

        return call(watched, args, kind)  # only the guess: not check's own work

    module._run_here, module._call = _run_here, _call


class _WatchCheck:
    """An import hook: once gamelib.tools.check is imported, watch its guesses."""

    def find_spec(self, name, path=None, target=None):
        if name != CHECK_MODULE:
            return None
        from importlib.machinery import PathFinder

        spec = PathFinder.find_spec(name, path)
        if spec is not None and spec.loader is not None:
            exec_module = spec.loader.exec_module

            def watched(module):
                exec_module(module)
                _watch_check(module)

            spec.loader.exec_module = watched
        return spec


def start():
    """Route the page's output and comms through this module."""
    if CHECK_MODULE in sys.modules:
        _watch_check(sys.modules[CHECK_MODULE])
    else:
        sys.meta_path.insert(0, _WatchCheck())
    sys.stdout, sys.stderr = _Stream("stdout"), _Stream("stderr")
    try:
        import IPython  # noqa: F401  (loaded only when a page needs it)
    except ModuleNotFoundError:
        _stand_in_ipython()
    comm.create_comm = PageComm
    comm.get_comm_manager = lambda: _manager
    namespace["display"] = display
