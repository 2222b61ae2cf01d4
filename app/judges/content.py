"""Forwarded files read from the attachment store, bounded, and turned into text off the loop."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import anyio

from app.domain.references import Reference
from app.errors import AttachmentNotFound
from app.judges.extraction import Extracted, extract_text, is_readable_type, is_text_type
from app.judges.protocol import JudgeError
from app.judges.worker_pool import WorkerPool, WorkError
from app.store.protocol import AttachmentStore

# Up to this size a text file is decoded on the event loop; anything larger, and every
# document format, goes to a worker process with a time budget.
INLINE_BYTES = 16 * 1024


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


class FileTexts:
    """The texts of the files one evaluation has read, shared by all its guardrails.

    Guardrails run concurrently: the first to ask for a file reads it, the others wait for
    that read instead of starting their own. A read that was cancelled (its guardrail lost the
    race to an earlier block) is left to the next caller.
    """

    def __init__(self) -> None:
        self._entries: dict[tuple[str, int, int], _Entry] = {}
        self.reads = 0

    async def get(
        self, key: tuple[str, int, int], load: Callable[[], Awaitable[FileText]]
    ) -> FileText:
        while True:
            entry = self._entries.get(key)
            if entry is None:
                entry = self._entries[key] = _Entry()
                self.reads += 1
                try:
                    entry.result = await load()
                    return entry.result
                except Exception as exc:
                    entry.error = exc
                    raise
                except BaseException:
                    del self._entries[key]  # cancelled: whoever waits reads it itself
                    raise
                finally:
                    entry.done.set()
            await entry.done.wait()
            if entry.result is not None:
                return entry.result
            if entry.error is not None:
                raise entry.error


class _Entry:
    __slots__ = ("done", "error", "result")

    def __init__(self) -> None:
        self.done = anyio.Event()
        self.result: FileText | None = None
        self.error: Exception | None = None


async def read_file_text(
    store: AttachmentStore,
    tenant: str,
    reference: Reference,
    *,
    max_bytes: int,
    max_chars: int,
    pool: WorkerPool,
    shared: FileTexts | None = None,
) -> FileText:
    """The text of one forwarded file, bounded; raises `JudgeError` when extraction runs out
    of time or memory. A file no parser can read comes back unread, with the reason. With
    `shared`, a file read once in an evaluation is not read again."""

    async def load() -> FileText:
        return await _read_file_text(
            store, tenant, reference, max_bytes=max_bytes, max_chars=max_chars, pool=pool
        )

    if shared is None:
        return await load()
    return await shared.get((reference.id, max_bytes, max_chars), load)


async def _read_file_text(
    store: AttachmentStore,
    tenant: str,
    reference: Reference,
    *,
    max_bytes: int,
    max_chars: int,
    pool: WorkerPool,
) -> FileText:
    read = await read_file_bytes(store, tenant, reference, max_bytes=max_bytes)
    if read.data is None:
        return FileText(reference, None, note=read.note)
    extracted: Extracted | None
    try:
        if read.inline:
            extracted = extract_text(read.data, reference.mime_type, max_chars)
        else:
            extracted = await pool.run(
                extract_text, read.data, reference.mime_type, max_chars, tenant=tenant
            )
    except WorkError as exc:
        if exc.cause != "failed":
            raise judge_error(exc) from None
        return FileText(reference, None, note="could not be parsed")
    except Exception as exc:
        return FileText(reference, None, note=f"could not be parsed ({type(exc).__name__})")
    if extracted is None:
        return FileText(reference, None, note="not a readable type")
    return FileText(reference, extracted.text, truncated=read.truncated or extracted.truncated)
