"""OpenTelemetry tracing: off by default, switched on by the standard `OTEL_*` variables.

Nothing here reads a setting of its own. Tracing starts when `OTEL_TRACES_EXPORTER` names an
exporter (`otlp`, `console`) or an OTLP endpoint is set (`OTEL_EXPORTER_OTLP_ENDPOINT`,
`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`), unless `OTEL_SDK_DISABLED=true` or
`OTEL_TRACES_EXPORTER=none`. The SDK itself reads the rest (`OTEL_SERVICE_NAME`,
`OTEL_RESOURCE_ATTRIBUTES`, `OTEL_TRACES_SAMPLER`, the exporter's headers and timeouts).

Spans carry ids, names, outcomes and counts: never a judged text or a file's content.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Mapping
from contextlib import AbstractContextManager
from typing import Any

from opentelemetry import propagate, trace

logger = logging.getLogger("attachguard.tracing")

tracer = trace.get_tracer("attachguard")

_ENDPOINTS = ("OTEL_EXPORTER_OTLP_ENDPOINT", "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT")


def tracing_requested(environ: Mapping[str, str] | None = None) -> bool:
    """Whether the environment asks for traces."""
    env = os.environ if environ is None else environ
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    exporter = env.get("OTEL_TRACES_EXPORTER", "").strip().lower()
    if exporter == "none":
        return False
    return bool(exporter) or any(env.get(name) for name in _ENDPOINTS)


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
    provider = TracerProvider(resource=Resource.create({"service.name": "attachguard"}))
    names = [n.strip() for n in env.get("OTEL_TRACES_EXPORTER", "otlp").split(",") if n.strip()]
    for name in names or ["otlp"]:
        if name == "console":
            provider.add_span_processor(BatchSpanProcessor(ConsoleSpanExporter()))
        elif name == "otlp":
            from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter

            provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
        else:
            logger.warning("unknown OTEL_TRACES_EXPORTER ignored", extra={"exporter": name})
    trace.set_tracer_provider(provider)
    logger.info("tracing on", extra={"exporters": names})
    return True


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


def _sdk_provider_type() -> type:
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
