"""Instructions planted in data for the model that reads it: cues scored together, in context.

A prompt injection is text that speaks to the AI reading a document rather than to its human
reader. No single phrase gives it away, so the detector scores *families* of cues that occur
close together (one window around each anchoring cue):

- strong cues that are an attack on their own: an instruction override ("ignore the previous
  instructions"), a forged system or conversation turn, an exfiltration link with a data
  placeholder, a request for the system prompt;
- cues that need company: text addressed to the assistant, a reference to "the task you were
  given", a dictated reply ("answer only with ..."), a denial-of-service order, tool-call
  syntax written into data, concealment from the user, a `TODO` for the AI, a claim of
  authority ("this has been approved");
- supporting cues that are everyday words and only add weight: an imperative action verb, a
  destination (URL, e-mail address, IBAN), a sensitive object (password, conversation, balance),
  money, urgency.

A window flags when its cues' weights reach `THRESHOLD`. Context lowers the score: a window
quoted (`>`, a quotation mark or backtick opening its line) in a document that discusses attacks
(security articles, awareness quizzes, incident reports) is describing an attack, not giving
one. Keywords match with one typo (a letter dropped, doubled, swapped, replaced or added), on
text already folded by `normalise.prepare` (case, spacing, homoglyphs, invisible characters,
escapes, split strings).

The findings name the families that fired, never the matched text. Everything runs on RE2 in
time linear in the text: one pass for the anchors over the whole text, one pass over the
document for discussion terms, and one small pass per window.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Protocol, cast

import re2

from app.judges.heuristic.cues import CUES, Cue, Family

# A window flags at this score. Calibrated on the corpus' development split (bench/corpus):
# see `python -m bench.judge_quality`.
THRESHOLD = 1.0
# A window's cues add up to at most this, so that context can still outweigh a pile of cues.
MAX_SCORE = 2.0
# Everyday words (an action verb, an address, money, urgency) add at most this together: no
# pile of them makes an attack without a cue that speaks to the assistant.
SUPPORT_CAP = 0.4
# A window reaches this far around its anchor, cut at sentence or line ends within the reach.
BEFORE = 240
AFTER = 320
# How far after a window the words of a discussion still count as its context.
AFTER_CONTEXT = 200
# Score factor of the windows of a catalogue of attacks (see `flagged_windows`).
CATALOGUE_FACTOR = 0.3
# Score factor of a window of tool-call cues alone on a line of program text.
CODE_FACTOR = 0.6


# Words of documents that discuss attacks rather than make them.
DISCUSSION = (
    r"prompt injections?",
    r"injections?",
    r"attackers?",
    r"payloads?",
    r"malicious",
    r"phishing",
    r"scams?",
    r"fraud(?:ulent|sters?)?",
    r"suspicious",
    r"red flags?",
    r"(?:security )?awareness",
    r"quiz",
    r"jailbreaks?",
    r"red[- ]team(?:ing|ers?)?",
    r"adversarial",
    r"do not follow",
    r"treat (?:it|this|them) as data",
    r"incident",
    r"researchers?",
    r"vulnerabilit(?:y|ies)",
    r"exploits?",
    r"social engineering",
    r"impersonat\w+",
    r"warning signs?",
    r"test cases?",
    r"expected (?:result|behaviou?r|outcome)",
    r"guardrails?",
    r"security team",
    r"untrusted",
    r"mitigations?",
    r"defen[cs]es?",
    r"test plans?",
    r"observed",
    r"as data",
    r"simulated",
    r"do not act on",
    r"tricked",
    r"report (?:it|this|them)",
    r"attacks?",
    r"threats?",
    r"hijack\w*",
    r"manipulat\w*",
    r"beware",
    r"case study",
    r"post-?mortem",
    r"root cause",
    r"severity",
    r"proof of concept",
    r"security (?:tip|training|bulletin|advisory|review)",
    r"exfiltrat\w*",
    r"hidden (?:instructions|text|prompts|commands)",
)
_DISCUSSION_STRICT = r"\b(?:" + "|".join(DISCUSSION) + r")\b"
_EXAMPLE = (
    r"\b(?:for example|for instance|e\.g\.|such as|like this|example|examples|sample|"
    r"samples|quoted?|reads?|said|says|contained|read:|looks? like|found|shown below|(?:text|"
    r"line|lines|message|sentence|passage|snippet) (?:shown )?below|what (?:should|would|must) "
    r"(?:the|an?|your) (?:[a-z-]+ )?(?:assistant|agent|ai|model|bot|copilot) do)\b"
)
# Speech reported about the model ("it tells the model to ignore ...") describes, not orders.
_REPORTED = (
    r"\b(?:tells?|told|asks?|asked|instructs?|instructed|teach(?:es)?|trains?|trained|makes?|"
    r"lets?|prompts?|prompted|tricks?|tricked|convinces?|convinced|causes?|caused|gets?|got|"
    r"forces?|forced|lures?|lured|wants?|wanted) (?:the |our |an? |your )?(?:[a-z-]+ )?(?:model|"
    r"assistant|ai|llm|agent|bot|copilot)s? (?:to|not to|into)\b"
)
# A single quotation mark opens a quotation after a blank, a colon or a bracket, and closes one
# before a blank or punctuation; an apostrophe inside a word (don't) is neither.
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s:(\[]))['\u2018]")
_SINGLE_CLOSE = re.compile(r"['\u2019](?=[\s.,;:!?)\]])")
# An anchor inside backticks, or just after "for example" / "such as", shows rather than orders.
_SHOWN = re.compile(r"(?:for example|for instance|e\.g\.|such as|example:|sample:)[^.!?\n]{0,40}$")
_QUOTE_MARKS = frozenset('>`"“”‘«|')  # noqa: RUF001 - quotation marks, on purpose


class _Regex(Protocol):
    def search(self, text: str, pos: int = ..., endpos: int = ...) -> _Match | None: ...

    def finditer(self, text: str) -> Iterator[_Match]: ...

    def sub(self, replacement: Callable[[_Match], str], text: str) -> str: ...


class _Match(Protocol):
    def start(self) -> int: ...

    def end(self) -> int: ...


class _Set(Protocol):
    def Add(self, pattern: str) -> int: ...  # noqa: N802 - RE2's API

    def Compile(self) -> bool: ...  # noqa: N802

    def Match(self, text: str) -> list[int]: ...  # noqa: N802


def _options() -> object:
    options = re2.Options()
    options.max_mem = 256 << 20  # a budget for the lazily built DFA, not an allocation
    return options


def _compile(pattern: str) -> _Regex:
    return cast(_Regex, re2.compile(pattern, options=_options()))


def _set(patterns: Iterable[str]) -> _Set:
    cue_set = cast(_Set, re2.Set.SearchSet(_options()))
    for pattern in patterns:
        cue_set.Add(pattern)
    cue_set.Compile()
    return cue_set


_ANCHORS = _compile("|".join(f"(?:{c.pattern})" for c in CUES if c.anchor))
_CUE_SET = _set(c.pattern for c in CUES)
_DISCUSSION_SET = _compile(_DISCUSSION_STRICT)
_EXAMPLE_RX = _compile(_EXAMPLE)
_REPORTED_RX = _compile(_REPORTED)
_BOUNDARY = _compile(r"[.!?]\s|\n")


@dataclass(frozen=True, slots=True)
class Window:
    """A scored stretch of text: the cues that fired in it and its score after context."""

    start: int
    end: int
    cues: tuple[Cue, ...]
    score: float
    raw: float  # the score before context

    @property
    def families(self) -> list[Family]:
        """The families that fired, strongest first, support cues left out."""
        best: dict[Family, float] = {}
        for cue in self.cues:
            if cue.family is not Family.SUPPORT:
                best[cue.family] = max(best.get(cue.family, 0.0), cue.weight)
        return sorted(best, key=lambda family: -best[family])


def _window(text: str, start: int, end: int) -> tuple[int, int]:
    """The stretch around an anchor: back to a sentence start, on to the next sentence end,
    each within reach."""
    low = max(0, start - BEFORE)
    head = text.rfind("\n", low, start)
    if head == -1:
        # Back to the start of the sentence, or of the reach.
        for probe in (". ", "! ", "? "):
            head = max(head, text.rfind(probe, low, start))
    head = low if head == -1 else head + 1
    # Forward: through the sentence after the anchor's own.
    limit = min(len(text), end + AFTER)
    ahead = text[end:limit]  # RE2 takes a slice: handing it the whole text re-encodes it
    tail = 0
    for _ in range(2):
        found = _BOUNDARY.search(ahead, tail)
        if found is None:
            return head, limit
        tail = found.end()
    return head, end + tail


_DATA_URI = _compile(r"data:[a-z]+/[a-z0-9.+-]+;base64(?:,|%2c)[a-z0-9+/=%]*")


def _inline_picture(match: _Match) -> str:
    return "inlinepicture".ljust(match.end() - match.start(), "q")[: match.end() - match.start()]


class _Document:
    """A prepared text and what the context checks learn about it once, when first asked."""

    def __init__(self, text: str) -> None:
        # An inline picture (`data:image/png;base64,...`, a badge's logo) sends nothing and
        # says nothing: replaced by a plain word of its length, so that its "data" and
        # "base64" are not cues and its parameter is not left open.
        self.text = _DATA_URI.sub(_inline_picture, text) if ";base64" in text else text
        self._discussion: int | None = None
        self._fences: list[int] | None = None

    @property
    def discussion(self) -> int:
        """How many different attack-discussion terms the document uses (capped at 4)."""
        if self._discussion is None:
            seen: set[str] = set()
            for match in _DISCUSSION_SET.finditer(self.text):
                seen.add(self.text[match.start() : match.end()])
                if len(seen) >= 4:
                    break
            self._discussion = len(seen)
        return self._discussion

    def in_fence(self, position: int) -> bool:
        """Whether `position` lies inside a ``` fenced block."""
        if self._fences is None:
            self._fences = []
            found = self.text.find("```")
            while found != -1:
                self._fences.append(found)
                found = self.text.find("```", found + 3)
        return bisect.bisect_left(self._fences, position) % 2 == 1

    def quoted(self, start: int, anchor: int) -> bool:
        """Whether the anchor sits in quoted material: a line that is indented or opened by a
        quotation mark, `>`, a backtick or a table bar, inside a quotation opened earlier on its
        line or in its window, or inside a fenced code block."""
        text = self.text
        while anchor < len(text) and text[anchor] in "\r\n":
            anchor += 1
        line_start = text.rfind("\n", 0, anchor) + 1
        head = text[line_start : anchor + 2]
        if head.startswith(" ") or head.lstrip(" ")[:1] in _QUOTE_MARKS:
            return True
        for before in (text[line_start:anchor], text[min(start, line_start) : anchor]):
            if before.count('"') % 2 == 1 or before.count("\u201c") > before.count("\u201d"):
                return True
            if len(_SINGLE_OPEN.findall(before)) > len(_SINGLE_CLOSE.findall(before)):
                return True
        return " | " in text[line_start:anchor] or self.in_fence(anchor)

    def shown(self, anchor: int, anchor_end: int) -> bool:
        """Whether the anchor is shown as an example: inside backticks on its line, or right
        after "for example" or "such as"."""
        line_start = self.text.rfind("\n", 0, anchor) + 1
        before = self.text[line_start:anchor]
        return (
            self.text.count("`", line_start, anchor_end) % 2 == 1
            or _SHOWN.search(before[-80:]) is not None
        )

    def in_code(self, anchor: int) -> bool:
        """Whether the anchor's line is program text: indented, a prompt's (`>>>`, `...`,
        `$`), an assignment before the anchor, or inside a ``` fenced block."""
        line_start = self.text.rfind("\n", 0, anchor) + 1
        head = self.text[line_start:anchor]
        return (
            head.startswith((" ", ">>>", "...", "$ "))
            or _ASSIGNMENT.search(head) is not None
            or self.in_fence(anchor)
        )

    def context_factor(
        self, start: int, end: int, anchor: tuple[int, int], piece: str, cues: tuple[Cue, ...]
    ) -> float:
        """Less than 1 when the window describes an attack rather than making one, or is a
        program's own calls (only tool-call cues, on a line of code: a README's example)."""
        factor = 1.0
        if _REPORTED_RX.search(piece) is not None:
            factor = 0.4
        elif self.shown(*anchor):
            factor = 0.5
        elif _only_tool_calls(cues) and self.in_code(anchor[0]):
            factor = CODE_FACTOR
        return min(factor, self._discussion_factor(start, end, anchor[0]))

    def _discussion_factor(self, start: int, end: int, anchor: int) -> float:
        """Less than 1 when the document discusses attacks around the window."""
        if self.discussion == 0:
            return 1.0
        near = self.text[max(0, start - 400) : end]
        # The discussion may come on the line just after the example ("Answer: treat it as
        # data"), but not further: a mail footer's "report suspicious mail" says nothing about
        # the text above its signature.
        line_end = self.text.find("\n", end + 1, end + AFTER_CONTEXT)
        after = self.text[end : line_end if line_end != -1 else end + AFTER_CONTEXT]
        local = (
            _DISCUSSION_SET.search(near) is not None
            or _EXAMPLE_RX.search(near) is not None
            or _DISCUSSION_SET.search(after) is not None
        )
        quoted = self.quoted(start, anchor)
        if quoted and (local or self.discussion >= 2):
            return 0.2
        if local and self.discussion >= 2:
            return 0.35
        if quoted:
            return 0.5
        if self.discussion >= 3:
            return 0.6
        return 1.0


_ASSIGNMENT = _compile(r"[\w\])] ?= ?\S*$|\b(?:await|return|async for \w+ in) \S*$")


def _only_tool_calls(cues: tuple[Cue, ...]) -> bool:
    signal = [cue.family for cue in cues if cue.family is not Family.SUPPORT]
    return bool(signal) and all(family is Family.TOOL_CALL for family in signal)


def _score(cues: Iterable[Cue]) -> float:
    """The cues' weights added up; everyday support cues add at most `SUPPORT_CAP`."""
    support = sum(cue.weight for cue in cues if cue.family is Family.SUPPORT)
    signal = sum(cue.weight for cue in cues if cue.family is not Family.SUPPORT)
    return min(signal + min(support, SUPPORT_CAP), MAX_SCORE)


def _windows(document: _Document) -> Iterator[Window]:
    text = document.text
    covered = -1
    for match in _ANCHORS.finditer(text):
        if match.end() <= covered:  # already scored in the previous window
            continue
        start, end = _window(text, match.start(), match.end())
        covered = end
        piece = text[start:end]
        cues = tuple(CUES[i] for i in sorted(_CUE_SET.Match(piece)))
        score = raw = _score(cues)
        if score >= THRESHOLD:
            anchor = match.start()
            while anchor < match.end() - 1 and not text[anchor].isalnum():
                anchor += 1  # past the boundary the cue itself matched (a quote, a newline)
            score *= document.context_factor(start, end, (anchor, match.end()), piece, cues)
        yield Window(start, end, cues, score, raw)


def anchors_past(text: str, limit: int) -> bool:
    """Whether `text` holds more than `limit` anchoring cues (counted on its lower case, not
    its prepared form: an estimate of what scoring it will cost, which is per window)."""
    return any(count >= limit for count, _ in enumerate(_ANCHORS.finditer(text.lower())))


def score_windows(text: str) -> list[Window]:
    """Every window around an anchoring cue, scored; `text` comes from `normalise.prepare`."""
    return list(_windows(_Document(text)))


# A document with this many separate flagged windows, in words that discuss attacks, is a
# catalogue of examples (a red-team plan, a findings list), not one planted instruction.
CATALOGUE = 4
# ...in a document with at least this many different discussion words. One is easy to meet by
# chance or on purpose ("severity"), but test plans often carry no more than one: a known gap,
# see docs/judges/index.md.
CATALOGUE_DISCUSSION = 1


@dataclass(frozen=True, slots=True)
class Assessment:
    """What the cue families found in a text."""

    flagged: list[Window]  # the windows that reach the threshold
    discussion: int  # how many different attack-discussion terms the text uses (capped at 4)
    strongest: float  # the highest score of any window before context, flagged or not


def discusses_attacks(text: str) -> bool:
    """Whether `text` uses a word of attack write-ups (phishing, payload, incident, ...)."""
    return _DISCUSSION_SET.search(text) is not None


def flagged_windows(text: str) -> list[Window]:
    """The windows of `text` (already prepared) that reach the threshold."""
    return assess(text).flagged


def assess(text: str) -> Assessment:
    """The cue families on `text` (already prepared): flagged windows and what else the
    learned scorer weighs (`judges.detection`)."""
    document = _Document(text)
    windows = list(_windows(document))
    flagged = [window for window in windows if window.score >= THRESHOLD]
    # Counted before context, so that context lowering some windows never turns the rest of a
    # catalogue back into single planted instructions.
    attacks = sum(window.raw >= THRESHOLD for window in windows)
    if attacks >= CATALOGUE and document.discussion >= CATALOGUE_DISCUSSION:
        flagged = [w for w in flagged if w.score * CATALOGUE_FACTOR >= THRESHOLD]
    return Assessment(
        flagged, document.discussion, max((window.raw for window in windows), default=0.0)
    )
