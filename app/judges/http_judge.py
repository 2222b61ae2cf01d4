"""What the HTTP judges share: one long-lived client, a bounded answer, failures named by cause."""

from __future__ import annotations

import json
import time
from typing import Any

import httpx2
import orjson

from app.judges.protocol import AttachmentsRejected, JudgeError
from app.tracing import inject_headers

# Stable causes of a judge `error` (metric labels and log fields; R2.2, R2.4).
TIMEOUT = "timeout"
CONNECT = "connect"
INVALID_VERDICT = "invalid_verdict"


# How long a refused key keeps the judge named by `/readyz` after the last refusal.
REFUSED_HOLD_S = 60.0


class Credentials:
    """When the endpoint last refused the judge's credentials (HTTP 401).

    A wrong key is a configuration fault every replica shares, so `/readyz` names the judge.
    Only 401 counts: a 403 can come from a gateway objecting to the judged text, which an
    attacker writes. The mark lapses `REFUSED_HOLD_S` after the last refusal (and at once
    when a call is answered): a replica out of the load balancer sends no calls that could
    clear it, so it must come back by itself; with the key still wrong, its next call marks
    it again. Per process: with several workers each keeps its own mark.
    """

    def __init__(self) -> None:
        self._refused_at: float | None = None

    def saw(self, status: int, json_statuses: frozenset[int]) -> None:
        if status == 401:
            self._refused_at = time.monotonic()
        elif status in json_statuses:
            self._refused_at = None

    @property
    def refused(self) -> str | None:
        at = self._refused_at
        if at is None or time.monotonic() - at > REFUSED_HOLD_S:
            return None
        return "the endpoint refused the credentials (HTTP 401)"


def make_client(
    *, timeout_s: float, transport: httpx2.AsyncBaseTransport | None, headers: dict[str, str]
) -> httpx2.AsyncClient:
    """A client with explicit timeouts (connect capped at 5 s) and no redirects."""
    timeout = httpx2.Timeout(timeout_s, connect=min(5.0, timeout_s))
    return httpx2.AsyncClient(
        timeout=timeout, transport=transport, headers=headers, follow_redirects=False
    )


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    if len(set(keys)) != len(keys):
        # `{"flagged": true, "flagged": false}` means whatever a parser picks: not a verdict.
        raise ValueError("duplicate key")
    return dict(pairs)


def strict_json(data: bytes) -> Any:
    """JSON with no duplicate keys, or `JudgeError(invalid_verdict)`."""
    try:
        return json.loads(data, object_pairs_hook=_no_duplicates)
    except (ValueError, RecursionError) as exc:
        raise JudgeError(INVALID_VERDICT, "the answer is not strict JSON") from exc


async def post_json(
    client: httpx2.AsyncClient,
    url: str,
    body: dict[str, Any],
    *,
    files_sent: bool,
    max_bytes: int,
    json_statuses: frozenset[int] = frozenset({200}),
    credentials: Credentials | None = None,
) -> Any:
    """POST `body` and return the parsed JSON answer, or raise `JudgeError` with a cause.

    A 400 on a request that carried files raises `AttachmentsRejected` (R2.8); statuses in
    `json_statuses` are read as answers, at most `max_bytes` of them (the read stops there:
    a judge cannot make the service buffer an unbounded answer); every other outcome is an
    error named by its cause. `credentials` learns whether the key was accepted.
    """
    try:
        # The W3C trace context of the current span travels with the call (when tracing is on).
        headers = inject_headers({"Content-Type": "application/json"})
        async with client.stream(
            "POST", url, content=orjson.dumps(body), headers=headers
        ) as response:
            status = response.status_code
            if credentials is not None:
                credentials.saw(status, json_statuses)
            if status == 400 and files_sent:
                raise AttachmentsRejected(f"HTTP {status}")
            if status not in json_statuses:
                raise JudgeError(f"http_{status // 100}xx", f"HTTP {status}")
            data = bytearray()
            async for chunk in response.aiter_bytes():
                data += chunk
                if len(data) > max_bytes:
                    raise JudgeError(
                        INVALID_VERDICT, f"the answer is larger than {max_bytes} bytes"
                    )
    except httpx2.TimeoutException as exc:
        raise JudgeError(TIMEOUT, type(exc).__name__) from exc
    except httpx2.TransportError as exc:
        raise JudgeError(CONNECT, type(exc).__name__) from exc
    return strict_json(bytes(data))
