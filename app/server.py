"""Serving the app: the one code path behind `python -m app`, `attachguard` and the container.

The address bound is the address the settings checked (no API keys means loopback only), the
port is `ATTACHGUARD_PORT`, every log line is JSON (uvicorn's own included), and slow or
greedy clients are cut off: a connection gets `HEADER_TIMEOUT_S` to send its request headers,
which may total `MAX_HEADER_BYTES` (431 past it), and at most `MAX_CONNECTIONS` are served at
once.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import os
import tempfile
from dataclasses import dataclass
from typing import Any

import uvicorn
from uvicorn.protocols.http.flow_control import FlowControl
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle
from uvicorn.supervisors import Multiprocess

from app.api.middleware import TIMED_OUT
from app.main import create_app
from app.observability import MULTIPROCESS_ENV, count_refused, log_config
from app.settings import Settings

logger = logging.getLogger("attachguard.server")

# Uploads: bounded by silence only, so a large file on a slow link is not cut off.
STREAMING_PATHS = frozenset({"/v1/attachments"})


class ServerConfig(uvicorn.Config):
    """uvicorn's configuration plus what the guarded protocol reads (picklable for workers)."""

    def __init__(
        self,
        *,
        header_timeout_s: float,
        body_timeout_s: float,
        body_idle_timeout_s: float,
        streaming_paths: frozenset[str],
        max_header_bytes: int,
        max_connections: int,
        send_idle_timeout_s: float = 60.0,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.send_idle_timeout_s = send_idle_timeout_s
        self.max_connections = max_connections
        self.max_header_bytes = max_header_bytes
        self.header_timeout_s = header_timeout_s
        self.body_timeout_s = body_timeout_s
        self.body_idle_timeout_s = body_idle_timeout_s
        self.streaming_paths = streaming_paths


@dataclass(frozen=True, slots=True)
class _Problem:
    """A problem the protocol answers itself (the app cannot): its status line and words."""

    status: bytes
    code: str
    title: str
    detail: str

    def parts(self, request_id: str | None = None) -> tuple[list[tuple[bytes, bytes]], bytes]:
        """Its headers and body, with a request id like every other answer (the request's own
        when the app gave it one); the connection closes."""
        request_id = request_id or os.urandom(16).hex()
        number = int(self.status.split(b" ", 1)[0])
        body = (
            f'{{"type":"urn:attachguard:problem:{self.code}","title":"{self.title}",'
            f'"status":{number},"detail":"{self.detail}","code":"{self.code}",'
            f'"request_id":"{request_id}"}}'
        ).encode()
        headers = [
            (b"content-type", b"application/problem+json"),
            (b"connection", b"close"),
            (b"x-request-id", request_id.encode()),
            (b"content-length", str(len(body)).encode()),
        ]
        if number == 503:
            headers.append((b"retry-after", b"1"))
        return headers, body

    def response(self, request_id: str | None = None) -> bytes:
        """The whole answer, written by the protocol itself."""
        headers, body = self.parts(request_id)
        lines = b"".join(name + b": " + value + b"\r\n" for name, value in headers)
        return b"HTTP/1.1 " + self.status + b"\r\n" + lines + b"\r\n" + body


# Sent in place of the app's answer when a body stops arriving (the app is still waiting for
# it, so it cannot answer itself); the middleware counts the request as a 408 too.
_TIMEOUT = _Problem(
    b"408 Request Timeout", "request_timeout", "Request timeout",
    "The request body arrived too slowly.",
)  # fmt: skip
_HEAD_TOO_LARGE = _Problem(
    b"431 Request Header Fields Too Large", "request_header_too_large",
    "Request header fields too large",
    "The request line and headers are larger than the limit.",
)  # fmt: skip
_BAD_REQUEST = _Problem(
    b"400 Bad Request", "bad_request", "Bad request",
    "The request is not valid HTTP/1.1 (its request line, a header or its chunked body).",
)  # fmt: skip
_NO_HOST = _Problem(
    b"400 Bad Request", "bad_request", "Bad request",
    "An HTTP/1.1 request needs exactly one Host header.",
)  # fmt: skip
_BUSY = _Problem(
    b"503 Service Unavailable", "over_capacity", "Over capacity",
    "The server is serving as many connections as it takes (MAX_CONNECTIONS); try again.",
)  # fmt: skip


class _Stopped(Exception):
    """Raised in a parser callback to stop parsing: the parser reports it as a parse error."""


async def _over_capacity(scope: Any, receive: Any, send: Any) -> None:
    """The app served past `MAX_CONNECTIONS`: a problem document, not uvicorn's plain text."""
    count_refused(503, _BUSY.code)
    headers, body = _BUSY.parts()
    await send({"type": "http.response.start", "status": 503, "headers": headers})
    await send({"type": "http.response.body", "body": body})


class _ReadingFlow(FlowControl):
    """uvicorn's flow control, telling the protocol when reading stops and starts again.

    Reading pauses while the app does not take the body (its buffer is full: an upload whose
    store is slow to take a part) or while an earlier pipelined request is served. The client
    cannot send then, so its silence is not its own.
    """

    def __init__(self, transport: asyncio.Transport, protocol: GuardedHttpProtocol) -> None:
        super().__init__(transport)
        self._protocol = protocol

    def pause_reading(self) -> None:
        super().pause_reading()
        self._protocol.reading_paused()

    def resume_reading(self) -> None:
        paused = self.read_paused
        super().resume_reading()
        if paused:
            self._protocol.reading_resumed()


class GuardedHttpProtocol(HttpToolsProtocol):
    """HTTP/1.1 that bounds how long a client may take to send its request.

    uvicorn bounds the idle time between requests, not the time a client takes to send one:
    without this, a client trickling headers or a body holds its connection (and a file
    descriptor) forever. One timer per connection: `HEADER_TIMEOUT_S` until the headers are
    in, then `BODY_IDLE_TIMEOUT_S` of silence (and `BODY_TIMEOUT_S` in all, except on
    streaming paths such as uploads) until the body is. A slow body is answered 408. Silence
    counts only while the server reads: while the app holds reading paused (waiting on its
    store), the client is not blamed for it.
    """

    _timer: asyncio.TimerHandle | None = None
    # Armed while the server's writes are stalled (the client reads none of its answer).
    _send_timer: asyncio.TimerHandle | None = None
    _body_deadline: float | None = None
    # The request head (request line and headers) being received: its bytes so far, and the
    # last few, where a terminator split across two reads begins.
    _in_head: bool = True
    _in_body: bool = False
    _head_bytes: int = 0
    _head_tail: bytes = b""
    # The request line and headers of the message being parsed, as the parser hands them
    # over: what `data_received` cannot count, a head pipelined behind a request in one read.
    _parsed_head: int = 0
    # Why the parser was stopped, when a callback stopped it (answered in place of a 400).
    _refusal: _Problem | None = None
    # A refusal waiting for the answers to the requests pipelined before it.
    _deferred: _Problem | None = None
    # The request whose app runs: `cycle` is the newest parsed, a pipelined one behind it.
    _serving: RequestResponseCycle | None = None

    @property
    def _admitted(self) -> set[GuardedHttpProtocol]:
        """The connections of this server that hold one of `MAX_CONNECTIONS` slots: taken
        by a connection's first request, kept until it closes. A connection counts once its
        head is in: one that never sends one holds no slot (`HEADER_TIMEOUT_S` closes it),
        and in a burst the first to send theirs are served, not none of them."""
        state = self.server_state
        admitted: set[GuardedHttpProtocol] | None = getattr(state, "attachguard_admitted", None)
        if admitted is None:
            admitted = set()
            state.attachguard_admitted = admitted  # type: ignore[attr-defined]
        return admitted

    @property
    def _guard(self) -> ServerConfig:
        assert isinstance(self.config, ServerConfig)
        return self.config

    def _arm(self, delay: float, callback: Any) -> None:
        self._disarm()
        self._timer = self.loop.call_later(delay, callback)

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _headers_too_slow(self) -> None:
        self._timer = None
        if self._head_bytes:  # a head begun, not an idle connection
            count_refused(408, "header_timeout")
        self.transport.close()

    def _body_too_slow(self) -> None:
        self._timer = None
        cycle = self.cycle
        if cycle is not None and not cycle.response_started:
            cycle.scope["state"][TIMED_OUT] = True
            cycle.response_started = True  # the app may not answer on top of this
            self.transport.write(_TIMEOUT.response(cycle.scope["state"].get("request_id")))
        self.transport.close()

    def _arm_body(self) -> None:
        if self.flow.read_paused:
            return
        idle = self._guard.body_idle_timeout_s
        if self._body_deadline is not None:
            idle = min(idle, self._body_deadline - self.loop.time())
        self._arm(max(idle, 0), self._body_too_slow)

    def reading_paused(self) -> None:
        if self._in_body:
            self._disarm()

    def reading_resumed(self) -> None:
        if self._in_body:
            self._arm_body()

    def send_400_response(self, msg: str) -> None:
        """A request the parser cannot read (a request line, a header or a chunked body that
        is not HTTP/1.1), or one a callback stopped: a problem document like every other
        error, not uvicorn's text."""
        self._disarm()
        self._refuse(self._refusal or _BAD_REQUEST)

    def _stop(self, problem: _Problem) -> None:
        """Stop the parser from a callback; it reports a parse error, answered as `problem`."""
        self._refusal = problem
        raise _Stopped

    def _count_head(self, size: int) -> None:
        self._parsed_head += size
        if self._parsed_head > self._guard.max_header_bytes:
            self._stop(_HEAD_TOO_LARGE)

    def on_url(self, url: bytes) -> None:
        self._count_head(len(url))
        super().on_url(url)

    def on_header(self, name: bytes, value: bytes) -> None:
        self._count_head(len(name) + len(value) + 4)
        super().on_header(name, value)

    def _refuse(self, problem: _Problem) -> None:
        """Answer a request the app never saw, and log it with the answer's request id (it
        is said to the client: an operator must find it).

        A head pipelined behind requests still being served is answered after them: closing
        at once would drop answers to requests that ran (an upload stored, a decision
        recorded) and tell the client nothing of them.
        """
        cycle = self.cycle
        if self._in_head and cycle is not None and not cycle.response_complete:
            self._disarm()
            self._deferred = problem
            self.flow.pause_reading()
            return
        self._answer_refusal(problem)

    def _answer_refusal(self, problem: _Problem) -> None:
        request_id = os.urandom(16).hex()
        count_refused(int(problem.status[:3]), problem.code)
        logger.info(
            "request refused by the protocol",
            extra={
                "request_id": request_id,
                "status": int(problem.status[:3]),
                "code": problem.code,
            },
        )
        self.transport.write(problem.response(request_id))
        self.transport.close()

    def data_received(self, data: bytes) -> None:
        """Cap the request head at `MAX_HEADER_BYTES` before the parser sees it.

        The parser gathers a header by concatenating its pieces, so one header of many
        megabytes costs the event loop seconds and the process its size in memory; past the
        cap the client gets a 431 and the connection is closed without parsing further.
        """
        if self._deferred is not None:
            return  # the parser stopped: nothing after the refused head is read
        if self._in_head and self._timer is None:
            # Bytes between requests stop uvicorn's keep-alive timer, and blank lines there
            # start no message: without this, one "\r\n" held the connection (and its
            # slot) forever.
            self._arm(self._guard.header_timeout_s, self._headers_too_slow)
        if self._in_head:
            tail = self._head_tail
            window = tail + data if tail else data
            # Looked for only within the cap: an end of head past it means too large anyway,
            # and a request's body (often in the same read) is not scanned for one.
            room = self._guard.max_header_bytes - self._head_bytes + len(tail)
            crlf = window.find(b"\r\n\r\n", 0, room)
            # A bare-LF head ends at its first empty line, if that comes before any CRLF one.
            lf = window.find(b"\n\n", 0, crlf + 4 if crlf >= 0 else room)
            ends = lf >= 0 or crlf >= 0
            seen = lf + 2 if lf >= 0 else crlf + 4 if crlf >= 0 else len(window)
            if self._head_bytes - len(tail) + seen > self._guard.max_header_bytes:
                self._disarm()
                self._refuse(_HEAD_TOO_LARGE)
                return
            if not ends:
                self._head_bytes += len(data)
                self._head_tail = window[-3:]
        super().data_received(data)

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self.flow = _ReadingFlow(transport, self)
        self._arm(self._guard.header_timeout_s, self._headers_too_slow)

    def on_message_begin(self) -> None:
        self._parsed_head = 0
        super().on_message_begin()
        if self._timer is None:
            self._arm(self._guard.header_timeout_s, self._headers_too_slow)

    def on_headers_complete(self) -> None:
        # RFC 9112 §3.2: a 1.1 request without a Host, or with two, is answered 400.
        if self.parser.get_http_version() == "1.1" and (
            sum(name == b"host" for name, _ in self.headers) != 1
        ):
            self._stop(_NO_HOST)
        self._in_head = False
        self._disarm()
        guard = self._guard
        # uvicorn's own limit answers in plain text: this one with a problem document. It
        # counted every open connection, so a burst past the limit was refused whole.
        admitted = self._admitted
        if self not in admitted and len(admitted) < guard.max_connections:
            admitted.add(self)
        # Requests still running count too: a client that closes its connection at once
        # frees its slot, not the work its request started.
        if self not in admitted or len(self.tasks) >= guard.max_connections:
            logger.warning("over capacity: more connections than MAX_CONNECTIONS")
            app, self.app = self.app, _over_capacity
            try:
                super().on_headers_complete()
            finally:
                self.app = app
        else:
            super().on_headers_complete()
        streaming = self.scope["path"] in guard.streaming_paths
        self._body_deadline = None if streaming else self.loop.time() + guard.body_timeout_s
        self._in_body = True
        self._arm_body()

    def on_body(self, body: bytes) -> None:
        super().on_body(body)
        self._arm_body()

    def on_message_complete(self) -> None:
        self._in_body = False
        self._disarm()
        self._in_head, self._head_bytes, self._head_tail = True, 0, b""
        super().on_message_complete()

    def on_response_complete(self) -> None:
        if self._in_body:
            # Answered before its body was read (a 415, a 422 on the head): the rest would be
            # read and dropped without bound, and on `Expect: 100-continue` a next request
            # could be taken for that body. The connection ends with the answer instead.
            self._in_body = False
            self._disarm()
            self.transport.close()
        last = not self.pipeline
        super().on_response_complete()
        if self._deferred is not None and last and not self.transport.is_closing():
            self._answer_refusal(self._deferred)

    def pause_writing(self) -> None:
        """The client reads its answer slower than it is written (or not at all): past
        `SEND_IDLE_TIMEOUT_S` of that, the connection is dropped, with what it holds (a
        download's buffers, its task, its slot)."""
        super().pause_writing()
        if self._send_timer is None:
            self._send_timer = self.loop.call_later(
                self._guard.send_idle_timeout_s, self._send_too_slow
            )

    def resume_writing(self) -> None:
        if self._send_timer is not None:
            self._send_timer.cancel()
            self._send_timer = None
        super().resume_writing()

    def _send_too_slow(self) -> None:
        self._send_timer = None
        logger.info("connection dropped: the client read none of its answer in time")
        self.transport.abort()  # `close` would wait to flush what the client never reads

    def _start_asgi_task(self, cycle: RequestResponseCycle, app: Any) -> None:
        self._serving = cycle
        super()._start_asgi_task(cycle, app)

    def connection_lost(self, exc: Exception | None) -> None:
        serving = self._serving
        if serving is not None and serving is not self.cycle and not serving.response_complete:
            # uvicorn tells only the newest request that its client left: a download with a
            # request pipelined behind it wrote on into a closed transport and ended in a 500.
            serving.disconnected = True
            serving.message_event.set()
        if self._send_timer is not None:
            self._send_timer.cancel()
            self._send_timer = None
        self._disarm()
        self._admitted.discard(self)
        super().connection_lost(exc)


def server_config(settings: Settings) -> ServerConfig:
    """The uvicorn configuration the settings describe."""
    return ServerConfig(
        # The settings travel with the configuration (pickled to worker processes), not
        # through the environment, whose secrets were wiped after they were read.
        app=functools.partial(create_app, settings, serving=True),
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.worker_count,
        http=GuardedHttpProtocol,
        header_timeout_s=settings.header_timeout_s,
        body_timeout_s=settings.body_timeout_s,
        body_idle_timeout_s=settings.body_idle_timeout_s,
        streaming_paths=STREAMING_PATHS,
        max_header_bytes=settings.max_header_bytes,
        max_connections=settings.max_connections,
        send_idle_timeout_s=settings.send_idle_timeout_s,
        timeout_keep_alive=settings.keep_alive_s,
        timeout_graceful_shutdown=settings.shutdown_grace_s,
        log_config=log_config(settings.log_level),
        access_log=False,
        proxy_headers=False,
        server_header=False,
    )


def serve(settings: Settings) -> None:
    """Run the server until it is told to stop (SIGINT/SIGTERM)."""
    config = server_config(settings)
    if config.workers > 1:
        # Each worker counts into files of this directory; /metrics adds them up.
        with tempfile.TemporaryDirectory(prefix="attachguard-metrics-") as directory:
            os.environ[MULTIPROCESS_ENV] = directory
            socket = config.bind_socket()
            Multiprocess(config, sockets=[socket]).run()
        return
    uvicorn.Server(config).run()
