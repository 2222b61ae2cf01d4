"""Routes of output files: publish one, describe a schema's file fields, verify an output."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, status
from pydantic import BaseModel, ConfigDict, Field, JsonValue, SkipValidation
from starlette.responses import Response

from app.api.body import operation, read_json, respond
from app.api.deps import StateRequest, services_of, tenant_of
from app.api.params import JobKeyPath, TicketResponse
from app.api.problem import problems
from app.domain.file_fields import key_of
from app.domain.output_files import MAX_RETRIES, Gate, ProblemKind
from app.services.attachments import require_job_key
from app.services.output_files import NewOutputFile

# A JSON Schema, or an agent's output: free JSON, taken as it is.
FreeObject = Annotated[dict[str, JsonValue], SkipValidation]
FreeJson = Annotated[JsonValue, SkipValidation]

router = APIRouter(prefix="/v1", tags=["output files"])

_SCHEMA = {
    "type": "object",
    "required": ["report"],
    "properties": {
        "summary": {"type": "string"},
        "report": {"$ref": "#/$defs/job-attachment", "description": "The report"},
    },
    "$defs": {"job-attachment": {"type": "object"}},
}
CREATE_EXAMPLES = {
    "text": {
        "summary": "Inline text",
        "value": {"file_name": "report.md", "content": "# Findings"},
    },
    "bytes": {
        "summary": "Bytes, base64",
        "value": {"file_name": "data.csv", "content_base64": "YSxiCjEsMgo="},
    },
}
FIELDS_EXAMPLES = {"schema": {"summary": "One required file", "value": {"output_schema": _SCHEMA}}}
VERIFY_EXAMPLES = {
    "missing": {
        "summary": "The agent forgot its report",
        "value": {"output_schema": _SCHEMA, "output": {"summary": "done"}, "attempt": 0},
    }
}


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
        "`not_a_regular_file`, `invalid_path`. A workspace that is not a plain directory is a "
        "409 `unsafe_workspace`."
    ),
    openapi_extra=operation(CreateOutputFileRequest, CREATE_EXAMPLES),
    response_model=CreateOutputFileResponse,
    responses=problems(401, 409, 413, 415, 422, 507),
)
async def create_output_file(request: StateRequest, job_key: JobKeyPath) -> Response:
    tenant = tenant_of(request)
    body = await read_json(request, CreateOutputFileRequest)
    record = await services_of(request).output_files.create(
        tenant, require_job_key(job_key), NewOutputFile(**body.model_dump())
    )
    return respond(CreateOutputFileResponse(file=TicketResponse.of(record)), 201)


class FieldsRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_schema: FreeObject = Field(description="The agent's output JSON Schema.")
    workspace: bool = Field(
        default=False, description="Whether the tool may take a `workspace_path`."
    )


class FileFieldResponse(BaseModel):
    name: str = Field(description="The top-level key, exactly as written (`$` for a root array).")
    path: list[str] = Field(description="Keys from the root to the ticket, `*` for array items.")
    required: bool
    description: str | None
    many: bool = Field(description="Whether the field holds a list of files.")


class ToolResponse(BaseModel):
    name: str
    description: str
    input_schema: dict[str, JsonValue]


class FieldsResponse(BaseModel):
    fields: list[FileFieldResponse]
    prompt: str = Field(description="Text to append to the agent's instructions; may be empty.")
    tool: ToolResponse


@router.post(
    "/output-files/fields",
    summary="Describe an output schema's file fields",
    description="File fields (R4.4), plus the prompt and the tool to give the model (R4.5).",
    openapi_extra=operation(FieldsRequest, FIELDS_EXAMPLES),
    response_model=FieldsResponse,
    responses=problems(401, 413, 415, 422),
)
async def describe_output_fields(request: StateRequest) -> Response:
    tenant_of(request)
    body = await read_json(request, FieldsRequest)
    services_of(request).guardrails.check_schema(body.output_schema)
    described = services_of(request).output_files.describe_fields(
        body.output_schema, workspace=body.workspace
    )
    return respond(
        FieldsResponse(
            fields=[
                FileFieldResponse(
                    name=f.name,
                    path=[key_of(part) for part in f.path],
                    required=f.required,
                    description=f.description,
                    many=f.many,
                )
                for f in described.fields
            ],
            prompt=described.prompt,
            tool=ToolResponse(
                name=described.tool_name,
                description=described.tool_description,
                input_schema=described.tool_input_schema,
            ),
        )
    )


class VerifyRequest(BaseModel):
    model_config = ConfigDict(extra="forbid")

    output_schema: FreeObject = Field(description="The agent's output JSON Schema.")
    output: FreeJson = Field(description="The agent's final output.")
    attempt: int = Field(
        strict=True, default=0, ge=0, le=1000, description="Corrections already given."
    )
    max_retries: int = Field(strict=True, default=MAX_RETRIES, ge=0, le=100)
    link_existing: bool = Field(
        strict=True,
        default=False,
        description=(
            "Link an attachment the tenant holds but this job does not (a child job's file "
            "handed on; it stays linked to its own job too) instead of reporting it unlinked."
        ),
    )


class FieldProblemResponse(BaseModel):
    field: str
    path: list[str]
    kind: ProblemKind
    attachment_id: str | None


class VerifyResponse(BaseModel):
    status: Gate = Field(description="`passed`, `retry` (send `message` to the model) or `fail`.")
    problems: list[FieldProblemResponse]
    message: str = Field(description="Corrective text naming the fields and the tool.")
    attempt: int = Field(description="The attempt count to send next time.")
    retries_left: int


@router.post(
    "/jobs/{job_key}/output-files/verify",
    summary="Verify an agent's output files",
    description="Missing, malformed and unlinked file fields (R4.6) with the retry gate (R4.7).",
    openapi_extra=operation(VerifyRequest, VERIFY_EXAMPLES),
    response_model=VerifyResponse,
    responses=problems(401, 413, 415, 422),
)
async def verify_output_files(request: StateRequest, job_key: JobKeyPath) -> Response:
    tenant = tenant_of(request)
    body = await read_json(request, VerifyRequest)
    # Bounded before anything walks it, like every JSON body (MAX_JSON_DEPTH, _VALUES); the
    # schema's walk has bounds of its own (`schema_too_deep`).
    services_of(request).guardrails.check_schema(body.output_schema)
    services_of(request).guardrails.check_json(body.output, "'output'")
    result = await services_of(request).output_files.verify(
        tenant,
        require_job_key(job_key),
        schema=body.output_schema,
        output=body.output,
        attempt=body.attempt,
        max_retries=body.max_retries,
        link_existing=body.link_existing,
    )
    return respond(
        VerifyResponse(
            status=result.status,
            problems=[
                FieldProblemResponse(
                    field=p.field,
                    path=[key_of(part) for part in p.path],
                    kind=p.kind,
                    attachment_id=p.attachment_id,
                )
                for p in result.problems
            ],
            message=result.message,
            attempt=result.attempt,
            retries_left=result.retries_left,
        )
    )


REQUEST_MODELS = (CreateOutputFileRequest, FieldsRequest, VerifyRequest)
