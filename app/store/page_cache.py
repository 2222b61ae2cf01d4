"""Reads the kernel's page cache answers at once, made on the event loop without a thread.

A hop to a worker thread costs a loaded event loop far more than reading a few kilobytes the
kernel already holds: under 32 connections, the one hop that read a file's metadata halved the
throughput of an evaluation whose file was judged before (see
`docs/decisions/page-cache-reads.md`). Linux's `preadv2` with `RWF_NOWAIT` reads only what the
page cache holds and refuses instead of waiting for the disk, so a warm read stays on the loop
and a cold one still goes to a worker thread. Where the flag is missing (another system) or
the file system does not take it (tmpfs, some network file systems), every read goes to the
thread, as before.
"""

from __future__ import annotations

import errno
import logging
import os
from pathlib import Path

logger = logging.getLogger("attachguard.store.page_cache")

_NOWAIT: int | None = getattr(os, "RWF_NOWAIT", None)

# The most read on the loop at once: copying 256 KiB out of the page cache takes tens of
# microseconds, about a hop; a bigger read goes to the thread, which does not hold the loop.
ON_LOOP_MAX = 256 * 1024

# What a file system that cannot read without waiting answers the flag with.
_UNSUPPORTED = frozenset({errno.EOPNOTSUPP, errno.EINVAL, errno.ENOSYS})


# The service owns the store's files: reading one need not write its access time (on a busy
# journal, that write could wait).
_NOATIME: int = getattr(os, "O_NOATIME", 0)


def _open(path: Path) -> int:
    try:
        return os.open(path, os.O_RDONLY | os.O_CLOEXEC | _NOATIME)
    except PermissionError:
        # O_NOATIME is the file's owner's (or root's) to ask for.
        return os.open(path, os.O_RDONLY | os.O_CLOEXEC)


class PageCacheReader:
    """Reads a whole small file, or a file's head, only when no disk read is needed.

    One per store: the first file system that refuses the flag switches it off for good.
    """

    def __init__(self, *, enabled: bool = True) -> None:
        self.enabled = enabled and _NOWAIT is not None

    def read(self, path: Path, limit: int, *, whole: bool = False) -> bytes | None:
        """Up to `limit` bytes from the start of `path` (all of it, if `whole`) if the page
        cache holds them; `None` if reading them would wait for the disk, they are more than
        `ON_LOOP_MAX`, or `whole` and the file is longer than `limit` (the caller reads in a
        worker thread).

        Opening the file (the name's lookup) still runs here: the kernel keeps names and
        inodes longer than pages, and a file the service wrote or read since it started is
        there. A missing file raises `FileNotFoundError`, as `open` does.
        """
        if not self.enabled:
            return None
        assert _NOWAIT is not None
        fd = _open(path)
        try:
            size = os.fstat(fd).st_size
            if whole and size > limit:
                return None
            want = min(size, limit)
            if want == 0:
                return b""
            if want > ON_LOOP_MAX:
                return None
            buffer = bytearray(want)
            try:
                got = os.preadv(fd, [buffer], 0, _NOWAIT)
            except BlockingIOError:
                return None
            except OSError as exc:
                if exc.errno not in _UNSUPPORTED:
                    raise
                self.enabled = False
                logger.info("page cache reads off: the file system waits for every read")
                return None
            # Part of it cached: the rest would wait, so all of it goes to the thread.
            return bytes(buffer) if got == want else None
        finally:
            os.close(fd)
