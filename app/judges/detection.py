"""Pattern rules of the embedded heuristic judge: injection, exfiltration, hidden text, secrets.

Deterministic and offline. It finds known phrasings and shapes; it cannot follow free-text
criteria and misses anything phrased around its patterns. It is a baseline, not a model.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol, cast

import re2  # linear-time matching: no input can make a rule backtrack (RE2 guarantees it)


class Category(StrEnum):
    INJECTION = "prompt injection"
    EXFILTRATION = "data exfiltration"
    HIDDEN_TEXT = "hidden text"
    SECRET = "leaked secret"  # noqa: S105 - a category name, not a credential
    PII = "personal data"


class Match(Protocol):
    def group(self) -> str: ...


class Regex(Protocol):
    """The part of a compiled RE2 pattern the rules use."""

    def search(self, text: str) -> Match | None: ...

    def finditer(self, text: str) -> Iterator[Match]: ...

    def sub(self, replacement: str, text: str) -> str: ...


_I = "(?im)"


def _rx(pattern: str, flags: str = "") -> Regex:
    return cast(Regex, re2.compile(flags + pattern))


@dataclass(frozen=True, slots=True)
class Rule:
    """A pattern, plus lower-case hints of which at least one must occur for it to match.

    The hints are plain substring checks, far cheaper than the pattern, so clean text costs
    a few `in` tests per rule instead of a regex pass.
    """

    id: str
    category: Category
    label: str
    pattern: Regex
    hints: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Finding:
    """A rule that matched; it carries no matched text, so a secret is never echoed."""

    rule_id: str
    category: Category
    label: str


_DATA_WORDS = (
    r"(?:data|credentials?|secrets?|passwords?|api[ _-]?keys?|tokens?|conversation|"
    r"chat history|history|contents?|files?|documents?|records?|information|results?)"
)

_RULES: tuple[Rule, ...] = (
    Rule(
        "injection.override",
        Category.INJECTION,
        "instruction override",
        _rx(
            r"\b(?:ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}?"
            r"\b(?:previous|prior|above|earlier|all|any|your|the|system|these|my)\b[^.\n]{0,40}?"
            r"\b(?:instructions?|directions?|rules|guidelines|prompts?|guardrails?|polic(?:y|ies)|"
            r"constraints)\b",
            _I,
        ),
        ("ignore", "disregard", "forget", "override", "bypass"),
    ),
    Rule(
        "injection.roleplay",
        Category.INJECTION,
        "role-play override",
        _rx(
            r"\byou are (?:now|no longer)\b[^.\n]{0,60}?"
            r"\b(?:DAN|jailbroken|unrestricted|unfiltered|developer mode|"
            r"without (?:any )?(?:restrictions|limits|rules|filters))"
            r"|\b(?:act|behave|respond) as (?:if you were |an? )?"
            r"(?:unrestricted|unfiltered|jailbroken|DAN)\b"
            r"|\bpretend (?:to be|you are|that you)\b[^.\n]{0,60}?\b(?:no|without)\b[^.\n]{0,30}?"
            r"\b(?:restrictions|rules|limits|filters)\b"
            r"|\b(?:developer|god|jailbreak|DAN) mode\b",
            _I,
        ),
        (
            "you are now",
            "you are no longer",
            "act as",
            "behave as",
            "respond as",
            "pretend",
            " mode",
        ),
    ),
    Rule(
        "injection.fake_system",
        Category.INJECTION,
        "forged system or assistant turn",
        _rx(
            r"^\s*(?:system|assistant)\s*:\s*\S"
            r"|<\|?(?:system|im_start|im_end)\|?>"
            r"|\[/?(?:INST|SYSTEM)\]"
            r"|\bnew (?:system )?instructions?\s*:",
            _I,
        ),
        ("system", "assistant", "im_start", "im_end", "[inst", "instruction"),
    ),
    Rule(
        "injection.concealment",
        Category.INJECTION,
        "asks to hide actions from the user",
        _rx(
            r"\b(?:do not|don't|never)\s+(?:tell|inform|reveal (?:this )?to|mention (?:this )?to|"
            r"alert|notify)\s+(?:the\s+)?(?:user|human|operator|admin)",
            _I,
        ),
        ("do not", "don't", "never"),
    ),
    Rule(
        "exfiltration.send",
        Category.EXFILTRATION,
        "send data to an outside address",
        _rx(
            r"\b(?:send|post|upload|forward|transmit|exfiltrate|leak|e-?mail|submit|copy)\b"
            rf"[^\n]{{0,80}}?\b{_DATA_WORDS}\b[^\n]{{0,80}}?\b(?:to|into|at|via)\s+"
            r"(?:<?(?:https?|ftp)://|[\w.+-]+@[\w-]+\.[\w.-]+)",
            _I,
        ),
        ("http", "ftp", "@"),
    ),
    Rule(
        "exfiltration.keyword",
        Category.EXFILTRATION,
        "exfiltration",
        _rx(r"\bexfiltrat\w*", _I),
        ("exfiltrat",),
    ),
    Rule(
        "exfiltration.markdown_image",
        Category.EXFILTRATION,
        "data in an image URL",
        _rx(r"!\[[^\]]{0,200}\]\(\s*https?://[^)\s]{1,500}\?[^)\s]{0,500}=", _I),
        ("![",),
    ),
    Rule(
        "exfiltration.shell",
        Category.EXFILTRATION,
        "shell upload command",
        _rx(
            r"\b(?:curl|wget)\b[^\n]{0,200}?(?:\s-d\b|--data|--upload-file|-T\s|--post-file)",
            _I,
        ),
        ("curl", "wget"),
    ),
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
# Zero-width characters that hide text: a word joiner or space anywhere, a byte-order mark past
# the start, or a (non-)joiner touching a Latin letter (joiners inside emoji sequences are fine).
_ZERO_WIDTH = _rx("[\u200b\u2060\u180e]|[A-Za-z][\u200c\u200d]|[\u200c\u200d][A-Za-z]")
_ANY_ZERO_WIDTH = _rx("[\u200b-\u200d\u2060\ufeff\u180e]")
_BIDI = _rx("[\u202a-\u202e\u2066-\u2069]")
_TAGS = _rx("[\U000e0000-\U000e007f]")
_INVISIBLE = _rx("[\u200b-\u200d\u2060\ufeff\u00ad\u180e\U000e0000-\U000e007f]")

_BY_VALIDATOR: dict[str, frozenset[Category]] = {
    "prompt_injection": frozenset({Category.INJECTION, Category.HIDDEN_TEXT}),
    "user_prompt_attacks": frozenset({Category.INJECTION, Category.HIDDEN_TEXT}),
    "pii_detection": frozenset({Category.PII, Category.SECRET}),
}
DEFAULT_CATEGORIES = frozenset(
    {Category.INJECTION, Category.EXFILTRATION, Category.HIDDEN_TEXT, Category.SECRET}
)


def categories_for(validator: str) -> frozenset[Category]:
    """The rule categories the heuristic applies for a validator name."""
    return _BY_VALIDATOR.get(validator, DEFAULT_CATEGORIES)


def _luhn(digits: str) -> bool:
    total = 0
    for position, char in enumerate(reversed(digits)):
        value = int(char)
        if position % 2 == 1:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def normalise(text: str) -> str:
    """Text as a reader sees it: compatibility forms folded, invisible characters removed.

    `ig\u200bnore` and full-width letters then match the same rules as plain text.
    """
    return _INVISIBLE.sub("", unicodedata.normalize("NFKC", text))


def detect(text: str, categories: frozenset[Category] = DEFAULT_CATEGORIES) -> list[Finding]:
    """Every rule of the given categories that matches `text`, in rule order, each once."""
    findings: list[Finding] = []
    if Category.HIDDEN_TEXT in categories:
        if _ANY_ZERO_WIDTH.search(text) and (_ZERO_WIDTH.search(text) or "\ufeff" in text[1:]):
            findings.append(
                Finding("hidden.zero_width", Category.HIDDEN_TEXT, "zero-width characters")
            )
        if _BIDI.search(text):
            findings.append(Finding("hidden.bidi", Category.HIDDEN_TEXT, "bidirectional controls"))
        if _TAGS.search(text):
            findings.append(
                Finding("hidden.tags", Category.HIDDEN_TEXT, "invisible tag characters")
            )
    plain = normalise(text)
    lowered = plain.lower()
    findings.extend(
        Finding(rule.id, rule.category, rule.label)
        for rule in _RULES
        if rule.category in categories
        and (not rule.hints or any(hint in lowered for hint in rule.hints))
        and rule.pattern.search(plain)
    )
    if Category.PII in categories:
        for match in _CARD.finditer(plain):
            digits = re.sub(r"\D", "", match.group())
            if 13 <= len(digits) <= 19 and _luhn(digits):
                findings.append(Finding("pii.card", Category.PII, "payment card number"))
                break
    return findings


def describe(findings: list[Finding]) -> str:
    """A short, content-free summary such as `prompt injection (instruction override)`."""
    grouped: dict[Category, list[str]] = {}
    for finding in findings:
        grouped.setdefault(finding.category, []).append(finding.label)
    return "; ".join(
        f"{category.value} ({', '.join(labels)})" for category, labels in grouped.items()
    )
