"""A fake remote API (a judge, an S3 endpoint's neighbour): an ASGI app served over real HTTP on
loopback, whose answers come from a handler and whose requests are kept."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import orjson
import uvicorn
from starlette.requests import Request
from starlette.responses import Response

from testing.net import free_port


@dataclass
class Reply:
    status: int = 200
    body: Any = None
    raw: bytes | None = None
    delay_s: float = 0.0


Handler = Callable[[dict[str, Any]], Reply | Awaitable[Reply]]


@dataclass
class FakeServer:
    """An ASGI app whose answer for each request comes from `handler`; requests are kept."""

    handler: Handler = field(default=lambda body: Reply(body={}))
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    base_url: str = ""

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        request = Request(scope, receive)
        raw = await request.body()
        body = orjson.loads(raw) if raw else {}
        self.requests.append(body)
        self.headers.append(dict(request.headers))
        reply = self.handler(body)
        if not isinstance(reply, Reply):
            reply = await reply
        if reply.delay_s:
            await asyncio.sleep(reply.delay_s)
        content = reply.raw if reply.raw is not None else orjson.dumps(reply.body)
        await Response(content, status_code=reply.status, media_type="application/json")(
            scope, receive, send
        )


@contextmanager
def serve(fake: FakeServer) -> Iterator[FakeServer]:
    """Serve `fake` with uvicorn in a thread on a free loopback port until the block ends."""
    port = free_port()
    config = uvicorn.Config(
        fake,
        host="127.0.0.1",
        port=port,
        log_level="warning",
        lifespan="off",
        ws="none",
        http="h11",
        # Under `force_exit` nothing is awaited; a zero timeout would still log a spurious
        # "Cancel 0 running task(s)" error at every stop.
        timeout_graceful_shutdown=1,
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline:
            raise RuntimeError("fake server did not start")
        time.sleep(0.01)
    fake.base_url = f"http://127.0.0.1:{port}"
    try:
        yield fake
    finally:
        # Slow replies are still sleeping: do not wait for them.
        server.should_exit = True
        server.force_exit = True
        thread.join(timeout=10)
