"""Streamed downloads: an open body to iterate, and writing it to a path or file in chunks."""

from __future__ import annotations

import os
import tempfile
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

import httpx2

DEFAULT_CHUNK_SIZE = 1024 * 1024


@dataclass(frozen=True, slots=True)
class DownloadInfo:
    """What the service said about a body, and (after a download) how much was written."""

    status_code: int
    content_type: str | None
    content_length: int | None
    etag: str | None
    content_range: str | None
    size: int = 0

    @property
    def not_modified(self) -> bool:
        """The `If-None-Match` ETag matched (304): nothing was sent."""
        return self.status_code == 304

    @classmethod
    def of(cls, response: httpx2.Response, size: int = 0) -> DownloadInfo:
        length = response.headers.get("content-length")
        return cls(
            status_code=response.status_code,
            content_type=response.headers.get("content-type"),
            content_length=int(length) if length and length.isdigit() else None,
            etag=response.headers.get("etag"),
            content_range=response.headers.get("content-range"),
            size=size,
        )


class Download:
    """An open body (sync): read it with `iter_bytes`; closed with its `with` block."""

    def __init__(self, response: httpx2.Response) -> None:
        self._response = response
        self.info = DownloadInfo.of(response)

    def iter_bytes(self, chunk_size: int = DEFAULT_CHUNK_SIZE) -> Iterator[bytes]:
        """The body in chunks of at most `chunk_size` bytes; nothing after a 304."""
        if self.info.not_modified:
            return
        yield from self._response.iter_bytes(chunk_size)


class AsyncDownload:
    """An open body (async): read it with `aiter_bytes`; closed with its `async with` block."""

    def __init__(self, response: httpx2.Response) -> None:
        self._response = response
        self.info = DownloadInfo.of(response)

    async def aiter_bytes(self, chunk_size: int = DEFAULT_CHUNK_SIZE) -> AsyncIterator[bytes]:
        """The body in chunks of at most `chunk_size` bytes; nothing after a 304."""
        if self.info.not_modified:
            return
        async for chunk in self._response.aiter_bytes(chunk_size):
            yield chunk


Destination = str | os.PathLike[str] | BinaryIO
"""Where a download goes: a path (written whole or not at all) or a binary file object."""


class PartFile:
    """A temporary file beside `path`, renamed onto it only when complete.

    A failed or interrupted download therefore never leaves a partial file at `path`.
    """

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        fd, name = tempfile.mkstemp(
            prefix=f".{self.path.name}.", suffix=".part", dir=self.path.parent
        )
        self.temp = Path(name)
        self.file: BinaryIO = os.fdopen(fd, "wb")

    def commit(self) -> None:
        try:
            self.file.flush()
            os.fsync(self.file.fileno())
            self.file.close()
            os.replace(self.temp, self.path)
        except BaseException:
            self.discard()
            raise

    def discard(self) -> None:
        self.file.close()
        self.temp.unlink(missing_ok=True)
