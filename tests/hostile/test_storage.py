"""A full disk and a killed process: a clear answer, and nothing left behind.

The disk-full tests mount a small tmpfs (root only; skipped with the reason otherwise). The
kill -9 tests stop a real server in the middle of an upload and of a download, then start it
again on the same directories.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.services import decisions
from app.store.spool import free_bytes
from tests.builders import guardrail
from tests.conftest import LiveServer, assert_problem, make_settings, tmpfs

MIB = 1024 * 1024


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    with tmpfs(tmp_path / "disk", "size=4m") as mount_point:
        yield mount_point


def files_in(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


def full_client(tmp_path: Path, disk: Path, **overrides: Any) -> TestClient:
    values: dict[str, Any] = {
        "store_root": disk / "store",
        "workspace_root": disk / "workspaces",
        "min_free_mb": 0,
        **overrides,
    }
    settings = make_settings(tmp_path, **values)
    return TestClient(create_app(settings))


def test_an_upload_larger_than_the_disk_is_a_507_and_leaves_nothing(
    tmp_path: Path, small_disk: Path
) -> None:
    with full_client(tmp_path, small_disk) as client:
        response = client.post("/v1/attachments", files={"file": ("big.bin", b"x" * 8 * MIB)})
        assert_problem(response, 507, "insufficient_storage")
    assert files_in(small_disk) == []


def test_an_upload_that_fills_the_disk_exactly_leaves_no_orphan_blob(
    tmp_path: Path, small_disk: Path
) -> None:
    with full_client(tmp_path, small_disk) as client:
        (small_disk / "store" / "default" / "tmp").mkdir(parents=True)
        (small_disk / "store" / "default" / "objects").mkdir(parents=True)
        # The content fits to the last byte; the metadata written after it cannot.
        exactly = free_bytes(small_disk)
        response = client.post("/v1/attachments", files={"file": ("fill.bin", b"y" * exactly)})
        assert_problem(response, 507, "insufficient_storage")
        assert files_in(small_disk) == []
        # The space is back: a small upload works again.
        assert client.post("/v1/attachments", files={"file": ("a.txt", b"a")}).status_code == 201


def test_output_files_on_a_full_disk_are_a_507(tmp_path: Path, small_disk: Path) -> None:
    with full_client(tmp_path, small_disk) as client:
        body = {"file_name": "big.txt", "content": "z" * 6 * MIB}
        response = client.post("/v1/jobs/job-1/output-files", json=body)
        assert_problem(response, 507, "insufficient_storage")
    assert files_in(small_disk) == []


def test_a_download_onto_a_full_workspace_fails_cleanly(tmp_path: Path, small_disk: Path) -> None:
    settings = make_settings(tmp_path, workspace_root=small_disk / "ws", min_free_mb=0)
    with TestClient(create_app(settings)) as client:
        uploaded = client.post("/v1/attachments", files={"file": ("big.bin", b"q" * 6 * MIB)})
        ticket = {k: uploaded.json()[k] for k in ("ID", "FullName", "MimeType")}
        body = {
            "workspace_id": "run-1",
            "tool_name": "T",
            "result": {
                "role": "tool",
                "tool_call_id": "c",
                "content": json.dumps({"file": ticket}),
            },
        }
        answer = client.post("/v1/tool-results/materialize", json=body).json()
    assert answer["files"][0]["status"] == "failed"
    assert answer["files"][0]["error"] == "insufficient_storage"
    assert files_in(small_disk) == []


def test_readyz_says_when_space_runs_low(tmp_path: Path, small_disk: Path) -> None:
    with full_client(tmp_path, small_disk, min_free_mb=8) as client:
        response = client.get("/readyz")
    problem = assert_problem(response, 503, "not_ready")
    assert "below the 8 MiB threshold" in problem["parts"]["store"]
    assert "below the 8 MiB threshold" in problem["parts"]["workspaces"]
    # One stop between parts, not ".;" (an independent probe).
    assert ".;" not in problem["detail"]
    assert problem["detail"].count("; ") == 1


def test_readyz_says_when_the_decision_log_cannot_take_records(
    tmp_path: Path, small_disk: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An independent probe: with the journal on a volume of its own, a full one made every
    # evaluation a 503 while /readyz said ready, so the platform kept sending traffic.
    monkeypatch.setattr(decisions, "_REFUSED_HOLD_S", 0.5)
    journal = small_disk / "decision-log"
    evaluate = {
        "scope": "agent",
        "stage": "pre",
        "messages": [{"role": "user", "content": "please summarise the report"}],
        "guardrails": [guardrail(scopes=("agent",))],
        "job_key": "job-1",
    }
    settings = make_settings(tmp_path, decision_log_dir=journal, min_free_mb=0)
    with TestClient(create_app(settings)) as client:
        assert client.get("/readyz").status_code == 200
        filler = small_disk / "filler"
        with filler.open("wb") as out, contextlib.suppress(OSError):
            while True:
                out.write(b"f" * 64 * 1024)
                out.flush()
        assert_problem(
            client.post("/v1/guardrails/evaluate", json=evaluate), 503, "audit_unavailable"
        )
        # Not answered, so not counted as a decision (it was, as an `allow`).
        assert "attachguard_decisions_total{" not in client.get("/metrics").text
        problem = assert_problem(client.get("/readyz"), 503, "not_ready")
        assert list(problem["parts"]) == ["decision_log"]
        assert "refused a record" in problem["parts"]["decision_log"]
        filler.unlink()
        time.sleep(0.6)  # past the hold: the probe finds the disk taking records again
        assert client.get("/readyz").status_code == 200
        assert client.post("/v1/guardrails/evaluate", json=evaluate).status_code == 200
        assert 'attachguard_decisions_total{decision="allow"} 1.0' in client.get("/metrics").text
    settings = make_settings(tmp_path, decision_log_dir=journal, min_free_mb=8)
    with TestClient(create_app(settings)) as client:
        problem = assert_problem(client.get("/readyz"), 503, "not_ready")
    assert "below the 8 MiB threshold" in problem["parts"]["decision_log"]


# --- kill -9 -------------------------------------------------------------------------------


def age(paths: list[Path], seconds: float) -> None:
    """Pretend the files were left long ago (the sweep spares anything younger)."""
    past = time.time() - seconds
    for path in paths:
        os.utime(path, (past, past))


def kill(process: subprocess.Popen[bytes]) -> None:
    process.kill()
    process.wait(timeout=10)


def wait_for(find: Any, timeout_s: float = 20) -> list[Path]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        found: list[Path] = find()
        if found:
            return found
        time.sleep(0.005)
    raise AssertionError("nothing appeared")


def test_kill_9_during_an_upload_leaves_nothing_after_restart(
    tmp_path: Path, servers: Callable[..., LiveServer]
) -> None:
    server = servers(tmp_path, {})
    host, port = server.base_url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)))
    boundary = b"b0undary"
    sock.sendall(
        b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\n"
        b"Content-Type: multipart/form-data; boundary=" + boundary + b"\r\n"
        b"Content-Length: 50000000\r\n\r\n"
        b"--" + boundary + b'\r\nContent-Disposition: form-data; name="file"; filename="a.bin"'
        b"\r\n\r\n" + b"x" * (3 * MIB)
    )
    store = tmp_path / "store"
    partial = wait_for(lambda: list(store.rglob(".up-*")))
    kill(server.process)
    sock.close()
    assert all(p.exists() for p in partial)  # the crash did leave it
    live = store / "default" / "tmp" / ".up-another-replica"
    live.write_bytes(b"another replica's upload in progress")
    age([*partial, live], 2 * 3600)
    holder = os.open(live, os.O_RDONLY)
    fcntl.flock(holder, fcntl.LOCK_EX)  # its writer lives: it holds the lock
    try:
        age(partial, 10)  # whatever the age: no lock held means nobody is writing it
        restarted = servers(tmp_path, {"ATTACHGUARD_SWEEP_AGE_S": "999999"})
        assert not any(p.exists() for p in partial)
        assert live.exists(), "a file a live writer holds is never swept"
    finally:
        os.close(holder)
    assert httpx2.get(f"{restarted.base_url}/healthz").status_code == 200


def test_kill_9_during_a_download_leaves_nothing_in_the_workspace(
    tmp_path: Path, servers: Callable[..., LiveServer]
) -> None:
    server = servers(tmp_path, {})
    big = httpx2.post(
        f"{server.base_url}/v1/attachments",
        files={"file": ("big.bin", os.urandom(MIB) * 90)},
        timeout=60,
    ).json()
    ticket = {k: big[k] for k in ("ID", "FullName", "MimeType")}
    body = {
        "workspace_id": "run-1",
        "tool_name": "T",
        "result": {"role": "tool", "tool_call_id": "c", "content": json.dumps({"file": ticket})},
    }
    threading.Thread(
        target=lambda: _quietly(
            lambda: httpx2.post(
                f"{server.base_url}/v1/tool-results/materialize", json=body, timeout=60
            )
        ),
        daemon=True,
    ).start()
    workspaces = tmp_path / "workspaces"
    partial = wait_for(lambda: list((workspaces / ".partial").glob(".attachguard-*")))
    kill(server.process)
    workspace = workspaces / "default" / "run-1"
    assert not workspace.exists() or os.listdir(workspace) == []  # never a partial file there
    age(partial, 10)
    restarted = servers(tmp_path, {"ATTACHGUARD_SWEEP_AGE_S": "999999"})
    assert list((workspaces / ".partial").iterdir()) == []
    answer = httpx2.post(
        f"{restarted.base_url}/v1/tool-results/materialize", json=body, timeout=60
    ).json()
    assert answer["files"][0]["status"] == "downloaded"
    assert os.listdir(workspace) == [f"{ticket['ID']}_big.bin"]
    assert list((workspaces / ".partial").iterdir()) == []


def _quietly(call: Any) -> None:
    with contextlib.suppress(httpx2.TransportError):  # the server was killed under it
        call()


@pytest.mark.parametrize("where", ["upload", "output_file", "materialize"])
def test_a_disk_with_no_byte_free_is_a_507_that_leaves_nothing(
    tmp_path: Path, small_disk: Path, where: str
) -> None:
    settings = make_settings(
        tmp_path,
        store_root=(small_disk if where != "materialize" else tmp_path) / "store",
        workspace_root=small_disk / "workspaces",
        min_free_mb=0,
    )
    with TestClient(create_app(settings)) as client:
        uploaded = client.post("/v1/attachments", files={"file": ("r.bin", b"r" * 70_000)})
        ticket = {k: uploaded.json()[k] for k in ("ID", "FullName", "MimeType")}
        (small_disk / "workspaces" / "default" / "run").mkdir(parents=True)
        before = set(files_in(small_disk))
        filler = small_disk / "filler"
        filler.write_bytes(b"\0" * free_bytes(small_disk))
        assert free_bytes(small_disk) == 0
        if where == "upload":
            response = client.post("/v1/attachments", files={"file": ("a.txt", b"a" * 70_000)})
            assert_problem(response, 507, "insufficient_storage")
        elif where == "output_file":
            text = {"file_name": "r.txt", "content": "z" * 70_000}
            assert_problem(
                client.post("/v1/jobs/j/output-files", json=text), 507, "insufficient_storage"
            )
        else:
            body: dict[str, Any] = {
                "workspace_id": "run",
                "tool_name": "T",
                "result": {
                    "role": "tool",
                    "tool_call_id": "c",
                    "content": json.dumps({"f": ticket}),
                },
            }
            answer = client.post("/v1/tool-results/materialize", json=body).json()
            assert answer["files"][0]["error"] == "insufficient_storage", answer
    assert set(files_in(small_disk)) - before == {filler}


def test_kill_9_during_publishes_leaves_no_attachment_unlinked_and_nothing_pending(
    tmp_path: Path, servers: Callable[..., LiveServer]
) -> None:
    """Output files are linked in the same step that makes them visible: after a `kill -9`
    in the middle of many concurrent publishes and a restart, every stored attachment is
    linked to its job, and no temporary file or pending save is left."""
    server = servers(tmp_path, {})
    stop = threading.Event()

    def publish(worker: int) -> None:
        with httpx2.Client(base_url=server.base_url, timeout=10) as client:
            n = 0
            while not stop.is_set():
                try:
                    client.post(
                        f"/v1/jobs/job-{worker}/output-files",
                        json={"file_name": f"r{n}.md", "content": "# report\n" * 2000},
                    )
                except httpx2.TransportError:
                    return
                n += 1

    threads = [threading.Thread(target=publish, args=(w,)) for w in range(12)]
    for thread in threads:
        thread.start()
    time.sleep(1.5)
    kill(server.process)
    stop.set()
    for thread in threads:
        thread.join()
    store = tmp_path / "store" / "default"
    restarted = servers(tmp_path, {})
    stored = {p.stem for p in (store / "objects").rglob("*.json")}
    linked = {p.name for p in (store / "jobs").rglob("*") if p.is_file() and p.name[0] != "."}
    assert stored
    assert stored <= linked, f"{len(stored - linked)} stored but unlinked"
    blobs = {p.name for p in (store / "objects").rglob("*") if p.is_file() and p.suffix != ".json"}
    assert blobs == stored  # no content without its metadata
    # The start-up sweep removes what the killed process left; on a loaded machine it may
    # finish just after the service first answers, and a pending marker made in the last
    # instant before the kill is spared until its grace has passed (the second sweep).
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(
        any((store / part).iterdir()) for part in ("tmp", "pending")
    ):
        time.sleep(0.05)
    assert list((store / "pending").iterdir()) == []
    assert list((store / "tmp").iterdir()) == []
    assert httpx2.get(f"{restarted.base_url}/healthz").status_code == 200


def test_a_restart_never_touches_another_replicas_upload_in_progress(
    tmp_path: Path, servers: Callable[..., LiveServer]
) -> None:
    """Two replicas on one store directory: B streams an upload while A starts and sweeps
    (with no age to spare anything); B's upload completes whole."""
    shared = {
        "ATTACHGUARD_STORE_ROOT": str(tmp_path / "shared-store"),
        "ATTACHGUARD_SWEEP_AGE_S": "0",
    }
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
    b = servers(tmp_path / "b", shared)
    chunks_sent = threading.Event()
    # Slow enough (about 12 s) to be still in progress while A starts, however slow A is.
    data = os.urandom(MIB) * 24

    def slow_body() -> Iterator[bytes]:
        head = b'--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n'
        yield head
        for start in range(0, len(data), MIB):
            yield data[start : start + MIB]
            chunks_sent.set()
            time.sleep(0.5)
        yield b"\r\n--xyz--\r\n"

    answer: dict[str, Any] = {}

    def upload() -> None:
        response = httpx2.post(
            f"{b.base_url}/v1/attachments",
            content=slow_body(),
            headers={"Content-Type": "multipart/form-data; boundary=xyz"},
            timeout=60,
        )
        answer.update(status=response.status_code, body=response.json())

    thread = threading.Thread(target=upload)
    thread.start()
    assert chunks_sent.wait(timeout=20)
    partial = wait_for(lambda: list((tmp_path / "shared-store").rglob(".up-*")))
    a = servers(tmp_path / "a", shared)  # starts, and sweeps the shared store at once
    assert httpx2.get(f"{a.base_url}/healthz").status_code == 200
    assert thread.is_alive(), "B's upload ended before A started: the test proves nothing"
    assert all(p.exists() for p in partial), "A swept B's live upload"
    thread.join(timeout=60)
    assert answer["status"] == 201, answer
    assert answer["body"]["sha256"] == hashlib.sha256(data).hexdigest()
