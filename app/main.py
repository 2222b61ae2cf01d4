"""The application factory: lifespan, error handlers, middleware and routers. Wiring only."""

from __future__ import annotations

import contextlib
import ctypes
import gc
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from fastapi import FastAPI
from fastapi.routing import APIRoute
from fastapi_offline import FastAPIOffline
from pydantic import BaseModel

from app import __version__
from app.api import (
    attachments,
    decisions,
    docs,
    guardrails,
    health,
    litellm,
    output_files,
    workspaces,
)
from app.api.auth import AuthenticationMiddleware, KeyTable
from app.api.deps import SECURITY_SCHEMES, AppState
from app.api.middleware import (
    BodyLimitMiddleware,
    DirectRoutes,
    HeadRequests,
    RequestContextMiddleware,
    TracingMiddleware,
)
from app.api.problem import Problem, install_error_handlers
from app.api.route_table import RouteTable
from app.judges.factory import build_judges
from app.judges.memo import FileMemo
from app.judges.provenance import ProvenanceJudge
from app.judges.worker_pool import WorkerPool
from app.lifecycle import essential
from app.observability import Metrics, configure_logging, serve_metrics
from app.services import Services
from app.services.attachments import AttachmentService
from app.services.decisions import DecisionLog, DecisionLogConfig
from app.services.gateway import GatewayService
from app.services.guardrails import GuardrailLimits, GuardrailService
from app.services.health import HealthService
from app.services.materialize import MaterializeLimits, MaterializeService
from app.services.output_files import OutputFileService
from app.services.verdict_cache import VerdictCache
from app.settings import MIB, Settings, ignored_settings, load_settings
from app.store.factory import build_store
from app.store.journal import Journal
from app.store.protocol import AttachmentStore
from app.store.traced import TracedStore
from app.store.workspace import Workspaces
from app.tracing import flush_spans, tracing_enabled

logger = logging.getLogger("attachguard")

DESCRIPTION = """\
Guardrail service for AI agents that handle files.

* **Guardrails** see exactly the files a tool call touches (resolved against the run's registry).
* **Materialisation** downloads tool-produced files into the agent's workspace.
* **Output files** are published as job attachments and verified before the run ends.

Errors are RFC 9457 problem documents with a stable `code`. A verdict is data: a blocking
decision is a 200; any non-2xx means the service could not decide, and callers must deny.
"""

ROUTERS = (guardrails, attachments, workspaces, output_files, decisions, litellm, health, docs)
# Called around every tool call of every agent: served without the framework's routing layers.
HOT_OPERATIONS = frozenset({"resolve_attachments", "evaluate_guardrails"})
# After the requests in flight: how long a stop may take to ship the decision log's records
# and close the store, together, so that with `SHUTDOWN_GRACE_S` it fits a pod's grace (30 s,
# less a 5 s `preStop`) even with the store not answering; at least `CLOSE_S` of it is the
# store's. What cannot be shipped in time stays in the journal, for the next start.
STOP_S = 10.0
CLOSE_S = 3.0
# Then, with tracing on, how long the spans still queued may take to reach the collector.
SPAN_FLUSH_S = 2.0
# How long start-up waits for the sweep of a crash's leftovers before serving regardless.
SWEEP_WAIT_S = 5.0


# How long start-up waits for the decision journal to open before it gives up.
STARTUP_TIMEOUT_S = 30


def _memo(settings: Settings, metrics: Metrics) -> FileMemo | None:
    """Files judged once (`judges.memo`), counted; None when `FILE_MEMO_MB` is 0."""
    if not settings.file_memo_mb:
        return None

    def count(kind: str, result: str) -> None:
        metrics.file_memo.labels(kind, result).inc()

    return FileMemo(settings.file_memo_mb * MIB, count, tenants=settings.tenants)


def build_services(
    settings: Settings,
    store: AttachmentStore,
    pool: WorkerPool,
    metrics: Metrics,
) -> Services:
    """Every service, each given the few limits it needs."""

    def count(judge: str, stage: str, outcome: str, n: int) -> None:
        metrics.cascade.labels(judge, stage, outcome).inc(n)

    judges = build_judges(settings, store, pool, count)
    workspaces = Workspaces(settings.workspace_root, min_free_bytes=settings.min_free_mb * MIB)
    caches = {
        name: VerdictCache(name, config, tenants=settings.tenants)
        for name, config in settings.judges.items()
        if config.cache_ttl_s > 0
    }
    decisions = DecisionLog(
        store,
        Journal(settings.journal_dir),
        metrics.decision_log,
        DecisionLogConfig(
            commit_window_s=settings.decision_commit_window_ms / 1000,
            sync=settings.decision_durability == "sync",
            ship_interval_s=settings.decision_ship_interval_s,
            segment_bytes=settings.decision_segment_bytes,
            retention_s=settings.decision_retention_days * 86_400,
            min_free_bytes=settings.min_free_mb * MIB,
        ),
    )
    attachments = AttachmentService(store, max_upload_bytes=settings.max_upload_bytes)
    guardrails = GuardrailService(
        judges,
        metrics,
        GuardrailLimits(
            max_references=settings.max_references,
            unsent_error=settings.on_unsent_files == "error",
            deadline_ms=settings.deadline_ms,
            max_deadline_ms=settings.max_deadline_ms,
            max_guardrails=settings.max_guardrails,
            max_turn_calls=settings.max_turn_calls,
            max_registry=settings.max_registry,
            max_messages=settings.max_messages,
            max_json_depth=settings.max_json_depth,
            max_json_values=settings.max_json_values,
        ),
        store=store,
        memo=_memo(settings, metrics),
        caches=caches,
        decisions=decisions,
        provenance=ProvenanceJudge(
            store,
            pool,
            max_file_bytes=settings.provenance_max_file_bytes,
            on_unreadable=settings.provenance_on_unreadable,
        ),
        policies=settings.policies,
    )
    return Services(
        attachments=attachments,
        guardrails=guardrails,
        gateway=GatewayService(
            guardrails,
            attachments,
            max_conversations=settings.gateway_max_conversations,
            tenants=settings.tenants,
        ),
        decisions=decisions,
        materialize=MaterializeService(
            store,
            workspaces,
            metrics,
            MaterializeLimits(
                max_file_bytes=settings.max_upload_bytes,
                max_concurrency=settings.max_download_concurrency,
                max_files=settings.max_materialize_files,
                output_file_tools=frozenset(settings.output_file_tools),
                max_json_depth=settings.max_json_depth,
                max_json_values=settings.max_json_values,
            ),
        ),
        output_files=OutputFileService(
            store,
            workspaces,
            max_file_bytes=settings.max_upload_bytes,
            max_schema_depth=settings.max_json_depth,
            max_retries=settings.max_output_retries,
        ),
        health=HealthService(store, workspaces, judges, decisions),
    )


# The collector's first threshold in a serving process (CPython's default is 700).
GC_YOUNG_THRESHOLD = 10_000


def tune_collector() -> None:
    """Set a serving process's garbage collector for a request load, once it has started.

    What start-up made (the app, the judges' tables, the scorer) lives as long as the process:
    it is frozen out of the collector's scans. Left in, every full collection walked it
    (about 130,000 objects) and, at 32 requests in flight against a 50 ms judge, took 500 ms
    of every 5 s, pauses up to 90 ms (`bench.load`'s judged p99). Each request in flight
    holds its parsed body, about a thousand objects: at CPython's threshold of 700 they
    started a young collection every few requests; at 10,000 only a real growth does.
    Memory start-up used and freed goes back to the system.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_YOUNG_THRESHOLD, *gc.get_threshold()[1:])
    # Reading the scorer's model parses a 7 MB JSON text into some 400,000 objects: the heap
    # that took and freed is handed back to the system (glibc keeps it otherwise).
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL("libc.so.6").malloc_trim(0)


async def _flush_spans(tracing: bool) -> None:
    """The spans still queued at a stop, exported before the server re-raises its signal."""
    if tracing and not await anyio.to_thread.run_sync(
        flush_spans, SPAN_FLUSH_S, abandon_on_cancel=True
    ):
        logger.warning("spans still queued at the stop were not all exported")


def create_app(
    settings: Settings | None = None,
    *,
    store: AttachmentStore | None = None,
    serving: bool = False,
) -> FastAPI:
    """Build the ASGI app; nothing is read or opened until the lifespan starts.

    `store` replaces the configured attachment store (tests inject one instead of patching
    modules); judges are reached over the network as configured (tests run them on loopback).
    `serving` is the server's own process (`app.server`): the collector is tuned for it once
    the app has started (`tune_collector`), which an app in a test process is not.
    """

    @asynccontextmanager
    async def lifespan(owner: FastAPI) -> AsyncIterator[AppState]:
        current = settings if settings is not None else load_settings()
        configure_logging(current.log_level)
        owner.state.tracing = tracing_enabled()
        active_store = store if store is not None else build_store(current)
        if owner.state.tracing:
            active_store = TracedStore(active_store, current.store.value)
        pool = WorkerPool(
            workers=current.cpu_workers,
            timeout_s=current.cpu_task_timeout_s,
            memory_bytes=current.cpu_worker_memory_mb * MIB,
            per_tenant=current.cpu_share,
        )
        metrics = Metrics()
        if serving:
            serve_metrics(metrics)
        services = build_services(current, active_store, pool, metrics)
        stop_by: float | None = None  # set once the stop begins
        try:
            async with anyio.create_task_group() as background:
                up = anyio.Event()
                background.start_soon(
                    essential("decision log", services.decisions.run, serving=serving, up=up.is_set)
                )
                # Its journal open before the first request: a record written before then
                # was lost ("the decision log is full or closed").
                with anyio.fail_after(STARTUP_TIMEOUT_S):
                    await services.decisions.started()
                background.start_soon(
                    essential("store lease", active_store.maintain, serving=serving, up=up.is_set)
                )
                await services.health.start_sweep(
                    background,
                    older_than_s=current.sweep_age_s,
                    wait_s=SWEEP_WAIT_S,
                    every_s=current.sweep_interval_s,
                    serving=serving,
                    up=up.is_set,
                )
                for judge in services.guardrails.judges_without_criteria():
                    logger.info(
                        "this judge does not apply free-text criteria: guardrails with criteria "
                        "that name it are judged without them and say so "
                        "(criteria_applied: false)",
                        extra={"judge": judge},
                    )
                logger.info(
                    "starting",
                    extra={
                        "version": __version__,
                        "store": current.store.value,
                        "judges": sorted(current.judges),
                        "authenticated": current.authenticated,
                    },
                )
                for name, policy in current.policies.items():
                    for why in policy.never_applies():
                        logger.warning(
                            "a policy can never apply", extra={"policy": name, "why": why}
                        )
                if ignored := ignored_settings(current):
                    logger.warning(
                        "settings that this store does not read are ignored",
                        extra={"store": current.store.value, "ignored": ignored},
                    )
                if len(current.tenants) > 1 and current.metrics_key is None:
                    logger.warning(
                        "several tenants and an open /metrics: its counters are every "
                        "tenant's traffic together; set ATTACHGUARD_METRICS_KEY",
                        extra={"tenants": len(current.tenants)},
                    )
                if serving:
                    tune_collector()
                up.set()
                yield AppState(
                    settings=current,
                    services=services,
                    metrics=metrics,
                    keys=KeyTable(current.api_keys),
                )
                stop_by = anyio.current_time() + STOP_S
                with anyio.move_on_after(STOP_S - CLOSE_S) as drain:
                    await services.decisions.drain()
                if drain.cancelled_caught:
                    # Lost for good if the journal's directory goes with the pod (emptyDir).
                    logger.error(
                        "decision records left in the journal for the next start",
                        extra={"records": services.decisions.pending()},
                    )
                background.cancel_scope.cancel()
        finally:
            if serving:
                serve_metrics(None)
            await services.guardrails.aclose()
            await pool.aclose()
            within = None if stop_by is None else max(CLOSE_S, stop_by - anyio.current_time())
            await active_store.close(within_s=within)
            await _flush_spans(owner.state.tracing)

    app = FastAPIOffline(
        # ReDoc is `api.docs`: the package's page would load a logo from a CDN.
        redoc_url=None,
        # A trailing slash is a 404, not a redirect built from the client's Host header.
        redirect_slashes=False,
        title="attachguard",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        generate_unique_id_function=lambda route: route.name,
        # Tracing is ours (`TracingMiddleware`, switched on by OTEL_*): the framework's own
        # telemetry would add a second server span per request, and costs a check per
        # request even when off.
        telemetry={"tracing": False, "metrics": False, "logs": False},
    )
    for router in ROUTERS:
        app.include_router(router.router)
    hot = {
        (method, route.path): route
        for router in ROUTERS
        for route in router.router.routes
        if isinstance(route, APIRoute) and route.name in HOT_OPERATIONS
        for method in route.methods or ()
    }
    assert len(hot) == len(HOT_OPERATIONS), hot
    app.state.route_table = RouteTable.of(
        route for router in ROUTERS for route in router.router.routes if isinstance(route, APIRoute)
    )
    app.add_middleware(HeadRequests)
    app.add_middleware(DirectRoutes, routes=hot)
    app.add_middleware(BodyLimitMiddleware, upload_paths=frozenset({"/v1/attachments"}))
    app.add_middleware(AuthenticationMiddleware)
    app.add_middleware(RequestContextMiddleware)
    app.add_middleware(TracingMiddleware)
    install_error_handlers(app)
    _document(app)
    return app


def _document(app: FastAPI) -> None:
    """Add to the generated document what routes reference by name: request bodies read by
    the api itself, the problem schema, and the optional bearer scheme."""
    build = app.openapi
    models: list[type[BaseModel]] = [Problem]
    for router in ROUTERS:
        models.extend(getattr(router, "REQUEST_MODELS", ()))

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            spec = build()
            components = spec.setdefault("components", {})
            schemas = components.setdefault("schemas", {})
            for model in models:
                schema = model.model_json_schema(ref_template="#/components/schemas/{model}")
                for name, definition in schema.pop("$defs", {}).items():
                    schemas.setdefault(name, definition)
                schemas[model.__name__] = schema
            components["securitySchemes"] = SECURITY_SCHEMES
            app.openapi_schema = spec
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
