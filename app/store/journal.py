"""A write-ahead log on local disk: entries appended in groups, one fsync per group, kept until
they are shipped to the store.

Each process writes its own file, `<directory>/<uuid>.wal`, and holds an exclusive `flock` on
it for as long as it lives; the lock dies with the process, however it dies. A file nobody
holds is a crash's leftover: whichever process finds it first takes the lock and ships it,
and a file being shipped stays locked until it is removed, so no two processes ship one file.

An entry is one line: `<crc32> <tenant> <stream> <key> <data>`. The fields before `data` are
safe keys (no spaces); `data` is JSON without a newline. The checksum covers the rest of the
line, so the torn last line of a crash, or of a write still in progress when another process
reads the file, is skipped instead of misread.
"""

from __future__ import annotations

import contextlib
import fcntl
import logging
import os
import threading
import time
import uuid
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from app.store.spool import UNBORN_GRACE_S

logger = logging.getLogger("attachguard.decisions")

SUFFIX = ".wal"


@dataclass(frozen=True, slots=True)
class Entry:
    tenant: str
    stream: str
    key: str
    data: bytes


def encode(entry: Entry) -> bytes:
    """The line of one entry."""
    body = b" ".join((entry.tenant.encode(), entry.stream.encode(), entry.key.encode(), entry.data))
    return b"%08x %s\n" % (zlib.crc32(body), body)


def decode(line: bytes) -> Entry | None:
    """The entry of one line, or None for a torn or corrupt one."""
    checksum, _, body = line.rstrip(b"\n").partition(b" ")
    try:
        if int(checksum, 16) != zlib.crc32(body):
            return None
    except ValueError:
        return None
    parts = body.split(b" ", 3)
    if len(parts) != 4:
        return None
    tenant, stream, key, data = parts
    return Entry(tenant.decode(), stream.decode(), key.decode(), data)


def _cut(file: JournalFile, size: int) -> None:
    """Cut `file` back to `size`, what it held before a write that failed part-way; when
    even that fails, mark it torn (its next line starts on a new line)."""
    try:
        os.ftruncate(file.fd, size)
    except OSError:
        file.torn = True
        # What the file holds now, the part included: a later cut must not go below it
        # (into a record answered since).
        with contextlib.suppress(OSError):
            file.size = os.fstat(file.fd).st_size


class JournalFile:
    """One `.wal` file this process holds the lock of (its own, or a claimed leftover)."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self.fd = fd
        self.size = os.fstat(fd).st_size
        self.closed = False
        # Bytes of a failed write could not be cut off (see `_cut`).
        self.torn = False

    @property
    def file_id(self) -> str:
        return self.path.stem

    def entries(self) -> list[Entry]:
        """Every whole entry in order, for shipping; blocking. Lines that are not a whole
        entry (a crash's torn tail, damage) are dropped, and said: never the bytes."""
        dropped: list[int] = []
        found = list(_read(self.path, dropped))
        if dropped:
            logger.warning(
                "journal lines unreadable, dropped",
                extra={"file": self.path.name, "lines": len(dropped), "first_offset": dropped[0]},
            )
        return found

    def remove(self) -> None:
        """Delete the file, then let go of it; blocking."""
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()
        self.release()

    def release(self) -> None:
        """Let go of the file, leaving it for another process (or a later start) to ship."""
        if not self.closed:
            self.closed = True
            os.close(self.fd)


def _read(path: Path, dropped: list[int] | None = None) -> Iterator[Entry]:
    """The whole entries of `path`; the offsets of other non-blank lines go to `dropped`."""
    offset = 0
    try:
        with path.open("rb") as handle:
            for line in handle:
                entry = decode(line)
                if entry is not None:
                    yield entry
                elif dropped is not None and line.strip():
                    dropped.append(offset)
                offset += len(line)
    except FileNotFoundError:
        return


def _try_lock(fd: int) -> bool:
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class Journal:
    """This process's write-ahead log in `directory`; every method is blocking (run it in a
    worker thread)."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._current: JournalFile | None = None
        # Appends (the committer) and roll-overs (the shipper) run in different threads.
        self._lock = threading.Lock()

    def _open_new(self) -> JournalFile:
        """A new file, locked before it takes its `.wal` name: created under that name, a
        process looking for crash leftovers in between could lock it first, find it empty
        and remove it, and this process would write its records into a file nobody sees."""
        path = self.directory / f"{uuid.uuid4().hex}{SUFFIX}"
        making = path.with_name(f"{path.name}.new")
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_APPEND | os.O_CLOEXEC
        fd = os.open(making, flags, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)  # a new name: nobody else can hold it
            os.rename(making, path)
        except OSError:
            os.close(fd)
            with contextlib.suppress(OSError):
                making.unlink()
            raise
        return JournalFile(path, fd)

    def start(self) -> None:
        """Create the directory and this process's first file."""
        self.directory.mkdir(parents=True, exist_ok=True)
        self._current = self._open_new()

    @property
    def current(self) -> JournalFile:
        if self._current is None:
            raise RuntimeError("the journal is not started")
        return self._current

    def append(self, lines: list[bytes], *, sync: bool) -> None:
        """Append whole lines in one write, then fsync when `sync` (the group commit)."""
        with self._lock:
            self._append(lines, sync=sync)

    def _append(self, lines: list[bytes], *, sync: bool) -> None:
        current = self.current
        data = b"".join(lines)
        if current.torn:
            # A failed write left part of a line that could not be cut off: the next line
            # starts on a line of its own, so only that part is unreadable.
            data = b"\n" + data
        view = memoryview(data)
        try:
            while view:
                written = os.write(current.fd, view)
                view = view[written:]
        except OSError:
            # A full disk stops a write part-way. Left there, those bytes and the next line
            # would read as one broken line, and a record answered after it would be lost.
            _cut(current, current.size)
            raise
        current.size += len(data)
        current.torn = False
        if sync:
            os.fsync(current.fd)

    def sync(self) -> None:
        """fsync the current file (the group commit of everything appended so far).

        The lock is not held across the fsync: appends, which run on the event loop, never
        wait for the disk. A roll-over meanwhile syncs the file it hands back itself."""
        with self._lock:
            if self._current is None:
                return
            # A descriptor of our own: the file may be rolled over, shipped and closed while
            # this fsync runs.
            fd = os.dup(self._current.fd)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def rotate(self) -> JournalFile | None:
        """Start a new file and hand back the full one (still locked), or None when the
        current file is empty."""
        with self._lock:
            rolled = self._rotate()
        if rolled is not None:
            try:
                os.fsync(rolled.fd)  # outside the lock: appends go to the new file meanwhile
            except OSError as exc:
                # Handed back all the same: dropped here, it would stay locked by this
                # process, shipped by nobody until a restart.
                logger.warning(
                    "decision journal fsync failed at roll-over",
                    extra={"cause": type(exc).__name__, "errno": exc.errno},
                )
        return rolled

    def _rotate(self) -> JournalFile | None:
        current = self.current
        if current.size == 0:
            return None
        self._current = self._open_new()
        return current

    def claim_leftovers(self) -> list[JournalFile]:
        """Lock and return the files no live process holds: crashes' leftovers. A file a
        crash left before it took its `.wal` name holds nothing and is removed."""
        self._remove_unborn()
        claimed: list[JournalFile] = []
        own = self._current.path if self._current is not None else None
        for path in sorted(self.directory.glob(f"*{SUFFIX}")):
            if path == own:
                continue
            try:
                fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
            except FileNotFoundError:
                continue
            except OSError as exc:
                # No descriptor left (EMFILE): what is claimed so far is shipped, the rest at
                # a later round. Raised, the files claimed would stay locked by nobody's hand.
                logger.warning(
                    "decision journal leftovers not all claimed",
                    extra={"cause": type(exc).__name__, "errno": exc.errno},
                )
                break
            if _try_lock(fd) and path.exists():
                claimed.append(JournalFile(path, fd))
            else:
                os.close(fd)
        return claimed

    def _remove_unborn(self) -> None:
        """Remove the `.wal.new` files of processes that died between a file's creation and
        its rename: empty by construction (nothing is written before the rename). One made
        this instant is left alone: its maker locks it microseconds after creating it."""
        cutoff = time.time() - UNBORN_GRACE_S
        for path in self.directory.glob(f"*{SUFFIX}.new"):
            try:
                if path.lstat().st_mtime >= cutoff:
                    continue
                fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
            except OSError:
                continue
            try:
                if _try_lock(fd) and os.fstat(fd).st_size == 0:
                    path.unlink(missing_ok=True)
            finally:
                os.close(fd)

    def scan(self, tenant: str, stream: str) -> list[Entry]:
        """The entries of one stream in every file of the directory, this process's and other
        live processes' alike (what is not shipped yet, and what is being shipped)."""
        prefix = f" {tenant} {stream} ".encode()
        found: list[Entry] = []
        for path in sorted(self.directory.glob(f"*{SUFFIX}")):
            try:
                with path.open("rb") as handle:
                    for line in handle:
                        if prefix in line[:300]:
                            entry = decode(line)
                            if entry is not None and (entry.tenant, entry.stream) == (
                                tenant,
                                stream,
                            ):
                                found.append(entry)
            except FileNotFoundError:
                continue
        return found

    def close(self) -> None:
        """Sync and let go of the current file (its entries are shipped at the next start)."""
        with self._lock:
            self._close()

    def _close(self) -> None:
        if self._current is not None:
            with contextlib.suppress(OSError):
                os.fsync(self._current.fd)
            self._current.release()
            self._current = None

    def remove_current_if_empty(self) -> None:
        """At a clean shutdown with everything shipped: leave no empty file behind."""
        with self._lock:
            self._remove_if_empty()

    def _remove_if_empty(self) -> None:
        if self._current is not None and self._current.size == 0:
            self._current.remove()
            self._current = None
