"""Tracing's start-up checks, the service's name, and the spans flushed at a stop."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from pathlib import Path

import httpx2
import pytest
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SpanExporter, SpanExportResult

from app.tracing import _service_named, flush_spans, tracing_problems
from tests.conftest import ROOT, start_server

ON = {"OTEL_TRACES_EXPORTER": "otlp"}


@pytest.mark.parametrize(
    ("variables", "problem"),
    [
        ({"OTEL_TRACES_EXPORTER": "otlp,jaeger"}, "OTEL_TRACES_EXPORTER: 1 exporter(s)"),
        ({"OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"}, "OTEL_EXPORTER_OTLP_PROTOCOL: only http"),
        ({"OTEL_EXPORTER_OTLP_TRACES_PROTOCOL": "http/json"}, "TRACES_PROTOCOL: only http"),
        ({"OTEL_EXPORTER_OTLP_ENDPOINT": "collector:4318"}, "ENDPOINT: not an http"),
        ({"OTEL_EXPORTER_OTLP_TRACES_ENDPOINT": "http://c:99999"}, "ENDPOINT: not an http"),
        ({"OTEL_TRACES_SAMPLER": "sometimes"}, "OTEL_TRACES_SAMPLER: not a sampler"),
        (
            {"OTEL_TRACES_SAMPLER": "parentbased_traceidratio", "OTEL_TRACES_SAMPLER_ARG": "2"},
            "OTEL_TRACES_SAMPLER_ARG: the ratio",
        ),
        ({"OTEL_BSP_MAX_QUEUE_SIZE": "abc"}, "OTEL_BSP_MAX_QUEUE_SIZE: not a positive number"),
        ({"OTEL_EXPORTER_OTLP_TIMEOUT": "-1"}, "OTEL_EXPORTER_OTLP_TIMEOUT: not a positive"),
    ],
)
def test_a_value_the_sdk_would_take_silently_is_a_start_up_problem(
    variables: dict[str, str], problem: str
) -> None:
    (said,) = tracing_problems({**ON, **variables})
    assert problem in said
    # Never the value: a header or an endpoint may hold a secret.
    assert all(value not in said for value in variables.values() if len(value) > 3)


def test_usable_values_and_tracing_off_are_no_problem() -> None:
    fine = {
        "OTEL_TRACES_EXPORTER": "Console, otlp",
        "OTEL_EXPORTER_OTLP_ENDPOINT": "https://collector.example:4318",
        "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
        "OTEL_TRACES_SAMPLER": "ParentBased_TraceIdRatio",
        "OTEL_TRACES_SAMPLER_ARG": "0.1",
        "OTEL_BSP_SCHEDULE_DELAY": "500",
        "OTEL_EXPORTER_OTLP_TIMEOUT": "2.5",
    }
    assert tracing_problems(fine) == []
    # Off, nothing of it is read: nothing to report.
    assert tracing_problems({"OTEL_SDK_DISABLED": "true", "OTEL_TRACES_SAMPLER": "x"}) == []
    assert tracing_problems({"OTEL_TRACES_SAMPLER": "x"}) == []


def test_the_environment_names_the_service_or_it_is_attachguard() -> None:
    assert _service_named({"OTEL_SERVICE_NAME": "agents-eu"})
    assert _service_named({"OTEL_RESOURCE_ATTRIBUTES": "team=ai, service.name=guard"})
    assert not _service_named({"OTEL_RESOURCE_ATTRIBUTES": "service.namespace=ai"})
    assert not _service_named({"OTEL_SERVICE_NAME": " "})


class _Held(SpanExporter):
    """An exporter that keeps what it is sent, answering once `release` is set."""

    def __init__(self) -> None:
        self.spans: list[str] = []
        self.release = threading.Event()

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        self.release.wait(30)
        self.spans.extend(span.name for span in spans)
        return SpanExportResult.SUCCESS


def _provider(exporter: SpanExporter) -> TracerProvider:
    provider = TracerProvider(resource=Resource.create({}), shutdown_on_exit=False)
    provider.add_span_processor(BatchSpanProcessor(exporter, schedule_delay_millis=60_000))
    return provider


def test_a_stop_exports_the_queued_spans_and_a_collector_that_hangs_cannot_hold_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    exporter = _Held()
    provider = _provider(exporter)
    monkeypatch.setattr(trace, "get_tracer_provider", lambda: provider)
    with provider.get_tracer("t").start_as_current_span("queued"):
        pass
    started = time.monotonic()
    assert not flush_spans(0.3)  # the collector does not answer: the stop goes on
    assert time.monotonic() - started < 1.5
    exporter.release.set()
    assert flush_spans(5)
    assert exporter.spans == ["queued"]
    provider.shutdown()


def test_a_stopped_server_has_exported_its_spans_without_the_path(tmp_path: Path) -> None:
    # uvicorn re-raises SIGTERM after its shutdown, so the SDK's exit hook never ran: every
    # span still queued (5 s of them by default) was lost on every stop.
    server = start_server(
        tmp_path,
        {
            "OTEL_TRACES_EXPORTER": "console",
            "OTEL_BSP_SCHEDULE_DELAY": "60000",
            "OTEL_SERVICE_NAME": "agents-eu",
        },
    )
    try:
        httpx2.get(f"{server.base_url}/v1/attachments/00000000-0000-4000-8000-000000000000?t=QS")
        server.process.send_signal(signal.SIGTERM)
        server.process.wait(timeout=30)
    finally:
        server.process.kill()
    log = server.log.read_text()
    assert '"name": "GET /v1/attachments/{attachment_id}"' in log, log
    assert '"service.name": "agents-eu"' in log
    assert "QS" not in log
    # The SDK's own lines are JSON lines on stderr like the service's (none here is plain).
    lines = [line for line in log.splitlines() if line.startswith("{") and '"level"' in line]
    assert all(json.loads(line) for line in lines)


def test_an_unusable_tracing_value_stops_start_up_by_name(tmp_path: Path) -> None:
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("ATTACHGUARD_", "OTEL_"))},
        "ATTACHGUARD_STORE_ROOT": str(tmp_path / "store"),
        "OTEL_TRACES_EXPORTER": "jaeger",
    }
    result = subprocess.run(
        [sys.executable, "-m", "app"], cwd=ROOT, env=env, capture_output=True, timeout=60, text=True
    )
    assert result.returncode == 2
    assert "attachguard: OTEL_TRACES_EXPORTER: 1 exporter(s) not installed here" in result.stderr
