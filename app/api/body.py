"""JSON bodies: read with orjson, validated against the operation's model, answered the same way.

Free-form fields (a conversation, an output, a tool result) are taken as they are and bounded
where they are walked: the services check the depth and size of what they read, echo or judge
(`MAX_JSON_DEPTH`, `MAX_JSON_VALUES`), so a request pays for the part it uses, not for a walk
of the whole body (see docs/benchmarks/history.md).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, TypeVar

import orjson
from pydantic import BaseModel, ValidationError
from starlette.responses import Response

from app.api.deps import SECURITY, StateRequest
from app.api.problem import safe_errors
from app.domain.tool_result import loads_exact
from app.errors import InvalidJson, LimitExceeded, RequestInvalid, UnsupportedMediaType

M = TypeVar("M", bound=BaseModel)

MAX_FIELDS = 64


def _is_json(content_type: str) -> bool:
    """`application/json` or `+json`, in UTF-8: the only charset JSON has (RFC 8259 §8.1),
    so a body said to be in another is refused, not read as UTF-8 anyway."""
    media, _, parameters = content_type.partition(";")
    media = media.strip().lower()
    if media != "application/json" and not (
        media.startswith("application/") and media.endswith("+json")
    ):
        return False
    for parameter in parameters.split(";"):
        name, _, value = parameter.partition("=")
        if name.strip().lower() == "charset" and value.strip().strip('"').lower() not in (
            "utf-8",
            "utf8",
        ):
            return False
    return True


async def read_json(request: StateRequest, model: type[M], *, exact: bool = False) -> M:
    """The body as `model`, or a problem: 415 not JSON, 422 `invalid_json`, `limit_exceeded`
    (more top-level fields than any operation takes) or `validation_error` (at most 20
    errors listed).

    Only `application/json` (or `+json`) is read: a browser page cannot send that across
    origins without a preflight, so a service without API keys on loopback is not an open
    form target.
    """
    if not _is_json(request.headers.get("content-type", "")):
        raise UnsupportedMediaType("Send the body as application/json, in UTF-8.")
    raw = await request.body()
    try:
        # `exact`: integers past 64 bits kept whole, for an operation that writes the body's
        # values back (materialise, R3.9); orjson reads them as floats.
        data = loads_exact(raw) if exact else orjson.loads(raw)
    except json.JSONDecodeError as exc:
        # Where, never what: the message names the position, and echoes no byte of the body.
        raise InvalidJson(
            f"The request body is not valid JSON: {exc.msg} at line {exc.lineno}, column "
            f"{exc.colno} (byte {exc.pos}).",
            errors=[
                {
                    "loc": ["body"],
                    "msg": exc.msg,
                    "type": "json_invalid",
                    "line": exc.lineno,
                    "column": exc.colno,
                }
            ],
        ) from None
    except ValueError:
        # Python's parser (`exact`): bad UTF-8, or nesting past its recursion.
        raise InvalidJson(
            "The request body is not valid JSON (bad UTF-8, or nested too deeply).",
            errors=[{"loc": ["body"], "msg": "not valid JSON", "type": "json_invalid"}],
        ) from None
    # No operation takes more than a few top-level fields: a body of a million unknown keys
    # is refused here, before validation lists a million errors.
    if type(data) is dict and len(data) > MAX_FIELDS:
        raise LimitExceeded(f"The body has {len(data)} fields; no operation takes {MAX_FIELDS}.")
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise RequestInvalid(
            "The request does not match the schema; see errors.",
            errors=safe_errors(exc.errors(include_url=False, include_context=False)),
            errors_total=exc.error_count(),
        ) from None


def respond(model: BaseModel, status: int = 200) -> Response:
    """`model` as a JSON response, serialised by pydantic's compiled serializer."""
    return Response(
        # No warnings: a tool result is passed through as it came (`SkipValidation`), and a
        # warning about its shape would print the payload to stderr.
        model.__pydantic_serializer__.to_json(model, by_alias=True, warnings=False),
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
