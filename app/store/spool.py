"""Files on local disk: streams spooled into temporary files, atomic writes, a full disk, and
the temporary files a crash leaves behind."""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
import secrets
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
_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC


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
    """A whole, synced temporary file: `name` inside the directory `dir_fd` (open for the
    block's duration), to be renamed into place relative to that descriptor."""

    dir_fd: int
    name: str
    size: int
    sha256: str


@asynccontextmanager
async def spool(
    directory: Path | int, chunks: AsyncIterable[bytes], *, max_bytes: int, prefix: str
) -> AsyncIterator[Spooled]:
    """Write `chunks` to a new temporary file in `directory`, synced and whole, then yield it.

    `directory` is a path (created if missing) or a descriptor the caller opened safely; the
    file is created relative to it (`O_EXCL | O_NOFOLLOW`), never through a path re-read
    later. The block is expected to rename the file into place (same file system, so the
    rename is atomic). Whatever is still at the temporary name when the block ends, by an
    error, a cancellation, `FileTooLarge` past `max_bytes`, or a block that chose not to keep
    it, is removed: no partial file outlives the call.
    """

    def open_temp() -> tuple[int, IO[bytes], str]:
        if isinstance(directory, int):
            dir_fd = os.dup(directory)
        else:
            directory.mkdir(parents=True, exist_ok=True)
            dir_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            name = prefix + secrets.token_hex(8)
            fd = os.open(name, _TEMP_FLAGS, 0o600, dir_fd=dir_fd)
        except BaseException:
            os.close(dir_fd)
            raise
        return dir_fd, os.fdopen(fd, "wb"), name

    try:
        dir_fd, handle, name = await anyio.to_thread.run_sync(open_temp)
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
        yield Spooled(dir_fd=dir_fd, name=name, size=size, sha256=digest.hexdigest())
    except OSError as exc:
        if is_disk_full(exc):
            raise disk_full() from None
        raise
    finally:
        with anyio.CancelScope(shield=True):
            await anyio.to_thread.run_sync(_discard, handle, dir_fd, name)


def _write_hashed(handle: IO[bytes], digest: hashlib._Hash, data: bytes) -> None:
    handle.write(data)
    digest.update(data)


def _close_synced(handle: IO[bytes]) -> None:
    handle.flush()
    os.fsync(handle.fileno())
    handle.close()


def _discard(handle: IO[bytes], dir_fd: int, name: str) -> None:
    try:
        # Closing flushes what a failed write left buffered; on a full disk that fails again,
        # and must neither hide the first error nor keep the file from going.
        with contextlib.suppress(OSError):
            handle.close()
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name, dir_fd=dir_fd)
    finally:
        os.close(dir_fd)


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
