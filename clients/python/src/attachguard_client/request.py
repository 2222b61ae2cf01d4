"""Request building shared by the sync and async clients: paths, bodies, JSON conversion."""

from __future__ import annotations

import io
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, BinaryIO, cast
from urllib.parse import quote

import pydantic_core
from pydantic import BaseModel

from attachguard_client.models import Guardrail, JobAttachment, Scope, Stage, TicketParam

USER_AGENT = "attachguard-client/0.1.0"
DEFAULT_BASE_URL = "http://127.0.0.1:8000"
DEFAULT_TIMEOUT_S = 65.0
"""Read and write timeout: above the service's largest guardrail deadline (60 s)."""
DEFAULT_CONNECT_TIMEOUT_S = 5.0

# A guardrail evaluation may take up to its deadline; the read timeout must outlast it.
DEADLINE_MARGIN_S = 5.0

Json = Any
"""A JSON value: what `json.dumps` accepts."""

TicketLike = JobAttachment | Mapping[str, Any]
GuardrailLike = Guardrail | Mapping[str, Any]
Upload = str | os.PathLike[str] | BinaryIO
"""What can be uploaded: a path (opened and streamed) or a binary file object (streamed)."""


@dataclass(frozen=True, slots=True)
class Call:
    """One HTTP request of the contract, before it is sent."""

    operation_id: str
    method: str
    path: str
    json: Json = None
    headers: Mapping[str, str] = field(default_factory=dict)
    params: Mapping[str, str] = field(default_factory=dict)
    read_timeout: float | None = None
    retry: bool = True


def build_headers(api_key: str | None, headers: Mapping[str, str] | None) -> dict[str, str]:
    """Default headers: the user agent, the bearer key, then the caller's own."""
    merged = {"User-Agent": USER_AGENT, "Accept": "application/json"}
    if api_key:
        merged["Authorization"] = f"Bearer {api_key}"
    merged.update(headers or {})
    return merged


def segment(value: str) -> str:
    """A path parameter, percent-encoded so it stays one path segment."""
    return quote(value, safe="")


def jsonable(value: object) -> Json:
    """`value` as plain JSON: tickets in their wire spelling, pydantic models dumped by alias.

    LangChain messages are pydantic models, so `AIMessage(...)` can be passed as it is (the
    service reads their `model_dump()` shape).
    """
    if isinstance(value, JobAttachment | TicketParam):
        return value.to_wire()
    if isinstance(value, BaseModel):
        return value.model_dump(mode="json", by_alias=True)
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    return pydantic_core.to_jsonable_python(value, by_alias=True)


def guardrail_json(guardrail: GuardrailLike) -> Json:
    """A guardrail definition as JSON; a mapping is sent as it is (the service validates it)."""
    if isinstance(guardrail, Guardrail):
        return guardrail.model_dump(mode="json", exclude_none=True)
    return jsonable(guardrail)


def subject_body(
    *,
    scope: Scope | str,
    stage: Stage | str,
    tool_name: str | None,
    tool_call_id: str | None,
    messages: Sequence[object],
    output: object,
    registry: Sequence[TicketLike],
    applies_to: str | None = None,
) -> dict[str, Json]:
    """The fields `resolve` and `evaluate` share: what is judged and the run's files."""
    body: dict[str, Json] = {
        "scope": str(scope),
        "stage": str(stage),
        "messages": [jsonable(m) for m in messages],
        "registry": [jsonable(t) for t in registry],
    }
    if tool_name is not None:
        body["tool_name"] = tool_name
    if tool_call_id is not None:
        body["tool_call_id"] = tool_call_id
    if output is not None:
        body["output"] = jsonable(output)
    if applies_to is not None:
        body["applies_to"] = applies_to
    return body


def evaluate_read_timeout(default: float, deadline_ms: int | None) -> float | None:
    """A read timeout that outlasts the requested deadline, or None to keep the client's."""
    if deadline_ms is None:
        return None
    return max(default, deadline_ms / 1000 + DEADLINE_MARGIN_S)


def range_header(byte_range: tuple[int, int | None] | None) -> dict[str, str]:
    """`Range: bytes=start-end` (end inclusive, None for the rest of the file)."""
    if byte_range is None:
        return {}
    start, end = byte_range
    if start < 0 or (end is not None and end < start):
        raise ValueError(f"invalid byte range {byte_range!r}")
    return {"Range": f"bytes={start}-{'' if end is None else end}"}


def entity_tag(value: str) -> str:
    """An ETag as the header carries it: `Attachment.sha256` (bare hex) quoted, a value
    already quoted (`DownloadInfo.etag`, a weak `W/"…"`) or `*` as it is. Sent bare, the
    sha256 matched nothing: `if_match` failed on the current version."""
    if value == "*" or value.startswith(('"', 'W/"')):
        return value
    return f'"{value}"'


def condition_headers(
    *, if_none_match: str | None, if_match: str | None, if_range: str | None
) -> dict[str, str]:
    """A download's preconditions, each an ETag or a sha256 (see `entity_tag`)."""
    given = {"If-None-Match": if_none_match, "If-Match": if_match, "If-Range": if_range}
    return {name: entity_tag(value) for name, value in given.items() if value is not None}


class _ReadOnly(io.RawIOBase):
    """A non-seekable stream seen only through `read`, so it is sent chunked.

    httpx sizes a file object with `fstat`, which says 0 for a pipe: hiding `fileno` and `seek`
    keeps it from announcing a wrong `Content-Length`.
    """

    def __init__(self, source: IO[bytes]) -> None:
        self._source = source

    def readable(self) -> bool:
        return True

    def read(self, size: int = -1) -> bytes:
        return self._source.read(size)


def upload_source(file: Upload, filename: str | None) -> tuple[str, IO[bytes], bool]:
    """The name to send, a binary stream to read in chunks, and whether the caller must close it."""
    if isinstance(file, str | os.PathLike):
        path = Path(file)
        return filename or path.name, path.open("rb"), True
    name = filename or Path(str(getattr(file, "name", "") or "upload")).name
    seekable = getattr(file, "seekable", None)
    if callable(seekable) and seekable():
        return name, file, False
    # httpx reads any object with `read`; _ReadOnly is one, without `fileno` and `seek`.
    return name, cast(IO[bytes], _ReadOnly(file)), False
