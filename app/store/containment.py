"""Paths that stay inside a directory by construction: every open is relative to a directory
descriptor, and no symlink is followed out of it.

Checking a resolved path and then opening it leaves a window in which another process on the
shared volume can swap a directory for a symlink. Here nothing is opened by path: the root is
opened once, every component below it is opened relative to its parent's descriptor with
`O_NOFOLLOW`, and a multi-component path the agent names is opened by the kernel's
`openat2(RESOLVE_BENEATH)` where it exists (Linux 5.6+), which follows a symlink only while
it stays beneath the root and fails an escape atomically. Where `openat2` is missing (old
kernels, seccomp profiles that refuse it) the same resolution runs in user space, one
`O_NOFOLLOW` component at a time on descriptors this process holds, so `..` and symlinks are
resolved against the directories actually walked, never against a path re-read later.
"""

from __future__ import annotations

import ctypes
import errno
import functools
import os
import platform
import stat
from collections.abc import Iterator
from contextlib import contextmanager, suppress

# Directories this service creates are never writable by other users, whatever the umask.
DIR_MODE = 0o755
# The kernel's own bound on symlinks followed while resolving one path (MAXSYMLINKS).
_MAX_LINKS = 40
_OPENAT2 = {"x86_64": 437, "aarch64": 437, "arm64": 437, "riscv64": 437, "ppc64le": 437}
_RESOLVE_NO_MAGICLINKS = 0x02
_RESOLVE_BENEATH = 0x08
_OPEN_FILE = os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC | os.O_NOCTTY


class Escape(Exception):
    """The path leaves the directory (`..` past it, an absolute or escaping symlink)."""


class SymlinkedDirectory(Exception):
    """A directory the service walks through is a symlink (or not a directory)."""


class _OpenHow(ctypes.Structure):
    _fields_ = (
        ("flags", ctypes.c_uint64),
        ("mode", ctypes.c_uint64),
        ("resolve", ctypes.c_uint64),
    )


class _Kernel:
    """`openat2` through libc's `syscall`, or None where the kernel or sandbox lacks it."""

    def __init__(self) -> None:
        self.number = _OPENAT2.get(platform.machine())
        self.libc = ctypes.CDLL(None, use_errno=True)
        self.available: bool | None = None if self.number is not None else False

    def openat2(self, dir_fd: int, path: str, flags: int, resolve: int) -> int | None:
        """A descriptor, or None when `openat2` is not available; raises `OSError`."""
        if self.available is False or self.number is None:
            return None
        how = _OpenHow(flags=flags, mode=0, resolve=resolve)
        encoded = os.fsencode(path)
        while True:
            fd = self.libc.syscall(
                ctypes.c_long(self.number),
                ctypes.c_int(dir_fd),
                ctypes.c_char_p(encoded),
                ctypes.byref(how),
                ctypes.c_size_t(ctypes.sizeof(how)),
            )
            if fd >= 0:
                self.available = True
                return int(fd)
            code = ctypes.get_errno()
            if code in (errno.ENOSYS, errno.EPERM) and self.available is None:
                # Not in this kernel, or refused by a seccomp profile: walk instead, for good.
                self.available = False
                return None
            if code in (errno.EAGAIN, errno.EINTR):
                # EAGAIN: a concurrent rename raced a `..`; the kernel asks for a retry.
                continue
            raise OSError(code, os.strerror(code), path)


@functools.cache
def _the_kernel() -> _Kernel:
    """One probe per process, made on first use (never at import)."""
    return _Kernel()


def kernel_resolves() -> bool:
    """Whether `openat2` serves `open_beneath` in this process (probed once)."""
    kernel = _the_kernel()
    if kernel.available is None:
        with closing_fd(open_directory("/")) as root, suppress(OSError):
            os.close(kernel.openat2(root, ".", _OPEN_FILE, _RESOLVE_BENEATH) or os.dup(root))
    return bool(kernel.available)


def open_directory(path: os.PathLike[str] | str) -> int:
    """A descriptor of the operator's root directory (the one path that is trusted)."""
    return os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)


def open_child_directory(parent_fd: int, name: str, *, create: bool) -> int:
    """The directory `name` directly inside `parent_fd`, created (mode 0755) when missing and
    `create`; `SymlinkedDirectory` when it is a symlink or not a directory, never followed.
    `FileNotFoundError` when it is missing and not `create`."""
    if not name or name in {".", ".."} or "/" in name or "\x00" in name:
        raise ValueError("not a single path component")
    flags = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
    for _ in range(3):
        try:
            return os.open(name, flags, dir_fd=parent_fd)
        except FileNotFoundError:
            if not create:
                raise
        except (NotADirectoryError, OSError) as exc:
            if isinstance(exc, NotADirectoryError) or exc.errno == errno.ELOOP:
                raise SymlinkedDirectory(name) from None
            raise
        with suppress(FileExistsError):  # another request made it first: open that one
            os.mkdir(name, DIR_MODE, dir_fd=parent_fd)
    raise SymlinkedDirectory(name)


def open_beneath(dir_fd: int, relative: str, *, use_kernel: bool = True) -> int:
    """Open the file `relative` names inside `dir_fd` for reading, following symlinks only
    while they stay inside; `Escape` when the path or a symlink leaves it.

    Raises `OSError` as the kernel would for the rest (`FileNotFoundError`, `ELOOP` for a
    loop, `ENOTDIR`). The descriptor is opened non-blocking, so a FIFO cannot hang the caller.
    """
    if "\x00" in relative:
        raise ValueError("embedded NUL")
    relative = relative.lstrip("/") or "."
    if use_kernel:
        try:
            fd = _the_kernel().openat2(
                dir_fd, relative, _OPEN_FILE, _RESOLVE_BENEATH | _RESOLVE_NO_MAGICLINKS
            )
        except OSError as exc:
            if exc.errno == errno.EXDEV:
                raise Escape(relative) from None
            raise
        if fd is not None:
            return fd
    return _walk(dir_fd, relative)


def _walk(root_fd: int, relative: str) -> int:
    """`open_beneath` in user space: each component opened with `O_NOFOLLOW` relative to a
    directory this walk holds; symlinks read and spliced in; `..` pops the walk's own stack."""
    stack = [os.dup(root_fd)]
    pending = [part for part in relative.split("/") if part not in ("", ".")]
    pending.reverse()
    links = 0
    try:
        while pending:
            part = pending.pop()
            if part == "..":
                if len(stack) == 1:
                    raise Escape(relative)
                os.close(stack.pop())
                continue
            last = not pending
            info = os.stat(part, dir_fd=stack[-1], follow_symlinks=False)
            if stat.S_ISLNK(info.st_mode):
                links += 1
                if links > _MAX_LINKS:
                    raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), relative)
                target = os.readlink(part, dir_fd=stack[-1])
                if target.startswith("/"):
                    raise Escape(relative)
                pending.extend(reversed([p for p in target.split("/") if p not in ("", ".")]))
                continue
            if last:
                # Swapped for a symlink since the stat: O_NOFOLLOW refuses it (ELOOP).
                return os.open(part, _OPEN_FILE | os.O_NOFOLLOW, dir_fd=stack[-1])
            stack.append(
                os.open(
                    part,
                    os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC,
                    dir_fd=stack[-1],
                )
            )
        return os.dup(stack[-1])  # the path named the root itself (or a directory in it)
    finally:
        for fd in stack:
            os.close(fd)


@contextmanager
def closing_fd(fd: int) -> Iterator[int]:
    """Close `fd` when the block ends."""
    try:
        yield fd
    finally:
        os.close(fd)
