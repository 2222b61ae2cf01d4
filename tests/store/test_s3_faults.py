"""The service over a real S3 server that fails: down at start-up, stopped mid-download, back
again, and a wrong secret. A 503 `store_unavailable` or a failed file, never a 500."""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from fastapi.testclient import TestClient

from app.main import STOP_S, create_app
from testing.seaweed import SeaweedS3
from tests.builders import guardrail, tool_pre, upload
from tests.conftest import assert_problem, make_settings
from tests.store.proxy import choke_proxy

MIB = 1024 * 1024


@pytest.fixture(scope="module")
def flaky_s3(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SeaweedS3]:
    """A server of this module's own, created stopped: the tests start and stop it."""
    server = SeaweedS3(tmp_path_factory.mktemp("flaky-s3"))
    try:
        yield server
    finally:
        server.stop(kill=True)


def s3_client(
    tmp_path: Path, server: SeaweedS3, *, endpoint: str | None = None, **overrides: Any
) -> TestClient:
    values: dict[str, Any] = {
        "store": "s3",
        "s3_endpoint_url": endpoint or server.endpoint,
        "s3_bucket": server.bucket,
        "s3_access_key_id": server.access_key,
        "s3_secret_access_key": server.secret_key,
        "s3_path_style": True,
        "s3_prefix": f"faults-{os.urandom(4).hex()}",
        "s3_max_attempts": 2,
        "s3_connect_timeout_s": 2,
        "s3_read_timeout_s": 10,
    }
    values.update(overrides)
    return TestClient(create_app(make_settings(tmp_path, **values)))


def wait_ready(client: TestClient, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if client.get("/readyz").status_code == 200:
            return
        time.sleep(0.2)
    raise AssertionError(f"never ready: {client.get('/readyz').text}")


def store_not_ready(client: TestClient) -> str:
    """Why `/readyz` says the store is not ready (and it names nothing else)."""
    problem = assert_problem(client.get("/readyz"), 503, "not_ready")
    assert set(problem["parts"]) == {"store"}, problem
    reason: str = problem["parts"]["store"]
    return reason


def materialize(client: TestClient, ticket: dict[str, str]) -> dict[str, Any]:
    response = client.post(
        "/v1/tool-results/materialize",
        json={
            "workspace_id": "run-1",
            "tool_name": "Export_Report",
            "result": {
                "role": "tool",
                "tool_call_id": "call_1",
                "status": "success",
                "content": json.dumps({"file": ticket}),
            },
        },
    )
    assert response.status_code == 200, response.text
    outcome: dict[str, Any] = response.json()["files"][0]
    return outcome


def workspace_files(tmp_path: Path) -> list[str]:
    directory = tmp_path / "workspaces" / "default" / "run-1"
    return sorted(p.name for p in directory.iterdir()) if directory.exists() else []


def test_down_at_start_up_then_ready_without_a_restart(tmp_path: Path, flaky_s3: SeaweedS3) -> None:
    flaky_s3.stop(kill=True)
    with s3_client(tmp_path, flaky_s3) as client:
        assert client.get("/healthz").status_code == 200
        assert store_not_ready(client) == (
            "The S3 attachment store is unavailable: unreachable (cannot connect to the endpoint)."
        )
        assert_problem(
            client.post("/v1/attachments", files={"file": ("a.txt", b"a")}),
            503,
            "store_unavailable",
        )
        flaky_s3.start()
        wait_ready(client)
        assert client.get("/readyz").json()["store"] == "s3"
        ticket = upload(client, "a.txt", b"back again")
        assert client.get(f"/v1/attachments/{ticket['ID']}/content").content == b"back again"


def test_readyz_names_an_unreachable_server_whatever_the_attempts(
    tmp_path: Path, flaky_s3: SeaweedS3
) -> None:
    """The most attempts allowed: the probe makes one, so their back-off cannot turn the
    cause into "did not answer within 1 s"."""
    flaky_s3.stop(kill=True)
    with s3_client(tmp_path, flaky_s3, s3_max_attempts=10) as client:
        for _ in range(3):
            started = time.monotonic()
            assert store_not_ready(client) == (
                "The S3 attachment store is unavailable: unreachable (cannot connect to the "
                "endpoint)."
            )
            assert time.monotonic() - started < 1


def test_stopped_mid_download_the_file_fails_and_nothing_partial_is_left(
    tmp_path: Path, flaky_s3: SeaweedS3
) -> None:
    if flaky_s3.process is None:
        flaky_s3.start()
    data = os.urandom(6 * MIB)
    with (
        choke_proxy(flaky_s3.ports["s3.port"]) as proxy,
        s3_client(tmp_path, flaky_s3, endpoint=proxy.endpoint) as client,
    ):
        ticket = upload(client, "big.bin", data)
        proxy.choke_after(1 * MIB)
        outcome: dict[str, Any] = {}
        worker = threading.Thread(target=lambda: outcome.update(materialize(client, ticket)))
        worker.start()
        assert proxy.choked.wait(timeout=30), "the download never started"
        # The S3 server stops while the file is half-way through the workspace's temp file.
        flaky_s3.stop(kill=True)
        proxy.release()
        worker.join(timeout=60)
        assert outcome["status"] == "failed", outcome
        assert outcome["error"] == "store_unavailable"
        assert outcome["path"] is None
        assert workspace_files(tmp_path) == []
        # Through the proxy, which accepts and then drops: "connection lost".
        # A busy machine can take the drop past the probe's second (a full run here did once).
        assert store_not_ready(client).startswith(
            ("The S3 attachment store is unavailable", "the store did not answer within")
        )

        flaky_s3.start()
        wait_ready(client)
        again = materialize(client, ticket)
        assert again["status"] == "downloaded", again
        [name] = workspace_files(tmp_path)
        path = tmp_path / "workspaces" / "default" / "run-1" / name
        assert hashlib.sha256(path.read_bytes()).hexdigest() == hashlib.sha256(data).hexdigest()


def test_a_wrong_secret_is_named_by_readyz_and_every_request_is_a_503(
    tmp_path: Path, flaky_s3: SeaweedS3
) -> None:
    if flaky_s3.process is None:
        flaky_s3.start()
    unknown = "00000000-0000-4000-8000-000000000000"
    with s3_client(tmp_path, flaky_s3, s3_secret_access_key="not-the-secret") as client:
        assert client.get("/healthz").status_code == 200
        assert "credentials rejected" in store_not_ready(client)
        requests = [
            client.post("/v1/attachments", files={"file": ("a.txt", b"a")}),
            client.get(f"/v1/attachments/{unknown}"),
            client.get(f"/v1/attachments/{unknown}/content"),
            client.put(f"/v1/jobs/job-1/attachments/{unknown}"),
            client.get("/v1/jobs/job-1/attachments"),
            client.post("/v1/jobs/job-1/output-files", json={"file_name": "r.md", "content": "x"}),
        ]
        for response in requests:
            body = assert_problem(response, 503, "store_unavailable")
            assert "credentials rejected" in body["detail"]
            assert "not-the-secret" not in response.text
        outcome = materialize(
            client, {"ID": unknown, "FullName": "r.txt", "MimeType": "text/plain"}
        )
        assert (outcome["status"], outcome["error"]) == ("failed", "store_unavailable")


def test_a_stopped_s3_server_bounds_every_request_and_readyz(
    tmp_path: Path, flaky_s3: SeaweedS3
) -> None:
    """SIGSTOP: the server's sockets still accept connections, and then nothing is said. Every
    request that needs the store ends within `S3_TIMEOUT_S` plus a margin with a problem
    that names the store, `/readyz` within a second, and a guardrail that needed a file ends
    in `error` with cause `store_unavailable` (not a judge's failure)."""
    import signal

    from tests.builders import guardrail, tool_pre

    flaky_s3.stop()  # one process of its own, whatever the tests before it left running
    flaky_s3.start()
    with s3_client(tmp_path, flaky_s3, s3_timeout_s=2, deadline_ms=10_000) as client:
        wait_ready(client)
        ticket = upload(client, "brief.txt", b"Topic: gardening.")
        assert flaky_s3.process is not None
        import psutil

        root = psutil.Process(flaky_s3.process.pid)
        frozen = [root, *root.children(recursive=True)]
        for process in frozen:
            process.send_signal(signal.SIGSTOP)
        try:
            started = time.monotonic()
            ready = client.get("/readyz")
            assert time.monotonic() - started < 1.5
            problem = assert_problem(ready, 503, "not_ready")
            assert "store" in problem["parts"]
            requests: list[Callable[[], httpx2.Response]] = [
                lambda: client.get(f"/v1/attachments/{ticket['ID']}"),
                lambda: client.post("/v1/attachments", files={"file": ("a.txt", b"a")}),
            ]
            for request in requests:
                started = time.monotonic()
                answer = request()
                # One operation: a failed save's clean-up runs after the answer.
                assert time.monotonic() - started < 2 + 1.5
                body = assert_problem(answer, 503, "store_unavailable")
                assert "S3 attachment store" in body["detail"]
                assert "timed out" in body["detail"]
            started = time.monotonic()
            evaluated = client.post(
                "/v1/guardrails/evaluate",
                json=tool_pre({"f": {"ID": ticket["ID"]}}, [ticket], [guardrail()]),
            ).json()
            assert time.monotonic() - started < 2 + 1.5
            [result] = evaluated["results"]
            assert (result["outcome"], result["error"]) == ("error", "store_unavailable")
            assert evaluated["decision"] == "block"
        finally:
            for process in frozen:
                process.send_signal(signal.SIGCONT)
        wait_ready(client)
    flaky_s3.stop()


def test_a_stop_with_the_server_not_answering_fits_a_pods_grace(
    tmp_path: Path, flaky_s3: SeaweedS3, capfd: pytest.CaptureFixture[str]
) -> None:
    """S3 stops answering (every request held) with a decision record in the journal: the
    stop ships what it can and closes the store within `STOP_S`, not the drain's 10 s plus
    two S3 timeouts (a settle and the lease's delete: 40 s here, past a pod's 30 s grace),
    and says how many records it left."""
    if flaky_s3.process is None:
        flaky_s3.start()
    with choke_proxy(flaky_s3.ports["s3.port"]) as proxy:
        client = s3_client(
            tmp_path,
            flaky_s3,
            endpoint=proxy.endpoint,
            s3_timeout_s=30,
            s3_read_timeout_s=30,
            s3_max_attempts=1,
        )
        with client:
            upload(client, "a.txt", b"before the stop")
            proxy.hold(rb"\A")
            body = tool_pre({"q": "hello"}, [], [guardrail()])
            assert client.post("/v1/guardrails/evaluate", json=body).status_code == 200
            started = time.monotonic()
        stopped_in = time.monotonic() - started
        proxy.let_go()
    assert stopped_in < STOP_S + 2, stopped_in
    left = [
        json.loads(line)
        for line in capfd.readouterr().err.splitlines()
        if "decision records left in the journal" in line
    ]
    assert len(left) == 1, left
    assert left[0]["level"] == "error"
    assert left[0]["records"] >= 1
