"""Typed wire models of the attachguard v1 contract: tickets, guardrails, and every response."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Annotated, Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field


class _Response(BaseModel):
    # A newer server may add fields: keep them (model_extra) instead of failing the call.
    model_config = ConfigDict(extra="allow", populate_by_name=True)


class _Request(BaseModel):
    # The server rejects unknown fields in these objects; so does the client, earlier.
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


# --- tickets ---------------------------------------------------------------------------------


class _Wire(BaseModel):
    # Tickets travel in PascalCase (`ID`, `FullName`, ...); Python code names them snake_case.
    model_config = ConfigDict(populate_by_name=True)

    def to_wire(self) -> dict[str, Any]:
        """The ticket as the service and models spell it (`ID`, `FullName`, …), without the
        keys left empty."""
        return self.model_dump(mode="json", by_alias=True, exclude_none=True)


class JobAttachment(_Wire):
    """A ticket: how agents, tools and models pass a file around (PascalCase on the wire).

    Use it as the type of a file field in an agent's output schema: its JSON Schema definition
    is named `JobAttachment`, which the service recognises as a file field (R4.4), and its three
    required fields make it valid in strict structured-output schemas.
    """

    model_config = ConfigDict(populate_by_name=True, title="JobAttachment")

    id: str = Field(alias="ID", description="The attachment id (a UUID).")
    full_name: str = Field(alias="FullName", description="The file name.")
    mime_type: str = Field(alias="MimeType", description="The media type.")


class Ticket(JobAttachment):
    """A ticket with its optional keys: opaque `Metadata`, and `FilePath` once materialised."""

    model_config = ConfigDict(populate_by_name=True, title="Ticket")

    metadata: dict[str, str] | None = Field(default=None, alias="Metadata")
    file_path: str | None = Field(
        default=None, alias="FilePath", description="Set by materialisation: /<ID>_<name>."
    )


class TicketParam(_Wire):
    """The type of a tool parameter that takes a file: `{"ID": …}` alone is enough.

    Models often pass a file by its id only. `FullName`, `MimeType` and `FilePath` are
    optional (nullable, so the OpenAI Agents SDK's strict JSON schema accepts the parameter);
    the adapters fill `FullName` and `MimeType` in from the run's registry when they know the
    file. For an output file field, use `JobAttachment`.
    """

    model_config = ConfigDict(populate_by_name=True, title="TicketParam")

    id: str = Field(alias="ID", description="The attachment id (a UUID).")
    full_name: str | None = Field(default=None, alias="FullName", description="The file name.")
    mime_type: str | None = Field(default=None, alias="MimeType", description="The media type.")
    file_path: str | None = Field(
        default=None, alias="FilePath", description="Where the file is in the workspace."
    )


class Attachment(JobAttachment):
    """A ticket plus what the store knows of the file."""

    model_config = ConfigDict(extra="allow", populate_by_name=True, title="Attachment")

    size: int
    sha256: str
    created_at: datetime


class JobAttachmentsResponse(_Response):
    attachments: list[JobAttachment]


class DecisionsResponse(_Response):
    """One page of a job's decision records (plain JSON objects, in decision order)."""

    decisions: list[dict[str, Any]]
    next: str | None


class CreateOutputFileResponse(_Response):
    file: JobAttachment


# --- operations ------------------------------------------------------------------------------


class HealthResponse(_Response):
    status: str


class ReadinessResponse(_Response):
    status: str
    store: str
    judges: list[str]


# --- guardrails ------------------------------------------------------------------------------


class Scope(StrEnum):
    AGENT = "agent"
    LLM = "llm"
    TOOL = "tool"


class Stage(StrEnum):
    PRE = "pre"
    POST = "post"


class AppliesTo(StrEnum):
    PROMPTS = "prompts"
    FILES = "files"
    BOTH = "both"


class Decision(StrEnum):
    ALLOW = "allow"
    BLOCK = "block"
    ESCALATE = "escalate"


class Outcome(StrEnum):
    PASSED = "passed"
    FLAGGED = "flagged"
    ERROR = "error"
    SKIPPED = "skipped"


_Value = TypeVar("_Value")

# A value of an answer that a newer server may add to: it reads as the plain string, which no
# member or literal equals, so the call still reads, and code that lets a step go on only on
# `Decision.ALLOW` (or `Gate.PASSED`) stays closed. Request fields stay closed: the server
# refuses what it does not know, and the client refuses it earlier.
Open = Annotated[_Value | str, Field(union_mode="left_to_right")]


class Selector(_Request):
    scopes: list[Scope] = Field(default_factory=list)
    match_names: list[str] = Field(default_factory=list)


class BlockAction(_Request):
    type: Literal["block"] = "block"
    reason: str = ""


class LogAction(_Request):
    type: Literal["log"] = "log"
    message: str = ""
    severity: Literal["info", "warning", "error"] = "warning"


class EscalateAction(_Request):
    type: Literal["escalate"] = "escalate"
    recipient: str
    app: str | None = None


Action = Annotated[BlockAction | LogAction | EscalateAction, Field(discriminator="type")]


class Guardrail(_Request):
    """One guardrail definition, as the runtime defines it (api.md, Guardrails)."""

    id: str
    name: str
    validator: str
    criteria: str = ""
    parameters: list[Any] = Field(default_factory=list)
    applies_to: AppliesTo = AppliesTo.BOTH
    selector: Selector = Field(default_factory=Selector)
    action: Action
    judge: str = "default"
    on_error: Literal["block", "allow"] = "block"


class Reference(_Response):
    id: str
    file_name: str
    mime_type: str


class Scan(_Response):
    visited: int
    max_depth: int
    truncated: Open[Literal["depth", "nodes"]] | None


class Unforwarded(_Response):
    """Files a guardrail was not sent, counted by why (never named: the ids are untrusted)."""

    not_in_registry: int
    past_reference_cap: int
    past_scan_bound: bool


class ResolveResponse(_Response):
    """What a guardrail at a scope and stage is shown (R1): the text, the files, what was not.

    `EvaluateResponse` holds the same fields, for what the evaluated guardrails were shown.
    """

    located: bool
    input: str
    attachments: list[Reference]
    tool_call_id: str | None
    scan: Scan
    unforwarded: Unforwarded
    notes: list[str] = Field(default_factory=list)


class JudgeInfo(_Response):
    name: str
    kind: str
    latency_ms: float
    # For a `cascade` judge, the stage that decided: `screen` or `decide`.
    stage: str | None = None


class UnreadFile(_Response):
    """A file the judge did not read whole; `cause` is `file_missing`, `store_unavailable`,
    `unreadable_file` or `partly_read`, `kind` what its bytes are (text, document, image, …)."""

    file_name: str
    reason: str
    cause: str
    kind: str


class _GuardrailAnswer(_Response):
    # What one guardrail said, in its result and again in the escalation it raises (R2.3).
    guardrail_id: str
    guardrail_name: str
    reason: str | None
    attachments: list[Reference]
    flagged_files: list[str]


class GuardrailResult(_GuardrailAnswer):
    """One guardrail's result: its outcome and action, and what its judge was sent and read."""

    outcome: Open[Outcome]
    action: Open[Literal["block", "log", "escalate"]] | None
    categories: list[str]
    error: str | None = None
    attachments_dropped: bool
    criteria_applied: bool
    unread_files: list[UnreadFile] = Field(default_factory=list)
    judge: JudgeInfo | None


class Escalation(_GuardrailAnswer):
    """What a reviewer needs of an `escalate` decision: the guardrail's answer, who reviews it,
    and where in the run it was made (R2.3)."""

    recipient: str
    app: str | None
    scope: Open[Scope]
    stage: Open[Stage]
    tool_name: str | None
    tool_call_id: str | None
    job_key: str | None
    input: str


class CallResult(_Response):
    """One tool call of a per-call evaluation (`each_call`): its decision and results."""

    tool_call_id: str | None
    tool_name: str
    decision: Open[Decision]
    message: str | None
    results: list[GuardrailResult]


class EvaluateResponse(ResolveResponse):
    """The evaluation (R2): the decision, each guardrail's result, and (as `ResolveResponse`)
    what the guardrails were shown. With `each_call`, `calls` holds every call judged and the
    other fields describe the deciding one."""

    decision: Open[Decision]
    message: str | None
    results: list[GuardrailResult]
    escalation: Escalation | None
    policy: str | None = None
    calls: list[CallResult] | None = None

    @property
    def allowed(self) -> bool:
        """Whether the caller may go on: only an `allow` decision lets it."""
        return self.decision is Decision.ALLOW


# --- materialisation -------------------------------------------------------------------------


class FileStatus(StrEnum):
    DOWNLOADED = "downloaded"
    PRESENT = "present"
    FAILED = "failed"
    SKIPPED = "skipped"


class MaterializedFile(_Response):
    id: str
    path: str | None
    status: Open[FileStatus]
    size: int | None
    error: str | None
    file_name: str | None = None
    mime_type: str | None = None


class MaterializeResponse(_Response):
    changed: bool
    result: Any
    files: list[MaterializedFile]
    notes: list[str] = Field(default_factory=list)


# --- output files ----------------------------------------------------------------------------


class FileField(_Response):
    name: str
    path: list[str]
    required: bool
    description: str | None
    many: bool


class ToolSpec(_Response):
    name: str
    description: str
    input_schema: dict[str, Any]


class FieldsResponse(_Response):
    fields: list[FileField]
    prompt: str
    tool: ToolSpec


class Gate(StrEnum):
    PASSED = "passed"
    RETRY = "retry"
    FAIL = "fail"


class VerificationProblem(_Response):
    field: str
    path: list[str] = Field(default_factory=list)
    kind: Open[Literal["missing", "malformed", "unlinked"]]
    attachment_id: str | None


class VerifyResponse(_Response):
    status: Open[Gate]
    problems: list[VerificationProblem]
    message: str
    attempt: int
    retries_left: int


# --- errors ----------------------------------------------------------------------------------


class ProblemDetail(_Response):
    loc: list[str | int]
    msg: str
    type: str
    line: int | None = None
    column: int | None = None


class Problem(_Response):
    """An RFC 9457 problem document."""

    type: str = "about:blank"
    title: str = ""
    status: int
    detail: str = ""
    code: str
    request_id: str | None = None
    errors: list[ProblemDetail] | None = None
    errors_omitted: int | None = None
