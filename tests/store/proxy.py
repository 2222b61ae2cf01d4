"""A TCP proxy on loopback that can hold a response part-way, so a test can stop the server
behind it in the middle of a download, at a moment it chooses."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress


class ChokeProxy:
    """Forwards every connection to `127.0.0.1:<upstream_port>`.

    Once `choke_after(n)` is called, the response bytes of all connections are counted; the
    connection whose bytes pass `n` stops forwarding and `choked` is set. `release()` then
    closes every connection abruptly, as a crashed server would.
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

    def release(self) -> None:
        """Drop every connection and forward freely again."""
        with self._lock:
            self._limit = None
            sockets, self._open = self._open, []
        self._released.set()
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
        try:
            while data := source.recv(65536):
                if response and self._over_limit(len(data)):
                    self.choked.set()
                    self._released.wait(timeout=30)
                    return
                target.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, target):
                with suppress(OSError):
                    sock.shutdown(socket.SHUT_RDWR)

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
