"""JSON bodies: read with orjson, bounded in depth and values before anything walks them,
validated against the operation's model, and answered the same way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

import orjson
from pydantic import BaseModel, ValidationError
from starlette.responses import Response

from app.api.deps import SECURITY, StateRequest, settings_of
from app.api.problem import safe_errors
from app.domain.json_walk import Truncation, exceeds
from app.errors import InvalidJson, LimitExceeded, RequestInvalid, UnsupportedMediaType

M = TypeVar("M", bound=BaseModel)


def _is_json(content_type: str) -> bool:
    media = content_type.split(";", 1)[0].strip().lower()
    return media == "application/json" or (
        media.startswith("application/") and media.endswith("+json")
    )


async def read_json(request: StateRequest, model: type[M]) -> M:
    """The body as `model`, or a problem: 415 not JSON, 422 `invalid_json`, `limit_exceeded`
    (nesting or values past the limits) or `validation_error` (at most 20 errors listed).

    Only `application/json` (or `+json`) is read: a browser page cannot send that across
    origins without a preflight, so a service without API keys on loopback is not an open
    form target.
    """
    if not _is_json(request.headers.get("content-type", "")):
        raise UnsupportedMediaType("Send the body as application/json.")
    raw = await request.body()
    try:
        data = orjson.loads(raw)
    except orjson.JSONDecodeError:
        raise InvalidJson("The request body is not JSON this service can read.") from None
    settings = settings_of(request)
    bound = exceeds(data, max_depth=settings.max_json_depth, max_nodes=settings.max_json_values)
    if bound is Truncation.DEPTH:
        raise LimitExceeded(f"The body nests deeper than {settings.max_json_depth} levels.")
    if bound is Truncation.NODES:
        raise LimitExceeded(f"The body holds more than {settings.max_json_values} JSON values.")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise RequestInvalid(
            "The request does not match the schema; see errors.",
            errors=safe_errors(
                exc.errors(include_url=False, include_context=False, include_input=False)
            ),
            errors_total=exc.error_count(),
        ) from None


def respond(model: BaseModel, status: int = 200) -> Response:
    """`model` as a JSON response, serialised by pydantic's compiled serializer."""
    return Response(
        model.__pydantic_serializer__.to_json(model, by_alias=True),
        status_code=status,
        media_type="application/json",
    )


def operation(
    body: type[BaseModel] | None = None, examples: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """The OpenAPI extras of a /v1 operation: optional bearer auth, and its JSON body.

    The body model's schema is registered under components by the app factory (every router
    lists its `REQUEST_MODELS`).
    """
    extra: dict[str, Any] = dict(SECURITY)
    if body is not None:
        media: dict[str, Any] = {"schema": {"$ref": f"#/components/schemas/{body.__name__}"}}
        if examples:
            media["examples"] = dict(examples)
        extra["requestBody"] = {"required": True, "content": {"application/json": media}}
    return extra
