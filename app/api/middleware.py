"""Pure ASGI middleware: request ids, access logs and metrics, the last-resort 500, and the
body's size and time limits."""

from __future__ import annotations

import asyncio
import logging
import os
import re
import time
from collections.abc import Mapping
from typing import Any

from fastapi.routing import APIRoute
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.params import HEAD_ONLY
from app.api.problem import error_response, problem_response, request_id_of
from app.api.route_table import RouteTable
from app.errors import AttachguardError, FileTooLarge, PayloadTooLarge
from app.observability import request_id_var

logger = logging.getLogger("attachguard.http")

REQUEST_ID_HEADER = "X-Request-ID"
_SANE_REQUEST_ID = re.compile(rb"^[A-Za-z0-9._:-]{1,128}$")
# Multipart framing (boundaries, part headers, small fields) on top of the file itself.
UPLOAD_OVERHEAD_BYTES = 64 * 1024
# Reported for a client that went away before its answer: nginx's convention.
CLIENT_CLOSED = 499
SERVICE_UNAVAILABLE = 503
REQUEST_TIMEOUT = 408
# Set in the request's state by the server when it cut off a body that arrived too slowly.
TIMED_OUT = "body_timed_out"


def _header(scope: Scope, name: bytes) -> bytes | None:
    for key, value in scope["headers"]:
        if key == name:
            return value  # type: ignore[no-any-return]
    return None


class RequestContextMiddleware:
    """Gives each request an id (in a context variable, so every log line written while
    serving it carries it), logs and counts it, and turns a crash into a generic 500."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        offered = _header(scope, b"x-request-id")
        if offered is not None and _SANE_REQUEST_ID.fullmatch(offered):
            request_id = offered.decode()
            raw_id = offered
        else:
            request_id = os.urandom(16).hex()
            raw_id = request_id.encode()
        state: dict[str, Any] = scope.setdefault("state", {})
        state["request_id"] = request_id
        token = request_id_var.set(request_id)
        started = time.perf_counter()
        status = 500
        response_started = False

        async def send_with_id(message: Message) -> None:
            nonlocal status, response_started
            if message["type"] == "http.response.start":
                response_started = True
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), (b"x-request-id", raw_id)]
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except ClientDisconnect:
            # The client left mid-request (or was cut off for a slow body): nothing to answer,
            # and not the service's failure.
            status = REQUEST_TIMEOUT if state.get(TIMED_OUT) else CLIENT_CLOSED
        except asyncio.CancelledError:
            # Only the server cancels a request's task (every deadline inside is a cancel
            # scope of its own): the stop's `SHUTDOWN_GRACE_S` ran out with it in flight. The
            # client is told to come back, instead of the server's plain-text 500 and a
            # traceback logged as a failure; the task ends here, as the server wants. An answer
            # already begun (a download) is cut off, as it is; a CancelledError that is not
            # this task's cancellation is a bug, and raised as one.
            if response_started or not _cancelled_by_the_server():
                raise
            status = SERVICE_UNAVAILABLE
            logger.warning("request cut off by the stop")
            await _shutting_down(request_id)(scope, receive, send)
        except Exception:
            # The traceback goes to the log under the request id; the client learns nothing
            # about the internals beyond that id.
            logger.exception("unhandled error")
            # Failed, even past an answer's start (a header the server refused to write, a
            # body cut off): logged and counted as the 500 it is, not as the status begun.
            status = 500
            if response_started:
                raise
            response = problem_response(
                status=500,
                code="internal_error",
                detail="The service failed unexpectedly; quote the request id when reporting it.",
                request_id=request_id,
                headers={REQUEST_ID_HEADER: request_id},
            )
            await response(scope, receive, send)
        finally:
            elapsed = time.perf_counter() - started
            route = getattr(scope.get("route"), "path", None) or _template(scope)
            metrics = state.get("metrics")
            if metrics is not None:
                metrics.observe_request(scope["method"], route, status, elapsed)
            if logger.isEnabledFor(logging.INFO):
                fields = {
                    "method": scope["method"],
                    "route": route,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 2),
                }
                # Whose request it was (a configured tenant name; a client may choose its
                # request id, so the id alone does not tell two tenants' lines apart).
                tenant = state.get("tenant")
                if tenant is not None:
                    fields["tenant"] = tenant
                logger.info("request", extra=fields)
            request_id_var.reset(token)


def _cancelled_by_the_server() -> bool:
    """Whether this task was cancelled (not a stray CancelledError); it then ends normally."""
    task = asyncio.current_task()
    if task is None or not task.cancelling():
        return False
    task.uncancel()
    return True


def _shutting_down(request_id: str) -> Response:
    return problem_response(
        status=SERVICE_UNAVAILABLE,
        code="shutting_down",
        detail="The service stopped before this request finished; send it again.",
        request_id=request_id,
        headers={REQUEST_ID_HEADER: request_id, "Retry-After": "1", "Connection": "close"},
    )


def _template(scope: Scope) -> str:
    """The route template of a request the router did not see (a HEAD, served on a copy of
    its scope; a 401 or 405 answered before routing), or `unmatched` (a 404)."""
    table: RouteTable | None = getattr(
        getattr(scope.get("app"), "state", None), "route_table", None
    )
    template = table.template(scope.get("path", "")) if table is not None else None
    return template or "unmatched"


class BodyLimitMiddleware:
    """Refuses bodies past the configured size while they are read, never after.

    A declared `Content-Length` over the limit is refused before the app runs; a body that
    grows past the limit stops the app at the chunk that crossed it, and whatever the app made
    of that is replaced by a 413 problem. (How long a body may take is the server's business:
    see `app.server`.)
    """

    def __init__(self, app: ASGIApp, *, upload_paths: frozenset[str]) -> None:
        self.app = app
        self.upload_paths = upload_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        settings = scope.get("state", {}).get("settings") if scope["type"] == "http" else None
        if settings is None:
            await self.app(scope, receive, send)
            return
        # One limit, one code: an upload past the file limit is `file_too_large` whether the
        # declared length, the bytes that arrive or the store's own count finds it.
        too_large: type[PayloadTooLarge]
        if scope["method"] == "POST" and scope["path"] in self.upload_paths:
            limit = int(settings.max_upload_bytes) + UPLOAD_OVERHEAD_BYTES
            too_large, stated = FileTooLarge, int(settings.max_upload_bytes)
        else:
            limit = int(settings.max_body_bytes)
            too_large, stated = PayloadTooLarge, limit
        declared = _header(scope, b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._refuse(scope, receive, send, too_large, stated)
            return
        if _has_body(scope, declared) and not _identity(scope):
            # A body in a content coding (gzip, br...): no operation decodes one, and read as
            # it is it would be refused as JSON or stored as a file nobody sent (RFC 9110
            # §15.5.16).
            await _refuse(
                scope,
                receive,
                send,
                status=415,
                code="unsupported_media_type",
                title="Unsupported media type",
                detail="Send the body without a content coding (Content-Encoding: identity).",
                headers={"Accept-Encoding": "identity", "Connection": "close"},
            )
            return

        received = 0
        exceeded = False
        response_started = False

        async def limited_receive() -> Message:
            nonlocal received, exceeded
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    exceeded = True
                    raise too_large(_too_large(too_large, stated))
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal response_started
            if exceeded and not response_started:
                return
            if message["type"] == "http.response.start":
                response_started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if not exceeded or response_started:
                raise
        if exceeded and not response_started:
            await self._refuse(scope, receive, send, too_large, stated)

    @staticmethod
    async def _refuse(
        scope: Scope, receive: Receive, send: Send, kind: type[PayloadTooLarge], limit: int
    ) -> None:
        response = problem_response(
            status=413,
            code=kind.code,
            detail=_too_large(kind, limit),
            request_id=request_id_of(scope),
            headers={"Connection": "close"},
        )
        await response(scope, receive, send)


def _identity(scope: Scope) -> bool:
    """Whether the request's `Content-Encoding` (every one of its headers) leaves the body as
    sent: none, or only `identity`."""
    return all(
        part.strip().lower() in (b"", b"identity")
        for key, value in scope["headers"]
        if key == b"content-encoding"
        for part in value.split(b",")
    )


def _has_body(scope: Scope, declared: bytes | None) -> bool:
    """Whether the request sends a body: a length above zero, or chunks."""
    if declared is not None:
        return declared != b"0"
    return _header(scope, b"transfer-encoding") is not None


async def _refuse(scope: Scope, receive: Receive, send: Send, **problem: Any) -> None:
    """Answer a request a middleware turns away with its problem document."""
    await problem_response(request_id=request_id_of(scope), **problem)(scope, receive, send)


def _too_large(kind: type[PayloadTooLarge], limit: int) -> str:
    if kind is FileTooLarge:
        return f"The file is larger than the limit of {limit} bytes."
    return f"The request body is larger than the limit of {limit} bytes."


class _HeadDone(Exception):
    """The head of a HEAD request's answer is sent: the body need not be made."""


class HeadRequests:
    """HEAD on every GET route (RFC 9110 §9.3.2): the GET's status and headers, no body.

    The GET runs as far as its first body chunk, and is then stopped: a HEAD on a download
    does not read the file through the store. The framework's routes take GET only.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope.get("method") != "HEAD":
            await self.app(scope, receive, send)
            return

        async def head_only(message: Message) -> None:
            if message["type"] == "http.response.start":
                await send(message)
            elif message["type"] == "http.response.body":
                await send({"type": "http.response.body", "body": b"", "more_body": False})
                raise _HeadDone

        # Range is for GET alone (RFC 9110 §14.2): a HEAD answers for the whole body.
        headers = [(k, v) for k, v in scope["headers"] if k not in (b"range", b"if-range")]
        # A streamed answer sends from a task group: the stop may come back grouped.
        try:
            await self.app(
                {**scope, "method": "GET", "headers": headers, HEAD_ONLY: True},
                receive,
                head_only,
            )
        except* _HeadDone:
            pass


class DirectRoutes:
    """Serves the hot JSON operations straight from their endpoint functions.

    Every tool call of every agent goes through resolve or evaluate, and the framework's
    routing, dependency and exception layers cost more there than the work itself
    (docs/benchmarks/history.md). These endpoints take only the request (they parse their own
    body and find their own tenant), so this calls the very function the router would, with the
    same error documents; the routes stay registered with FastAPI for the OpenAPI document and
    every other method.
    """

    def __init__(self, app: ASGIApp, *, routes: Mapping[tuple[str, str], APIRoute]) -> None:
        self.app = app
        self.routes = routes
        self.allowed: dict[str, str] = {}
        for method, path in sorted(routes):
            self.allowed[path] = ", ".join(filter(None, (self.allowed.get(path), method)))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        route = self.routes.get((scope.get("method", ""), scope.get("path", "")))
        if route is None or scope["type"] != "http":
            allowed = self.allowed.get(scope.get("path", "")) if scope["type"] == "http" else None
            if allowed is not None:
                # `GET /v1/attachments/resolve` matched the GET route of an attachment named
                # "resolve" and was a 422 `invalid_id`: the path is an operation's, in another
                # method.
                await _refuse(
                    scope,
                    receive,
                    send,
                    status=405,
                    code="method_not_allowed",
                    title="Method Not Allowed",
                    detail="Method not allowed on this route.",
                    headers={"Allow": allowed},
                )
                return
            await self.app(scope, receive, send)
            return
        scope["route"] = route
        request = Request(scope, receive)
        try:
            response = await route.endpoint(request)
        except AttachguardError as exc:
            response = error_response(request, exc)
        await response(scope, receive, send)


def _span_method(scope: Scope) -> str:
    """The request's method for a span name: a known HTTP method, or `HTTP` for any other
    token, so a client cannot mint span names."""
    from opentelemetry.util.http import sanitize_method

    method = sanitize_method(str(scope.get("method", "")))
    return "HTTP" if method in (None, "_OTHER") else method


class TracingMiddleware:
    """OpenTelemetry server spans (`opentelemetry-instrumentation-asgi`) when the lifespan
    turned tracing on (`app.state.tracing`); a plain pass-through otherwise, so the default
    costs nothing on the hot path. The one source of server spans: the framework's own
    telemetry is switched off in `create_app`."""

    def __init__(self, app: ASGIApp) -> None:
        from opentelemetry.instrumentation.asgi import OpenTelemetryMiddleware

        self.app = app
        self._traced = OpenTelemetryMiddleware(
            self._named,
            default_span_details=lambda scope: (_span_method(scope), {}),
            exclude_spans=["receive", "send"],
        )

    async def _named(self, unpathed: Scope, receive: Receive, send: Send) -> None:
        """Run the app on the request's own scope, naming the server span by method and route
        template (`GET /v1/jobs/{job_key}/decisions`) as the response starts (routing has put
        the route in the scope by then; a request the router never saw, a 401 or a 405, by
        the route table's template): never by the raw path, whose ids would make every span
        name unique."""
        from opentelemetry import trace

        scope: Scope = unpathed[_REQUEST_SCOPE]
        span = trace.get_current_span()

        async def named_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                path = getattr(scope.get("route"), "path", None) or _template(scope)
                if path != "unmatched":
                    span.update_name(f"{_span_method(scope)} {path}")
                    span.set_attribute("http.route", path)
            await send(message)

        await self.app(scope, receive, named_send)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        owner = scope.get("app")
        enabled = owner is not None and getattr(owner.state, "tracing", False)
        if enabled and scope["type"] == "http":
            # The instrumentation reads its attributes from the scope it is given: one without
            # the path and query string, which carry ids, workspace file names and whatever
            # a client put in a query (a token). The span says the route instead.
            unpathed = {
                **scope,
                "path": "",
                "raw_path": b"",
                "query_string": b"",
                _REQUEST_SCOPE: scope,
            }
            await self._traced(unpathed, receive, send)
        else:
            await self.app(scope, receive, send)


# Where the scope the instrumentation sees keeps the request's own.
_REQUEST_SCOPE = "attachguard.request_scope"
