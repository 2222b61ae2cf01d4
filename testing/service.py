"""The service as its own process on a loopback port, on its embedded defaults."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

import httpx2

from testing.net import free_port

ROOT = Path(__file__).resolve().parent.parent


@contextmanager
def live_service(
    root: Path, settings: Mapping[str, str] | None = None, *, timeout_s: float = 30.0
) -> Iterator[str]:
    """Start `python -m app` with its store, workspaces and journal under `root` (and any other
    `ATTACHGUARD_*` settings given), yield its base URL once /healthz answers, stop it after."""
    port = free_port()
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ATTACHGUARD_")},
        "ATTACHGUARD_PORT": str(port),
        "ATTACHGUARD_STORE_ROOT": str(root / "store"),
        "ATTACHGUARD_WORKSPACE_ROOT": str(root / "workspaces"),
        "ATTACHGUARD_DECISION_LOG_DIR": str(root / "journal"),
        "ATTACHGUARD_LOG_LEVEL": "WARNING",
        **(settings or {}),
    }
    root.mkdir(parents=True, exist_ok=True)
    with (root / "service.log").open("wb") as log:
        process = subprocess.Popen(
            [sys.executable, "-m", "app"], cwd=ROOT, env=env, stdout=log, stderr=log
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                if httpx2.get(f"{base}/healthz", timeout=0.5).status_code == 200:
                    break
            except httpx2.TransportError:
                pass
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the service did not start; see {root / 'service.log'}")
            time.sleep(0.05)
        yield base
    finally:
        process.terminate()
        try:
            process.wait(10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
