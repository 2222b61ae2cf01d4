"""Files on local disk: streams spooled into temporary files, atomic writes, a full disk, and
the temporary files a crash leaves behind.

Every temporary file is held with an exclusive `flock` by the process writing it, from its
creation until the block that uses it ends (the lock belongs to the open file, so it follows a
rename into place). The lock dies with the process, however it dies: a temporary file nobody
holds is a crash's leftover and is removed at once (`sweep`), while one that another process
(another replica on a shared volume) is still writing is never touched.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import hashlib
import logging
import os
import secrets
import time
from collections.abc import AsyncIterable, AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from stat import S_ISREG
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
            fd, name = locked_temp(dir_fd, prefix)
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
    # Synced, and kept open: the lock on it says "being written" until the block ends.
    handle.flush()
    os.fsync(handle.fileno())


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


TEMP_PREFIX = ".tmp-"


def atomic_write(
    path: Path,
    data: bytes,
    *,
    exclusive: bool = False,
    durable: bool = True,
    temp_dir: Path | None = None,
) -> None:
    """Write `data` to `path` whole or not at all (temp file, fsync, rename); blocking.

    `exclusive` never replaces an existing `path` (`FileExistsError` instead): the file is
    published by a hard link, which fails where a rename would overwrite. `durable=False`
    skips the fsync: the file is still whole or absent after a process crash, but may be lost
    if the machine itself goes down before the kernel writes it back. The temporary file is
    made in `temp_dir` (on the same file system; default: beside `path`), locked while it is
    written. A full disk raises `InsufficientStorage` and leaves nothing.
    """
    try:
        directory = temp_dir or path.parent
        if temp_dir is not None:
            temp_dir.mkdir(parents=True, exist_ok=True)
        dir_fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
        try:
            fd, name = locked_temp(dir_fd, TEMP_PREFIX)
        finally:
            os.close(dir_fd)
        tmp = str(directory / name)
    except OSError as exc:
        if is_disk_full(exc):
            raise disk_full() from None
        raise
    try:
        # Held (open, so locked) until it has its name: closed first, a sweep in between
        # took it for a crash's leftover and removed it, and the write failed (a 503; found
        # by a CI run racing publishes).
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


# A file is born under this prefix, locked, then renamed: a file under its final name is always
# held by its writer (or is a leftover). One still under this prefix older than the grace is a
# crash's, between a creation and a lock microseconds apart.
NEW_PREFIX = ".new-"
UNBORN_GRACE_S = 2.0


def locked_temp(dir_fd: int, prefix: str) -> tuple[int, str]:
    """A new temporary file in `dir_fd` named `<prefix><random>`, already locked when it
    appears under that name; blocking."""
    token = secrets.token_hex(8)
    fd = os.open(NEW_PREFIX + token, _TEMP_FLAGS, 0o600, dir_fd=dir_fd)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # a new name: nobody else can hold it
        os.rename(NEW_PREFIX + token, prefix + token, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(NEW_PREFIX + token, dir_fd=dir_fd)
        raise
    return fd, prefix + token


def holder_gone(path: Path) -> bool:
    """Whether no live process holds `path`'s lock (it is a leftover); blocking. Takes the
    lock to tell, and lets it go."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    finally:
        os.close(fd)
    return True


def sweep(paths: list[Path]) -> int:
    """Remove the given temporary files no live writer holds, at once; blocking. A file being
    written by any process, this one or another on the same volume, stays; so does what is
    not a regular file (a directory or a link by that name is nobody's leftover) and what
    cannot be removed (logged: the rest is swept all the same)."""
    cutoff = time.time() - UNBORN_GRACE_S
    removed = 0
    for path in paths:
        try:
            stat = path.lstat()
            if not S_ISREG(stat.st_mode):
                continue
            unborn = path.name.startswith(NEW_PREFIX)
            if stat.st_mtime < cutoff if unborn else holder_gone(path):
                path.unlink()
                removed += 1
        except FileNotFoundError:
            continue
        except OSError as exc:
            logger.warning("leftover not removed", extra={"cause": type(exc).__name__})
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
