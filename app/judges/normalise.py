"""Text as a reader sees it, before any rule looks at it; and the tricks that hid it, reported.

Attackers change a document's surface so that a pattern misses and a model still reads the
same words: zero-width and bidirectional characters inside a keyword, Cyrillic or Greek letters
that look Latin, full-width forms, letters spaced apart, a sentence split into quoted pieces to
be concatenated, escape sequences (`\\n`, `\\u0069`) and HTML entities left in place, a sentence
written in base64. `prepare`
undoes each of them and lower-cases the result; the hiding tricks that have no innocent use
(invisible characters inside words, words mixing scripts, tag characters) are reported as
`hidden` findings of their own.

Cost: plain ASCII text (almost every benign file) skips the Unicode steps; each remaining
step is one linear-time RE2 pass, or is skipped when a one-character check says it cannot
apply.
"""

from __future__ import annotations

import base64
import binascii
import html
import html.entities
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Protocol, cast

import re2


class _Match(Protocol):
    def group(self, index: int = 0) -> str: ...

    def start(self) -> int: ...

    def end(self) -> int: ...


class Regex(Protocol):
    """The part of a compiled RE2 pattern the judges use."""

    def search(self, text: str) -> _Match | None: ...

    def match(self, text: str) -> _Match | None: ...

    def sub(self, replacement: object, text: str) -> str: ...

    def finditer(self, text: str) -> Iterator[_Match]: ...

    def findall(self, text: str) -> list[str]: ...


def rx(pattern: str) -> Regex:
    return cast(Regex, re2.compile(pattern))


# Every character Unicode calls default-ignorable (it renders as nothing: zero-width spaces and
# joiners, bidi and other format controls, variation selectors, fillers, tag characters;
# `Default_Ignorable_Code_Point` in the Unicode Character Database), and the three
# interlinear-annotation controls: removed before matching, so none of them can split a word.
_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160), (0x17B4, 0x17B5),
    (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E), (0x2060, 0x206F), (0x3164, 0x3164),
    (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF), (0xFFA0, 0xFFA0), (0xFFF0, 0xFFFB),
    (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A), (0xE0000, 0xE0FFF),
)  # fmt: skip
# Zero-width characters that hide text: a word joiner or space anywhere, a byte-order mark past
# the start, a (non-)joiner touching a Latin letter (joiners inside emoji are fine), or another
# invisible character right after a Latin letter (a variation selector belongs after an emoji
# or an ideograph, a filler in Hangul, never after an English letter; before one, it may end an
# emoji: "✔️Done"). Not reported: a soft hyphen (hyphenated documents use it inside words),
# left-to-right and Arabic letter marks (they sit beside Latin words in mixed-direction text),
# invisible operators (mathematics: "sin⁡x"); bidi controls and tags are reported on their own.
_HIDING = (
    "\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180d\u180f\u2065\u206a-\u206f\u3164"
    "\ufe00-\ufe0f\uffa0\ufff0-\ufffb\U0001bca0-\U0001bca3\U0001d173-\U0001d17a"
    "\U000e0080-\U000e0fff"
)
_ZERO_WIDTH = rx(
    f"[\u200b\u2060\u180e]|[A-Za-z][\u200c\u200d]|[\u200c\u200d][A-Za-z]|[A-Za-z][{_HIDING}]"
)
_BIDI = rx("[\u202a-\u202e\u2066-\u2069]")
_TAGS = rx("[\U000e0000-\U000e007f]")
# A word that mixes Latin with Cyrillic or Greek letters ("task" with a Cyrillic U+0430).
_MIXED_SCRIPT = rx(r"[A-Za-z][\p{Cyrillic}\p{Greek}]|[\p{Cyrillic}\p{Greek}][A-Za-z]")

_INVISIBLE = dict.fromkeys((c for low, high in _IGNORABLE for c in range(low, high + 1)), None)

# Letters of other scripts that look like Latin ones (Unicode's confusables, the letters that
# matter for English text), each mapped to the letter at the same place in the second string.
# NFKC has already folded full-width and mathematical letters.
_LOOKALIKES = str.maketrans(
    # Cyrillic
    "\u0430\u0432\u0441\u0501\u0435\u0451\u04bb\u0456\u0457\u0458\u043a\u04cf"
    "\u043c\u043d\u043e\u0440\u051b\u0433\u0455\u0442\u0443\u0475\u051d\u0445"
    "\u0410\u0412\u0421\u0415\u041d\u0406\u0408\u041a\u041c\u041e\u0420\u0405"
    "\u0422\u0423\u0425"
    # Greek
    "\u03b1\u03b2\u03b5\u03b7\u03b9\u03ba\u03bd\u03bf\u03c1\u03c4\u03c5\u03c7"
    "\u0391\u0392\u0395\u0396\u0397\u0399\u039a\u039c\u039d\u039f\u03a1\u03a4"
    "\u03a5\u03a7"
    # Latin letters outside ASCII that read as ASCII ones
    "\u0251\u0261\u0131\u0237\u028f\u0269"
    # Typographic apostrophes: "doesn\u2019t" reads as "doesn't"
    "\u2018\u2019\u02bc",
    "abcdeehiijklmhopqrstyvwxabcehijkmopstyxabenikvoptuxabezhikmnoptyxagijyi'''",
)
# Escape sequences left in text taken from JSON, calendars or code.
_ESCAPES = rx(r"\\(?:u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|([nrt])|([\"'/\\]))")
_SIMPLE_ESCAPES = {"n": "\n", "r": "\n", "t": " "}
# Character references: whole ones (`&amp;`, `&#105;`, named ones only when known), and a
# numeric one without its semicolon when a letter follows or in a run of them (`&#105gnore`,
# `&#73&#71`), as a browser reads them. Not `&notes=` in a URL (the legacy `&not`) nor
# `#12&#13 and` in an issue list.
_ENTITIES = rx(r"&(?:#[0-9]{1,7};|#[xX][0-9a-fA-F]{1,6};|[A-Za-z][A-Za-z0-9]{1,31};)")
# Linear (bounded runs, one character of lookaround), so Python's `re` is safe here; RE2 has
# no lookaround.
_BARE_NUMERIC = re.compile(r"(?:&#[0-9]{1,7}){2,}(?![0-9;])|&#[0-9]{1,7}(?=[A-Za-z])")
_NUMERIC = re.compile(r"&#([0-9]{1,7})")


def _entity(match: _Match) -> str:
    ref = match.group()
    if ref[1] == "#" or ref[1:] in html.entities.html5:
        return html.unescape(ref)
    return ref


def _bare_numeric(match: re.Match[str]) -> str:
    return _NUMERIC.sub(lambda ref: html.unescape(ref.group() + ";"), match.group())


# 'ig' + 'nore', "ig" "nore": pieces to be joined.
_JOINS = rx(r"""(?:["'`]\s*\+\s*["'`]|["']\s*\+\s*\n\s*["'])""")
# A word spelled with spaces between its letters: "i g n o r e".
_SPACED = rx(r"\b(?:[A-Za-z] ){3,}[A-Za-z](?:\b|_)")
_BLANKS = rx(r"[ \t]{2,}|\t")
# A letter written three or more times ("instruuuctions"): English words never do that, but
# "www" and placeholders ("XXXX") do, so w and x are left alone. RE2 says whether there is one;
# Python's `re` folds them with a fixed template (a backreference, no nesting: linear).
_RUNS_PATTERN = "|".join(f"{c}{c}{c}" for c in "abcdefghijklmnopqrstuvyz")
_RUNS = re.compile(r"([a-vyz])\1{2,}")
# A word spelled with dots or hyphens between its letters ("u.s.e.r", "i-g-n-o-r-e"): four or
# more single letters standing alone, not followed by a letter after a dot and not part of a
# path or a longer name ("/a-b-c-d-list"); "u.s.a." has only three. RE2 finds candidates;
# Python's `re` (one character of lookaround, linear) checks their edges.
_DOTTED_PATTERN = r"(?:[a-z][.-]){3}[a-z]"
_DOTTED_HINT = rx(_DOTTED_PATTERN)
_DOTTED = re.compile(r"(?<![\w/.@-])(?:[a-z][.-]){3,}[a-z](?![\w/@-]|\.[\w])")


class PatternSet(Protocol):
    """RE2's set of patterns: `Match` says which of them occur, in one pass over the text."""

    def Add(self, pattern: str) -> int: ...  # noqa: N802 - RE2's API

    def Compile(self) -> bool: ...  # noqa: N802

    def Match(self, text: str) -> list[int] | None: ...  # noqa: N802


def pattern_set(patterns: list[str]) -> PatternSet:
    """The patterns in one RE2 set, numbered in order: one pass finds which occur (a search per
    pattern costs a pass each on a long text)."""
    found = cast(PatternSet, re2.Set.SearchSet(re2.Options()))
    for pattern in patterns:
        found.Add(pattern)
    found.Compile()
    return found


_FOLD_HINTS = pattern_set([_RUNS_PATTERN, _DOTTED_PATTERN])
_RUNS_AT, _DOTTED_AT = 0, 1


# Combining marks of the blocks Latin letters take theirs from (diacritics, their supplements,
# marks for symbols, half marks), removed once the text is decomposed (NFD).
_MARKS = rx("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")
# Every "LATIN LETTER SMALL CAPITAL" of Unicode, as its letter.
_SMALL_CAPITALS = str.maketrans(
    "\u0262\u026a\u0274\u0280\u028f\u0299\u029c\u029f\u1d00\u1d04\u1d05\u1d07\u1d0a"
    "\u1d0b\u1d0d\u1d0f\u1d18\u1d1b\u1d1c\u1d20\u1d21\u1d22\ua730\ua731\ua7af",
    "ginrybhlacdejkmoptuvwzfsq",
)


@dataclass(frozen=True, slots=True)
class Prepared:
    """The folded text rules match against, and the hiding tricks found on the way."""

    text: str
    hidden: frozenset[str]


def _unescape(match: _Match) -> str:
    hex4, hex2, simple, literal = (match.group(i) for i in range(1, 5))
    if hex4:
        code = int(hex4, 16)
        # A surrogate alone is no character: the matcher could not encode it (a text quoting
        # `\ud800`, as JSON libraries' manuals do, made the judge fail).
        return "\ufffd" if 0xD800 <= code <= 0xDFFF else chr(code)
    if hex2:
        return chr(int(hex2, 16))
    if simple:
        return _SIMPLE_ESCAPES[simple]
    return literal


# A run of base64 long enough to hold a sentence; decoded where it is text (`_decoded`).
_BASE64 = rx(r"[A-Za-z0-9+/]{24,}={0,2}")
# Decoded base64 reads as text when it is printable and has words: this share of its
# characters printable, at least this many spaces.
_TEXT_SHARE = 0.95
_TEXT_SPACES = 3


def _decoded(match: _Match) -> str:
    """A base64 run as the text it encodes (a payload hidden from a reader but not from a
    model that decodes it), or as it was when it encodes no text (a key, a picture, a hash)."""
    run = match.group()
    if len(run) % 4:
        return run
    try:
        text = base64.b64decode(run, validate=True).decode("utf-8")
    except (binascii.Error, UnicodeDecodeError):
        return run
    printable = sum(char.isprintable() or char in "\n\t" for char in text)
    if printable < _TEXT_SHARE * len(text) or text.count(" ") < _TEXT_SPACES:
        return run
    return f"{run} {text}"


# A payload split over named pieces and put back together where a reader (or a model asked to
# run it) does: `a = "Ign"`, `b = 'ore all previous…'`, then `a + b`, `${a}${b}`, `{a}{b}` or
# `[a, b]` (with `"".join` or `.join("")`). Pieces are string literals of one line assigned
# with `=`, `:=` or `:`; a joint is two or more names (and literals) that all name pieces.
# (Unbounded repeats: counted ones blow up RE2's automaton; RE2 is linear either way.)
_NAME = r"[A-Za-z_][A-Za-z0-9_]*"
_LITERAL = r""""[^"\n]*"|'[^'\n]*'|`[^`\n]*`"""
_PIECE = rx(rf"""({_NAME})\s*(?::=|=|:)\s*({_LITERAL})""")
_PART = rf"(?:{_NAME}|{_LITERAL})"
_JOINT = rx(
    rf"""{_PART}(?:\s*\+\s*{_PART})+|(?:\$?\{{{_NAME}\}}\s?){{2,}}|\[\s*{_NAME}(?:\s*,\s*{_NAME})+\s*\]"""
)
_JOINT_PARTS = rx(rf"{_NAME}|{_LITERAL}")
_GLUE_BEFORE = rx(r"""(["'])([^"'\n]{0,3})["']\s*\.\s*join\(\s*$""")
_GLUE_AFTER = rx(r"""\s*\.\s*join\(\s*(["'])([^"'\n]{0,3})["']""")
# How many pieces are remembered, how many joints are looked at (code joins strings everywhere;
# a payload needs a few joints), and how long a joint's text may grow: bounded work.
_MAX_PIECES = 256
_MAX_JOINTS = 1_024
_MAX_JOINED = 4_000


def _pieces(text: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for match in _PIECE.finditer(text):
        name, literal = match.group(1), match.group(2)
        found.setdefault(name, literal[1:-1])
        if len(found) >= _MAX_PIECES:
            break
    return found


_QUOTES = "\"'`"


def _joined(text: str) -> str:
    """The text with every joint of named pieces followed by the text it joins to."""
    if not ("+" in text or "}" in text or "[" in text) or not any(q in text for q in _QUOTES):
        return text
    pieces: dict[str, str] | None = None
    kept: list[str] = []
    done = 0
    for looked, match in enumerate(_JOINT.finditer(text)):
        if looked == _MAX_JOINTS:
            break
        parts = _JOINT_PARTS.findall(match.group())
        if sum(part[0] not in _QUOTES for part in parts) < 2:
            continue
        if pieces is None:
            pieces = _pieces(text)
        joined = _joint_text(parts, pieces, _glue(text, match))
        if joined is not None:
            kept += (text[done : match.end()], " ", joined)
            done = match.end()
    return "".join((*kept, text[done:])) if kept else text


def _joint_text(parts: list[str], pieces: dict[str, str], glue: str) -> str | None:
    """What a joint's parts join to, or None when a name in it is no piece."""
    joined: list[str] = []
    for part in parts:
        if part[0] in _QUOTES:
            joined.append(part[1:-1])
        elif part in pieces:
            joined.append(pieces[part])
        else:
            return None
    return glue.join(joined)[:_MAX_JOINED]


def _glue(text: str, match: _Match) -> str:
    """What a joint's pieces are joined with: `{a} {b}` keeps its blank; a list, the glue of
    its `"…".join(` before it or `.join("…")` after it; `+` and `${a}${b}`, nothing."""
    joint = match.group()
    if joint[0] != "[":
        return " " if "} " in joint else ""
    around = _GLUE_BEFORE.search(text[max(0, match.start() - 16) : match.start()])
    around = around or _GLUE_AFTER.match(text[match.end() : match.end() + 16])
    return around.group(2) if around else ""


def hidden_tricks(text: str) -> frozenset[str]:
    """The invisible-text tricks in `text`: zero-width, bidi, tag characters, mixed scripts."""
    if text.isascii():
        return frozenset()
    found = set()
    if _ZERO_WIDTH.search(text) or "\ufeff" in text[1:]:
        found.add("zero_width")
    if _BIDI.search(text):
        found.add("bidi")
    if _TAGS.search(text):
        found.add("tags")
    if _MIXED_SCRIPT.search(text):
        found.add("mixed_script")
    return frozenset(found)


def clean(text: str) -> str:
    """The text with every surface trick undone, case kept: what a judge model is shown."""
    if "\\" in text:
        text = _ESCAPES.sub(_unescape, text)
    text = _BASE64.sub(_decoded, text)
    text = _joined(text)
    if "&" in text:
        text = _BARE_NUMERIC.sub(_bare_numeric, _ENTITIES.sub(_entity, text))
    if not text.isascii():
        text = unicodedata.normalize("NFKC", text).translate(_INVISIBLE).translate(_LOOKALIKES)
    if "+" in text:
        text = _JOINS.sub("", text)
    if _SPACED.search(text):
        text = _SPACED.sub(lambda m: m.group().replace(" ", ""), text)
    if "  " in text or "\t" in text:
        text = _BLANKS.sub(" ", text)
    return text


def fold(text: str) -> str:
    """The text with every surface trick undone, lower-cased: what the rules match."""
    text = clean(text).lower()
    if not text.isascii():
        # Letters under marks ("ịgnọre", "prévious") and small capitals ("ɪɢɴᴏʀᴇ") read as
        # their plain letters; only here, for matching: a judge model is shown the text as
        # written (`clean`).
        text = _MARKS.sub("", unicodedata.normalize("NFD", text)).translate(_SMALL_CAPITALS)
    # Both hints in one pass; folding runs can make a dotted word ("x.aaa.y.z"), so then the
    # dotted hint is looked for again.
    hints = _FOLD_HINTS.Match(text) or ()
    runs = _RUNS_AT in hints
    if runs:
        text = _RUNS.sub(r"\1", text)
    if _DOTTED_HINT.search(text) if runs else _DOTTED_AT in hints:
        text = _DOTTED.sub(lambda m: m.group().replace(".", "").replace("-", ""), text)
    return text


def prepare(text: str) -> Prepared:
    """`text` folded for matching, with the hiding tricks it used."""
    return Prepared(fold(text), hidden_tricks(text))
