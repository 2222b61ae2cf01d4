"""The problem document schema, for the OpenAPI description of every error response."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from app.errors import PROBLEM_MEDIA_TYPE


class ProblemError(BaseModel):
    loc: list[str | int] = Field(description="Where in the request the problem is.")
    msg: str = Field(description="What is wrong there.")
    type: str = Field(description="A stable name of the kind of mistake.")


class Problem(BaseModel):
    """An RFC 9457 problem document; `code` is stable and meant for programs."""

    type: str = Field(description="A URN naming the problem kind.")
    title: str
    status: int
    detail: str = Field(description="What went wrong, for a human (or a model) to act on.")
    code: str = Field(description="A stable snake_case code.")
    request_id: str | None = Field(default=None, description="Quote it when reporting a 500.")
    errors: list[ProblemError] | None = Field(default=None, description="For 422: where and why.")


_DESCRIPTIONS = {
    401: "Missing or invalid API key.",
    404: "Unknown (or another tenant's) resource.",
    413: "Body or file too large.",
    415: "Unsupported request media type.",
    416: "Range not satisfiable.",
    422: "Invalid input.",
    502: "An upstream answered badly.",
    503: "A dependency is unavailable.",
    504: "An upstream timed out.",
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


def problem_schemas() -> dict[str, Any]:
    """The component schemas `problems()` refers to."""
    schema = Problem.model_json_schema(ref_template="#/components/schemas/{model}")
    definitions = schema.pop("$defs", {})
    return {"Problem": schema, **definitions}
