"""Guardrail use cases: resolve the files of a moment (R1), evaluate guardrails on it (R2)."""

from __future__ import annotations

import functools
import hashlib
import logging
import time
from collections.abc import Awaitable, Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

import anyio
from pydantic import ValidationError

from app.domain.filename import display_name, said
from app.domain.guardrail import (
    ActionTaken,
    BlockAction,
    Decision,
    Finished,
    Guardrail,
    NamedPolicy,
    Outcome,
    Severity,
    action_taken,
    decision_message,
    first_block,
    flagged_references,
    safe_names,
    skip_reason,
)
from app.domain.json_walk import exceeds
from app.domain.messages import Conversation
from app.domain.references import Reference, Registry
from app.domain.resolution import AppliesTo, Resolution, Scope, Stage, Subject, resolve
from app.domain.selection import turn_calls
from app.errors import (
    InvalidParameters,
    LimitExceeded,
    NoToolCalls,
    UnknownJudge,
    UnknownPolicy,
    UnprocessableInput,
    safe_message,
)
from app.judges.content import FileTexts
from app.judges.memo import FileMemo
from app.judges.protocol import (
    AttachmentsRejected,
    Judge,
    JudgeError,
    JudgeRequest,
    UnreadableFiles,
    UnreadFile,
    Verdict,
    unreadable_action,
)
from app.judges.provenance import MAX_SOURCE_FILES, PAST_BOUND, PROVENANCE, Reading, policy_of
from app.observability import Metrics
from app.services.decisions import DecisionLog
from app.services.verdict_cache import VerdictCache
from app.store.protocol import AttachmentStore
from app.tracing import traced

logger = logging.getLogger("attachguard.guardrails")

SUBJECT_NOT_FOUND = "subject_not_found"
UNREAD_CONTENT = "unread_content"
# Deeper than any JSON the body parsers read (1,024 levels): a values-only bound.
MAX_PARSED_DEPTH = 2_048
# An answer names at most this many unknown judges.
MAX_NAMED = 5
CRITERIA_NOT_APPLIED = (
    "the guardrail's criteria were not applied: the judge that decided does not read them"
)
VALIDATOR_NOT_APPLIED = (
    "the guardrail's validator was not applied: its judge has no check for it, and only its "
    "own rules ran"
)

_LOG_LEVELS = {
    Severity.INFO: logging.INFO,
    Severity.WARNING: logging.WARNING,
    Severity.ERROR: logging.ERROR,
}


@dataclass(frozen=True, slots=True)
class GuardrailLimits:
    """The limits guardrail requests run under (from the settings)."""

    max_references: int
    deadline_ms: int
    max_deadline_ms: int
    max_guardrails: int
    max_registry: int
    max_messages: int
    max_json_depth: int
    max_json_values: int
    max_turn_calls: int = 32
    # Files a call mentions past the reference limit or the scan's bounds make a pass an
    # `error` (`ON_UNSENT_FILES=error`); False counts them only.
    unsent_error: bool = True


@dataclass(slots=True)
class JudgeCall:
    name: str
    kind: str
    latency_ms: float
    # Which stage of a cascade decided (`screen`, `decide`); None for a single judge.
    stage: str | None = None


@dataclass(frozen=True, slots=True)
class UnreadName:
    file_name: str
    reason: str
    cause: str
    kind: str


@dataclass(slots=True)
class GuardrailResult:
    """How one guardrail ended (R2.2) and what it did to the decision."""

    guardrail_id: str
    guardrail_name: str
    outcome: Outcome
    action: ActionTaken | None = None
    reason: str | None = None
    error: str | None = None
    attachments: list[Reference] = field(default_factory=list)
    flagged: list[Reference] = field(default_factory=list)
    attachments_dropped: bool = False
    judge: JudgeCall | None = None
    unread: list[UnreadFile] = field(default_factory=list)
    cache: str | None = None  # "hit" or "miss" when the judge's verdict cache is on
    flagged_ids: list[str] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    # False when the guardrail has `criteria` its judge cannot read (R2.11): said, not hidden.
    criteria_applied: bool = True
    # Whether the guardrail has criteria at all (without, there is nothing not to apply).
    criteria_given: bool = False
    # False when its judge has no check for the guardrail's validator (`Judge.validators`):
    # the outcome is its own rules', and `criteria_applied` is False too.
    validator_applied: bool = True
    # A remote judge's own words (R2.12): kept only to answer the same question again.
    free_text: str | None = None
    stage: str | None = None

    def verdict_for_cache(self) -> Verdict:
        """The judge's answer as it came, to be given again for the same question."""
        return Verdict(
            flagged=self.outcome is Outcome.FLAGGED,
            # Without the note that the criteria were not applied: a hit adds it again.
            reason=(self.reason or "")
            .removesuffix(f"; {VALIDATOR_NOT_APPLIED}")
            .removesuffix(f"; {CRITERIA_NOT_APPLIED}"),
            flagged_ids=list(self.flagged_ids),
            unread=list(self.unread),
            categories=list(self.categories),
            free_text=self.free_text,
            stage=self.stage,
            criteria_applied=self.criteria_applied if self.criteria_given else None,
        )

    @property
    def bypassed(self) -> bool:
        """The judge could not decide and `on_error` let the call through anyway."""
        return self.outcome is Outcome.ERROR and self.action is None

    @property
    def unread_files(self) -> list[UnreadName]:
        """The files the judge did not read whole, display-safe, with the reason."""
        return [
            UnreadName(display_name(u.reference.file_name), u.reason, u.cause, u.kind)
            for u in self.unread
            if display_name(u.reference.file_name)
        ]

    @property
    def flagged_files(self) -> list[str]:
        return safe_names(self.flagged)


@dataclass(slots=True)
class Escalation:
    """What a human reviewer needs (R2.3)."""

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
    attachments: list[Reference]


@dataclass(slots=True)
class Evaluation:
    decision: Decision
    message: str | None
    resolution: Resolution
    results: list[GuardrailResult]
    escalation: Escalation | None


@dataclass(frozen=True, slots=True)
class CallEvaluation:
    """One tool call of a turn and how its evaluation ended (a per-call evaluation)."""

    tool_call_id: str | None
    tool_name: str
    evaluation: Evaluation


@dataclass(frozen=True, slots=True)
class Shared:
    """What one request's evaluations share: the files read and the conversation as read."""

    files: FileTexts
    reading: Reading


@dataclass(slots=True)
class _Context:
    judges: dict[str, Judge]
    metrics: Metrics
    tenant: str
    files: FileTexts
    caches: dict[str, VerdictCache]
    store: AttachmentStore | None
    provenance: Judge | None = None
    # The conversation as the provenance guard reads it: shared by the request's guardrails
    # and, with `each_call`, its calls.
    reading: Reading | None = None
    unsent_error: bool = True
    digests: dict[str, str] | None = None
    # Made when first needed: most evaluations never ask, and an anyio lock costs a backend
    # lookup to make.
    digests_lock: anyio.Lock | None = None
    # The cascade stage each guardrail (by object id) last entered.
    stages: dict[int, str] = field(default_factory=dict)

    def judge_for(self, guardrail: Guardrail) -> Judge:
        """The judge a guardrail asks: the built-in provenance guard for its validator, else
        the judge it names."""
        if guardrail.validator == PROVENANCE and self.provenance is not None:
            return self.provenance
        return self.judges[guardrail.judge]

    async def file_digests(self, references: Sequence[Reference]) -> dict[str, str] | None:
        """The sha256 of every referenced file, read once per evaluation; None when a file
        cannot be described (no verdict is cached without knowing exactly what was judged)."""
        if self.digests_lock is None:
            self.digests_lock = anyio.Lock()
        async with self.digests_lock:
            if self.digests is None:
                if self.store is None:
                    return None
                found: dict[str, str] = {}
                for reference in references:
                    try:
                        found[reference.id] = (
                            await self.store.describe(self.tenant, reference.id)
                        ).sha256
                    except Exception:
                        return None
                self.digests = found
            return self.digests


async def _ask(judge: Judge, request: JudgeRequest) -> tuple[Verdict, bool]:
    try:
        return await judge.judge(request), False
    except AttachmentsRejected:
        # R2.8: the judge cannot read one of the files; ask once more about the text alone.
        return await judge.judge(replace(request, references=[])), True


async def _run_guardrail(
    guardrail: Guardrail,
    subject: Subject,
    resolution: Resolution,
    context: _Context,
) -> GuardrailResult:
    judge = context.judge_for(guardrail)
    sent = resolution.for_guardrail(guardrail.applies_to)
    request = JudgeRequest(
        tenant=context.tenant,
        guardrail=guardrail,
        scope=subject.scope,
        stage=subject.stage,
        tool_name=subject.tool_name,
        input=resolution.input,
        references=sent,
        files=context.files,
        messages=subject.messages,
        call_id=resolution.tool_call_id,
        registry=subject.registry,
        turn_position=subject.turn_position,
        reading=context.reading,
        on_stage=functools.partial(context.stages.__setitem__, id(guardrail)),
    )
    applies = _applies_validator(judge, guardrail)
    result = GuardrailResult(
        guardrail_id=guardrail.id,
        guardrail_name=guardrail.name,
        outcome=Outcome.ERROR,
        attachments=sent,
        criteria_applied=_applies_criteria(judge, guardrail) and applies,
        criteria_given=bool(guardrail.criteria.strip()),
        validator_applied=applies,
    )
    if not resolution.located:
        # R1.11: what the guardrail should judge is not there; judging "" would be a silent pass.
        result.error = SUBJECT_NOT_FOUND
        result.reason = "the guardrail's subject could not be located in the request (see notes)"
        result.action = action_taken(guardrail, result.outcome)
        context.metrics.judge_calls.labels(judge.name, SUBJECT_NOT_FOUND).inc()
        _report_error(guardrail, result, judge.name, context.metrics)
        return result
    cache, key, token, cached = await _look_up(guardrail, subject, resolution, context, judge, sent)
    if cache is not None and key is not None:
        result.cache = "miss" if cached is None else "hit"
        context.metrics.verdict_cache.labels(judge.name, result.cache).inc()
    if cached is not None:
        return _from_cache(result, guardrail, subject, resolution, context, judge, cached, sent)
    started = time.perf_counter()
    try:
        with traced(
            "judge.call",
            attributes={"attachguard.judge": judge.name, "attachguard.judge_kind": judge.kind},
        ) as span:
            with _cut_off(span):
                await _call_judge(
                    judge, request, guardrail, result, _flaggable(guardrail, subject, sent)
                )
            span.set_attribute("attachguard.outcome", result.outcome.value)
            if result.error:
                span.set_attribute("attachguard.error", result.error)
        if key is not None and cache is not None and result.outcome is not Outcome.ERROR:
            cache.put(
                context.tenant,
                key,
                result.verdict_for_cache(),
                attachments_dropped=result.attachments_dropped,
            )
    finally:
        if token is not None and key is not None and cache is not None:
            cache.release(context.tenant, key, token)
    _unsent(result, guardrail, subject, resolution, context)
    _unseen(result, guardrail, resolution, judge)
    elapsed = time.perf_counter() - started
    result.action = action_taken(guardrail, result.outcome)
    result.judge = JudgeCall(judge.name, judge.kind, round(elapsed * 1000, 2), result.stage)
    context.metrics.judge_calls.labels(judge.name, result.outcome.value).inc()
    context.metrics.judge_latency.labels(judge.name).observe(elapsed)
    if result.outcome is Outcome.ERROR:
        _report_error(guardrail, result, judge.name, context.metrics)
    return result


def _from_cache(
    result: GuardrailResult,
    guardrail: Guardrail,
    subject: Subject,
    resolution: Resolution,
    context: _Context,
    judge: Judge,
    cached: Verdict,
    sent: list[Reference],
) -> GuardrailResult:
    """A kept verdict, with what this request adds to it (files unsent, content unseen),
    which may make it an error: its action is worked out again, and an error is reported
    like any other (a hit once let an error through as an allow)."""
    _settle(result, guardrail, sent, cached, dropped=False)
    _unsent(result, guardrail, subject, resolution, context)
    _unseen(result, guardrail, resolution, judge)
    result.action = action_taken(guardrail, result.outcome)
    result.judge = JudgeCall(judge.name, judge.kind, 0.0, result.stage)
    context.metrics.judge_calls.labels(judge.name, result.outcome.value).inc()
    if result.outcome is Outcome.ERROR:
        _report_error(guardrail, result, judge.name, context.metrics)
    return result


def _flaggable(guardrail: Guardrail, subject: Subject, sent: list[Reference]) -> list[Reference]:
    """The files a verdict may flag: those the judge was sent; for the provenance guard, the
    run's files a suspect value came from, which the call itself need not mention."""
    if guardrail.validator == PROVENANCE:
        return subject.registry.whole(limit=MAX_SOURCE_FILES)
    return sent


async def _look_up(
    guardrail: Guardrail,
    subject: Subject,
    resolution: Resolution,
    context: _Context,
    judge: Judge,
    sent: list[Reference],
) -> tuple[VerdictCache | None, str | None, anyio.Event | None, Verdict | None]:
    """The judge's verdict cache, the question's key, the token of a first asker, and the
    verdict kept or asked for by another request. Only the configured judges cache: the
    provenance guard's verdict follows the whole conversation, which no cache key holds."""
    cache = context.caches.get(judge.name) if context.judges.get(judge.name) is judge else None
    if cache is None:
        return None, None, None, None
    key = await _cache_key(cache, guardrail, subject, resolution, context, sent)
    if key is None:
        return cache, None, None, None
    # Concurrent first askers of one question: one asks, the others wait for it.
    cached, token = await cache.claim(context.tenant, key)
    return cache, key, token, cached


async def _cache_key(
    cache: VerdictCache,
    guardrail: Guardrail,
    subject: Subject,
    resolution: Resolution,
    context: _Context,
    sent: list[Reference],
) -> str | None:
    """The verdict cache's key for judging `sent` under `guardrail`, or None when a file's
    digest is unknown (no verdict is cached without knowing exactly what was judged)."""
    digests = await context.file_digests(resolution.references)
    if digests is None or not all(r.id in digests for r in sent):
        return None
    return cache.key(
        tenant=context.tenant,
        guardrail=guardrail,
        scope=subject.scope,
        stage=subject.stage,
        tool_name=subject.tool_name,
        text=resolution.input,
        files=[(r.id, r.file_name, r.mime_type, digests[r.id]) for r in sent],
    )


def _unsent(
    result: GuardrailResult,
    guardrail: Guardrail,
    subject: Subject,
    resolution: Resolution,
    context: _Context,
) -> None:
    """A pass is no pass when files the tool receives reached no judge (R2.11): those the
    judge refused, asked again about the text alone (R2.8: cause `attachments_rejected`), and
    those the call mentions past the reference limit or the scan's bounds, or whose registry
    entries are not valid files (`past_bound`). Mentions of files the run does not hold are
    only counted (R1.2): the tool cannot be given them."""
    if result.outcome is not Outcome.PASSED or not context.unsent_error:
        return
    if result.attachments_dropped:
        result.outcome = Outcome.ERROR
        result.error = AttachmentsRejected().cause
        result.reason = (
            f"{result.reason}; but the judge refused the request with its files, so only the "
            "text was judged"
        )
        return
    if guardrail.applies_to is AppliesTo.PROMPTS or guardrail.validator == PROVENANCE:
        return
    if subject.scope in (Scope.AGENT, Scope.LLM) and subject.stage is Stage.PRE:
        # The whole registry, capped: files the run holds, which no call hands on here (each
        # call's own guardrails judge what it mentions). Counted only.
        return
    unforwarded = resolution.unforwarded
    why = []
    if unforwarded.past_reference_cap:
        why.append(
            f"{unforwarded.past_reference_cap} file(s) past the reference limit "
            "(ATTACHGUARD_MAX_REFERENCES) were not judged"
        )
    if unforwarded.past_scan_bound:
        why.append("the scan for files stopped at its bound; files past it were not judged")
    if unforwarded.invalid_entries:
        why.append(
            f"{unforwarded.invalid_entries} file(s) whose registry entries are not valid files "
            "were not judged"
        )
    if why:
        result.outcome = Outcome.ERROR
        result.error = PAST_BOUND
        result.reason = f"{result.reason}; but {' and '.join(why)}"


def _unseen(
    result: GuardrailResult, guardrail: Guardrail, resolution: Resolution, judge: Judge
) -> None:
    """A pass is no pass when the judged messages hold parts no reader takes (a picture or a
    PDF sent inline, R2.11): the model reads them, no judge did. The judge's `on_unreadable`
    decides per kind of file, as for a forwarded file no reader reads."""
    if result.outcome is not Outcome.PASSED or guardrail.validator == PROVENANCE:
        return
    policy = judge.on_unreadable
    kinds = sorted({k for k in resolution.unseen if unreadable_action(policy, k) == "error"})
    if kinds:
        result.outcome = Outcome.ERROR
        result.error = UNREAD_CONTENT
        result.reason = (
            f"{result.reason}; but the judged messages hold content no reader takes "
            f"({', '.join(kinds)}), which no judge saw"
        )


def _settle(
    result: GuardrailResult,
    guardrail: Guardrail,
    sent: list[Reference],
    verdict: Verdict,
    *,
    dropped: bool,
) -> None:
    result.outcome = Outcome.FLAGGED if verdict.flagged else Outcome.PASSED
    result.reason = verdict.reason
    if verdict.criteria_applied is not None and result.criteria_given:
        # A cascade's answer: whether the stage that decided read them.
        result.criteria_applied = verdict.criteria_applied and result.validator_applied
    if not result.validator_applied:
        result.reason += f"; {VALIDATOR_NOT_APPLIED}"
    elif not result.criteria_applied:
        result.reason += f"; {CRITERIA_NOT_APPLIED}"
    result.categories = list(verdict.categories)
    result.free_text = verdict.free_text
    result.stage = verdict.stage
    result.unread = verdict.unread
    result.attachments_dropped = dropped
    result.flagged_ids = list(verdict.flagged_ids)
    if verdict.flagged and not dropped:
        result.flagged = flagged_references(sent, verdict.flagged_ids)
    result.action = action_taken(guardrail, result.outcome)


def _applies_validator(judge: Judge, guardrail: Guardrail) -> bool:
    """Whether `judge` has a check for the guardrail's validator (else its own rules run)."""
    return judge.validators is None or guardrail.validator in judge.validators


def _applies_criteria(judge: Judge, guardrail: Guardrail) -> bool:
    """Whether `judge` reads the guardrail's criteria, or there are none to read."""
    return judge.follows_criteria or not guardrail.criteria.strip()


def _check_ids(guardrails: Sequence[Guardrail]) -> None:
    """A 422 for two guardrails with one id (a policy's and one sent with it, too): results
    and decision records name a guardrail by its id, so which one decided could not be told."""
    seen: set[str] = set()
    for guardrail in guardrails:
        if guardrail.id in seen:
            raise UnprocessableInput(
                f"Two guardrails share the id {said(guardrail.id)}: each needs its own."
            )
        seen.add(guardrail.id)


def _report_error(
    guardrail: Guardrail, result: GuardrailResult, judge: str, metrics: Metrics
) -> None:
    """A judge that could not decide is counted and logged by cause; letting the call through
    anyway (`on_error: allow`) is a bypass, counted and logged at warning."""
    cause = result.error or "internal"
    metrics.judge_errors.labels(judge, cause).inc()
    fields = {"guardrail_id": guardrail.id, "judge": judge, "cause": cause}
    if result.bypassed:
        metrics.bypasses.labels(judge, cause).inc()
        logger.warning("guardrail bypassed: its judge failed and on_error allows", extra=fields)
    else:
        logger.info("judge could not decide", extra=fields)


async def _call_judge(
    judge: Judge,
    request: JudgeRequest,
    guardrail: Guardrail,
    result: GuardrailResult,
    sent: list[Reference],
) -> None:
    try:
        verdict, dropped = await _ask(judge, request)
    except UnreadableFiles as exc:
        result.error = exc.cause
        result.unread = exc.unread
        result.stage = exc.stage
        result.reason = f"the judge could not decide ({exc.cause})"
    except JudgeError as exc:
        result.error = exc.cause
        result.stage = exc.stage
        result.reason = f"the judge could not decide ({exc.cause})"
    except Exception:
        # A judge bug must not become a 500 or an allow: it is an error like any other.
        logger.exception("judge failed", extra={"judge": judge.name, "guardrail_id": guardrail.id})
        result.error = "internal"
        result.reason = "the judge could not decide (internal)"
    else:
        _settle(result, guardrail, sent, verdict, dropped=dropped)


@contextmanager
def _cut_off(span: Any) -> Iterator[None]:
    """A span whose step was cancelled (the deadline passed, an earlier guardrail decided,
    the request ended) says so, instead of ending with no outcome at all; the answer's
    result for it is made after (`deadline`, or `skipped`)."""
    try:
        yield
    except anyio.get_cancelled_exc_class():
        span.set_attribute("attachguard.outcome", "cancelled")
        raise


async def _traced_guardrail(
    guardrail: Guardrail, subject: Subject, resolution: Resolution, context: _Context
) -> GuardrailResult:
    """One guardrail in its own span: ids, judge, outcome and file counts, never content."""
    with traced(
        "guardrail",
        attributes={
            "attachguard.guardrail_id": guardrail.id,
            "attachguard.judge": guardrail.judge,
            "attachguard.files": len(resolution.for_guardrail(guardrail.applies_to)),
        },
    ) as span:
        with _cut_off(span):
            result = await _run_guardrail(guardrail, subject, resolution, context)
        span.set_attribute("attachguard.outcome", result.outcome.value)
        if result.action is not None:
            span.set_attribute("attachguard.action", result.action.value)
        return result


def _record_of(guardrail: Guardrail, result: GuardrailResult) -> dict[str, object]:
    """What a decision record keeps of one guardrail: ids, outcome, cause, timing; of a
    judge's own words only their digest (R2.12)."""
    free = result.free_text
    return {
        "id": guardrail.id,
        "name": guardrail.name,
        "outcome": result.outcome.value,
        "action": None if result.action is None else result.action.value,
        "judge": result.judge.name if result.judge else guardrail.judge,
        "judge_kind": result.judge.kind if result.judge else None,
        "latency_ms": result.judge.latency_ms if result.judge else None,
        "judge_stage": result.stage,
        "error": result.error,
        "reason": result.reason,
        "reason_sha256": hashlib.sha256(free.encode()).hexdigest() if free else None,
        "categories": result.categories,
        "files_sent": [r.id for r in result.attachments],
        "files_flagged": [r.id for r in result.flagged],
        "unread_files": [u.reference.id for u in result.unread],
        "attachments_dropped": result.attachments_dropped,
        "criteria_applied": result.criteria_applied,
        "bypassed": result.bypassed,
        "cache": result.cache,
    }


def _check_policy(guardrail: Guardrail) -> None:
    """A provenance guardrail's parameters: none, or its policy as the first (422s)."""
    parameters = guardrail.parameters
    if parameters and not isinstance(parameters[0], dict):
        raise InvalidParameters(
            f"Guardrail {guardrail.id!r}: the provenance validator takes its policy as an "
            "object in parameters[0]."
        )
    try:
        policy_of(parameters)
    except ValidationError as exc:
        where = "; ".join(
            ".".join(str(part) for part in error["loc"]) + ": " + safe_message(error)
            for error in exc.errors(include_url=False)
        )
        raise InvalidParameters(
            f"Guardrail {guardrail.id!r}: its provenance policy is not valid ({where})."
        ) from None


def _skipped(guardrail: Guardrail, reason: str) -> GuardrailResult:
    return GuardrailResult(
        guardrail_id=guardrail.id,
        guardrail_name=guardrail.name,
        outcome=Outcome.SKIPPED,
        reason=reason,
    )


async def _run_pending(
    pending: list[tuple[int, Guardrail]],
    results: list[GuardrailResult | None],
    budget_s: float,
    settled: Callable[[], int | None],
    run_one: Callable[[Guardrail], Awaitable[GuardrailResult]],
) -> None:
    """Run the pending guardrails concurrently into `results` until the sequential answer is
    `settled` or `budget_s` has passed; what is unfinished then stays None."""
    # anyio's cancel scope, not asyncio's timeout, though it costs two backend lookups (about
    # 5 % of a text evaluate): a step in a worker thread (the classifier's inference, a store
    # read) waits for its thread under anyio's shield, which asyncio's cancellation would
    # break through, leaving the thread running and its limiter slot free.
    with anyio.move_on_after(budget_s):
        if len(pending) == 1:
            # One judge to ask (the common case): no task group to set up and tear down.
            ((only, guardrail),) = pending
            results[only] = await run_one(guardrail)
            return
        async with anyio.create_task_group() as group:

            async def run(index: int, guardrail: Guardrail) -> None:
                results[index] = await run_one(guardrail)
                if settled() is not None:
                    group.cancel_scope.cancel()

            for index, guardrail in pending:
                group.start_soon(run, index, guardrail)


class GuardrailService:
    """Resolution (R1) and evaluation (R2) with the configured judges and limits."""

    def __init__(
        self,
        judges: dict[str, Judge],
        metrics: Metrics,
        limits: GuardrailLimits,
        *,
        store: AttachmentStore | None = None,
        caches: dict[str, VerdictCache] | None = None,
        decisions: DecisionLog | None = None,
        provenance: Judge | None = None,
        policies: Mapping[str, NamedPolicy] | None = None,
        memo: FileMemo | None = None,
    ) -> None:
        self._memo = memo
        self._judges = judges
        self._metrics = metrics
        self._limits = limits
        self._store = store
        self._caches = caches or {}
        self._decisions = decisions
        self._provenance = provenance
        self._policies = dict(policies or {})

    def subject(
        self,
        *,
        scope: Scope,
        stage: Stage,
        tool_name: str | None,
        messages: Sequence[object],
        output: object,
        registry: Sequence[object],
        output_given: bool = True,
        tool_call_id: str | None = None,
    ) -> Subject:
        """The subject of a request, within the limits (`LimitExceeded`, 422)."""
        limits = self._limits
        if len(registry) > limits.max_registry:
            raise LimitExceeded(
                f"The registry holds {len(registry)} entries; the limit is {limits.max_registry}."
            )
        if len(messages) > limits.max_messages:
            raise LimitExceeded(
                f"The conversation holds {len(messages)} messages; the limit is "
                f"{limits.max_messages}."
            )
        if scope is Scope.AGENT and stage is Stage.POST:
            # The output is judged as JSON text: bounded before anything serialises it.
            self.check_json(output, "'output'")
        return Subject(
            scope=scope,
            stage=stage,
            tool_name=tool_name,
            messages=messages,
            output=output,
            registry=Registry(registry),
            output_given=output_given,
            tool_call_id=tool_call_id,
        )

    def judges_without_criteria(self) -> list[str]:
        """The configured judges that cannot apply a guardrail's free-text criteria."""
        return sorted(name for name, judge in self._judges.items() if not judge.follows_criteria)

    async def aclose(self) -> None:
        """Close the judges' clients."""
        for judge in self._judges.values():
            await judge.aclose()

    def resolve(self, subject: Subject) -> Resolution:
        """What a guardrail at the subject's scope and stage would be sent (R1, no judge)."""
        return resolve(subject, max_references=self._limits.max_references)

    def guardrails_for(
        self, tenant: str, policy: str | None, inline: Sequence[Guardrail]
    ) -> list[Guardrail]:
        """The guardrails a request runs: its named policy's (when it names one, and it is
        open to the tenant), then its own."""
        if policy is None:
            return list(inline)
        named = self._policies.get(policy)
        if named is None or not named.open_to(tenant):
            raise UnknownPolicy(f"No policy named {said(policy)} is configured for this tenant.")
        return [*named.guardrails, *inline]

    def check_json(self, value: object, what: str) -> None:
        """`LimitExceeded` (422) when `value` is nested or sized past the JSON limits."""
        limits = self._limits
        if exceeds(value, max_depth=limits.max_json_depth, max_nodes=limits.max_json_values):
            raise LimitExceeded(
                f"{what} is past the limit of {limits.max_json_depth} levels or "
                f"{limits.max_json_values} values."
            )

    def check_schema(self, schema: object) -> None:
        """`LimitExceeded` (422) when an output schema holds more values than the JSON
        limit; how deep it nests is the schema walk's to bound (`schema_too_deep`), which
        says so in a schema's own words."""
        limit = self._limits.max_json_values
        if exceeds(schema, max_depth=MAX_PARSED_DEPTH, max_nodes=limit):
            raise LimitExceeded(f"'output_schema' is past the limit of {limit} values.")

    def check(self, guardrails: Sequence[Guardrail]) -> None:
        """Limits and judge names of a guardrail list, before anything runs (422s)."""
        if len(guardrails) > self._limits.max_guardrails:
            raise LimitExceeded(
                f"{len(guardrails)} guardrails in one request; the limit is "
                f"{self._limits.max_guardrails}."
            )
        _check_ids(guardrails)
        for guardrail in guardrails:
            if guardrail.validator == PROVENANCE:
                _check_policy(guardrail)
        unknown = sorted(
            {
                g.judge
                for g in guardrails
                if g.judge not in self._judges and g.validator != PROVENANCE
            }
        )
        if unknown:
            raise UnknownJudge(
                f"Unknown judge name(s): {', '.join(map(said, unknown[:MAX_NAMED]))}. "
                f"Configured: {', '.join(sorted(self._judges))}."
            )

    async def evaluate(
        self,
        subject: Subject,
        guardrails: Sequence[Guardrail],
        *,
        tenant: str,
        deadline_ms: int | None,
        job_key: str | None,
        policy: str | None = None,
        shared: Shared | None = None,
    ) -> Evaluation:
        """Run the applicable guardrails concurrently; decide as if they ran in order (R2.5).

        The first blocking guardrail in list order decides once every guardrail before it has
        finished; the ones still running after it are cancelled and reported skipped. Past the
        deadline (R2.9) unfinished guardrails end in `error` and follow their `on_error`.
        """
        self.check(guardrails)
        resolution = self.resolve(subject)
        if shared is None:
            shared = Shared(FileTexts(self._memo), Reading(subject.messages))
        context = _Context(
            self._judges,
            self._metrics,
            tenant,
            shared.files,
            self._caches,
            self._store,
            self._provenance,
            shared.reading,
            unsent_error=self._limits.unsent_error,
        )
        results: list[GuardrailResult | None] = [None] * len(guardrails)
        for index, guardrail in enumerate(guardrails):
            reason = skip_reason(
                guardrail, scope=subject.scope, stage=subject.stage, tool_name=subject.tool_name
            )
            if reason is not None:
                results[index] = _skipped(guardrail, reason)

        def settled() -> int | None:
            return first_block(
                [None if r is None else Finished(i, r.action) for i, r in enumerate(results)]
            )

        limits = self._limits
        budget_ms = min(deadline_ms or limits.deadline_ms, limits.max_deadline_ms)
        pending = [index for index, result in enumerate(results) if result is None]
        await _run_pending(
            [(index, guardrails[index]) for index in pending],
            results,
            budget_ms / 1000,
            settled,
            lambda guardrail: _traced_guardrail(guardrail, subject, resolution, context),
        )
        decided = settled()
        final: list[GuardrailResult] = []
        for index, (guardrail, result) in enumerate(zip(guardrails, results, strict=True)):
            if result is None:
                if decided is not None and index > decided:
                    result = _skipped(guardrail, "an earlier guardrail blocked")
                else:
                    stage = context.stages.get(id(guardrail))
                    judge = context.judge_for(guardrail)
                    result = GuardrailResult(
                        guardrail_id=guardrail.id,
                        guardrail_name=guardrail.name,
                        outcome=Outcome.ERROR,
                        error="deadline",
                        reason=f"the judge did not answer within {budget_ms} ms"
                        + (f" (the cascade's {stage} stage was running)" if stage else ""),
                        attachments=resolution.for_guardrail(guardrail.applies_to),
                        action=action_taken(guardrail, Outcome.ERROR),
                        stage=stage,
                        # Asked, and it ran the whole budget.
                        judge=JudgeCall(judge.name, judge.kind, float(budget_ms), stage),
                    )
                    context.metrics.judge_calls.labels(judge.name, "deadline").inc()
                    context.metrics.judge_latency.labels(judge.name).observe(budget_ms / 1000)
                    _report_error(guardrail, result, judge.name, context.metrics)
                results[index] = result
            final.append(result)
        decided = settled()
        evaluation = _decide(subject, guardrails, final, resolution, decided, job_key)
        _log(guardrails, final, evaluation, decided)
        if self._decisions is not None:
            record = self._decisions.record(
                tenant=tenant,
                job_key=job_key,
                tool_call_id=resolution.tool_call_id,
                scope=subject.scope.value,
                stage=subject.stage.value,
                tool_name=subject.tool_name,
                judged=resolution.input,
                decision=evaluation.decision.value,
                message=evaluation.message,
                guardrails=[_record_of(g, r) for g, r in zip(guardrails, final, strict=True)],
                policy=policy,
            )
            await self._decisions.submit(tenant, record)
        # Counted once answered: a decision whose record the journal refused is a 503.
        context.metrics.decisions.labels(evaluation.decision.value).inc()
        return evaluation

    async def evaluate_each_call(
        self,
        subject: Subject,
        guardrails: Sequence[Guardrail],
        *,
        tenant: str,
        deadline_ms: int | None,
        job_key: str | None,
        policy: str | None = None,
    ) -> list[CallEvaluation]:
        """Evaluate every tool call of the latest assistant turn (at pre) or every result that
        answers one (at post), concurrently, each as its own tool-scope evaluation named by its
        call id; `subject.tool_name`, when given, keeps only that tool's calls. A turn with no
        such call is a 422 `no_tool_calls`, never an allow)."""
        self.check(guardrails)
        conversation = Conversation(subject.messages)
        # Each call by its position in the turn: ids may be missing (Gemini) or repeated.
        calls = [
            (position, call)
            for position, call in enumerate(
                turn_calls(conversation, post=subject.stage is Stage.POST)
            )
            if subject.tool_name is None or call.name == subject.tool_name
        ]
        if len(calls) > self._limits.max_turn_calls:
            raise LimitExceeded(
                f"{len(calls)} tool calls in one turn; the limit is {self._limits.max_turn_calls}."
            )
        if not calls:
            raise NoToolCalls(
                "The latest assistant turn holds no tool call to judge"
                + (" that a result answers." if subject.stage is Stage.POST else ".")
            )
        subjects = [
            replace(subject, tool_name=call.name, tool_call_id=call.id, turn_position=position)
            for position, call in calls
        ]
        evaluations: list[Evaluation | None] = [None] * len(subjects)
        # One reading of the files and the conversation for every call of the turn.
        shared = Shared(FileTexts(self._memo), Reading(subject.messages))

        async def run(index: int) -> None:
            evaluations[index] = await self.evaluate(
                subjects[index],
                guardrails,
                tenant=tenant,
                deadline_ms=deadline_ms,
                job_key=job_key,
                policy=policy,
                shared=shared,
            )

        async with anyio.create_task_group() as group:
            for index in range(len(subjects)):
                group.start_soon(run, index)
        return [
            CallEvaluation(one.tool_call_id, one.tool_name or "", evaluation)
            for one, evaluation in zip(subjects, evaluations, strict=True)
            if evaluation is not None
        ]


def deciding(calls: Sequence[CallEvaluation]) -> CallEvaluation:
    """The call whose evaluation decides a turn: the first (in the turn's order) that does not
    allow, else the first."""
    return next((c for c in calls if c.evaluation.decision is not Decision.ALLOW), calls[0])


def _decide(
    subject: Subject,
    guardrails: Sequence[Guardrail],
    results: list[GuardrailResult],
    resolution: Resolution,
    decided: int | None,
    job_key: str | None,
) -> Evaluation:
    if decided is not None:
        guardrail, result = guardrails[decided], results[decided]
        action = guardrail.action
        reason = result.reason or ""
        if result.outcome is Outcome.FLAGGED and isinstance(action, BlockAction) and action.reason:
            reason = action.reason
        return Evaluation(
            decision=Decision.BLOCK,
            message=decision_message("Blocked", guardrail.name, reason, result.flagged),
            resolution=resolution,
            results=results,
            escalation=None,
        )
    for guardrail, result in zip(guardrails, results, strict=True):
        action = guardrail.action
        if result.action is ActionTaken.ESCALATE and action.type == "escalate":
            escalation = Escalation(
                guardrail_id=guardrail.id,
                guardrail_name=guardrail.name,
                recipient=action.recipient,
                app=action.app,
                scope=subject.scope,
                stage=subject.stage,
                tool_name=subject.tool_name,
                tool_call_id=resolution.tool_call_id,
                job_key=job_key,
                input=resolution.input,
                reason=result.reason,
                flagged_files=result.flagged_files,
                attachments=result.attachments,
            )
            return Evaluation(
                decision=Decision.ESCALATE,
                message=decision_message(
                    "Escalated", guardrail.name, result.reason or "", result.flagged
                ),
                resolution=resolution,
                results=results,
                escalation=escalation,
            )
    return Evaluation(
        decision=Decision.ALLOW,
        message=None,
        resolution=resolution,
        results=results,
        escalation=None,
    )


def _log(
    guardrails: Sequence[Guardrail],
    results: list[GuardrailResult],
    evaluation: Evaluation,
    decided: int | None,
) -> None:
    # Ids, outcomes, counts and the operator's own message: never the judged text or a file's
    # content.
    for index, (guardrail, result) in enumerate(zip(guardrails, results, strict=True)):
        if decided is not None and index > decided:
            continue
        if result.action is ActionTaken.LOG and guardrail.action.type == "log":
            logger.log(
                _LOG_LEVELS[guardrail.action.severity],
                "guardrail flagged",
                extra={
                    "guardrail_id": guardrail.id,
                    "flagged_file_ids": [r.id for r in result.flagged],
                    # The operator's own words for this flag (the action's `message`).
                    "guardrail_message": display_name(guardrail.action.message) or None,
                },
            )
    logger.info(
        "guardrails evaluated",
        extra={
            "decision": evaluation.decision.value,
            "outcomes": [r.outcome.value for r in results],
            "files": len(evaluation.resolution.references),
        },
    )
