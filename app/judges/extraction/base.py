"""What every extractor shares: the bounded text sink and the byte decoding."""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from app.domain.mime import media_type_parameter


@dataclass(frozen=True, slots=True)
class Extracted:
    """A file's text, cut to the caller's bound (`truncated` says so)."""

    text: str
    truncated: bool = False


class TextSink:
    """Collects pieces of text up to a bound; past it, further pieces are dropped."""

    __slots__ = ("_parts", "_size", "limit", "truncated")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._parts: list[str] = []
        self._size = 0
        self.truncated = False

    @property
    def full(self) -> bool:
        return self._size >= self.limit

    def add(self, text: str) -> None:
        if not text:
            return
        if self._size + len(text) > self.limit:
            text = text[: max(0, self.limit - self._size)]
            self.truncated = True
        self._parts.append(text)
        self._size += len(text)

    def result(self) -> Extracted:
        return Extracted("".join(self._parts), self.truncated)


def decode_text(data: bytes, mime_type: str = "") -> str:
    """Bytes as text: a byte-order mark first, then the declared charset, then UTF-8."""
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    charset = media_type_parameter(mime_type, "charset")
    if charset:
        try:
            return data.decode(charset, errors="replace")
        except LookupError:
            pass
    return data.decode("utf-8", errors="replace")
