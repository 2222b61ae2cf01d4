"""What the HTTP judges share: one long-lived client, a bounded answer, failures named by cause.

The client is aiohttp's: measured against httpx2 for the same call (`python -m
bench.judge_client`), it spends a quarter to a third of the CPU per judge call, so a busy
worker's judged evaluations spend their time waiting on the judge, not in the HTTP client
(docs/decisions/judge-client.md).
"""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import aiohttp
import orjson
from aiohttp.connector import Connection
from aiohttp.helpers import get_env_proxy_for_url
from yarl import URL

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


# Connections one judge keeps to its endpoint: as many as a worker has judge calls in flight
# under load (32 connections in `bench.load`), all kept alive between calls.
POOL_CONNECTIONS = 64


# Interim (1xx) answers a judge may send before its answer; past them the call fails.
MAX_INTERIM_ANSWERS = 16


class _InterimBounded(aiohttp.ClientResponse):
    """aiohttp reads interim (1xx) answers in a loop that does not yield while more are
    buffered: a judge sending `100 Continue` without end would hold the event loop, and every
    deadline with it, while its answers pile up in memory. Here each read yields, and past
    `MAX_INTERIM_ANSWERS` the call fails (a connection error)."""

    async def start(self, connection: Connection) -> aiohttp.ClientResponse:
        protocol = connection.protocol
        assert protocol is not None
        read = protocol.read
        interim = 0

        async def bounded() -> Any:
            nonlocal interim
            message, payload = await read()
            await asyncio.sleep(0)
            if 100 <= message.code <= 199 and message.code != 101:
                interim += 1
                if interim > MAX_INTERIM_ANSWERS:
                    raise aiohttp.ClientResponseError(
                        self.request_info, (), status=message.code, message="interim answers"
                    )
            return message, payload

        protocol.read = bounded  # type: ignore[method-assign]
        try:
            return await super().start(connection)
        finally:
            del protocol.read  # the connection may serve the next call


class JudgeClient:
    """One judge's long-lived HTTP client: explicit timeouts (the whole call, and connecting
    capped at 5 s), no redirects, the judge's headers on every call. The session opens on the
    first call, inside the event loop that serves the app, and closes with `aclose`."""

    def __init__(self, *, timeout_s: float, headers: dict[str, str]) -> None:
        self._timeout = aiohttp.ClientTimeout(total=timeout_s, connect=min(5.0, timeout_s))
        self._headers = headers
        self._session: aiohttp.ClientSession | None = None
        self._proxies: dict[str, tuple[URL, aiohttp.BasicAuth | None] | None] = {}

    def session(self) -> aiohttp.ClientSession:
        if self._session is None or self._session.closed:
            self._session = aiohttp.ClientSession(
                connector=aiohttp.TCPConnector(limit=POOL_CONNECTIONS),
                response_class=_InterimBounded,
                timeout=self._timeout,
                headers=self._headers,
                # The environment's proxy is looked up once per address (`proxy`), not on
                # every call: aiohttp's `trust_env` reads it, and the netrc file in a thread,
                # per request.
                trust_env=False,
            )
        return self._session

    def proxy(self, url: str) -> tuple[URL, aiohttp.BasicAuth | None] | None:
        """The proxy `HTTPS_PROXY`/`HTTP_PROXY` name for `url` (`NO_PROXY` honoured), or
        None; read once per address."""
        if url not in self._proxies:
            try:
                self._proxies[url] = get_env_proxy_for_url(URL(url))
            except LookupError:
                self._proxies[url] = None
        return self._proxies[url]

    async def aclose(self) -> None:
        if self._session is not None:
            await self._session.close()
            self._session = None


def make_client(*, timeout_s: float, headers: dict[str, str]) -> JudgeClient:
    """A judge's client (`JudgeClient`)."""
    return JudgeClient(timeout_s=timeout_s, headers=headers)


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
    client: JudgeClient,
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
        proxy, proxy_auth = client.proxy(url) or (None, None)
        async with client.session().post(
            url,
            data=orjson.dumps(body),
            headers=headers,
            allow_redirects=False,
            proxy=proxy,
            proxy_auth=proxy_auth,
        ) as response:
            status = response.status
            if credentials is not None:
                credentials.saw(status, json_statuses)
            if status == 400 and files_sent:
                raise AttachmentsRejected(f"HTTP {status}")
            if status not in json_statuses:
                raise JudgeError(f"http_{status // 100}xx", f"HTTP {status}")
            data = bytearray()
            async for chunk in response.content.iter_any():
                data += chunk
                if len(data) > max_bytes:
                    raise JudgeError(
                        INVALID_VERDICT, f"the answer is larger than {max_bytes} bytes"
                    )
    except TimeoutError as exc:  # aiohttp's timeouts are TimeoutErrors (connect, read, total)
        raise JudgeError(TIMEOUT, type(exc).__name__) from exc
    except aiohttp.ClientError as exc:  # refused, reset, cut short, not HTTP
        raise JudgeError(CONNECT, type(exc).__name__) from exc
    return strict_json(bytes(data))
