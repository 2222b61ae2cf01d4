"""HTTP `Range` headers (RFC 9110 §14) reduced to the single byte range we serve."""

from __future__ import annotations

import re
from dataclasses import dataclass

_SPEC = re.compile(r"^\s*(\d*)\s*-\s*(\d*)\s*$")
# A position of more digits than this is past any representation we hold (and Python refuses
# to convert integers of thousands of digits): read as "beyond the end".
_MAX_DIGITS = 18
_BEYOND = 10**_MAX_DIGITS


def _position(digits: str) -> int:
    return _BEYOND if len(digits.lstrip("0")) > _MAX_DIGITS else int(digits)


@dataclass(frozen=True, slots=True)
class ByteRange:
    """An inclusive range of bytes inside a representation of `size` bytes."""

    start: int
    end: int
    size: int

    @property
    def length(self) -> int:
        return self.end - self.start + 1

    def content_range(self) -> str:
        return f"bytes {self.start}-{self.end}/{self.size}"


class UnsatisfiableRange(ValueError):
    """The header is well-formed but no byte of it lies inside the representation."""


def parse_range(header: str, size: int) -> ByteRange | None:
    """The range to serve for `header`, None to serve the whole representation.

    Syntax we do not understand, other units and multiple ranges answer None (serving the
    whole body is always allowed); a range entirely past the end raises `UnsatisfiableRange`.
    """
    unit, _, spec = header.partition("=")
    if unit.strip().lower() != "bytes" or "," in spec:
        return None
    match = _SPEC.match(spec)
    if match is None:
        return None
    first, last = match.groups()
    if not first and not last:
        return None
    if not first:
        suffix = _position(last)
        if suffix == 0:
            raise UnsatisfiableRange(header)
        if size == 0:  # satisfiable, and all of nothing: the whole (empty) body
            return None
        return ByteRange(start=max(0, size - suffix), end=size - 1, size=size)
    start = _position(first)
    end = _position(last) if last else size - 1
    if last and end < start:
        return None
    if start >= size:
        raise UnsatisfiableRange(header)
    return ByteRange(start=start, end=min(end, size - 1), size=size)


def any_match(header: str, etag: str) -> bool:
    """Whether `If-Match: header` holds for the current representation's `etag` (RFC 9110
    §13.1.1): `*` matches any, and the comparison is strong (a weak tag matches nothing)."""
    if header.strip() == "*":
        return True
    return any(tag.strip() == etag for tag in header.split(","))


def range_holds(if_range: str, etag: str) -> bool:
    """Whether `Range` applies under `If-Range: if_range` (RFC 9110 §13.1.5): only for the
    same strong entity tag. A date never holds: no `Last-Modified` is sent to compare it to."""
    return if_range.strip() == etag


def none_match(header: str, etag: str) -> bool:
    """Whether `If-None-Match: header` matches the current representation's `etag` (RFC 9110
    §13.1.2): `*` matches any, and the comparison is weak (`W/"x"` matches `"x"`)."""
    if header.strip() == "*":
        return True
    current = etag.removeprefix("W/")
    return any(tag.strip().removeprefix("W/") == current for tag in header.split(","))
