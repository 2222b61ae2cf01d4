"""Routes of the attachment store: upload, metadata, content, job links."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated
from urllib.parse import quote

from fastapi import APIRouter, Header, Path, Request, Response, status
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, ConfigDict, Field
from pydantic.config import JsonDict

from app.api.deps import SettingsDep, StoreDep, TenantDep
from app.api.problem import BINARY, problems
from app.domain.filename import ascii_fallback
from app.domain.ticket import SAFE_KEY_SCHEMA_PATTERN
from app.services import attachments as service
from app.services.multipart import MultipartReader
from app.store.protocol import StoredAttachment

router = APIRouter(prefix="/v1", tags=["attachments"])

AttachmentIdPath = Annotated[str, Path(description="The attachment id (a UUID).")]
# Documented, and enforced by the service with its own `invalid_key` code.
SAFE_KEY_SCHEMA: JsonDict = {"pattern": SAFE_KEY_SCHEMA_PATTERN}
JobKeyPath = Annotated[
    str,
    Path(
        description="The job key: 1-128 of A-Z a-z 0-9 . _ -, not '.' or '..'.",
        json_schema_extra=SAFE_KEY_SCHEMA,
    ),
]


class AttachmentResponse(BaseModel):
    """A ticket plus what the store knows of the file."""

    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    id: str = Field(alias="ID", description="The attachment id (canonical UUID).")
    full_name: str = Field(alias="FullName", description="The file name.")
    mime_type: str = Field(alias="MimeType", description="The media type.")
    size: int = Field(description="Size in bytes.")
    sha256: str = Field(description="Hex sha256 of the content.")
    created_at: datetime

    @classmethod
    def of(cls, record: StoredAttachment) -> AttachmentResponse:
        return cls(
            id=record.id,
            full_name=record.name,
            mime_type=record.mime_type,
            size=record.size,
            sha256=record.sha256,
            created_at=record.created_at,
        )


class TicketResponse(BaseModel):
    model_config = ConfigDict(populate_by_name=True, serialize_by_alias=True)

    id: str = Field(alias="ID")
    full_name: str = Field(alias="FullName")
    mime_type: str = Field(alias="MimeType")


class JobAttachmentsResponse(BaseModel):
    attachments: list[TicketResponse] = Field(description="Tickets linked to the job.")


_UPLOAD_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "multipart/form-data": {
                "schema": {
                    "type": "object",
                    "required": ["file"],
                    "properties": {
                        "file": {"type": "string", "format": "binary"},
                        "job_key": {
                            "type": "string",
                            "description": "Link the new attachment to this job at once.",
                        },
                    },
                }
            }
        },
    }
}


@router.post(
    "/attachments",
    status_code=status.HTTP_201_CREATED,
    summary="Upload a file",
    description=(
        "Streams the `file` part to the store (size-capped, sha256 computed on the way) and "
        "answers its ticket. The optional `job_key` field links it to a job at once."
    ),
    openapi_extra=_UPLOAD_BODY,
    responses=problems(401, 413, 415, 422),
)
async def upload_attachment(
    request: Request, store: StoreDep, settings: SettingsDep, tenant: TenantDep
) -> AttachmentResponse:
    reader = MultipartReader(request.headers.get("content-type", ""), request.stream())
    stored = await service.upload_attachment(
        store, tenant, reader.events(), max_bytes=settings.max_upload_bytes
    )
    return AttachmentResponse.of(stored)


@router.get(
    "/attachments/{attachment_id}",
    summary="Describe an attachment",
    responses=problems(401, 404, 422),
)
async def describe_attachment(
    attachment_id: AttachmentIdPath, store: StoreDep, tenant: TenantDep
) -> AttachmentResponse:
    record = await service.describe_attachment(store, tenant, attachment_id)
    return AttachmentResponse.of(record)


@router.get(
    "/attachments/{attachment_id}/content",
    summary="Download an attachment's bytes",
    description="Streams the content; honours a single `Range` and `If-None-Match`.",
    response_class=StreamingResponse,
    responses={
        200: {"content": {"*/*": {"schema": BINARY}}, "description": "The bytes."},
        206: {"content": {"*/*": {"schema": BINARY}}, "description": "One byte range."},
        304: {"description": "Not modified (ETag matched)."},
        **problems(401, 404, 416, 422),
    },
)
async def download_attachment(
    attachment_id: AttachmentIdPath,
    store: StoreDep,
    tenant: TenantDep,
    range_header: Annotated[str | None, Header(alias="Range")] = None,
    if_none_match: Annotated[str | None, Header(alias="If-None-Match")] = None,
) -> Response:
    opened = await service.open_content(store, tenant, attachment_id, range_header)
    record = opened.attachment
    etag = f'"{record.sha256}"'
    headers = {
        "ETag": etag,
        "Accept-Ranges": "bytes",
        "Content-Disposition": content_disposition(record.name),
        "X-Content-Type-Options": "nosniff",
    }
    if if_none_match is not None and etag in {t.strip() for t in if_none_match.split(",")}:
        await opened.chunks.aclose()  # type: ignore[attr-defined]
        return Response(status_code=status.HTTP_304_NOT_MODIFIED, headers=headers)
    if opened.range is not None:
        headers["Content-Range"] = opened.range.content_range()
        headers["Content-Length"] = str(opened.range.length)
        code = status.HTTP_206_PARTIAL_CONTENT
    else:
        headers["Content-Length"] = str(record.size)
        code = status.HTTP_200_OK
    return StreamingResponse(
        opened.chunks, status_code=code, media_type=record.mime_type, headers=headers
    )


def content_disposition(name: str) -> str:
    """`attachment` with an ASCII fallback and the exact UTF-8 name (RFC 6266)."""
    return (
        f"attachment; filename=\"{ascii_fallback(name)}\"; filename*=UTF-8''{quote(name, safe='')}"
    )


@router.put(
    "/jobs/{job_key}/attachments/{attachment_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Link an attachment to a job",
    description="Idempotent: linking twice is the same as linking once.",
    responses=problems(401, 404, 422),
)
async def link_attachment(
    job_key: JobKeyPath, attachment_id: AttachmentIdPath, store: StoreDep, tenant: TenantDep
) -> Response:
    await service.link_attachment(store, tenant, job_key=job_key, raw_id=attachment_id)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get(
    "/jobs/{job_key}/attachments",
    summary="List a job's attachments",
    responses=problems(401, 422),
)
async def list_job_attachments(
    job_key: JobKeyPath, store: StoreDep, tenant: TenantDep
) -> JobAttachmentsResponse:
    records = await service.job_attachments(store, tenant, job_key)
    return JobAttachmentsResponse(
        attachments=[
            TicketResponse(id=r.id, full_name=r.name, mime_type=r.mime_type) for r in records
        ]
    )
