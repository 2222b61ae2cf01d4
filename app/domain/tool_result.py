"""Tool results turned into JSON payloads to scan: JSON, Python literals, content blocks (R1.8)."""

from __future__ import annotations

import ast
import json
import re
from typing import Any

import orjson

# A Python literal larger than this is not evaluated: literal_eval's cost grows with its input
# (about 1 µs a character, in C, on the event loop: 1 MB held it for 1.3 s). What it may
# mention is then past a bound (R2.11: a pass is not a pass, `ON_UNSENT_FILES`).
MAX_LITERAL_CHARS = 128 * 1024
# The reason given for such a text; resolution reads it as a scan stopped at a bound.
TOO_LARGE_LITERAL = "tool result is neither JSON nor a Python literal small enough to read"


def may_hold_mention(text: str) -> bool:
    """Whether `text` can spell the key `ID` at all.

    A mention always carries that key, so text without it is not parsed (R1.8). An escape
    (`"\\u0049D"` in JSON, `'\\x49D'` in a Python literal) can spell the key without the two
    letters, so text with a backslash is parsed too: a model cannot hide a file from the judge
    that the tool would still receive.
    """
    return "ID" in text or "\\" in text


# An integer literal of 20 digits or more may not fit 64 bits, which orjson reads as a float
# (98765432109876543210987 becomes 9.876543210987654e+22): such text is read by Python's
# parser, which keeps every digit, wherever a value is written back (R3.9).
_LONG_INTEGER = re.compile(r"\d{20}")
_LONG_INTEGER_BYTES = re.compile(rb"\d{20}")


TOO_DEEP = "nested too deep"


def loads_exact(text: str | bytes) -> object:
    """JSON text as its values, every integer kept whole; `ValueError` when it is not JSON."""
    long = (
        _LONG_INTEGER_BYTES.search(text) if isinstance(text, bytes) else _LONG_INTEGER.search(text)
    )
    if long is None:
        return orjson.loads(text)
    try:
        return json.loads(text, parse_constant=_no_constant)
    except RecursionError:
        raise ValueError(TOO_DEEP) from None


def _no_constant(name: str) -> object:
    # Strict JSON, as orjson reads it: no NaN or Infinity.
    raise ValueError(f"{name} is not JSON")


def dumps_exact(value: object) -> str:
    """`value` as compact JSON text, integers past 64 bits included."""
    try:
        return orjson.dumps(value).decode()
    except TypeError:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def loads_json(text: str) -> object:
    """`text` as JSON the way the tool receiving it may read it: strict JSON, else what
    Python's and JavaScript's parsers also take (`NaN`, `Infinity`, `1e400`, an escaped lone
    surrogate, a leading byte-order mark). A file the tool would receive must not be missed
    because a stricter parser refused its arguments. `ValueError` when none reads it."""
    try:
        return orjson.loads(text)
    except orjson.JSONDecodeError:
        pass
    try:
        return json.loads(text.removeprefix("\ufeff"))
    except RecursionError:
        raise ValueError(TOO_DEEP) from None


def loads_scanned(text: str) -> object:
    """`loads_json` for a scan (R1.3), which never reads past depth 32: text nested deeper
    than either parser goes (1,024 levels) is read with its levels past `MAX_KEPT_DEPTH`
    cut, instead of refused whole. A JavaScript or Go tool reads it, and a file mentioned
    beside a deep array would be hidden. What the judges read stays the text itself."""
    try:
        return loads_json(text)
    except ValueError as exc:
        if str(exc) != TOO_DEEP:
            raise
    try:
        return json.loads(cut_deep(text.removeprefix("\ufeff"), MAX_KEPT_DEPTH))
    except RecursionError:
        raise ValueError(TOO_DEEP) from None


# Levels of a too deeply nested JSON text kept when it is read with its depths cut: past the
# scan's bound (32), so that the scan still says it stopped at its depth bound.
MAX_KEPT_DEPTH = 40
# A JSON string (with its escapes), or one never closed (to the end of the text: matched once,
# so a text of many unclosed quotes costs its length, not its square), or a bracket.
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*(?:"|\Z)|[\[\]{}]', re.DOTALL)


def cut_deep(text: str, depth: int) -> str:
    """JSON `text` with every array or object nested past `depth` levels replaced by
    `null` (brackets inside strings are not counted). Invalid text stays invalid."""
    kept: list[str] = []
    level = 0
    start = 0
    cut_at: int | None = None
    for token in _TOKEN.finditer(text):
        bracket = token.group()
        if bracket[0] == '"':
            continue
        if bracket in "[{":
            level += 1
            if level == depth + 1:
                cut_at = token.start()
        else:
            if level == depth + 1 and cut_at is not None:
                kept += (text[start:cut_at], "null")
                start = token.end()
                cut_at = None
            level -= 1
    kept.append(text[start:])
    return "".join(kept)


def parse_text(text: str) -> tuple[list[object], str | None]:
    """The payload a result text holds, as a list of zero or one items, plus a reason if none."""
    if not may_hold_mention(text):
        return [], None
    try:
        return [loads_scanned(text)], None
    except ValueError:
        pass
    if len(text) > MAX_LITERAL_CHARS:
        # Only a dict, list, tuple or set can hold a mention: prose that says "ID" is no
        # literal, and not past any bound.
        if text.lstrip()[:1] in ("{", "[", "("):
            return [], TOO_LARGE_LITERAL
        return [], "tool result is neither JSON nor a Python literal"
    try:
        value = ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return [], "tool result is neither JSON nor a Python literal"
    return [jsonable(value)], None


def jsonable(value: Any) -> object:
    """A Python literal's value in JSON's shapes."""
    # literal_eval may give tuples, sets, bytes or complex numbers; keep the JSON-like shape
    # (sets in a stable order, so the scan stays deterministic).
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [jsonable(v) for v in value]
    if isinstance(value, set | frozenset):
        return [jsonable(v) for v in sorted(value, key=repr)]
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return repr(value)


def is_block_list(content: object) -> bool:
    """Whether `content` is a list of content blocks (objects with a `type`)."""
    return (
        type(content) is list
        and bool(content)
        and all(type(b) is dict and type(b.get("type")) is str for b in content)
    )


def result_payloads(content: object) -> tuple[list[object], list[str]]:
    """The JSON payloads inside a tool result's content, and reasons for what was skipped.

    A string is parsed (JSON, then a Python literal); a list of content blocks contributes each
    text block the same way (a Python MCP server's `str(dict)` is a literal in a text block);
    other JSON values are scanned as they are.
    """
    if type(content) is str:
        parsed, reason = parse_text(content)
        return parsed, [reason] if reason else []
    if is_block_list(content):
        assert type(content) is list
        payloads: list[object] = []
        reasons: list[str] = []
        for block in content:
            text = block.get("text")
            if type(text) is str:
                parsed, reason = parse_text(text)
                payloads += parsed
                if reason:
                    reasons.append(f"a text block: {reason}")
        return payloads, list(dict.fromkeys(reasons))
    if content is None:
        return [], []
    return [content], []
