"""What the HTTP judges share: one long-lived client and the mapping of failures to causes."""

from __future__ import annotations

from typing import Any

import httpx2
import orjson

from app.judges.protocol import AttachmentsRejected, JudgeError


def make_client(
    *, timeout_s: float, transport: httpx2.AsyncBaseTransport | None, headers: dict[str, str]
) -> httpx2.AsyncClient:
    """A client with explicit timeouts (connect capped at 5 s) and no redirects."""
    timeout = httpx2.Timeout(timeout_s, connect=min(5.0, timeout_s))
    return httpx2.AsyncClient(
        timeout=timeout, transport=transport, headers=headers, follow_redirects=False
    )


async def post_json(
    client: httpx2.AsyncClient,
    url: str,
    body: dict[str, Any],
    *,
    files_sent: bool,
    json_statuses: frozenset[int] = frozenset({200}),
) -> Any:
    """POST `body` and return the parsed JSON answer, or raise `JudgeError` with a cause.

    A 400 on a request that carried files raises `AttachmentsRejected` (R2.8); statuses in
    `json_statuses` are read as answers; every other outcome is an error.
    """
    try:
        response = await client.post(
            url, content=orjson.dumps(body), headers={"Content-Type": "application/json"}
        )
    except httpx2.TimeoutException as exc:
        raise JudgeError("timeout", type(exc).__name__) from exc
    except httpx2.TransportError as exc:
        raise JudgeError("unreachable", type(exc).__name__) from exc
    if response.status_code == 400 and files_sent:
        raise AttachmentsRejected(f"HTTP {response.status_code}")
    if response.status_code not in json_statuses:
        raise JudgeError(f"http_{response.status_code}")
    try:
        return orjson.loads(response.content)
    except orjson.JSONDecodeError as exc:
        raise JudgeError("malformed", "answer is not JSON") from exc
