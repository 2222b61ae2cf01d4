"""The README documents every setting and the commands CI really runs."""

from __future__ import annotations

from pathlib import Path

from app.settings import ENV_PREFIX, Settings

ROOT = Path(__file__).resolve().parent.parent


def test_every_setting_is_documented() -> None:
    readme = (ROOT / "README.md").read_text()
    missing = [
        name for name in Settings.model_fields if f"`{ENV_PREFIX}{name.upper()}`" not in readme
    ]
    assert missing == []


def test_ci_runs_the_readme_test_command() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "make test" in readme
    assert "make run" in readme
    assert "make test" in (ROOT / ".ci" / "run").read_text()
