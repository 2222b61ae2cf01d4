"""OpenTelemetry tracing: off by default, switched on by the standard `OTEL_*` variables.

Nothing here reads a setting of its own. Tracing starts when `OTEL_TRACES_EXPORTER` names an
exporter (`otlp`, `console`) or an OTLP endpoint is set (`OTEL_EXPORTER_OTLP_ENDPOINT`,
`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), unless `OTEL_SDK_DISABLED=true` or
`OTEL_TRACES_EXPORTER=none`. The SDK itself reads the rest (`OTEL_SERVICE_NAME`,
`OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`, the exporter's headers and timeouts); the
service checks at start-up what it would otherwise take silently (`tracing_problems`), and
the service's name is `attachguard` unless those variables name it.

Spans carry ids, names, outcomes and counts: never a judged text or a file's content, and
never a request's path or query string (the route template names it).
"""

from __future__ import annotations

import logging
import math
import os
import threading
from collections.abc import Mapping
from contextlib import AbstractContextManager
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from opentelemetry import propagate, trace

if TYPE_CHECKING:  # the SDK is imported only when tracing is on
    from opentelemetry.sdk.trace import TracerProvider as SdkTracerProvider

logger = logging.getLogger("attachguard.tracing")

tracer = trace.get_tracer("attachguard")

_ENDPOINTS = ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")
_EXPORTERS = ("otlp", "console")
_PROTOCOLS = ("OTEL_EXPORTER_OTLP_PROTOCOL", "OTEL_EXPORTER_OTLP_TRACES_PROTOCOL")
# What the SDK reads as a number and, given anything else, fails on at the first span or
# falls back from with a line of its own (milliseconds and counts; the OTLP timeouts seconds).
_NUMBERS = (
    "OTEL_BSP_SCHEDULE_DELAY",
    "OTEL_BSP_EXPORT_TIMEOUT",
    "OTEL_BSP_MAX_QUEUE_SIZE",
    "OTEL_BSP_MAX_EXPORT_BATCH_SIZE",
    "OTEL_EXPORTER_OTLP_TIMEOUT",
    "OTEL_EXPORTER_OTLP_TRACES_TIMEOUT",
)
_SAMPLERS = frozenset(
    {
        "always_on",
        "always_off",
        "traceidratio",
        "parentbased_always_on",
        "parentbased_always_off",
        "parentbased_traceidratio",
    }
)


def tracing_requested(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the environment asks for traces."""
    env = os.environ if environ is None else environ
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporter = env.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if exporter == "none":
        return False
    return bool(exporter) or any(env.get(name) for name in _ENDPOINTS)


def _exporters(env: Mapping[str, str]) -> list[str]:
    named = env.get("OTEL_TRACES_EXPORTER", "otlp").split(",")
    return [n.strip().lower() for n in named if n.strip()] or ["otlp"]


def tracing_problems(environ: Mapping[str, str] | None = None) -> list[str]:
    """One line per `OTEL_*` value the service cannot use, when tracing is asked for: an
    exporter it does not have, a protocol other than `http/protobuf`, an endpoint that is no
    http(s) URL, a sampler or ratio the SDK would replace with its default, a number that is
    none. The SDK would log a line of its own and go on (recording spans nobody exports) or
    fail at the first span; values are never echoed (a header or endpoint may hold a secret)."""
    env = os.environ if environ is None else environ
    if not tracing_requested(env):
        return []
    problems = []
    unknown = [name for name in _exporters(env) if name not in _EXPORTERS]
    if unknown:
        problems.append(
            f"OTEL_TRACES_EXPORTER: {len(unknown)} exporter(s) not installed here; "
            "use otlp, console or none"
        )
    problems.extend(
        f"{name}: only http/protobuf is installed here"
        for name in _PROTOCOLS
        if env.get(name, "").strip() not in ("", "http/protobuf")
    )
    problems.extend(
        f"{name}: not an http:// or https:// URL"
        for name in _ENDPOINTS
        if (value := env.get(name, "").strip()) and not _is_http_url(value)
    )
    problems.extend(_sampler_problems(env))
    problems.extend(
        f"{name}: not a positive number"
        for name in _NUMBERS
        if (value := env.get(name, "").strip()) and not _is_positive(value)
    )
    return problems


def _is_http_url(value: str) -> bool:
    try:
        parts = urlsplit(value)
        return parts.scheme in ("http", "https") and bool(parts.hostname) and parts.port != 0
    except ValueError:  # a port that is no number, or out of range
        return False


def _is_positive(value: str) -> bool:
    try:
        number = float(value)
    except ValueError:
        return False
    return math.isfinite(number) and number > 0


def _sampler_problems(env: Mapping[str, str]) -> list[str]:
    sampler = env.get("OTEL_TRACES_SAMPLER", "").strip().lower()
    if not sampler:
        return []
    custom = {entry.name for entry in entry_points(group="opentelemetry_traces_sampler")}
    if sampler not in _SAMPLERS | custom:
        return ["OTEL_TRACES_SAMPLER: not a sampler the SDK has (see docs/guides/audit.md)"]
    ratio = env.get("OTEL_TRACES_SAMPLER_ARG", "").strip()
    if sampler.endswith("traceidratio") and ratio:
        try:
            valid = 0.0 <= float(ratio) <= 1.0
        except ValueError:
            valid = False
        if not valid:
            return ["OTEL_TRACES_SAMPLER_ARG: the ratio is a number from 0 to 1"]
    return []


def _service_named(env: Mapping[str, str]) -> bool:
    """Whether the environment names the service (`OTEL_SERVICE_NAME`, or `service.name` in
    `OTEL_RESOURCE_ATTRIBUTES`), which the SDK then reads."""
    if env.get("OTEL_SERVICE_NAME", "").strip():
        return True
    pairs = env.get("OTEL_RESOURCE_ATTRIBUTES", "").split(",")
    return any(pair.partition("=")[0].strip() == "service.name" for pair in pairs)


def configure_tracing(environ: Mapping[str, str] | None = None) -> bool:
    """Install a tracer provider with the requested exporter; False when tracing stays off.

    Idempotent per process: OpenTelemetry allows one global provider.
    """
    if not tracing_requested(environ):
        return False
    if isinstance(trace.get_tracer_provider(), _sdk_provider_type()):
        return True
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import BatchSpanProcessor, ConsoleSpanExporter

    env = os.environ if environ is None else environ
    named = {} if _service_named(env) else {"service.name": "attachguard"}
    provider = TracerProvider(resource=Resource.create(named))
    names = _exporters(env)
    for name in names:
        if name == "console":
            provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter()))
        elif name == "otlp":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    # (Any other name is a start-up problem: `tracing_problems`.)
    trace.set_tracer_provider(provider)
    logger.info("tracing on", extra={"exporters": names})
    return True


def flush_spans(within_s: float) -> bool:
    """Export the spans still queued, waiting at most `within_s`: at a stop, before the
    server re-raises its signal and the SDK's exit hook never runs. False when they were not
    all sent in time (a collector that does not answer keeps the rest; the thread is a
    daemon's and ends with the process)."""
    provider = trace.get_tracer_provider()
    if not isinstance(provider, _sdk_provider_type()):
        return True
    flushed: list[bool] = []
    worker = threading.Thread(
        target=lambda: flushed.append(provider.force_flush(int(within_s * 1000))),
        name="attachguard-span-flush",
        daemon=True,
    )
    worker.start()
    worker.join(within_s)
    return flushed == [True]


def tracing_enabled() -> bool:
    """Configure tracing from the environment; True when spans are recorded (the environment
    asked for them, or a provider was installed before, as tests do).

    The answer also decides what `traced` gives from here on in this process.
    """
    global _recording
    _recording = configure_tracing() or isinstance(
        trace.get_tracer_provider(), _sdk_provider_type()
    )
    return _recording


class _Unrecorded:
    """The span `traced` gives while tracing is off: it records nothing and costs nothing."""

    __slots__ = ()

    def __enter__(self) -> _Unrecorded:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def set_attribute(self, key: str, value: Any) -> None:
        return None


_UNRECORDED = _Unrecorded()
_recording = False


def traced(name: str, attributes: Mapping[str, Any] | None = None) -> AbstractContextManager[Any]:
    """A span around a step of a request, current while it runs.

    With tracing off, OpenTelemetry's no-op tracer still builds a span and swaps the context
    twice per step (about 10 us each, several steps a request): this gives one shared object
    that does nothing instead.
    """
    if not _recording:
        return _UNRECORDED
    return tracer.start_as_current_span(name, attributes=attributes)


def _sdk_provider_type() -> type[SdkTracerProvider]:
    from opentelemetry.sdk.trace import TracerProvider

    return TracerProvider


def current_trace_id() -> str | None:
    """The current span's trace id in hex, or None outside a recorded span."""
    context = trace.get_current_span().get_span_context()
    return f"{context.trace_id:032x}" if context.is_valid else None


def inject_headers(headers: dict[str, str]) -> dict[str, str]:
    """`headers` plus the W3C `traceparent` (and `tracestate`) of the current span, if any."""
    propagate.inject(headers)
    return headers
