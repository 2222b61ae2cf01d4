"""What a guardrail at a scope and stage judges: its text and its files (R1.5-R1.11)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

import orjson

from app.domain.json_walk import MAX_SCAN_DEPTH, MAX_SCAN_NODES, Truncation
from app.domain.mentions import Scan, scan_mentions
from app.domain.messages import Call, Conversation, Result, Role, Unserialisable
from app.domain.references import Reference, Registry
from app.domain.selection import (
    Selection,
    latest_turn_calls,
    select_by_id,
    select_post,
    select_pre,
)
from app.domain.tool_result import may_hold_mention, parse_text, result_payloads


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
    """What the runtime sends about the moment it asks a guardrail to look at.

    `output_given` tells an output that is JSON `null` from no output at all (R1.11);
    `tool_call_id`, when given, names the current call instead of the R1.9 rules.
    """

    scope: Scope
    stage: Stage
    tool_name: str | None
    messages: Sequence[object]
    output: object
    registry: Registry
    output_given: bool = True
    tool_call_id: str | None = None


@dataclass(slots=True)
class Resolution:
    """The judged text, the files forwarded with it, and how they were found.

    `located` is False when the subject could not be found at all (R1.11): a guardrail must
    then end in `error`, never judge the empty text as if it had seen it.
    """

    input: str
    references: list[Reference]
    located: bool = True
    tool_call_id: str | None = None
    scan: Scan = field(default_factory=Scan)
    notes: list[str] = field(default_factory=list)

    def for_guardrail(self, applies_to: AppliesTo) -> list[Reference]:
        """The files a guardrail receives: none for `prompts` (R1.6)."""
        return [] if applies_to is AppliesTo.PROMPTS else list(self.references)


def as_json_text(value: object) -> str:
    """`value` as the JSON text a judge reads; a string stays as it is.

    Raises `Unserialisable` for a value nested deeper than JSON text is written (254 levels).
    """
    if type(value) is str:
        return value
    try:
        return orjson.dumps(value).decode()
    except orjson.JSONEncodeError as exc:
        raise Unserialisable(str(exc)) from None


def scan_all(payloads: Sequence[object]) -> Scan:
    """One scan over several payloads in order, sharing the node budget (R1.3)."""
    total = Scan()
    for payload in payloads:
        remaining = MAX_SCAN_NODES - total.visited
        if remaining <= 0:
            total.truncated = total.truncated or Truncation.NODES
            break
        total.merge(scan_mentions(payload, max_depth=MAX_SCAN_DEPTH, max_nodes=remaining))
    return total


@dataclass(slots=True)
class _Judged:
    text: str
    payloads: list[object] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _arguments(call: Call) -> _Judged:
    """The judged text of a call and the payloads its mentions come from (R1.7, R1.10)."""
    raw = call.arguments
    if call.free_text:
        text = raw if type(raw) is str else as_json_text(raw)
        payloads, reason = parse_text(text)
        return _Judged(text, payloads, [reason] if reason else [])
    if type(raw) is str:
        if not may_hold_mention(raw):
            return _Judged(raw)
        try:
            return _Judged(raw, [orjson.loads(raw)])
        except orjson.JSONDecodeError:
            return _Judged(raw, notes=[f"the arguments of call {call.id!r} are not JSON"])
    return _Judged(as_json_text(raw), [raw])


def _argument_value(call: Call) -> object:
    raw = call.arguments
    if type(raw) is str and not call.free_text:
        try:
            return orjson.loads(raw)
        except orjson.JSONDecodeError:
            return raw
    return raw


def _result(result: Result) -> _Judged:
    """A result's text, and its payloads: content first, then the artifact (R1.8, R1.10)."""
    payloads, notes = result_payloads(result.content)
    artifact = result.artifact
    if artifact is not None:
        more, reasons = result_payloads(artifact)
        payloads += more
        notes += reasons
    return _Judged(result.text, payloads, notes)


def _last_text(conversation: Conversation) -> str | None:
    for message in conversation.unpaired_backwards():
        if message.role is not Role.OTHER:
            return message.text
    return None


# Notes name at most this many unread messages: a million of them make one short note.
MAX_NOTED = 20


def _not_recognised(conversation: Conversation) -> list[str]:
    unread = conversation.unrecognised
    if not unread:
        return []
    if len(unread) == 1:
        return [f"message {unread[0]} is not a recognised message shape; skipped"]
    listed = ", ".join(str(i) for i in unread[:MAX_NOTED])
    more = f" and {len(unread) - MAX_NOTED} more" if len(unread) > MAX_NOTED else ""
    return [f"messages {listed}{more} are not recognised message shapes; skipped"]


def resolve(subject: Subject, *, max_references: int) -> Resolution:
    """The text and files for the subject's scope and stage (R1.7), or "not located" (R1.11).

    Files from mentions are only those the registry holds, with the registry's name and type.
    Never raises: anything unreadable degrades to fewer files plus a note (R1.5), and a
    subject too deeply nested to be written as text is not located (it is never judged as
    an empty text).
    """
    try:
        return _resolve(subject, max_references=max_references)
    except Unserialisable:
        conversation_notes = ["the subject nests too deeply to be judged as text"]
        return Resolution(input="", references=[], located=False, notes=conversation_notes)


def _resolve(subject: Subject, *, max_references: int) -> Resolution:
    conversation = Conversation(subject.messages)
    registry = subject.registry
    notes: list[str] = []

    def lost(why: str, call_id: str | None = None) -> Resolution:
        return Resolution(
            input="",
            references=[],
            located=False,
            tool_call_id=call_id,
            notes=[*notes, *_not_recognised(conversation), why],
        )

    def unread_after(index: int) -> bool:
        # An unreadable message after the subject may hold the real subject (a newer call, or
        # the result of this one): choosing the older one would judge the wrong thing.
        return any(position > index for position in conversation.unrecognised)

    def found(judged: _Judged, call_id: str | None) -> Resolution:
        scan = scan_all(judged.payloads)
        return Resolution(
            input=judged.text,
            references=registry.mentioned(scan.ids, limit=max_references),
            tool_call_id=call_id,
            scan=scan,
            notes=[*notes, *_not_recognised(conversation), *judged.notes],
        )

    scope, stage = subject.scope, subject.stage
    if scope in (Scope.AGENT, Scope.LLM) and stage is Stage.PRE:
        count = len(conversation)
        if count == 0 or conversation.at(count - 1) is None:
            return lost("the last message could not be read")
        text = _last_text(conversation)
        if text is None:
            return lost("no recognised message to take the text from")
        if registry.skipped:
            notes.append(f"{registry.skipped} registry entries are not valid files; skipped")
        return Resolution(
            input=text,
            references=registry.whole(limit=max_references),
            notes=[*notes, *_not_recognised(conversation)],
        )
    if scope is Scope.AGENT:
        if not subject.output_given:
            return lost("no agent output was sent")
        return found(_Judged(as_json_text(subject.output), [subject.output]), None)
    if scope is Scope.LLM:
        latest = latest_turn_calls(conversation)
        if latest is None:
            return lost("no recognised assistant message")
        calls, turn_index = latest
        if unread_after(turn_index):
            return lost("a message after the latest assistant turn could not be read")
        values = [_argument_value(call) for call in calls]
        judged = _Judged(as_json_text(values), [values])
        for call in calls:
            if call.free_text:
                judged.payloads += _arguments(call).payloads
        return found(judged, None)

    tool_name = subject.tool_name or ""
    selection: Selection | None
    if subject.tool_call_id is not None:
        selection = select_by_id(
            conversation, tool_name, subject.tool_call_id, post=stage is Stage.POST
        )
        if selection is not None and selection.result is not None:
            return found(_result(selection.result), selection.call_id)
        if selection is not None and selection.call is not None and stage is Stage.PRE:
            return found(_arguments(selection.call), selection.call_id)
        return lost(f"no call {subject.tool_call_id!r} to tool {tool_name!r} with its subject")
    if stage is Stage.PRE:
        selection = select_pre(conversation, tool_name)
        if selection is None or selection.call is None:
            return lost(f"no call to tool {tool_name!r} in any recognised message")
        if unread_after(selection.index):
            return lost("a message after the selected call could not be read", selection.call_id)
        return found(_arguments(selection.call), selection.call_id)
    selection = select_post(conversation, tool_name)
    if selection is None or selection.result is None:
        return lost(f"no recognised tool result answers a call to {tool_name!r}")
    if unread_after(selection.index):
        return lost("a message after the selected result could not be read", selection.call_id)
    return found(_result(selection.result), selection.call_id)
