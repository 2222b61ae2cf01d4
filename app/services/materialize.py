"""Materialise tool-produced files into the agent's workspace and point tickets at them (R3)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import anyio

from app.domain.tool_tickets import (
    ResultShapeError,
    read_tool_result,
    set_file_path,
    workspace_file_name,
)
from app.errors import AttachguardError, AttachmentNotFound, UnprocessableInput
from app.observability import Metrics
from app.settings import Settings
from app.store.protocol import AttachmentStore
from app.store.workspace import IntegrityError, Workspace, WorkspaceFile, Workspaces

logger = logging.getLogger("attachguard.materialize")


class InvalidResult(UnprocessableInput):
    code = "invalid_result"


class FileStatus(StrEnum):
    DOWNLOADED = "downloaded"
    PRESENT = "present"
    FAILED = "failed"
    SKIPPED = "skipped"


@dataclass(slots=True)
class FileOutcome:
    id: str
    path: str | None
    status: FileStatus
    size: int | None = None
    error: str | None = None


@dataclass(slots=True)
class Materialized:
    changed: bool
    result: Any
    files: list[FileOutcome]
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class MaterializeContext:
    store: AttachmentStore
    workspaces: Workspaces
    settings: Settings
    metrics: Metrics
    tenant: str


async def _fetch(
    context: MaterializeContext, workspace: Workspace, file_id: str, name: str
) -> FileOutcome:
    """One file in place (R3.6, R3.7); never raises, a failure is an outcome."""
    store, tenant = context.store, context.tenant
    limit = context.settings.max_upload_bytes
    try:
        meta = await store.describe(tenant, file_id)
        if meta.size > limit:
            return FileOutcome(
                file_id,
                None,
                FileStatus.FAILED,
                meta.size,
                f"larger than the limit of {limit} bytes",
            )
        if await workspace.is_complete(name, size=meta.size, sha256=meta.sha256):
            return FileOutcome(file_id, f"/{name}", FileStatus.PRESENT, meta.size)
        size = await workspace.write(
            name, store.read(tenant, file_id), max_bytes=limit, sha256=meta.sha256
        )
        return FileOutcome(file_id, f"/{name}", FileStatus.DOWNLOADED, size)
    except AttachmentNotFound:
        return FileOutcome(file_id, None, FileStatus.FAILED, error="not in the attachment store")
    except IntegrityError:
        return FileOutcome(file_id, None, FileStatus.FAILED, error="content hash mismatch")
    except AttachguardError as exc:
        return FileOutcome(file_id, None, FileStatus.FAILED, error=exc.code)
    except Exception as exc:
        logger.warning(
            "download failed", extra={"attachment_id": file_id, "error": type(exc).__name__}
        )
        return FileOutcome(file_id, None, FileStatus.FAILED, error="download failed")


async def materialize(
    context: MaterializeContext,
    *,
    workspace_id: str,
    tool_name: str,
    result: Any,
    job_key: str | None,
) -> Materialized:
    """Download every ticket's file that is missing from the workspace; rewrite `FilePath`s.

    The output-file tool's results are returned untouched (R3.3); a failed download removes
    the ticket's stale `FilePath` and never fails the call (R3.8); with `job_key`, each file
    in place is also linked to that job (R3.10).
    """
    settings = context.settings
    workspace = context.workspaces.get(context.tenant, workspace_id)
    if tool_name in settings.output_file_tools:
        return Materialized(changed=False, result=result, files=[])
    try:
        parsed = read_tool_result(result)
    except ResultShapeError as exc:
        raise InvalidResult(str(exc)) from None
    if not parsed.recognised:
        return Materialized(
            changed=False,
            result=result,
            files=[],
            notes=["the result is not a recognised tool-result shape; returned unchanged"],
        )
    tickets = parsed.tickets()
    if not tickets:
        return Materialized(changed=False, result=result, files=[])

    # Two tickets with one id share one file, named after the first of them (R3.5).
    names: dict[str, str] = {}
    for file_id, item in tickets:
        if file_id not in names and len(names) < settings.max_materialize_files:
            names[file_id] = workspace_file_name(file_id, item["FullName"])

    outcomes: dict[str, FileOutcome] = {}
    limiter = anyio.CapacityLimiter(settings.max_download_concurrency)

    async def fetch(file_id: str, name: str) -> None:
        async with limiter:
            outcome = await _fetch(context, workspace, file_id, name)
        if job_key is not None and outcome.path is not None:
            try:
                await context.store.link(context.tenant, job_key, file_id)
            except AttachguardError as exc:
                outcome.error = f"in place, but not linked to the job ({exc.code})"
        outcomes[file_id] = outcome

    async with anyio.create_task_group() as group:
        for file_id, name in names.items():
            group.start_soon(fetch, file_id, name)

    files: list[FileOutcome] = []
    for file_id, item in tickets:
        outcome = outcomes.get(file_id)
        if outcome is None:
            files.append(
                FileOutcome(
                    file_id, None, FileStatus.SKIPPED, error="more files than the per-call limit"
                )
            )
            continue
        set_file_path(item, outcome.path)
        files.append(outcome)
    for outcome in outcomes.values():
        context.metrics.materialized.labels(outcome.status.value).inc()
    rewritten = parsed.finish()
    return Materialized(changed=rewritten != result, result=rewritten, files=files)


async def open_workspace_file(
    workspaces: Workspaces, tenant: str, workspace_id: str, name: str
) -> tuple[WorkspaceFile, AsyncIterator[bytes]]:
    """A file directly inside the workspace, for runtimes without a shared volume."""
    return await workspaces.get(tenant, workspace_id).open_file(name)
