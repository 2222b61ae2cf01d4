"""Routes of the decision records: a job's guardrail decisions, in order, paged or as JSON lines."""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, Response
from fastapi.responses import StreamingResponse
from pydantic import BaseModel, Field, JsonValue

from app.api.body import operation, respond
from app.api.deps import StateRequest, services_of, tenant_of
from app.api.params import JobKeyPath
from app.api.problem import problems

router = APIRouter(prefix="/v1", tags=["decisions"])

JSON_LINES = "application/x-ndjson"


class DecisionsResponse(BaseModel):
    decisions: list[dict[str, JsonValue]] = Field(
        description=(
            "The job's decision records in the order they were made. Each holds `key` (its "
            "place in the stream), `time`, `request_id`, `trace_id`, `tenant`, `job_key`, "
            "`tool_call_id`, `scope`, `stage`, `tool`, `input_sha256` (never the judged text), "
            "`decision`, `message`, and per guardrail `id`, `name`, `outcome`, `action`, "
            "`judge`, `judge_kind`, `judge_stage` (a cascade's deciding stage), `latency_ms`, "
            "`error` (the cause), `reason`, `files_sent`, "
            "`files_flagged`, `unread_files`, `attachments_dropped`, `bypassed` and `cache`."
        )
    )
    next: str | None = Field(
        description="Pass as `after` for the next page; null on the last page."
    )


@router.get(
    "/jobs/{job_key}/decisions",
    summary="List a job's guardrail decisions",
    description=(
        "Every evaluation with this `job_key` leaves one record: what was decided, by which "
        "guardrails and judges, with which files, how fast, and why. Records hold ids and "
        "causes, never the judged text or file contents. `format=jsonl` streams every record "
        "as JSON lines (one object per line) instead of a page."
    ),
    openapi_extra=operation(),
    response_model=DecisionsResponse,
    responses={
        200: {"content": {JSON_LINES: {"schema": {"type": "string"}}}},
        **problems(401, 422, 503),
    },
)
async def list_decisions(
    request: StateRequest,
    job_key: JobKeyPath,
    after: Annotated[
        str | None,
        Query(
            max_length=200,
            pattern=r"^[0-9]{20}(-[0-9a-f]{1,64})?$",
            description=(
                "The `next` of the previous page, or any record's `key`: records after it (a "
                "20-digit time in nanoseconds since the epoch: records made from then on). "
                "Following a job while it runs, continue from a key a few ship intervals old "
                "(another worker's or replica's record can be listed after a newer one)."
            ),
            examples=["01796030000000000000-3f2a9c0d11e4b7a8"],
        ),
    ] = None,
    limit: Annotated[
        int, Query(ge=1, le=1000, description="Records per page.", examples=[100])
    ] = 100,
    format: Annotated[
        Literal["json", "jsonl"],
        Query(description="`jsonl`: every record as JSON lines.", examples=["json"]),
    ] = "json",
) -> Response:
    decisions = services_of(request).decisions
    tenant = tenant_of(request)
    if format == "jsonl":
        # Listed before answering: a bad key or a store that is down gets its problem
        # document, not a broken stream.
        lines = await decisions.export(tenant, job_key, after=after)
        return StreamingResponse(lines, media_type=JSON_LINES)
    page = await decisions.page(tenant, job_key, after=after, limit=limit)
    return respond(DecisionsResponse(decisions=page.decisions, next=page.next))


@router.delete(
    "/jobs/{job_key}/decisions",
    status_code=204,
    summary="Delete a job's guardrail decisions",
    description=(
        "Removes every decision record of the job, in the store and any still on their way "
        "from a journal (removed when they arrive): none of them is listed again. Records "
        "made after the deletion are kept."
    ),
    openapi_extra=operation(),
    responses=problems(401, 422, 503),
)
async def delete_decisions(request: StateRequest, job_key: JobKeyPath) -> Response:
    await services_of(request).decisions.delete(tenant_of(request), job_key)
    return Response(status_code=204)
