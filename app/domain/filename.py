"""File names made safe: for display in messages and logs (R2.6) and for the disk (R3.5)."""

from __future__ import annotations

import re

# One component of a path on any POSIX file system holds at most 255 bytes.
MAX_COMPONENT_BYTES = 255
FALLBACK_NAME = "file"
# A name cut to fit keeps its extension (its type is read from it): one or two suffixes of
# up to this many bytes each.
MAX_EXTENSION_PART_BYTES = 16
_SEPARATORS = re.compile(r"[/\\]")


def _printable(text: str) -> str:
    # str.isprintable is False for C0/C1 controls, bidi and other format characters, line and
    # paragraph separators: exactly what can forge a line or reorder what a reader sees.
    return "".join(ch if ch.isprintable() else " " for ch in text)


def display_name(name: str) -> str:
    """`name` with every non-printable character turned into a space, then trimmed (R2.6)."""
    return _printable(name).strip()


# A client's word an answer repeats (a judge or policy name, a path) is cut to this many
# characters.
MAX_ECHO_CHARS = 64


def said(value: str, limit: int = MAX_ECHO_CHARS) -> str:
    """A client's word as an answer may repeat it, quoted: printable (no control character,
    line separator or bidi override forges a line or reorders the text) and cut to `limit`
    characters, whatever the client sent."""
    text = display_name(value[: limit * 4])
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def last_component(name: str) -> str:
    """The part of `name` after its last `/` or `\\`."""
    return _SEPARATORS.split(name)[-1]


def cut_utf8(text: str, max_bytes: int) -> str:
    """The longest prefix of `text` whose UTF-8 encoding fits in `max_bytes`."""
    encoded = text.encode("utf-8")
    if len(encoded) <= max_bytes:
        return text
    return encoded[:max_bytes].decode("utf-8", errors="ignore")


def _extension(name: str) -> str:
    """`name`'s extension as a name cut to fit keeps it: its last one or two suffixes
    (`.pdf`, `.csv.gz`), each of letters and digits only."""
    parts = name.split(".")
    suffix = ""
    for part in reversed(parts[1:][-2:]):
        if not part.isalnum() or len(part.encode()) > MAX_EXTENSION_PART_BYTES:
            break
        suffix = f".{part}{suffix}"
    return suffix


def cut_name(name: str, max_bytes: int) -> str:
    """`name` cut to `max_bytes` of UTF-8, keeping its extension (`.pdf`, `.csv.gz`) so that
    a long name keeps its type."""
    if len(name.encode("utf-8")) <= max_bytes:
        return name
    suffix = _extension(name)
    kept = len(suffix.encode())
    stem = name[: len(name) - len(suffix)]
    if not suffix or not stem.strip(". ") or kept > max_bytes // 2:
        return cut_utf8(name, max_bytes)
    return cut_utf8(stem, max_bytes - kept).rstrip() + suffix


def usable_file_name(name: str, *, max_bytes: int = MAX_COMPONENT_BYTES) -> str | None:
    """A single, harmless path component derived from `name`, or None when nothing is left.

    The last component only (`/` and `\\` both separate), non-printable characters removed,
    surrounding spaces trimmed, cut to `max_bytes` of UTF-8 (keeping a short extension).
    Nothing usable is empty, or only
    dots and spaces (which a file system would read as a directory reference); dots inside a
    name are fine (`report..v2.md`).
    """
    cleaned = "".join(ch for ch in last_component(name) if ch.isprintable()).strip()
    cleaned = cut_name(cleaned, max_bytes).strip()
    return cleaned if cleaned.strip(". ") else None


def safe_file_name(name: str, *, max_bytes: int = MAX_COMPONENT_BYTES) -> str:
    """`usable_file_name`, or `file` when nothing usable is left (R3.5, uploads)."""
    return usable_file_name(name, max_bytes=max_bytes) or FALLBACK_NAME


def ascii_fallback(name: str) -> str:
    """An ASCII-only rendering of a safe name for the legacy `filename=` parameter."""
    return "".join(ch if 0x20 <= ord(ch) < 0x7F and ch not in '"\\;' else "_" for ch in name)
