"""A gateway's guardrail call mapped onto evaluations: what LiteLLM's proxy asks, answered.

An AI gateway sits between agents and models and calls the service around each completion:
before it (the request: the conversation so far) and after it (the response: the model's new
tool calls). It sends no guardrail list: a named policy of the settings says what runs. Each
call becomes the evaluations of the moments it stands for:

* request side: the model call itself (`llm` scope, `pre`: the last message and the job's
  files), and every tool result of the latest assistant turn (`tool` scope, `post`, one
  evaluation per call). Earlier turns were the latest on an earlier completion.
* response side: every tool call the model just made (`tool` scope, `pre`, one per call)
  and the calls as the model's output (`llm` scope, `post`). The conversation they follow is
  the request side's, kept for a while under the gateway's id of the completion (the
  response side carries none); without it, a guard that traces values to the user's words
  sees no user words, and so suspects every destination: safe, not quiet.

The decision follows the first evaluation (in that order) that does not allow. A mention of a
file the job does not hold is a block here (a direct caller sees it counted in `unforwarded`;
a gateway's client sees only allow or block, and an unjudged file is never an allow).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from cachetools import TTLCache

from app.domain.guardrail import Decision, Guardrail
from app.domain.messages import Conversation, call_key, result_key
from app.domain.resolution import Scope, Stage, Subject, Unforwarded
from app.domain.selection import turn_calls
from app.domain.shares import TenantShares
from app.errors import UnprocessableInput
from app.services.attachments import AttachmentService
from app.services.guardrails import CallEvaluation, Evaluation, GuardrailService

# How long the request side's conversation is kept for the response side of one completion.
CONVERSATION_TTL_S = 300.0


@dataclass(frozen=True, slots=True)
class GatewayCall:
    """One guardrail call of a gateway, in the service's terms."""

    side: str  # "request" or "response"
    call_id: str | None
    messages: Sequence[object]
    tool_calls: Sequence[object]
    texts: Sequence[str]
    policy: str
    job_key: str | None
    # The pictures the proxy found in the request (data or URLs), read only when it sends no
    # structured messages (which then carry them).
    images: Sequence[object] = ()


@dataclass(frozen=True, slots=True)
class GatewayAnswer:
    blocked: bool
    reason: str | None
    evaluations: int


class GatewayService:
    """Answers a gateway's guardrail calls with the tenant's named policies."""

    def __init__(
        self,
        guardrails: GuardrailService,
        attachments: AttachmentService,
        *,
        max_conversations: int,
        tenants: Collection[str] = ("default",),
        ttl_s: float = CONVERSATION_TTL_S,
    ) -> None:
        self._guardrails = guardrails
        self._attachments = attachments
        # Split among the tenants (`domain.shares`): one tenant's calls never push out the
        # conversation another's response side is judged with.
        self._conversations: TenantShares[TTLCache[str, Sequence[object]]] = TenantShares(
            tenants, max_conversations, lambda share: TTLCache(maxsize=share, ttl=ttl_s)
        )

    def check(self, *payloads: object) -> None:
        """What the gateway sent, bounded before anything walks it (`LimitExceeded`, 422)."""
        for payload in payloads:
            self._guardrails.check_json(payload, "the gateway's messages and tool calls")

    async def judge(self, tenant: str, call: GatewayCall) -> GatewayAnswer:
        guardrails = self._guardrails.guardrails_for(tenant, call.policy, ())
        registry: list[dict[str, str]] = []
        if call.job_key is not None:
            registry = [
                {"ID": record.id, "FullName": record.name, "MimeType": record.mime_type}
                for record in await self._attachments.job_attachments(tenant, call.job_key)
            ]
        if call.side == "request":
            # Without the structured messages, the texts' roles are unknown: they may be tool
            # results, so none of them is taken for the user's words.
            messages = list(call.messages) or _from_texts(call.texts, call.images)
            if call.call_id is not None:
                self._conversations.of(tenant)[call.call_id] = messages
            if _orphan_result(Conversation(messages)):
                # Its tool is unknown, so no guardrail of the policy can be chosen for it,
                # and the model would read it unjudged.
                return GatewayAnswer(
                    True, "Blocked: a tool result answers no call of the conversation", 0
                )
            moments = [(Scope.LLM, Stage.PRE, False), (Scope.TOOL, Stage.POST, True)]
        else:
            history: Sequence[object] = ()
            if call.call_id is not None:
                history = self._conversations.of(tenant).pop(call.call_id, ())
            turn: dict[str, Any] = {
                "role": "assistant",
                "content": "\n".join(call.texts) or None,
            }
            if call.tool_calls:
                turn["tool_calls"] = list(call.tool_calls)
                _check_tool_calls(turn, len(call.tool_calls))
            messages = [*history, turn]
            moments = [(Scope.TOOL, Stage.PRE, True), (Scope.LLM, Stage.POST, False)]
        evaluations: list[Evaluation] = []
        for scope, stage, each in moments:
            subject = self._guardrails.subject(
                scope=scope,
                stage=stage,
                tool_name=None,
                messages=messages,
                output=None,
                registry=registry,
                output_given=False,
            )
            evaluations += await self._moment(
                subject, guardrails, tenant=tenant, call=call, each=each
            )
        return _answer(evaluations)

    async def _moment(
        self,
        subject: Subject,
        guardrails: Sequence[Guardrail],
        *,
        tenant: str,
        call: GatewayCall,
        each: bool,
    ) -> list[Evaluation]:
        if not any(subject.scope.value in g.selector.scopes for g in guardrails):
            return []  # nothing of the policy looks at this moment
        options: dict[str, Any] = {
            "tenant": tenant,
            "deadline_ms": None,
            "job_key": call.job_key,
            "policy": call.policy,
        }
        if not each:
            if subject.scope is Scope.LLM and subject.stage is Stage.POST and not call.tool_calls:
                return []  # the model answered in words: no calls to judge as its output
            return [await self._guardrails.evaluate(subject, guardrails, **options)]
        conversation = Conversation(subject.messages)
        if not turn_calls(conversation, post=subject.stage is Stage.POST):
            return []  # the turn holds no call (or no result yet): nothing runs
        calls: list[CallEvaluation] = await self._guardrails.evaluate_each_call(
            subject, guardrails, **options
        )
        return [c.evaluation for c in calls]


def _answer(evaluations: Sequence[Evaluation]) -> GatewayAnswer:
    for evaluation in evaluations:
        if evaluation.decision is not Decision.ALLOW:
            return GatewayAnswer(True, evaluation.message, len(evaluations))
        reason = _unjudged(evaluation.resolution.unforwarded)
        if reason is not None:
            return GatewayAnswer(True, reason, len(evaluations))
    return GatewayAnswer(False, None, len(evaluations))


def _unjudged(unforwarded: Unforwarded) -> str | None:
    """Why files the conversation names went unjudged, or None: a gateway's client sees only
    allow or block, so a file nobody judged blocks (the evaluate API reports it instead)."""
    if unforwarded.not_in_registry:
        return (
            f"Blocked: the call mentions {unforwarded.not_in_registry} file(s) the job does not "
            "hold, so they were not judged (name the job in the x-attachguard-job header)"
        )
    if unforwarded.past_reference_cap:
        return (
            f"Blocked: {unforwarded.past_reference_cap} file(s) past the reference limit "
            "(ATTACHGUARD_MAX_REFERENCES) were not judged"
        )
    if unforwarded.past_scan_bound:
        return "Blocked: the scan stopped at its bound before it saw every file mentioned"
    return None


def _orphan_result(conversation: Conversation) -> bool:
    """Whether a tool result answers no call anywhere in the conversation."""
    messages = conversation.read_all()
    calls = {call_key(call) for message in messages for call in message.calls}
    return any(
        result_key(result) not in calls for message in messages for result in message.results
    )


def _check_tool_calls(turn: dict[str, Any], sent: int) -> None:
    """Every tool call the gateway sent must be one the service reads (a function with a
    name): a call it cannot read would go to the tool unjudged."""
    read = Conversation([turn]).at(0)
    calls = sum(len(message.calls) for message in read or ())
    if calls != sent:
        raise UnprocessableInput(
            f"{sent - calls} of the {sent} tool calls are not calls the service can read "
            "(each needs a type, a function with a name and its arguments)."
        )


def _from_texts(texts: Sequence[str], images: Sequence[object]) -> list[object]:
    """A conversation of the proxy's texts alone, roles unknown (so none is the user's); its
    pictures are parts of the last, which no reader takes (a pass is `unread_content`)."""
    messages: list[dict[str, Any]] = [{"role": "assistant", "content": text} for text in texts]
    pictures = [
        {"type": "image_url", "image_url": {"url": image if type(image) is str else ""}}
        for image in images
    ]
    if pictures:
        if not messages:
            messages.append({"role": "assistant", "content": ""})
        last = messages[-1]
        last["content"] = [{"type": "text", "text": last["content"]}, *pictures]
    return list(messages)
