"""What the embedded heuristic judge finds in a text: injection, exfiltration, hidden text,
secrets and personal data.

Deterministic and offline. Injection and exfiltration come from the scored cue families of
`judges.injection` on text folded by `judges.normalise`; hidden-text tricks are reported by the
folding itself; secrets and personal data are shape rules (a key's prefix and length, a card
number's checksum). It cannot follow free-text criteria: the validator name picks the
categories.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, cast

import re2  # linear-time matching: no input can make a rule backtrack (RE2 guarantees it)

from app.judges.heuristic.cues import Family
from app.judges.heuristic.injection import (
    CATALOGUE,
    CATALOGUE_DISCUSSION,
    Assessment,
    assess,
    discusses_attacks,
)
from app.judges.heuristic.scorer import scorer
from app.judges.normalise import PatternSet, pattern_set, prepare


class Category(StrEnum):
    INJECTION = "prompt injection"
    EXFILTRATION = "data exfiltration"
    HIDDEN_TEXT = "hidden text"
    SECRET = "leaked secret"  # noqa: S105 - a category name, not a credential
    PII = "personal data"


class Match(Protocol):
    def group(self, index: int = ...) -> str: ...


class Regex(Protocol):
    """The part of a compiled RE2 pattern the rules use."""

    def search(self, text: str) -> Match | None: ...

    def finditer(self, text: str) -> Iterator[Match]: ...

    def sub(self, replacement: str, text: str) -> str: ...


def _rx(pattern: str, flags: str = "") -> Regex:
    return cast(Regex, re2.compile(flags + pattern))


@dataclass(frozen=True, slots=True)
class Rule:
    """A secret's or personal datum's shape, plus lower-case hints of which one must occur.

    The hints are plain substring checks, far cheaper than the pattern, so clean text costs
    a few `in` tests per rule instead of a regex pass.
    """

    id: str
    category: Category
    label: str
    pattern: Regex
    hints: tuple[str, ...] = ()
    # When given, a match counts only if this accepts it (a password that is no placeholder).
    accepts: Callable[[Match], bool] | None = None


@dataclass(frozen=True, slots=True)
class Finding:
    """A rule that matched; it carries no matched text, so a secret is never echoed."""

    rule_id: str
    category: Category
    label: str


_RULES: tuple[Rule, ...] = (
    Rule(
        "secret.private_key",
        Category.SECRET,
        "private key",
        _rx(r"-----BEGIN (?:(?:RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY(?: BLOCK)?-----"),
        ("private key",),
    ),
    Rule(
        "secret.aws_key_id",
        Category.SECRET,
        "AWS access key",
        _rx(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),
        ("akia", "asia"),
    ),
    Rule(
        "secret.aws_secret",
        Category.SECRET,
        "AWS secret key",
        _rx(r"aws_?secret_?access_?key\W{0,5}[A-Za-z0-9/+=]{40}\b", "(?i)"),
        ("secret",),
    ),
    Rule(
        "secret.github",
        Category.SECRET,
        "GitHub token",
        _rx(r"\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b"),
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"),
    ),
    Rule(
        "secret.llm_api_key",
        Category.SECRET,
        "API key",
        _rx(r"\bsk-(?:proj-|ant-(?:api\d\d-)?)?[A-Za-z0-9_-]{20,}"),
        ("sk-",),
    ),
    Rule(
        "secret.slack",
        Category.SECRET,
        "Slack token",
        _rx(r"\bxox[baprs]-[A-Za-z0-9-]{10,}"),
        ("xox",),
    ),
    Rule(
        "secret.chat_webhook",
        Category.SECRET,
        "chat webhook",
        _rx(
            r"https://hooks\.slack\.com/(?:services|workflows|triggers)/T[A-Z0-9]{6,}/[A-Za-z0-9/]{20,}"
            r"|https://(?:ptb\.|canary\.)?discord(?:app)?\.com/api/webhooks/\d{15,21}/"
            r"[A-Za-z0-9_-]{40,}"
        ),
        ("hooks.slack.com", "/api/webhooks/"),
    ),
    Rule(
        "secret.chat_token",
        Category.SECRET,
        "chat bot token",
        # A Slack app token, a Telegram bot token.
        _rx(r"\bxapp-\d-[A-Z0-9]{8,}-\d{6,}-[a-z0-9]{20,}|\b\d{8,10}:AA[A-Za-z0-9_-]{33}\b"),
        ("xapp-", ":aa"),
    ),
    Rule(
        "secret.connection_string",
        Category.SECRET,
        "password in a connection string",
        _rx(
            r"\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|rediss?|amqps?|mssql|"
            r"sqlserver|clickhouse|cockroachdb|couchdb|neo4j(?:\+s)?|ldaps?|ftps?|smtps?)"
            r"://[^\s:/@'\"<>]{0,64}:([^\s@/'\"<>]{4,128})@[A-Za-z0-9_.-]+",
            "(?i)",
        ),
        ("://",),
        accepts=lambda match: _real_password(match.group(1)),
    ),
    Rule(
        "secret.google",
        Category.SECRET,
        "Google API key",
        _rx(r"\bAIza[0-9A-Za-z_-]{35}"),
        ("aiza",),
    ),
    Rule(
        "secret.stripe",
        Category.SECRET,
        "Stripe key",
        _rx(r"\b[sr]k_live_[0-9a-zA-Z]{24,}"),
        ("_live_",),
    ),
    Rule(
        "secret.jwt",
        Category.SECRET,
        "JSON web token",
        _rx(r"\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
        ("eyj",),
    ),
    Rule(
        "pii.email",
        Category.PII,
        "e-mail address",
        _rx(r"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b"),
        ("@",),
    ),
    Rule(
        "pii.us_ssn",
        Category.PII,
        "social security number",
        _rx(r"\b\d{3}-\d{2}-\d{4}\b"),
        ("-",),
    ),
)

_CARD = _rx(r"\b(?:\d[ -]?){12,18}\d\b")


def _hint_set(hints: list[str]) -> PatternSet:
    """Every rule's hints in one RE2 set: one pass over the text finds which occur (twenty
    substring searches cost five times as much on a long text)."""
    return pattern_set([re.escape(hint) for hint in hints])


_HINTS = sorted({hint for rule in _RULES for hint in rule.hints})
_HINT_SET = _hint_set(_HINTS)

_HIDDEN_LABELS = {
    "zero_width": "zero-width characters",
    "bidi": "bidirectional controls",
    "tags": "invisible tag characters",
    "mixed_script": "words mixing scripts",
}

_BY_VALIDATOR: dict[str, frozenset[Category]] = {
    "prompt_injection": frozenset(
        {Category.INJECTION, Category.EXFILTRATION, Category.HIDDEN_TEXT}
    ),
    "user_prompt_attacks": frozenset(
        {Category.INJECTION, Category.EXFILTRATION, Category.HIDDEN_TEXT}
    ),
    "pii_detection": frozenset({Category.PII, Category.SECRET}),
}
DEFAULT_CATEGORIES = frozenset(
    {Category.INJECTION, Category.EXFILTRATION, Category.HIDDEN_TEXT, Category.SECRET}
)


# What the heuristic checks: its rules for these validators; any other runs the default ones.
VALIDATORS = frozenset({"llm_as_judge", *_BY_VALIDATOR})


def categories_for(validator: str) -> frozenset[Category]:
    """The rule categories the heuristic applies for a validator name."""
    return _BY_VALIDATOR.get(validator, DEFAULT_CATEGORIES)


# Passwords written in examples and templates: a connection string holding one leaks nothing.
_PLACEHOLDER_PASSWORDS = frozenset(
    {
        "pass", "password", "passwd", "pwd", "secret", "changeme", "change_me", "example",
        "mypassword", "yourpassword", "your_password", "dbpassword", "db_password", "pa55word",
        "p4ssw0rd", "passw0rd", "redacted", "hidden", "none", "null", "test", "testing", "dummy",
        "sample", "guest", "admin", "root", "user", "username", "postgres", "mysql", "foo",
        "bar", "foobar", "qwerty", "letmein", "1234", "12345", "123456", "s3cr3t", "token",
    }
)  # fmt: skip
_TEMPLATE = re.compile(r"[<>{}$%*\[\]]|^(?:x+|\.+|_+|-+|0+)$|^your|password$|^pass(?:word)?\d*$")


def _real_password(password: str) -> bool:
    """Whether a connection string's password is one (not `password`, `${DB_PASS}`, `***`)."""
    lowered = password.lower()
    return lowered not in _PLACEHOLDER_PASSWORDS and not _TEMPLATE.search(lowered)


def _luhn(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char)
        if position % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


# The rule id and category each injection family is reported under.
_FAMILY_RULES: dict[Family, tuple[str, Category]] = {
    Family.OVERRIDE: ("injection.override", Category.INJECTION),
    Family.FORGED_TURN: ("injection.forged_turn", Category.INJECTION),
    Family.ADDRESSED: ("injection.addressed", Category.INJECTION),
    Family.TASK: ("injection.task", Category.INJECTION),
    Family.SCRIPTED: ("injection.scripted_reply", Category.INJECTION),
    Family.DENIAL: ("injection.denial_of_service", Category.INJECTION),
    Family.TOOL_CALL: ("injection.tool_call", Category.INJECTION),
    Family.CONCEALMENT: ("injection.concealment", Category.INJECTION),
    Family.PROMPT_LEAK: ("injection.prompt_leak", Category.INJECTION),
    Family.ROLE_PLAY: ("injection.role_play", Category.INJECTION),
    Family.EXFILTRATION: ("exfiltration.send", Category.EXFILTRATION),
    Family.SUPPORT: ("injection.planted", Category.INJECTION),
}


# The corpus families the learned scorer names, as the cue families findings are reported by.
_SCORER_FAMILIES: dict[str, Family] = {
    "override": Family.OVERRIDE,
    "addressed": Family.ADDRESSED,
    "forged_turn": Family.FORGED_TURN,
    "todo": Family.TASK,
    "reply_only": Family.SCRIPTED,
    "tool_call": Family.TOOL_CALL,
    "denial_of_service": Family.DENIAL,
    "exfiltration": Family.EXFILTRATION,
    "concealment": Family.CONCEALMENT,
}
LEARNED = " (learned scorer)"
# A text where some cue window scores this much (short of flagging) meets the learned scorer's
# lower `cue_threshold`: two weak signals that agree.
SCORER_CUE = 0.3
# A document with this many different words of attack write-ups (an article, a quiz, a report)
# is left to the cue families; with fewer, only a hit with such words next to it is, so one
# stray "severity" or "incident" elsewhere does not silence the scorer.
SCORER_DISCUSSION = 2


def _injection_findings(
    text: str, categories: frozenset[Category], learned: bool | float
) -> list[Finding]:
    """One finding per family that fired in a flagged window, strongest window first; then,
    with `learned`, one per family the learned scorer adds (`judges.scorer`)."""
    assessment = assess(text)
    families: list[Family] = []
    for window in sorted(assessment.flagged, key=lambda w: -w.score):
        for family in window.families or [Family.SUPPORT]:
            if family not in families:
                families.append(family)
    findings = []
    for family in families:
        rule_id, category = _FAMILY_RULES[family]
        if category in categories:
            findings.append(Finding(rule_id, category, _family_label(family)))
    if learned:
        point = 0.0 if learned is True else float(learned)
        findings += _learned_findings(text, assessment, categories, fired=families, point=point)
    return findings


def _learned_findings(
    text: str,
    assessment: Assessment,
    categories: frozenset[Category],
    *,
    fired: list[Family],
    point: float = 0.0,
) -> list[Finding]:
    """One finding per family the learned scorer flags in `text` that the cues had not `fired`
    (at probability `point`, when given: a preset's operating point)."""
    hits = scorer().flagged(
        text,
        discusses_attacks=assessment.discussion >= SCORER_DISCUSSION,
        near_cue=assessment.strongest >= SCORER_CUE,
        describes=discusses_attacks,
        point=point,
    )
    # Many separate hits in a text that uses a word of attack write-ups: a catalogue of
    # examples (a red-team test plan), as the cue families read it too.
    if (
        assessment.discussion >= CATALOGUE_DISCUSSION
        and len({hit.segment for hit in hits}) >= CATALOGUE
    ):
        return []
    seen = set(fired)
    findings = []
    for hit in hits:
        family = _SCORER_FAMILIES.get(hit.family, Family.SUPPORT)
        rule_id, category = _FAMILY_RULES[family]
        if family in seen or category not in categories:
            continue
        seen.add(family)
        findings.append(Finding(rule_id, category, _family_label(family) + LEARNED))
    return findings


def _family_label(family: Family) -> str:
    return "instructions planted in data" if family is Family.SUPPORT else family.value


def detect(
    text: str, categories: frozenset[Category] = DEFAULT_CATEGORIES, learned: bool | float = False
) -> list[Finding]:
    """What `text` holds of the given categories: hidden-text tricks, then injection families
    (with `learned`, the learned scorer's too: `True` at its own thresholds, a probability
    to flag at instead: a preset's), then secrets and personal data; each finding once."""
    prepared = prepare(text)
    findings: list[Finding] = []
    if Category.HIDDEN_TEXT in categories:
        findings.extend(
            Finding(f"hidden.{trick}", Category.HIDDEN_TEXT, _HIDDEN_LABELS[trick])
            for trick in sorted(prepared.hidden)
        )
    if categories & {Category.INJECTION, Category.EXFILTRATION}:
        findings.extend(_injection_findings(prepared.text, categories, learned))
    findings.extend(_shape_findings(text, prepared.text, categories))
    return findings


def _shape_findings(text: str, folded: str, categories: frozenset[Category]) -> list[Finding]:
    """The secrets and personal data of `categories` in `text`, in rule order, each once.

    A rule's hints are looked for in the `folded` text; its shape in the text as written,
    since shapes are case-sensitive.
    """
    present = {_HINTS[index] for index in _HINT_SET.Match(folded) or ()}
    findings = [
        Finding(rule.id, rule.category, rule.label)
        for rule in _RULES
        if rule.category in categories
        and (not rule.hints or any(hint in present for hint in rule.hints))
        and _matches(rule, text)
    ]
    if Category.PII in categories:
        for match in _CARD.finditer(text):
            digits = re.sub(r"\D", "", match.group())
            if 13 <= len(digits) <= 19 and _luhn(digits):
                findings.append(Finding("pii.card", Category.PII, "payment card number"))
                break
    return findings


def _matches(rule: Rule, text: str) -> bool:
    if rule.accepts is None:
        return rule.pattern.search(text) is not None
    return any(rule.accepts(match) for match in rule.pattern.finditer(text))


def describe(findings: list[Finding]) -> str:
    """A short, content-free summary such as `prompt injection (instruction override)`."""
    grouped: dict[Category, list[str]] = {}
    for finding in findings:
        grouped.setdefault(finding.category, []).append(finding.label)
    return "; ".join(
        f"{category.value} ({', '.join(labels)})" for category, labels in grouped.items()
    )


# Evidence short of flagging stays below this: a score of 1 or more means flagged.
_BELOW_FLAGGING = 0.99


def evidence(text: str) -> float:
    """How close `text` comes to being flagged, short of it, on the scale where 1 is the
    judge's blocking point: the learned scorer's strongest segment as a share of its
    threshold (in log-odds), 0 when no segment leans malicious; at most 0.99. A screen (the
    cascade judge) reads it for the texts the rules did not flag. The cue families' windows
    short of flagging are left out: on the lab's dev split they sit in a quarter of benign
    files and add no attack the learned score misses."""
    best, limit = scorer().margin(prepare(text).text)
    if best == -math.inf or limit <= 0:
        return 0.0
    return max(0.0, min(best / limit, _BELOW_FLAGGING))
