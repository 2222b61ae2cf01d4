"""Materialise tool-produced files into the agent's workspace and point tickets at them (R3)."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

import anyio

from app.domain.json_walk import exceeds
from app.domain.tool_tickets import (
    ResultShapeError,
    read_tool_result,
    set_file_path,
    workspace_file_name,
)
from app.errors import AttachguardError, AttachmentNotFound, InvalidResult, LimitExceeded
from app.observability import Metrics
from app.store.protocol import AttachmentStore
from app.store.workspace import FileStream, IntegrityError, Workspace, WorkspaceFile, Workspaces

logger = logging.getLogger("attachguard.materialize")


class FileStatus(StrEnum):
    DOWNLOADED = "downloaded"
    PRESENT = "present"
    FAILED = "failed"
    SKIPPED = "skipped"


@dataclass(slots=True)
class FileOutcome:
    """One file's outcome; name and type are the store's (what a registry should hold)."""

    id: str
    path: str | None
    status: FileStatus
    size: int | None = None
    error: str | None = None
    file_name: str | None = None
    mime_type: str | None = None


@dataclass(slots=True)
class Materialized:
    changed: bool
    result: Any
    files: list[FileOutcome]
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class MaterializeLimits:
    max_file_bytes: int
    max_concurrency: int
    max_files: int
    output_file_tools: frozenset[str]
    max_json_depth: int = 64
    max_json_values: int = 200_000


class _FileLocks:
    """One download per (workspace, file) at a time in this process: concurrent requests for
    the same file wait for the first, then find it present instead of fetching it again."""

    def __init__(self) -> None:
        self._held: dict[Path, tuple[anyio.Lock, int]] = {}

    @asynccontextmanager
    async def hold(self, path: Path) -> AsyncIterator[None]:
        lock, users = self._held.get(path, (anyio.Lock(), 0))
        self._held[path] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._held[path]
            if users <= 1:
                del self._held[path]
            else:
                self._held[path] = (lock, users - 1)


class MaterializeService:
    """Downloads into workspaces, bounded by the limits, one download per file at a time."""

    def __init__(
        self,
        store: AttachmentStore,
        workspaces: Workspaces,
        metrics: Metrics,
        limits: MaterializeLimits,
    ) -> None:
        self._store = store
        self._workspaces = workspaces
        self._metrics = metrics
        self._limits = limits
        self._locks = _FileLocks()

    async def _fetch(
        self, tenant: str, workspace: Workspace, file_id: str, name: str
    ) -> FileOutcome:
        """One file in place (R3.6, R3.7); never raises, a failure is an outcome."""
        limit = self._limits.max_file_bytes
        try:
            meta = await self._store.describe(tenant, file_id)
            known = {"file_name": meta.name, "mime_type": meta.mime_type}
            if meta.size > limit:
                return FileOutcome(
                    file_id,
                    None,
                    FileStatus.FAILED,
                    meta.size,
                    f"larger than the limit of {limit} bytes",
                    **known,
                )
            async with self._locks.hold(workspace.directory / name):
                if await workspace.is_complete(name, size=meta.size, sha256=meta.sha256):
                    return FileOutcome(file_id, f"/{name}", FileStatus.PRESENT, meta.size, **known)
                size = await workspace.write(
                    name, self._store.read(tenant, file_id), max_bytes=limit, sha256=meta.sha256
                )
            return FileOutcome(file_id, f"/{name}", FileStatus.DOWNLOADED, size, **known)
        except AttachmentNotFound:
            return FileOutcome(
                file_id, None, FileStatus.FAILED, error="not in the attachment store"
            )
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
        self,
        tenant: str,
        *,
        workspace_id: str,
        tool_name: str,
        result: Any,
        job_key: str | None,
    ) -> Materialized:
        """Download every ticket's file that is missing from the workspace; rewrite `FilePath`s.

        The output-file tool's results are returned untouched (R3.3); a failed download
        removes the ticket's stale `FilePath` and never fails the call (R3.8); with `job_key`,
        each file in place is also linked to that job (R3.10).
        """
        limits = self._limits
        workspace = self._workspaces.get(tenant, workspace_id)
        if tool_name in limits.output_file_tools:
            return Materialized(changed=False, result=result, files=[])
        # The result is walked and echoed back: bounded first.
        if exceeds(result, max_depth=limits.max_json_depth, max_nodes=limits.max_json_values):
            raise LimitExceeded(
                f"'result' is past the limit of {limits.max_json_depth} levels or "
                f"{limits.max_json_values} values."
            )
        try:
            parsed = read_tool_result(result)
        except ResultShapeError as exc:
            raise InvalidResult(str(exc)) from None
        if not parsed.recognised:
            return Materialized(
                changed=False,
                result=result,
                files=[],
                notes=parsed.notes
                or ["the result is not a recognised tool-result shape; returned unchanged"],
            )
        tickets = parsed.tickets()
        if not tickets:
            return Materialized(changed=False, result=result, files=[], notes=parsed.notes)

        # Two tickets with one id share one file, named after the first of them (R3.5).
        names: dict[str, str] = {}
        for file_id, item in tickets:
            if file_id not in names and len(names) < limits.max_files:
                names[file_id] = workspace_file_name(file_id, item["FullName"])

        # A workspace that is not a plain directory is refused as a whole (409), before any
        # download: never followed, and not a per-file failure the runtime might overlook.
        await workspace.ensure()
        outcomes: dict[str, FileOutcome] = {}
        limiter = anyio.CapacityLimiter(limits.max_concurrency)

        async def fetch(file_id: str, name: str) -> None:
            async with limiter:
                outcome = await self._fetch(tenant, workspace, file_id, name)
            if job_key is not None and outcome.path is not None:
                try:
                    await self._store.link(tenant, job_key, file_id)
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
                # Not in place: a `FilePath` it carried points at nothing (R3.8).
                set_file_path(item, None)
                files.append(
                    FileOutcome(
                        file_id,
                        None,
                        FileStatus.SKIPPED,
                        error="more files than the per-call limit",
                    )
                )
                continue
            set_file_path(item, outcome.path)
            files.append(outcome)
        for outcome in outcomes.values():
            self._metrics.materialized.labels(outcome.status.value).inc()
        rewritten = parsed.finish()
        return Materialized(
            changed=rewritten != result, result=rewritten, files=files, notes=parsed.notes
        )

    async def open_workspace_file(
        self, tenant: str, workspace_id: str, name: str
    ) -> tuple[WorkspaceFile, FileStream]:
        """A file directly inside the workspace, for runtimes without a shared volume."""
        return await self._workspaces.get(tenant, workspace_id).open_file(name)
