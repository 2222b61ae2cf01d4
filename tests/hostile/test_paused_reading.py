"""The body's idle timer and an app that stops reading: the server's silence is not the
client's.

While an app does not take the body (an upload whose store is slow to take a part), uvicorn
pauses reading the socket, so the client cannot send. The guarded protocol must not count
that time against the client: the request is answered by the app, not with a 408.
"""

from __future__ import annotations

import asyncio
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest
import uvicorn

from app.server import GuardedHttpProtocol, ServerConfig

IDLE_S = 0.3
BODY = b"x" * (4 * 1024 * 1024)  # well past uvicorn's 64 KiB buffer: reading pauses


async def _slow_reader(scope: Any, receive: Any, send: Any) -> None:
    """Takes one chunk, then holds the body for several idle timeouts, then reads the rest."""
    if scope["type"] == "lifespan":
        while (message := await receive())["type"] != "lifespan.shutdown":
            await send({"type": "lifespan.startup.complete"})
        await send({"type": "lifespan.shutdown.complete"})
        return
    size = 0
    message = await receive()
    size += len(message.get("body", b""))
    await asyncio.sleep(IDLE_S * 5)
    while message.get("more_body", False):
        message = await receive()
        size += len(message.get("body", b""))
    body = str(size).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [(b"content-length", b"%d" % len(body))],
        }
    )
    await send({"type": "http.response.body", "body": body})


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    number = _free_port()
    config = ServerConfig(
        app=_slow_reader,
        host="127.0.0.1",
        port=number,
        http=GuardedHttpProtocol,
        header_timeout_s=5.0,
        body_timeout_s=60.0,
        body_idle_timeout_s=IDLE_S,
        streaming_paths=frozenset({"/upload"}),
        max_header_bytes=16384,
        max_connections=100,
        log_level="warning",
    )
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.02)
    try:
        yield number
    finally:
        server.should_exit = True
        thread.join(10)


def _post(port: int, path: str, body: bytes, *, pause_s: float = 0.0) -> bytes:
    with socket.create_connection(("127.0.0.1", port), timeout=15) as sock:
        head = f"POST {path} HTTP/1.1\r\nHost: x\r\nContent-Length: {len(body)}\r\n\r\n"
        sock.sendall(head.encode())
        if pause_s:
            sock.sendall(body[:1000])
            time.sleep(pause_s)
            body = body[1000:]
        sock.sendall(body)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
            if answer.endswith(str(len(BODY)).encode()) or b" 408 " in answer[:20]:
                break
        return answer


@pytest.mark.parametrize("path", ["/upload", "/json"])
def test_an_app_that_holds_the_body_is_not_a_slow_client(port: int, path: str) -> None:
    answer = _post(port, path, BODY)
    assert answer.startswith(b"HTTP/1.1 200 "), answer[:200]
    assert answer.endswith(str(len(BODY)).encode())


def test_a_client_that_goes_quiet_is_still_cut_off(port: int) -> None:
    # The app waits on the body, reading is not paused, and the client says nothing.
    answer = _post(port, "/upload", BODY[:2000], pause_s=IDLE_S * 4)
    assert b" 408 " in answer[:20], answer[:200]
