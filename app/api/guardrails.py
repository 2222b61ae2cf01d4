"""Routes of the guardrails: resolve the files of a moment, evaluate guardrails on it."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.api.deps import JudgesDep, MetricsDep, SettingsDep, TenantDep
from app.api.problem import problems
from app.domain.guardrail import ActionTaken, Decision, Guardrail, Outcome
from app.domain.mentions import Truncation
from app.domain.resolution import AppliesTo, Scope, Stage
from app.services import guardrails as service

router = APIRouter(prefix="/v1", tags=["guardrails"])


class SubjectRequest(BaseModel):
    """The moment of the run a guardrail looks at."""

    model_config = ConfigDict(extra="forbid")

    scope: Scope
    stage: Stage
    tool_name: str | None = Field(
        default=None, max_length=256, description="Required at tool scope."
    )
    messages: list[Any] = Field(
        default_factory=list,
        description="The conversation so far, OpenAI chat-completions or LangChain dicts.",
    )
    output: Any = Field(default=None, description="The agent's output (agent scope, post).")
    registry: list[Any] = Field(
        default_factory=list,
        description="The run's tickets: ID, FullName, MimeType (or id, full_name, mime_type).",
    )

    @model_validator(mode="after")
    def _tool_needs_name(self) -> SubjectRequest:
        if self.scope is Scope.TOOL and not self.tool_name:
            raise ValueError("tool_name is required at tool scope")
        return self


class ResolveRequest(SubjectRequest):
    applies_to: AppliesTo = AppliesTo.BOTH


class EvaluateRequest(SubjectRequest):
    guardrails: list[Guardrail] = Field(min_length=1)
    job_key: str | None = Field(default=None, max_length=256)
    deadline_ms: int | None = Field(
        default=None, ge=1, description="Overrides the configured deadline, up to its cap."
    )


class _Out(BaseModel):
    model_config = ConfigDict(from_attributes=True)


class ReferenceOut(_Out):
    id: str
    file_name: str
    mime_type: str


class ScanOut(_Out):
    visited: int = Field(description="Values the scan visited.")
    max_depth: int = Field(description="The deepest level it reached (root = 0).")
    truncated: Truncation | None = Field(description="The bound that stopped it, if any.")


class ResolveResponse(_Out):
    located: bool = Field(
        description="False when the subject could not be found (R1.11); guardrails then end "
        "in `error` with cause `subject_not_found`."
    )
    input: str = Field(description="The text a judge would see (R1.7).")
    attachments: list[ReferenceOut]
    tool_call_id: str | None
    scan: ScanOut
    notes: list[str] = Field(description="What could not be read, and was skipped (R1.5).")


class JudgeOut(_Out):
    name: str
    kind: str
    latency_ms: float


class UnreadFileOut(_Out):
    file_name: str
    reason: str


class GuardrailResultOut(_Out):
    guardrail_id: str
    guardrail_name: str
    outcome: Outcome
    action: ActionTaken | None
    reason: str | None
    error: str | None = Field(description="The cause when the outcome is `error`.")
    attachments: list[ReferenceOut]
    flagged_files: list[str]
    attachments_dropped: bool
    unread_files: list[UnreadFileOut] = Field(
        description="Files the judge could not read (see the judge's `on_unreadable`)."
    )
    judge: JudgeOut | None


class EscalationOut(_Out):
    guardrail_id: str
    guardrail_name: str
    recipient: str
    app: str | None
    scope: Scope
    stage: Stage
    tool_name: str | None
    tool_call_id: str | None
    job_key: str | None
    input: str
    reason: str | None
    flagged_files: list[str]
    attachments: list[ReferenceOut]


class EvaluateResponse(_Out):
    decision: Decision
    message: str | None
    located: bool = Field(description="False when the subject could not be found (R1.11).")
    input: str
    tool_call_id: str | None
    attachments: list[ReferenceOut]
    scan: ScanOut
    results: list[GuardrailResultOut]
    escalation: EscalationOut | None
    notes: list[str]


def _subject(body: SubjectRequest, settings: SettingsDep) -> Any:
    return service.build_subject(
        settings,
        scope=body.scope,
        stage=body.stage,
        tool_name=body.tool_name,
        messages=body.messages,
        output=body.output,
        registry=body.registry,
        output_given="output" in body.model_fields_set,
    )


@router.post(
    "/attachments/resolve",
    summary="Resolve the files a guardrail would see",
    description="Resolution only (R1), no judge: the judged text and forwarded references.",
    responses=problems(401, 413, 422),
)
async def resolve_attachments(
    body: ResolveRequest, settings: SettingsDep, _: TenantDep
) -> ResolveResponse:
    resolution = service.resolve_subject(_subject(body, settings), settings)
    return ResolveResponse(
        located=resolution.located,
        input=resolution.input,
        attachments=[
            ReferenceOut.model_validate(r) for r in resolution.for_guardrail(body.applies_to)
        ],
        tool_call_id=resolution.tool_call_id,
        scan=ScanOut.model_validate(resolution.scan),
        notes=resolution.notes,
    )


@router.post(
    "/guardrails/evaluate",
    summary="Evaluate guardrails",
    description=(
        "Runs the applicable guardrails concurrently and answers the sequential decision "
        "(R2.5). A block is a 200 with `decision: block`; any non-2xx means the service could "
        "not decide and the caller must deny."
    ),
    responses=problems(401, 413, 422),
)
async def evaluate_guardrails(
    body: EvaluateRequest,
    settings: SettingsDep,
    tenant: TenantDep,
    judges: JudgesDep,
    metrics: MetricsDep,
) -> EvaluateResponse:
    service.check_guardrails(body.guardrails, settings)
    evaluation = await service.evaluate_guardrails(
        _subject(body, settings),
        body.guardrails,
        settings=settings,
        context=service.EvaluationContext(judges=judges, metrics=metrics, tenant=tenant),
        deadline_ms=body.deadline_ms,
        job_key=body.job_key,
    )
    resolution = evaluation.resolution
    return EvaluateResponse(
        decision=evaluation.decision,
        message=evaluation.message,
        located=resolution.located,
        input=resolution.input,
        tool_call_id=resolution.tool_call_id,
        attachments=[ReferenceOut.model_validate(r) for r in resolution.references],
        scan=ScanOut.model_validate(resolution.scan),
        results=[GuardrailResultOut.model_validate(r) for r in evaluation.results],
        escalation=(
            EscalationOut.model_validate(evaluation.escalation) if evaluation.escalation else None
        ),
        notes=resolution.notes,
    )
