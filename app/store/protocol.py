"""The attachment store contract every backend (local disk, S3) implements."""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterable
from typing import Protocol

from app.domain.attachment import StoredAttachment

__all__ = ["AttachmentStore", "StoredAttachment"]


class AttachmentStore(Protocol):
    """Tenant-namespaced attachments plus their links to jobs.

    Every method takes the tenant first; an id of another tenant is indistinguishable from an
    unknown one (`AttachmentNotFound`). Ids passed in are canonical UUIDs and job keys are
    already validated as safe single path components.
    """

    async def save(
        self,
        tenant: str,
        *,
        name: str,
        mime_type: str,
        chunks: AsyncIterable[bytes],
        max_bytes: int,
    ) -> StoredAttachment:
        """Store the streamed bytes under a new id, atomically.

        Raises `FileTooLarge` once more than `max_bytes` arrive; nothing is left behind then,
        nor when `chunks` raises. Metadata never becomes visible before the content is whole.
        """
        ...

    async def describe(self, tenant: str, attachment_id: str) -> StoredAttachment:
        """The attachment's metadata; `AttachmentNotFound` when unknown."""
        ...

    def read(
        self, tenant: str, attachment_id: str, *, start: int = 0, end: int | None = None
    ) -> AsyncGenerator[bytes, None]:
        """The content bytes from `start` up to `end` exclusive (default: the end), in chunks."""
        ...

    async def read_head(
        self, tenant: str, attachment_id: str, *, limit: int
    ) -> tuple[StoredAttachment, bytes]:
        """The metadata and the first `limit` bytes, together (what a judge reads of a file);
        `AttachmentNotFound` when unknown."""
        ...

    async def delete(self, tenant: str, attachment_id: str) -> None:
        """Remove the attachment and its content; a no-op when it is already gone."""
        ...

    async def link(self, tenant: str, job_key: str, attachment_id: str) -> None:
        """Link an existing attachment to a job; idempotent; `AttachmentNotFound` if unknown."""
        ...

    async def is_linked(self, tenant: str, job_key: str, attachment_id: str) -> bool:
        """Whether the attachment is linked to the job."""
        ...

    async def linked(self, tenant: str, job_key: str) -> list[StoredAttachment]:
        """The job's attachments, oldest link first."""
        ...

    async def sweep(self, *, older_than_s: float) -> int:
        """Remove what a crash left behind (partial uploads, content whose metadata was never
        written) older than `older_than_s`; return how many items went. Runs at start-up."""
        ...

    async def check(self) -> None:
        """Raise `StoreUnavailable` when the backend cannot serve requests."""
        ...

    async def close(self) -> None:
        """Release what the backend holds open."""
        ...
