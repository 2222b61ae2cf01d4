"""Secrets a real server was started with are nowhere in its processes' environments.

Keys come from variables or from a mounted secrets directory; once the settings are read,
`/proc/<pid>/environ` of the server and of every process it starts (uvicorn workers, the CPU
worker pool) holds none of them, and the keys still work.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import httpx2
import psutil
import pytest

from app.environment import wipe
from tests.builders import guardrail, tool_pre
from tests.conftest import ROOT, LiveServer, free_port

KEY = "k3y-9f2c7a1e5b8d4c6a"
S3_SECRET = "s3-Zq8Lw2Rt6Yp1Xv5"
JUDGE_TOKEN = "tok-Hn4Jk8Mm2Qs6Wd0"


def environ_of(pid: int) -> bytes:
    return Path(f"/proc/{pid}/environ").read_bytes()


def everyone(server: LiveServer) -> list[psutil.Process]:
    root = psutil.Process(server.process.pid)
    return [root, *root.children(recursive=True)]


def exercise(server: LiveServer) -> None:
    """Use the key, and make the service start its CPU workers (a PDF is read in one)."""
    headers = {"Authorization": f"Bearer {KEY}"}
    with httpx2.Client(base_url=server.base_url, headers=headers, timeout=30) as client:
        assert client.get("/v1/jobs/j/attachments").status_code == 200
        assert client.get("/v1/jobs/j/attachments", headers={"Authorization": "Bearer x" * 3})
        pdf = b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"
        uploaded = client.post("/v1/attachments", files={"file": ("a.pdf", pdf)}).json()
        ticket = {k: uploaded[k] for k in ("ID", "FullName", "MimeType")}
        body = tool_pre({"f": {"ID": ticket["ID"]}}, [ticket], [guardrail()])
        assert client.post("/v1/guardrails/evaluate", json=body).status_code == 200


@pytest.mark.parametrize("source", ["variables", "secrets_dir"])
@pytest.mark.parametrize("workers", ["1", "2"])
def test_no_process_of_the_server_holds_a_key_in_its_environment(
    tmp_path: Path, servers: Callable[..., LiveServer], source: str, workers: str
) -> None:
    values = {
        "ATTACHGUARD_API_KEYS": json.dumps({KEY: "tenant-a"}),
        "ATTACHGUARD_JUDGES": json.dumps(
            {
                "default": {"kind": "heuristic"},
                "remote": {
                    "kind": "validate_api",
                    "url": "http://127.0.0.1:9/v",
                    "token": JUDGE_TOKEN,
                },
            }
        ),
    }
    env = {"ATTACHGUARD_WORKERS": workers}
    if source == "variables":
        env.update(values)
    else:
        secrets = tmp_path / "secrets"
        secrets.mkdir()
        for name, value in values.items():
            (secrets / name.lower()).write_text(value)
        env["ATTACHGUARD_SECRETS_DIR"] = str(secrets)
    server = servers(tmp_path, env)
    exercise(server)
    time.sleep(0.5)
    processes = everyone(server)
    assert len(processes) >= 2  # the CPU workers' fork server at least
    for process in processes:
        block = environ_of(process.pid)
        for secret in (KEY, JUDGE_TOKEN):
            assert secret.encode() not in block, (process.pid, process.cmdline())
        if source == "variables":
            assert b"ATTACHGUARD_API_KEYS=" + KEY[:4].encode() not in block


def test_a_key_set_twice_or_a_missing_secrets_dir_stops_start_up(tmp_path: Path) -> None:
    secrets = tmp_path / "secrets"
    secrets.mkdir()
    (secrets / "ATTACHGUARD_API_KEYS").write_text(json.dumps({KEY: "t"}))
    base = {k: v for k, v in os.environ.items() if not k.startswith("ATTACHGUARD_")}
    cases = [
        (
            {"ATTACHGUARD_SECRETS_DIR": str(secrets), "ATTACHGUARD_API_KEYS": "{}"},
            b"ATTACHGUARD_API_KEYS: set both as a variable and as a file",
        ),
        ({"ATTACHGUARD_SECRETS_DIR": str(tmp_path / "nope")}, b"ATTACHGUARD_SECRETS_DIR: cannot"),
        (
            {"ATTACHGUARD_API_KEYS": json.dumps({"replace-with-a-long-random-key": "t"})},
            b"looks like a placeholder",
        ),
    ]
    for env, expected in cases:
        done = subprocess.run(
            [sys.executable, "-m", "app"],
            cwd=ROOT,
            env={**base, "ATTACHGUARD_PORT": str(free_port()), **env},
            capture_output=True,
            timeout=30,
            check=False,
        )
        assert done.returncode == 2, done.stderr
        assert expected in done.stderr, done.stderr


def test_wipe_overwrites_the_block_the_kernel_shows(tmp_path: Path) -> None:
    """In a fresh interpreter whose environment came from exec: after `wipe`, its own
    `/proc/self/environ` no longer holds the value, and the variable is gone."""
    script = (
        "import os, sys\n"
        "from app.environment import wipe\n"
        "before = open('/proc/self/environ', 'rb').read()\n"
        "assert b'hunter2-secret-value' in before\n"
        "assert wipe(['SECRET_ONE', 'NOT_SET']) == ['SECRET_ONE']\n"
        "after = open('/proc/self/environ', 'rb').read()\n"
        "assert b'hunter2-secret-value' not in after, after\n"
        "assert 'SECRET_ONE' not in os.environ and os.environ['KEPT'] == 'yes'\n"
    )
    env = {**os.environ, "SECRET_ONE": "hunter2-secret-value", "KEPT": "yes"}
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert wipe([]) == []
