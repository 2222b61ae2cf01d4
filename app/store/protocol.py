"""The attachment store contract every backend (local disk, S3) implements."""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterable, Sequence
from typing import Protocol

from app.domain.attachment import StoredAttachment

__all__ = ["MAX_RECORD_BYTES", "AttachmentStore", "StoredAttachment"]

# One record of a stream is small: a decision, an audit line, never a file.
MAX_RECORD_BYTES = 64 * 1024


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
        job_key: str | None = None,
    ) -> StoredAttachment:
        """Store the streamed bytes under a new id, atomically; with `job_key`, linked to that
        job in the same step (the link exists before the attachment is visible, so no crash
        leaves it stored but unlinked).

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

    async def put_segment(self, tenant: str, stream: str, name: str, data: bytes) -> bool:
        """Create the object `name` in the tenant's stream unless it exists: True when this
        call created it, False when it was there already (its content is left as it was).

        `stream` is one or more safe key components joined by `/` (e.g. `decisions/<job>`)
        and `name` one safe component, both validated by the caller. The content is opaque.
        """
        ...

    async def segment_names(self, tenant: str, stream: str) -> list[str]:
        """The names of the stream's objects, sorted; an unknown stream has none."""
        ...

    async def read_segments(
        self, tenant: str, stream: str, names: Sequence[str]
    ) -> list[bytes | None]:
        """The objects' contents in the order of `names`; None for one that is gone."""
        ...

    async def delete_segments(self, tenant: str, stream: str, names: Sequence[str]) -> None:
        """Remove the named objects; a name that is gone already is no error."""
        ...

    async def stream_names(self, prefix: str) -> list[tuple[str, str]]:
        """Every `(tenant, stream)` whose stream name starts with `prefix`, for sweeps."""
        ...

    async def sweep(self, *, older_than_s: float) -> int:
        """Remove what a crash left behind (partial uploads, content whose metadata was never
        written, a link of a save that did not finish); return how many items went. What a
        live writer (this replica or another) holds is never touched; `older_than_s` is the
        age past which a leftover nothing says is live counts as dead (S3 uploads of earlier
        versions, which carry no owner)."""
        ...

    async def maintain(self) -> None:
        """Keep what marks this process's writes as live (an S3 lease) until cancelled;
        returns at once for a backend whose locks live with the process."""
        ...

    async def check(self) -> None:
        """Raise `StoreUnavailable` when the backend cannot serve requests."""
        ...

    async def close(self, *, within_s: float | None = None) -> None:
        """Release what the backend holds open; what it finishes first (clean-ups, a lease)
        takes at most `within_s` (None: the backend's own bound), even with the backend not
        answering."""
        ...
