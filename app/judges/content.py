"""Readable text of forwarded files, from the attachment store, bounded per file."""

from __future__ import annotations

import io
from dataclasses import dataclass

import anyio.to_thread

from app.domain.references import Reference
from app.errors import AttachmentNotFound
from app.store.protocol import AttachmentStore

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
# A PDF is read whole to extract its text; past this size it is described, not read.
MAX_PDF_BYTES = 32 * 1024 * 1024
MAX_PDF_PAGES = 200


def is_text_type(mime_type: str) -> bool:
    """Whether a media type is text a judge can read as it is."""
    media = mime_type.split(";", 1)[0].strip().lower()
    return (
        media.startswith("text/")
        or media in _TEXT_APPLICATION_TYPES
        or media.endswith(("+json", "+xml", "+yaml"))
    )


@dataclass(frozen=True, slots=True)
class FileText:
    """A file's text (None when it cannot be read) and whether it was cut."""

    reference: Reference
    text: str | None
    truncated: bool = False
    note: str = ""


async def _read_bytes(store: AttachmentStore, tenant: str, file_id: str, limit: int) -> bytes:
    chunks = [chunk async for chunk in store.read(tenant, file_id, start=0, end=limit)]
    return b"".join(chunks)


def _pdf_text(data: bytes, max_chars: int) -> str:
    from pypdf import PdfReader  # only loaded when a PDF is judged

    reader = PdfReader(io.BytesIO(data))
    parts: list[str] = []
    size = 0
    for page in reader.pages[:MAX_PDF_PAGES]:
        text = page.extract_text() or ""
        parts.append(text)
        size += len(text)
        if size >= max_chars:
            break
    return "\n".join(parts)[:max_chars]


async def read_file_text(
    store: AttachmentStore, tenant: str, reference: Reference, *, max_bytes: int
) -> FileText:
    """The text of one forwarded file, at most about `max_bytes` of it; never raises.

    Text-like types are decoded as UTF-8 (bad bytes replaced); PDFs go through pypdf in a
    worker thread; anything else, or a file the tenant's store does not hold, has no text.
    """
    try:
        meta = await store.describe(tenant, reference.id)
    except AttachmentNotFound:
        return FileText(reference, None, note="not in the store")
    try:
        if is_text_type(reference.mime_type):
            data = await _read_bytes(store, tenant, reference.id, max_bytes)
            return FileText(
                reference, data.decode("utf-8", errors="replace"), truncated=meta.size > max_bytes
            )
        if reference.mime_type.split(";", 1)[0].strip().lower() == PDF:
            if meta.size > MAX_PDF_BYTES:
                return FileText(reference, None, note="PDF too large to read")
            data = await _read_bytes(store, tenant, reference.id, meta.size)
            # Abandoned on cancellation, so a slow PDF cannot hold an evaluation past its deadline.
            text = await anyio.to_thread.run_sync(
                _pdf_text, data, max_bytes, abandon_on_cancel=True
            )
            return FileText(reference, text, truncated=len(text) >= max_bytes)
    except Exception as exc:  # a file that cannot be read is described instead
        return FileText(reference, None, note=f"unreadable ({type(exc).__name__})")
    return FileText(reference, None, note="not a text type")
