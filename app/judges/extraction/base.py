"""What every extractor shares: the bounded text sink and the byte decoding."""

from __future__ import annotations

import codecs
from dataclasses import dataclass

from app.domain.mime import media_type_parameter


@dataclass(frozen=True, slots=True)
class Extracted:
    """A file's text, cut to the caller's bound (`truncated` says so), and how much of the
    file it covers: `skipped` of its `parts` (pages, parts, members) could not be read. A
    reader that meets one bad part reads every other part it can."""

    text: str
    truncated: bool = False
    parts: int = 0
    skipped: int = 0

    @property
    def partial(self) -> str | None:
        """How much was read, when not all of it was (counts only: never a name from the
        file, which is untrusted)."""
        if self.skipped:
            return f"{self.parts - self.skipped} of {self.parts} parts were read"
        if self.truncated:
            return f"the first {len(self.text)} characters were read"
        return None


class TextSink:
    """Collects pieces of text up to a bound; past it, further pieces are dropped. Counts the
    parts a reader met and those it could not read."""

    __slots__ = ("_parts", "_size", "limit", "parts", "skipped", "truncated")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self._parts: list[str] = []
        self._size = 0
        self.truncated = False
        self.parts = 0
        self.skipped = 0

    def part(self, *, read: bool = True) -> None:
        """Count one part of the file, read or not."""
        self.parts += 1
        if not read:
            self.skipped += 1

    def absorb(self, inner: Extracted) -> None:
        """Add the text of a part read by another extractor, with its own gaps."""
        self.add(inner.text)
        self.truncated = self.truncated or inner.truncated
        self.parts += inner.parts
        self.skipped += inner.skipped

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
        return Extracted("".join(self._parts), self.truncated, self.parts, self.skipped)


def decode_text(data: bytes, mime_type: str = "") -> str:
    """Bytes as text: a byte-order mark first, then the declared charset, then UTF-8."""
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace")
    # UTF-32's little-endian mark begins with UTF-16's: it is looked for first.
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return data.decode("utf-32", errors="replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    charset = media_type_parameter(mime_type, "charset")
    if charset:
        try:
            return data.decode(charset, errors="replace")
        except LookupError:
            pass
    return data.decode("utf-8", errors="replace")
