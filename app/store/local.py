"""The embedded attachment store: content and metadata in a directory on local disk."""

from __future__ import annotations

import contextlib
import errno
import fcntl
import logging
import os
import time
import uuid
from collections.abc import AsyncGenerator, AsyncIterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

import anyio
import anyio.to_thread

from app.errors import AttachmentNotFound, StoreUnavailable
from app.store.metadata import decode_metadata, encode_metadata
from app.store.page_cache import PageCacheReader
from app.store.protocol import StoredAttachment
from app.store.spool import (
    NEW_PREFIX,
    UNBORN_GRACE_S,
    Spooled,
    atomic_write,
    holder_gone,
    make_dirs,
    spool,
    sweep,
    writable_free_bytes,
)

logger = logging.getLogger("attachguard.store.local")

# What the file system says of a store root it will not let the service write.
_UNWRITABLE = frozenset(
    {
        errno.ENOTDIR,
        errno.EACCES,
        errno.EPERM,
        errno.ENOENT,
        errno.EISDIR,
        errno.EEXIST,
        errno.EROFS,
    }
)

_READ_CHUNK = 1024 * 1024
# A metadata document is a few hundred bytes; past this it is read in a worker thread.
_META_MAX = 64 * 1024
MIB = 1024 * 1024


@dataclass(slots=True)
class _Pending:
    """A pending save's marker and the descriptor whose lock says its writer lives."""

    path: Path
    fd: int

    def release(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        os.close(self.fd)


class LocalStore:
    """Layout under `root`, per tenant (every key is namespaced by tenant)::

    <tenant>/objects/<id[:2]>/<id>        content
    <tenant>/objects/<id[:2]>/<id>.json   metadata, written only after the content
    <tenant>/jobs/<job_key>/<id>          one empty marker per link
    <tenant>/tmp/                         files being written (locked), same file system
    <tenant>/pending/<id>                 a save in progress (locked), naming its job
    <tenant>/streams/<stream>/<segment>   records shipped together (see services.decisions)
    """

    def __init__(self, root: Path, *, min_free_bytes: int = 0) -> None:
        self._root = root
        self._min_free_bytes = min_free_bytes
        self._cached = PageCacheReader()

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
        job_key: str | None = None,
    ) -> StoredAttachment:
        """See `AttachmentStore.save`."""
        attachment_id = str(uuid.uuid4())
        tmp_dir = self._tenant_dir(tenant) / "tmp"
        try:
            async with spool(tmp_dir, chunks, max_bytes=max_bytes, prefix=".up-") as spooled:
                record = StoredAttachment(
                    id=attachment_id,
                    name=name,
                    mime_type=mime_type,
                    size=spooled.size,
                    sha256=spooled.sha256,
                    created_at=datetime.now(UTC),
                )
                await anyio.to_thread.run_sync(self._publish, tenant, spooled, record, job_key)
        except OSError as exc:
            # A root that is no directory, or not ours to write (a full disk is a 507 already):
            # the store's failure, as `/readyz` says, not the service's. The source's own
            # errors (a client that went away) are its own.
            if isinstance(exc, ConnectionError) or exc.errno not in _UNWRITABLE:
                raise
            logger.warning("local store write failed", extra={"cause": type(exc).__name__})
            raise StoreUnavailable("The local attachment store is not writable.") from exc
        return record

    def _publish(
        self, tenant: str, tmp: Spooled, record: StoredAttachment, job_key: str | None
    ) -> None:
        """Content, then the job's link, then the metadata that makes them visible, under a
        pending marker held (locked) until the metadata is written: a crash anywhere leaves
        a marker nobody holds, and the sweep removes what it names."""
        target = self._object_path(tenant, record.id)
        marker = self._hold_pending(tenant, record.id, job_key)
        try:
            make_dirs(target.parent)
            # Content first, metadata second: the metadata file is what makes an id visible,
            # so it can never point at a missing or partial blob.
            os.replace(tmp.name, target, src_dir_fd=tmp.dir_fd)
            if job_key is not None:
                # Linked before it is visible: an output file is never stored but unlinked.
                self._write_link(tenant, job_key, record.id)
            atomic_write(
                target.with_name(target.name + ".json"),
                encode_metadata(record),
                temp_dir=self._tenant_dir(tenant) / "tmp",
            )
        except BaseException:
            # No metadata, no attachment: nothing it names may stay behind.
            self._forget(tenant, record.id, job_key)
            raise
        finally:
            marker.release()

    def _hold_pending(self, tenant: str, attachment_id: str, job_key: str | None) -> _Pending:
        """`<tenant>/pending/<id>`, holding the job key, locked before anyone can see it (made
        under a temporary name, locked, then renamed: the lock follows the file)."""
        directory = self._tenant_dir(tenant) / "pending"
        make_dirs(directory)
        temp = directory / f"{NEW_PREFIX}{attachment_id}"
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            os.write(fd, (job_key or "").encode())
            os.replace(temp, directory / attachment_id)
        except BaseException:
            os.close(fd)
            temp.unlink(missing_ok=True)
            raise
        return _Pending(directory / attachment_id, fd)

    def _forget(self, tenant: str, attachment_id: str, job_key: str | None) -> None:
        """Remove what a save that did not finish left: content, link, metadata."""
        target = self._object_path(tenant, attachment_id)
        target.with_name(target.name + ".json").unlink(missing_ok=True)
        target.unlink(missing_ok=True)
        if job_key:
            (self._tenant_dir(tenant) / "jobs" / job_key / attachment_id).unlink(missing_ok=True)

    def _write_link(self, tenant: str, job_key: str, attachment_id: str) -> None:
        marker = self._tenant_dir(tenant) / "jobs" / job_key / attachment_id
        make_dirs(marker.parent)
        # The marker's content is the link time, so listing keeps the order of linking.
        if not marker.exists():
            atomic_write(
                marker, str(time.time_ns()).encode(), temp_dir=self._tenant_dir(tenant) / "tmp"
            )

    async def describe(self, tenant: str, attachment_id: str) -> StoredAttachment:
        """See `AttachmentStore.describe`."""
        meta_path = self._object_path(tenant, attachment_id).with_suffix(".json")
        try:
            # On the loop when the page cache holds it; a cold read (after a restart, or once
            # uploads pushed it out) is a disk read, in a worker thread.
            raw = self._cached.read(meta_path, _META_MAX, whole=True)
            if raw is None:
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
        """See `AttachmentStore.read_head`: on the loop when the page cache holds both, else
        one hop off the event loop for both."""
        path = self._object_path(tenant, attachment_id)
        try:
            cached_meta = self._cached.read(path.with_suffix(".json"), _META_MAX, whole=True)
            cached_data = None if cached_meta is None else self._cached.read(path, limit)
        except FileNotFoundError:
            raise AttachmentNotFound(f"No attachment with id {attachment_id}.") from None
        if cached_meta is not None and cached_data is not None:
            return decode_metadata(cached_meta), cached_data

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
        await anyio.to_thread.run_sync(self._write_link, tenant, job_key, attachment_id)

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
            attempts = 3
            while True:
                make_dirs(stream_dir)
                try:
                    # Synced: a segment holds many records, and the journal that held them
                    # is removed once this returns.
                    atomic_write(
                        stream_dir / name,
                        data,
                        exclusive=True,
                        temp_dir=self._tenant_dir(tenant) / "tmp",
                    )
                except FileExistsError:
                    return False
                except FileNotFoundError:
                    # Its directory was removed meanwhile, as the stream's last segment
                    # went (`delete_segments`): made again.
                    attempts -= 1
                    if not attempts:
                        raise
                    continue
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
            # A stream left with nothing goes too: each job ever recorded left an empty
            # directory every sweep walked (an outside probe). One still written to stays.
            with contextlib.suppress(OSError):
                stream_dir.rmdir()

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
                    # A directory removed meanwhile is passed over (`delete_segments` removes
                    # a stream's when its last segment goes); any other error is raised.
                    walked = os.walk(directory, onerror=_raise_unless_gone)
                    found.extend(
                        (tenant, str(Path(path).relative_to(base)))
                        for path in sorted(path for path, _, _ in walked)
                        if _holds_files(Path(path))
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
        """See `AttachmentStore.sweep`: temporary files and pending saves no live writer
        holds, removed at once whatever their age (`older_than_s` is for backends without
        locks). Only `tmp/` and `pending/` are listed: the sweep costs what is in flight,
        not what is stored."""

        def run() -> int:
            removed = 0
            if not self._root.is_dir():
                return removed
            for tenant in sorted(p.name for p in self._root.iterdir() if p.is_dir()):
                temps = self._tenant_dir(tenant) / "tmp"
                if temps.is_dir():
                    removed += sweep([p for p in temps.iterdir() if p.is_file()])
                removed += self._sweep_pending(tenant)
            return removed

        return await anyio.to_thread.run_sync(run)

    def _sweep_pending(self, tenant: str) -> int:
        directory = self._tenant_dir(tenant) / "pending"
        if not directory.is_dir():
            return 0
        removed = 0
        for marker in sorted(directory.iterdir()):
            try:
                removed += self._sweep_marker(tenant, marker)
            except FileNotFoundError:
                # Another process sweeping the same root (a second worker, a replica on a
                # shared volume) took it between our look and our read.
                continue
        return removed

    def _sweep_marker(self, tenant: str, marker: Path) -> int:
        if not marker.is_file() or not holder_gone(marker):
            return 0
        if marker.name.startswith(NEW_PREFIX):  # died before its marker was in place
            # Only once it is old: between its creation and its lock a live save's
            # marker is not held either, and removing it then failed that save (a 503).
            if marker.lstat().st_mtime < time.time() - UNBORN_GRACE_S:
                marker.unlink(missing_ok=True)
            return 0
        attachment_id = marker.name
        metadata = self._object_path(tenant, attachment_id).with_suffix(".json")
        removed = 0
        if not metadata.exists():
            job_key = marker.read_text() or None
            self._forget(tenant, attachment_id, job_key)
            removed = 1
        marker.unlink(missing_ok=True)
        return removed

    async def maintain(self) -> None:
        """Nothing to keep: a writer's locks live and die with its process."""

    async def close(self, *, within_s: float | None = None) -> None:
        """Nothing is held open between calls."""


def _raise_unless_gone(exc: OSError) -> None:
    if not isinstance(exc, FileNotFoundError | NotADirectoryError):
        raise exc


def _holds_files(directory: Path) -> bool:
    try:
        with os.scandir(directory) as entries:
            return any(entry.is_file(follow_symlinks=False) for entry in entries)
    except FileNotFoundError:  # removed meanwhile: an empty stream's directory goes
        return False
