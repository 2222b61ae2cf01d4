"""Tool results turned into JSON payloads to scan: JSON, Python literals, content blocks (R1.8)."""

from __future__ import annotations

import ast
import json
from typing import Any

# A Python literal larger than this is not evaluated: literal_eval's cost grows with its input.
MAX_LITERAL_CHARS = 1_000_000


def parse_text(text: str) -> tuple[list[object], str | None]:
    """The payload a result text holds, as a list of zero or one items, plus a reason if none.

    Text without the literal `ID` is not parsed at all: a mention always carries that key.
    """
    if "ID" not in text:
        return [], None
    try:
        return [json.loads(text)], None
    except (ValueError, RecursionError):
        pass
    if len(text) > MAX_LITERAL_CHARS:
        return [], "tool result is neither JSON nor a small Python literal"
    try:
        value = ast.literal_eval(text)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return [], "tool result is neither JSON nor a Python literal"
    return [_jsonable(value)], None


def _jsonable(value: Any) -> object:
    # literal_eval may give tuples, sets, bytes or complex numbers; keep the JSON-like shape
    # (sets in a stable order, so the scan stays deterministic).
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, set | frozenset):
        return [_jsonable(v) for v in sorted(value, key=repr)]
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    return repr(value)


def is_block_list(content: object) -> bool:
    """Whether `content` is a list of content blocks (objects with a `type`)."""
    return (
        isinstance(content, list)
        and bool(content)
        and all(isinstance(b, dict) and isinstance(b.get("type"), str) for b in content)
    )


def result_payloads(content: object) -> tuple[list[object], list[str]]:
    """The JSON payloads inside a tool result's content, and reasons for what was skipped.

    A string is parsed (JSON, then a Python literal); a list of content blocks contributes each
    text block whose text is JSON; other JSON values are scanned as they are.
    """
    if isinstance(content, str):
        parsed, reason = parse_text(content)
        return parsed, [reason] if reason else []
    if is_block_list(content):
        assert isinstance(content, list)
        payloads: list[object] = []
        for block in content:
            text = block.get("text")
            if block.get("type") == "text" and isinstance(text, str) and "ID" in text:
                try:
                    payloads.append(json.loads(text))
                except (ValueError, RecursionError):
                    continue
        return payloads, []
    if content is None:
        return [], []
    return [content], []


def content_text(content: object) -> str:
    """The readable text of message content: a string, the text parts of blocks, else JSON."""
    if isinstance(content, str):
        return content
    if content is None:
        return ""
    if isinstance(content, list):
        parts = [
            block["text"]
            for block in content
            if isinstance(block, dict) and isinstance(block.get("text"), str)
        ]
        if parts or is_block_list(content):
            return "\n".join(parts)
    return json.dumps(content, ensure_ascii=False)
