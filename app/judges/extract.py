"""Readable text of a file's bytes, per media type; pure CPU work, run in a worker process."""

from __future__ import annotations

import io
from dataclasses import dataclass

from app.domain.mime import bare_media_type

# A PDF past this many pages is read up to it: its text is cut, and says so.
MAX_PDF_PAGES = 200

_TEXT_APPLICATION_TYPES = frozenset(
    {
        "application/json",
        "application/jsonl",
        "application/x-ndjson",
        "application/yaml",
        "application/x-yaml",
        "application/xml",
        "application/javascript",
        "application/toml",
        "application/csv",
        "application/sql",
        "application/x-sh",
        "application/x-python",
    }
)
PDF = "application/pdf"


def is_text_type(mime_type: str) -> bool:
    """Whether a media type is text a judge can read as it is."""
    media = bare_media_type(mime_type)
    return (
        media.startswith("text/")
        or media in _TEXT_APPLICATION_TYPES
        or media.endswith(("+json", "+xml", "+yaml"))
    )


def is_readable_type(mime_type: str) -> bool:
    """Whether the judges can extract text from this media type at all."""
    return is_text_type(mime_type) or bare_media_type(mime_type) == PDF


@dataclass(frozen=True, slots=True)
class Extracted:
    """A file's text, cut to the caller's bound (`truncated` says so)."""

    text: str
    truncated: bool = False


def _pdf_text(data: bytes, max_chars: int) -> Extracted:
    from pypdf import PdfReader  # loaded in the worker that reads PDFs, not at import

    reader = PdfReader(io.BytesIO(data))
    parts: list[str] = []
    size = 0
    pages = reader.pages
    for page in pages[:MAX_PDF_PAGES]:
        text = page.extract_text() or ""
        parts.append(text)
        size += len(text)
        if size >= max_chars:
            break
    text = "\n".join(parts)
    cut = size >= max_chars or len(pages) > MAX_PDF_PAGES
    return Extracted(text[:max_chars], truncated=cut)


def extract_text(data: bytes, mime_type: str, max_chars: int) -> Extracted | None:
    """The text of `data` as `mime_type`, at most `max_chars` of it; None for unreadable types.

    Raises whatever a parser raises on a malformed file: the caller reports that file as not
    read, never as clean.
    """
    if is_text_type(mime_type):
        text = data.decode("utf-8", errors="replace")
        return Extracted(text[:max_chars], truncated=len(text) > max_chars)
    if bare_media_type(mime_type) == PDF:
        return _pdf_text(data, max_chars)
    return None
