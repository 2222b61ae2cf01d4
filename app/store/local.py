"""The embedded attachment store: content and metadata in a directory on local disk."""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

import anyio
import anyio.to_thread

from app.errors import AttachmentNotFound, StoreUnavailable
from app.store.metadata import decode_metadata, encode_metadata
from app.store.protocol import StoredAttachment
from app.store.spool import (
    Spooled,
    atomic_write,
    make_dirs,
    spool,
    sweep,
    writable_free_bytes,
)

_READ_CHUNK = 1024 * 1024
MIB = 1024 * 1024


class LocalStore:
    """Layout under `root`, per tenant (every key is namespaced by tenant)::

    <tenant>/objects/<id[:2]>/<id>        content
    <tenant>/objects/<id[:2]>/<id>.json   metadata, written only after the content
    <tenant>/jobs/<job_key>/<id>          one empty marker per link
    <tenant>/tmp/                         partial uploads, same file system for rename
    <tenant>/streams/<stream>/<segment>   records shipped together (see services.decisions)
    """

    def __init__(self, root: Path, *, min_free_bytes: int = 0) -> None:
        self._root = root
        self._min_free_bytes = min_free_bytes

    def _tenant_dir(self, tenant: str) -> Path:
        return self._root / tenant

    def _object_path(self, tenant: str, attachment_id: str) -> Path:
        return self._tenant_dir(tenant) / "objects" / attachment_id[:2] / attachment_id

    async def save(
        self,
        tenant: str,
        *,
        name: str,
        mime_type: str,
        chunks: AsyncIterable[bytes],
        max_bytes: int,
    ) -> StoredAttachment:
        """See `AttachmentStore.save`."""
        attachment_id = str(uuid.uuid4())
        tmp_dir = self._tenant_dir(tenant) / "tmp"
        async with spool(tmp_dir, chunks, max_bytes=max_bytes, prefix=".up-") as spooled:
            record = StoredAttachment(
                id=attachment_id,
                name=name,
                mime_type=mime_type,
                size=spooled.size,
                sha256=spooled.sha256,
                created_at=datetime.now(UTC),
            )
            await anyio.to_thread.run_sync(
                self._publish, spooled, self._object_path(tenant, attachment_id), record
            )
        return record

    @staticmethod
    def _publish(tmp: Spooled, target: Path, record: StoredAttachment) -> None:
        make_dirs(target.parent)
        # Content first, metadata second: the metadata file is what makes an id visible, so it
        # can never point at a missing or partial blob.
        os.replace(tmp.name, target, src_dir_fd=tmp.dir_fd)
        try:
            atomic_write(target.with_name(target.name + ".json"), encode_metadata(record))
        except BaseException:
            # No metadata, no attachment: the content must not stay behind as an orphan.
            target.unlink(missing_ok=True)
            raise

    async def describe(self, tenant: str, attachment_id: str) -> StoredAttachment:
        """See `AttachmentStore.describe`."""
        meta_path = self._object_path(tenant, attachment_id).with_suffix(".json")
        try:
            raw = await anyio.Path(meta_path).read_bytes()
        except FileNotFoundError:
            raise AttachmentNotFound(f"No attachment with id {attachment_id}.") from None
        return decode_metadata(raw)

    async def read(
        self, tenant: str, attachment_id: str, *, start: int = 0, end: int | None = None
    ) -> AsyncGenerator[bytes, None]:
        """See `AttachmentStore.read`."""
        path = self._object_path(tenant, attachment_id)

        def open_at() -> IO[bytes]:
            handle = path.open("rb")
            handle.seek(start)
            return handle

        try:
            handle = await anyio.to_thread.run_sync(open_at)
        except FileNotFoundError:
            raise AttachmentNotFound(f"No attachment with id {attachment_id}.") from None
        try:
            remaining = None if end is None else max(0, end - start)
            while remaining is None or remaining > 0:
                want = _READ_CHUNK if remaining is None else min(_READ_CHUNK, remaining)
                chunk = await anyio.to_thread.run_sync(handle.read, want)
                if chunk:
                    yield chunk
                if remaining is not None:
                    remaining -= len(chunk)
                # A short read of a regular file is its end: no extra hop to learn that.
                if len(chunk) < want:
                    break
        finally:
            handle.close()

    async def read_head(
        self, tenant: str, attachment_id: str, *, limit: int
    ) -> tuple[StoredAttachment, bytes]:
        """See `AttachmentStore.read_head`: one hop off the event loop for both."""
        path = self._object_path(tenant, attachment_id)

        def load() -> tuple[bytes, bytes]:
            meta = path.with_suffix(".json").read_bytes()
            with path.open("rb") as handle:
                return meta, handle.read(limit)

        try:
            meta, data = await anyio.to_thread.run_sync(load)
        except FileNotFoundError:
            raise AttachmentNotFound(f"No attachment with id {attachment_id}.") from None
        return decode_metadata(meta), data

    async def delete(self, tenant: str, attachment_id: str) -> None:
        """See `AttachmentStore.delete`: metadata first, so the id vanishes before its bytes."""
        target = self._object_path(tenant, attachment_id)

        def remove() -> None:
            target.with_suffix(".json").unlink(missing_ok=True)
            target.unlink(missing_ok=True)

        await anyio.to_thread.run_sync(remove)

    async def link(self, tenant: str, job_key: str, attachment_id: str) -> None:
        """See `AttachmentStore.link`."""
        await self.describe(tenant, attachment_id)
        marker = self._tenant_dir(tenant) / "jobs" / job_key / attachment_id

        def touch() -> None:
            make_dirs(marker.parent)
            # The marker's content is the link time, so listing keeps the order of linking.
            if not marker.exists():
                atomic_write(marker, str(time.time_ns()).encode())

        await anyio.to_thread.run_sync(touch)

    async def is_linked(self, tenant: str, job_key: str, attachment_id: str) -> bool:
        """See `AttachmentStore.is_linked`."""
        marker = self._tenant_dir(tenant) / "jobs" / job_key / attachment_id
        return await anyio.Path(marker).is_file()

    async def linked(self, tenant: str, job_key: str) -> list[StoredAttachment]:
        """See `AttachmentStore.linked`."""
        job_dir = self._tenant_dir(tenant) / "jobs" / job_key

        def scan() -> list[tuple[int, str]]:
            try:
                entries = list(os.scandir(job_dir))
            except FileNotFoundError:
                return []
            found = []
            for entry in entries:
                if entry.name.startswith("."):
                    continue
                try:
                    stamp = int(Path(entry.path).read_bytes() or b"0")
                except (OSError, ValueError):
                    stamp = 0
                found.append((stamp, entry.name))
            return sorted(found)

        records = []
        for _, attachment_id in await anyio.to_thread.run_sync(scan):
            try:
                records.append(await self.describe(tenant, attachment_id))
            except AttachmentNotFound:
                continue
        return records

    def _stream_dir(self, tenant: str, stream: str) -> Path:
        return self._tenant_dir(tenant) / "streams" / stream

    async def put_segment(self, tenant: str, stream: str, name: str, data: bytes) -> bool:
        """See `AttachmentStore.put_segment`: an exclusive write, never an overwrite."""
        stream_dir = self._stream_dir(tenant, stream)

        def publish() -> bool:
            make_dirs(stream_dir)
            try:
                # Synced: a segment holds many records, and the journal that held them is
                # removed once this returns.
                atomic_write(stream_dir / name, data, exclusive=True)
            except FileExistsError:
                return False
            return True

        return await anyio.to_thread.run_sync(publish)

    async def segment_names(self, tenant: str, stream: str) -> list[str]:
        """See `AttachmentStore.segment_names`."""
        stream_dir = self._stream_dir(tenant, stream)

        def scan() -> list[str]:
            try:
                with os.scandir(stream_dir) as entries:
                    return sorted(
                        entry.name
                        for entry in entries
                        if entry.is_file(follow_symlinks=False) and not entry.name.startswith(".")
                    )
            except FileNotFoundError:
                return []

        return await anyio.to_thread.run_sync(scan)

    async def read_segments(
        self, tenant: str, stream: str, names: Sequence[str]
    ) -> list[bytes | None]:
        """See `AttachmentStore.read_segments`."""
        stream_dir = self._stream_dir(tenant, stream)

        def load() -> list[bytes | None]:
            found: list[bytes | None] = []
            for name in names:
                try:
                    found.append((stream_dir / name).read_bytes())
                except FileNotFoundError:
                    found.append(None)
            return found

        return await anyio.to_thread.run_sync(load)

    async def delete_segments(self, tenant: str, stream: str, names: Sequence[str]) -> None:
        """See `AttachmentStore.delete_segments`."""
        stream_dir = self._stream_dir(tenant, stream)

        def remove() -> None:
            for name in names:
                (stream_dir / name).unlink(missing_ok=True)

        await anyio.to_thread.run_sync(remove)

    async def stream_names(self, prefix: str) -> list[tuple[str, str]]:
        """See `AttachmentStore.stream_names`."""

        def scan() -> list[tuple[str, str]]:
            found: list[tuple[str, str]] = []
            if not self._root.is_dir():
                return found
            for tenant in sorted(p.name for p in self._root.iterdir() if p.is_dir()):
                base = self._root / tenant / "streams"
                for directory in sorted(base.glob(f"{prefix}*")) if base.is_dir() else []:
                    if directory.is_dir():
                        found.extend(
                            (tenant, str(child.relative_to(base)))
                            for child in [directory, *sorted(directory.rglob("*"))]
                            if child.is_dir() and _holds_files(child)
                        )
            return found

        return await anyio.to_thread.run_sync(scan)

    async def check(self) -> None:
        """See `AttachmentStore.check`: the root must be writable, with space left."""

        try:
            free = await anyio.to_thread.run_sync(writable_free_bytes, self._root)
        except OSError as exc:
            raise StoreUnavailable("The local attachment store is not writable.") from exc
        if free < self._min_free_bytes:
            raise StoreUnavailable(
                f"The local attachment store has {free // MIB} MiB free, below the "
                f"{self._min_free_bytes // MIB} MiB threshold."
            )

    async def sweep(self, *, older_than_s: float) -> int:
        """See `AttachmentStore.sweep`: partial uploads, and blobs whose metadata never came."""

        def leftovers() -> list[Path]:
            found: list[Path] = []
            if not self._root.is_dir():
                return found
            for tenant in self._root.iterdir():
                found.extend((tenant / "tmp").glob(".up-*"))
                found.extend(
                    blob
                    for blob in (tenant / "objects").glob("*/*")
                    if not blob.name.startswith(".")
                    and blob.suffix != ".json"
                    and not blob.with_name(blob.name + ".json").exists()
                )
                found.extend((tenant / "objects").glob("*/.tmp-*"))
                found.extend((tenant / "jobs").glob("*/.tmp-*"))
                found.extend((tenant / "streams").rglob(".tmp-*"))
            return found

        def run() -> int:
            return sweep(leftovers(), older_than_s=older_than_s)

        return await anyio.to_thread.run_sync(run)

    async def close(self) -> None:
        """Nothing is held open between calls."""


def _holds_files(directory: Path) -> bool:
    with os.scandir(directory) as entries:
        return any(entry.is_file(follow_symlinks=False) for entry in entries)
