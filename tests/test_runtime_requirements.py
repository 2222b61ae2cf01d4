"""The service's runtime install holds none of the judge lab's dependencies: the lab (lab/) is a
package of its own in the uv workspace, and the image installs the service alone."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAB = tomllib.loads((ROOT / "lab" / "pyproject.toml").read_text())
# What scikit-learn alone brings in (the service does its scorer's sums with numpy).
LAB_ONLY_TRANSITIVE = {"scipy", "joblib", "threadpoolctl"}


def uv() -> str:
    local = ROOT / ".tools" / "bin" / "uv"
    found = str(local) if local.exists() else shutil.which("uv")
    assert found is not None, "uv is installed by `make install`"
    return found


def name(requirement: str) -> str:
    """A requirement's distribution name, normalised (PEP 503)."""
    match = re.match(r"[A-Za-z0-9][A-Za-z0-9._-]*", requirement)
    assert match is not None, requirement
    return re.sub(r"[-_.]+", "-", match.group()).lower()


def exported(*selection: str, cwd: Path = ROOT) -> set[str]:
    """The distributions `uv export` pins for `selection`, without dev groups, from uv.lock."""
    out = subprocess.run(
        [uv(), "export", "--frozen", "--no-dev", "--no-hashes", "--no-header", *selection],
        cwd=cwd,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return {name(line) for line in out.splitlines() if "==" in line and not line.startswith(" ")}


def lab_dependencies() -> set[str]:
    return {name(dependency) for dependency in LAB["project"]["dependencies"]} - {"attachguard"}


def test_the_lab_declares_its_own_dependencies() -> None:
    assert {"scikit-learn", "python-docx", "python-pptx", "openpyxl", "fpdf2"} <= lab_dependencies()
    root = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "lab" in root["tool"]["uv"]["workspace"]["members"]
    service = {name(dependency) for dependency in root["project"]["dependencies"]}
    assert not service & lab_dependencies()
    assert "scikit-learn" not in {name(d) for d in root["dependency-groups"]["dev"]}


def test_the_runtime_requirements_hold_none_of_the_labs_dependencies() -> None:
    runtime = exported("--package", "attachguard", "--all-extras")
    lab = exported("--package", "attachguard-lab")
    assert lab_dependencies() | LAB_ONLY_TRANSITIVE <= lab  # the lock does pin them, for the lab
    assert "numpy" in runtime
    assert not runtime & (lab_dependencies() | LAB_ONLY_TRANSITIVE)


def test_the_image_build_context_installs_the_service_without_the_lab(tmp_path: Path) -> None:
    """The Dockerfile's install, in a context holding only what it copies (no lab/)."""
    for file in ("pyproject.toml", "uv.lock", "README.md"):
        shutil.copy(ROOT / file, tmp_path / file)
    shutil.copytree(ROOT / "app", tmp_path / "app", ignore=shutil.ignore_patterns("__pycache__"))
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "RUN uv sync --frozen --no-dev --no-editable " in dockerfile
    assert "--all-packages" not in dockerfile
    plan = subprocess.run(
        [uv(), "sync", "--frozen", "--no-dev", "--no-editable", "--dry-run"],
        cwd=tmp_path,
        env={**os.environ, "UV_PROJECT_ENVIRONMENT": str(tmp_path / "venv")},
        check=True,
        capture_output=True,
        text=True,
    ).stderr
    installed = {name(line.split("+ ", 1)[1]) for line in plan.splitlines() if " + " in line}
    assert "attachguard" in installed
    assert not installed & (lab_dependencies() | LAB_ONLY_TRANSITIVE | {"attachguard-lab"})
    assert exported(cwd=tmp_path) == exported("--package", "attachguard")
