"""Routes of the guardrails: resolve the files of a moment, evaluate guardrails on it."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter
from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    JsonValue,
    SkipValidation,
    model_validator,
)
from starlette.responses import Response

from app.api.body import operation, read_json, respond
from app.api.deps import StateRequest, services_of, tenant_of
from app.api.examples import EXAMPLES, RESOLVE_EXAMPLES
from app.api.problem import problems
from app.api.shapes import Message, Ticket
from app.domain.guardrail import ActionTaken, Decision, Guardrail, Outcome
from app.domain.json_walk import Truncation
from app.domain.resolution import AppliesTo, Scope, Stage, Subject
from app.services.guardrails import Evaluation, deciding

router = APIRouter(prefix="/v1", tags=["guardrails"])


def _a_list(value: object) -> object:
    if type(value) is not list:
        raise ValueError("must be an array")
    return value


# Free-form JSON, documented by its shapes and taken as it is: validating a conversation as
# models would copy all of it, and refuse keys a framework adds next year (see api/shapes.py).
Messages = Annotated[list[Message], SkipValidation, BeforeValidator(_a_list)]
Registry = Annotated[list[Ticket], SkipValidation, BeforeValidator(_a_list)]
Output = Annotated[JsonValue, SkipValidation]


class SubjectRequest(BaseModel):
    """The moment of the run a guardrail looks at."""

    model_config = ConfigDict(extra="forbid")

    scope: Scope
    stage: Stage
    tool_name: str | None = Field(
        default=None, max_length=256, description="Required at tool scope."
    )
    tool_call_id: str | None = Field(
        default=None,
        max_length=256,
        description="At tool scope, the id of the call to judge: a runtime that runs several "
        "calls at once names the one it asks about (R1.9 applies without it).",
    )
    messages: Messages = Field(
        default_factory=list,
        description="The conversation so far, each message in any shape of R1.10.",
    )
    output: Output = Field(default=None, description="The agent's output (agent scope, post).")
    registry: Registry = Field(
        default_factory=list,
        description="The run's tickets: ID, FullName, MimeType (or id, full_name, mime_type).",
    )

    @model_validator(mode="after")
    def _tool_needs_name(self) -> SubjectRequest:
        if (
            self.scope is Scope.TOOL
            and not self.tool_name
            and not getattr(self, "each_call", False)
        ):
            raise ValueError("tool_name is required at tool scope")
        return self


class ResolveRequest(SubjectRequest):
    applies_to: AppliesTo = AppliesTo.BOTH


class EvaluateRequest(SubjectRequest):
    guardrails: list[Guardrail] = Field(
        default_factory=list,
        # The ceiling of MAX_GUARDRAILS; the configured limit (20 by default) is a 422
        # `limit_exceeded`, the named policy's guardrails counted.
        max_length=1000,
        description="The guardrails to run (after the named policy's, when `policy` is given): "
        "at most `ATTACHGUARD_MAX_GUARDRAILS` (20 by default) with the policy's, else a 422 "
        "`limit_exceeded`.",
    )
    policy: str | None = Field(
        default=None,
        max_length=64,
        description="A named policy of the service's settings (ATTACHGUARD_POLICIES): its "
        "guardrails run first, then the request's own.",
    )
    job_key: str | None = Field(default=None, max_length=256)
    deadline_ms: int | None = Field(
        strict=True,
        default=None,
        ge=1,
        description="Overrides the configured deadline, up to its cap.",
    )

    each_call: bool = Field(
        strict=True,
        default=False,
        description="At tool scope: judge every call of the latest assistant turn (at pre), or "
        "every result answering one (at post), each on its own (by its place in the turn, so "
        "calls without an id or sharing one are judged apart; the k-th result of an id answers "
        "its k-th call), reported in `calls`; the "
        "decision follows the first call (in the turn's order) that does not allow. "
        "`tool_name` then keeps only that tool's calls, and may be left out. For runtimes "
        "that run a turn's calls in parallel.",
    )

    @model_validator(mode="after")
    def _something_to_run(self) -> EvaluateRequest:
        if not self.guardrails and self.policy is None:
            raise ValueError("give guardrails, a policy, or both")
        if self.each_call and (self.scope is not Scope.TOOL or self.tool_call_id is not None):
            raise ValueError("each_call is for tool scope, without tool_call_id")
        return self


REQUEST_MODELS = (ResolveRequest, EvaluateRequest)


class _FromAttributes(BaseModel):
    model_config = ConfigDict(from_attributes=True)


class ReferenceResponse(_FromAttributes):
    id: str
    file_name: str
    mime_type: str


class ScanResponse(_FromAttributes):
    visited: int = Field(description="Values the scan visited.")
    max_depth: int = Field(description="The deepest level it reached (root = 0).")
    truncated: Truncation | None = Field(description="The bound that stopped it, if any.")


class UnforwardedResponse(_FromAttributes):
    """Files a guardrail was not sent, counted by why (never named: the ids are untrusted)."""

    not_in_registry: int = Field(
        description="Distinct mentioned ids the run's registry does not hold (R1.2)."
    )
    past_reference_cap: int = Field(
        description="Files past the limit of references per guardrail (R1.4)."
    )
    past_scan_bound: bool = Field(
        description="The scan stopped at a bound (R1.3): mentions past it were not looked at."
    )


class ResolveResponse(_FromAttributes):
    located: bool = Field(
        description="False when the subject could not be found (R1.11); guardrails then end "
        "in `error` with cause `subject_not_found`."
    )
    input: str = Field(description="The text a judge would see (R1.7).")
    attachments: list[ReferenceResponse]
    tool_call_id: str | None
    scan: ScanResponse
    unforwarded: UnforwardedResponse
    notes: list[str] = Field(description="What could not be read, and was skipped (R1.5).")


class JudgeCallResponse(_FromAttributes):
    name: str
    kind: str
    latency_ms: float
    stage: str | None = Field(
        default=None,
        description="For a `cascade` judge, the stage that decided: `screen` (the heuristic "
        "settled it) or `decide` (the uncertain files went to the deciding judge).",
    )


class UnreadFileResponse(_FromAttributes):
    file_name: str
    reason: str = Field(description="How much was read, in the service's words.")
    cause: str = Field(
        description="`file_missing`, `store_unavailable`, `unreadable_file` or `partly_read`."
    )
    kind: str = Field(description="What the file's bytes are: text, document, image, ...")


class GuardrailResultResponse(_FromAttributes):
    guardrail_id: str
    guardrail_name: str
    outcome: Outcome
    action: ActionTaken | None
    reason: str | None = Field(
        description="In the service's own words: categories, causes, counts, file names made "
        "safe; a remote judge's free text only when the operator trusts it (R2.12)."
    )
    categories: list[str] = Field(description="What the judge named as found.")
    error: str | None = Field(description="The cause when the outcome is `error`.")
    attachments: list[ReferenceResponse]
    flagged_files: list[str]
    attachments_dropped: bool
    criteria_applied: bool = Field(
        description="False when the guardrail's `criteria`, or its `validator`, could not be "
        "applied by its judge (the heuristic and classifier judges run built-in rules, and "
        "have checks for a few validators only): the outcome is theirs, and the reason says so."
    )
    unread_files: list[UnreadFileResponse] = Field(
        description="Files the judge did not read whole (R2.11; see the judge's "
        "`on_unreadable`): never reported `passed` unless the operator chose `note`."
    )
    judge: JudgeCallResponse | None


class EscalationResponse(_FromAttributes):
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
    attachments: list[ReferenceResponse]


class CallResultResponse(_FromAttributes):
    """One tool call of a per-call evaluation (`each_call`)."""

    tool_call_id: str | None
    tool_name: str
    decision: Decision
    message: str | None
    results: list[GuardrailResultResponse]


class EvaluateResponse(_FromAttributes):
    decision: Decision
    message: str | None
    located: bool = Field(description="False when the subject could not be found (R1.11).")
    input: str
    tool_call_id: str | None
    attachments: list[ReferenceResponse]
    scan: ScanResponse
    unforwarded: UnforwardedResponse
    results: list[GuardrailResultResponse]
    escalation: EscalationResponse | None
    notes: list[str] = Field(
        description="What could not be read or was not sent, in words (R1.5, R2.11)."
    )
    policy: str | None = Field(description="The named policy that ran, when one was named.")
    calls: list[CallResultResponse] | None = Field(
        default=None,
        description="With `each_call`: every call judged, in the turn's order. The other "
        "fields then describe the deciding call (the first that does not allow, else the "
        "first).",
    )


def _subject(request: StateRequest, body: SubjectRequest) -> Subject:
    return services_of(request).guardrails.subject(
        scope=body.scope,
        stage=body.stage,
        tool_name=body.tool_name,
        tool_call_id=body.tool_call_id,
        messages=body.messages,
        output=body.output,
        registry=body.registry,
        output_given="output" in body.model_fields_set,
    )


@router.post(
    "/attachments/resolve",
    summary="Resolve the files a guardrail would see",
    description="Resolution only (R1), no judge: the judged text and forwarded references.",
    openapi_extra=operation(ResolveRequest, RESOLVE_EXAMPLES),
    response_model=ResolveResponse,
    responses=problems(401, 413, 415, 422),
)
async def resolve_attachments(request: StateRequest) -> Response:
    tenant_of(request)
    body = await read_json(request, ResolveRequest)
    resolution = services_of(request).guardrails.resolve(_subject(request, body))
    return respond(
        ResolveResponse(
            located=resolution.located,
            input=resolution.input,
            attachments=[
                ReferenceResponse.model_validate(r)
                for r in resolution.for_guardrail(body.applies_to)
            ],
            tool_call_id=resolution.tool_call_id,
            scan=ScanResponse.model_validate(resolution.scan),
            unforwarded=UnforwardedResponse.model_validate(resolution.unforwarded),
            notes=resolution.notes,
        )
    )


@router.post(
    "/guardrails/evaluate",
    summary="Evaluate guardrails",
    description=(
        "Runs the applicable guardrails concurrently and answers the sequential decision "
        "(R2.5). A block is a 200 with `decision: block`; any non-2xx means the service could "
        "not decide and the caller must deny."
    ),
    openapi_extra=operation(EvaluateRequest, EXAMPLES),
    response_model=EvaluateResponse,
    responses=problems(401, 413, 415, 422),
)
async def evaluate_guardrails(request: StateRequest) -> Response:
    tenant = tenant_of(request)
    body = await read_json(request, EvaluateRequest)
    service = services_of(request).guardrails
    guardrails = service.guardrails_for(tenant, body.policy, body.guardrails)
    subject = _subject(request, body)
    run = service.evaluate_each_call if body.each_call else service.evaluate
    evaluated = await run(
        subject,
        guardrails,
        tenant=tenant,
        deadline_ms=body.deadline_ms,
        job_key=body.job_key,
        policy=body.policy,
    )
    if not isinstance(evaluated, list):
        return respond(evaluate_response(evaluated, body.policy))
    calls = evaluated
    answer = evaluate_response(deciding(calls).evaluation, body.policy)
    answer.calls = [
        CallResultResponse(
            tool_call_id=call.tool_call_id,
            tool_name=call.tool_name,
            decision=call.evaluation.decision,
            message=call.evaluation.message,
            results=[GuardrailResultResponse.model_validate(r) for r in call.evaluation.results],
        )
        for call in calls
    ]
    return respond(answer)


def evaluate_response(evaluation: Evaluation, policy: str | None) -> EvaluateResponse:
    resolution = evaluation.resolution
    return EvaluateResponse(
        decision=evaluation.decision,
        message=evaluation.message,
        located=resolution.located,
        input=resolution.input,
        tool_call_id=resolution.tool_call_id,
        attachments=[ReferenceResponse.model_validate(r) for r in resolution.references],
        scan=ScanResponse.model_validate(resolution.scan),
        unforwarded=UnforwardedResponse.model_validate(resolution.unforwarded),
        results=[GuardrailResultResponse.model_validate(r) for r in evaluation.results],
        escalation=(
            EscalationResponse.model_validate(evaluation.escalation)
            if evaluation.escalation
            else None
        ),
        notes=resolution.notes,
        policy=policy,
    )
