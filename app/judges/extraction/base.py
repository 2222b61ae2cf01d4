"""What every extractor shares: the bounded text sink and the byte decoding."""

from __future__ import annotations

import codecs
import sys
from dataclasses import dataclass
from functools import cache

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


def decode_text(data: bytes, mime_type: str = "", *, charset: str | None = None) -> str:
    """Bytes as text: a byte-order mark first, then the declared charset, then UTF-8, then the
    charset the bytes themselves point to.

    A text in a legacy charset (Windows-1251, Shift_JIS, GB2312, …) read as UTF-8 is mostly
    replacement characters: its words never reach a judge, so an instruction written in them
    would pass as clean. Bytes that are not UTF-8 are read in the charset `charset_normalizer`
    finds for them. Where that reading could hide what a UTF-8 reader sees (a charset in which
    an ASCII byte is not always that character: UTF-16, EBCDIC, a double-byte charset whose
    second bytes include ASCII letters), the UTF-8 reading follows it, so the judge reads both.
    A declared charset of that kind gets the same second reading: the tool may ignore it.
    `charset`, when given, is the declared one (a mail part's), else `mime_type`'s.
    """
    if data.startswith(codecs.BOM_UTF8):
        return data[3:].decode("utf-8", errors="replace")
    # UTF-32's little-endian mark begins with UTF-16's: it is looked for first.
    if data.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        return data.decode("utf-32", errors="replace")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return data.decode("utf-16", errors="replace")
    charset = charset or media_type_parameter(mime_type, "charset")
    if charset:
        try:
            declared = data.decode(charset, errors="replace")
        except LookupError:
            pass
        else:
            return declared if ascii_transparent(charset) else _both(declared, data)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return _legacy_text(data)


def _both(reading: str, data: bytes) -> str:
    return reading + "\n" + data.decode("utf-8", errors="replace")


def _legacy_text(data: bytes) -> str:
    """Bytes that are not UTF-8, in the charset they point to (see `decode_text`)."""
    from charset_normalizer import from_bytes  # only for such files, in a worker process

    best = from_bytes(data).best()
    if best is None or codecs.lookup(best.encoding).name in ("utf-8", "ascii"):
        return data.decode("utf-8", errors="replace")
    reading = str(best)
    return reading if ascii_transparent(best.encoding) else _both(reading, data)


_ASCII = bytes(range(128)).decode("ascii")
# Python's own codecs in which each byte is one character and ASCII is ASCII, beside the
# table-driven single-byte ones (`decoding_table`).
_TRANSPARENT = frozenset({"ascii", "latin-1", "iso8859-1", "utf-8"})


@cache
def ascii_transparent(charset: str) -> bool:
    """Whether `charset` reads every ASCII byte as itself, whatever comes before it: then its
    reading holds every ASCII word a UTF-8 reader would see. True of UTF-8 and of single-byte
    charsets whose first half is ASCII; false of UTF-16, EBCDIC, double-byte and stateful
    charsets (ISO-2022, HZ, UTF-7), in which an ASCII byte can be part of another character."""
    try:
        info = codecs.lookup(charset)
    except LookupError:
        return False
    if info.name in _TRANSPARENT:
        return True
    owner = getattr(info.decode, "__self__", None)
    module = sys.modules.get(type(owner).__module__) if owner is not None else None
    table = getattr(module, "decoding_table", None)
    return isinstance(table, str) and len(table) == 256 and table[:128] == _ASCII
