"""Pure ASGI middleware: request ids, access logs and metrics, the last-resort 500, and the
body's size and time limits."""

from __future__ import annotations

import logging
import re
import time
import uuid
from typing import Any

import anyio
from starlette.datastructures import Headers, MutableHeaders
from starlette.requests import ClientDisconnect
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.problem import problem_response
from app.errors import PayloadTooLarge, RequestTimeout
from app.observability import request_id_var

logger = logging.getLogger("attachguard.http")

REQUEST_ID_HEADER = "X-Request-ID"
_SANE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
# Multipart framing (boundaries, part headers, small fields) on top of the file itself.
UPLOAD_OVERHEAD_BYTES = 64 * 1024
# Reported for a client that went away before its answer: nginx's convention.
CLIENT_CLOSED = 499


def request_id_of(scope: Scope) -> str | None:
    """The id the context middleware gave this request."""
    value = scope.get("state", {}).get("request_id")
    return value if isinstance(value, str) else None


class RequestContextMiddleware:
    """Gives each request an id (in a context variable, so every log line written while
    serving it carries it), logs and counts it, and turns a crash into a generic 500."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        offered = Headers(scope=scope).get(REQUEST_ID_HEADER, "")
        request_id = offered if _SANE_REQUEST_ID.fullmatch(offered) else uuid.uuid4().hex
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
                MutableHeaders(scope=message)[REQUEST_ID_HEADER] = request_id
            await send(message)

        try:
            await self.app(scope, receive, send_with_id)
        except ClientDisconnect:
            # The client left mid-request: nothing to answer, and not the service's failure.
            status = CLIENT_CLOSED
        except Exception:
            # The traceback goes to the log under the request id; the client learns nothing
            # about the internals beyond that id.
            logger.exception("unhandled error")
            if response_started:
                raise
            status = 500
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
            route = getattr(scope.get("route"), "path", "unmatched")
            metrics = state.get("metrics")
            if metrics is not None:
                metrics.requests.labels(scope["method"], route, str(status)).inc()
                metrics.latency.labels(route).observe(elapsed)
            logger.info(
                "request",
                extra={
                    "method": scope["method"],
                    "route": route,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 2),
                },
            )
            request_id_var.reset(token)


class BodyLimitMiddleware:
    """Refuses bodies past the configured size, or sent too slowly, while they are read.

    A declared `Content-Length` over the limit is refused before the app runs; a body that
    grows past the limit stops the app at the chunk that crossed it. A body that goes quiet
    for `body_idle_timeout_s`, or (other than an upload) takes longer than `body_timeout_s`
    in all, stops it too. Whatever the app made of that is replaced by a 413 or 408 problem.
    """

    def __init__(self, app: ASGIApp, *, upload_paths: frozenset[str]) -> None:
        self.app = app
        self.upload_paths = upload_paths

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        settings = scope.get("state", {}).get("settings") if scope["type"] == "http" else None
        if settings is None:
            await self.app(scope, receive, send)
            return
        upload = scope["method"] == "POST" and scope["path"] in self.upload_paths
        if upload:
            limit = int(settings.max_upload_bytes) + UPLOAD_OVERHEAD_BYTES
        else:
            limit = int(settings.max_body_bytes)
        declared = Headers(scope=scope).get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._refuse(scope, receive, send, PayloadTooLarge(_too_large(limit)))
            return
        idle_s = float(settings.body_idle_timeout_s)
        deadline = None if upload else time.monotonic() + float(settings.body_timeout_s)

        received = 0
        refused: PayloadTooLarge | RequestTimeout | None = None
        response_started = False

        async def limited_receive() -> Message:
            nonlocal received, refused
            wait = idle_s if deadline is None else min(idle_s, deadline - time.monotonic())
            with anyio.move_on_after(max(wait, 0)):
                message = await receive()
                if message["type"] == "http.request":
                    received += len(message.get("body", b""))
                    if received > limit:
                        refused = PayloadTooLarge(_too_large(limit))
                        raise refused
                return message
            refused = RequestTimeout("The request body arrived too slowly.")
            raise refused

        async def guarded_send(message: Message) -> None:
            nonlocal response_started
            if refused is not None and not response_started:
                return
            if message["type"] == "http.response.start":
                response_started = True
            await send(message)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if refused is None or response_started:
                raise
        if refused is not None and not response_started:
            await self._refuse(scope, receive, send, refused)

    @staticmethod
    async def _refuse(
        scope: Scope, receive: Receive, send: Send, error: PayloadTooLarge | RequestTimeout
    ) -> None:
        response = problem_response(
            status=error.status,
            code=error.code,
            detail=error.detail,
            request_id=request_id_of(scope),
            headers={"Connection": "close"},
        )
        await response(scope, receive, send)


def _too_large(limit: int) -> str:
    return f"The request body is larger than the limit of {limit} bytes."
