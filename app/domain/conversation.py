"""Messages in OpenAI or LangChain shape, and the selection of the current tool call (R1.9)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from app.domain.tool_result import content_text


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"
    SYSTEM = "system"
    OTHER = "other"


_ROLES = {
    "user": Role.USER,
    "human": Role.USER,
    "assistant": Role.ASSISTANT,
    "ai": Role.ASSISTANT,
    "tool": Role.TOOL,
    "function": Role.TOOL,
    "system": Role.SYSTEM,
    "developer": Role.SYSTEM,
}


@dataclass(frozen=True, slots=True)
class ToolCall:
    """One call an assistant message makes; `arguments` is the parsed JSON when it parses."""

    id: str | None
    name: str
    arguments: object


@dataclass(frozen=True, slots=True)
class Message:
    role: Role
    content: object
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None
    status: str | None = None

    @property
    def text(self) -> str:
        return content_text(self.content)


@dataclass(slots=True)
class Conversation:
    """Normalised messages plus what could not be read (never an exception, R1.5)."""

    messages: list[Message] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _arguments(raw: object) -> object:
    if isinstance(raw, str):
        try:
            return json.loads(raw)
        except (ValueError, RecursionError):
            return raw
    return raw


def _tool_call(raw: object) -> ToolCall | None:
    if not isinstance(raw, Mapping):
        return None
    call_id = raw.get("id")
    function = raw.get("function")
    if isinstance(function, Mapping):  # OpenAI: {id, type, function: {name, arguments}}
        name, arguments = function.get("name"), _arguments(function.get("arguments"))
    else:  # LangChain: {id, name, args}
        name, arguments = raw.get("name"), _arguments(raw.get("args", raw.get("arguments")))
    if not isinstance(name, str):
        return None
    return ToolCall(
        id=call_id if isinstance(call_id, str) else None, name=name, arguments=arguments
    )


def _message(raw: object) -> Message | None:
    if not isinstance(raw, Mapping):
        return None
    kind = raw.get("role", raw.get("type"))
    role = _ROLES.get(kind, Role.OTHER) if isinstance(kind, str) else Role.OTHER
    calls_raw = raw.get("tool_calls")
    calls = tuple(
        call
        for call in (_tool_call(c) for c in (calls_raw if isinstance(calls_raw, list) else []))
        if call is not None
    )
    call_id = raw.get("tool_call_id")
    status = raw.get("status")
    return Message(
        role=role,
        content=raw.get("content"),
        tool_calls=calls,
        tool_call_id=call_id if isinstance(call_id, str) else None,
        status=status if isinstance(status, str) else None,
    )


def read_conversation(raw_messages: Sequence[object]) -> Conversation:
    """Normalise messages of either shape; unreadable ones are skipped with a note."""
    conversation = Conversation()
    for index, raw in enumerate(raw_messages):
        message = _message(raw)
        if message is None:
            conversation.notes.append(f"message {index} is not an object; skipped")
        else:
            conversation.messages.append(message)
    return conversation


def last_assistant(messages: Sequence[Message]) -> Message | None:
    """The latest assistant message."""
    return next((m for m in reversed(messages) if m.role is Role.ASSISTANT), None)


@dataclass(frozen=True, slots=True)
class Selection:
    call: ToolCall
    rule: str


def select_call(messages: Sequence[Message], tool_name: str, *, post: bool) -> Selection | None:
    """The tool call a guardrail around `tool_name` judges (R1.9).

    Pre-execution: the first call named `tool_name` in the latest assistant message that no
    tool message answers yet. Post-execution: the call the last tool message answers. Else the
    first call named `tool_name` in the latest assistant message that has one.
    """
    if post:
        last_tool = next((m for m in reversed(messages) if m.role is Role.TOOL), None)
        if last_tool is not None and last_tool.tool_call_id is not None:
            for message in reversed(messages):
                for call in message.tool_calls:
                    if call.id == last_tool.tool_call_id and call.name == tool_name:
                        return Selection(call, "answered by the last tool message")
    else:
        latest = last_assistant(messages)
        if latest is not None:
            answered = {m.tool_call_id for m in messages if m.role is Role.TOOL and m.tool_call_id}
            for call in latest.tool_calls:
                if call.name == tool_name and (call.id is None or call.id not in answered):
                    return Selection(call, "first unanswered call")
    for message in reversed(messages):
        named = [c for c in message.tool_calls if c.name == tool_name]
        if named:
            return Selection(named[0], "fallback: first call with this name")
    return None


def answer_to(messages: Sequence[Message], call: ToolCall) -> Message | None:
    """The tool message answering `call` (the last one, if a runtime repeated it)."""
    if call.id is None:
        return None
    return next(
        (m for m in reversed(messages) if m.role is Role.TOOL and m.tool_call_id == call.id),
        None,
    )
