"""Helpers shared by the site tests: the built site, its chapters, a server.

The site is the one `make book` built when WM_SITE names it (`make test`
does that); otherwise it is built once per test session into a temporary
folder, from the working tree.
"""

import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "notebooks"
NODE_MODULES = ROOT / "build" / "npm" / "node_modules"
CHAPTER = re.compile(r"^(\d\d)-[a-z0-9-]+\.ipynb$")

sys.path.insert(0, str(BOOK / "_ext"))
import build_site  # noqa: E402

__all__ = [
    "BOOK",
    "ROOT",
    "build_site",
    "built_site",
    "chapter_pages",
    "chromium",
    "serve",
]


def chapter_pages():
    """The chapters' page names, in order: ``["00-introduction", ...]``."""
    return sorted(p.stem for p in BOOK.glob("*.ipynb") if CHAPTER.match(p.name))


def chromium():
    """The path of Debian's chromium, or None where it is not installed.

    WM_CHROMIUM overrides the search: a path, or ``none`` to run without.
    """
    given = os.environ.get("WM_CHROMIUM")
    if given:
        return None if given == "none" else given
    for candidate in ("/usr/bin/chromium", shutil.which("chromium")):
        if candidate and Path(candidate).exists():
            return candidate
    return None


def install_node_modules():
    """Install the site's npm packages (as `make book` does) if they are missing."""
    if not (ROOT / "build" / "npm" / ".installed").exists():
        subprocess.run(["make", "-C", str(ROOT), "build/npm/.installed"], check=True)


@functools.cache
def built_site(folder):
    """The html folder of the site: WM_SITE's, or one built into `folder`."""
    given = os.environ.get("WM_SITE")
    if given:
        html = Path(given)
        if not html.is_absolute():
            html = ROOT / html
        if not (html / "index.html").exists():
            raise FileNotFoundError(f"WM_SITE={given} holds no built site")
        return html
    install_node_modules()
    code, log = build_site.build(folder, quiet=True)
    if code != 0:
        problems = "\n".join(build_site.problems(log)) or log[-3000:]
        raise RuntimeError(f"the course site did not build:\n{problems}")
    return Path(folder) / "_build" / "html"


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class serve:
    """Serve a folder on 127.0.0.1 (a free port) while in the `with` block."""

    def __init__(self, folder):
        handler = functools.partial(_QuietHandler, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.url = f"http://127.0.0.1:{self.server.server_port}/"

    def __enter__(self):
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc):
        self.server.shutdown()
        self.server.server_close()
