"""Log lines stay lines: no value a client chose can end one (found by an independent probe)."""

from __future__ import annotations

import logging

import orjson

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
