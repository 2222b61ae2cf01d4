"""Which tool call a guardrail around a tool judges (R1.9), as rules on normalised messages."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from app.domain.messages import (
    Call,
    Conversation,
    Message,
    Result,
    Role,
    backwards_apply,
    call_key,
    result_key,
)


def turns(backwards: Iterator[Message]) -> Iterator[tuple[list[Message], set[str]]]:
    """Assistant turns from the latest back, each with the result keys seen after its start.

    A turn is a run of consecutive assistant messages (the Responses API gives every call an
    item of its own; items with no role of their own, such as reasoning, do not break a run).
    """
    answered: set[str] = set()
    turn: list[Message] = []
    for message in backwards:
        keys = {k for k in map(result_key, message.results) if k is not None}
        if message.role is Role.ASSISTANT:
            turn.append(message)
            answered |= keys
        elif message.role is Role.OTHER and not keys:
            continue
        else:
            if turn:
                yield list(reversed(turn)), set(answered)
                turn = []
            answered |= keys
    if turn:
        yield list(reversed(turn)), set(answered)


def latest_turn_calls(conversation: Conversation) -> list[Call] | None:
    """The calls of the latest assistant turn in document order; None without any assistant."""

    def rule(backwards: Iterator[Message]) -> list[Call] | None:
        for turn, _ in turns(backwards):
            return _calls_of(turn)
        return None

    return backwards_apply(conversation, rule)


def _calls_of(turn: list[Message]) -> list[Call]:
    return [call for message in turn for call in message.calls]


def first_unanswered_call(backwards: Iterator[Message], tool_name: str) -> Call | None:
    """R1.9 pre-execution: the first call named `tool_name` in the latest assistant turn that
    no result answers yet."""
    for turn, answered in turns(backwards):
        for call in _calls_of(turn):
            key = call_key(call)
            if call.name == tool_name and (key is None or key not in answered):
                return call
        return None
    return None


def first_named_call(backwards: Iterator[Message], tool_name: str) -> Call | None:
    """R1.9 fallback: the first call named `tool_name` in the latest turn that has one."""
    for turn, _ in turns(backwards):
        named = [call for call in _calls_of(turn) if call.name == tool_name]
        if named:
            return named[0]
    return None


@dataclass(frozen=True, slots=True)
class LastResult:
    """The conversation's last result and the call it answers, when the call is present."""

    result: Result | None
    call: Call | None


def last_result(backwards: Iterator[Message]) -> LastResult:
    """R1.9 post-execution: the last result, and the call it answers (searched backwards)."""
    found: Result | None = None
    key: str | None = None
    for message in backwards:
        if found is None:
            if not message.results:
                continue
            found = message.results[-1]
            key = result_key(found)
            if key is None:
                return LastResult(found, None)
        for call in reversed(message.calls):
            if call_key(call) == key:
                return LastResult(found, call)
    return LastResult(found, None)


def answer_to(backwards: Iterator[Message], call: Call) -> Result | None:
    """The last result answering `call` (by id, or by name and order where calls have none)."""
    key = call_key(call)
    if key is None:
        return None
    for message in backwards:
        for result in reversed(message.results):
            if result_key(result) == key:
                return result
    return None


@dataclass(frozen=True, slots=True)
class Selection:
    """The current call (None when only its result is present) and, after it ran, its result."""

    call: Call | None
    result: Result | None
    rule: str

    @property
    def call_id(self) -> str | None:
        if self.call is not None:
            return self.call.id
        return self.result.call_id if self.result is not None else None


def select_pre(conversation: Conversation, tool_name: str) -> Selection | None:
    """The call a pre-execution guardrail around `tool_name` judges, or None (R1.9, R1.11)."""
    call = backwards_apply(conversation, lambda m: first_unanswered_call(m, tool_name))
    if call is not None:
        return Selection(call, None, "first unanswered call")
    call = backwards_apply(conversation, lambda m: first_named_call(m, tool_name))
    if call is not None:
        return Selection(call, None, "fallback: first call with this name")
    return None


def select_post(conversation: Conversation, tool_name: str) -> Selection | None:
    """The call and result a post-execution guardrail judges, or None (R1.9, R1.11).

    The call the last result answers, when it is named `tool_name`; else the first call named
    `tool_name` in the latest turn having one, with the result answering it; else a last result
    whose call is not in the conversation and that names no other tool (a runtime may send the
    tool message alone).
    """
    last = backwards_apply(conversation, last_result)
    if last.call is not None and last.result is not None and last.call.name == tool_name:
        return Selection(last.call, last.result, "answered by the last result")
    call = backwards_apply(conversation, lambda m: first_named_call(m, tool_name))
    if call is not None:
        answer = backwards_apply(conversation, lambda m: answer_to(m, call))
        if answer is None:
            return None
        return Selection(call, answer, "fallback: first call with this name")
    result = last.result
    if result is not None and last.call is None and result.name in (None, tool_name):
        return Selection(None, result, "the last result; its call is not in the conversation")
    return None
