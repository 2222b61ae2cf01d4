"""Routes of materialisation: tool-produced files into the workspace, and back out by name."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, ConfigDict, Field, SkipValidation, model_validator
from starlette.responses import Response

from app.api.body import operation, read_json, respond
from app.api.deps import StateRequest, services_of, tenant_of
from app.api.examples import MATERIALIZE_EXAMPLES
from app.api.params import HEAD_ONLY, SAFE_KEY_SCHEMA, WorkspaceIdPath, content_disposition
from app.api.problem import BINARY, problems
from app.api.shapes import ToolResult
from app.domain.mime import guess_mime_type
from app.services.attachments import require_job_key
from app.services.materialize import FileStatus

router = APIRouter(prefix="/v1", tags=["workspaces"])


class MaterializeRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    workspace_id: str = Field(
        max_length=128,
        json_schema_extra=SAFE_KEY_SCHEMA,
        description="1-128 of A-Z a-z 0-9 . _ -, not '.' or '..'; the workspace is "
        "<workspace root>/<tenant>/<workspace_id>/.",
    )
    tool_name: str = Field(min_length=1, max_length=256)
    # Taken as it is (see api/shapes.py): it comes back in the same shape.
    result: Annotated[ToolResult, SkipValidation] = Field(
        description="A tool result in any shape of R1.10: a tool message or result item, a "
        "list of content blocks, or a LangGraph command."
    )
    job_key: str | None = Field(default=None, max_length=128)
    link_to_job: bool = Field(default=False, description="Also link each file to `job_key`.")

    @model_validator(mode="after")
    def _link_needs_job(self) -> MaterializeRequest:
        if self.link_to_job and not self.job_key:
            raise ValueError("link_to_job needs a job_key")
        return self


REQUEST_MODELS = (MaterializeRequest,)


class MaterializedFileResponse(BaseModel):
    model_config = ConfigDict(from_attributes=True)

    id: str
    path: str | None = Field(description="`/<ID>_<name>` inside the workspace, when in place.")
    status: FileStatus
    size: int | None
    error: str | None
    file_name: str | None = Field(description="The name the store holds for the file.")
    mime_type: str | None = Field(description="The media type the store holds for the file.")


class MaterializeResponse(BaseModel):
    changed: bool = Field(description="Whether `result` differs from the request's.")
    result: Annotated[ToolResult, SkipValidation]
    files: list[MaterializedFileResponse] = Field(
        description="One entry per ticket, in document order."
    )
    notes: list[str] = Field(description="What could not be read, e.g. an unrecognised shape.")


@router.post(
    "/tool-results/materialize",
    summary="Download tool-produced files into the workspace",
    description=(
        "Finds tickets in a tool result, downloads missing files into the workspace and sets "
        "each ticket's `FilePath` (R3). A failed download never fails the call."
    ),
    openapi_extra=operation(MaterializeRequest, MATERIALIZE_EXAMPLES),
    response_model=MaterializeResponse,
    responses=problems(401, 409, 413, 415, 422, 503, 507),
)
async def materialize_tool_result(request: StateRequest) -> Response:
    tenant = tenant_of(request)
    body = await read_json(request, MaterializeRequest, exact=True)
    job_key = require_job_key(body.job_key) if body.link_to_job and body.job_key else None
    done = await services_of(request).materialize.materialize(
        tenant,
        workspace_id=body.workspace_id,
        tool_name=body.tool_name,
        result=body.result,
        job_key=job_key,
    )
    return respond(
        MaterializeResponse(
            changed=done.changed,
            result=done.result,
            files=[MaterializedFileResponse.model_validate(f) for f in done.files],
            notes=done.notes,
        )
    )


@router.get(
    "/workspaces/{workspace_id}/files/{name}",
    summary="Read a file from a workspace",
    description=(
        "Streams a regular file directly inside the workspace (symlinks not followed), as the "
        "media type its name says, always as a download. No `Range` or ETag: the file is the "
        "agent's and may change."
    ),
    response_class=StreamingResponse,
    openapi_extra=operation(),
    responses={
        200: {
            "content": {"application/octet-stream": {"schema": BINARY}},
            "description": "The bytes, served as the media type the file's name says.",
        },
        **problems(401, 404, 409, 422),
    },
)
async def read_workspace_file(
    request: StateRequest,
    workspace_id: WorkspaceIdPath,
    name: Annotated[
        str,
        Path(description="A file name, e.g. `<ID>_<name>`.", examples=["report.csv"]),
    ],
) -> Response:
    found, chunks = await services_of(request).materialize.open_workspace_file(
        tenant_of(request), workspace_id, name
    )
    headers = {
        # Not `media_type`: a text type would be said to be UTF-8, which nobody checked.
        "Content-Type": guess_mime_type(found.name),
        "Content-Length": str(found.size),
        "Content-Disposition": content_disposition(found.name),
        "X-Content-Type-Options": "nosniff",
        "Cache-Control": "private, no-cache",
    }
    if request.scope.get(HEAD_ONLY):
        await chunks.release()  # the file is open: a HEAD reads none of it
        return Response(headers=headers)
    return StreamingResponse(chunks, headers=headers)
