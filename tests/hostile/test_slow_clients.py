"""Slow and vanishing clients against a real server: none is held forever, none is a 500."""

from __future__ import annotations

import socket
import time
from collections.abc import Iterator

import httpx2
import pytest

from tests.conftest import LiveServer, start_server, stop_server

HEADER_TIMEOUT_S = 1.0
IDLE_TIMEOUT_S = 1.0
MAX_CONNECTIONS = 40


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = start_server(
        tmp_path_factory.mktemp("slow"),
        {
            "ATTACHGUARD_HEADER_TIMEOUT_S": str(HEADER_TIMEOUT_S),
            "ATTACHGUARD_BODY_IDLE_TIMEOUT_S": str(IDLE_TIMEOUT_S),
            "ATTACHGUARD_BODY_TIMEOUT_S": "3",
            "ATTACHGUARD_MAX_CONNECTIONS": str(MAX_CONNECTIONS),
        },
    )
    try:
        yield live
    finally:
        stop_server(live)


def connect(server: LiveServer) -> socket.socket:
    host, port = server.base_url.removeprefix("http://").split(":")
    sock = socket.create_connection((host, int(port)), timeout=10)
    return sock


def closed_by_server(sock: socket.socket, within_s: float) -> bool:
    sock.settimeout(within_s)
    try:
        while chunk := sock.recv(4096):
            if not chunk:
                break
    except TimeoutError:
        return False
    except ConnectionResetError:
        return True
    return True


def test_connections_that_trickle_their_headers_are_closed(server: LiveServer) -> None:
    sockets = [connect(server) for _ in range(30)]
    for sock in sockets:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")  # and never the blank line
    started = time.monotonic()
    assert all(closed_by_server(sock, HEADER_TIMEOUT_S + 2) for sock in sockets)
    assert time.monotonic() - started < HEADER_TIMEOUT_S + 2
    for sock in sockets:
        sock.close()


def test_silent_connections_cannot_exhaust_the_server(server: LiveServer) -> None:
    idle = [connect(server) for _ in range(MAX_CONNECTIONS + 5)]
    time.sleep(0.2)
    # Past the limit a new request is refused at once rather than queued forever...
    assert httpx2.get(f"{server.base_url}/healthz", timeout=5).status_code == 503
    # ...and once the header timeout has closed the silent ones, it is served again.
    time.sleep(HEADER_TIMEOUT_S + 1)
    assert httpx2.get(f"{server.base_url}/healthz", timeout=5).status_code == 200
    for sock in idle:
        sock.close()


def test_a_body_that_goes_quiet_gets_a_408(server: LiveServer) -> None:
    sock = connect(server)
    sock.sendall(
        b"POST /v1/attachments/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        b"Content-Length: 1000\r\n\r\n" + b'{"scope": "agent", '
    )
    sock.settimeout(IDLE_TIMEOUT_S + 3)
    answer = sock.recv(65536)
    sock.close()
    assert answer.startswith(b"HTTP/1.1 408"), answer[:200]
    assert b"request_timeout" in answer


def test_a_client_that_leaves_mid_upload_is_not_a_server_error(server: LiveServer) -> None:
    sock = connect(server)
    boundary = b"b0undary"
    sock.sendall(
        b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\n"
        b"Content-Type: multipart/form-data; boundary=" + boundary + b"\r\n"
        b"Content-Length: 1000000\r\n\r\n"
        b"--" + boundary + b'\r\nContent-Disposition: form-data; name="file"; filename="a.txt"'
        b"\r\n\r\n" + b"x" * 10_000
    )
    time.sleep(0.3)
    sock.close()
    time.sleep(0.5)
    metrics = httpx2.get(f"{server.base_url}/metrics", timeout=5).text
    assert 'route="/v1/attachments",status="499"' in metrics
    assert 'route="/v1/attachments",status="500"' not in metrics
    log = server.log.read_text()
    assert "unhandled error" not in log
    assert not list((server.root / "store").rglob(".up-*")), "a partial upload was left behind"
