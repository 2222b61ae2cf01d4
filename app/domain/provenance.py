"""Where a tool call's destinations came from, and when that makes the call suspect.

The `provenance` validator, at tool pre: every destination or object the current call names
(`destinations.call_values`) is looked for in what came before the call. The system's and the
user's own words are trusted; tool results, the files the run holds and the assistant's own
text are not. A value the user gave is never suspect. A value that came only from untrusted
text is suspect when:

* the operator marked the tool as strict (`ProvenancePolicy.strict_tools`): any of them;
* the tool takes a sensitive kind of action (payment, message, sharing, deletion, browsing,
  booking, scheduling, account change, running or publishing code) and the user asked for no
  action of that kind (`actions.asked_for`): the data asked for it, not the user;
* it sits in markup a reader does not see (an HTML or Markdown comment);
* the passage it came from reads as written to the assistant (the heuristic's cue families
  at `ProvenancePolicy.suspicion`, far below the content judge's blocking score; in data the
  user pointed at, only at that blocking score);
* for a sensitive action, the sentence it sits in tells its reader to act on it, in a record
  the user did not point at (`pointed_at`), or in another language than the record around it;
* it names an address (an account, an e-mail address, a phone number, a URL) that appears
  nowhere in the conversation (or only in the assistant's own words), for a sensitive
  action: the model made it up, or decoded it from something written to hide it
  (`ProvenancePolicy.unknown_addresses`).

The findings name the argument, the kind of value, the source (a tool call or a file) and why;
never the value or the source text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from pydantic import BaseModel, ConfigDict, Field

from app.domain.actions import SENSITIVE, Action, action_of, asked_for, directs
from app.domain.destinations import ADDRESSES, Kind, Matcher, Value, call_values, word_set
from app.domain.filename import display_name
from app.domain.language import switches_language
from app.domain.messages import Call, Conversation, Message, Role

# Characters of a source read around a value to judge the passage it came from.
PASSAGE_BEFORE = 600
PASSAGE_AFTER = 300
# Passages judged per call, over all values and sources.
MAX_PASSAGES = 24
# Sources named per finding.
MAX_NAMED_SOURCES = 3


class ProvenancePolicy(BaseModel):
    """When the provenance validator flags: the guardrail's `parameters[0]`, every field
    optional."""

    model_config = ConfigDict(extra="forbid")

    suspicion: float = Field(
        strict=True,
        default=0.3,
        gt=0,
        le=1,
        description="How much a passage must read as addressed to the assistant to make "
        "the value it gave suspect (0-1; the content judge blocks at about 1).",
    )
    strict_tools: list[str] = Field(
        default_factory=list,
        max_length=500,
        description="Tools for which any value from untrusted text is suspect.",
    )
    tool_actions: dict[str, Action] = Field(
        default_factory=dict,
        description="The kind of action of tools whose names do not say it.",
    )
    unasked_actions: bool = Field(
        strict=True,
        default=True,
        description="Flag a call taking a sensitive kind of action the user asked for none "
        "of, once the run has read data (tool results, files), even when the call names "
        "nothing from that data: a protection switched off, a key or a member added, a "
        "limit raised.",
    )
    unknown_addresses: bool = Field(
        strict=True,
        default=True,
        description="Flag an address (account, e-mail, phone, URL) that appears nowhere in "
        "the conversation when the tool's action is sensitive.",
    )


class Why(StrEnum):
    NOT_ASKED = "not_asked"
    ADDRESSED = "addressed_to_assistant"
    DIRECTED = "directed_by_data"
    HIDDEN = "hidden_from_reader"
    STRICT = "strict_tool"
    UNKNOWN = "unknown_origin"
    REPEATED = "already_done"
    ACTION = "action_not_asked"


@dataclass(frozen=True, slots=True)
class Source:
    """A text that came before the call: `label` names it safely (a call and its tool, a
    file, the assistant), `file_id` is the file's id when it is one."""

    label: str
    trusted: bool
    folded: str
    file_id: str | None = None
    # A file's name, as the registry gives it.
    name: str | None = None
    # The text as written (the user's words only: their capitals name things).
    original: str = ""


@dataclass(slots=True)
class Finding:
    value: Value
    why: Why
    sources: list[Source] = field(default_factory=list)


@dataclass(slots=True)
class Traced:
    """One value and where it was found (untrusted sources only: a trusted one ends the
    search)."""

    value: Value
    trusted: bool
    found: list[tuple[Source, list[int]]] = field(default_factory=list)
    # Given by the user's own words, not only by the system prompt (which says what the
    # assistant may do, not what this user wants done).
    by_user: bool = False


USER = "the user"
SYSTEM = "the system prompt"
ASSISTANT = "the assistant's own text"

_SAFE_ID = re.compile(r"[^A-Za-z0-9_.:\-]")


def safe_label(text: str, limit: int = 64) -> str:
    """An id or name from the request, cut and stripped to characters that cannot say
    anything (a call id, a tool name, an argument path)."""
    cleaned = _SAFE_ID.sub("", display_name(text))
    return cleaned[:limit] or "?"


def safe_argument(argument: str) -> str:
    cleaned = re.sub(r"[^A-Za-z0-9_.\[\]\-]", "", argument)
    return cleaned[:80] or "an argument"


_ESCAPE = re.compile(
    r"\\u([dD][89abAB][0-9a-fA-F]{2})\\u([dD][c-fC-F][0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|\\([nrt\"/\\])"
)
_SIMPLE = {"n": "\n", "r": "\n", "t": " ", '"': "'", "/": "/", "\\": "\\"}


def _unescaped(match: re.Match[str]) -> str:
    high, low, single, simple = match.groups()
    if high is not None:
        code = 0x10000 + ((int(high, 16) - 0xD800) << 10) + (int(low, 16) - 0xDC00)
        return chr(code)
    if single is not None:
        return chr(int(single, 16))
    return _SIMPLE[simple]


def readable(text: str) -> str:
    """`text` with JSON string escapes undone (a tool result is often JSON text written with
    `\\u00e9` for é and `\\n` for a line break), so values and sentences are read as written;
    an escaped quote becomes `'`, so it does not end the string it sits in."""
    if "\\" not in text:
        return text
    return _ESCAPE.sub(_unescaped, text)


_TEXT_SOURCES = {
    Role.USER: (USER, True),
    Role.SYSTEM: (SYSTEM, True),
    Role.ASSISTANT: (ASSISTANT, False),
}


def _text_source(message: Message) -> Source | None:
    """A message's own words as a source: the user's and the system's trusted."""
    kind = _TEXT_SOURCES.get(message.role)
    text = "\n".join(part for part in message.texts if part)
    if kind is None or not text:
        return None
    label, trusted = kind
    return Source(label, trusted, text.lower(), original=text if label == USER else "")


def text_sources(conversation: Conversation, before: int, current: Call) -> list[Source]:
    """The texts of every readable message up to position `before` (the current call's own
    message included): system and user words trusted, tool results and assistant text not."""
    return without_own_result(results_by_call(conversation, before), current)


def results_by_call(conversation: Conversation, before: int) -> list[tuple[str | None, Source]]:
    """`text_sources` of any call at `before`, each with the id of the call a result answers
    (None for a message's own words)."""
    sources: list[tuple[str | None, Source]] = []
    calls: dict[str, str] = {}
    for message in conversation.read_all():
        if message.index > before:
            break
        calls.update((call.id, call.name) for call in message.calls if call.id is not None)
        own = _text_source(message)
        if own is not None:
            sources.append((None, own))
        for result in message.results:
            label = _result_label(result.call_id, result.name, calls)
            sources.append((result.call_id, Source(label, False, readable(result.text).lower())))
    return sources


def without_own_result(sources: Sequence[tuple[str | None, Source]], current: Call) -> list[Source]:
    """The sources but the current call's own result (a re-sent conversation)."""
    return [
        source
        for call_id, source in sources
        if current.id is None or call_id is None or call_id != current.id
    ]


def _result_label(call_id: str | None, name: str | None, calls: dict[str, str]) -> str:
    tool = name or (calls.get(call_id) if call_id else None)
    described = "the result of "
    described += (
        f"call {safe_label(call_id)}" if call_id and not call_id.startswith("\x00") else "a call"
    )
    if tool:
        described += f" ({safe_label(tool)})"
    return described


def trace(values: Sequence[Value], sources: Sequence[Source]) -> list[Traced]:
    """Where each value was found: trusted as soon as a trusted source gives it."""
    traced = []
    users = [s.folded for s in sources if s.trusted and s.label == USER]
    others = [s.folded for s in sources if s.trusted and s.label != USER]
    for value in values:
        matcher = Matcher(value)
        if any(matcher.given_in(text) for text in users):
            traced.append(Traced(value, True, by_user=True))
            continue
        if any(matcher.given_in(text) for text in others):
            traced.append(Traced(value, True))
            continue
        found = []
        for source in sources:
            if not source.trusted:
                positions = matcher.positions(source.folded)
                if positions:
                    found.append((source, positions))
        traced.append(Traced(value, False, found))
    return traced


class Memo:
    """What the guard works out of a request's conversation, once for every guardrail and
    call the request judges: where each value was found in a list of sources, and the values
    of each earlier call. An `each_call` turn of 32 calls under 20 guardrails would otherwise
    trace a 400 KiB conversation 640 times, on the event loop, past any deadline."""

    def __init__(self) -> None:
        # Per list of sources, by identity (the list kept alive here): value → where found.
        self._kept: dict[int, Sequence[Source]] = {}
        self._found: dict[int, dict[tuple[Kind, str], Traced]] = {}
        self._values: dict[int, tuple[Call, list[Value]]] = {}

    def trace(self, values: Sequence[Value], sources: Sequence[Source]) -> list[Traced]:
        """`trace`, each value looked for once per list of sources (a fresh `Traced` each
        time: callers add to what was found)."""
        if self._kept.get(id(sources)) is not sources:
            self._kept[id(sources)] = sources
            self._found[id(sources)] = {}
        known = self._found[id(sources)]
        missing = [value for value in values if (value.kind, value.key) not in known]
        if missing:
            for value, item in zip(missing, trace(missing, sources), strict=True):
                known[(value.kind, value.key)] = item
        out = []
        for value in values:
            item = known[(value.kind, value.key)]
            out.append(Traced(value, item.trusted, list(item.found), item.by_user))
        return out

    def values(self, call: Call) -> list[Value]:
        """`values_of` the call, once per call."""
        kept = self._values.get(id(call))
        if kept is None or kept[0] is not call:
            kept = self._values[id(call)] = (call, values_of(call))
        return kept[1]


def passage(folded: str, position: int) -> str:
    return folded[max(0, position - PASSAGE_BEFORE) : position + PASSAGE_AFTER]


# What ends a sentence around a value: a full stop, a question or exclamation mark before a
# space, a line break, or the quote that ends a JSON string.
_BOUNDARY = re.compile(r'[.!?](?=\s)|\n|(?<!\\)"')
# Where the value found at a position ends: the first blank or quote (its own dots are not
# a sentence's end).
_TOKEN_END = re.compile(r'[\s"]|[.!?](?=[\s"]|$)')
# Characters of a sentence read on either side of a value.
SENTENCE_REACH = 240
# Words too common to tie a sentence to what the user asked about.
_COMMON = word_set(
    "about after again also back been before being both could does each even from have "
    "here into just like make many more most much must need only other over please same "
    "should some such than that their them then there these they this those very want "
    "what when where which while will with would your yours the and for you are was can "
    "not but all any our out everyone everybody monday tuesday wednesday thursday friday "
    "saturday sunday january february march april june july august september october "
    "november december"
)
# Words of the action itself: a sentence that shares only these with the user's request is
# not one the user pointed at ("send" and "money" are in every payment request).
_ACTION_WORDS = word_set(
    "send transfer money forward reply share invite delete remove book reserve schedule "
    "meeting meetings event events email emails mail message messages file files account "
    "payment amount subject user assistant participant participants every week today "
    "tomorrow urgent call link access password code"
)
_CONTENT_WORD = re.compile(r"[^\W\d_]{4,}")


def sentence_around(folded: str, position: int) -> str:
    """The sentence of `folded` a value found at `position` sits in (the value's own dots
    are not sentence ends: the search starts outside it)."""
    start = max(0, position - SENTENCE_REACH)
    before = folded[start:position]
    cuts = list(_BOUNDARY.finditer(before))
    if cuts:
        before = before[cuts[-1].end() :]
    tail = folded[position : position + SENTENCE_REACH]
    token = _TOKEN_END.search(tail)
    end = _BOUNDARY.search(tail, token.start() if token else len(tail))
    after = tail[: end.start()] if end else tail
    return before + after


def content_words(text: str) -> set[str]:
    return {word for word in _CONTENT_WORD.findall(text) if word not in _COMMON}


# Characters read on either side of a value for the record it belongs to, when no JSON
# object bounds it.
RECORD_REACH = 400


def record_around(folded: str, position: int) -> str:
    """The record a value sits in: the JSON object around it when the text is JSON (a mail,
    an event, a transaction), else the text within `RECORD_REACH` of it."""
    start = folded.rfind("{", max(0, position - 4 * RECORD_REACH), position)
    end = folded.find("}", position, position + 4 * RECORD_REACH)
    if start >= 0 and end >= 0:
        return folded[start : end + 1]
    return folded[max(0, position - RECORD_REACH) : position + RECORD_REACH]


_NAME = re.compile(r"(?<![\w.])[A-Z][\w\-]*[a-z\d][\w\-]*|[\w\-]*\d[\w\-.]*|\w+[\-.]\w[\w\-.]*")
# A sentence's end in the non-word run before a word: a stop and a blank.
_STOP = re.compile(r"[.!?:]\s")


def _opens_sentence(text: str, start: int) -> bool:
    """Whether the word at `start` opens a sentence: only non-word characters before it
    back to the text's start, a line break, or a stop and a blank. It looks back over the
    run of non-word characters alone, so reading every word of a text stays linear."""
    begin = start
    while begin > 0 and not (text[begin - 1].isalnum() or text[begin - 1] == "_"):
        begin -= 1
    run = text[begin:start]
    return begin == 0 or "\n" in run or _STOP.search(run) is not None


# Words that open a request without naming anything.
_OPENERS = word_set(
    "can could would will please what how why which who when where whose is are do does did "
    "has have give find tell show help check summarise summarize read answer get look make let "
    "i i'm we my our hi hey hello thanks"
)


def names_in(text: str) -> frozenset[str]:
    """The words of the user's text that name something: capitalised words (David, Kestrel;
    at a sentence's start only when they are not a verb or a question word), and words with
    digits, hyphens or dots (q3-report, bill-october.pdf, 2026-311); weekday and month names
    left out."""
    names = set()
    for match in _NAME.finditer(text):
        word = match.group().lower().rstrip(".-").removesuffix("'s")
        if len(word) < 2 or word in _COMMON:
            continue
        if not any(ch.isalpha() for ch in word) and len(word) < 4:
            continue
        opening = _opens_sentence(text, match.start())
        if opening and (word in _OPENERS or word in _ACTION_WORDS or directs(word)):
            continue
        names.add(word)
    return frozenset(names)


def pointed_at(source: Source, position: int, names: frozenset[str]) -> bool:
    """Whether the user pointed at the data a value came from: they named the file ("pay the
    bill in bill-october.pdf"), or the record it sits in holds a name they gave (the mail
    from David, the Kestrel kickoff, invoice 2026-311)."""
    if source.name is not None:
        stem = source.name.lower().rsplit(".", 1)[0]
        if stem and any(stem in name or name in stem for name in names if len(name) >= 4):
            return True
    record = record_around(source.folded, position)
    matchable, longest = _matchable(names)
    return not matchable.isdisjoint(_bounded_spans(record, longest))


# The most word runs of a name looked for in a record (a chain of 10,000 would make a
# record's pieces quadratic).
MAX_NAME_RUNS = 12
# A chain of word runs joined by hyphens or dots (`q3-report.pdf`), and what joins them.
_CHAIN = re.compile(r"\w+(?:[\-.]+\w+)*")
_JOINS = re.compile(r"([\-.]+)")


@lru_cache(maxsize=64)
def _matchable(names: frozenset[str]) -> tuple[frozenset[str], int]:
    """`names` as a bounded piece of text shows them (no hyphen or dot at either end), and
    the most word runs any of them chains (`bill-october.pdf`: 3)."""
    stripped = frozenset(name.strip("-.") for name in names)
    longest = max((len(_JOINS.split(name)) // 2 + 1 for name in stripped), default=1)
    # A longer name is looked for as if it were this long: it may then not be found (the
    # user is not taken to have pointed at the record), never found where it is not.
    return stripped, min(longest, MAX_NAME_RUNS)


def _bounded_spans(text: str, longest: int) -> set[str]:
    """Every piece of `text` a name matches with no word character on either side: the runs
    of each chain, alone and joined, up to `longest` runs. One pass over the text, instead of
    one search of it per name (a user's 20,000 names held the loop for 6 s)."""
    found: set[str] = set()
    for match in _CHAIN.finditer(text):
        parts = _JOINS.split(match.group())
        runs, joins = parts[0::2], parts[1::2]
        for first in range(len(runs)):
            piece = runs[first]
            found.add(piece)
            for last in range(first + 1, min(len(runs), first + longest)):
                piece += joins[last - 1] + runs[last]
                found.add(piece)
    return found


@dataclass(frozen=True, slots=True)
class CallFacts:
    tool: str
    action: Action
    asked: bool
    strict: bool
    user_text: str = ""
    # The names the user's words give (see `names_in`).
    user_names: frozenset[str] = frozenset()
    # Earlier calls of the run that took this kind of action: the values they named, and
    # the untrusted texts (tool results, files) those values came from.
    done_values: frozenset[str] = frozenset()
    done_sources: frozenset[str] = frozenset()
    # The user asked for this kind of action on several things ("everyone", "all the bills").
    several: bool = False


# Words with which a request asks for an action on several things, not one: quantifiers,
# collectives, counts, and plurals after a determiner ("my bills", "the two invoices").
_SEVERAL = word_set(
    "all every everyone everybody each both them these those team group family friends "
    "everything list roster two three four five six seven eight nine ten several many few"
)
_DETERMINERS = word_set("the my our their his her your these those all both some any")
_PLURAL = re.compile(r"[^\W\d_]{3,}(?<![su])s")
_COUNTED = re.compile(r"(?<![\w.,])\d{1,2}\s+[^\W\d_]{3,}(?<![su])s\b")
_WORD = re.compile(r"[^\W\d_]+")


def _asks_for_several(text: str) -> bool:
    words = _WORD.findall(text)
    if any(word in _SEVERAL for word in words) or _COUNTED.search(text):
        return True
    return any(
        word in _DETERMINERS and any(_PLURAL.fullmatch(after) for after in words[i + 1 : i + 6])
        for i, word in enumerate(words)
    )


# The values of earlier calls of the same kind whose origin is traced (the latest ones).
MAX_TRACED_DONE = 64


def _latest(values: Sequence[Value]) -> list[Value]:
    """The latest `MAX_TRACED_DONE` distinct values: whose origin is traced. A mailing run's
    hundreds of earlier addresses, each traced through the whole conversation, would cost
    seconds on every call."""
    return list({value.key: value for value in reversed(values)}.values())[:MAX_TRACED_DONE]


def call_facts(
    tool_name: str,
    policy: ProvenancePolicy,
    sources: Sequence[Source],
    earlier: Sequence[Call] = (),
    files: Sequence[Source] = (),
    memo: Memo | None = None,
) -> CallFacts:
    """What the guard needs to know of the call: its kind of action, whether the user asked
    for that kind, and what earlier calls of the run (`earlier`) already did of it, on values
    found where (`sources`, and the run's `files`)."""
    action = policy.tool_actions.get(tool_name) or action_of(tool_name)
    # What the user asked for is in the user's words: a system prompt says what the assistant
    # may do ("you can read, send and delete mail"), not what this user wants done.
    trusted = "\n".join(s.folded for s in sources if s.label == USER)
    same = [c for c in earlier if (policy.tool_actions.get(c.name) or action_of(c.name)) is action]
    done, done_sources = _done(same, sources, files, memo or Memo())
    return CallFacts(
        tool=tool_name,
        action=action,
        asked=asked_for(action, trusted),
        strict=tool_name in policy.strict_tools,
        user_text=trusted,
        user_names=names_in(" \n".join(s.original for s in sources if s.label == USER)),
        done_values=frozenset(value.key for value in done),
        done_sources=frozenset(done_sources),
        several=_asks_for_several(trusted),
    )


def _done(
    same: Sequence[Call], sources: Sequence[Source], files: Sequence[Source], memo: Memo
) -> tuple[list[Value], set[str]]:
    """The values earlier calls of the same kind took, and the untrusted texts the latest of
    them came from."""
    done = [value for call in same for value in memo.values(call)]
    latest = _latest(done)
    found = (*memo.trace(latest, sources), *memo.trace(latest, files))
    return done, {
        source.label for traced in found for source, _ in traced.found if not source.trusted
    }


def judge_values(
    traced: Sequence[Traced],
    facts: CallFacts,
    policy: ProvenancePolicy,
    suspicion: Callable[[str], float],
) -> list[Finding]:
    """The values that make the call suspect, each with why and where it came from."""
    findings: list[Finding] = []
    budget = [MAX_PASSAGES]
    sensitive = facts.action in SENSITIVE
    for item in traced:
        if item.trusted:
            continue
        data_sources = [source for source, _ in item.found if source.label != ASSISTANT]
        if not data_sources:
            if policy.unknown_addresses and sensitive and item.value.kind in ADDRESSES:
                findings.append(Finding(item.value, Why.UNKNOWN))
            continue
        finding = _from_data(item, data_sources, facts, policy, suspicion, budget)
        if finding is not None:
            findings.append(finding)
    return findings


def _from_data(
    item: Traced,
    data_sources: list[Source],
    facts: CallFacts,
    policy: ProvenancePolicy,
    suspicion: Callable[[str], float],
    budget: list[int],
) -> Finding | None:
    """Why a value found in data (tool results, files) is suspect, if it is."""
    sensitive = facts.action in SENSITIVE
    if facts.strict:
        return Finding(item.value, Why.STRICT, data_sources)
    if sensitive and not facts.asked:
        return Finding(item.value, Why.NOT_ASKED, data_sources)
    finding = _in_context(item, facts, policy, suspicion, budget)
    if finding is None and sensitive and _already_done(item, data_sources, facts):
        finding = Finding(item.value, Why.REPEATED, data_sources)
    return finding


def _already_done(item: Traced, data_sources: Sequence[Source], facts: CallFacts) -> bool:
    """The user asked for one action of this kind, an earlier call of the run took it on a
    value from a text, and this call takes it again on another value from the same text: a
    plant riding on a request the agent already carried out ("pay the invoice", and the
    invoice's P.S. names a second account)."""
    return (
        not facts.several
        and item.value.key not in facts.done_values
        and any(source.label in facts.done_sources for source in data_sources)
    )


def _in_context(
    item: Traced,
    facts: CallFacts,
    policy: ProvenancePolicy,
    suspicion: Callable[[str], float],
    budget: list[int],
) -> Finding | None:
    """A value from data, for a kind of action the user asked for (see `_occurrence`)."""
    found: dict[Why, list[Source]] = {}
    for source, positions in item.found:
        for position in positions:
            if budget[0] <= 0:
                break
            budget[0] -= 1
            why = _occurrence(source, position, facts, policy, suspicion)
            if why is not None:
                found.setdefault(why, []).append(source)
                break
    for why in (Why.HIDDEN, Why.ADDRESSED, Why.DIRECTED):
        if why in found:
            return Finding(item.value, why, found[why])
    return None


_HIDDEN = re.compile(r"<!--(?:(?!-->).)*$|\[//\]: #\s*\([^)]*$", re.DOTALL)


def _occurrence(
    source: Source,
    position: int,
    facts: CallFacts,
    policy: ProvenancePolicy,
    suspicion: Callable[[str], float],
) -> Why | None:
    """Why one occurrence of a value in data makes it suspect, if it does:

    * it sits in markup a reader does not see (an HTML or Markdown comment);
    * the passage reads as addressed to the assistant (at `policy.suspicion`; at the content
      judge's own blocking score in data the user pointed at);
    * for a sensitive action, its sentence tells the reader to act on it, in data the user
      did not point at, or in another language than the text around it.
    """
    folded = source.folded
    if _HIDDEN.search(folded[max(0, position - SENTENCE_REACH) : position]):
        return Why.HIDDEN
    pointed = pointed_at(source, position, facts.user_names)
    threshold = 1.0 if pointed else policy.suspicion
    if suspicion(passage(folded, position)) >= threshold:
        return Why.ADDRESSED
    if facts.action not in SENSITIVE:
        return None
    sentence = sentence_around(folded, position)
    if not directs(sentence):
        return None
    if not pointed:
        return Why.DIRECTED
    record = record_around(folded, position)
    return Why.DIRECTED if switches_language(sentence, record.replace(sentence, " ")) else None


def is_unasked(facts: CallFacts, policy: ProvenancePolicy) -> bool:
    """Whether the call takes a sensitive kind of action the user asked for none of."""
    return policy.unasked_actions and facts.action in SENSITIVE and not facts.asked


def unasked_action(
    facts: CallFacts, data: Sequence[Source], policy: ProvenancePolicy
) -> list[Source]:
    """The data read before a call whose kind of action the user asked for none of (empty
    when the call is not such a one): the action came from somewhere, and the only texts it
    can have come from, besides the model, are these. The most recent are named first."""
    if not is_unasked(facts, policy):
        return []
    return [
        source
        for source in reversed(data)
        if not source.trusted and source.label != ASSISTANT and source.folded.strip()
    ]


def _origin(sources: Sequence[Source]) -> str:
    """The first `MAX_NAMED_SOURCES` sources by label, and how many more."""
    origin = ", ".join(source.label for source in sources[:MAX_NAMED_SOURCES])
    if len(sources) > MAX_NAMED_SOURCES:
        origin += f" and {len(sources) - MAX_NAMED_SOURCES} more"
    return origin


def describe_unasked(facts: CallFacts, data: Sequence[Source]) -> str:
    action = facts.action.value
    return f"the call takes a {action} the user asked for none of, after reading {_origin(data)}"


def describe_finding(finding: Finding, facts: CallFacts) -> str:
    """One finding in words: the argument, its kind, the sources and why; no value, no text."""
    value = finding.value
    said = f"{safe_argument(value.argument)} ({value.kind.value})"
    origin = _origin(finding.sources)
    if finding.why is Why.UNKNOWN:
        return f"{said} appears nowhere in the conversation, for a {facts.action.value}"
    if finding.why is Why.NOT_ASKED:
        return f"{said} came from {origin}, and the user asked for no {facts.action.value}"
    if finding.why is Why.STRICT:
        return f"{said} came from {origin}, not from the user (a strict tool)"
    if finding.why is Why.REPEATED:
        return (
            f"{said} came from {origin}, for a second {facts.action.value} the user did not "
            "ask for (an earlier call already made the one asked)"
        )
    if finding.why is Why.HIDDEN:
        return f"{said} came from {origin}, in text hidden from a reader (a markup comment)"
    if finding.why is Why.DIRECTED:
        return (
            f"{said} came from {origin}, in a sentence that tells its reader to act on it, "
            "which the user did not point at"
        )
    return f"{said} came from {origin}, in text addressed to the assistant"


def values_of(call: Call) -> list[Value]:
    """An earlier call's values (its arguments are not read as a Python literal: hundreds of
    earlier calls would hold the event loop for seconds)."""
    return call_values(call.arguments, free_text=call.free_text, literal=False)
