"""Use cases of the attachment store: upload, describe, read a range, link, list."""

from __future__ import annotations

import logging
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass

from app.domain.attachment import StoredAttachment
from app.domain.byte_range import (
    ByteRange,
    UnsatisfiableRange,
    any_match,
    none_match,
    parse_range,
    range_holds,
)
from app.domain.filename import safe_file_name
from app.domain.mime import media_type_of
from app.domain.ticket import canonical_id, canonical_key, is_safe_key
from app.errors import (
    InvalidId,
    InvalidKey,
    InvalidUpload,
    MissingFile,
    PreconditionFailed,
    RangeNotSatisfiable,
)
from app.store.protocol import AttachmentStore

logger = logging.getLogger("attachguard.attachments")

_MAX_FIELD_BYTES = 4096
# Form fields besides the file an upload may send (each up to `_MAX_FIELD_BYTES`).
_MAX_FIELDS = 16


@dataclass(slots=True)
class PartStart:
    """The headers of one part of an upload have been read."""

    name: str
    filename: str | None
    content_type: str | None


@dataclass(slots=True)
class PartData:
    data: bytes


@dataclass(slots=True)
class PartEnd:
    pass


# An upload as a flat stream of part events, in order (the api reads them from multipart).
UploadEvent = PartStart | PartData | PartEnd


def require_id(raw: str) -> str:
    """The canonical form of an attachment id taken from a URL, or `InvalidId`."""
    attachment_id = canonical_id(raw)
    if attachment_id is None:
        raise InvalidId("The attachment id must be a UUID.")
    return attachment_id


def require_job_key(raw: str) -> str:
    """A job key usable as a store key (UUIDs compared case-insensitively), or `InvalidKey`."""
    if not is_safe_key(raw):
        raise InvalidKey("A job key is 1-128 of A-Z a-z 0-9 . _ - and not '.' or '..'.")
    return canonical_key(raw)


@dataclass(frozen=True, slots=True)
class Conditions:
    """A download's precondition headers, as sent (None when absent)."""

    if_match: str | None = None
    if_none_match: str | None = None
    if_range: str | None = None


@dataclass(frozen=True, slots=True)
class Content:
    attachment: StoredAttachment
    range: ByteRange | None
    chunks: AsyncGenerator[bytes, None]
    # The client's copy is current (`If-None-Match`): a 304, no body read.
    not_modified: bool = False
    # The store's read under `chunks` (begun: its first chunk was read).
    source: AsyncGenerator[bytes, None] | None = None

    async def close(self) -> None:
        """Release the content without reading it (a 304 or a HEAD answers no body). The
        store's read is closed itself: closing `chunks` before its start would not reach it."""
        await self.chunks.aclose()
        if self.source is not None:
            await self.source.aclose()


class AttachmentService:
    """The store's use cases for one deployment; `max_upload_bytes` caps a file."""

    def __init__(self, store: AttachmentStore, *, max_upload_bytes: int) -> None:
        self._store = store
        self._max_bytes = max_upload_bytes

    async def upload(self, tenant: str, events: AsyncIterator[UploadEvent]) -> StoredAttachment:
        """Store the single file part named `file` of an upload, streamed.

        The optional `job_key` field (before or after the file) links the new attachment. The
        file is published only once the whole body has been read (its closing boundary), so no
        one can list, link, read or materialise an upload that then fails; should the link
        after it fail, the stored attachment is deleted, so a failed request leaves nothing
        behind.
        """
        form = _Form()
        stored: StoredAttachment | None = None
        early: str | None = None
        try:
            async for event in events:
                if not isinstance(event, PartStart):
                    raise InvalidUpload("The multipart body is out of order.")
                if event.filename is not None and event.name == "file":
                    if stored is not None:
                        raise InvalidUpload("Send exactly one file per upload.")
                    name = safe_file_name(event.filename)
                    # A `job_key` sent before the file links it in the same step.
                    early = form.job_key()
                    stored = await self._store.save(
                        tenant,
                        name=name,
                        mime_type=media_type_of(event.content_type, name),
                        chunks=_file_then_rest(events, form),
                        max_bytes=self._max_bytes,
                        job_key=early,
                    )
                else:
                    await form.read(event.name, events)
            if stored is None:
                raise MissingFile("The upload has no file part named 'file'.")
            # One sent after the file was checked before it was published: only its link (a
            # store call that may fail, and then deletes the upload) comes after.
            job_key = form.job_key()
            if job_key is not None and job_key != early:
                await self._store.link(tenant, job_key, stored.id)
        except BaseException:
            if stored is not None:
                await self._store.delete(tenant, stored.id)
            raise
        logger.info(
            "attachment stored",
            extra={"attachment_id": stored.id, "size": stored.size, "sha256": stored.sha256},
        )
        return stored

    async def describe(self, tenant: str, raw_id: str) -> StoredAttachment:
        """Metadata: `InvalidId` for a non-UUID, `AttachmentNotFound` if unknown."""
        return await self._store.describe(tenant, require_id(raw_id))

    async def link(self, tenant: str, *, job_key: str, raw_id: str) -> None:
        """Link an existing attachment of the tenant to a job (idempotent)."""
        await self._store.link(tenant, require_job_key(job_key), require_id(raw_id))

    async def job_attachments(self, tenant: str, job_key: str) -> list[StoredAttachment]:
        """The attachments linked to a job, in link order."""
        return await self._store.linked(tenant, require_job_key(job_key))

    async def open_content(
        self,
        tenant: str,
        raw_id: str,
        range_header: str | None,
        conditions: Conditions | None = None,
        *,
        head_only: bool = False,
    ) -> Content:
        """The attachment's bytes, or the one satisfiable range the header asks for, under the
        request's preconditions in RFC 9110 §13.2.2's order: `If-Match` (a 412 when it fails),
        `If-None-Match` (nothing read when it matches), then `If-Range` (the whole body when
        it does not hold), then `Range`. `head_only` (a HEAD) reads no content: its answer is
        the metadata's, even when the content itself could not be read now."""
        attachment_id = require_id(raw_id)
        attachment = await self._store.describe(tenant, attachment_id)
        etag = f'"{attachment.sha256}"'
        conditions = conditions or Conditions()
        if conditions.if_match is not None and not any_match(conditions.if_match, etag):
            raise PreconditionFailed("The attachment's ETag does not match If-Match.")
        if conditions.if_none_match is not None and none_match(conditions.if_none_match, etag):
            return Content(attachment, None, _nothing(), not_modified=True)
        if conditions.if_range is not None and not range_holds(conditions.if_range, etag):
            range_header = None
        try:
            byte_range = parse_range(range_header, attachment.size) if range_header else None
        except UnsatisfiableRange:
            raise RangeNotSatisfiable(
                f"The attachment has {attachment.size} bytes; the requested range lies past "
                "its end.",
                headers={"Content-Range": f"bytes */{attachment.size}"},
            ) from None
        if head_only:
            return Content(attachment=attachment, range=byte_range, chunks=_nothing())
        start, end = (byte_range.start, byte_range.end + 1) if byte_range else (0, None)
        chunks = self._store.read(tenant, attachment_id, start=start, end=end)
        # The first chunk is read before the answer starts: a store that fails now is a 503
        # problem, not a connection cut after a 200 status line.
        try:
            first = await anext(chunks, b"")
        except BaseException:
            await chunks.aclose()
            raise
        return Content(
            attachment=attachment, range=byte_range, chunks=_prepend(first, chunks), source=chunks
        )


async def _nothing() -> AsyncGenerator[bytes, None]:
    return
    yield  # pragma: no cover - makes this an async generator


async def _prepend(first: bytes, rest: AsyncGenerator[bytes, None]) -> AsyncGenerator[bytes, None]:
    try:
        if first:
            yield first
        async for chunk in rest:
            yield chunk
    finally:
        await rest.aclose()


async def _file_then_rest(events: AsyncIterator[UploadEvent], form: _Form) -> AsyncIterator[bytes]:
    """The file part's bytes, then the rest of the body read into `form`: the store
    publishes the file when this ends, so it ends only once the whole body is read and the
    `job_key` (if any) is valid."""
    async for event in events:
        if isinstance(event, PartData):
            yield event.data
        elif isinstance(event, PartEnd):
            break
        else:
            raise InvalidUpload("The file part ended before its closing boundary.")
    else:
        # Ending without the part's end means a truncated body: never store what arrived.
        raise InvalidUpload("The file part ended before its closing boundary.")
    async for event in events:
        if not isinstance(event, PartStart):
            raise InvalidUpload("The multipart body is out of order.")
        if event.filename is not None and event.name == "file":
            raise InvalidUpload("Send exactly one file per upload.")
        await form.read(event.name, events)
    form.job_key()


class _Form:
    """The form fields of an upload besides its file: at most `_MAX_FIELDS` parts."""

    def __init__(self) -> None:
        self.fields: dict[str, str] = {}
        self.parts = 0

    async def read(self, name: str, events: AsyncIterator[UploadEvent]) -> None:
        self.parts += 1
        if self.parts > _MAX_FIELDS:
            raise InvalidUpload(f"An upload takes at most {_MAX_FIELDS} form fields.")
        value = await _part_text(events)
        if name == "job_key" and self.fields.get(name, value) != value:
            raise InvalidUpload("Send one job_key per upload.")
        self.fields[name] = value

    def job_key(self) -> str | None:
        """The job to link the file to (an empty value is none), or `InvalidKey`."""
        raw = self.fields.get("job_key") or None
        return require_job_key(raw) if raw is not None else None


async def _part_text(events: AsyncIterator[UploadEvent]) -> str:
    data = bytearray()
    async for event in events:
        if isinstance(event, PartData):
            data += event.data
            if len(data) > _MAX_FIELD_BYTES:
                raise InvalidUpload(f"A form field is longer than {_MAX_FIELD_BYTES} bytes.")
        elif isinstance(event, PartEnd):
            return data.decode("utf-8", errors="replace")
        else:
            break
    raise InvalidUpload("A form field ended before its closing boundary.")
