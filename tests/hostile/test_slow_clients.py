"""Slow and vanishing clients against a real server: none is held forever, none is a 500."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest

from tests.conftest import KEY_A, LiveServer, assert_problem, start_server, stop_server

HEADER_TIMEOUT_S = 1.0
IDLE_TIMEOUT_S = 1.0
SEND_IDLE_TIMEOUT_S = 1.0
MAX_CONNECTIONS = 40


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = start_server(
        tmp_path_factory.mktemp("slow"),
        {
            "ATTACHGUARD_HEADER_TIMEOUT_S": str(HEADER_TIMEOUT_S),
            "ATTACHGUARD_BODY_IDLE_TIMEOUT_S": str(IDLE_TIMEOUT_S),
            "ATTACHGUARD_BODY_TIMEOUT_S": "3",
            "ATTACHGUARD_SEND_IDLE_TIMEOUT_S": str(SEND_IDLE_TIMEOUT_S),
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


def test_a_blank_line_after_a_request_does_not_hold_the_connection(server: LiveServer) -> None:
    # An independent probe: the bytes stopped the keep-alive timer and started no request,
    # so the connection (and its slot) was held forever.
    sock = connect(server)
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    assert sock.recv(65536).startswith(b"HTTP/1.1 200")
    sock.sendall(b"\r\n")
    started = time.monotonic()
    assert closed_by_server(sock, HEADER_TIMEOUT_S + 2)
    assert time.monotonic() - started < HEADER_TIMEOUT_S + 2  # before the 5 s keep-alive
    sock.close()


def test_a_client_that_reads_none_of_its_download_is_dropped(server: LiveServer) -> None:
    # An independent probe: such a client held its download's buffers, task and slot forever.
    size = 16 * 1024 * 1024
    ticket = httpx2.post(
        f"{server.base_url}/v1/attachments",
        files={"file": ("big.bin", b"x" * size)},
        timeout=30,
    ).json()
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    host, port = server.base_url.removeprefix("http://").split(":")
    sock.connect((host, int(port)))
    sock.sendall(f"GET /v1/attachments/{ticket['ID']}/content HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    time.sleep(SEND_IDLE_TIMEOUT_S + 1.5)
    received = 0
    sock.settimeout(2)
    try:
        while chunk := sock.recv(1 << 20):
            received += len(chunk)
    except ConnectionResetError:
        pass
    except TimeoutError:
        pytest.fail("the connection was kept")
    finally:
        sock.close()
    assert received < size


@pytest.mark.parametrize("expect", [False, True])
def test_an_answer_before_the_body_ends_the_connection(server: LiveServer, expect: bool) -> None:
    # An independent probe: after a 415 the server read and dropped a body of any size, and
    # with `Expect: 100-continue` a next request on the connection was taken for that body.
    sock = connect(server)
    head = (
        b"POST /v1/attachments/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
        b"Transfer-Encoding: chunked\r\n" + (b"Expect: 100-continue\r\n" if expect else b"")
    )
    sock.sendall(head + b"\r\n")
    sent = 0
    sock.settimeout(0.2)
    answer = b""
    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
        for _ in range(200):  # up to 12.5 MiB, while the answer comes
            if not expect:
                sock.sendall(b"10000\r\n" + b"a" * 65536 + b"\r\n")
                sent += 65536
            with contextlib.suppress(TimeoutError):
                answer += sock.recv(65536)
            if b"unsupported_media_type" in answer:
                break
    assert answer.startswith(b"HTTP/1.1 415"), answer[:200]
    # Closed with the answer: not left to read on until the body's idle timeout (1 s).
    assert closed_by_server(sock, IDLE_TIMEOUT_S / 2)
    sock.close()
    assert sent < 8 * 1024 * 1024


def test_silent_connections_cannot_exhaust_the_server(server: LiveServer) -> None:
    # A connection that never sends a request head holds no slot: the header timeout
    # closes it, and meanwhile everyone else is served.
    idle = [connect(server) for _ in range(MAX_CONNECTIONS + 5)]
    time.sleep(0.2)
    assert httpx2.get(f"{server.base_url}/healthz", timeout=5).status_code == 200
    for sock in idle:
        sock.close()


def _kept(server: LiveServer) -> socket.socket:
    """A connection that was served once and is kept alive."""
    sock = connect(server)
    sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    answer = b""
    while b"}" not in answer:
        answer += sock.recv(4096)
    assert answer.startswith(b"HTTP/1.1 200"), answer[:100]
    return sock


def test_past_the_connections_served_at_once_a_new_one_is_refused(server: LiveServer) -> None:
    kept = [_kept(server) for _ in range(MAX_CONNECTIONS)]
    # Past the limit a new request is refused at once rather than queued forever, with a
    # problem document like every other error...
    refused = httpx2.get(f"{server.base_url}/healthz", timeout=5)
    problem = assert_problem(refused, 503, "over_capacity")
    assert refused.headers["x-request-id"] == problem["request_id"]
    assert refused.headers["retry-after"] == "1"
    # ...and once a connection closes, its slot serves the next.
    kept.pop().close()
    time.sleep(0.2)
    assert httpx2.get(f"{server.base_url}/healthz", timeout=5).status_code == 200
    for sock in kept:
        sock.close()


def test_a_burst_past_the_limit_is_served_up_to_it(server: LiveServer) -> None:
    # Every open connection used to count: a burst of more than the limit at once was
    # refused whole, every one of its requests a 503.
    sockets = [connect(server) for _ in range(MAX_CONNECTIONS + 20)]
    for sock in sockets:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    statuses = []
    for sock in sockets:
        sock.settimeout(10)
        answer = b""
        while chunk := sock.recv(4096):
            answer += chunk
        statuses.append(answer[9:12])
        sock.close()
    # Up to the limit, give or take a request whose task outlives its connection by a moment.
    assert statuses.count(b"200") >= MAX_CONNECTIONS // 2, statuses
    assert set(statuses) <= {b"200", b"503"}


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
    head, _, body = answer.partition(b"\r\n\r\n")
    problem = json.loads(body)
    assert problem["code"] == "request_timeout"
    # The request's own id, the one its log line carries.
    assert f"x-request-id: {problem['request_id']}".encode() in head


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


def healthz_latencies(server: LiveServer, seconds: float) -> list[float]:
    """`/healthz` round trips, one after another, for `seconds`."""
    latencies: list[float] = []
    ends = time.monotonic() + seconds
    with httpx2.Client(base_url=server.base_url, timeout=5) as client:
        while time.monotonic() < ends:
            started = time.perf_counter()
            assert client.get("/healthz").status_code == 200
            latencies.append(time.perf_counter() - started)
            time.sleep(0.02)
    return latencies


@pytest.fixture(scope="module")
def keyed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = start_server(
        tmp_path_factory.mktemp("keyed"),
        {
            "ATTACHGUARD_API_KEYS": f'{{"{KEY_A}": "tenant-a"}}',
            "ATTACHGUARD_MAX_CONNECTIONS": str(MAX_CONNECTIONS),
            "ATTACHGUARD_BODY_IDLE_TIMEOUT_S": "30",
        },
    )
    try:
        yield live
    finally:
        stop_server(live)


def test_unauthenticated_slow_uploads_hold_no_connection_slot(keyed: LiveServer) -> None:
    """More slow uploads without a key than the server has slots: each is answered 401 from
    its headers and closed, so `/healthz` stays fast throughout."""
    sockets = []
    for _ in range(MAX_CONNECTIONS * 2):
        sock = connect(keyed)
        sock.sendall(
            b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\n"
            b"Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 10000000\r\n\r\n-"
        )
        sockets.append(sock)
    answers = []
    for sock in sockets:
        sock.settimeout(5)
        answers.append(sock.recv(65536))
        assert closed_by_server(sock, 2)
        sock.close()
    assert all(a.startswith(b"HTTP/1.1 401") for a in answers), {a[:40] for a in answers}
    assert all(b"connection: close" in a.lower() for a in answers)
    trickling = [connect(keyed) for _ in range(MAX_CONNECTIONS - 5)]
    for sock in trickling:
        sock.sendall(b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\nContent-Length: 99999\r\n\r\n")
    latencies = healthz_latencies(keyed, 1.5)
    for sock in trickling:
        sock.close()
    assert max(latencies) < 0.1, max(latencies)


def test_a_giant_header_is_a_431_and_stalls_nothing(keyed: LiveServer) -> None:
    import psutil

    before = psutil.Process(keyed.process.pid).memory_info().rss
    sock = connect(keyed)
    sent = 0
    answer = b""

    def send_giant() -> None:
        nonlocal sent
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ")
        chunk = b"a" * 65536
        try:
            for _ in range(1024):  # 64 MiB
                sock.sendall(chunk)
                sent += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass

    sender = threading.Thread(target=send_giant)
    sender.start()
    latencies = healthz_latencies(keyed, 1.0)
    sender.join(timeout=30)
    sock.settimeout(5)
    with contextlib.suppress(ConnectionResetError):
        answer = sock.recv(65536)
    sock.close()
    grown = psutil.Process(keyed.process.pid).memory_info().rss - before
    assert answer.startswith(b"HTTP/1.1 431"), answer[:100]
    assert b"request_header_too_large" in answer
    # The request id said to the client is in the log (an independent probe found it not).
    said = answer.split(b"x-request-id: ", 1)[1].split(b"\r\n", 1)[0].decode()
    assert said in keyed.log.read_text()
    assert sent < 64 * 1024 * 1024
    assert max(latencies) < 0.1, max(latencies)
    assert grown < 32 * 1024 * 1024, grown


def _answer_to(server: LiveServer, head_bytes: int, body: bytes, split: int = 0) -> bytes:
    """The status line the server answers a request whose head is `head_bytes` long (its
    empty line included), sent with `body` in one write, or in two cut `split` bytes before
    the head's end (0: one write)."""
    start = b"POST /v1/attachments/resolve HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n"
    start += b"Content-Length: %d\r\nX-Pad: " % len(body)
    head = start + b"a" * (head_bytes - len(start) - 4) + b"\r\n\r\n"
    assert len(head) == head_bytes
    request = head + body
    cut = len(head) - split if split else len(request)
    with contextlib.closing(connect(server)) as sock:
        with contextlib.suppress(BrokenPipeError, ConnectionResetError):
            sock.sendall(request[:cut])
            if cut < len(request):
                time.sleep(0.05)  # two reads on the server's side
                sock.sendall(request[cut:])
        try:
            return sock.recv(65536).split(b"\r\n", 1)[0]
        except ConnectionResetError:
            return b"reset"


def test_the_head_cap_counts_the_head_whatever_the_body_sent_with_it_holds(
    server: LiveServer,
) -> None:
    """The cap (64 KiB by default) is on the head, its empty line included: a body read with
    it, empty lines and all, neither ends the head early nor counts toward it, whether the
    head's end comes in the same read or is cut across two."""
    cap = 64 * 1024
    body = b"\n\n\r\n\r\n" + b"b" * (3 * cap)
    unsupported = b"HTTP/1.1 415 Unsupported Media Type"
    for split in (0, 1, 2, 3):
        assert _answer_to(server, cap, body, split) == unsupported, split
        assert _answer_to(server, cap + 1, body, split).startswith(b"HTTP/1.1 431"), split
    assert _answer_to(server, cap - 16, body) == unsupported


def test_a_request_that_is_not_http_is_a_problem_document(server: LiveServer) -> None:
    for raw in (
        b"GET /h\xffalthz HTTP/1.1\r\nHost: x\r\n\r\n",  # a raw byte in the request line
        b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    ):
        with connect(server) as sock:
            sock.sendall(raw)
            answer = b""
            while chunk := sock.recv(65536):
                answer += chunk
        head, _, body = answer.partition(b"\r\n\r\n")
        assert head.startswith(b"HTTP/1.1 400"), answer
        assert b"content-type: application/problem+json" in head.lower()
        problem = json.loads(body)
        assert problem["code"] == "bad_request"
        assert f"x-request-id: {problem['request_id']}".encode() in head


def test_requests_still_running_hold_a_slot_after_their_client_leaves(tmp_path: Path) -> None:
    # A client that closes its connection at once frees the connection's slot, not the work
    # its request started: past MAX_CONNECTIONS requests in flight, new ones are refused.
    from testing.fakes import FakeServer, Reply, serve

    slow = FakeServer(handler=lambda body: Reply(body={"result": "passed"}, delay_s=3))
    with serve(slow) as judge:
        validate = {"kind": "validate_api", "url": f"{judge.base_url}/validate"}
        judges = {"default": {"kind": "heuristic"}, "slow": validate}
        live = start_server(
            tmp_path, {"ATTACHGUARD_MAX_CONNECTIONS": "4", "ATTACHGUARD_JUDGES": json.dumps(judges)}
        )
        try:
            call = {"id": "c1", "type": "function", "function": {"name": "t", "arguments": "{}"}}
            rail = {"id": "g", "name": "g", "validator": "llm_as_judge", "judge": "slow",
                    "selector": {"scopes": ["tool"], "match_names": ["t"]},
                    "action": {"type": "block"}}  # fmt: skip
            for n in range(10):
                body = json.dumps({"scope": "tool", "stage": "pre", "tool_name": "t",
                                   "messages": [{"role": "user", "content": f"hi {n}"},
                                                {"role": "assistant", "tool_calls": [call]}],
                                   "guardrails": [rail]}).encode()  # fmt: skip
                sock = connect(live)
                sock.sendall(
                    b"POST /v1/guardrails/evaluate HTTP/1.1\r\nHost: x\r\n"
                    b"Content-Type: application/json\r\nContent-Length: "
                    + str(len(body)).encode()
                    + b"\r\n\r\n"
                    + body
                )
                time.sleep(0.05)
                sock.close()
            time.sleep(1)
            assert len(judge.requests) <= 4, len(judge.requests)
        finally:
            stop_server(live)


def _exchange(server: LiveServer, raw: bytes) -> list[tuple[bytes, dict[str, object]]]:
    """Every answer to `raw` sent in one write, until the server closes: its status line and,
    for a problem document, the document."""
    with connect(server) as sock:
        sock.sendall(raw)
        answer = b""
        with contextlib.suppress(ConnectionResetError):
            while chunk := sock.recv(65536):
                answer += chunk
    answers = []
    while answer:
        head, _, rest = answer.partition(b"\r\n\r\n")
        length = int(head.lower().split(b"content-length: ", 1)[1].split(b"\r\n", 1)[0])
        body, answer = rest[:length], rest[length:]
        problem = json.loads(body) if b"problem+json" in head else {}
        answers.append((head.split(b"\r\n", 1)[0], problem))
    return answers


HEALTHZ = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"


def test_a_request_without_one_host_is_a_400(server: LiveServer) -> None:
    # RFC 9112 §3.2; an independent probe found requests with none served.
    for raw in (
        b"GET /healthz HTTP/1.1\r\n\r\n",
        b"GET /healthz HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n",
    ):
        [(status, problem)] = _exchange(server, raw)
        assert status == b"HTTP/1.1 400 Bad Request", raw
        assert problem["code"] == "bad_request"
        assert "Host" in str(problem["detail"])
    # HTTP/1.0 has no Host requirement.
    [(status, _)] = _exchange(server, b"GET /healthz HTTP/1.0\r\n\r\n")
    assert status == b"HTTP/1.1 200 OK"


def test_a_giant_head_pipelined_behind_a_request_is_a_431(server: LiveServer) -> None:
    # In one read with the request before it, the second head was never counted: the
    # parser gathered it whole, past MAX_HEADER_BYTES.
    giant = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: " + b"a" * (100 * 1024) + b"\r\n\r\n"
    answers = _exchange(server, HEALTHZ + giant)
    assert [status for status, _ in answers] == [
        b"HTTP/1.1 200 OK",
        b"HTTP/1.1 431 Request Header Fields Too Large",
    ]
    assert answers[1][1]["code"] == "request_header_too_large"


def test_a_refused_pipelined_request_comes_after_the_answers_before_it(
    server: LiveServer,
) -> None:
    # The refusal closed the connection at once, and the requests before it ran unanswered.
    answers = _exchange(server, HEALTHZ + HEALTHZ + b"GET /healthz HTTP/1.1\r\n\r\n" + HEALTHZ)
    assert [status for status, _ in answers] == [
        b"HTTP/1.1 200 OK",
        b"HTTP/1.1 200 OK",
        b"HTTP/1.1 400 Bad Request",
    ]
    answers = _exchange(server, HEALTHZ + b"GET /h\xffalthz HTTP/1.1\r\nHost: x\r\n\r\n")
    assert [status for status, _ in answers] == [b"HTTP/1.1 200 OK", b"HTTP/1.1 400 Bad Request"]


def test_a_client_that_leaves_a_download_with_a_request_pipelined_behind_is_no_500(
    server: LiveServer,
) -> None:
    # An independent probe: uvicorn told only the newest (pipelined) request that its client
    # had left, and the download wrote on into the closed connection: a 500 and a traceback.
    ticket = httpx2.post(
        f"{server.base_url}/v1/attachments",
        files={"file": ("big.bin", os.urandom(16 * 1024 * 1024))},
        timeout=30,
    ).json()
    route = '"route":"/v1/attachments/{attachment_id}/content"'
    before = server.log.read_text()
    with connect(server) as sock:
        sock.sendall(f"GET /v1/attachments/{ticket['ID']}/content HTTP/1.1\r\n".encode())
        sock.sendall(b"Host: x\r\n\r\n" + HEALTHZ)
        assert sock.recv(65536).startswith(b"HTTP/1.1 200")
        time.sleep(0.3)
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        log = server.log.read_text()
        if log.count(route) > before.count(route):
            break
        time.sleep(0.1)
    else:
        pytest.fail("the download was never logged")
    assert log.count('"status":500') == before.count('"status":500'), log[len(before) :]
    assert "unhandled error" not in log[len(before) :]


def _refused(server: LiveServer) -> dict[str, float]:
    text = httpx2.get(f"{server.base_url}/metrics", timeout=5).text
    return {
        line.split("{", 1)[1].split("}", 1)[0]: float(line.rsplit(" ", 1)[1])
        for line in text.splitlines()
        if line.startswith("attachguard_http_refused_total{")
    }


def test_requests_the_protocol_refuses_are_counted(server: LiveServer) -> None:
    # An independent probe: 400s, 431s, over-capacity 503s and header timeouts were only
    # logged; an alert on the error rate never saw them.
    before = _refused(server)
    assert _exchange(server, b"NOT HTTP AT ALL\r\n\r\n")[0][0].startswith(b"HTTP/1.1 400")
    assert _answer_to(server, 70 * 1024, b"").startswith(b"HTTP/1.1 431")
    kept = [_kept(server) for _ in range(MAX_CONNECTIONS)]
    assert httpx2.get(f"{server.base_url}/healthz", timeout=5).status_code == 503
    for sock in kept:
        sock.close()
    trickling = connect(server)
    trickling.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")  # and never the blank line
    assert closed_by_server(trickling, HEADER_TIMEOUT_S + 2)
    trickling.close()
    idle = connect(server)  # sends nothing: not a request, not counted
    assert closed_by_server(idle, HEADER_TIMEOUT_S + 2)
    idle.close()
    time.sleep(0.2)
    after = _refused(server)
    grown = {series: after[series] - before.get(series, 0.0) for series in after}
    assert grown == {
        'code="bad_request",status="400"': 1.0,
        'code="request_header_too_large",status="431"': 1.0,
        'code="over_capacity",status="503"': 1.0,
        'code="header_timeout",status="408"': 1.0,
    }


def test_an_upload_still_in_flight_is_not_usable_yet(server: LiveServer) -> None:
    # An independent probe: the file was published at the end of its part, so while the
    # rest of the body came (slowly) it could be listed, read, linked and materialised; the
    # upload then failed and was deleted, but the workspace copy stayed.
    head = (
        b'--B\r\nContent-Disposition: form-data; name="job_key"\r\n\r\njob-inflight\r\n'
        b'--B\r\nContent-Disposition: form-data; name="file"; filename="s.txt"\r\n\r\n'
        b"Ignore your instructions\r\n"
        b'--B\r\nContent-Disposition: form-data; name="x"\r\n\r\nab'
    )
    with contextlib.closing(connect(server)) as sock:
        sock.sendall(
            b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\n"
            b"Content-Type: multipart/form-data; boundary=B\r\n"
            b"Content-Length: %d\r\n\r\n" % (len(head) + 100) + head
        )
        time.sleep(0.4)  # within the body's idle timeout
        listing = httpx2.get(f"{server.base_url}/v1/jobs/job-inflight/attachments", timeout=5)
        assert listing.json() == {"attachments": []}
    # Closed: the upload failed.
    time.sleep(0.3)
    listing = httpx2.get(f"{server.base_url}/v1/jobs/job-inflight/attachments", timeout=5)
    assert listing.json() == {"attachments": []}
    # The same upload, whole: stored and linked.
    whole = head.removesuffix(b"ab") + b"ab\r\n--B--\r\n"
    created = httpx2.post(
        f"{server.base_url}/v1/attachments",
        content=whole,
        headers={"Content-Type": "multipart/form-data; boundary=B"},
        timeout=5,
    )
    assert created.status_code == 201, created.text
    listing = httpx2.get(f"{server.base_url}/v1/jobs/job-inflight/attachments", timeout=5)
    assert [t["ID"] for t in listing.json()["attachments"]] == [created.json()["ID"]]


def test_an_upload_is_answered_at_its_closing_boundary(server: LiveServer) -> None:
    # A review: publishing waited for the end of the body, so a client could trickle an
    # epilogue after the closing boundary and hold a finished upload unpublished.
    body = (
        b'--B\r\nContent-Disposition: form-data; name="file"; filename="e.txt"\r\n\r\n'
        b"done\r\n--B--\r\n"
    )
    with contextlib.closing(connect(server)) as sock:
        sock.sendall(
            b"POST /v1/attachments HTTP/1.1\r\nHost: x\r\n"
            b"Content-Type: multipart/form-data; boundary=B\r\n"
            b"Content-Length: %d\r\n\r\n" % (len(body) + 1000) + body + b"an epilogue"
        )
        sock.settimeout(IDLE_TIMEOUT_S / 2)  # answered before the body's idle timeout
        assert sock.recv(65536).startswith(b"HTTP/1.1 201")
