"""Pure ASGI middleware: request ids, access logs and metrics, the last-resort 500, body limits."""

from __future__ import annotations

import logging
import re
import time
import uuid
from typing import Any

from starlette.datastructures import Headers, MutableHeaders
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from app.api.problem import problem_response
from app.errors import PayloadTooLarge

logger = logging.getLogger("attachguard.http")

REQUEST_ID_HEADER = "X-Request-ID"
_SANE_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
# Multipart framing (boundaries, part headers, small fields) on top of the file itself.
UPLOAD_OVERHEAD_BYTES = 64 * 1024


def request_id_of(scope: Scope) -> str | None:
    """The id the context middleware gave this request."""
    value = scope.get("state", {}).get("request_id")
    return value if isinstance(value, str) else None


class RequestContextMiddleware:
    """Gives each request an id, logs and counts it, and turns a crash into a generic 500."""

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
        except Exception:
            # The traceback goes to the log under the request id; the client learns nothing
            # about the internals beyond that id.
            logger.exception("unhandled error", extra={"request_id": request_id})
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
                    "request_id": request_id,
                    "method": scope["method"],
                    "route": route,
                    "status": status,
                    "duration_ms": round(elapsed * 1000, 2),
                },
            )


class BodyLimitMiddleware:
    """Refuses bodies past the configured size while they are read, never after.

    A declared `Content-Length` over the limit is refused before the app runs; a body that
    grows past the limit stops the app at the chunk that crossed it, and whatever the app made
    of that is replaced by a 413 problem.
    """

    def __init__(self, app: ASGIApp, *, upload_paths: frozenset[str]) -> None:
        self.app = app
        self.upload_paths = upload_paths

    def _limit(self, scope: Scope) -> int | None:
        settings = scope.get("state", {}).get("settings")
        if settings is None:
            return None
        if scope["method"] == "POST" and scope["path"] in self.upload_paths:
            return int(settings.max_upload_bytes) + UPLOAD_OVERHEAD_BYTES
        return int(settings.max_body_bytes)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = self._limit(scope) if scope["type"] == "http" else None
        if limit is None:
            await self.app(scope, receive, send)
            return
        declared = Headers(scope=scope).get("content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await self._refuse(scope, receive, send, limit)
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
                    raise PayloadTooLarge(_too_large(limit))
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
            await self._refuse(scope, receive, send, limit)

    @staticmethod
    async def _refuse(scope: Scope, receive: Receive, send: Send, limit: int) -> None:
        response = problem_response(
            status=413,
            code=PayloadTooLarge.code,
            detail=_too_large(limit),
            request_id=request_id_of(scope),
            headers={"Connection": "close"},
        )
        await response(scope, receive, send)


def _too_large(limit: int) -> str:
    return f"The request body is larger than the limit of {limit} bytes."
