"""HTTP `Range` headers (RFC 9110 §14) reduced to the single byte range we serve."""

from __future__ import annotations

import re
from dataclasses import dataclass

_SPEC = re.compile(r"^\s*(\d*)\s*-\s*(\d*)\s*$")


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
        suffix = int(last)
        if suffix == 0 or size == 0:
            raise UnsatisfiableRange(header)
        return ByteRange(start=max(0, size - suffix), end=size - 1, size=size)
    start = int(first)
    end = int(last) if last else size - 1
    if last and end < start:
        return None
    if start >= size:
        raise UnsatisfiableRange(header)
    return ByteRange(start=start, end=min(end, size - 1), size=size)
