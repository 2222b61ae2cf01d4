"""The container's start, without a Docker daemon: the Dockerfile's exact CMD and ENV, run in a
fresh virtualenv installed from uv.lock the way the image installs it."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2
import psutil
import pytest

from tests.conftest import KEY_A, free_port

ROOT = Path(__file__).resolve().parent.parent
DOCKERFILE = (ROOT / "Dockerfile").read_text()


def final_stage() -> str:
    return DOCKERFILE.split("\nFROM ")[-1]


def image_env() -> dict[str, str]:
    """The final stage's ENV, continuation lines joined."""
    env: dict[str, str] = {}
    text = final_stage().replace("\\\n", " ")
    for line in text.splitlines():
        if line.startswith("ENV "):
            env.update(re.findall(r"(\w+)=(\S+)", line[4:]))
    return env


def image_cmd() -> list[str]:
    (line,) = [ln for ln in final_stage().splitlines() if ln.startswith("CMD ")]
    command: list[str] = json.loads(line[4:])
    return command


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The runtime as the image's build stage installs it: uv.lock, no dev tools, no editable."""
    target = tmp_path_factory.mktemp("image") / "venv"
    uv = ROOT / ".tools" / "bin" / "uv"
    uv_path = str(uv) if uv.exists() else shutil.which("uv")
    assert uv_path is not None, "uv is installed by `make install`"
    subprocess.run(
        [uv_path, "sync", "--frozen", "--no-dev", "--no-editable", "--quiet"],
        cwd=ROOT,
        env={**os.environ, "UV_PROJECT_ENVIRONMENT": str(target)},
        check=True,
    )
    assert not (target / "bin" / "pytest").exists(), "the image must not carry test tools"
    return target


def container_env(venv: Path, tmp_path: Path, **overrides: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in image_env().items()
        if key not in {"ATTACHGUARD_STORE_ROOT", "ATTACHGUARD_WORKSPACE_ROOT"}
    }
    env["PATH"] = env["PATH"].replace("/opt/venv/bin", str(venv / "bin"))
    env["PATH"] = env["PATH"].replace("$PATH", os.environ["PATH"])
    env["ATTACHGUARD_STORE_ROOT"] = str(tmp_path / "store")
    env["ATTACHGUARD_WORKSPACE_ROOT"] = str(tmp_path / "workspaces")
    env.update(overrides)
    return env


@pytest.fixture
def run_image(venv: Path, tmp_path: Path) -> Iterator[list[subprocess.Popen[bytes]]]:
    started: list[subprocess.Popen[bytes]] = []
    yield started
    for process in started:
        process.kill()
        process.communicate()


def start(env: dict[str, str], started: list[subprocess.Popen[bytes]]) -> subprocess.Popen[bytes]:
    process = subprocess.Popen(
        image_cmd(), env=env, cwd="/", stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    started.append(process)
    return process


def listening(process: subprocess.Popen[bytes], port: int) -> set[str]:
    """The addresses the process listens on at `port`, once it does (or empty)."""
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        addresses = {
            c.laddr.ip
            for c in psutil.Process(process.pid).net_connections(kind="tcp")
            if c.status == psutil.CONN_LISTEN and c.laddr.port == port
        }
        if addresses:
            return addresses
        assert process.poll() is None, process.stderr.read() if process.stderr else ""
        time.sleep(0.1)
    return set()


def test_the_image_runs_its_own_entry_point() -> None:
    assert image_cmd() == ["attachguard"]
    assert image_env()["ATTACHGUARD_HOST"] == "0.0.0.0"


def test_without_api_keys_the_image_exits_2_with_one_line(
    venv: Path, tmp_path: Path, run_image: list[subprocess.Popen[bytes]]
) -> None:
    process = start(container_env(venv, tmp_path), run_image)
    _, stderr = process.communicate(timeout=30)
    assert process.returncode == 2
    lines = stderr.decode().splitlines()
    assert len(lines) == 1, lines
    assert "ATTACHGUARD_HOST" in lines[0]
    assert "ATTACHGUARD_API_KEYS" in lines[0]


def test_the_image_serves_on_attachguard_port(
    venv: Path, tmp_path: Path, run_image: list[subprocess.Popen[bytes]]
) -> None:
    port = free_port()
    keys = json.dumps({KEY_A: "tenant-a"})
    env = container_env(venv, tmp_path, ATTACHGUARD_PORT=str(port), ATTACHGUARD_API_KEYS=keys)
    process = start(env, run_image)
    assert listening(process, port) == {"0.0.0.0"}
    assert httpx2.get(f"http://127.0.0.1:{port}/healthz").status_code == 200
    unauthenticated = httpx2.get(f"http://127.0.0.1:{port}/v1/jobs/j/attachments")
    assert unauthenticated.status_code == 401


def test_a_loopback_host_binds_loopback_only(
    venv: Path, tmp_path: Path, run_image: list[subprocess.Popen[bytes]]
) -> None:
    port = free_port()
    env = container_env(venv, tmp_path, ATTACHGUARD_PORT=str(port), ATTACHGUARD_HOST="127.0.0.1")
    process = start(env, run_image)
    # The address checked (loopback, so no keys needed) is the address bound: no wildcard.
    assert listening(process, port) == {"127.0.0.1"}
