"""Readable text of a file's bytes, per media type; pure CPU work, run in a worker process.

Each format gives the text a model would read *and* the places attackers hide text in it:
HTML comments, `alt`/`title` attributes and elements hidden by style; every part of an e-mail,
decoded; calendar fields unfolded and unescaped; JSON string values with their escapes
resolved; spreadsheet cells, hidden sheets and comments; slide notes; document headers,
footers and hidden runs. Quoted material (HTML `blockquote`/`pre`/`code`, e-mail quotes) keeps
a `>` or backtick marker, so the detector can tell a quoted attack from one given in earnest.

Everything is bounded: the text by `max_chars`, archives by member count and unpacked bytes,
and the whole call by the worker pool's time budget.
"""

from __future__ import annotations

import codecs

from app.domain.mime import bare_media_type
from app.judges.extraction.base import Extracted, TextSink, decode_text
from app.judges.extraction.mail import mail_text
from app.judges.extraction.markup import html_text
from app.judges.extraction.office import office_text, sniff_archive
from app.judges.extraction.records import calendar_text, csv_text, json_text

__all__ = ["Extracted", "TextSink", "extract_text", "is_readable_type", "is_text_type"]

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
    }
)
PDF = "application/pdf"
MAIL = frozenset({"message/rfc822", "application/mbox"})
JSON_TYPES = frozenset({"application/json", "application/ld+json", "application/jsonl",
                        "application/x-ndjson"})  # fmt: skip
CSV_TYPES = frozenset({"text/csv", "application/csv", "text/tab-separated-values"})
CALENDAR_TYPES = frozenset({"text/calendar", "text/vcard", "text/x-vcard", "text/directory"})
HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})
OFFICE_TYPES = {
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "xlsx",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation": "pptx",
    "application/vnd.oasis.opendocument.text": "odf",
    "application/vnd.oasis.opendocument.spreadsheet": "odf",
    "application/vnd.oasis.opendocument.presentation": "odf",
}
# Types that say nothing of the content: the bytes decide (magic numbers, then UTF-8 text).
GENERIC_TYPES = frozenset(
    {"application/octet-stream", "binary/octet-stream", "application/zip", "application/x-zip"}
)


def is_text_type(mime_type: str) -> bool:
    """Whether a media type is text a judge can read as it is."""
    media = bare_media_type(mime_type)
    return (
        media.startswith("text/")
        or media in _TEXT_APPLICATION_TYPES
        or media.endswith(("+json", "+xml", "+yaml"))
    )


def is_readable_type(mime_type: str) -> bool:
    """Whether the judges can try to extract text from this media type at all."""
    media = bare_media_type(mime_type)
    return (
        is_text_type(media)
        or media == PDF
        or media in MAIL
        or media in OFFICE_TYPES
        or media in GENERIC_TYPES
    )


def sniff(data: bytes) -> str | None:
    """The media type the bytes themselves show, for files sent with a generic type."""
    if data.startswith(b"%PDF-"):
        return PDF
    if data.startswith(b"PK\x03\x04"):
        return sniff_archive(data)
    head = data[:4096]
    if b"\x00" in head and not head.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        return None
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as exc:
        if exc.start < len(head) - 3:  # not merely a character cut at the 4 KiB edge
            return None
    return "text/plain"


def extract_text(data: bytes, mime_type: str, max_chars: int) -> Extracted | None:
    """The text of `data` as `mime_type`, at most `max_chars` of it; None for unreadable types.

    Raises whatever a parser raises on a malformed file: the caller reports that file as not
    read, never as clean.
    """
    media = bare_media_type(mime_type)
    if media in GENERIC_TYPES:
        sniffed = sniff(data)
        if sniffed is None:
            return None
        media = mime_type = sniffed
    if media in HTML_TYPES:
        return html_text(data, max_chars)
    if media in MAIL:
        return mail_text(data, max_chars)
    if media in JSON_TYPES:
        return json_text(decode_text(data, mime_type), max_chars)
    if media in CSV_TYPES:
        return csv_text(decode_text(data, mime_type), max_chars)
    if media in CALENDAR_TYPES:
        return calendar_text(decode_text(data, mime_type), max_chars)
    if media in OFFICE_TYPES:
        return office_text(data, OFFICE_TYPES[media], max_chars)
    if media == PDF:
        from app.judges.extraction.pdf import pdf_text

        return pdf_text(data, max_chars)
    if is_text_type(media):
        text = decode_text(data, mime_type)
        return Extracted(text[:max_chars], truncated=len(text) > max_chars)
    return None
