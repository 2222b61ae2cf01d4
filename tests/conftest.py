"""Shared fixtures: settings on a temporary directory, in-process clients, a real server."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.testclient import TestClient
from hypothesis import settings as hypothesis_settings

from app.main import create_app
from app.settings import Settings

# Shared machines are noisy: a per-example time limit would make property tests flaky without
# telling anything about correctness.
hypothesis_settings.register_profile("attachguard", deadline=None, print_blob=True)
hypothesis_settings.load_profile("attachguard")

KEY_A = "key-a-0123456789abcdef"
KEY_B = "key-b-0123456789abcdef"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def clean_environ(monkeypatch: pytest.MonkeyPatch) -> None:
    """No test sees the developer's ATTACHGUARD_* variables (an exported key would turn
    authentication on for every in-process app)."""
    for key in list(os.environ):
        if key.upper().startswith("ATTACHGUARD_"):
            monkeypatch.delenv(key)


def make_settings(tmp_path: Path, **overrides: Any) -> Settings:
    """Settings isolated to `tmp_path`, with explicit overrides."""
    values: dict[str, Any] = {
        "store_root": tmp_path / "store",
        "workspace_root": tmp_path / "workspaces",
        "decision_log_dir": tmp_path / "decision-log",
    }
    values.update(overrides)
    return Settings(**values)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path)


@pytest.fixture
def client(settings: Settings) -> Iterator[TestClient]:
    with TestClient(create_app(settings)) as test_client:
        yield test_client


@pytest.fixture
def make_client(tmp_path: Path) -> Iterator[Callable[..., TestClient]]:
    """Build clients on custom settings; each is closed (lifespan ended) after the test."""
    opened: list[TestClient] = []

    def build(**overrides: Any) -> TestClient:
        test_client = TestClient(create_app(make_settings(tmp_path, **overrides)))
        test_client.__enter__()
        opened.append(test_client)
        return test_client

    yield build
    for test_client in opened:
        test_client.__exit__(None, None, None)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class LiveServer:
    """A real `python -m app` process on loopback."""

    def __init__(
        self, base_url: str, process: subprocess.Popen[bytes], log: Path, root: Path
    ) -> None:
        self.base_url = base_url
        self.process = process
        self.log = log
        self.root = root


def start_server(tmp_path: Path, env: dict[str, str]) -> LiveServer:
    port = free_port()
    full_env = {
        **{k: v for k, v in os.environ.items() if not k.upper().startswith("ATTACHGUARD_")},
        "ATTACHGUARD_PORT": str(port),
        "ATTACHGUARD_STORE_ROOT": str(tmp_path / "store"),
        "ATTACHGUARD_WORKSPACE_ROOT": str(tmp_path / "workspaces"),
        **env,
    }
    log = tmp_path / "server.log"
    with log.open("wb") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "app"], cwd=ROOT, env=full_env, stdout=sink, stderr=sink
        )
    base_url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"server exited: {log.read_text()}")
        try:
            if httpx2.get(f"{base_url}/healthz", timeout=0.5).status_code == 200:
                return LiveServer(base_url, process, log, tmp_path)
        except httpx2.TransportError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError(f"server did not start: {log.read_text()}")


def stop_server(server: LiveServer) -> None:
    server.process.terminate()
    try:
        server.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.process.kill()
        server.process.wait()


@pytest.fixture
def servers() -> Iterator[Callable[..., LiveServer]]:
    """Start real servers for one test; every one is stopped at teardown, even on failure."""
    started: list[LiveServer] = []

    def start(tmp_path: Path, env: dict[str, str]) -> LiveServer:
        server = start_server(tmp_path, env)
        started.append(server)
        return server

    yield start
    for server in started:
        if server.process.poll() is None:
            stop_server(server)


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """One real uvicorn process for the session, authenticated with two tenants."""
    tmp_path = tmp_path_factory.mktemp("live")
    server = start_server(
        tmp_path,
        {
            "ATTACHGUARD_API_KEYS": f'{{"{KEY_A}": "tenant-a", "{KEY_B}": "tenant-b"}}',
            "ATTACHGUARD_MAX_UPLOAD_BYTES": str(1024 * 1024),
        },
    )
    try:
        yield server
    finally:
        stop_server(server)


def assert_problem(response: httpx2.Response, status: int, code: str) -> dict[str, Any]:
    """The response is a problem document with this status and code."""
    assert response.status_code == status, response.text
    assert response.headers["content-type"] == "application/problem+json"
    body: dict[str, Any] = response.json()
    assert body["code"] == code
    assert body["status"] == status
    assert body["type"] == f"urn:attachguard:problem:{code}"
    assert body["title"]
    assert body["detail"]
    return body


@contextlib.contextmanager
def tmpfs(mount_point: Path, options: str) -> Iterator[Path]:
    """A small tmpfs at `mount_point` (`size=4m`, `nr_inodes=16`: a disk or an inode table
    that fills); root only: the test is skipped with the reason otherwise."""
    mount_point.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(mount_point)],
        capture_output=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield mount_point
    finally:
        subprocess.run(["umount", "-l", str(mount_point)], check=False)
