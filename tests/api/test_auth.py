"""One authentication mechanism for every operation: enumerated from `openapi.yaml`.

Every operation under `/v1/` and `/beta/` answers 401 without a key and with a wrong one, from
its headers alone (the body is never read, and the connection is closed); the open ones are
exactly the probes, the metrics and the docs.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from fastapi.testclient import TestClient

from app.api.auth import KeyTable
from app.main import create_app
from tests.conftest import KEY_A, KEY_B, ROOT, assert_problem, make_settings

SPEC: dict[str, Any] = yaml.safe_load((ROOT / "openapi.yaml").read_text())
OPEN = {"/healthz", "/readyz", "/metrics"}
SAMPLES = {
    "attachment_id": "0b9c3a52-9f7e-4b1a-8c3d-2e5f6a7b8c9d",
    "job_key": "job-1",
    "workspace_id": "run-1",
    "name": "f.txt",
}
OPERATIONS = [
    (method.upper(), path)
    for path, item in SPEC["paths"].items()
    for method in item
    if method in {"get", "post", "put", "delete", "patch"}
]
PROTECTED = [(m, p) for m, p in OPERATIONS if p not in OPEN]


def concrete(path: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: SAMPLES[m.group(1)], path)


@pytest.fixture(scope="module")
def keyed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    settings = make_settings(tmp_path_factory.mktemp("auth"), api_keys={KEY_A: "tenant-a"})
    with TestClient(create_app(settings)) as client:
        yield client


def test_every_operation_is_either_protected_or_a_probe() -> None:
    assert PROTECTED, "no operation found in openapi.yaml"
    assert {p for _, p in OPERATIONS} - {p for _, p in PROTECTED} == OPEN
    assert all(p.startswith(("/v1/", "/beta/")) for _, p in PROTECTED)


@pytest.mark.parametrize(("method", "path"), PROTECTED, ids=[f"{m} {p}" for m, p in PROTECTED])
@pytest.mark.parametrize(
    "authorization", [None, "Bearer wrong-key-0123456789", "Basic abc", "Bearer "]
)
def test_every_operation_refuses_a_missing_or_wrong_key(
    keyed: TestClient, method: str, path: str, authorization: str | None
) -> None:
    headers = {} if authorization is None else {"Authorization": authorization}
    response = keyed.request(method, concrete(path), headers=headers, content=b"{not json")
    assert_problem(response, 401, "unauthorized")
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert response.headers["connection"] == "close"
    assert response.headers["x-request-id"]


@pytest.mark.parametrize(("method", "path"), PROTECTED, ids=[f"{m} {p}" for m, p in PROTECTED])
def test_every_operation_accepts_the_right_key(keyed: TestClient, method: str, path: str) -> None:
    response = keyed.request(
        method,
        concrete(path),
        headers={"Authorization": f"Bearer {KEY_A}", "Content-Type": "application/json"},
        content=b"{}",
    )
    assert response.status_code != 401, response.text


@pytest.mark.parametrize(("method", "path"), PROTECTED, ids=[f"{m} {p}" for m, p in PROTECTED])
def test_every_operation_takes_the_key_as_a_gateway_sends_it(
    keyed: TestClient, method: str, path: str
) -> None:
    wrong = keyed.request(method, concrete(path), headers={"x-api-key": "wrong-key-0123456789"})
    assert_problem(wrong, 401, "unauthorized")
    right = keyed.request(
        method,
        concrete(path),
        headers={"x-api-key": KEY_A, "Content-Type": "application/json"},
        content=b"{}",
    )
    assert right.status_code != 401, right.text


@pytest.mark.parametrize("path", sorted(OPEN))
def test_probes_need_no_key(keyed: TestClient, path: str) -> None:
    assert keyed.get(path).status_code in {200, 503}


def test_keys_are_held_as_digests_only(tmp_path: Path) -> None:
    settings = make_settings(tmp_path, api_keys={KEY_A: "tenant-a"})
    table = KeyTable(settings.api_keys)
    assert table.tenant(f"Bearer {KEY_A}".encode()) == "tenant-a"
    assert KEY_A.encode() not in repr(vars(table)).encode()
    assert not KeyTable({}).enabled
    assert KeyTable({}).tenant(None) == "default"


METRICS_KEY = "metrics-9f3b1c7e2d5a8046"


def test_a_metrics_key_closes_the_metrics_to_everyone_else(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # The counters are every tenant's together: with several tenants, an open /metrics lets
    # one tenant read the others' activity. A metrics key closes it, even to tenants' keys.
    keys = {KEY_A: "tenant-a", KEY_B: "tenant-b"}
    settings = make_settings(tmp_path, api_keys=keys, metrics_key=METRICS_KEY)
    with TestClient(create_app(settings)) as client:
        for headers in ({}, {"Authorization": f"Bearer {KEY_A}"}, {"Authorization": "Bearer x"}):
            assert_problem(client.get("/metrics", headers=headers), 401, "unauthorized")
        allowed = client.get("/metrics", headers={"Authorization": f"Bearer {METRICS_KEY}"})
        assert allowed.status_code == 200
        assert "attachguard_" in allowed.text
        assert client.get("/healthz").status_code == 200  # the probes stay open
    # Without one, several tenants are warned of at start-up, and /metrics stays open.
    with (
        caplog.at_level("WARNING"),
        TestClient(create_app(make_settings(tmp_path / "open", api_keys=keys))) as client,
    ):
        assert client.get("/metrics").status_code == 200
    assert any("ATTACHGUARD_METRICS_KEY" in r.getMessage() for r in caplog.records)


def test_a_metrics_key_must_be_a_real_key(tmp_path: Path) -> None:
    for weak in ("short", "replace-me-with-a-real-key"):
        with pytest.raises(ValueError, match="metrics_key"):
            make_settings(tmp_path, metrics_key=weak)


def test_each_request_line_says_whose_request_it_was(
    keyed: TestClient, caplog: pytest.LogCaptureFixture
) -> None:
    # A client may choose its request id: the tenant tells two tenants' lines apart.
    with caplog.at_level("INFO", logger="attachguard.http"):
        keyed.get("/v1/jobs/job-1/attachments", headers={"Authorization": f"Bearer {KEY_A}"})
        keyed.get("/healthz")
    lines = [r for r in caplog.records if r.getMessage() == "request"]
    assert [getattr(r, "tenant", None) for r in lines] == ["tenant-a", None]
