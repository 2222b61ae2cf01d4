"""Forwarded files read from the attachment store, bounded, and turned into text off the loop."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from enum import StrEnum

import anyio

from app.domain.references import Reference
from app.errors import AttachmentNotFound
from app.judges.extraction import (
    Content,
    Extracted,
    FileKind,
    content_of,
    extract_text,
    printable_strings,
)
from app.judges.memo import FileMemo
from app.judges.protocol import JudgeError
from app.judges.worker_pool import WorkerPool, WorkError
from app.store.protocol import AttachmentStore

logger = logging.getLogger("attachguard.judges")

# Up to this size a text file is decoded on the event loop; anything larger, and every
# document format, goes to a worker process with a time budget.
INLINE_BYTES = 16 * 1024
# Plain text decoded inline: formats with a reader of their own go to the worker.
_INLINE_MEDIA = frozenset({"text/plain", "text/markdown"})


class ReadCause(StrEnum):
    """Why a forwarded file was not read whole (R2.11)."""

    FILE_MISSING = "file_missing"
    STORE_UNAVAILABLE = "store_unavailable"
    UNREADABLE = "unreadable_file"
    PARTLY_READ = "partly_read"


# Causes no `on_unreadable` can turn into a note: the file is not there to be judged at all.
ALWAYS_ERRORS = frozenset({ReadCause.FILE_MISSING, ReadCause.STORE_UNAVAILABLE})


@dataclass(frozen=True, slots=True)
class Gap:
    """What of a file was not read: the cause, and in words how much was (counts and sizes
    only, never anything taken from the file)."""

    cause: ReadCause
    detail: str


@dataclass(frozen=True, slots=True)
class FileBytes:
    """A forwarded file's bytes as read from the store (up to the bound), and how to read
    them; `data` is None when the store gave nothing (`gap` says why)."""

    reference: Reference
    data: bytes | None
    content: Content
    size: int = 0
    gap: Gap | None = None

    @property
    def inline(self) -> bool:
        """Small plain UTF-8 text: cheaper to handle here than to ship to a worker (bytes in
        another charset are a charset detection, which a worker runs)."""
        return (
            self.data is not None
            and len(self.data) <= INLINE_BYTES
            and self.content.media in _INLINE_MEDIA
            and _is_utf8(self.data)
        )


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


_NOTHING = Content(None, FileKind.BINARY)
_MISSING = "not in the attachment store"
_UNAVAILABLE = "the attachment store could not be read"


async def read_file_bytes(
    store: AttachmentStore, tenant: str, reference: Reference, *, max_bytes: int
) -> FileBytes:
    """The file's first `max_bytes` and what they are; never raises.

    A file the tenant's store does not hold, or a store that cannot be reached, comes back
    without bytes and with the cause; a file past the bound comes back with its first bytes
    and a gap saying how much that is.
    """
    try:
        # One read past the bound tells a file that fits from one that does not.
        meta, data = await store.read_head(tenant, reference.id, limit=max_bytes)
    except AttachmentNotFound:
        gap = Gap(ReadCause.FILE_MISSING, _MISSING)
        return FileBytes(reference, None, _NOTHING, gap=gap)
    except Exception as exc:
        logger.warning("file not read", extra={"cause": type(exc).__name__})
        gap = Gap(ReadCause.STORE_UNAVAILABLE, _UNAVAILABLE)
        return FileBytes(reference, None, _NOTHING, gap=gap)
    content = content_of(data, reference.mime_type)
    if meta.size > max_bytes:
        gap = Gap(ReadCause.PARTLY_READ, f"the first {max_bytes} of {meta.size} bytes were read")
        return FileBytes(reference, data, content, meta.size, gap)
    return FileBytes(reference, data, content, meta.size)


def judge_error(exc: WorkError) -> JudgeError:
    """A file whose text could not be extracted in time is an error, never a clean file."""
    return JudgeError(f"extraction_{exc.cause}", str(exc))


@dataclass(frozen=True, slots=True)
class FileText:
    """What a judge reads of a forwarded file: its text (all that could be read, "" when
    nothing), what its bytes are, and what was not read (`gap`, None when it was read whole).
    """

    reference: Reference
    text: str
    kind: FileKind
    gap: Gap | None = None
    # The content's sha256 when the store's metadata gave it (the memo's key).
    sha256: str | None = None

    @property
    def whole(self) -> bool:
        return self.gap is None


class FileTexts:
    """The texts of the files one evaluation has read, shared by all its guardrails.

    Guardrails run concurrently: the first to ask for a file reads it, the others wait for
    that read instead of starting their own. A read that was cancelled (its guardrail lost the
    race to an earlier block) is left to the next caller.
    """

    def __init__(self, memo: FileMemo | None = None) -> None:
        self._entries: dict[tuple[str, int, int], _Entry] = {}
        self.reads = 0
        # Shared across evaluations (see `judges.memo`): None reads every file afresh.
        self.memo = memo

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
    """What a judge reads of one forwarded file, bounded; raises `JudgeError` when extraction
    runs out of time or memory. A file no reader reads, or one read only in part, comes back
    with its gap (R2.11). With `shared`, a file read once in an evaluation is not read again."""

    async def load() -> FileText:
        return await _read_file_text(
            store, tenant, reference, max_bytes=max_bytes, max_chars=max_chars, pool=pool
        )

    if shared is None:
        return await load()

    async def remembered() -> FileText:
        return await _remembered(shared.memo, store, tenant, reference, max_bytes, max_chars, load)

    return await shared.get((reference.id, max_bytes, max_chars), remembered)


async def _remembered(
    memo: FileMemo | None,
    store: AttachmentStore,
    tenant: str,
    reference: Reference,
    max_bytes: int,
    max_chars: int,
    load: Callable[[], Awaitable[FileText]],
) -> FileText:
    """A file's text from the memo when its content was read before for this tenant (only
    the store's metadata is read), else read and kept."""
    if memo is None:
        return await load()
    try:
        meta = await store.describe(tenant, reference.id)
    except AttachmentNotFound:
        return FileText(reference, "", FileKind.BINARY, Gap(ReadCause.FILE_MISSING, _MISSING))
    except Exception as exc:
        # Said as the read would say it, without asking a store that failed a second time.
        logger.warning("file not read", extra={"cause": type(exc).__name__})
        gap = Gap(ReadCause.STORE_UNAVAILABLE, _UNAVAILABLE)
        return FileText(reference, "", FileKind.BINARY, gap)
    key = ("text", tenant, meta.sha256, reference.mime_type, max_bytes, max_chars)

    async def read() -> FileText:
        text = await load()
        if text.gap is None or text.gap.cause not in ALWAYS_ERRORS:
            text = dataclasses.replace(text, sha256=meta.sha256)
        return text

    def keep(text: FileText) -> bool:
        return text.sha256 is not None

    kept: FileText = await memo.remember(tenant, key, read, keep)
    return dataclasses.replace(kept, reference=reference)


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
    kind = read.content.kind
    if read.data is None:
        assert read.gap is not None
        return FileText(reference, "", kind, read.gap)
    cut = read.gap is not None  # only the first bytes: a document cannot be parsed in part
    if read.content.media is None or (cut and kind is not FileKind.TEXT):
        # No reader for such bytes (a picture, a binary, a document cut short): its printable
        # strings are judged, and the file is reported as not read.
        strings = printable_strings(read.data, max_chars).text
        why = read.gap.detail if read.gap else f"no reader reads {kind.value} files"
        return FileText(reference, strings, kind, Gap(ReadCause.UNREADABLE, why))
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
        extracted = None
    except Exception:
        extracted = None
    if extracted is None:
        strings = printable_strings(read.data, max_chars).text
        return FileText(
            reference, strings, kind, Gap(ReadCause.UNREADABLE, "it could not be parsed")
        )
    partial = extracted.partial
    if read.gap is not None:
        return FileText(reference, extracted.text, kind, read.gap)
    if partial is not None:
        return FileText(reference, extracted.text, kind, Gap(ReadCause.PARTLY_READ, partial))
    return FileText(reference, extracted.text, kind)
