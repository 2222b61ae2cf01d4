"""Streamed bytes spooled into a temporary file beside their destination, hashed on the way."""

from __future__ import annotations

import hashlib
import os
import tempfile
from collections.abc import AsyncIterable, AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import anyio
import anyio.to_thread

from app.errors import FileTooLarge

# Writes and hashing go to a worker thread in hops of about this size, off the event loop.
FLUSH_BYTES = 1 << 20


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

    handle, path = await anyio.to_thread.run_sync(open_temp)
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
