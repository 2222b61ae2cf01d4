"""Agent workspaces on disk: the only code that touches `<workspace root>/<tenant>/<id>/`.

The volume is shared with the agent runtime, which may create, rename and symlink anything
under the root while a request runs. So nothing here opens a path that another process could
have redirected: the root is opened once per operation, the tenant and workspace directories
below it with `O_NOFOLLOW` (a symlinked one is refused, never followed), and every file
relative to the workspace's descriptor (see `store.containment`). There is no window between
a check and a use, because there is no check apart from the use.
"""

from __future__ import annotations

import errno
import hashlib
import os
import stat
from collections.abc import AsyncIterable, AsyncIterator, Callable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TypeVar

import anyio
import anyio.to_thread

from app.domain.filename import said
from app.domain.ticket import is_safe_key
from app.errors import (
    InsufficientStorage,
    InvalidKey,
    InvalidPath,
    NotARegularFile,
    PathOutsideWorkspace,
    UnsafeWorkspace,
    WorkspaceFileNotFound,
    WorkspaceUnavailable,
)
from app.store.containment import (
    Escape,
    SymlinkedDirectory,
    closing_fd,
    open_beneath,
    open_child_directory,
    open_directory,
)
from app.store.spool import FLUSH_BYTES, NEW_PREFIX, spool, sweep, writable_free_bytes

_READ_CHUNK = 256 * 1024
_TEMP_PREFIX = ".attachguard-"
_OPEN_NAME = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
PARTIAL_DIR = ".partial"
T = TypeVar("T")


class IntegrityError(Exception):
    """Downloaded bytes do not match what the store says the file is."""


@dataclass(frozen=True, slots=True)
class WorkspaceFile:
    name: str
    size: int


def _single_component(name: str) -> str:
    # Names come from domain.tool_tickets.workspace_file_name; this check makes any other
    # caller's mistake harmless too.
    if not name or name in {".", ".."} or "/" in name or "\\" in name or "\x00" in name:
        raise WorkspaceFileNotFound("The file name is not a single path component.")
    return name


class Workspace:
    """One run's workspace directory. File names passed in are single safe components.

    Downloads are spooled in `<root>/.partial/` (beside the workspaces, on the same file
    system) and renamed in only when whole, so an agent listing its workspace never sees a
    partial file, even while one is being written or after a crash.
    """

    def __init__(self, root: Path, tenant: str, workspace_id: str, *, use_kernel: bool) -> None:
        self._root = root
        self._tenant = tenant
        self.workspace_id = workspace_id
        self._use_kernel = use_kernel

    @property
    def directory(self) -> Path:
        """Where the workspace is, for messages and tests; never opened by this path."""
        return self._root / self._tenant / self.workspace_id

    @contextmanager
    def _opened(self, *, create: bool) -> Iterator[int]:
        """The workspace directory's descriptor, walked from the root without following a
        symlink. Missing and not `create`: `FileNotFoundError`."""
        with ExitStack() as stack:
            if create:
                self._root.mkdir(parents=True, exist_ok=True)
            fd = stack.enter_context(closing_fd(open_directory(self._root)))
            try:
                for name in (self._tenant, self.workspace_id):
                    fd = stack.enter_context(
                        closing_fd(open_child_directory(fd, name, create=create))
                    )
            except SymlinkedDirectory:
                raise UnsafeWorkspace(
                    f"The workspace '{self.workspace_id}' is not a plain directory (a symlink, "
                    "or a file, stands in its place or its tenant's); it is never followed. "
                    "Remove it and retry."
                ) from None
            yield fd

    async def _run(self, work: Callable[[], T]) -> T:
        return await anyio.to_thread.run_sync(work)

    async def ensure(self) -> None:
        """Create the workspace if missing; `UnsafeWorkspace` when it (or its tenant
        directory) is a symlink or a file."""

        def make() -> None:
            with self._opened(create=True):
                pass

        try:
            await self._run(make)
        except OSError as exc:
            # The root itself: a volume missing, read-only or full (never the client's path).
            if exc.errno in (errno.ENOSPC, errno.EDQUOT):
                raise InsufficientStorage(
                    "The workspace volume is full; nothing was written. Retry later."
                ) from None
            raise WorkspaceUnavailable(
                f"The workspace root cannot be written ({exc.strerror or 'failed'}); readiness "
                "says so too. The operator's volume or ATTACHGUARD_WORKSPACE_ROOT needs fixing."
            ) from None

    async def is_complete(self, name: str, *, size: int, sha256: str | None) -> bool:
        """Whether a regular file (not a symlink) of this size and hash is already there."""
        name = _single_component(name)

        def check() -> bool:
            try:
                with self._opened(create=False) as directory:
                    fd = os.open(name, _OPEN_NAME, dir_fd=directory)
            except (OSError, UnsafeWorkspace):
                return False
            with os.fdopen(fd, "rb") as handle:
                info = os.fstat(handle.fileno())
                if not stat.S_ISREG(info.st_mode) or info.st_size != size:
                    return False
                if sha256 is None:
                    return True
                digest = hashlib.sha256()
                while chunk := handle.read(FLUSH_BYTES):
                    digest.update(chunk)
            return digest.hexdigest() == sha256

        return await self._run(check)

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
        symlink planted at `name` instead of writing through it; a symlinked workspace
        directory is `UnsafeWorkspace`, and nothing is written.
        """
        name = _single_component(name)
        # An unsafe workspace is refused before a byte of the source is read.
        partial = await self._run(self._open_partial)
        try:
            async with spool(partial, chunks, max_bytes=max_bytes, prefix=_TEMP_PREFIX) as out:
                if sha256 is not None and out.sha256 != sha256:
                    raise IntegrityError("content hash differs from the store's")

                def place() -> None:
                    with self._opened(create=True) as directory:
                        os.replace(out.name, name, src_dir_fd=out.dir_fd, dst_dir_fd=directory)

                await self._run(place)
        finally:
            os.close(partial)
        return out.size

    def _open_partial(self) -> int:
        """The descriptor of `<root>/.partial/`, once the workspace itself proved safe."""
        with self._opened(create=True), closing_fd(open_directory(self._root)) as root:
            try:
                return open_child_directory(root, PARTIAL_DIR, create=True)
            except SymlinkedDirectory:
                raise UnsafeWorkspace(
                    "The workspace root's download directory is not a plain directory."
                ) from None

    async def open_file(self, name: str) -> tuple[WorkspaceFile, FileStream]:
        """A regular file directly in the workspace, streamed; symlinks are not followed."""
        name = _single_component(name)

        def open_it() -> tuple[IO[bytes], int]:
            with self._opened(create=False) as directory:
                fd = os.open(name, _OPEN_NAME, dir_fd=directory)
            handle = os.fdopen(fd, "rb")
            info = os.fstat(handle.fileno())
            if not stat.S_ISREG(info.st_mode):
                handle.close()
                raise FileNotFoundError(name)
            return handle, info.st_size

        try:
            handle, size = await self._run(open_it)
        except OSError:
            raise WorkspaceFileNotFound("No such file in the workspace.") from None
        return WorkspaceFile(name=name, size=size), FileStream(handle, size)

    async def open_relative(self, relative: str) -> AsyncIterator[bytes]:
        """A regular file the agent wrote, named relative to the workspace (R4.2), streamed.

        Containment is decided by the open itself: the path is resolved beneath the
        workspace's descriptor, symlinks followed only while they stay inside, so no check
        can be raced by a swap. Every refusal is a 422 the model can act on.
        """

        def open_it() -> IO[bytes]:
            with self._opened(create=False) as directory:
                fd = open_beneath(directory, relative, use_kernel=self._use_kernel)
            handle = os.fdopen(fd, "rb")
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                handle.close()
                raise IsADirectoryError(errno.EISDIR, "not a regular file")
            return handle

        try:
            handle = await self._run(open_it)
        except ValueError:
            raise InvalidPath(
                f"{relative!r} is not a usable path (it holds a NUL character). Give a path "
                "inside the workspace, such as 'report.md'."
            ) from None
        except Escape:
            raise PathOutsideWorkspace(
                f"{said(relative)} is outside the workspace. Give a path inside it, such as "
                "'report.md' or 'out/report.md'."
            ) from None
        except FileNotFoundError as exc:
            # A missing workspace directory: nothing was written in it yet.
            raise NotARegularFile(
                f"{said(relative)} is not a regular file in the workspace. Write the file first, "
                "or pass its content inline instead."
            ) from exc
        except OSError as exc:
            loop = " (it is a symbolic-link loop)" if exc.errno == errno.ELOOP else ""
            raise NotARegularFile(
                f"{said(relative)} is not a regular file in the workspace{loop}. Write the file "
                "first, or pass its content inline instead."
            ) from None
        return _stream(handle)


class FileStream:
    """An open file's bytes, up to `limit`, to iterate once; `release` closes it unread (a
    generator never started would not close it)."""

    def __init__(self, handle: IO[bytes], limit: int | None) -> None:
        self._handle = handle
        self._limit = limit

    def __aiter__(self) -> AsyncIterator[bytes]:
        return _stream(self._handle, self._limit)

    async def release(self) -> None:
        self._handle.close()


async def _stream(handle: IO[bytes], limit: int | None = None) -> AsyncIterator[bytes]:
    """The file's bytes; with `limit`, no more than that many (the size an answer announced:
    a file the agent is still appending to does not overrun its `Content-Length`)."""
    left = limit
    try:
        while left is None or left > 0:
            want = _READ_CHUNK if left is None else min(_READ_CHUNK, left)
            chunk = await anyio.to_thread.run_sync(handle.read, want)
            if not chunk:
                break
            if left is not None:
                left -= len(chunk)
            yield chunk
    finally:
        handle.close()


class Workspaces:
    """The workspace root; one directory per tenant and workspace id, plus `.partial/` for
    downloads in progress (tenant names start with a letter or digit, so none is `.partial`).

    `use_kernel=False` resolves agent paths in user space even where `openat2` exists (the
    tests run both resolvers).
    """

    def __init__(self, root: Path, *, min_free_bytes: int = 0, use_kernel: bool = True) -> None:
        self._root = root
        self._min_free_bytes = min_free_bytes
        self._use_kernel = use_kernel

    def get(self, tenant: str, workspace_id: str) -> Workspace:
        """The workspace of `workspace_id` for `tenant`; the id must be a safe single key."""
        if not is_safe_key(workspace_id):
            raise InvalidKey("A workspace id is 1-128 of A-Z a-z 0-9 . _ - and not '.' or '..'.")
        return Workspace(self._root, tenant, workspace_id, use_kernel=self._use_kernel)

    async def sweep(self) -> int:
        """Remove the downloads in `.partial/` that no live process is writing (a crash's
        leftovers), at once; another replica's download in progress stays."""

        def run() -> int:
            partial = self._root / PARTIAL_DIR
            if partial.is_symlink() or not partial.is_dir():
                return 0
            return sweep([*partial.glob(f"{_TEMP_PREFIX}*"), *partial.glob(f"{NEW_PREFIX}*")])

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
