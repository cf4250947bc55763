"""End to end in JupyterLab: open a chapter, run it all, move a slider.

JupyterLab runs on 127.0.0.1 with a token, on copies of the chapters in a
temporary folder (running them never touches notebooks/), with its own
settings and workspaces. The browser may talk to that server only. The
screenshot is kept as a test artifact in build/test-artifacts/ (never
committed: build/ is ignored by git).
"""

import contextlib
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import nbformat
import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.browser.conftest import PageWatch
from tests.browser.site import BOOK, ROOT, chapter_pages

ARTIFACTS = ROOT / "build" / "test-artifacts"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def chapter_with_a_slider():
    """The first chapter whose saved widgets include an integer slider."""
    for name in chapter_pages():
        nb = nbformat.read(BOOK / f"{name}.ipynb", as_version=4)
        state = nb.metadata.get("widgets", {}).get(WIDGET_STATE, {}).get("state", {})
        if any(m.get("model_name") == "IntSliderModel" for m in state.values()):
            return name
    return None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def lab(tmp_path):
    """A JupyterLab server on copies of the chapters; yields (url, token)."""
    work = tmp_path / "notebooks"
    work.mkdir()
    for name in chapter_pages():
        shutil.copy(BOOK / f"{name}.ipynb", work)
    shutil.copytree(BOOK / "data", work / "data")
    settings = tmp_path / "settings" / "@jupyterlab" / "notebook-extension"
    settings.mkdir(parents=True)
    # Render every cell (no virtual scrolling), so the test sees them all, and
    # start the notebook's kernel without asking.
    (settings / "tracker.jupyterlab-settings").write_text(
        json.dumps({"windowingMode": "none", "autoStartDefaultKernel": True})
    )
    port, token = free_port(), secrets.token_hex(16)
    env = dict(
        os.environ,
        JUPYTER_CONFIG_DIR=str(tmp_path / "config"),
        JUPYTER_RUNTIME_DIR=str(tmp_path / "runtime"),
        JUPYTERLAB_SETTINGS_DIR=str(tmp_path / "settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(tmp_path / "workspaces"),
    )
    env.pop("MPLBACKEND", None)
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={work}",
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.extension_manager=readonly",
    ]
    if os.geteuid() == 0:  # CI and the reference machine run as root
        command.append("--allow-root")
    log = (tmp_path / "lab.log").open("w")
    server = subprocess.Popen(command, env=env, stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 90
        while True:
            try:
                status = f"{url}api/status?token={token}"
                with urllib.request.urlopen(status, timeout=5) as answer:
                    if answer.status == 200:
                        break
            except OSError:
                pass
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.fail(
                    "JupyterLab did not start:\n" + (tmp_path / "lab.log").read_text()
                )
            time.sleep(0.5)
        yield url, token
    finally:
        server.terminate()
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()


def test_run_a_chapter_and_move_a_slider(browser, lab):
    chapter = chapter_with_a_slider()
    if chapter is None:
        pytest.skip("no chapter has a slider yet")
    url, token = lab
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    watch = PageWatch(context, url)
    page = watch.watch(context.new_page())
    try:
        page.goto(f"{url}lab/tree/{chapter}.ipynb?token={token}")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=90_000)
        # Some versions ask which kernel to start: take the notebook's own.
        with contextlib.suppress(PlaywrightTimeout):
            page.locator(".jp-Dialog .jp-mod-accept").click(timeout=5_000)
        page.wait_for_selector(
            ".jp-NotebookPanel .jp-Notebook-ExecutionIndicator[data-status='idle']",
            timeout=60_000,
        )

        page.locator("#jp-MainMenu").get_by_text("Run", exact=True).click()
        page.locator(".lm-Menu-content").get_by_text(
            "Run All Cells", exact=True
        ).click()
        # The stored outputs show numbered prompts already; a fresh explorer
        # (a live slider) shows that the chapter really ran.
        page.wait_for_selector(".jp-OutputArea-output .widget-slider", timeout=120_000)
        page.wait_for_function(
            """() => [...document.querySelectorAll(
                ".jp-NotebookPanel .jp-CodeCell .jp-InputPrompt")]
              .every(p => /\\[\\d+\\]/.test(p.textContent))""",
            timeout=120_000,
        )
        errors = page.locator(".jp-OutputArea-output[data-mime-type*='error']")
        assert errors.count() == 0, errors.first.inner_text()

        slider = page.locator(".jp-OutputArea-output .widget-slider").first
        slider.scroll_into_view_if_needed()
        explorer = slider.locator(
            "xpath=ancestor::div[contains(@class, 'widget-vbox')][1]"
        )
        readout = slider.locator(".widget-readout")
        before_value, before = readout.inner_text(), explorer.inner_text()
        slider.locator(".noUi-handle").first.focus()
        page.keyboard.press("ArrowRight")
        page.wait_for_function(
            "([element, text]) => element.innerText !== text",
            arg=[explorer.element_handle(), before],
            timeout=20_000,
        )
        assert readout.inner_text() != before_value
        assert explorer.inner_text() != before

        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=ARTIFACTS / f"jupyterlab-{chapter}.png")
        outside = [p for p in watch.problems if "outside the site" in p]
        assert outside == [], "\n".join(outside)
    except BaseException:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=ARTIFACTS / f"jupyterlab-{chapter}-failed.png")
        raise
    finally:
        context.close()
