"""Forwarded files read from the attachment store, bounded, and turned into text off the loop."""

from __future__ import annotations

from dataclasses import dataclass

from app.domain.references import Reference
from app.errors import AttachmentNotFound
from app.judges.extract import Extracted, extract_text, is_readable_type, is_text_type
from app.judges.protocol import JudgeError
from app.judges.worker_pool import WorkerPool, WorkError
from app.store.protocol import AttachmentStore

# Up to this size a text file is decoded on the event loop; anything larger, and every
# document format, goes to a worker process with a time budget.
INLINE_BYTES = 64 * 1024


@dataclass(frozen=True, slots=True)
class FileBytes:
    """A forwarded file's bytes (None when it was not read, with the reason in `note`)."""

    reference: Reference
    data: bytes | None
    truncated: bool = False
    note: str = ""

    @property
    def inline(self) -> bool:
        """Small plain text: cheaper to handle here than to ship to a worker."""
        return (
            self.data is not None
            and len(self.data) <= INLINE_BYTES
            and is_text_type(self.reference.mime_type)
        )


async def read_file_bytes(
    store: AttachmentStore, tenant: str, reference: Reference, *, max_bytes: int
) -> FileBytes:
    """The file's bytes, at most `max_bytes` of a text file; never raises.

    A type no judge can read, a document larger than `max_bytes` (a PDF cannot be read in
    part) or a file the tenant's store does not hold comes back unread, with the reason.
    """
    if not is_readable_type(reference.mime_type):
        return FileBytes(reference, None, note="not a readable type")
    try:
        # One read past the bound tells a file that fits from one that does not.
        meta, data = await store.read_head(tenant, reference.id, limit=max_bytes)
    except AttachmentNotFound:
        return FileBytes(reference, None, note="not in the store")
    except Exception as exc:
        return FileBytes(reference, None, note=f"could not be read ({type(exc).__name__})")
    if meta.size > max_bytes and not is_text_type(reference.mime_type):
        return FileBytes(reference, None, note=f"larger than {max_bytes} bytes")
    return FileBytes(reference, data, truncated=meta.size > max_bytes)


def judge_error(exc: WorkError) -> JudgeError:
    """A file whose text could not be extracted in time is an error, never a clean file."""
    return JudgeError(f"extraction_{exc.cause}", str(exc))


@dataclass(frozen=True, slots=True)
class FileText:
    """A forwarded file's text (None when unread, with the reason) and whether it was cut."""

    reference: Reference
    text: str | None
    truncated: bool = False
    note: str = ""


async def read_file_text(
    store: AttachmentStore,
    tenant: str,
    reference: Reference,
    *,
    max_bytes: int,
    max_chars: int,
    pool: WorkerPool,
) -> FileText:
    """The text of one forwarded file, bounded; raises `JudgeError` when extraction fails."""
    read = await read_file_bytes(store, tenant, reference, max_bytes=max_bytes)
    if read.data is None:
        return FileText(reference, None, note=read.note)
    extracted: Extracted | None
    if read.inline:
        extracted = extract_text(read.data, reference.mime_type, max_chars)
    else:
        try:
            extracted = await pool.run(extract_text, read.data, reference.mime_type, max_chars)
        except WorkError as exc:
            raise judge_error(exc) from None
    if extracted is None:
        return FileText(reference, None, note="not a readable type")
    return FileText(reference, extracted.text, truncated=read.truncated or extracted.truncated)
