"""The service's exception hierarchy: each error knows its HTTP status, stable code and title.

Framework-free on purpose: every layer raises these; only `api/` turns them into responses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar


class AttachguardError(Exception):
    """An error that knows its HTTP status, stable code and client-safe detail."""

    status: ClassVar[int] = 500
    code: ClassVar[str] = "internal_error"
    title: ClassVar[str] = "Internal server error"

    def __init__(
        self,
        detail: str,
        *,
        errors: Sequence[Mapping[str, Any]] | None = None,
        errors_total: int | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.detail = detail
        self.errors = list(errors) if errors is not None else None
        self.errors_total = errors_total
        self.headers = dict(headers or {})


class Unauthorized(AttachguardError):
    status = 401
    code = "unauthorized"
    title = "Unauthorized"

    def __init__(self, detail: str) -> None:
        super().__init__(detail, headers={"WWW-Authenticate": 'Bearer realm="attachguard"'})


class NotFound(AttachguardError):
    status = 404
    code = "not_found"
    title = "Not found"


class AttachmentNotFound(NotFound):
    code = "attachment_not_found"


class WorkspaceFileNotFound(NotFound):
    code = "workspace_file_not_found"


class PayloadTooLarge(AttachguardError):
    status = 413
    code = "payload_too_large"
    title = "Content too large"


class FileTooLarge(PayloadTooLarge):
    code = "file_too_large"


class PreconditionFailed(AttachguardError):
    status = 412
    code = "precondition_failed"
    title = "Precondition failed"


class RangeNotSatisfiable(AttachguardError):
    status = 416
    code = "range_not_satisfiable"
    title = "Range not satisfiable"


class UnprocessableInput(AttachguardError):
    """Input that parsed but cannot be acted on; subclasses carry the specific code."""

    status = 422
    code = "validation_error"
    title = "Unprocessable input"


class InvalidId(UnprocessableInput):
    code = "invalid_id"


class InvalidUpload(UnprocessableInput):
    code = "invalid_upload"


class MissingFile(UnprocessableInput):
    code = "missing_file"


class InvalidKey(UnprocessableInput):
    code = "invalid_key"


class StoreUnavailable(AttachguardError):
    status = 503
    code = "store_unavailable"
    title = "Attachment store unavailable"


class WorkspaceUnavailable(AttachguardError):
    """The workspace root cannot be written (a read-only or missing volume): the operator's
    to fix, as readiness says."""

    status = 503
    code = "workspace_unavailable"
    title = "Workspace unavailable"


class AuditUnavailable(AttachguardError):
    """The decision's record could not be written (a disk that refused it; with `durability:
    sync`, also one not synced or not taken): no answer without it."""

    status = 503
    code = "audit_unavailable"
    title = "Audit trail unavailable"


class UnsupportedMediaType(AttachguardError):
    status = 415
    code = "unsupported_media_type"
    title = "Unsupported media type"


class LimitExceeded(UnprocessableInput):
    """A request within the body size but past another configured limit."""

    code = "limit_exceeded"


class UnknownJudge(UnprocessableInput):
    code = "unknown_judge"


class UnknownPolicy(UnprocessableInput):
    """The named policy is not configured, or not open to this tenant (the same answer: a
    tenant does not learn another's policy names)."""

    code = "unknown_policy"


class NoToolCalls(UnprocessableInput):
    """A per-call evaluation (`each_call`) whose latest assistant turn holds no call to judge
    (at post: none a result answers); never an allow nobody judged."""

    code = "no_tool_calls"


class InvalidParameters(UnprocessableInput):
    """A guardrail's `parameters` do not fit its validator (the provenance policy)."""

    code = "invalid_parameters"


class PathOutsideWorkspace(UnprocessableInput):
    code = "path_outside_workspace"


class NotARegularFile(UnprocessableInput):
    code = "not_a_regular_file"


class InvalidPath(UnprocessableInput):
    """A workspace path no file system could hold (a NUL byte, for one)."""

    code = "invalid_path"


class Conflict(AttachguardError):
    status = 409
    code = "conflict"
    title = "Conflict"


class UnsafeWorkspace(Conflict):
    """The workspace (or its tenant) directory is a symlink or not a directory: never followed."""

    code = "unsafe_workspace"


class MissingFileName(UnprocessableInput):
    code = "missing_file_name"


class EmptyFileName(UnprocessableInput):
    code = "empty_file_name"


class MissingContent(UnprocessableInput):
    code = "missing_content"


class MultipleContents(UnprocessableInput):
    code = "multiple_contents"


class MissingWorkspaceId(UnprocessableInput):
    code = "missing_workspace_id"


class InvalidBase64(UnprocessableInput):
    code = "invalid_base64"


class InvalidJson(UnprocessableInput):
    code = "invalid_json"


class RequestInvalid(UnprocessableInput):
    """The body parsed but does not match the operation's schema; `errors` says where."""

    code = "validation_error"


class InvalidResult(UnprocessableInput):
    code = "invalid_result"


class RequestTimeout(AttachguardError):
    """The client sent its body too slowly."""

    status = 408
    code = "request_timeout"
    title = "Request timeout"


class InsufficientStorage(AttachguardError):
    """The disk (or quota) is full: nothing was kept, retry later or elsewhere."""

    status = 507
    code = "insufficient_storage"
    title = "Insufficient storage"


class InvalidOutputSchema(UnprocessableInput):
    """The output schema cannot be walked; the code names why (cycle, depth, dangling ref)."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code  # type: ignore[misc]


def safe_message(error: Mapping[str, Any]) -> str:
    """A validation error's message, unless it quotes the offending value or a piece of it
    (pydantic's `union_tag_invalid` quotes the tag: "Input tag 'sk-…' found…"): then words
    of the service's own."""
    message = str(error.get("msg", ""))
    if any(piece in message for piece in _pieces(error.get("input"))):
        return f"The value is not accepted here ({error.get('type', 'invalid')})."
    return message


# The API's own words, which a message may say without quoting anything (`tool_name is
# required at tool scope` says the value of `scope`). Any other value, however short, may be
# the caller's secret.
_VOCABULARY = frozenset(
    {"tool", "agent", "llm", "pre", "post", "prompts", "files", "both", "block", "log",
     "escalate", "allow", "error"}
)  # fmt: skip


def _pieces(value: object, limit: int = 64) -> list[str]:
    """The scalar values in `value` (its first `limit`), as text, two characters or more,
    but the API's own words."""
    found: list[str] = []
    stack = [value]
    while stack and len(found) < limit:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(list(item.values())[:limit])
        elif isinstance(item, list | tuple):
            stack.extend(item[:limit])
        elif (
            isinstance(item, str | int | float)
            and not isinstance(item, bool)
            and len(str(item)) >= 2
            and item not in _VOCABULARY
        ):
            found.append(str(item))
    return found
