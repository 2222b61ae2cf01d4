"""A store that records one span per operation, around any backend (used when tracing is on).

Spans carry the operation, the backend kind and sizes: never a name, content or record body.
"""

from __future__ import annotations

from collections.abc import AsyncGenerator, AsyncIterable, Sequence

from app.store.protocol import AttachmentStore, StoredAttachment
from app.tracing import tracer


class TracedStore:
    """Delegates every call to `inner` inside a span named `store.<operation>`."""

    def __init__(self, inner: AttachmentStore, kind: str) -> None:
        self.inner = inner
        self._attributes = {"attachguard.store": kind}

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
        with tracer.start_as_current_span("store.save", attributes=self._attributes) as span:
            record = await self.inner.save(
                tenant,
                name=name,
                mime_type=mime_type,
                chunks=chunks,
                max_bytes=max_bytes,
                job_key=job_key,
            )
            span.set_attribute("attachguard.bytes", record.size)
            return record

    async def describe(self, tenant: str, attachment_id: str) -> StoredAttachment:
        with tracer.start_as_current_span("store.describe", attributes=self._attributes):
            return await self.inner.describe(tenant, attachment_id)

    async def read(
        self, tenant: str, attachment_id: str, *, start: int = 0, end: int | None = None
    ) -> AsyncGenerator[bytes, None]:
        # A generator may be resumed from another task (a streaming response sends from its
        # own): its span is started without becoming the current one, which could not be
        # detached there.
        span = tracer.start_span("store.read", attributes=self._attributes)
        size = 0
        try:
            async for chunk in self.inner.read(tenant, attachment_id, start=start, end=end):
                size += len(chunk)
                yield chunk
            span.set_attribute("attachguard.bytes", size)
        finally:
            span.end()

    async def read_head(
        self, tenant: str, attachment_id: str, *, limit: int
    ) -> tuple[StoredAttachment, bytes]:
        with tracer.start_as_current_span("store.read_head", attributes=self._attributes):
            return await self.inner.read_head(tenant, attachment_id, limit=limit)

    async def delete(self, tenant: str, attachment_id: str) -> None:
        with tracer.start_as_current_span("store.delete", attributes=self._attributes):
            await self.inner.delete(tenant, attachment_id)

    async def link(self, tenant: str, job_key: str, attachment_id: str) -> None:
        with tracer.start_as_current_span("store.link", attributes=self._attributes):
            await self.inner.link(tenant, job_key, attachment_id)

    async def is_linked(self, tenant: str, job_key: str, attachment_id: str) -> bool:
        with tracer.start_as_current_span("store.is_linked", attributes=self._attributes):
            return await self.inner.is_linked(tenant, job_key, attachment_id)

    async def linked(self, tenant: str, job_key: str) -> list[StoredAttachment]:
        with tracer.start_as_current_span("store.linked", attributes=self._attributes):
            return await self.inner.linked(tenant, job_key)

    async def put_segment(self, tenant: str, stream: str, name: str, data: bytes) -> bool:
        with tracer.start_as_current_span("store.put_segment", attributes=self._attributes):
            return await self.inner.put_segment(tenant, stream, name, data)

    async def segment_names(self, tenant: str, stream: str) -> list[str]:
        with tracer.start_as_current_span("store.segment_names", attributes=self._attributes):
            return await self.inner.segment_names(tenant, stream)

    async def read_segments(
        self, tenant: str, stream: str, names: Sequence[str]
    ) -> list[bytes | None]:
        with tracer.start_as_current_span("store.read_segments", attributes=self._attributes):
            return await self.inner.read_segments(tenant, stream, names)

    async def delete_segments(self, tenant: str, stream: str, names: Sequence[str]) -> None:
        with tracer.start_as_current_span("store.delete_segments", attributes=self._attributes):
            await self.inner.delete_segments(tenant, stream, names)

    async def stream_names(self, prefix: str) -> list[tuple[str, str]]:
        with tracer.start_as_current_span("store.stream_names", attributes=self._attributes):
            return await self.inner.stream_names(prefix)

    async def maintain(self) -> None:
        await self.inner.maintain()

    async def sweep(self, *, older_than_s: float) -> int:
        with tracer.start_as_current_span("store.sweep", attributes=self._attributes):
            return await self.inner.sweep(older_than_s=older_than_s)

    async def check(self) -> None:
        with tracer.start_as_current_span("store.check", attributes=self._attributes):
            await self.inner.check()

    async def close(self, *, within_s: float | None = None) -> None:
        await self.inner.close(within_s=within_s)
