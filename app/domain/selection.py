"""Which tool call a guardrail around a tool judges (R1.9), as rules on normalised messages."""

from __future__ import annotations

from collections import Counter
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


def turns(backwards: Iterator[Message]) -> Iterator[tuple[list[Message], Counter[str]]]:
    """Assistant turns from the latest back, each with the result keys seen after its start
    (how many results carry each).

    A turn is a run of consecutive assistant messages (the Responses API gives every call an
    item of its own; items with no role of their own, such as reasoning, do not break a run).
    """
    answered: Counter[str] = Counter()
    turn: list[Message] = []
    for message in backwards:
        keys = [k for k in map(result_key, message.results) if k is not None]
        if message.role is Role.ASSISTANT:
            turn.append(message)
            answered.update(keys)
        elif message.role is Role.OTHER and not keys and not message.texts:
            continue
        else:
            if turn:
                yield list(reversed(turn)), Counter(answered)
                turn = []
            answered.update(keys)
    if turn:
        yield list(reversed(turn)), Counter(answered)


def latest_turn_calls(conversation: Conversation) -> tuple[list[Call], int] | None:
    """The calls of the latest assistant turn in document order, and the turn's first
    position; None when there is no assistant message at all."""
    latest = _latest_turn(conversation)
    return None if latest is None else ([call for call, _ in latest[0]], latest[1])


def _latest_turn(conversation: Conversation) -> tuple[list[tuple[Call, int]], int] | None:
    def rule(backwards: Iterator[Message]) -> tuple[list[tuple[Call, int]], int] | None:
        for turn, _ in turns(backwards):
            return _calls_of(turn), turn[0].index
        return None

    return backwards_apply(conversation, rule)


def turn_calls(conversation: Conversation, *, post: bool) -> list[Call]:
    """The calls of the latest assistant turn, in order, that a per-call evaluation judges:
    at pre every one, at post those a result in the conversation answers."""
    return [call for call, _ in _turn_calls_at(conversation, post=post)]


def _turn_calls_at(conversation: Conversation, *, post: bool) -> list[tuple[Call, int]]:
    latest = _latest_turn(conversation)
    if latest is None:
        return []
    calls, _ = latest
    if not post:
        return calls
    answered = {result_key(result) for m in conversation.read_all() for result in m.results}
    return [(call, index) for call, index in calls if call_key(call) in answered]


def select_turn_call(conversation: Conversation, position: int, *, post: bool) -> Selection | None:
    """The call at `position` of `turn_calls` (an `each_call` evaluation's own call, whatever
    its id: calls without one, or sharing one, are each judged on their own), and after it
    ran the result answering it: the k-th result of its key for the k-th call of that key."""
    calls = _turn_calls_at(conversation, post=post)
    if not 0 <= position < len(calls):
        return None
    call, at = calls[position]
    if not post:
        return Selection(call, None, "the turn's call at its position", at)
    key = call_key(call)
    ordinal = sum(1 for earlier, _ in calls[:position] if call_key(earlier) == key)
    answers = [
        (result, message.index)
        for message in conversation.read_all()
        for result in message.results
        if result_key(result) == key
    ]
    if ordinal >= len(answers):
        return None
    result, index = answers[ordinal]
    return Selection(call, result, "the turn's call at its position", index)


def _calls_of(turn: list[Message]) -> list[tuple[Call, int]]:
    return [(call, message.index) for message in turn for call in message.calls]


def first_unanswered_call(backwards: Iterator[Message], tool_name: str) -> tuple[Call, int] | None:
    """R1.9 pre-execution: the first call named `tool_name` in the latest assistant turn that
    no result answers yet, with its message's position."""
    for turn, answered in turns(backwards):
        # Results answer calls in order: two calls sharing an id and one result with it
        # leave the second unanswered (the one the runtime is about to run).
        for call, index in _calls_of(turn):
            key = call_key(call)
            if key is not None and answered[key] > 0:
                answered[key] -= 1
                continue
            if call.name == tool_name:
                return call, index
        return None
    return None


def first_named_call(backwards: Iterator[Message], tool_name: str) -> tuple[Call, int] | None:
    """R1.9 fallback: the first call named `tool_name` in the latest turn that has one."""
    for turn, _ in turns(backwards):
        named = [(call, index) for call, index in _calls_of(turn) if call.name == tool_name]
        if named:
            return named[0]
    return None


@dataclass(frozen=True, slots=True)
class Selection:
    """The current call (None when only its result is present) and, after it ran, its result.

    `index` is the position of the subject's message: the call's before the tool runs, the
    result's after.
    """

    call: Call | None
    result: Result | None
    rule: str
    index: int

    @property
    def call_id(self) -> str | None:
        if self.call is not None:
            return self.call.id
        return self.result.call_id if self.result is not None else None


@dataclass(frozen=True, slots=True)
class LastResult:
    """The conversation's last result and the call it answers, when the call is present."""

    result: Result | None = None
    index: int = -1
    call: Call | None = None


def last_result(backwards: Iterator[Message]) -> LastResult:
    """R1.9 post-execution: the last result, and the call it answers (searched backwards)."""
    found: LastResult | None = None
    key: str | None = None
    for message in backwards:
        if found is None:
            if not message.results:
                continue
            found = LastResult(message.results[-1], message.index)
            key = result_key(message.results[-1])
            if key is None:
                return found
        for call in reversed(message.calls):
            if call_key(call) == key:
                return LastResult(found.result, found.index, call)
    return found or LastResult()


def last_answered_call(conversation: Conversation, tool_name: str) -> Selection | None:
    """The latest result answering a call named `tool_name`, with that call (whole reading)."""
    messages = conversation.read_all()
    calls = {call_key(c): c for m in messages for c in m.calls if call_key(c) is not None}
    for message in reversed(messages):
        for result in reversed(message.results):
            call = calls.get(result_key(result))
            if call is not None and call.name == tool_name:
                return Selection(call, result, "the latest result of this tool", message.index)
    return None


def select_pre(conversation: Conversation, tool_name: str) -> Selection | None:
    """The call a pre-execution guardrail around `tool_name` judges, or None (R1.9, R1.11)."""
    found = backwards_apply(conversation, lambda m: first_unanswered_call(m, tool_name))
    if found is not None:
        return Selection(found[0], None, "first unanswered call", found[1])
    found = backwards_apply(conversation, lambda m: first_named_call(m, tool_name))
    if found is not None:
        return Selection(found[0], None, "fallback: first call with this name", found[1])
    return None


def select_post(conversation: Conversation, tool_name: str) -> Selection | None:
    """The call and result a post-execution guardrail judges, or None (R1.9, R1.11).

    The call the last result answers, when it is named `tool_name`; else the latest result of a
    call named `tool_name` (better than the spec's first call by name: when another tool's
    result came last, the first call may be an older exchange whose result is not the one
    that just arrived); else a last result whose call is not in the conversation, when it names
    this tool, or names none and every message was readable (a runtime may send the tool
    message alone; but when a message could not be read, the missing call may be in it, and
    the result may belong to another tool).
    """
    last = backwards_apply(conversation, last_result)
    if last.call is not None and last.result is not None and last.call.name == tool_name:
        return Selection(last.call, last.result, "answered by the last result", last.index)
    latest = last_answered_call(conversation, tool_name)
    if latest is not None:
        return latest
    result = last.result
    if result is None or last.call is not None:
        return None
    if result.name == tool_name or (result.name is None and not conversation.unrecognised):
        return Selection(
            None, result, "the last result; its call is not in the conversation", last.index
        )
    return None


def select_by_id(
    conversation: Conversation, tool_name: str, call_id: str, *, post: bool
) -> Selection | None:
    """The call the runtime names by id (runtimes that run several calls at once know which
    one they ask about), and after it ran the result answering it; None when absent."""
    messages = conversation.read_all()
    for message in reversed(messages):
        for call in message.calls:
            if call.id != call_id or call.name != tool_name:
                continue
            if not post:
                return Selection(call, None, "named by tool_call_id", message.index)
            key = call_key(call)
            for later in reversed(messages):
                for result in reversed(later.results):
                    if result_key(result) == key:
                        return Selection(call, result, "named by tool_call_id", later.index)
            return None
    if post:
        # The tool message alone, naming the call.
        for message in reversed(messages):
            for result in reversed(message.results):
                if result.call_id == call_id and result.name in (None, tool_name):
                    return Selection(None, result, "named by tool_call_id", message.index)
    return None
