"""Readable text of a file's bytes, per media type; pure CPU work, run in a worker process.

Each format gives the text a model would read *and* the places attackers hide text in it:
HTML comments, `alt`/`title` attributes and elements hidden by style; every part of an e-mail,
decoded; calendar fields unfolded and unescaped; JSON string values with their escapes
resolved; spreadsheet cells, hidden sheets and comments; slide notes; document headers,
footers and hidden runs. Quoted material (HTML `blockquote`/`pre`/`code`, e-mail quotes) keeps
a `>` or backtick marker, so the detector can tell a quoted attack from one given in earnest.

A file is read by what its bytes are, whatever its declared type says (`content_of`); a part a
reader cannot read is counted, and the other parts are read (`Extracted.partial`). Everything
is bounded: the text by `max_chars`, archives by member count, depth and unpacked bytes, and the
whole call by the worker pool's time budget.
"""

from __future__ import annotations

import codecs
import io
import re
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum

import filetype

from app.domain.mime import bare_media_type
from app.judges.extraction.base import Extracted, TextSink, text_readings
from app.judges.extraction.mail import mail_text
from app.judges.extraction.markup import html_text
from app.judges.extraction.office import (
    MAX_MEMBERS,
    MAX_UNPACKED_BYTES,
    Bounded,
    Budget,
    office_text,
    sniff_archive,
)
from app.judges.extraction.records import calendar_text, csv_text, json_text

__all__ = [
    "Content",
    "Extracted",
    "FileKind",
    "TextSink",
    "content_of",
    "extract_text",
    "is_text_type",
    "printable_strings",
]

_TEXT_APPLICATION_TYPES = frozenset(
    {
        "application/json",
        "application/jsonl",
        "application/x-ndjson",
        "application/ld+json",
        "application/yaml",
        "application/x-yaml",
        "application/xml",
        "application/javascript",
        "application/toml",
        "application/csv",
        "application/sql",
        "application/x-sh",
        "application/x-python",
        "application/rtf",
        "text/rtf",
    }
)
# Rich Text: read through its escapes (`extraction.rtf_text`), by declared type or by its
# opening group.
RTF_TYPES = frozenset({"application/rtf", "text/rtf"})
PDF = "application/pdf"
ZIP = "application/zip"
MAIL = frozenset({"message/rfc822", "application/mbox"})
JSON_TYPES = frozenset({"application/json", "application/ld+json", "application/jsonl",
                        "application/x-ndjson"})  # fmt: skip
CSV_TYPES = frozenset({"text/csv", "application/csv", "text/tab-separated-values"})
CALENDAR_TYPES = frozenset({"text/calendar", "text/vcard", "text/x-vcard", "text/directory"})
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
# Text formats parsed from their text: each type's reader.
_READ_AS_TEXT: dict[str, Callable[[str, int], Extracted]] = {
    **dict.fromkeys(JSON_TYPES, json_text),
    **dict.fromkeys(CSV_TYPES, csv_text),
    **dict.fromkeys(CALENDAR_TYPES, calendar_text),
}
OFFICE_TYPES = {
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
    "application/vnd.oasis.opendocument.text": "odf",
    "application/vnd.oasis.opendocument.spreadsheet": "odf",
    "application/vnd.oasis.opendocument.presentation": "odf",
}


class FileKind(StrEnum):
    """What a file's bytes are, whatever its declared type says (R2.11): the kind an
    operator's `on_unreadable` is set for."""

    TEXT = "text"
    DOCUMENT = "document"
    ARCHIVE = "archive"
    IMAGE = "image"
    AUDIO = "audio"
    VIDEO = "video"
    BINARY = "binary"


@dataclass(frozen=True, slots=True)
class Content:
    """How a file's bytes are to be read: `media` names the reader (None: no reader reads
    them as text; their printable strings are still judged), `kind` what the bytes are."""

    media: str | None
    kind: FileKind


def is_text_type(mime_type: str) -> bool:
    """Whether a media type is text a judge can read as it is."""
    media = bare_media_type(mime_type)
    return (
        media.startswith("text/")
        or media in _TEXT_APPLICATION_TYPES
        or media.endswith(("+json", "+xml", "+yaml"))
    )


def _reads_text(media: str) -> bool:
    """Whether the reader of `media` reads text bytes (so a declared type may choose it)."""
    return is_text_type(media) or media in MAIL


_UNICODE_MARKS = (
    codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE,
)  # fmt: skip


def _is_utf8_text(head: bytes) -> bool:
    if head.startswith(_UNICODE_MARKS):
        return True  # UTF-16 or UTF-32, which `decode_text` reads by its byte-order mark
    if b"\x00" in head:
        return False
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        return exc.start >= len(head) - 3  # merely a character cut at the 4 KiB edge
    return True


def _is_single_byte_text(head: bytes) -> bool:
    """Latin-1 or cp1252 text: no control byte but whitespace (checked after the magic
    numbers, so a picture's header is never taken for it)."""
    return b"\x00" not in head and all(byte >= 0x20 or byte in (9, 10, 13) for byte in head)


_KIND_OF_MAGIC: tuple[tuple[Callable[[bytes], bool], FileKind], ...] = (
    (filetype.is_image, FileKind.IMAGE),
    (filetype.is_audio, FileKind.AUDIO),
    (filetype.is_video, FileKind.VIDEO),
    (filetype.is_archive, FileKind.ARCHIVE),
)


# How far into a file PDF readers look for its header.
PDF_HEADER_REACH = 1024


def content_of(data: bytes, declared: str) -> Content:
    """How to read `data`, decided by its bytes (R2.11): a PDF or an Office file by its
    signature, text by its encoding (read as the declared type when that type reads text, as
    plain text otherwise), pictures, sound, video and archives by their magic numbers. A text
    file declared `image/png` is read as text; a PNG declared `text/plain` is a picture.

    A PDF reader finds the `%PDF-` header anywhere in the first 1,024 bytes, so bytes that
    are not text and hold it there are a PDF, whatever comes before it (a picture's header
    would otherwise hide the document behind it)."""
    if data.startswith(b"%PDF-") or (
        b"%PDF-" in data[:PDF_HEADER_REACH] and not _is_utf8_text(data[:4096])
    ):
        return Content(PDF, FileKind.DOCUMENT)
    if data.startswith(b"PK\x03\x04"):
        office = sniff_archive(data)
        if office is not None and bare_media_type(office) in OFFICE_TYPES:
            return Content(bare_media_type(office), FileKind.DOCUMENT)
        return Content(ZIP, FileKind.ARCHIVE)
    head = data[:4096]
    media = bare_media_type(declared)
    text = Content(media if _reads_text(media) else "text/plain", FileKind.TEXT)
    if _is_utf8_text(head):
        return text
    for matches, kind in _KIND_OF_MAGIC:
        if matches(head):
            return Content(None, kind)
    return text if _is_single_byte_text(head) else Content(None, FileKind.BINARY)


# Runs of printable characters this long in a binary file are text someone can read.
_STRINGS = re.compile(rb"[\x20-\x7e\t\r\n]{8,}")


def printable_strings(data: bytes, max_chars: int) -> Extracted:
    """The printable runs of a file no reader reads (as `strings` shows them): text hidden
    behind a picture's header, or in its metadata, is still text an agent's tools can read."""
    sink = TextSink(max_chars)
    for match in _STRINGS.finditer(data):
        sink.add(match.group().decode("ascii") + "\n")
        if sink.full:
            sink.truncated = True
            break
    return sink.result()


def rtf_text(data: bytes, max_chars: int) -> Extracted:
    """The text of a Rich Text file as a reader shows it, its escapes resolved (`\\'49` and
    `\\u73?` are both `I`; striprtf), then the file as it stands: groups a reader skips
    (`{\\*\\…}` destinations) are still what an agent reading the raw file sees."""
    from striprtf.striprtf import rtf_to_text

    raw = data.decode("latin-1")
    text = str(rtf_to_text(raw, errors="replace")) + "\n" + raw  # type: ignore[no-untyped-call]
    return Extracted(text[:max_chars], truncated=len(text) > max_chars)


def extract_text(data: bytes, mime_type: str, max_chars: int, depth: int = 0) -> Extracted | None:
    """The text of `data`, read as its bytes say (`content_of`), at most `max_chars` of it;
    None when no reader reads such bytes as text (a picture, a binary).

    Raises whatever a parser raises on a file it cannot take apart at all: the caller reports
    that file as not read, never as clean. A part of it that cannot be read is counted in the
    result instead (`Extracted.partial`).
    """
    content = content_of(data, mime_type)
    media = content.media
    if media is None:
        return None
    if media == ZIP:
        return archive_text(data, max_chars, depth)
    if media in HTML_TYPES:
        return html_text(data, max_chars)
    if media in MAIL:
        return mail_text(data, max_chars)
    if media in _READ_AS_TEXT:
        return _text_of(data, mime_type, max_chars, _READ_AS_TEXT[media])
    if media in RTF_TYPES or data.lstrip()[:6] == b"{\\rtf1":
        return rtf_text(data, max_chars)
    if media in OFFICE_TYPES:
        return office_text(data, OFFICE_TYPES[media], max_chars, depth, member=read_member)
    if media == PDF:
        from app.judges.extraction.pdf import pdf_text

        return pdf_text(data, max_chars, depth)
    return _text_of(data, mime_type, max_chars, _plain_text)


def _plain_text(text: str, max_chars: int) -> Extracted:
    return Extracted(text[:max_chars], truncated=len(text) > max_chars)


def _text_of(
    data: bytes, mime_type: str, max_chars: int, read: Callable[[str, int], Extracted]
) -> Extracted:
    """Text bytes through `read` (JSON, CSV, … or plain): the first reading parsed, a second
    one (`text_readings`: the UTF-8 reading of a file in another charset) after it as it
    stands, each within `max_chars`."""
    # A plain text is cut anyway: only the bytes its bound can take are decoded. A parsed one
    # is decoded whole (its parser needs the whole document; the read's bound holds it).
    cut = max_chars if read is _plain_text else None
    first, *others = text_readings(data, mime_type, max_chars=cut)
    extracted = read(first, max_chars)
    for other in others:
        extracted = Extracted(
            f"{extracted.text}\n{other[:max_chars]}",
            extracted.truncated or len(other) > max_chars,
            extracted.parts,
            extracted.skipped,
        )
    return extracted


# ZIP archives: every member read as its bytes say, to a depth and within the unpacking budget.
MAX_ARCHIVE_DEPTH = 2


def archive_text(data: bytes, max_chars: int, depth: int = 0) -> Extracted:
    """The text of every member of a ZIP archive, each read through the reader its bytes call
    for (`read_member`); a member no reader reads, one past the budget, or an archive nested
    past `MAX_ARCHIVE_DEPTH`, is a part not read."""
    sink = TextSink(max_chars)
    budget = Budget(MAX_UNPACKED_BYTES)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        members = [info for info in archive.infolist() if not info.is_dir()]
        for index, info in enumerate(members):
            if sink.full:
                sink.truncated = True
                break
            if index >= MAX_MEMBERS or budget.left <= 0:
                for _ in members[index:]:
                    sink.part(read=False)
                break
            read_member(archive, info, sink, budget, depth)
    return sink.result()


def read_member(
    archive: zipfile.ZipFile,
    info: zipfile.ZipInfo,
    sink: TextSink,
    budget: Budget,
    depth: int,
    *,
    resource: bool = False,
) -> None:
    """One member of an archive (or a part of an Office package), read as its bytes say.

    A picture, a sound or a video is not text and is not counted, but its printable strings
    are read, as for such a file on its own (not for a package's own resources: a document's
    pictures, whose metadata no document reader shows). An archive or an Office package nested
    past `MAX_ARCHIVE_DEPTH`, or bytes no reader reads, are a part not read; unless the member
    is one of a package's resources (`resource`: a font, printer settings), which is not text.
    """
    try:
        with archive.open(info) as raw:
            data = io.BufferedReader(Bounded(raw, budget)).read()
    except (zipfile.BadZipFile, EOFError, OSError, ValueError, RuntimeError):
        sink.part(read=False)
        return
    content = content_of(data, "application/octet-stream")
    if content.kind in (FileKind.IMAGE, FileKind.AUDIO, FileKind.VIDEO):
        if not resource:
            sink.absorb(printable_strings(data, sink.limit))
        return
    if (content.media == ZIP or content.media in OFFICE_TYPES) and depth + 1 > MAX_ARCHIVE_DEPTH:
        sink.part(read=False)
        return
    try:
        inner = extract_text(data, content.media or "", sink.limit, depth + 1)
    except Exception:
        sink.part(read=False)
        return
    if inner is None:
        if not resource:
            sink.part(read=False)
        return
    sink.part()
    sink.absorb(inner)
