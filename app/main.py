"""The application factory: lifespan, error handlers, middleware and routers. Wiring only."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from typing import Any, TypedDict

import anyio
import httpx2
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi_offline import FastAPIOffline
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.responses import Response

from app import __version__
from app.api import attachments, guardrails, health, output_files, workspaces
from app.api.problem import problem_schemas
from app.errors import AttachguardError, problem_response
from app.judges import build_judges
from app.judges.protocol import Judge
from app.middleware import BodyLimitMiddleware, RequestContextMiddleware, request_id_of
from app.observability import Metrics, configure_logging
from app.settings import Settings, load_settings
from app.store import build_store, sweep_leftovers
from app.store.protocol import AttachmentStore
from app.store.workspace import Workspaces

logger = logging.getLogger("attachguard")

DESCRIPTION = """\
Guardrail service for AI agents that handle files.

* **Guardrails** see exactly the files a tool call touches (resolved against the run's registry).
* **Materialisation** downloads tool-produced files into the agent's workspace.
* **Output files** are published as job attachments and verified before the run ends.

Errors are RFC 9457 problem documents with a stable `code`. A verdict is data: a blocking
decision is a 200; any non-2xx means the service could not decide, and callers must deny.
"""

_HTTP_CODES = {
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    415: "unsupported_media_type",
}


class AppState(TypedDict):
    """What the lifespan builds; every request sees it as `request.state`."""

    settings: Settings
    store: AttachmentStore
    judges: dict[str, Judge]
    workspaces: Workspaces
    metrics: Metrics


def create_app(
    settings: Settings | None = None,
    *,
    transport: httpx2.AsyncBaseTransport | None = None,
    store: AttachmentStore | None = None,
) -> FastAPI:
    """Build the ASGI app; nothing is read or opened until the lifespan starts.

    `transport` replaces the network for every upstream HTTP client and `store` the
    configured attachment store (tests inject both instead of patching modules).
    """

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[AppState]:
        current = settings if settings is not None else load_settings()
        configure_logging(current.log_level)
        active_store = store if store is not None else build_store(current)
        judges = build_judges(current, active_store, transport)
        try:
            logger.info(
                "starting",
                extra={
                    "version": __version__,
                    "store": current.store.value,
                    "judges": sorted(current.judges),
                    "authenticated": current.authenticated,
                },
            )
            async with anyio.create_task_group() as background:
                # In the background: a store that is down must not hold up start-up.
                background.start_soon(
                    partial(sweep_leftovers, older_than_s=current.sweep_older_than_s),
                    active_store,
                )
                yield AppState(
                    settings=current,
                    store=active_store,
                    judges=judges,
                    workspaces=Workspaces(current.workspace_root),
                    metrics=Metrics(),
                )
                background.cancel_scope.cancel()
        finally:
            for judge in judges.values():
                await judge.aclose()
            await active_store.close()

    app = FastAPIOffline(
        title="attachguard",
        version=__version__,
        description=DESCRIPTION,
        lifespan=lifespan,
        redoc_url=None,
        generate_unique_id_function=lambda route: route.name,
    )
    app.add_middleware(BodyLimitMiddleware, upload_paths=frozenset({"/v1/attachments"}))
    app.add_middleware(RequestContextMiddleware)
    _install_error_handlers(app)
    app.include_router(health.router)
    app.include_router(attachments.router)
    app.include_router(guardrails.router)
    app.include_router(workspaces.router)
    app.include_router(output_files.router)
    _document_problems(app)
    return app


def _document_problems(app: FastAPI) -> None:
    build = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            spec = build()
            spec.setdefault("components", {}).setdefault("schemas", {}).update(problem_schemas())
            app.openapi_schema = spec
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]


def _install_error_handlers(app: FastAPI) -> None:
    async def on_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, AttachguardError)
        return problem_response(
            status=exc.status,
            code=exc.code,
            title=exc.title,
            detail=exc.detail,
            errors=exc.errors,
            headers=exc.headers,
            request_id=request_id_of(request.scope),
        )

    async def on_validation(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        # The offending input is never echoed back: it may be a secret or a file's content.
        errors: list[dict[str, Any]] = [
            {"loc": list(e.get("loc", ())), "msg": e.get("msg", ""), "type": e.get("type", "")}
            for e in exc.errors()
        ]
        return problem_response(
            status=422,
            code="validation_error",
            detail="The request does not match the schema; see errors.",
            errors=errors,
            request_id=request_id_of(request.scope),
        )

    async def on_http(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        if exc.status_code == 400:
            # FastAPI's only 400 is a body it could not parse (bad UTF-8, absurd nesting):
            # bad input like any other, so the same 422 family.
            return problem_response(
                status=422,
                code="invalid_json",
                detail="The request body is not JSON this service can read.",
                request_id=request_id_of(request.scope),
            )
        code = _HTTP_CODES.get(exc.status_code, f"http_{exc.status_code}")
        detail = {
            404: "No such route.",
            405: "Method not allowed on this route.",
        }.get(exc.status_code, str(exc.detail))
        return problem_response(
            status=exc.status_code,
            code=code,
            detail=detail,
            headers=exc.headers,
            request_id=request_id_of(request.scope),
        )

    app.add_exception_handler(AttachguardError, on_error)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(StarletteHTTPException, on_http)
