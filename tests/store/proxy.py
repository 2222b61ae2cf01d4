"""A TCP proxy on loopback that can hold a response part-way, so a test can stop the server
behind it in the middle of a download, at a moment it chooses; and hold or drop the requests
that match a pattern (one part of a multipart upload, say) before any of their bytes pass."""

from __future__ import annotations

import re
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress


class ChokeProxy:
    """Forwards every connection to `127.0.0.1:<upstream_port>`.

    Once `choke_after(n)` is called, the response bytes of all connections are counted; the
    connection whose bytes pass `n` stops forwarding and `choked` is set. `release()` then
    closes every connection abruptly, as a crashed server would.

    A request whose bytes match `drop(pattern)` has its connection closed before it reaches
    the server; one that matches `hold(pattern)` (and not the drop) waits, counted in
    `held`, until `let_go()` forwards it.
    """

    def __init__(self, upstream_port: int) -> None:
        self.upstream_port = upstream_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self.listener.getsockname()[1])
        self.choked = threading.Event()
        self._released = threading.Event()
        self._lock = threading.Lock()
        self._limit: int | None = None
        self._counted = 0
        self._open: list[socket.socket] = []
        self._drop: re.Pattern[bytes] | None = None
        self._hold: re.Pattern[bytes] | None = None
        self._let_go = threading.Event()
        self.held = 0
        self.dropped = 0
        self._thread = threading.Thread(target=self._accept, daemon=True)
        self._thread.start()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def choke_after(self, limit: int) -> None:
        with self._lock:
            self._limit, self._counted = limit, 0
            self.choked.clear()
            self._released.clear()

    def drop(self, pattern: bytes) -> None:
        self._drop = re.compile(pattern)

    def hold(self, pattern: bytes) -> None:
        self._let_go.clear()
        self._hold = re.compile(pattern)

    def let_go(self) -> None:
        """Forward the held requests, and hold no more."""
        self._hold = None
        self._let_go.set()

    def release(self) -> None:
        """Drop every connection and forward freely again."""
        with self._lock:
            self._limit = None
            sockets, self._open = self._open, []
        self._released.set()
        self.let_go()
        for sock in sockets:
            with suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
            sock.close()

    def close(self) -> None:
        self.release()
        # shutdown() wakes the accept() blocked in the other thread; close() alone would not.
        with suppress(OSError):
            self.listener.shutdown(socket.SHUT_RDWR)
        self.listener.close()
        self._thread.join(timeout=5)

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            try:
                upstream = socket.create_connection(("127.0.0.1", self.upstream_port), timeout=5)
            except OSError:
                client.close()  # nothing behind the proxy: the connection drops at once
                continue
            upstream.settimeout(None)
            with self._lock:
                self._open += [client, upstream]
            threading.Thread(target=self._pipe, args=(client, upstream, False), daemon=True).start()
            threading.Thread(target=self._pipe, args=(upstream, client, True), daemon=True).start()

    def _pipe(self, source: socket.socket, target: socket.socket, response: bool) -> None:
        # The end of the previous read: a request line may straddle two reads.
        tail = b""
        try:
            while data := source.recv(65536):
                if response and self._over_limit(len(data)):
                    self.choked.set()
                    self._released.wait(timeout=30)
                    return
                if not response:
                    window = tail + data
                    tail = window[-256:]
                    if self._matches(self._drop, window):
                        with self._lock:
                            self.dropped += 1
                        return
                    if self._matches(self._hold, window):
                        tail = b""  # held once: its body never matches again
                        self._wait_held()
                target.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, target):
                with suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)

    @staticmethod
    def _matches(pattern: re.Pattern[bytes] | None, data: bytes) -> bool:
        return pattern is not None and pattern.search(data) is not None

    def _wait_held(self) -> None:
        with self._lock:
            self.held += 1
        self._let_go.wait(timeout=30)
        with self._lock:
            self.held -= 1

    def _over_limit(self, size: int) -> bool:
        with self._lock:
            if self._limit is None:
                return False
            self._counted += size
            return self._counted > self._limit


@contextmanager
def choke_proxy(upstream_port: int) -> Iterator[ChokeProxy]:
    proxy = ChokeProxy(upstream_port)
    try:
        yield proxy
    finally:
        proxy.close()
