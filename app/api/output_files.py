"""Routes of output files: publish one, describe a schema's file fields, verify an output."""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, status
from pydantic import BaseModel, ConfigDict, Field

from app.api.attachments import JobKeyPath, TicketResponse
from app.api.deps import SettingsDep, StoreDep, TenantDep, WorkspacesDep
from app.api.problem import problems
from app.domain.output_files import MAX_RETRIES, Gate, ProblemKind
from app.services import output_files as service
from app.services.attachments import require_job_key

router = APIRouter(prefix="/v1", tags=["output files"])


class CreateOutputFileRequest(BaseModel):
    """The output-file tool's arguments; correctable mistakes get their own 422 code."""

    model_config = ConfigDict(extra="forbid")

    file_name: str | None = Field(default=None, max_length=4096, examples=["report.md"])
    content: str | None = Field(default=None, description="The file's text (UTF-8).")
    content_base64: str | None = Field(default=None, description="The file's bytes, base64.")
    workspace_path: str | None = Field(
        default=None, max_length=4096, description="A file the agent wrote, in its workspace."
    )
    workspace_id: str | None = Field(
        default=None, max_length=128, description="Needed with `workspace_path`."
    )


class CreateOutputFileResponse(BaseModel):
    file: TicketResponse


@router.post(
    "/jobs/{job_key}/output-files",
    status_code=status.HTTP_201_CREATED,
    summary="Publish an output file",
    description=(
        "Stores the file as an attachment linked to the job and answers its ticket (R4.1). "
        "Mistakes the model can correct are 422s whose `detail` can be handed to it verbatim: "
        "`missing_file_name`, `empty_file_name`, `missing_content`, `multiple_contents`, "
        "`invalid_base64`, `missing_workspace_id`, `path_outside_workspace`, "
        "`not_a_regular_file`."
    ),
    responses=problems(401, 413, 422),
)
async def create_output_file(
    job_key: JobKeyPath,
    body: CreateOutputFileRequest,
    store: StoreDep,
    settings: SettingsDep,
    tenant: TenantDep,
    workspaces: WorkspacesDep,
) -> CreateOutputFileResponse:
    record = await service.create_output_file(
        store,
        workspaces,
        settings,
        tenant=tenant,
        job_key=require_job_key(job_key),
        request=service.NewOutputFile(**body.model_dump()),
    )
    return CreateOutputFileResponse(
        file=TicketResponse(id=record.id, full_name=record.name, mime_type=record.mime_type)
    )


class FieldsRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_schema: dict[str, Any] = Field(description="The agent's output JSON Schema.")
    workspace: bool = Field(
        default=False, description="Whether the tool may take a `workspace_path`."
    )


class FileFieldOut(BaseModel):
    name: str = Field(description="The top-level key, exactly as written (`$` for a root array).")
    path: list[str] = Field(description="Keys from the root to the ticket, `*` for array items.")
    required: bool
    description: str | None
    many: bool = Field(description="Whether the field holds a list of files.")


class ToolOut(BaseModel):
    name: str
    description: str
    input_schema: dict[str, Any]


class FieldsResponse(BaseModel):
    fields: list[FileFieldOut]
    prompt: str = Field(description="Text to append to the agent's instructions; may be empty.")
    tool: ToolOut


@router.post(
    "/output-files/fields",
    summary="Describe an output schema's file fields",
    description="File fields (R4.4), plus the prompt and the tool to give the model (R4.5).",
    responses=problems(401, 413, 422),
)
async def describe_output_fields(
    body: FieldsRequest, settings: SettingsDep, _: TenantDep
) -> FieldsResponse:
    described = service.describe_fields(
        body.output_schema, workspace=body.workspace, settings=settings
    )
    return FieldsResponse(
        fields=[
            FileFieldOut(
                name=f.name,
                path=list(f.path),
                required=f.required,
                description=f.description,
                many=f.many,
            )
            for f in described.fields
        ],
        prompt=described.prompt,
        tool=ToolOut(
            name=described.tool_name,
            description=described.tool_description,
            input_schema=described.tool_input_schema,
        ),
    )


class VerifyRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_schema: dict[str, Any]
    output: Any = Field(description="The agent's final output.")
    attempt: int = Field(default=0, ge=0, le=1000, description="Corrections already given.")
    max_retries: int = Field(default=MAX_RETRIES, ge=0, le=100)
    link_existing: bool = Field(
        default=False,
        description="Link a stored but unlinked attachment instead of reporting it.",
    )


class ProblemOut(BaseModel):
    field: str
    path: list[str]
    kind: ProblemKind
    attachment_id: str | None


class VerifyResponse(BaseModel):
    status: Gate = Field(description="`passed`, `retry` (send `message` to the model) or `fail`.")
    problems: list[ProblemOut]
    message: str = Field(description="Corrective text naming the fields and the tool.")
    attempt: int = Field(description="The attempt count to send next time.")
    retries_left: int


@router.post(
    "/jobs/{job_key}/output-files/verify",
    summary="Verify an agent's output files",
    description="Missing, malformed and unlinked file fields (R4.6) with the retry gate (R4.7).",
    responses=problems(401, 413, 422),
)
async def verify_output_files(
    job_key: JobKeyPath,
    body: VerifyRequest,
    store: StoreDep,
    settings: SettingsDep,
    tenant: TenantDep,
) -> VerifyResponse:
    result = await service.verify_output(
        store,
        settings,
        tenant=tenant,
        job_key=require_job_key(job_key),
        schema=body.output_schema,
        output=body.output,
        attempt=body.attempt,
        max_retries=body.max_retries,
        link_existing=body.link_existing,
    )
    return VerifyResponse(
        status=result.status,
        problems=[
            ProblemOut(field=p.field, path=list(p.path), kind=p.kind, attachment_id=p.attachment_id)
            for p in result.problems
        ],
        message=result.message,
        attempt=result.attempt,
        retries_left=result.retries_left,
    )
