"""Routes of the attachment store: upload, metadata, content, job links."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Header, Response, status
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field

from app.api.body import operation, respond
from app.api.deps import SECURITY, StateRequest, services_of, tenant_of
from app.api.multipart import MultipartReader
from app.api.params import (
    HEAD_ONLY,
    AttachmentIdPath,
    JobKeyPath,
    TicketResponse,
    content_disposition,
)
from app.api.problem import BINARY, problems
from app.domain.attachment import StoredAttachment
from app.services.attachments import Conditions

router = APIRouter(prefix="/v1", tags=["attachments"])


class AttachmentResponse(TicketResponse):
    """A ticket plus what the store knows of the file."""

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


class JobAttachmentsResponse(BaseModel):
    attachments: list[TicketResponse] = Field(description="The job's tickets, in link order.")


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
                            "examples": ["job-42"],
                        },
                    },
                },
                "encoding": {"file": {"contentType": "application/octet-stream, text/plain"}},
            }
        },
    },
    **SECURITY,
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
    response_model=AttachmentResponse,
    responses=problems(401, 408, 413, 415, 422, 507),
)
async def upload_attachment(request: StateRequest) -> Response:
    tenant = tenant_of(request)
    reader = MultipartReader(request.headers.get("content-type", ""), request.stream())
    stored = await services_of(request).attachments.upload(tenant, reader.events())
    return respond(AttachmentResponse.of(stored), status.HTTP_201_CREATED)


@router.get(
    "/attachments/{attachment_id}",
    summary="Describe an attachment",
    openapi_extra=operation(),
    response_model=AttachmentResponse,
    responses=problems(401, 404, 422),
)
async def describe_attachment(request: StateRequest, attachment_id: AttachmentIdPath) -> Response:
    record = await services_of(request).attachments.describe(tenant_of(request), attachment_id)
    return respond(AttachmentResponse.of(record))


def _etag_header(name: str, description: str) -> Any:
    """A precondition header that takes an ETag (a quoted sha256)."""
    example = '"9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"'
    return Header(alias=name, description=description, examples=[example])


@router.get(
    "/attachments/{attachment_id}/content",
    summary="Download an attachment's bytes",
    description=(
        "Streams the content as its stored media type, always as a download (`attachment`, "
        "`nosniff`); honours `If-Match`, `If-None-Match`, `If-Range` and a single `Range` "
        "(RFC 9110; a HEAD ignores `Range`)."
    ),
    response_class=StreamingResponse,
    openapi_extra=operation(),
    responses={
        200: {
            "content": {"application/octet-stream": {"schema": BINARY}},
            "description": "The bytes, served as the attachment's own media type.",
        },
        206: {
            "content": {"application/octet-stream": {"schema": BINARY}},
            "description": "One byte range.",
        },
        304: {"description": "Not modified (ETag matched)."},
        **problems(401, 404, 412, 416, 422),
    },
)
async def download_attachment(
    request: StateRequest,
    attachment_id: AttachmentIdPath,
    range_header: Annotated[
        str | None,
        Header(
            alias="Range",
            description="One byte range, for example the first 100 bytes.",
            examples=["bytes=0-99"],
        ),
    ] = None,
    if_none_match: Annotated[
        str | None,
        _etag_header("If-None-Match", "The ETag (quoted sha256) of a copy the caller holds."),
    ] = None,
    if_match: Annotated[
        str | None, _etag_header("If-Match", "Serve only this version (its ETag); else 412.")
    ] = None,
    if_range: Annotated[
        str | None,
        _etag_header("If-Range", "Apply `Range` only while this is the ETag; else all of it."),
    ] = None,
) -> Response:
    conditions = Conditions(if_match=if_match, if_none_match=if_none_match, if_range=if_range)
    head_only = bool(request.scope.get(HEAD_ONLY))
    opened = await services_of(request).attachments.open_content(
        tenant_of(request), attachment_id, range_header, conditions, head_only=head_only
    )
    record = opened.attachment
    etag = f'"{record.sha256}"'
    headers = {
        "ETag": etag,
        "Accept-Ranges": "bytes",
        "Content-Disposition": content_disposition(record.name),
        "X-Content-Type-Options": "nosniff",
        # A tenant's file: no shared cache keeps it, and a client revalidates (ETag).
        "Cache-Control": "private, no-cache",
    }
    if opened.not_modified:
        return Response(status_code=status.HTTP_304_NOT_MODIFIED, headers=headers)
    if opened.range is not None:
        headers["Content-Range"] = opened.range.content_range()
        headers["Content-Length"] = str(opened.range.length)
        code = status.HTTP_206_PARTIAL_CONTENT
    else:
        headers["Content-Length"] = str(record.size)
        code = status.HTTP_200_OK
    # Set as stored: given as `media_type`, a text type would be said to be UTF-8, which
    # nobody checked.
    headers["Content-Type"] = record.mime_type
    if head_only:
        # No content was opened: streamed, a body would be stopped at its first chunk, its
        # file left open until collected.
        return Response(status_code=code, headers=headers)
    return StreamingResponse(opened.chunks, status_code=code, headers=headers)


@router.put(
    "/jobs/{job_key}/attachments/{attachment_id}",
    status_code=status.HTTP_204_NO_CONTENT,
    summary="Link an attachment to a job",
    description="Idempotent: linking twice is the same as linking once.",
    openapi_extra=operation(),
    responses=problems(401, 404, 422),
)
async def link_attachment(
    request: StateRequest, job_key: JobKeyPath, attachment_id: AttachmentIdPath
) -> Response:
    await services_of(request).attachments.link(
        tenant_of(request), job_key=job_key, raw_id=attachment_id
    )
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@router.get(
    "/jobs/{job_key}/attachments",
    summary="List a job's attachments",
    openapi_extra=operation(),
    response_model=JobAttachmentsResponse,
    responses=problems(401, 422),
)
async def list_job_attachments(request: StateRequest, job_key: JobKeyPath) -> Response:
    records = await services_of(request).attachments.job_attachments(tenant_of(request), job_key)
    return respond(JobAttachmentsResponse(attachments=[TicketResponse.of(r) for r in records]))
