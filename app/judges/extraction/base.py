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


# Charset detection reads this much of a file: enough to tell a charset, bounded in time and
# memory whatever the file's size.
DETECTION_SAMPLE = 64 * 1024


def text_readings(
    data: bytes, mime_type: str = "", *, charset: str | None = None, max_chars: int | None = None
) -> list[str]:
    """Bytes as text: one reading, or two when a reader could see other words than the judge.

    A byte-order mark, then the declared charset (`charset`, else `mime_type`'s), then UTF-8.
    Bytes that are not UTF-8 (a Windows-1251, Shift_JIS or GB2312 file; read as UTF-8 they
    were replacement characters, and an instruction written in them passed as clean) are read
    in the charset `charset_normalizer` finds in their first `DETECTION_SAMPLE` bytes. Whenever
    the first reading is not UTF-8 (a declared or a detected charset), the UTF-8 reading
    follows it, as a tool that ignores the charset would read the file: UTF-8 words between
    legacy ones, or ASCII words a double-byte charset takes apart, reach the judge either way.
    With `max_chars`, only the bytes that many characters can take are decoded.
    """
    # Four bytes a character at most, a byte-order mark and one character more: a cut says so.
    bounded = data if max_chars is None else data[: 4 * max_chars + 8]
    if bounded.startswith(codecs.BOM_UTF8):
        return [bounded[3:].decode("utf-8", errors="replace")]
    # UTF-32's little-endian mark begins with UTF-16's: it is looked for first.
    if bounded.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return [bounded.decode("utf-32", errors="replace")]
    if bounded.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return [bounded.decode("utf-16", errors="replace")]
    declared = charset or media_type_parameter(mime_type, "charset")
    first = _declared_reading(bounded, declared) if declared else None
    if first is None:
        if _is_utf8(bounded, whole=bounded is data):
            return [bounded.decode("utf-8", errors="replace")]
        first = _detected_reading(bounded)
    utf8 = bounded.decode("utf-8", errors="replace")
    return [utf8] if first is None or first == utf8 else [first, utf8]


def decode_text(data: bytes, mime_type: str = "", *, charset: str | None = None) -> str:
    """Every reading of `text_readings`, one after the other."""
    return "\n".join(text_readings(data, mime_type, charset=charset))


def _declared_reading(data: bytes, charset: str) -> str | None:
    """`data` in a declared charset; None for a charset Python does not know (or UTF-8,
    which needs no second reading)."""
    try:
        name = codecs.lookup(charset).name
    except LookupError:
        return None
    return None if name == "utf-8" else data.decode(name, errors="replace")


def _is_utf8(data: bytes, *, whole: bool) -> bool:
    """Whether `data` is UTF-8 (a character cut at the end of a slice of a file counts)."""
    try:
        codecs.getincrementaldecoder("utf-8")().decode(data, final=whole)
    except UnicodeDecodeError:
        return False
    return True


def _detected_reading(data: bytes) -> str | None:
    """`data` in the charset its first bytes point to; None when that is UTF-8 or nothing."""
    from charset_normalizer import from_bytes  # only for such files, in a worker process

    best = from_bytes(data[:DETECTION_SAMPLE]).best()
    if best is None or codecs.lookup(best.encoding).name in ("utf-8", "ascii"):
        return None
    return data.decode(best.encoding, errors="replace")
