"""The installed distribution stays small: httpx2 and pydantic, never the server or FastAPI."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import requires

from packaging.requirements import Requirement

FORBIDDEN = {"fastapi", "starlette", "uvicorn", "attachguard"}


def _requirements() -> list[Requirement]:
    return [Requirement(line) for line in requires("attachguard-client") or []]


def test_core_requirements_are_httpx2_and_pydantic_only() -> None:
    core = {r.name for r in _requirements() if r.marker is None}
    assert core == {"httpx2", "pydantic"}


def test_extras_bring_the_frameworks() -> None:
    extras: dict[str, set[str]] = {}
    for requirement in _requirements():
        if requirement.marker is None:
            continue
        for extra in ("langchain", "openai-agents"):
            if requirement.marker.evaluate({"extra": extra}):
                extras.setdefault(extra, set()).add(requirement.name)
    assert extras == {
        "langchain": {"langchain", "langchain-core", "langgraph"},
        "openai-agents": {"openai-agents"},
    }
    assert not FORBIDDEN & {r.name for r in _requirements()}


def test_importing_the_client_imports_no_server_and_no_framework() -> None:
    probe = (
        "import sys, attachguard_client, attachguard_client.integrations\n"
        "loaded = {name.split('.')[0] for name in sys.modules}\n"
        "print(sorted(loaded & {'fastapi', 'starlette', 'uvicorn', 'app', 'langchain',"
        " 'langchain_core', 'langgraph', 'agents', 'openai'}))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd="/"
    )
    assert out.stdout.strip() == "[]"
