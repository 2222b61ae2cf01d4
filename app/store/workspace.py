"""Agent workspaces on disk: the only code that touches `<workspace root>/<tenant>/<id>/`."""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import AsyncIterable, AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import anyio
import anyio.to_thread

from app.domain.ticket import is_safe_key
from app.errors import (
    InvalidKey,
    NotARegularFile,
    PathOutsideWorkspace,
    WorkspaceFileNotFound,
)
from app.store.spool import FLUSH_BYTES, spool, sweep, writable_free_bytes

_READ_CHUNK = 256 * 1024
_TEMP_PREFIX = ".attachguard-"
PARTIAL_DIR = ".partial"


class IntegrityError(Exception):
    """Downloaded bytes do not match what the store says the file is."""


@dataclass(frozen=True, slots=True)
class WorkspaceFile:
    name: str
    path: Path
    size: int


class Workspace:
    """One run's workspace directory. File names passed in are single safe components.

    Downloads are spooled in `partial_dir` (beside the workspaces, on the same file system)
    and renamed in only when whole, so an agent listing its workspace never sees a partial
    file, even while one is being written or after a crash.
    """

    def __init__(self, directory: Path, partial_dir: Path) -> None:
        self.directory = directory
        self.partial_dir = partial_dir

    def _target(self, name: str) -> Path:
        # Names come from domain.tool_tickets.workspace_file_name; this check makes any other
        # caller's mistake harmless too.
        if not name or name in {".", ".."} or "/" in name or "\\" in name or "\x00" in name:
            raise WorkspaceFileNotFound("The file name is not a single path component.")
        return self.directory / name

    async def is_complete(self, name: str, *, size: int, sha256: str | None) -> bool:
        """Whether a regular file (not a symlink) of this size and hash is already there."""
        target = self._target(name)

        def check() -> bool:
            try:
                info = os.lstat(target)
            except FileNotFoundError:
                return False
            if not stat.S_ISREG(info.st_mode) or info.st_size != size:
                return False
            if sha256 is None:
                return True
            digest = hashlib.sha256()
            with _open_nofollow(target) as handle:
                while chunk := handle.read(FLUSH_BYTES):
                    digest.update(chunk)
            return digest.hexdigest() == sha256

        try:
            return await anyio.to_thread.run_sync(check)
        except OSError:
            return False

    async def write(
        self,
        name: str,
        chunks: AsyncIterable[bytes],
        *,
        max_bytes: int,
        sha256: str | None = None,
    ) -> int:
        """Stream `chunks` into `name` atomically: a temp file, renamed only when whole.

        A failure anywhere (source error, size cap, hash mismatch, cancellation) removes the
        temp file, so no partial file is ever visible under `name`. The rename replaces a
        symlink planted at `name` instead of writing through it.
        """
        target = self._target(name)

        async with spool(self.partial_dir, chunks, max_bytes=max_bytes, prefix=_TEMP_PREFIX) as out:
            if sha256 is not None and out.sha256 != sha256:
                raise IntegrityError("content hash differs from the store's")
            await anyio.to_thread.run_sync(_place, out.path, target)
        return out.size

    async def open_file(self, name: str) -> tuple[WorkspaceFile, AsyncIterator[bytes]]:
        """A regular file directly in the workspace, streamed; symlinks are not followed."""
        target = self._target(name)

        def open_it() -> tuple[IO[bytes], int]:
            handle = _open_nofollow(target)
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                handle.close()
                raise FileNotFoundError(name)
            return handle, info.st_size

        try:
            handle, size = await anyio.to_thread.run_sync(open_it)
        except OSError:
            raise WorkspaceFileNotFound("No such file in the workspace.") from None

        async def stream() -> AsyncIterator[bytes]:
            try:
                while chunk := await anyio.to_thread.run_sync(handle.read, _READ_CHUNK):
                    yield chunk
            finally:
                handle.close()

        return WorkspaceFile(name=name, path=target, size=size), stream()

    async def resolve_existing(self, relative: str) -> Path:
        """A regular file the agent wrote, named relative to the workspace (R4.2).

        Containment is decided on the resolved path (symlinks followed) against the resolved
        workspace, not by looking for `..` in the string.
        """

        def resolve() -> Path:
            root = self.directory.resolve()
            candidate = (root / relative.lstrip("/")).resolve()
            if candidate != root and root not in candidate.parents:
                raise PathOutsideWorkspace(
                    f"'{relative}' is outside the workspace. Give a path inside it, such as "
                    "'report.md' or 'out/report.md'."
                )
            if not candidate.is_file():
                raise NotARegularFile(
                    f"'{relative}' is not a regular file in the workspace. Write the file first, "
                    "or pass its content inline instead."
                )
            return candidate

        return await anyio.to_thread.run_sync(resolve)

    async def read_relative(self, relative: str) -> AsyncIterator[bytes]:
        """The bytes of a regular file the agent wrote, after the checks of `resolve_existing`."""
        path = await self.resolve_existing(relative)
        # The resolved path holds no symlink; O_NOFOLLOW keeps a late swap from adding one.
        handle = await anyio.to_thread.run_sync(_open_nofollow, path)
        try:
            while chunk := await anyio.to_thread.run_sync(handle.read, _READ_CHUNK):
                yield chunk
        finally:
            handle.close()


class Workspaces:
    """The workspace root; one directory per tenant and workspace id, plus `.partial/` for
    downloads in progress (tenant names start with a letter or digit, so none is `.partial`)."""

    def __init__(self, root: Path, *, min_free_bytes: int = 0) -> None:
        self._root = root
        self._partial = root / PARTIAL_DIR
        self._min_free_bytes = min_free_bytes

    def get(self, tenant: str, workspace_id: str) -> Workspace:
        """The workspace of `workspace_id` for `tenant`; the id must be a safe single key."""
        if not is_safe_key(workspace_id):
            raise InvalidKey("A workspace id is 1-128 of A-Z a-z 0-9 . _ - and not '.' or '..'.")
        return Workspace(self._root / tenant / workspace_id, self._partial)

    async def sweep(self, *, older_than_s: float) -> int:
        """Remove downloads a crash left in `.partial/` older than `older_than_s`."""

        def run() -> int:
            found = list(self._partial.glob(f"{_TEMP_PREFIX}*")) if self._partial.is_dir() else []
            return sweep(found, older_than_s=older_than_s)

        return await anyio.to_thread.run_sync(run)

    async def check(self) -> str | None:
        """Why downloads cannot land now (not writable, too little space), or None."""

        try:
            free = await anyio.to_thread.run_sync(writable_free_bytes, self._root)
        except OSError:
            return "The workspace root is not writable."
        if free < self._min_free_bytes:
            mib = 1024 * 1024
            return (
                f"The workspace root has {free // mib} MiB free, below the "
                f"{self._min_free_bytes // mib} MiB threshold."
            )
        return None


def _place(partial: Path, target: Path) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(partial, target)


def _open_nofollow(path: Path) -> IO[bytes]:
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    return os.fdopen(fd, "rb")
