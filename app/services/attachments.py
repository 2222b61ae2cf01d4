"""Use cases of the attachment store: upload, describe, read a range, link, list."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass

from app.domain.byte_range import ByteRange, UnsatisfiableRange, parse_range
from app.domain.filename import safe_file_name
from app.domain.mime import OCTET_STREAM, guess_mime_type
from app.domain.ticket import canonical_id, canonical_key, is_safe_key
from app.errors import InvalidId, InvalidKey, InvalidUpload, MissingFile, RangeNotSatisfiable
from app.services.multipart import Event, PartData, PartEnd, PartStart
from app.store.protocol import AttachmentStore, StoredAttachment

logger = logging.getLogger("attachguard.attachments")

_MAX_FIELD_BYTES = 4096


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


def _media_type(declared: str | None, name: str) -> str:
    # A browser or curl sends application/octet-stream when it does not know better; the
    # extension table then gives the more useful answer.
    if declared:
        media = declared.split(";", 1)[0].strip().lower()
        if "/" in media and media != OCTET_STREAM and media.isascii() and " " not in media:
            return media
    return guess_mime_type(name)


async def upload_attachment(
    store: AttachmentStore,
    tenant: str,
    events: AsyncIterator[Event],
    *,
    max_bytes: int,
) -> StoredAttachment:
    """Store the single file part named `file` of a multipart body, streamed.

    The optional `job_key` field (before or after the file) links the new attachment. When
    anything after the file is wrong the stored attachment is deleted, so a failed request
    leaves nothing behind.
    """
    fields: dict[str, str] = {}
    stored: StoredAttachment | None = None
    try:
        async for event in events:
            if not isinstance(event, PartStart):
                raise InvalidUpload("The multipart body is out of order.")
            if event.filename is not None and event.name == "file":
                if stored is not None:
                    raise InvalidUpload("Send exactly one file per upload.")
                name = safe_file_name(event.filename)
                stored = await store.save(
                    tenant,
                    name=name,
                    mime_type=_media_type(event.content_type, name),
                    chunks=_part_bytes(events),
                    max_bytes=max_bytes,
                )
            else:
                fields[event.name] = await _part_text(events)
        if stored is None:
            raise MissingFile("The upload has no file part named 'file'.")
        job_key = fields.get("job_key") or None
        if job_key is not None:
            job_key = require_job_key(job_key)
            await store.link(tenant, job_key, stored.id)
    except BaseException:
        if stored is not None:
            await store.delete(tenant, stored.id)
        raise
    logger.info(
        "attachment stored",
        extra={"attachment_id": stored.id, "size": stored.size, "sha256": stored.sha256},
    )
    return stored


async def _part_bytes(events: AsyncIterator[Event]) -> AsyncIterator[bytes]:
    async for event in events:
        if isinstance(event, PartData):
            yield event.data
        elif isinstance(event, PartEnd):
            return
        else:
            break
    # Ending without the part's end means a truncated body: never store what arrived.
    raise InvalidUpload("The file part ended before its closing boundary.")


async def _part_text(events: AsyncIterator[Event]) -> str:
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


async def describe_attachment(store: AttachmentStore, tenant: str, raw_id: str) -> StoredAttachment:
    """The attachment's metadata; `InvalidId` for a non-UUID, `AttachmentNotFound` if unknown."""
    return await store.describe(tenant, require_id(raw_id))


async def link_attachment(
    store: AttachmentStore, tenant: str, *, job_key: str, raw_id: str
) -> None:
    """Link an existing attachment of the tenant to a job (idempotent)."""
    await store.link(tenant, require_job_key(job_key), require_id(raw_id))


async def job_attachments(
    store: AttachmentStore, tenant: str, job_key: str
) -> list[StoredAttachment]:
    """The attachments linked to a job, in link order."""
    return await store.linked(tenant, require_job_key(job_key))


@dataclass(frozen=True, slots=True)
class Content:
    attachment: StoredAttachment
    range: ByteRange | None
    chunks: AsyncIterator[bytes]


async def open_content(
    store: AttachmentStore, tenant: str, raw_id: str, range_header: str | None
) -> Content:
    """The attachment's bytes, or the one satisfiable range the header asks for."""
    attachment_id = require_id(raw_id)
    attachment = await store.describe(tenant, attachment_id)
    try:
        byte_range = parse_range(range_header, attachment.size) if range_header else None
    except UnsatisfiableRange:
        raise RangeNotSatisfiable(
            f"The attachment has {attachment.size} bytes; the requested range lies past its end.",
            headers={"Content-Range": f"bytes */{attachment.size}"},
        ) from None
    start, end = (byte_range.start, byte_range.end + 1) if byte_range else (0, None)
    return Content(
        attachment=attachment,
        range=byte_range,
        chunks=store.read(tenant, attachment_id, start=start, end=end),
    )
