"""Serving the app: the one code path behind `python -m app`, `attachguard` and the container.

The address bound is the address the settings checked (no API keys means loopback only), the
port is `ATTACHGUARD_PORT`, every log line is JSON (uvicorn's own included), and slow clients
are cut off: a connection gets `HEADER_TIMEOUT_S` to send its request headers, and at most
`MAX_CONNECTIONS` are served at once.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from typing import Any

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
from uvicorn.supervisors import Multiprocess

from app.observability import MULTIPROCESS_ENV, log_config
from app.settings import Settings


class ServerConfig(uvicorn.Config):
    """uvicorn's configuration plus what the guarded protocol reads (picklable for workers)."""

    def __init__(self, *, header_timeout_s: float, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.header_timeout_s = header_timeout_s


class GuardedHttpProtocol(HttpToolsProtocol):
    """HTTP/1.1 that closes a connection whose request headers do not arrive in time.

    uvicorn bounds the idle time between requests, not the time a client takes to send one:
    without this, a client trickling headers holds its connection (and a file descriptor)
    forever.
    """

    _header_timer: asyncio.TimerHandle | None = None

    def _start_header_timer(self) -> None:
        self._cancel_header_timer()
        timeout = getattr(self.config, "header_timeout_s", None)
        if timeout:
            self._header_timer = self.loop.call_later(timeout, self._headers_too_slow)

    def _cancel_header_timer(self) -> None:
        if self._header_timer is not None:
            self._header_timer.cancel()
            self._header_timer = None

    def _headers_too_slow(self) -> None:
        self._header_timer = None
        self.transport.close()

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._start_header_timer()

    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self._header_timer is None:
            self._start_header_timer()

    def on_headers_complete(self) -> None:
        self._cancel_header_timer()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._cancel_header_timer()
        super().connection_lost(exc)


def server_config(settings: Settings) -> ServerConfig:
    """The uvicorn configuration the settings describe."""
    return ServerConfig(
        app="app.main:create_app",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.worker_count,
        http=GuardedHttpProtocol,
        header_timeout_s=settings.header_timeout_s,
        limit_concurrency=settings.max_connections,
        timeout_keep_alive=settings.keep_alive_s,
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
