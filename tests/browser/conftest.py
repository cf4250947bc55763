"""Fixtures for the tests that open the course site in headless Chromium.

Every test here is skipped, with the reason, where Debian's chromium is not
installed (CI installs it: see .ci/run; WM_CHROMIUM=/path/to/chromium picks
another one, WM_CHROMIUM=none runs without). Playwright drives that chromium;
its own browser downloads are never used.
"""

import pytest

from tests.browser.site import built_site, chromium

# Flags that work on the reference machine (no sandbox as root, and no
# background traffic to the network, which is closed anyway).
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def pytest_collection_modifyitems(config, items):
    if chromium() is not None:
        return
    skip = pytest.mark.skip(
        reason="Debian's chromium is not installed (/usr/bin/chromium); "
        "`apt-get install chromium` to run the browser tests, as CI does"
    )
    for item in items:
        if "tests/browser/" in item.nodeid:
            item.add_marker(skip)


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """The html folder of the built course site."""
    return built_site(tmp_path_factory.mktemp("site"))


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium(), args=CHROMIUM_FLAGS
        )
        yield browser
        browser.close()


class PageWatch:
    """Everything that went wrong while a page loaded and ran."""

    def __init__(self, context, origin):
        self.origin = origin
        self.problems = []
        context.route("**/*", self._route)

    def _route(self, route):
        url = route.request.url
        if url.startswith(self.origin) or url.startswith("data:"):
            route.continue_()
        else:  # the network is off: only the site itself answers
            self.problems.append(f"request outside the site: {url}")
            route.abort("internetdisconnected")

    def watch(self, page):
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.problems.append(f"page error: {error}"))
        page.on(
            "requestfailed",
            lambda r: self.problems.append(f"failed request: {r.url} ({r.failure})"),
        )
        page.on(
            "response",
            lambda r: (
                r.status >= 400 and self.problems.append(f"HTTP {r.status}: {r.url}")
            ),
        )
        return page

    def _console(self, message):
        if message.type == "error":
            self.problems.append(f"console error: {message.text}")
