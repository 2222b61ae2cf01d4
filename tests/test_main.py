"""The app factory: nothing at import, settings in the lifespan, the last-resort 500."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from app.settings import Settings
from tests.conftest import KEY_A, ROOT, assert_problem


def test_openapi_builds_with_an_empty_environment() -> None:
    result = subprocess.run(
        [sys.executable, "-c", "from app.main import create_app; create_app().openapi()"],
        cwd=ROOT,
        env={"PATH": "/usr/bin:/bin"},
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr


def test_importing_the_app_creates_nothing_on_disk(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", "import app.main; app.main.create_app()"],
        cwd=tmp_path,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)},
        capture_output=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert list(tmp_path.iterdir()) == []


def test_unexpected_error_is_a_generic_500_with_the_request_id(
    settings: Settings, capsys: pytest.CaptureFixture[str]
) -> None:
    app = create_app(settings)

    async def explode() -> None:
        raise RuntimeError("secret internals: /etc/shadow")

    app.add_api_route("/explode", explode)
    with TestClient(app, raise_server_exceptions=False) as client:
        response = client.get("/explode", headers={"X-Request-ID": "trace-1"})
    body = assert_problem(response, 500, "internal_error")
    assert body["request_id"] == "trace-1"
    assert "secret" not in response.text
    logged = [json.loads(line) for line in capsys.readouterr().err.splitlines()]
    errors = [entry for entry in logged if entry["level"] == "error"]
    assert errors[0]["request_id"] == "trace-1"
    assert "RuntimeError" in errors[0]["exc"]


def test_validation_errors_do_not_echo_the_input(settings: Settings) -> None:
    app = create_app(settings)

    async def typed(count: int) -> int:
        return count

    app.add_api_route("/typed", typed)
    with TestClient(app) as client:
        response = client.get("/typed", params={"count": "sk-live-SECRET"})
    body = assert_problem(response, 422, "validation_error")
    assert body["errors"][0]["loc"] == ["query", "count"]
    assert "SECRET" not in response.text


def test_metrics_count_requests_by_route(client: TestClient) -> None:
    client.get("/healthz")
    text = client.get("/metrics").text
    assert 'attachguard_http_requests_total{method="GET",route="/healthz",status="200"}' in text


def test_requests_answered_before_routing_are_counted_under_their_route(
    make_client: Callable[..., TestClient],
) -> None:
    # An independent probe: every HEAD, every 401 and a hot path's 405 were counted (and
    # logged) as route "unmatched", with the 404s.
    client = make_client(api_keys={KEY_A: "tenant-a"})
    auth = {"Authorization": f"Bearer {KEY_A}"}
    assert client.head("/healthz").status_code == 200
    uploaded = client.post("/v1/attachments", files={"file": ("a.txt", b"a")}, headers=auth)
    assert client.head(f"/v1/attachments/{uploaded.json()['ID']}", headers=auth).status_code == 200
    assert client.get("/v1/jobs/j/attachments").status_code == 401
    assert client.get("/v1/guardrails/evaluate", headers=auth).status_code == 405
    assert client.get("/v1/nowhere", headers=auth).status_code == 404
    text = client.get("/metrics").text
    for series in (
        'method="HEAD",route="/healthz",status="200"',
        'method="HEAD",route="/v1/attachments/{attachment_id}",status="200"',
        'method="GET",route="/v1/jobs/{job_key}/attachments",status="401"',
        'method="GET",route="/v1/guardrails/evaluate",status="405"',
        'method="GET",route="unmatched",status="404"',
    ):
        assert f"attachguard_http_requests_total{{{series}}} 1.0" in text, series


def test_redoc_is_served_offline(client: TestClient) -> None:
    page = client.get("/redoc")
    assert page.status_code == 200
    scripts = re.findall(r'src="([^"]+)"', page.text)
    assert scripts
    assert all(src.startswith("/") for src in scripts)  # no CDN
    assert all(client.get(src).status_code == 200 for src in scripts)


_COLLECTOR = """
import gc, json, sys
from fastapi.testclient import TestClient
from app.main import create_app
from app.server import server_config
from app.judges.heuristic.scorer import scorer
from app.settings import Settings
settings = Settings(store_root=sys.argv[1] + "/store", workspace_root=sys.argv[1] + "/ws")
before = {"threshold": gc.get_threshold()[0], "frozen": gc.get_freeze_count()}
before["scorer"] = scorer.cache_info().currsize
with TestClient(server_config(settings).app()) as client:
    assert client.get("/healthz").status_code == 200
    after = {"threshold": gc.get_threshold()[0], "frozen": gc.get_freeze_count()}
    after["scorer"] = scorer.cache_info().currsize
print(json.dumps({"before": before, "after": after}))
"""


def test_a_serving_process_freezes_what_start_up_made_and_collects_less_often(
    tmp_path: Path,
) -> None:
    """The server's app (`server_config`) tunes the collector once started; an app built
    in a test process (`create_app` alone) leaves it as it is. The learned scorer is read at
    start-up (and so frozen with the rest), not by the first request that needs it."""
    result = subprocess.run(
        [sys.executable, "-c", _COLLECTOR, str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    seen = json.loads(result.stdout.splitlines()[-1])
    assert seen["before"] == {"threshold": 700, "frozen": 0, "scorer": 0}
    assert seen["after"]["threshold"] == 10_000
    assert seen["after"]["scorer"] == 1
    assert seen["after"]["frozen"] > 10_000  # the app, its judges and their tables


def test_an_app_built_outside_the_server_leaves_the_collector_alone(settings: Settings) -> None:
    import gc

    threshold, frozen = gc.get_threshold(), gc.get_freeze_count()
    with TestClient(create_app(settings)) as client:
        assert client.get("/healthz").status_code == 200
    assert (gc.get_threshold(), gc.get_freeze_count()) == (threshold, frozen)
