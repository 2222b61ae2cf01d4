"""Log lines stay lines: no value a client chose can end one (found by an independent probe)."""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import orjson
import pytest
from prometheus_client import CollectorRegistry

from app.observability import MULTIPROCESS_ENV, JsonFormatter, Metrics, metrics_text, one_line

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


def test_a_dead_workers_live_gauges_leave_the_sum(tmp_path: Path) -> None:
    # An independent probe: with two workers, one killed with three records pending kept
    # `attachguard_decision_records_pending` at 3 for good after they shipped.
    worker = """
import os, sys
from prometheus_client import CollectorRegistry
from app.observability import DecisionMetrics
metrics = DecisionMetrics(CollectorRegistry())
metrics.pending.inc(int(sys.argv[1]))
metrics.oldest.set(4.5)
sys.stdout.write("counted\\n"); sys.stdout.flush()
if sys.argv[2] == "die":
    os._exit(9)
sys.stdin.read()
"""
    env = {**os.environ, MULTIPROCESS_ENV: str(tmp_path)}
    dead = subprocess.run(
        [sys.executable, "-c", worker, "3", "die"], env=env, capture_output=True, check=False
    )
    assert dead.stdout == b"counted\n", dead.stderr
    alive = subprocess.Popen(
        [sys.executable, "-c", worker, "2", "live"],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    try:
        assert alive.stdout is not None
        assert alive.stdout.readline() == b"counted\n"
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv(MULTIPROCESS_ENV, str(tmp_path))
            text = metrics_text(CollectorRegistry()).decode()
    finally:
        alive.communicate(b"")
    assert "attachguard_decision_records_pending 2.0" in text  # the live worker's only
    live = sorted(name for name in os.listdir(tmp_path) if name.startswith("gauge_live"))
    assert live == [f"gauge_livemax_{alive.pid}.db", f"gauge_livesum_{alive.pid}.db"]


def test_every_series_is_in_the_metrics_reference() -> None:
    reference = (Path(__file__).resolve().parent.parent / "docs/reference/metrics.md").read_text()
    listed = {
        name: set(re.findall(r"`(\w+)`", labels))
        for name, labels in re.findall(
            r"^\| `(attachguard_\w+)` \| \w+ \|([^|]*)\|", reference, flags=re.MULTILINE
        )
    }
    served = {}
    for metric in Metrics().registry._collector_to_names:
        suffix = "_total" if metric._type == "counter" else ""  # type: ignore[attr-defined]
        served[metric._name + suffix] = set(metric._labelnames)  # type: ignore[attr-defined]
    assert served == listed
