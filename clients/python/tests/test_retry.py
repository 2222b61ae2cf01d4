"""Retries through an injected MockTransport: idempotent calls retry, a POST does not."""

from __future__ import annotations

import io
import json
from collections.abc import Callable

import httpx2
import pytest

from attachguard_client import (
    AsyncClient,
    AttachguardConnectionError,
    AttachguardTimeoutError,
    Client,
    RetryPolicy,
    ServiceUnavailableError,
)
from attachguard_client.retry import retry_after_seconds, retryable_error, retryable_status
from tests.conftest import ALLOWED

FAST = RetryPolicy(max_attempts=3, backoff=0.0, max_backoff=0.0)
HEALTHY = {"status": "ok"}
UNAVAILABLE = {
    "type": "urn:attachguard:problem:store_unavailable",
    "title": "Store unavailable",
    "status": 503,
    "detail": "The attachment store did not answer.",
    "code": "store_unavailable",
    "request_id": "req-1",
}
GUARDRAIL = {
    "id": "g",
    "name": "g",
    "validator": "llm_as_judge",
    "action": {"type": "block"},
}

Handler = Callable[[httpx2.Request], httpx2.Response]


def _script(*steps: httpx2.Response | Exception) -> tuple[Handler, list[httpx2.Request]]:
    """A transport handler answering `steps` in order, and the requests it saw."""
    seen: list[httpx2.Request] = []
    queue = list(steps)

    def handle(request: httpx2.Request) -> httpx2.Response:
        seen.append(request)
        step = queue.pop(0)
        if isinstance(step, Exception):
            raise step
        return step

    return handle, seen


def _problem(status: int, body: dict[str, object] = UNAVAILABLE) -> httpx2.Response:
    return httpx2.Response(
        status, content=json.dumps(body), headers={"content-type": "application/problem+json"}
    )


def _client(handler: Handler, retry: RetryPolicy = FAST) -> Client:
    return Client(
        "http://attachguard.test",
        api_key="k" * 16,
        retry=retry,
        transport=httpx2.MockTransport(handler),
    )


def test_a_get_is_retried_after_a_503() -> None:
    handler, seen = _script(_problem(503), httpx2.Response(200, json=HEALTHY))
    with _client(handler) as client:
        assert client.healthz().status == "ok"
    assert len(seen) == 2
    assert seen[0].headers["authorization"] == "Bearer " + "k" * 16
    assert seen[0].headers["user-agent"].startswith("attachguard-client/")


def test_a_put_is_retried_after_a_connection_failure() -> None:
    handler, seen = _script(httpx2.ReadError("reset"), httpx2.Response(204))
    with _client(handler) as client:
        client.link_attachment("job-1", "0f8fad5b-d9cb-469f-a165-70867728950e")
    assert [r.method for r in seen] == ["PUT", "PUT"]


def test_a_post_that_got_a_503_is_not_retried() -> None:
    handler, seen = _script(_problem(503), httpx2.Response(200, json={}))
    with _client(handler) as client, pytest.raises(ServiceUnavailableError) as caught:
        client.evaluate_guardrails(scope="tool", stage="pre", guardrails=[GUARDRAIL])
    assert len(seen) == 1
    error = caught.value
    assert (error.status, error.code, error.request_id) == (503, "store_unavailable", "req-1")
    assert error.detail == "The attachment store did not answer."


def test_a_post_whose_connection_broke_is_not_retried() -> None:
    handler, seen = _script(httpx2.ReadError("reset"), httpx2.Response(200, json={}))
    with _client(handler) as client, pytest.raises(AttachguardConnectionError):
        client.evaluate_guardrails(scope="tool", stage="pre", guardrails=[GUARDRAIL])
    assert len(seen) == 1


def test_a_post_that_never_connected_is_retried() -> None:
    handler, seen = _script(
        httpx2.ConnectError("refused"),
        httpx2.Response(
            201,
            json={
                "file": {
                    "ID": "0f8fad5b-d9cb-469f-a165-70867728950e",
                    "FullName": "r.md",
                    "MimeType": "text/markdown",
                }
            },
        ),
    )
    with _client(handler) as client:
        ticket = client.create_output_file("job-1", file_name="r.md", content="# r")
    assert ticket.full_name == "r.md"
    assert len(seen) == 2


def test_retries_stop_after_max_attempts() -> None:
    handler, seen = _script(*(httpx2.ConnectError("refused") for _ in range(3)))
    with _client(handler) as client, pytest.raises(AttachguardConnectionError) as caught:
        client.healthz()
    assert len(seen) == 3
    assert caught.value.status is None
    assert caught.value.code == "connection_error"


def test_a_timeout_is_a_typed_error() -> None:
    handler, _ = _script(*(httpx2.ReadTimeout("slow") for _ in range(3)))
    with _client(handler) as client, pytest.raises(AttachguardTimeoutError) as caught:
        client.healthz()
    assert caught.value.code == "timeout"


def test_readiness_is_never_retried() -> None:
    handler, seen = _script(_problem(503), httpx2.Response(200, json={}))
    with _client(handler) as client, pytest.raises(ServiceUnavailableError):
        client.readyz()
    assert len(seen) == 1


def test_no_retries_when_disabled() -> None:
    handler, seen = _script(_problem(503), httpx2.Response(200, json=HEALTHY))
    with (
        _client(handler, RetryPolicy(max_attempts=1)) as client,
        pytest.raises(ServiceUnavailableError),
    ):
        client.healthz()
    assert len(seen) == 1


def test_evaluate_read_timeout_outlasts_the_deadline() -> None:
    handler, seen = _script(_problem(422, {**UNAVAILABLE, "status": 422, "code": "x"}))
    with _client(handler) as client, pytest.raises(Exception):  # noqa: B017, PT011
        client.evaluate_guardrails(
            scope="tool", stage="pre", guardrails=[GUARDRAIL], deadline_ms=120_000
        )
    assert seen[0].extensions["timeout"]["read"] == 125.0


@pytest.mark.anyio
async def test_async_get_is_retried_and_post_is_not() -> None:
    handler, seen = _script(
        _problem(503), httpx2.Response(200, json=HEALTHY), _problem(503), httpx2.Response(200)
    )
    async with AsyncClient(
        "http://attachguard.test", retry=FAST, transport=httpx2.MockTransport(handler)
    ) as client:
        assert (await client.healthz()).status == "ok"
        with pytest.raises(ServiceUnavailableError):
            await client.evaluate_guardrails(scope="tool", stage="pre", guardrails=[GUARDRAIL])
    assert [r.method for r in seen] == ["GET", "GET", "POST"]


def test_backoff_is_exponential_capped_and_jittered() -> None:
    policy = RetryPolicy(max_attempts=5, backoff=0.5, max_backoff=3.0)
    assert [policy.delay(n, jitter=0.999999) for n in (1, 2, 3, 4)] == pytest.approx(
        [0.5, 1.0, 2.0, 3.0], abs=1e-5
    )
    assert policy.delay(3, jitter=0.0) == 0.0
    assert policy.delay(1, jitter=0.0, retry_after=2.0) == 2.0
    assert policy.delay(1, jitter=0.0, retry_after=60.0) == 3.0
    with pytest.raises(ValueError, match="at least 1"):
        RetryPolicy(max_attempts=0)


OVER_CAPACITY = {**UNAVAILABLE, "code": "over_capacity"}


def test_a_post_refused_over_capacity_is_retried_after_its_retry_after() -> None:
    """The service refused it before reading it (more connections than it takes): it was
    provably never applied, so it goes again, waiting as long as `Retry-After` says."""
    refused = httpx2.Response(
        503,
        content=json.dumps(OVER_CAPACITY),
        headers={"content-type": "application/problem+json", "retry-after": "0"},
    )
    handler, seen = _script(refused, httpx2.Response(200, json=ALLOWED))
    with _client(handler) as client:
        client.evaluate_guardrails(scope="agent", stage="post", output="hi", guardrails=[GUARDRAIL])
    assert [r.method for r in seen] == ["POST", "POST"]


def test_an_upload_refused_over_capacity_is_not_sent_again() -> None:
    """A file's stream may have been read: it is not sent a second time."""
    handler, seen = _script(_problem(503, OVER_CAPACITY), httpx2.Response(201, json={}))
    with _client(handler) as client, pytest.raises(ServiceUnavailableError):
        client.upload_attachment(io.BytesIO(b"data"), filename="a.txt")
    assert len(seen) == 1


def test_retry_rules() -> None:
    assert retryable_status("GET", 503, resendable=True)
    assert retryable_status("PUT", 503, resendable=False)
    assert not retryable_status("POST", 503, resendable=True)
    over = json.dumps(OVER_CAPACITY).encode()
    assert retryable_status("POST", 503, over, resendable=True)
    assert not retryable_status("POST", 503, over, resendable=False)
    assert not retryable_status("POST", 503, b"<html>", resendable=True)
    assert not retryable_status("GET", 500, resendable=True)
    assert retryable_error("POST", httpx2.ConnectError("refused"))
    assert not retryable_error("POST", httpx2.ReadTimeout("slow"))
    assert retryable_error("GET", httpx2.ReadTimeout("slow"))
    assert retry_after_seconds("2") == 2.0
    assert retry_after_seconds("Wed, 21 Oct 2015 07:28:00 GMT") is None
    assert retry_after_seconds(None) is None
