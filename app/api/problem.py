"""RFC 9457 problem documents: their schema, the response, and the app's exception handlers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from http import HTTPStatus
from typing import Any

import orjson
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.requests import HTTPConnection
from starlette.responses import Response
from starlette.types import Scope

from app.api.route_table import RouteTable
from app.domain.filename import MAX_ECHO_CHARS, said
from app.errors import AttachguardError, safe_message

PROBLEM_MEDIA_TYPE = "application/problem+json"
# A 422 lists at most this many problems: a body of a million bad keys gets a short answer.
MAX_ERRORS = 20


class ProblemError(BaseModel):
    loc: list[str | int] = Field(description="Where in the request the problem is.")
    msg: str = Field(description="What is wrong there.")
    type: str = Field(description="A stable name of the kind of mistake.")
    line: int | None = Field(default=None, description="For a body that is not JSON: its line.")
    column: int | None = Field(default=None, description="...and its column (both from 1).")


class Problem(BaseModel):
    """An RFC 9457 problem document; `code` is stable and meant for programs."""

    type: str = Field(description="A URN naming the problem kind.")
    title: str
    status: int
    detail: str = Field(description="What went wrong, for a human (or a model) to act on.")
    code: str = Field(description="A stable snake_case code.")
    request_id: str | None = Field(default=None, description="Quote it when reporting a 500.")
    errors: list[ProblemError] | None = Field(
        default=None, description=f"For 422: where and why (at most {MAX_ERRORS})."
    )
    errors_omitted: int | None = Field(
        default=None, description="How many more problems there were past the first ones."
    )


def problem_response(
    *,
    status: int,
    code: str,
    detail: str,
    title: str | None = None,
    request_id: str | None = None,
    errors: Sequence[Mapping[str, Any]] | None = None,
    errors_total: int | None = None,
    headers: Mapping[str, str] | None = None,
    extensions: Mapping[str, Any] | None = None,
) -> Response:
    """Render one problem document; `type` is a stable URN derived from `code`.

    At most `MAX_ERRORS` errors are listed; `errors_omitted` counts the rest (of
    `errors_total` when the caller only kept the first ones).
    """
    body: dict[str, Any] = {
        "type": f"urn:attachguard:problem:{code}",
        "title": title or HTTPStatus(status).phrase,
        "status": status,
        "detail": detail,
        "code": code,
    }
    if request_id is not None:
        body["request_id"] = request_id
    if extensions:
        body.update(extensions)
    if errors is not None:
        listed = list(errors[:MAX_ERRORS])
        body["errors"] = listed
        total = len(errors) if errors_total is None else errors_total
        if total > len(listed):
            body["errors_omitted"] = total - len(listed)
    return Response(
        content=orjson.dumps(body),
        status_code=status,
        media_type=PROBLEM_MEDIA_TYPE,
        headers=dict(headers or {}),
    )


def request_id_of(scope: Scope) -> str | None:
    """The id the context middleware gave this request."""
    value = scope.get("state", {}).get("request_id")
    return value if isinstance(value, str) else None


_HTTP_CODES = {
    404: "not_found",
    405: "method_not_allowed",
    406: "not_acceptable",
    415: "unsupported_media_type",
}


def error_response(request: HTTPConnection[Any], exc: AttachguardError) -> Response:
    """The problem document of one of the service's own errors."""
    return error_response_for(request.scope, exc)


def error_response_for(
    scope: Scope, exc: AttachguardError, *, headers: Mapping[str, str] | None = None
) -> Response:
    """`error_response` where only the ASGI scope is at hand (middleware)."""
    return problem_response(
        status=exc.status,
        code=exc.code,
        title=exc.title,
        detail=exc.detail,
        errors=exc.errors,
        errors_total=exc.errors_total,
        headers={**exc.headers, **(headers or {})},
        request_id=request_id_of(scope),
    )


def install_error_handlers(app: FastAPI) -> None:
    """Every error the app can raise becomes a problem document; nothing echoes the input."""

    async def on_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, AttachguardError)
        return error_response(request, exc)

    async def on_validation(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, RequestValidationError)
        # Path and query parameters; the offending value is never echoed (it may be a secret).
        return problem_response(
            status=422,
            code="validation_error",
            detail="The request does not match the schema; see errors.",
            errors=safe_errors(exc.errors()),
            errors_total=len(exc.errors()),
            request_id=request_id_of(request.scope),
        )

    async def on_http(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, StarletteHTTPException)
        code = _HTTP_CODES.get(exc.status_code, f"http_{exc.status_code}")
        detail = {
            404: "No such route.",
            405: "Method not allowed on this route.",
        }.get(exc.status_code, str(exc.detail))
        headers = exc.headers
        if exc.status_code == 405:
            headers = {**(headers or {}), "Allow": allowed_methods(request)}
        return problem_response(
            status=exc.status_code,
            code=code,
            detail=detail,
            headers=headers,
            request_id=request_id_of(request.scope),
        )

    app.add_exception_handler(AttachguardError, on_error)
    app.add_exception_handler(RequestValidationError, on_validation)
    app.add_exception_handler(StarletteHTTPException, on_http)


def allowed_methods(request: Request) -> str:
    """The `Allow` of a 405: the methods of every route of the path. The router names only
    the first route's (`GET` for a path that also takes `DELETE`)."""
    table: RouteTable | None = getattr(request.app.state, "route_table", None)
    return ", ".join(sorted(table.methods(request.scope.get("path", "")) if table else ()))


def _place(part: object) -> object:
    """A step of an error's location: an index, or a key (an unknown key is the client's,
    made printable and short)."""
    if type(part) is str and (len(part) > MAX_ECHO_CHARS or not part.isprintable()):
        return said(part)[1:-1]
    return part


def safe_errors(errors: Sequence[Any]) -> list[dict[str, Any]]:
    """The first validation errors reduced to where and why: no input, no context values."""
    return [
        {
            "loc": [_place(part) for part in e.get("loc", ())],
            "msg": safe_message(e),
            "type": e.get("type", ""),
        }
        for e in errors[:MAX_ERRORS]
    ]


_DESCRIPTIONS = {
    401: "Missing or invalid API key.",
    404: "Unknown (or another tenant's) resource.",
    408: "The client sent its body too slowly.",
    409: "The workspace is not a plain directory (a symlink stands in its place).",
    412: "A precondition (`If-Match`) does not hold.",
    413: "Body or file too large.",
    415: "Unsupported request media type.",
    416: "Range not satisfiable.",
    422: "Invalid input.",
    502: "An upstream answered badly.",
    503: "A dependency is unavailable (or, for /readyz, a part is not ready).",
    504: "An upstream timed out.",
    507: "The disk is full; nothing was kept.",
}

_PROBLEM_REF = {"$ref": "#/components/schemas/Problem"}
# File bytes of whatever media type the file has.
BINARY = {"type": "string", "format": "binary"}


def problems(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """OpenAPI `responses` entries for exactly the given error statuses, all problem+json."""
    return {
        status: {
            "description": _DESCRIPTIONS[status],
            "content": {PROBLEM_MEDIA_TYPE: {"schema": _PROBLEM_REF}},
        }
        for status in statuses
    }
