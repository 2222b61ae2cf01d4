"""Problem documents and other failed answers become typed exceptions."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx2
import pytest

from attachguard_client import (
    AsyncClient,
    AttachguardError,
    Client,
    ConflictError,
    HeaderFieldsTooLargeError,
    InsufficientStorageError,
    InternalServerError,
    NotFoundError,
    RequestTimeoutError,
    RetryPolicy,
    UnexpectedResponseError,
    UpstreamError,
    ValidationError,
)
from attachguard_client.errors import error_class, error_from_response


@pytest.mark.parametrize(
    ("status", "cls"),
    [
        (404, NotFoundError),
        (408, RequestTimeoutError),
        (409, ConflictError),
        (431, HeaderFieldsTooLargeError),
        (422, ValidationError),
        (500, InternalServerError),
        (502, UpstreamError),
        (504, UpstreamError),
        (507, InsufficientStorageError),
        (418, AttachguardError),
    ],
)
def test_each_status_has_its_class(status: int, cls: type[AttachguardError]) -> None:
    assert error_class(status) is cls


def test_a_422_keeps_where_and_why() -> None:
    body = (
        b'{"type": "urn:attachguard:problem:validation_error", "title": "Invalid input",'
        b' "status": 422, "detail": "1 problem", "code": "validation_error",'
        b' "request_id": "r-9", "errors": [{"loc": ["body", "scope"], "msg": "bad",'
        b' "type": "enum"}], "errors_omitted": 3}'
    )
    error = error_from_response(httpx2.Response(422), body)
    assert isinstance(error, ValidationError)
    assert error.errors[0].loc == ["body", "scope"]
    assert error.errors_omitted == 3
    assert str(error) == "1 problem (HTTP 422, validation_error, request r-9)"


def test_a_non_problem_body_still_gives_status_and_request_id() -> None:
    response = httpx2.Response(502, headers={"x-request-id": "edge-1"})
    error = error_from_response(response, b"<html>Bad gateway</html>")
    assert isinstance(error, UpstreamError)
    assert (error.code, error.request_id, error.detail) == (
        "http_502",
        "edge-1",
        "<html>Bad gateway</html>",
    )


def test_an_unreadable_success_is_an_unexpected_response() -> None:
    transport = httpx2.MockTransport(lambda _: httpx2.Response(200, json={"nope": 1}))
    with (
        Client("http://x.test", transport=transport, retry=RetryPolicy(1)) as client,
        pytest.raises(UnexpectedResponseError) as caught,
    ):
        client.healthz()
    assert caught.value.code == "unexpected_response"


class _BrokenGzip(BaseHTTPRequestHandler):
    """Answers 200 with `Content-Encoding: gzip` and a body that is not gzip."""

    def do_GET(self) -> None:
        body = b"not gzip at all"
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def broken_gzip() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _BrokenGzip)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_an_answer_in_a_broken_encoding_is_a_typed_error_not_a_raw_one(broken_gzip: str) -> None:
    # A 2xx whose bytes cannot be decoded is an answer nobody can read: a deny, typed.
    with (
        Client(broken_gzip, retry=RetryPolicy(1)) as client,
        pytest.raises(UnexpectedResponseError) as caught,
    ):
        client.healthz()
    assert caught.value.code == "unexpected_response"

    async def asynchronous() -> None:
        async with AsyncClient(broken_gzip, retry=RetryPolicy(1)) as client:
            await client.healthz()

    with pytest.raises(UnexpectedResponseError):
        asyncio.run(asynchronous())
