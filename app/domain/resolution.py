"""What a guardrail at a scope and stage judges: its text and its files (R1.5-R1.11)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

import orjson

from app.domain.json_walk import MAX_SCAN_DEPTH, MAX_SCAN_NODES, Truncation
from app.domain.mentions import Scan, scan_mentions
from app.domain.messages import (
    Call,
    Conversation,
    Message,
    Result,
    Role,
    Unserialisable,
    unread_parts,
)
from app.domain.references import Reference, Registry
from app.domain.selection import (
    latest_turn_calls,
    select_by_id,
    select_post,
    select_pre,
    select_turn_call,
)
from app.domain.tool_result import (
    TOO_LARGE_LITERAL,
    is_block_list,
    loads_json,
    loads_scanned,
    may_hold_mention,
    parse_text,
    result_payloads,
)


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
    # Set by an `each_call` evaluation: the current call is the latest turn's call at this
    # position (`selection.select_turn_call`), whatever its id says.
    turn_position: int | None = None


@dataclass(frozen=True, slots=True)
class Unforwarded:
    """Files a guardrail was not sent, counted by why: mentions of files the registry does
    not hold (R1.2), files past the reference limit (R1.4), and whether the scan stopped at a
    bound before it saw every mention (R1.3). Never named: the ids are untrusted input."""

    not_in_registry: int = 0
    past_reference_cap: int = 0
    past_scan_bound: bool = False
    # Of `not_in_registry`, those whose only entries are not valid files (an empty name or
    # type): the run holds them, so the tool may be given them (not on the wire: the spec's
    # count is `not_in_registry`).
    invalid_entries: int = 0

    def notes(self, *, limit: int) -> list[str]:
        """What the answer says of them, in words."""
        said = []
        absent = self.not_in_registry - self.invalid_entries
        if absent:
            said.append(
                f"{absent} mentioned file(s) are not in the run's registry and were not sent "
                "to the judge"
            )
        if self.invalid_entries:
            said.append(
                f"{self.invalid_entries} mentioned file(s) have registry entries that are not "
                "valid files (an empty name or type) and were not sent to the judge"
            )
        if self.past_reference_cap:
            said.append(
                f"{self.past_reference_cap} file(s) past the limit of {limit} references were "
                "not sent to the judge"
            )
        if self.past_scan_bound:
            said.append("the scan stopped at its bound: mentions past it were not looked at")
        return said


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
    unforwarded: Unforwarded = field(default_factory=Unforwarded)
    # The kinds of file (`messages.part_file_kind`) held by parts of the judged messages that
    # no reader takes (a picture or a PDF sent inline): no judge saw them.
    unseen: tuple[str, ...] = ()

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
    unseen: tuple[str, ...] = ()


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
            return _Judged(raw, [loads_scanned(raw)])
        except ValueError:
            return _Judged(raw, notes=[f"the arguments of call {call.id!r} are not JSON"])
    return _Judged(as_json_text(raw), [raw])


def _argument_value(call: Call) -> object:
    raw = call.arguments
    if type(raw) is str and not call.free_text:
        try:
            return loads_json(raw)
        except ValueError:
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
    kinds, unseen = _result_unseen(result)
    if kinds:
        named = ", ".join(sorted({safe_kind(kind) for kind in kinds}))
        notes.append(
            f"the result holds {len(kinds)} part(s) not read ({named}); judged without them"
        )
    return _Judged(result.text, payloads, notes, unseen)


def _result_unseen(result: Result) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The kinds of a result's content parts no reader takes, and the kinds of file they hold."""
    content = result.content
    return unread_parts(content) if is_block_list(content) else ((), ())


def _seen_by_model(message: Message) -> tuple[str, ...]:
    """The kinds of file a message holds in parts no reader takes, its results' included."""
    return (*message.unseen, *(kind for r in message.results for kind in _result_unseen(r)[1]))


def _last_text(conversation: Conversation) -> tuple[str, tuple[str, ...]] | None:
    """The text of the last message; when it is a tool's result, of every result after the
    latest assistant turn (parallel calls answered one message each: the model reads them
    all next, as one Anthropic message would carry them). With it, the kinds of file those
    messages hold that no reader takes, and the user's messages just before the last (a
    client that sends a file and its question as two messages)."""
    said: list[str] = []
    unseen: list[str] = []
    run: Role | None = None
    for message in conversation.unpaired_backwards():
        # A message of no known role with words (a LangChain chat message's own role) is
        # text the model reads as much as any.
        # One without (a computer's screenshot) is passed over, what it holds is not.
        if message.role is Role.OTHER and not message.texts and run in (None, Role.TOOL):
            unseen.extend(message.unseen)
            continue
        if run is not None and (message.role is not run or run not in _RUNS):
            break
        if run is not Role.USER:
            # The judged text is the last message (R1.7), or the run of tool results; what
            # the user sent just before it, as its own message, is read by the model too.
            said.append(message.text)
        run = message.role
        unseen.extend(_seen_by_model(message))
    return ("\n".join(reversed(said)), tuple(unseen)) if said else None


# Roles whose consecutive last messages the model reads as one.
_RUNS = (Role.TOOL, Role.USER)


# Notes name at most this many unread messages: a million of them make one short note.
MAX_NOTED = 20


def _not_recognised(conversation: Conversation) -> list[str]:
    notes = _unread_parts(conversation)
    unread = conversation.unrecognised
    if not unread:
        return notes
    if len(unread) == 1:
        return [f"message {unread[0]} is not a recognised message shape; skipped", *notes]
    listed = ", ".join(str(i) for i in unread[:MAX_NOTED])
    more = f" and {len(unread) - MAX_NOTED} more" if len(unread) > MAX_NOTED else ""
    return [f"messages {listed}{more} are not recognised message shapes; skipped", *notes]


def safe_kind(kind: str) -> str:
    """A part's type as a note may say it: a short word, else `part`."""
    return (
        kind if len(kind) <= 32 and kind.replace("_", "").isalnum() and kind.isascii() else "part"
    )


def _unread_parts(conversation: Conversation) -> list[str]:
    """A note per message holding parts no reader takes: judged without them (the kinds are
    said, made safe: they are the client's words)."""
    notes = []
    for index, kinds in conversation.unread_parts[:MAX_NOTED]:
        named = ", ".join(sorted({safe_kind(kind) for kind in kinds}))
        notes.append(
            f"message {index} holds {len(kinds)} part(s) not read ({named}); judged without them"
        )
    return notes


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


class _Resolver:
    """One resolution (R1.7): the rules per scope and stage, each in a method of its own."""

    def __init__(self, subject: Subject, max_references: int) -> None:
        self.subject = subject
        self.limit = max_references
        self.conversation = Conversation(subject.messages)
        self.notes: list[str] = []

    def lost(self, why: str, call_id: str | None = None) -> Resolution:
        """The subject is not there (R1.11): the guardrail must end in `error`."""
        return Resolution(
            input="",
            references=[],
            located=False,
            tool_call_id=call_id,
            notes=[*self.notes, *_not_recognised(self.conversation), why],
        )

    def unread_after(self, index: int) -> bool:
        # An unreadable message after the subject may hold the real subject (a newer call, or
        # the result of this one): choosing the older one would judge the wrong thing.
        return any(position > index for position in self.conversation.unrecognised)

    def found(self, judged: _Judged, call_id: str | None) -> Resolution:
        """The judged text and the files its mentions name that the registry holds."""
        scan = scan_all(judged.payloads)
        registry = self.subject.registry
        references, missing, invalid = registry.held_and_invalid(scan.ids, limit=self.limit)
        held = len(set(scan.ids)) - missing
        # A text too large to read as a Python literal: whatever it mentions is past a bound.
        too_large = any(TOO_LARGE_LITERAL in note for note in judged.notes)
        truncated = scan.truncated is not None or too_large
        unforwarded = Unforwarded(missing, held - len(references), truncated, invalid)
        return Resolution(
            input=judged.text,
            references=references,
            tool_call_id=call_id,
            scan=scan,
            notes=[
                *self.notes,
                *_not_recognised(self.conversation),
                *judged.notes,
                *unforwarded.notes(limit=self.limit),
            ],
            unforwarded=unforwarded,
            unseen=judged.unseen,
        )

    def resolve(self) -> Resolution:
        scope, stage = self.subject.scope, self.subject.stage
        if scope in (Scope.AGENT, Scope.LLM) and stage is Stage.PRE:
            return self.last_message()
        if scope is Scope.AGENT:
            if not self.subject.output_given:
                return self.lost("no agent output was sent")
            output = self.subject.output
            return self.found(_Judged(as_json_text(output), [output]), None)
        if scope is Scope.LLM:
            return self.latest_calls()
        if self.subject.turn_position is not None:
            return self.turn_call(self.subject.turn_position)
        if self.subject.tool_call_id is not None:
            return self.named_call(self.subject.tool_call_id)
        if stage is Stage.PRE:
            return self.current_call()
        return self.current_result()

    def last_message(self) -> Resolution:
        """Agent or llm scope, pre stage: the last message's text and the whole registry."""
        conversation, registry = self.conversation, self.subject.registry
        count = len(conversation)
        if count == 0 or conversation.at(count - 1) is None:
            return self.lost("the last message could not be read")
        last = _last_text(conversation)
        if last is None:
            return self.lost("no recognised message to take the text from")
        text, unseen = last
        if registry.skipped:
            self.notes.append(f"{registry.skipped} registry entries are not valid files; skipped")
        references = registry.whole(limit=self.limit)
        unforwarded = Unforwarded(past_reference_cap=registry.whole_count() - len(references))
        return Resolution(
            input=text,
            references=references,
            notes=[
                *self.notes,
                *_not_recognised(conversation),
                *unforwarded.notes(limit=self.limit),
            ],
            unforwarded=unforwarded,
            unseen=unseen,
        )

    def latest_calls(self) -> Resolution:
        """Llm scope, post stage: every call of the latest assistant turn."""
        latest = latest_turn_calls(self.conversation)
        if latest is None:
            return self.lost("no recognised assistant message")
        calls, turn_index = latest
        if self.unread_after(turn_index):
            return self.lost("a message after the latest assistant turn could not be read")
        values = [_argument_value(call) for call in calls]
        judged = _Judged(as_json_text(values), [values])
        for call, value in zip(calls, values, strict=True):
            if call.free_text or (value is call.arguments and type(value) is str):
                # Text the strict reading could not take (free text, or JSON nested past
                # the parsers' limits): its files as a scan finds them.
                arguments = _arguments(call)
                judged.payloads += arguments.payloads
                judged.notes += arguments.notes
        return self.found(judged, None)

    def named_call(self, call_id: str) -> Resolution:
        """Tool scope, with the runtime naming the current call."""
        tool_name = self.subject.tool_name or ""
        post = self.subject.stage is Stage.POST
        selection = select_by_id(self.conversation, tool_name, call_id, post=post)
        if selection is not None and selection.result is not None:
            return self.found(_result(selection.result), selection.call_id)
        if selection is not None and selection.call is not None and not post:
            return self.found(_arguments(selection.call), selection.call_id)
        return self.lost(f"no call {call_id!r} to tool {tool_name!r} with its subject")

    def turn_call(self, position: int) -> Resolution:
        """Tool scope, one call of an `each_call` evaluation: the turn's call at `position`."""
        post = self.subject.stage is Stage.POST
        selection = select_turn_call(self.conversation, position, post=post)
        if selection is None or selection.call is None:
            return self.lost(f"no call at position {position} of the latest turn with its subject")
        if self.unread_after(selection.index):
            return self.lost(
                "a message after the selected call could not be read", selection.call_id
            )
        if selection.result is not None:
            return self.found(_result(selection.result), selection.call_id)
        return self.found(_arguments(selection.call), selection.call_id)

    def current_call(self) -> Resolution:
        """Tool scope, pre stage: the current call's arguments (R1.9)."""
        tool_name = self.subject.tool_name or ""
        selection = select_pre(self.conversation, tool_name)
        if selection is None or selection.call is None:
            return self.lost(f"no call to tool {tool_name!r} in any recognised message")
        if self.unread_after(selection.index):
            return self.lost(
                "a message after the selected call could not be read", selection.call_id
            )
        return self.found(_arguments(selection.call), selection.call_id)

    def current_result(self) -> Resolution:
        """Tool scope, post stage: the result that answers the current call (R1.9)."""
        tool_name = self.subject.tool_name or ""
        selection = select_post(self.conversation, tool_name)
        if selection is None or selection.result is None:
            return self.lost(f"no recognised tool result answers a call to {tool_name!r}")
        if self.unread_after(selection.index):
            return self.lost(
                "a message after the selected result could not be read", selection.call_id
            )
        return self.found(_result(selection.result), selection.call_id)


def _resolve(subject: Subject, *, max_references: int) -> Resolution:
    return _Resolver(subject, max_references).resolve()
