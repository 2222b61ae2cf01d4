"""Files on local disk: streams spooled into temporary files, atomic writes, a full disk, and
the temporary files a crash leaves behind."""

from __future__ import annotations

import errno
import hashlib
import logging
import os
import tempfile
import time
from collections.abc import AsyncIterable, AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import anyio
import anyio.to_thread

from app.errors import FileTooLarge, InsufficientStorage

logger = logging.getLogger("attachguard.store")

# Writes and hashing go to a worker thread in hops of about this size, off the event loop.
FLUSH_BYTES = 1 << 20
_FULL = frozenset({errno.ENOSPC, errno.EDQUOT})


def is_disk_full(exc: BaseException) -> bool:
    """Whether `exc` says the disk (or the quota) is full."""
    return isinstance(exc, OSError) and exc.errno in _FULL


def disk_full() -> InsufficientStorage:
    return InsufficientStorage(
        "The disk is full: nothing was kept. Retry later, or ask the operator for space."
    )


def make_dirs(directory: Path) -> None:
    """`directory` and its parents, a full disk said as `InsufficientStorage`; blocking."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        if is_disk_full(exc):
            raise disk_full() from None
        raise


@dataclass(frozen=True, slots=True)
class Spooled:
    path: Path
    size: int
    sha256: str


@asynccontextmanager
async def spool(
    directory: Path, chunks: AsyncIterable[bytes], *, max_bytes: int, prefix: str
) -> AsyncIterator[Spooled]:
    """Write `chunks` to a new temporary file in `directory`, synced and whole, then yield it.

    The block is expected to rename the file into place (same file system, so the rename is
    atomic). Whatever is still at the temporary path when the block ends, by an error, a
    cancellation, `FileTooLarge` past `max_bytes`, or a block that chose not to keep it, is
    removed: no partial file outlives the call.
    """

    def open_temp() -> tuple[IO[bytes], Path]:
        directory.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(dir=directory, prefix=prefix)
        return os.fdopen(fd, "wb"), Path(name)

    try:
        handle, path = await anyio.to_thread.run_sync(open_temp)
    except OSError as exc:
        if is_disk_full(exc):
            raise disk_full() from None
        raise
    try:
        digest = hashlib.sha256()
        size = 0
        buffer = bytearray()
        async for chunk in chunks:
            size += len(chunk)
            if size > max_bytes:
                raise FileTooLarge(f"The file is larger than the limit of {max_bytes} bytes.")
            buffer += chunk
            if len(buffer) >= FLUSH_BYTES:
                await anyio.to_thread.run_sync(_write_hashed, handle, digest, bytes(buffer))
                buffer.clear()
        await anyio.to_thread.run_sync(_write_hashed, handle, digest, bytes(buffer))
        await anyio.to_thread.run_sync(_close_synced, handle)
        yield Spooled(path=path, size=size, sha256=digest.hexdigest())
    except OSError as exc:
        if is_disk_full(exc):
            raise disk_full() from None
        raise
    finally:
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(_discard, handle, path)


def _write_hashed(handle: IO[bytes], digest: hashlib._Hash, data: bytes) -> None:
    handle.write(data)
    digest.update(data)


def _close_synced(handle: IO[bytes]) -> None:
    handle.flush()
    os.fsync(handle.fileno())
    handle.close()


def _discard(handle: IO[bytes], path: Path) -> None:
    handle.close()
    path.unlink(missing_ok=True)


def atomic_write(path: Path, data: bytes, *, exclusive: bool = False, durable: bool = True) -> None:
    """Write `data` to `path` whole or not at all (temp file, fsync, rename); blocking.

    `exclusive` never replaces an existing `path` (`FileExistsError` instead): the file is
    published by a hard link, which fails where a rename would overwrite. `durable=False`
    skips the fsync: the file is still whole or absent after a process crash, but may be lost
    if the machine itself goes down before the kernel writes it back. A full disk raises
    `InsufficientStorage` and leaves nothing.
    """
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tmp-")
    except OSError as exc:
        if is_disk_full(exc):
            raise disk_full() from None
        raise
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
        if exclusive:
            os.link(tmp, path)
            os.unlink(tmp)
        else:
            os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        if is_disk_full(exc):
            raise disk_full() from None
        raise
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def sweep(paths: list[Path], *, older_than_s: float) -> int:
    """Remove the given leftover files last changed more than `older_than_s` ago; blocking.

    A file still being written is younger than the threshold and stays.
    """
    cutoff = time.time() - older_than_s
    removed = 0
    for path in paths:
        try:
            if path.lstat().st_mtime < cutoff:
                path.unlink()
                removed += 1
        except FileNotFoundError:
            continue
    return removed


def free_bytes(directory: Path) -> int:
    """Bytes an unprivileged writer may still use on `directory`'s file system; blocking."""
    stats = os.statvfs(directory)
    return stats.f_bavail * stats.f_frsize


def writable_free_bytes(root: Path) -> int:
    """`free_bytes` of `root`, created if missing; `OSError` when it cannot be written to.
    Blocking: the readiness probe of the store and of the workspaces."""
    root.mkdir(parents=True, exist_ok=True)
    if not os.access(root, os.W_OK | os.X_OK):
        raise PermissionError(str(root))
    return free_bytes(root)
