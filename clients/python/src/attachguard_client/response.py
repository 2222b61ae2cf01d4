"""Reading the service's answers, shared by the sync and async clients."""

from __future__ import annotations

import json
from typing import Any, TypeVar

import httpx2
import pydantic

from attachguard_client.errors import unexpected_response

# An error body is a small problem document; a misbehaving proxy's page is cut here.
MAX_ERROR_BODY = 64 * 1024

ModelT = TypeVar("ModelT", bound=pydantic.BaseModel)


def parse_model(response: httpx2.Response, model: type[ModelT]) -> ModelT:
    """The response body as `model`, or UnexpectedResponseError when it is not that."""
    try:
        return model.model_validate_json(response.content)
    except pydantic.ValidationError as exc:
        raise unexpected_response(
            response, f"{model.__name__} expected ({exc.error_count()} errors)"
        ) from exc


def parse_record(response: httpx2.Response, line: str) -> dict[str, Any]:
    """One line of a JSON-lines export as its record, or UnexpectedResponseError."""
    try:
        record = json.loads(line)
    except ValueError as exc:
        raise unexpected_response(response, "a JSON record per line expected") from exc
    if not isinstance(record, dict):
        raise unexpected_response(response, "a JSON record per line expected")
    return record
