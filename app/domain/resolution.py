"""What a guardrail at a scope and stage judges: its text and its files (R1.5-R1.9)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from app.domain.conversation import (
    Message,
    answer_to,
    last_assistant,
    read_conversation,
    select_call,
)
from app.domain.mentions import MAX_SCAN_DEPTH, MAX_SCAN_NODES, Scan, Truncation, scan_mentions
from app.domain.references import Reference, Registry
from app.domain.tool_result import result_payloads


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


@dataclass(frozen=True, slots=True)
class Subject:
    """What the runtime sends about the moment it asks a guardrail to look at."""

    scope: Scope
    stage: Stage
    tool_name: str | None
    messages: Sequence[object]
    output: object
    registry: Registry


@dataclass(slots=True)
class Resolution:
    """The judged text, the files forwarded with it, and how they were found."""

    input: str
    references: list[Reference]
    tool_call_id: str | None = None
    scan: Scan = field(default_factory=Scan)
    notes: list[str] = field(default_factory=list)

    def for_guardrail(self, applies_to: AppliesTo) -> list[Reference]:
        """The files a guardrail receives: none for `prompts` (R1.6)."""
        return [] if applies_to is AppliesTo.PROMPTS else list(self.references)


def as_json_text(value: object) -> str:
    """`value` as the JSON text a judge reads; a string stays as it is."""
    if isinstance(value, str):
        return value
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        return ""


def _scan_all(payloads: Sequence[object]) -> Scan:
    total = Scan()
    for payload in payloads:
        remaining = MAX_SCAN_NODES - total.visited
        if remaining <= 0:
            total.truncated = total.truncated or Truncation.NODES
            break
        total.merge(scan_mentions(payload, max_depth=MAX_SCAN_DEPTH, max_nodes=remaining))
    return total


def _last_text(messages: Sequence[Message]) -> str:
    return messages[-1].text if messages else ""


def resolve(subject: Subject, *, max_references: int) -> Resolution:
    """The text and files for the subject's scope and stage, per the R1.7 table; never raises.

    Files from mentions are only those the registry holds, with the registry's name and type.
    """
    conversation = read_conversation(subject.messages)
    messages = conversation.messages
    notes = list(conversation.notes)
    if subject.registry.skipped:
        notes.append(f"{subject.registry.skipped} registry entries are not valid files; skipped")
    registry = subject.registry

    def from_mentions(text: str, payloads: Sequence[object], call_id: str | None) -> Resolution:
        scan = _scan_all(payloads)
        return Resolution(
            input=text,
            references=registry.mentioned(scan.ids, limit=max_references),
            tool_call_id=call_id,
            scan=scan,
            notes=notes,
        )

    if subject.scope in (Scope.AGENT, Scope.LLM) and subject.stage is Stage.PRE:
        return Resolution(
            input=_last_text(messages),
            references=registry.whole(limit=max_references),
            notes=notes,
        )
    if subject.scope is Scope.AGENT:
        return from_mentions(as_json_text(subject.output), [subject.output], None)
    if subject.scope is Scope.LLM:
        latest = last_assistant(messages)
        arguments = [call.arguments for call in latest.tool_calls] if latest else []
        if latest is None:
            notes.append("no assistant message")
        return from_mentions(as_json_text(arguments), [arguments], None)

    post = subject.stage is Stage.POST
    selection = select_call(messages, subject.tool_name or "", post=post)
    if selection is None:
        notes.append(f"no call to tool {subject.tool_name!r} in the messages")
        return Resolution(input="", references=[], notes=notes)
    call = selection.call
    if not post:
        return from_mentions(as_json_text(call.arguments), [call.arguments], call.id)
    answer = answer_to(messages, call)
    if answer is None:
        notes.append("no tool message answers the selected call")
        return Resolution(input="", references=[], tool_call_id=call.id, notes=notes)
    payloads, reasons = result_payloads(answer.content)
    notes.extend(reasons)
    return from_mentions(answer.text, payloads, call.id)
