"""The README is a user's guide that gives the commands CI really runs and links nothing outside
the repository; the documentation site defines every setting and every rule id the code cites."""

from __future__ import annotations

import re
from pathlib import Path

from app.settings import ENV_PREFIX, Settings

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text()
SETTINGS_PAGE = (ROOT / "docs" / "reference" / "settings.md").read_text()
RULES_PAGE = (ROOT / "docs" / "spec" / "behaviour.md").read_text()
RULE_ID = re.compile(r"\bR([1-4])\.(\d{1,2})\b")


def test_every_setting_is_documented() -> None:
    missing = [
        name
        for name in Settings.model_fields
        if f"`{ENV_PREFIX}{name.upper()}`" not in SETTINGS_PAGE
    ]
    assert missing == []


def test_the_readme_is_a_guide_not_a_notebook() -> None:
    assert len(README.splitlines()) <= 400


def test_every_rule_id_the_repository_cites_is_defined() -> None:
    """Every R-id in the code, the tests, the contract and the docs names a rule of the
    repository's own specification (an anchor `{: #R1.3 }` on its paragraph)."""
    defined = set(re.findall(r"\{: #(R\d+\.\d+) \}", RULES_PAGE))
    assert len(defined) >= 40
    sources = [
        *(ROOT / "app").rglob("*.py"),
        *(ROOT / "tests").rglob("*.py"),
        *(ROOT / "docs").rglob("*.md"),
        ROOT / "openapi.yaml",
        ROOT / "README.md",
    ]
    cited: dict[str, str] = {}
    for path in sources:
        for match in RULE_ID.finditer(path.read_text()):
            cited.setdefault(f"R{match.group(1)}.{match.group(2)}", str(path.relative_to(ROOT)))
    assert cited, "no rule id cited anywhere"
    missing = {rule: where for rule, where in cited.items() if rule not in defined}
    assert missing == {}


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
