"""Two real service processes on one S3 bucket and one workspace root act as one service."""

from __future__ import annotations

import hashlib
import json
import os
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest

from testing.seaweed import SeaweedS3
from tests.conftest import KEY_A, LiveServer, start_server, stop_server

AUTH = {"Authorization": f"Bearer {KEY_A}"}
SCHEMA = {
    "type": "object",
    "properties": {"report": {"$ref": "#/$defs/job-attachment"}},
    "required": ["report"],
    "$defs": {"job-attachment": {"type": "object"}},
}


@pytest.fixture(scope="module")
def replicas(
    seaweed: SeaweedS3, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[LiveServer, LiveServer, Path]]:
    """Replicas A and B: one bucket and prefix, one workspace root, separate everything else."""
    workspaces = tmp_path_factory.mktemp("shared-workspaces")
    env = {
        **seaweed.env(prefix=f"replicas-{uuid.uuid4().hex[:8]}"),
        "ATTACHGUARD_WORKSPACE_ROOT": str(workspaces),
        "ATTACHGUARD_API_KEYS": json.dumps({KEY_A: "tenant-a"}),
    }
    started: list[LiveServer] = []
    try:
        started.extend(
            start_server(tmp_path_factory.mktemp(f"replica-{name}"), env) for name in ("a", "b")
        )
        for server in started:
            deadline = time.monotonic() + 20
            while httpx2.get(f"{server.base_url}/readyz").status_code != 200:
                assert time.monotonic() < deadline, server.log.read_text()
                time.sleep(0.1)
        yield started[0], started[1], workspaces
    finally:
        for server in started:
            stop_server(server)


def test_a_file_uploaded_through_one_replica_is_served_by_the_other(
    replicas: tuple[LiveServer, LiveServer, Path],
) -> None:
    a_server, b_server, workspaces = replicas
    data = os.urandom(300_000)
    with (
        httpx2.Client(base_url=a_server.base_url, headers=AUTH) as a,
        httpx2.Client(base_url=b_server.base_url, headers=AUTH) as b,
    ):
        created = a.post("/v1/attachments", files={"file": ("report.bin", data)})
        assert created.status_code == 201, created.text
        ticket = {key: created.json()[key] for key in ("ID", "FullName", "MimeType")}
        file_id = ticket["ID"]

        # Download and describe through B.
        assert b.get(f"/v1/attachments/{file_id}").json()["sha256"] == created.json()["sha256"]
        assert b.get(f"/v1/attachments/{file_id}/content").content == data
        ranged = b.get(f"/v1/attachments/{file_id}/content", headers={"Range": "bytes=10-19"})
        assert (ranged.status_code, ranged.content) == (206, data[10:20])

        # Link through B, list through A.
        assert b.put(f"/v1/jobs/job-1/attachments/{file_id}").status_code == 204
        assert a.put(f"/v1/jobs/job-1/attachments/{file_id}").status_code == 204
        listed = a.get("/v1/jobs/job-1/attachments").json()["attachments"]
        assert [item["ID"] for item in listed] == [file_id]

        # Materialise through B into the shared workspace root; A finds the file in place.
        body: dict[str, Any] = {
            "workspace_id": "run-7",
            "tool_name": "Export_Report",
            "result": {
                "role": "tool",
                "tool_call_id": "call_1",
                "content": json.dumps({"file": ticket}),
            },
        }
        first = b.post("/v1/tool-results/materialize", json=body).json()["files"][0]
        assert first["status"] == "downloaded", first
        second = a.post("/v1/tool-results/materialize", json=body).json()["files"][0]
        assert second["status"] == "present", second
        on_disk = workspaces / "tenant-a" / "run-7" / first["path"].lstrip("/")
        assert hashlib.sha256(on_disk.read_bytes()).hexdigest() == created.json()["sha256"]
        name = first["path"].lstrip("/")
        assert a.get(f"/v1/workspaces/run-7/files/{name}").content == data

        # Verify through either: the link made through B counts for A.
        verdict = a.post(
            "/v1/jobs/job-1/output-files/verify",
            json={"output_schema": SCHEMA, "output": {"report": ticket}},
        ).json()
        assert verdict["status"] == "passed", verdict


def test_an_output_file_created_on_one_replica_verifies_on_the_other(
    replicas: tuple[LiveServer, LiveServer, Path],
) -> None:
    a_server, b_server, _ = replicas
    with (
        httpx2.Client(base_url=a_server.base_url, headers=AUTH) as a,
        httpx2.Client(base_url=b_server.base_url, headers=AUTH) as b,
    ):
        created = a.post(
            "/v1/jobs/job-2/output-files", json={"file_name": "report.md", "content": "# Done"}
        )
        assert created.status_code == 201, created.text
        ticket = created.json()["file"]
        verdict = b.post(
            "/v1/jobs/job-2/output-files/verify",
            json={"output_schema": SCHEMA, "output": {"report": ticket}},
        ).json()
        assert verdict["status"] == "passed", verdict
        elsewhere = b.post(
            "/v1/jobs/job-3/output-files/verify",
            json={"output_schema": SCHEMA, "output": {"report": ticket}},
        ).json()
        assert elsewhere["problems"][0]["kind"] == "unlinked"


def test_a_decision_is_listed_at_once_where_it_was_made_and_within_a_ship_interval_elsewhere(
    replicas: tuple[LiveServer, LiveServer, Path],
) -> None:
    """The documented rule: the replica that answered lists the record at once (its journal);
    another replica lists it once it is shipped, within `DECISION_SHIP_INTERVAL_S` (1 s)."""
    a_server, b_server, _ = replicas
    job = f"job-{uuid.uuid4().hex[:8]}"
    body = {
        "scope": "agent",
        "stage": "pre",
        "messages": [{"role": "user", "content": "summarise the report"}],
        "guardrails": [
            {"id": "g", "name": "g", "validator": "prompt_injection", "action": {"type": "block"}}
        ],
        "job_key": job,
    }
    with (
        httpx2.Client(base_url=a_server.base_url, headers=AUTH) as a,
        httpx2.Client(base_url=b_server.base_url, headers=AUTH) as b,
    ):
        for _ in range(5):
            answered = a.post("/v1/guardrails/evaluate", json=body)
            assert answered.status_code == 200, answered.text
            made = time.monotonic()
            assert len(a.get(f"/v1/jobs/{job}/decisions").json()["decisions"]) >= 1
            while len(b.get(f"/v1/jobs/{job}/decisions").json()["decisions"]) < 1:
                assert time.monotonic() - made < 1.0 + 1.0, "not listed on B within the rule"
                time.sleep(0.05)
        listed_a = a.get(f"/v1/jobs/{job}/decisions").json()["decisions"]
        deadline = time.monotonic() + 2.0
        while (listed_b := b.get(f"/v1/jobs/{job}/decisions").json()["decisions"]) != listed_a:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        assert len(listed_b) == 5


def test_a_killed_replicas_upload_is_swept_and_a_live_ones_is_not(
    seaweed: SeaweedS3, tmp_path: Path, servers: Callable[..., LiveServer]
) -> None:
    """A is killed (kill -9) in the middle of a multipart upload while B streams one of its
    own. A restarts and sweeps at once and then every second: B's upload, whose lease B keeps
    renewing, is never touched and completes; A's dead upload, pending marker and content go
    once A's old lease lapses (3 s)."""
    import signal
    import threading
    from collections.abc import Iterator as Chunks

    prefix = f"kill-{uuid.uuid4().hex[:8]}"
    env = {
        **seaweed.env(prefix=prefix),
        "ATTACHGUARD_API_KEYS": json.dumps({KEY_A: "tenant-a"}),
        "ATTACHGUARD_S3_PART_SIZE": str(5 * 1024 * 1024),
        "ATTACHGUARD_S3_LEASE_S": "3",
        "ATTACHGUARD_SWEEP_INTERVAL_S": "1",
        "ATTACHGUARD_SWEEP_AGE_S": "0",
    }
    for name in ("a", "b"):
        (tmp_path / name).mkdir()
    a = servers(tmp_path / "a", env)
    b = servers(tmp_path / "b", env)
    data = os.urandom(1024 * 1024) * 16

    def slow(pause_s: float) -> Chunks[bytes]:
        yield b'--xyz\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n\r\n'
        for start in range(0, len(data), 1024 * 1024):
            yield data[start : start + 1024 * 1024]
            time.sleep(pause_s)
        yield b"\r\n--xyz--\r\n"

    answers: dict[str, httpx2.Response | None] = {}

    def upload(server: LiveServer, label: str, pause_s: float) -> None:
        try:
            answers[label] = httpx2.post(
                f"{server.base_url}/v1/attachments",
                content=slow(pause_s),
                headers={**AUTH, "Content-Type": "multipart/form-data; boundary=xyz"},
                timeout=120,
            )
        except httpx2.TransportError:
            answers[label] = None

    threads = [
        threading.Thread(target=upload, args=(a, "a", 0.2)),
        threading.Thread(target=upload, args=(b, "b", 0.5)),
    ]
    for thread in threads:
        thread.start()

    async def uploads() -> list[str]:
        return (await seaweed.contents(prefix + "/"))[1]

    deadline = time.monotonic() + 30
    while len(anyio.run(uploads)) < 2:
        assert time.monotonic() < deadline, "both uploads should be multipart by now"
        time.sleep(0.1)
    a.process.send_signal(signal.SIGKILL)
    a.process.wait()
    restarted = servers(tmp_path / "a", env)
    threads[1].join(timeout=120)
    threads[0].join(timeout=5)
    finished = answers["b"]
    assert finished is not None
    assert finished.status_code == 201, finished.text
    assert finished.json()["sha256"] == hashlib.sha256(data).hexdigest()
    # A's old lease lapses in 3 s; a sweep a second later removes what A left.
    deadline = time.monotonic() + 15
    while True:
        keys, left = anyio.run(seaweed.contents, prefix + "/")
        pending = [k for k in keys if "/.pending/" in k]
        if not left and not pending:
            break
        assert time.monotonic() < deadline, (left, pending)
        time.sleep(0.5)
    objects = {k.rsplit("/", 1)[1] for k in keys if "/objects/" in k}
    assert objects == {finished.json()["ID"], finished.json()["ID"] + ".json"}
    assert httpx2.get(f"{restarted.base_url}/readyz").status_code == 200
