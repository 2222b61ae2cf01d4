"""The `provenance` validator: a tool call's destinations traced to where they came from.

No model: the current call's destinations and objects (`domain.destinations`) are looked for
in the conversation before it and in the files the run holds, and the policy
(`domain.provenance`) says which make the call suspect. Passages are scored by the
heuristic's cue families and learned scorer, on one scale where 1 is what the content judge
blocks at.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import anyio

from app.domain.destinations import ADDRESSES, bounded_call_values
from app.domain.filename import display_name
from app.domain.messages import Call, Conversation
from app.domain.provenance import (
    CallFacts,
    Finding,
    Memo,
    ProvenancePolicy,
    Source,
    Traced,
    Why,
    call_facts,
    describe_finding,
    describe_unasked,
    is_unasked,
    judge_values,
    results_by_call,
    unasked_action,
    without_own_result,
)
from app.domain.references import Reference
from app.domain.selection import select_by_id, select_pre, select_turn_call
from app.judges.content import read_file_text
from app.judges.heuristic.injection import THRESHOLD, assess
from app.judges.heuristic.scorer import scorer
from app.judges.normalise import prepare
from app.judges.protocol import JudgeError, JudgeRequest, UnreadFile, Verdict, unread_verdict
from app.judges.worker_pool import WorkerPool
from app.settings import OnUnreadable
from app.store.protocol import AttachmentStore

PROVENANCE = "provenance"
# A file's name in a reason is cut to this many characters.
MAX_NAME_CHARS = 80


def file_label(name: str) -> str:
    """A file's name as a reason shows it: made safe (R2.6), cut, quoted."""
    shown = display_name(name)
    if len(shown) > MAX_NAME_CHARS:
        shown = shown[: MAX_NAME_CHARS - 1] + "…"
    return f"“{shown}”"


# Files of the run read as sources, per call.
MAX_SOURCE_FILES = 16
# The error's cause when a bound kept the guard from reading what may decide (R1.11).
PAST_BOUND = "past_bound"
UNREAD_ARGUMENTS = "unread_arguments"


# The learned scorer speaks for a passage only this sure: below it, its scores overlap those
# of ordinary requests in data ("please transfer the amount to").
LEARNED_FLOOR = 0.95


def suspicion(text: str) -> float:
    """How much `text` reads as written to the assistant, where 1 is the content judge's
    blocking score: the cue families' score, or the learned scorer's probability when it is
    at least `LEARNED_FLOOR`."""
    prepared = prepare(text).text
    cues = assess(prepared).strongest / THRESHOLD
    logits = scorer().logits(prepared)
    if not logits:
        return cues
    probability = 1.0 / (1.0 + math.exp(-min(30.0, max(logits))))
    return max(cues, probability if probability >= LEARNED_FLOOR else 0.0)


def policy_of(parameters: Sequence[object]) -> ProvenancePolicy:
    """The guardrail's policy: its first parameter when that is an object, else the defaults
    (validated when the guardrail is checked)."""
    first = parameters[0] if parameters else None
    return ProvenancePolicy.model_validate(first) if isinstance(first, dict) else ProvenancePolicy()


class Reading(Memo):
    """One request's conversation as the guard reads it, shared by every guardrail and call
    the request judges (see `Memo`): also the texts before each call, the run's files and
    each passage's score, worked out once."""

    def __init__(self, messages: Sequence[object]) -> None:
        super().__init__()
        self.conversation = Conversation(messages)
        self._listed: dict[int, tuple[list[tuple[str | None, Source]], list[Source]]] = {}
        self._sources: dict[tuple[int, str | None], list[Source]] = {}
        self._scores: dict[str, float] = {}
        self._facts: dict[
            tuple[str, str, int, int, int], tuple[list[Source], list[Source], CallFacts]
        ] = {}
        self.files: tuple[list[Source], list[UnreadFile]] | None = None
        self.files_lock: anyio.Lock | None = None
        # The files before they are read: one list, which `trace` and `facts` remember by.
        self.no_files: list[Source] = []

    def sources(self, before: int, current: Call) -> list[Source]:
        """`text_sources` of the call at message `before`, read once per request: the calls
        of one turn share one list (which `trace` remembers by) unless a result answers one
        of them."""
        listed = self._listed.get(before)
        if listed is None:
            by_call = results_by_call(self.conversation, before)
            listed = self._listed[before] = (by_call, [source for _, source in by_call])
        by_call, every = listed
        if current.id is None or all(call_id != current.id for call_id, _ in by_call):
            return every
        key = (before, current.id)
        found = self._sources.get(key)
        if found is None:
            found = self._sources[key] = without_own_result(by_call, current)
        return found

    def facts(
        self,
        tool_name: str,
        policy: ProvenancePolicy,
        sources: list[Source],
        earlier: list[Call],
        files: list[Source],
    ) -> CallFacts:
        """`call_facts`, once per call and policy: `earlier` is every call before this one,
        so its length says which; the sources are this reading's own lists."""
        key = (tool_name, policy.model_dump_json(), id(sources), id(files), len(earlier))
        kept = self._facts.get(key)
        if kept is None or kept[0] is not sources or kept[1] is not files:
            facts = call_facts(tool_name, policy, sources, earlier, files, memo=self)
            kept = self._facts[key] = (sources, files, facts)
        return kept[2]

    def suspicion(self, text: str) -> float:
        """`suspicion`, each passage scored once per request."""
        score = self._scores.get(text)
        if score is None:
            score = self._scores[text] = suspicion(text)
        return score


def _earlier_calls(conversation: Conversation, current: Call, index: int) -> list[Call]:
    """The calls the run made before the current one (in its own turn, those before it)."""
    earlier: list[Call] = []
    for message in conversation.read_all():
        if message.index > index:
            break
        for call in message.calls:
            if call is current:
                return earlier
            earlier.append(call)
    return earlier


class ProvenanceJudge:
    """Judges tool calls by where their destinations came from (see `domain.provenance`)."""

    kind = PROVENANCE
    follows_criteria = False
    validators: frozenset[str] | None = None  # provenance is its own validator

    def __init__(
        self,
        store: AttachmentStore,
        pool: WorkerPool,
        *,
        max_file_bytes: int,
        on_unreadable: OnUnreadable,
    ) -> None:
        self.name = PROVENANCE
        self._store = store
        self._pool = pool
        self._max_bytes = max_file_bytes
        self._on_unreadable = on_unreadable

    @property
    def on_unreadable(self) -> OnUnreadable:
        return self._on_unreadable

    def _current_call(self, request: JudgeRequest, conversation: Conversation) -> tuple[Call, int]:
        tool = request.tool_name or ""
        if request.turn_position is not None:
            selection = select_turn_call(conversation, request.turn_position, post=False)
        elif request.call_id is not None:
            selection = select_by_id(conversation, tool, request.call_id, post=False)
        else:
            selection = select_pre(conversation, tool)
        if selection is None or selection.call is None:
            raise JudgeError("subject_not_found", "no call to judge")
        return selection.call, selection.index

    async def judge(self, request: JudgeRequest) -> Verdict:
        """Flag the call when a destination it names is suspect, or its kind of action is one
        the user asked for none of; never needs the network."""
        policy = policy_of(request.guardrail.parameters)
        reading = request.reading if request.reading is not None else Reading(request.messages)
        call, index = self._current_call(request, reading.conversation)
        values, bound = bounded_call_values(call.arguments, free_text=call.free_text)
        sources = reading.sources(index, call)
        earlier = _earlier_calls(reading.conversation, call, index)
        traced = reading.trace(values, sources)
        files = reading.no_files
        facts = reading.facts(call.name, policy, sources, earlier, files)
        unread: list[UnreadFile] = []
        if any(not item.trusted for item in traced) or is_unasked(facts, policy):
            files, unread = await self._file_sources(request, reading)
            _add_found(traced, reading.trace(values, files))
            facts = reading.facts(call.name, policy, sources, earlier, files)
        findings = judge_values(traced, facts, policy, reading.suspicion)
        # The work above is all on the event loop: let the deadline and other requests in.
        await anyio.lowlevel.checkpoint()
        if findings:
            return _flagged(findings, facts)
        # An address the user typed makes the action theirs ("send 250 EUR to LT71…"); one
        # the system prompt gives does not.
        addressed = any(item.by_user and item.value.kind in ADDRESSES for item in traced)
        data = [] if addressed else unasked_action(facts, [*sources, *files], policy)
        if data:
            return _unasked(facts, data, unread)
        _unread_parts(bound, traced, request)
        return self._passed(traced, unread)

    def _passed(self, traced: list[Traced], unread: list[UnreadFile]) -> Verdict:
        if not traced:
            return Verdict(flagged=False, reason="the call names no destination or object")
        checked = f"{len(traced)} destination(s) checked"
        given = sum(item.trusted for item in traced)
        reason = f"no suspect destination ({checked}, {given} given by the user)"
        if unread and any(not item.trusted and not item.found for item in traced):
            # A value of no known origin may have come from a file that was not read.
            return unread_verdict(reason, unread, self._on_unreadable)
        return Verdict(flagged=False, reason=reason, unread=unread)

    async def _file_sources(
        self, request: JudgeRequest, reading: Reading
    ) -> tuple[list[Source], list[UnreadFile]]:
        """The texts of the files the run holds (up to `MAX_SOURCE_FILES`), as the judges
        read them, once per request."""
        if reading.files is None:
            # Guardrails run concurrently: the first reads, the others wait for its reading.
            if reading.files_lock is None:
                reading.files_lock = anyio.Lock()
            async with reading.files_lock:
                if reading.files is None:
                    reading.files = await self._read_files(request)
        return reading.files

    async def _read_files(self, request: JudgeRequest) -> tuple[list[Source], list[UnreadFile]]:
        if request.registry is None:
            return [], []
        references: list[Reference] = request.registry.whole(limit=MAX_SOURCE_FILES)
        sources: list[Source] = []
        unread: list[UnreadFile] = []
        for reference in references:
            read = await read_file_text(
                self._store,
                request.tenant,
                reference,
                max_bytes=self._max_bytes,
                max_chars=self._max_bytes,
                pool=self._pool,
                shared=request.files,
            )
            if read.text:
                sources.append(
                    Source(
                        f"the file {file_label(reference.file_name)}",
                        False,
                        read.text.lower(),
                        reference.id,
                        reference.file_name,
                    )
                )
            if read.gap is not None:
                gap = read.gap
                unread.append(UnreadFile(reference, gap.detail, gap.cause.value, read.kind.value))
        return sources, unread

    def readiness(self) -> str | None:
        return None

    async def aclose(self) -> None:
        """Nothing to release."""


def _add_found(traced: list[Traced], in_files: list[Traced]) -> None:
    for item, more in zip(traced, in_files, strict=True):
        item.found += more.found


def _past_file_cap(request: JudgeRequest) -> int:
    """How many files of the run the guard does not read (past `MAX_SOURCE_FILES`)."""
    registry = request.registry
    return 0 if registry is None else max(0, registry.whole_count() - MAX_SOURCE_FILES)


def _unasked(facts: CallFacts, data: Sequence[Source], unread: list[UnreadFile]) -> Verdict:
    """A call taking an action nobody asked for, after data: the files among what it read
    are named."""
    file_ids = [source.file_id for source in data if source.file_id is not None]
    return Verdict(
        flagged=True,
        reason=display_name(describe_unasked(facts, data)),
        flagged_ids=list(dict.fromkeys(file_ids)),
        categories=[Why.ACTION.value],
        unread=unread,
    )


def _flagged(findings: list[Finding], facts: CallFacts) -> Verdict:
    said = [describe_finding(finding, facts) for finding in findings[:3]]
    if len(findings) > 3:
        said.append(f"{len(findings) - 3} more")
    file_ids: list[str] = []
    for finding in findings:
        for source in finding.sources:
            if source.file_id is not None and source.file_id not in file_ids:
                file_ids.append(source.file_id)
    categories = sorted({finding.why.value for finding in findings})
    return Verdict(
        flagged=True,
        reason=display_name("; ".join(said)),
        flagged_ids=file_ids,
        categories=categories,
    )


def _unread_parts(bound: str | None, traced: Sequence[Traced], request: JudgeRequest) -> None:
    """No pass over what the guard did not read (R1.11): arguments it could not parse, or past
    a bound, may hold the destination that matters; a value of no known origin may have come
    from a file past its bound."""
    if bound == "parse":
        # A runtime that repairs JSON may run the call: what it acts on was not read.
        raise JudgeError(UNREAD_ARGUMENTS, "the arguments are neither JSON nor a literal")
    if bound is not None:
        raise JudgeError(PAST_BOUND, f"the call's arguments go past the guard's {bound} bound")
    if any(not item.trusted and not item.found for item in traced):
        past = _past_file_cap(request)
        if past:
            raise JudgeError(PAST_BOUND, f"{past} file(s) of the run past the guard's bound")
