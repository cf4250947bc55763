"""The set-up files agree with each other."""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]


def test_environment_yml_mirrors_pyproject():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = set(project["dependencies"]) | set(
        project["optional-dependencies"]["test"]
    )
    environment = yaml.safe_load((ROOT / "environment.yml").read_text())
    pip_section = next(
        d["pip"] for d in environment["dependencies"] if isinstance(d, dict)
    )
    listed = {line for line in pip_section if not line.startswith("-")}
    assert listed == wanted
    assert "--editable ." in pip_section
    python = [d for d in environment["dependencies"] if str(d).startswith("python")]
    assert python == [f"python={project['requires-python'].removeprefix('>=')}"]


def test_the_math_imports_without_widgets_or_pyplot():
    code = "import sys, gamelib; print(sorted(m for m in sys.modules if m in {m1!r}))"
    modules = {"ipywidgets", "matplotlib.pyplot"}
    result = subprocess.run(
        [sys.executable, "-c", code.replace("{m1!r}", repr(modules))],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.strip() == "[]"


def test_the_readme_is_a_front_door_and_its_links_lead_somewhere():
    """At most 250 lines (design notes go to docs/), and every relative link of
    the README and the maintainers' guides names a file of the repository."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) <= 250
    broken = []
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        text = re.sub(r"`[^`\n]*`", "", page.read_text(encoding="utf-8"))
        for target in re.findall(r"\]\(([^)#\s]+)(?:#[^)]*)?\)", text):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (page.parent / target).exists():
                broken.append(f"{page.relative_to(ROOT)}: {target}")
    assert broken == []
