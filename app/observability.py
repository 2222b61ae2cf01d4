"""Structured JSON logs and per-app Prometheus metrics; ids, sizes and timings only, no payloads."""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import re
import sys
import time
from contextvars import ContextVar
from pathlib import Path
from typing import Any

import orjson
from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest
from prometheus_client.multiprocess import MultiProcessCollector, mark_process_dead

from app.tracing import current_trace_id

# uvicorn adds an ANSI-coloured copy of its message: noise in a JSON line.
_RESERVED = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "color_message"}

# The request being served, for every log line written while serving it (set by the api's
# context middleware; services, judges and stores log without passing it around).
request_id_var: ContextVar[str | None] = ContextVar("request_id", default=None)

# Set when the server runs several worker processes: their metrics are summed from this dir.
MULTIPROCESS_ENV = "PROMETHEUS_MULTIPROC_DIR"


# Characters JSON leaves as they are that line readers split on (Python's `splitlines`,
# JavaScript before ES2019, many log shippers): a value holding one must not end its line.
_LINE_BREAKERS = (
    ("\u2028".encode(), b"\\u2028"),
    ("\u2029".encode(), b"\\u2029"),
    ("\x85".encode(), b"\\u0085"),
)


def os_cause(exc: OSError) -> str:
    """An OS error as a log line names it: its errno's name (`EMFILE`), else its class."""
    return errno.errorcode.get(exc.errno or 0, type(exc).__name__)


def one_line(data: bytes) -> bytes:
    """JSON text with the separators JSON does not escape escaped, so it stays one line.

    In orjson's output these can only stand inside a string, where the escape means the same.
    """
    if data.isascii():
        return data
    for raw, escaped in _LINE_BREAKERS:
        data = data.replace(raw, escaped)
    return data


class JsonFormatter(logging.Formatter):
    """One JSON object per line: a value can never start a new line or fake a field."""

    def format(self, record: logging.LogRecord) -> str:
        seconds = int(record.created)
        entry: dict[str, Any] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(seconds))
            + f".{int((record.created - seconds) * 1000):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        request_id = request_id_var.get()
        if request_id is not None:
            entry["request_id"] = request_id
        trace_id = current_trace_id()
        if trace_id is not None:
            entry["trace_id"] = trace_id
        entry.update({k: v for k, v in record.__dict__.items() if k not in _RESERVED})
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return one_line(orjson.dumps(entry, default=str)).decode()


def log_config(level: str) -> dict[str, Any]:
    """`logging.config` for the server: uvicorn's own loggers and ours, all JSON on stderr."""
    handler = {"class": "app.observability.StderrJsonHandler"}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "handlers": {"json": handler},
        "loggers": {
            name: {"handlers": ["json"], "level": level, "propagate": False}
            for name in ("attachguard", "uvicorn", "uvicorn.error", "uvicorn.access")
        }
        # The OpenTelemetry SDK's own lines (an export that failed, a full queue): JSON too,
        # at WARNING at least (its INFO lines are per batch).
        | {
            "opentelemetry": {
                "handlers": ["json"],
                "level": _at_least_warning(level),
                "propagate": False,
            }
        },
    }


def _at_least_warning(level: str) -> str:
    return level if logging.getLevelName(level) >= logging.WARNING else "WARNING"


class StderrJsonHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever `sys.stderr` is at the time of the record, not at configuration."""

    def __init__(self) -> None:
        super().__init__()
        self.setFormatter(JsonFormatter())

    @property
    def stream(self) -> Any:
        return sys.stderr

    @stream.setter
    def stream(self, _: Any) -> None:
        pass


def configure_logging(level: str) -> None:
    """Send the service's own loggers to stderr as JSON lines (idempotent)."""
    root = logging.getLogger("attachguard")
    root.setLevel(level)
    if not any(isinstance(h, StderrJsonHandler) for h in root.handlers):
        root.addHandler(StderrJsonHandler())
        root.propagate = False


def metrics_text(registry: CollectorRegistry) -> bytes:
    """The exposition text: this app's series, or every worker's summed in multiprocess mode."""
    directory = os.environ.get(MULTIPROCESS_ENV)
    if directory:
        forget_dead_workers(Path(directory))
        combined = CollectorRegistry()
        MultiProcessCollector(combined, path=directory)  # type: ignore[no-untyped-call]
        return generate_latest(combined)
    return generate_latest(registry)


_LIVE_GAUGE = re.compile(r"gauge_live\w*?_(\d+)\.db")


def forget_dead_workers(directory: Path) -> None:
    """Drop the live gauges of worker processes that died (`livesum`, `livemax`): a worker
    killed with its backlog counted kept it in the sum for good, after the records shipped."""
    for name in os.listdir(directory):
        if (found := _LIVE_GAUGE.fullmatch(name)) is None:
            continue
        pid = int(found.group(1))
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            # Another worker's scrape may have just removed them.
            with contextlib.suppress(FileNotFoundError):
                mark_process_dead(pid, path=str(directory))  # type: ignore[no-untyped-call]
        except PermissionError:
            continue  # alive, under another user


class DecisionMetrics:
    """The decision log's series: its backlog, its age, and what it shipped or lost."""

    def __init__(self, registry: CollectorRegistry) -> None:
        self.pending = Gauge(
            "attachguard_decision_records_pending",
            "Decision records not in the store yet (journal and current group).",
            registry=registry,
            multiprocess_mode="livesum",
        )
        self.oldest = Gauge(
            "attachguard_decision_oldest_unshipped_seconds",
            "Age of the oldest decision record not in the store yet.",
            registry=registry,
            multiprocess_mode="livemax",
        )
        self.shipped = Counter(
            "attachguard_decision_records_shipped",
            "Decision records shipped from the journal to the store.",
            registry=registry,
        )
        self.lost = Counter(
            "attachguard_decision_records_lost",
            "Decision records lost (the journal could not take them, or the log was full).",
            registry=registry,
        )
        self.ship_failures = Counter(
            "attachguard_decision_ship_failures",
            "Rounds in which the store did not take a segment (retried at the next round).",
            registry=registry,
        )


# Up to two minutes: a remote judge's timeout (30 s), the longest deadline (60 s), an upload.
LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120)

# The serving app's metrics, for what the HTTP protocol answers without it (app.server).
_serving: Metrics | None = None


def serve_metrics(metrics: Metrics | None) -> None:
    """Make `metrics` the serving process's (None when its app stops)."""
    global _serving
    _serving = metrics


def count_refused(status: int, code: str) -> None:
    """Count a request the protocol refused before the app saw it."""
    if _serving is not None:
        _serving.refused.labels(str(status), code).inc()


class Metrics:
    """The service's Prometheus series, on a registry of their own (one per app)."""

    def observe_request(self, method: str, route: str, status: int, seconds: float) -> None:
        """Count one answered request; the labelled series are looked up once each."""
        key = (method, route, status)
        children = self._request_children.get(key)
        if children is None:
            children = (
                self.requests.labels(method, route, str(status)),
                self.latency.labels(route),
            )
            self._request_children[key] = children
        children[0].inc()
        children[1].observe(seconds)

    def __init__(self) -> None:
        self._request_children: dict[tuple[str, str, int], tuple[Any, Any]] = {}
        self.registry = CollectorRegistry(auto_describe=True)
        self.requests = Counter(
            "attachguard_http_requests",
            "HTTP requests answered, by route template and status.",
            ["method", "route", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "attachguard_http_request_duration_seconds",
            "Time to answer an HTTP request.",
            ["route"],
            registry=self.registry,
            buckets=LATENCY_BUCKETS,
        )
        self.refused = Counter(
            "attachguard_http_refused",
            "Requests the server refused before the app saw them, by status and code (a head "
            "that is not HTTP/1.1 or too large, one past MAX_CONNECTIONS, one cut off by "
            "HEADER_TIMEOUT_S).",
            ["status", "code"],
            registry=self.registry,
        )
        self.judge_calls = Counter(
            "attachguard_judge_calls",
            "Judge calls by judge name and outcome (passed, flagged, error; deadline: cut off "
            "by the evaluation's deadline; subject_not_found: nothing to judge, no call made).",
            ["judge", "outcome"],
            registry=self.registry,
        )
        self.judge_latency = Histogram(
            "attachguard_judge_duration_seconds",
            "Time a judge took to answer (a judge cut off by the deadline: the whole budget).",
            ["judge"],
            registry=self.registry,
            buckets=LATENCY_BUCKETS,
        )
        self.decisions = Counter(
            "attachguard_decisions",
            "Guardrail evaluation decisions answered, by decision.",
            ["decision"],
            registry=self.registry,
        )
        self.judge_errors = Counter(
            "attachguard_judge_errors",
            "Guardrails whose judge could not decide, by judge and cause (timeout, connect, "
            "http_4xx, http_5xx, invalid_verdict, deadline, subject_not_found, ...).",
            ["judge", "cause"],
            registry=self.registry,
        )
        self.bypasses = Counter(
            "attachguard_guardrail_bypass",
            "Guardrails whose judge errored and whose on_error let the call through.",
            ["judge", "cause"],
            registry=self.registry,
        )
        self.verdict_cache = Counter(
            "attachguard_verdict_cache",
            "Verdict cache lookups by judge and result (hit, miss).",
            ["judge", "result"],
            registry=self.registry,
        )
        self.file_memo = Counter(
            "attachguard_file_memo",
            "Lookups of files judged before (judges.memo), by what was looked for (text, "
            "findings) and result (hit, miss).",
            ["kind", "result"],
            registry=self.registry,
        )
        self.cascade = Counter(
            "attachguard_cascade",
            "Texts and files a cascade judge's stages settled (settled_clean, "
            "settled_flagged), sent on (escalated) or could not settle (failed), by judge "
            "and stage.",
            ["judge", "stage", "outcome"],
            registry=self.registry,
        )
        self.decision_log = DecisionMetrics(self.registry)
        self.materialized = Counter(
            "attachguard_materialized_files",
            "Files handled by materialisation (each file once per call, however many tickets "
            "name it), by outcome.",
            ["status"],
            registry=self.registry,
        )
