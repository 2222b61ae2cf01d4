"""Structured JSON logs and per-app Prometheus metrics; ids, sizes and timings only, no payloads."""

from __future__ import annotations

import logging
import sys
from datetime import UTC, datetime
from typing import Any

import orjson
from prometheus_client import CollectorRegistry, Counter, Histogram

_RESERVED = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime"}


class JsonFormatter(logging.Formatter):
    """One JSON object per line: a value can never start a new line or fake a field."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        entry.update({k: v for k, v in record.__dict__.items() if k not in _RESERVED})
        if record.exc_info:
            entry["exc"] = self.formatException(record.exc_info)
        return orjson.dumps(entry, default=str).decode()


class _StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
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
    if not any(isinstance(h, _StderrHandler) for h in root.handlers):
        root.addHandler(_StderrHandler())
        root.propagate = False


class Metrics:
    """The service's Prometheus series, on a registry of their own (one per app)."""

    def __init__(self) -> None:
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
        )
        self.judge_calls = Counter(
            "attachguard_judge_calls",
            "Judge calls by judge name and outcome.",
            ["judge", "outcome"],
            registry=self.registry,
        )
        self.judge_latency = Histogram(
            "attachguard_judge_duration_seconds",
            "Time a judge took to answer.",
            ["judge"],
            registry=self.registry,
        )
        self.decisions = Counter(
            "attachguard_decisions",
            "Guardrail evaluation decisions.",
            ["decision"],
            registry=self.registry,
        )
        self.materialized = Counter(
            "attachguard_materialized_files",
            "Tickets handled by materialisation, by outcome.",
            ["status"],
            registry=self.registry,
        )
