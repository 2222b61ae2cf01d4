"""Log lines stay lines: no value a client chose can end one (found by an independent probe)."""

from __future__ import annotations

import logging
from typing import Any

import orjson
import pytest

from app.observability import JsonFormatter, one_line

SEPARATORS = "a\u2028b\u2029c\x85d\ne\r"


def test_a_log_line_holding_unicode_separators_is_one_line() -> None:
    record = logging.makeLogRecord(
        {"name": "attachguard.test", "levelname": "INFO", "msg": "x", "guardrail_id": SEPARATORS}
    )
    line = JsonFormatter().format(record)
    assert line.splitlines() == [line]
    assert orjson.loads(line)["guardrail_id"] == SEPARATORS


def test_one_line_keeps_the_json_it_is_given() -> None:
    value = {"k": SEPARATORS + "é\u2028", "n": [1, "\x85"]}
    data = one_line(orjson.dumps(value))
    assert data.decode().splitlines() == [data.decode()]
    assert orjson.loads(data) == value
    assert one_line(b'{"a":1}') == b'{"a":1}'


@pytest.mark.anyio
async def test_a_failure_after_an_answer_began_is_logged_as_a_500(
    caplog: pytest.LogCaptureFixture,
) -> None:
    # An independent probe: a header the server refused to write failed the answer, and the
    # request was logged and counted as the 200 it had begun.
    from app.api.middleware import RequestContextMiddleware

    async def app(scope: Any, receive: Any, send: Any) -> None:
        await send({"type": "http.response.start", "status": 200, "headers": []})

    async def refusing_send(message: Any) -> None:
        raise RuntimeError("Invalid HTTP header value.")

    async def receive() -> Any:
        return {"type": "http.disconnect"}

    scope = {"type": "http", "method": "GET", "path": "/x", "headers": []}
    caplog.set_level(logging.INFO, logger="attachguard.http")
    with pytest.raises(RuntimeError):
        await RequestContextMiddleware(app)(scope, receive, refusing_send)
    [line] = [r for r in caplog.records if r.getMessage() == "request"]
    assert line.__dict__["status"] == 500
