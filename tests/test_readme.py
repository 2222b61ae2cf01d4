"""The README documents every setting, links nothing outside the repository, and gives the
commands CI really runs."""

from __future__ import annotations

import re
from pathlib import Path

from app.settings import ENV_PREFIX, Settings

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()


def test_every_setting_is_documented() -> None:
    missing = [
        name for name in Settings.model_fields if f"`{ENV_PREFIX}{name.upper()}`" not in README
    ]
    assert missing == []


def test_ci_runs_the_readme_test_command() -> None:
    quick_start = README.split("## Quick start", 1)[1].split("```console", 1)[1].split("```", 1)[0]
    commands = [line.split("#", 1)[0].strip() for line in quick_start.splitlines()]
    run, test = [c for c in commands if c]
    assert (run, test) == ("make run", "make test")
    ci = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert test in ci, "CI must call the README's test command"
    makefile = (ROOT / "Makefile").read_text()
    recipe = makefile.split("\ntest:", 1)[1].split("\n\n", 1)[0]
    assert "pytest" in recipe


def test_the_readme_links_nothing_outside_the_repository() -> None:
    for target in re.findall(r"\]\(([^)]+)\)|<(https?://[^>]+)>", README):
        link = next(t for t in target if t)
        if link.startswith(("http://127.0.0.1", "http://localhost")):
            continue
        assert not link.startswith(("http:", "https:", "/", "..")), link
        assert (ROOT / link.split("#", 1)[0]).exists(), link
