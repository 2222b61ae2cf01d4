"""Decision records: one per evaluation, in a write-ahead journal first, then in the store.

A record says what was decided and why, never what was judged: ids, names, outcomes, causes,
timings and the sha256 of the judged text, not the text or any file's content. Records of a
job form the stream `decisions/<job_key>` (evaluations without a job key go to
`decisions-unkeyed`), ordered by key: a time, then a random suffix.

Durability, stated:
- An evaluation's record is written to this process's journal file before its answer goes
  out (one small `write`: the kernel holds it from then on, whatever happens to the process),
  and every `commit_window` one fsync covers everything written since the last (group
  commit). So a `kill -9` loses no answered decision's record, and a machine crash loses at
  most the records of one window plus one fsync. With `durability: sync` the answer also
  waits for the fsync that covers its record, and fails (503) if it cannot be written, so no
  decision is answered without a record on disk.
- Every `ship_interval` the journal rolls over and its records go to the store as segments
  (one object per stream per roll, named by its first and last key and the journal file), and
  the file is removed. A restart (this process's or any other's on the same journal directory)
  ships what a crash left: a leftover file is one no live process holds the lock of.
  Segment names are deterministic, so shipping a file twice creates nothing twice.

Reads, stated: a listing merges the store's segments with every journal file of the directory
(this process's and other live processes' alike) and this process's group not yet written, so
a record is listed as soon as its evaluation answered, by every process sharing the journal
directory; other replicas list it once it is shipped, within `ship_interval`. Listing waits
for nothing, so one tenant's load cannot slow another tenant's listing.

Retention removes segments older than `retention`; deleting a job's records writes a
tombstone (records older than it are never listed again, even one shipped late from a crash)
and removes its segments. Records older than the tombstone still on their way are removed
too: this process's are never shipped, what other processes ship meanwhile is removed a few
ship intervals after the deletion, and a crash's leftovers shipped later by the next sweep
(with or without a retention).
"""

from __future__ import annotations

import hashlib
import heapq
import logging
import time
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import anyio
import anyio.to_thread
import orjson

from app.domain.ticket import canonical_key, is_safe_key
from app.errors import AttachguardError, AuditUnavailable, StoreUnavailable
from app.observability import DecisionMetrics, one_line, os_cause, request_id_var
from app.services.attachments import require_job_key
from app.store.journal import Entry, Journal, JournalFile, encode
from app.store.protocol import MAX_RECORD_BYTES, AttachmentStore
from app.store.record import RecordClock
from app.store.spool import writable_free_bytes
from app.tracing import current_trace_id, traced

logger = logging.getLogger("attachguard.decisions")

STREAMS = "decisions"
UNKEYED = "decisions-unkeyed"
# Free text in a record (the decision message) is cut to this.
MAX_TEXT_CHARS = 500
MAX_PAGE = 1000
TOMBSTONE = "~deleted-"
# Segments read at once while a page or an export merges them.
_READ_AHEAD = 8
_SECOND_NS = 1_000_000_000
# Deletions this process remembers, so that its own journal never ships what they hid.
_REMEMBERED_DELETIONS = 10_000
# Ship intervals after a deletion when its stream is purged again: other processes ship what
# they held within one; later rounds catch a replica whose store refused a round or two.
_PURGE_AFTER_ROUNDS = (3, 10, 60)
# Streams purged again per ship interval at most (a cleanup deleting thousands of jobs does
# not hold up anything else).
_PURGES_PER_ROUND = 50
# For this long after the journal's disk refused a record the service says it is not ready
# (the probe then finds out again whether it takes one).
_REFUSED_HOLD_S = 5.0


def _stream(job_key: str | None) -> str:
    if job_key is None or not is_safe_key(job_key):
        return UNKEYED  # the record still names the job key
    return f"{STREAMS}/{canonical_key(job_key)}"


def input_digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _cut(text: str | None) -> str | None:
    if text is None or len(text) <= MAX_TEXT_CHARS:
        return text
    return text[: MAX_TEXT_CHARS - 1] + "\u2026"


def _stamp(key: str) -> int:
    """The time of a record key, in nanoseconds (0 when it is not a key)."""
    digits = key.partition("-")[0]
    return int(digits) if digits.isdigit() else 0


@dataclass(frozen=True, slots=True)
class Segment:
    """A stored object of a stream: many records (`<first>_<last>_<file>`), or one record
    under its own key (what earlier versions wrote)."""

    name: str
    first: str
    last: str

    @classmethod
    def parse(cls, name: str) -> Segment | None:
        if name.startswith("~"):
            return None
        first, _, rest = name.partition("_")
        last = rest.partition("_")[0] if rest else first
        return cls(name, first, last)

    def records(self, data: bytes) -> Iterable[tuple[str, bytes]]:
        """The segment's records in order. A damaged line (a key that is not ASCII, a record
        that is not a JSON object: a disk's or a hand's damage) is no record and no crash: it
        is skipped, and a warning counts it (one such line made every listing of its job a
        500)."""
        damaged = 0
        for key, record in self._lines(data):
            if _is_record(record):
                yield key, record
            else:
                damaged += 1
        if damaged:
            logger.warning(
                "decision segment holds damaged records; they are skipped",
                extra={"segment": self.name[:200], "damaged": damaged},
            )

    def _lines(self, data: bytes) -> Iterable[tuple[str, bytes]]:
        if "_" not in self.name:
            yield self.name, data.strip()
            return
        for line in data.splitlines():
            key, _, record = line.partition(b" ")
            if key.isascii():
                yield key.decode(), record
            else:
                yield "", b""


def _chunks(entries: list[Entry], limit: int) -> Iterator[list[Entry]]:
    """A stream's entries (in key order) as segments of about `limit` bytes at most: a journal
    file that grew through a store outage is not one segment every listing reads whole."""
    chunk: list[Entry] = []
    size = 0
    for entry in entries:
        length = len(entry.key) + len(entry.data) + 2
        if chunk and size + length > limit:
            yield chunk
            chunk, size = [], 0
        chunk.append(entry)
        size += length
    if chunk:
        yield chunk


def _expired_before_failure(removed: int) -> None:
    if removed:
        logger.info("decision segments expired", extra={"removed": removed})


def _unreadable(where: str, exc: OSError) -> AuditUnavailable:
    """A listing's read the system refused (no descriptor left, an I/O error): a 503."""
    logger.warning(
        "decision records not read for a listing",
        extra={"part": where, "cause": os_cause(exc)},
    )
    return AuditUnavailable("The decision records could not be read now; try again.")


def _is_record(record: bytes) -> bool:
    """Whether a stored record reads as a JSON object (what `page` and `export` need)."""
    if not (record.startswith(b"{") and record.endswith(b"}")):
        return False
    try:
        orjson.loads(record)
    except orjson.JSONDecodeError:
        return False
    return True


def _keyed(key: str, record: bytes) -> bytes:
    """A record as an exported JSON line's object, its key first (`{}` stays valid)."""
    rest = record[1:].lstrip()
    return b'{"key":' + orjson.dumps(key) + (b"" if rest == b"}" else b",") + rest


@dataclass(frozen=True, slots=True)
class DecisionPage:
    decisions: list[dict[str, Any]]
    next: str | None
    limit: int


@dataclass(frozen=True, slots=True)
class DecisionLogConfig:
    """How records are committed, shipped and kept (see the settings of the same names)."""

    commit_window_s: float = 0.01
    sync: bool = False
    ship_interval_s: float = 1.0
    segment_bytes: int = 4 * 1024 * 1024
    retention_s: float = 0.0
    max_pending: int = 100_000
    sweep_every_s: float = 3600.0
    # Look for other processes' leftovers at every round, not only at start-up (a worker of
    # a multi-worker server that died is replaced while the others live on).
    claim_every_round: bool = True
    # Below this much free space in the journal's directory the service is not ready.
    min_free_bytes: int = 0


class _Group:
    """The records written since the last fsync, and who waits for the next one."""

    __slots__ = ("committed", "done", "entries")

    def __init__(self) -> None:
        self.entries: list[Entry] = []
        self.done = anyio.Event()
        self.committed = False


@dataclass(slots=True)
class _Held:
    """A journal file this process holds and has not shipped yet."""

    file: JournalFile
    records: int
    oldest: float
    own: bool = True
    entries: list[Entry] | None = field(default=None)


class DecisionLog:
    """Records decisions through the journal into the store, and lists them back."""

    def __init__(
        self,
        store: AttachmentStore,
        journal: Journal,
        metrics: DecisionMetrics,
        config: DecisionLogConfig | None = None,
    ) -> None:
        self._store = store
        self._journal = journal
        self._metrics = metrics
        self._config = config or DecisionLogConfig()
        self._clock = RecordClock()
        self._group = _Group()
        self._written = anyio.Event()
        self._ship_soon = anyio.Event()
        self._current_records = 0
        self._current_oldest = 0.0
        self._held: list[_Held] = []
        self._ship_lock = anyio.Lock()
        self._started = anyio.Event()
        # Set once the journal is open and a first round has shipped any leftovers.
        self.ready = anyio.Event()
        self._closed = False
        self._journal_closed = False
        # (tenant, stream) -> the newest tombstone this process wrote there.
        self._deleted: OrderedDict[tuple[str, str], str] = OrderedDict()
        # (tenant, stream) -> when it was deleted (monotonic seconds), and how many times it
        # was purged again since.
        self._purge_due: dict[tuple[str, str], tuple[float, int]] = {}
        # When the journal's disk last refused a record (monotonic), or None.
        self._refused_at: float | None = None

    # -- writing ---------------------------------------------------------------------------

    async def run(self) -> None:
        """Commit, ship and sweep until cancelled; started by the lifespan. What a crash of
        another process left in the journal directory is shipped first."""
        await anyio.to_thread.run_sync(self._journal.start)
        self._started.set()
        async with anyio.create_task_group() as group:
            group.start_soon(self._sync_loop)
            await self.ship(claim_leftovers=True)
            self.ready.set()
            group.start_soon(self._ship_loop)
            group.start_soon(self._purge_loop)
            # Also without a retention: it removes what a tombstone hides.
            group.start_soon(self._sweep_loop)

    async def started(self) -> None:
        """Once the journal is open: records submitted before then would be lost, so the
        service serves no request until it is."""
        await self._started.wait()

    async def submit(self, tenant: str, record: dict[str, Any]) -> None:
        """Write the record to the journal before the answer goes out; with `sync`, also
        wait for the fsync that covers it.

        The write is one small `write` to this process's journal file (page cache, a few
        microseconds), so a process crash after the answer never loses the record. A write
        the disk refuses (full, read-only) is a 503 `audit_unavailable` in either mode: no
        answer goes out without its record. Without `sync`, a record the log will not take
        (its backlog full, the log closed) is counted as lost and logged, and the decision
        still answers; with `sync` it is a 503 as well.
        """
        # In the request's trace: written (async), or written and synced (sync).
        with traced("decision.record"):
            entry = Entry(
                tenant, _stream(record["job_key"]), self._clock.next_key(), _encode(record)
            )
            written = self._write(entry)
            if not self._config.sync:
                return
            if written is None:
                raise AuditUnavailable("The decision could not be recorded; not answered.")
            await written.done.wait()
            if not written.committed:
                raise AuditUnavailable("The decision could not be recorded; not answered.")

    def _write(self, entry: Entry) -> _Group | None:
        """Append one entry; the group whose fsync will cover it, or None when it was lost."""
        if self._closed or not self._started.is_set() or self.pending() >= self._config.max_pending:
            if self._config.sync:  # refused, not lost: the caller answers a 503
                logger.error("decision refused: the decision log is full or closed")
            else:
                self._lose(1, "the decision log is full or closed")
            return None
        try:
            self._journal.append([encode(entry)], sync=False)
            self._refused_at = None
        except OSError as exc:
            self._refused_at = time.monotonic()
            # Not a lost record: no answer goes out without it (the lost counter is for
            # decisions answered without their record).
            logger.error(
                "decision refused: the journal's disk refused its record",
                extra={"cause": os_cause(exc)},
            )
            raise AuditUnavailable(
                "The decision could not be recorded (the journal's disk refused the write); "
                "not answered."
            ) from None
        if not self._current_records:
            self._current_oldest = time.time()
        self._current_records += 1
        self._metrics.pending.inc()
        self._group.entries.append(entry)
        self._written.set()
        if self._journal.current.size >= self._config.segment_bytes and not self._holds_own():
            self._ship_soon.set()
        return self._group

    async def check(self) -> str | None:
        """Why records cannot be written now (the journal's directory not writable or short of
        space, or a record refused a moment ago), or None: every evaluation would be a 503."""
        try:
            free = await anyio.to_thread.run_sync(writable_free_bytes, self._journal.directory)
        except OSError:
            return "The decision log's directory is not writable."
        if free < self._config.min_free_bytes:
            mib = 1024 * 1024
            return (
                f"The decision log's directory has {free // mib} MiB free, below the "
                f"{self._config.min_free_bytes // mib} MiB threshold."
            )
        refused = self._refused_at
        if refused is not None and time.monotonic() - refused < _REFUSED_HOLD_S:
            return "The decision log's disk refused a record; evaluations are refused."
        return None

    def pending(self) -> int:
        """Records not yet in the store: in the group, in the journal, being shipped."""
        return self._current_records + sum(held.records for held in self._held)

    def _lose(self, count: int, why: str) -> None:
        self._metrics.lost.inc(count)
        logger.error("decision records lost", extra={"records": count, "cause": why})

    async def _sync_loop(self) -> None:
        """One fsync per window over everything written since the last (group commit)."""
        while True:
            await self._written.wait()
            if self._config.commit_window_s > 0:
                await anyio.sleep(self._config.commit_window_s)
            await self._sync()

    async def _sync(self) -> None:
        group, self._group = self._group, _Group()
        self._written = anyio.Event()
        try:
            with anyio.CancelScope(shield=True):
                await anyio.to_thread.run_sync(self._journal.sync)
        except OSError as exc:
            # Written but not known to be on disk: a `sync` answer cannot promise it.
            logger.error("decision journal fsync failed", extra={"cause": type(exc).__name__})
            if self._config.sync:  # every answer waiting on it is a 503: not ready
                self._refused_at = time.monotonic()
        else:
            group.committed = True
        finally:
            group.done.set()

    async def _ship_loop(self) -> None:
        while True:
            with anyio.move_on_after(self._config.ship_interval_s):
                await self._ship_soon.wait()
            self._ship_soon = anyio.Event()
            await self.ship(claim_leftovers=False)
            self._metrics.oldest.set(self.oldest_unshipped_s())

    def oldest_unshipped_s(self) -> float:
        """Age of the oldest record not yet in the store (0 when there is none)."""
        times = [held.oldest for held in self._held]
        if self._current_records:
            times.append(self._current_oldest)
        return max(0.0, time.time() - min(times)) if times else 0.0

    async def ship(self, *, claim_leftovers: bool = False) -> bool:
        """Roll the journal over and ship every file held; True when nothing is left.

        A file the store would not take stays held and is tried again at the next round.
        """
        async with self._ship_lock:
            return await self._ship(claim_leftovers=claim_leftovers)

    async def _ship(self, *, claim_leftovers: bool) -> bool:
        """`ship` with its lock held; nothing to do once `drain` has closed the journal."""
        if self._journal_closed:
            return not self._held
        try:
            # A file held from an earlier round is shipped first; once it is in, the current
            # file (which took the records meanwhile) is rolled over and shipped too.
            behind = self._holds_own()
            for _ in range(2 if behind else 1):
                await self._take(claim_leftovers=claim_leftovers)
                for held in list(self._held):
                    if not await self._ship_file(held):
                        return False
                    self._held.remove(held)
        except OSError as exc:
            # The journal's own disk (a new file refused: no inode or descriptor left, a
            # volume gone read-only): this round ships nothing, the next tries again. Before,
            # it ended the ship loop, and every record after it stayed unshipped.
            self._metrics.ship_failures.inc()
            logger.warning(
                "decision journal not rolled over or read; records not shipped yet",
                extra={"cause": type(exc).__name__, "errno": exc.errno},
            )
            return False
        return True

    def _holds_own(self) -> bool:
        """Whether a journal file this process rolled over is still unshipped."""
        return any(held.own for held in self._held)

    async def _take(self, *, claim_leftovers: bool) -> None:
        """Roll the journal over, and hold the full file and any crash leftovers to ship.

        While a file rolled over before is still unshipped (the store refused it), records
        stay in the current file: a roll-over at every round of an outage held one more open
        file each second, until the process ran out of descriptors (an outside probe)."""
        rolled = None if self._holds_own() else await anyio.to_thread.run_sync(self._journal.rotate)
        if rolled is not None:
            self._held.append(_Held(rolled, self._current_records, self._current_oldest))
            self._current_records = 0
        if claim_leftovers or self._config.claim_every_round:
            for leftover in await anyio.to_thread.run_sync(self._journal.claim_leftovers):
                self._held.append(_Held(leftover, 0, time.time(), own=False))

    async def _ship_file(self, held: _Held) -> bool:
        if held.entries is None:
            held.entries = await anyio.to_thread.run_sync(held.file.entries)
            if not held.own:
                held.records = len(held.entries)
                self._metrics.pending.inc(held.records)
        groups: dict[tuple[str, str], list[Entry]] = {}
        shipped = 0
        for entry in held.entries:
            groups.setdefault((entry.tenant, entry.stream), []).append(entry)
        for (tenant, stream), grouped in groups.items():
            hidden = self._deleted.get((tenant, stream), "")
            entries = [e for e in grouped if e.key > hidden]
            shipped += len(entries)
            if not entries:  # all of them deleted while they waited here
                continue
            for chunk in _chunks(entries, self._config.segment_bytes):
                name = f"{chunk[0].key}_{chunk[-1].key}_{held.file.file_id}"
                data = b"".join(e.key.encode() + b" " + e.data + b"\n" for e in chunk)
                try:
                    await self._store.put_segment(tenant, stream, name, data)
                except (AttachguardError, OSError) as exc:
                    self._metrics.ship_failures.inc()
                    logger.warning(
                        "decision records not shipped yet",
                        extra={"records": len(held.entries), "cause": type(exc).__name__},
                    )
                    return False
        await anyio.to_thread.run_sync(held.file.remove)
        self._metrics.shipped.inc(shipped)
        self._metrics.pending.dec(held.records)
        return True

    async def drain(self) -> bool:
        """At shutdown: commit the last group, ship everything; True when nothing is left.
        What cannot be shipped stays in the journal for the next start."""
        self._closed = True
        if not self._started.is_set():
            return True
        await self._sync()
        # The lock is held from the last round to the close: a round of the ship loop that
        # wakes meanwhile finds the journal closed and does nothing.
        async with self._ship_lock:
            shipped = await self._ship(claim_leftovers=False)
            await anyio.to_thread.run_sync(self._close_journal, shipped)
            self._journal_closed = True
        return shipped

    def _close_journal(self, shipped: bool) -> None:
        if shipped:
            self._journal.remove_current_if_empty()
        for held in self._held:
            held.file.release()
        self._held.clear()
        self._journal.close()

    # -- retention and deletion ------------------------------------------------------------

    async def _sweep_loop(self) -> None:
        while True:
            try:
                removed = await self.sweep(now_ns=time.time_ns())
                if removed:
                    logger.info("decision segments expired", extra={"removed": removed})
            except (AttachguardError, OSError) as exc:
                logger.warning("decision retention failed", extra={"cause": type(exc).__name__})
            await anyio.sleep(self._config.sweep_every_s)

    async def sweep(self, *, now_ns: int) -> int:
        """Remove segments past the retention (none without one), and what a tombstone hides."""
        retention_ns = int(self._config.retention_s * _SECOND_NS)
        cutoff = now_ns - retention_ns if retention_ns > 0 else 0
        removed = 0
        failed: Exception | None = None
        for tenant, stream in await self._store.stream_names(STREAMS):
            # One stream the store refuses does not keep the others' expired records: the
            # first failure is raised once every stream had its turn. A store that is down
            # ends the pass at once (each stream would wait out its timeouts).
            try:
                names = await self._store.segment_names(tenant, stream)
                removed += await self._purge(tenant, stream, names, cutoff=cutoff)
            except StoreUnavailable:
                _expired_before_failure(removed)
                raise
            except (AttachguardError, OSError) as exc:
                logger.warning(
                    "decision retention failed for a stream",
                    extra={"tenant": tenant, "stream": stream, "cause": type(exc).__name__},
                )
                failed = failed or exc
        if failed is not None:
            _expired_before_failure(removed)
            raise failed
        return removed

    async def _purge(self, tenant: str, stream: str, names: list[str], *, cutoff: int) -> int:
        """Remove the stream's segments older than `cutoff` or hidden by its tombstone, and its
        tombstones older than `cutoff`; a segment the tombstone cuts through is written again
        with only the records after it. Returns how many segments went."""
        hidden = _tombstone(names)
        gone, tombstones, cut = _expired(names, hidden, cutoff)
        if cut:
            datas = await self._store.read_segments(tenant, stream, [s.name for s in cut])
            for segment, data in zip(cut, datas, strict=True):
                if data is None:  # removed meanwhile (another process's purge)
                    continue
                kept = [(k, r) for k, r in segment.records(data) if k > hidden]
                if kept:
                    file_id = segment.name.split("_", 2)[-1]
                    body = b"".join(k.encode() + b" " + r + b"\n" for k, r in kept)
                    await self._store.put_segment(
                        tenant, stream, f"{kept[0][0]}_{segment.last}_{file_id}", body
                    )
                gone.append(segment.name)
        if gone:
            await self._store.delete_segments(tenant, stream, gone)
        # Only once what they hid is gone: a failure in between leaves a tombstone too many,
        # never a deleted record listed again.
        if tombstones:
            await self._store.delete_segments(tenant, stream, tombstones)
        return len(gone)

    async def delete(self, tenant: str, job_key: str) -> int:
        """Remove a job's records: a tombstone first (nothing older is listed again, even a
        record shipped later from a crash), then every segment it hides. This process never
        ships a record it hides, and the stream is purged again a few ship intervals later
        for what other processes shipped meanwhile. Returns how many segments went."""
        stream = _stream(require_job_key(job_key))
        marker = f"{TOMBSTONE}{self._clock.next_key()}"
        await self._store.put_segment(tenant, stream, marker, b"")
        self._remember(tenant, stream, marker.removeprefix(TOMBSTONE))
        names = await self._store.segment_names(tenant, stream)
        # Older tombstones go: the newest one hides everything they did.
        removed = await self._purge(tenant, stream, names, cutoff=0)
        older = [n for n in names if n.startswith(TOMBSTONE) and n < marker]
        if older:
            await self._store.delete_segments(tenant, stream, older)
        return removed

    def _remember(self, tenant: str, stream: str, hidden: str) -> None:
        where = (tenant, stream)
        # Deletions at once may finish in any order: the newest tombstone hides the most.
        self._deleted[where] = max(self._deleted.get(where, ""), hidden)
        self._deleted.move_to_end(where)
        while len(self._deleted) > _REMEMBERED_DELETIONS:
            self._deleted.popitem(last=False)
        self._purge_due.pop(where, None)
        self._purge_due[where] = (time.monotonic(), 0)
        while len(self._purge_due) > _REMEMBERED_DELETIONS:
            self._purge_due.pop(next(iter(self._purge_due)))

    async def _purge_loop(self) -> None:
        while True:
            await anyio.sleep(self._config.ship_interval_s)
            await self.purge_deleted()

    async def purge_deleted(self) -> None:
        """Purge again the streams deleted a few ship intervals ago (what other processes
        shipped meanwhile), each 3, 10 and 60 intervals after its deletion, at most
        `_PURGES_PER_ROUND` at a time; one the store refuses is tried at the next round. A
        deletion this process forgot (a restart) is left to the sweep."""
        now = time.monotonic()
        interval = self._config.ship_interval_s
        due = [
            (where, entry)
            for where, entry in self._purge_due.items()
            if entry[0] + _PURGE_AFTER_ROUNDS[entry[1]] * interval <= now
        ]
        for where, (deleted_at, done) in due[:_PURGES_PER_ROUND]:
            try:
                await self._purge(*where, await self._store.segment_names(*where), cutoff=0)
            except (AttachguardError, OSError) as exc:
                logger.warning(
                    "deleted decision records not purged yet", extra={"cause": type(exc).__name__}
                )
                continue
            if self._purge_due.get(where) != (deleted_at, done):
                continue  # deleted again meanwhile: its own schedule stands
            if done + 1 < len(_PURGE_AFTER_ROUNDS):
                self._purge_due[where] = (deleted_at, done + 1)
            else:
                self._purge_due.pop(where, None)

    # -- reading ---------------------------------------------------------------------------

    @staticmethod
    def record(
        *,
        tenant: str,
        job_key: str | None,
        tool_call_id: str | None,
        scope: str,
        stage: str,
        tool_name: str | None,
        judged: str,
        decision: str,
        message: str | None,
        guardrails: list[dict[str, Any]],
        policy: str | None = None,
    ) -> dict[str, Any]:
        """The record of one evaluation (see the module docstring for what it never holds)."""
        now = time.time()
        record = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now))
            + f".{int((now % 1) * 1000):03d}Z",
            "request_id": request_id_var.get(),
            "trace_id": current_trace_id(),
            "tenant": tenant,
            "job_key": job_key,
            "tool_call_id": tool_call_id,
            "scope": scope,
            "stage": stage,
            "tool": tool_name,
            "input_sha256": input_digest(judged),
            "decision": decision,
            "message": _cut(message),
            "guardrails": [{**g, "reason": _cut(g.get("reason"))} for g in guardrails],
        }
        if policy is not None:
            record["policy"] = policy
        return record

    async def _unshipped(self, tenant: str, stream: str) -> dict[str, bytes]:
        """Records of the stream not in the store yet: in every journal file of the directory
        (this process writes each record there before its answer). A journal the system will
        not read now (no descriptor left, an I/O error) is a 503, not a 500."""
        try:
            entries = await anyio.to_thread.run_sync(self._journal.scan, tenant, stream)
        except OSError as exc:
            raise _unreadable("journal", exc) from None
        return {entry.key: entry.data for entry in entries}

    async def _segments(self, tenant: str, stream: str) -> tuple[list[Segment], str]:
        try:
            names = await self._store.segment_names(tenant, stream)
        except OSError as exc:  # the local store's disk: no descriptor left, an I/O error
            raise _unreadable("store", exc) from None
        segments = [s for name in names if (s := Segment.parse(name)) is not None]
        segments.sort(key=lambda s: s.first)
        return segments, _tombstone(names)

    async def page(
        self, tenant: str, job_key: str, *, after: str | None, limit: int
    ) -> DecisionPage:
        """One page of the job's records in key order; `next` continues after the last one."""
        limit = max(1, min(limit, MAX_PAGE))
        stream = _stream(require_job_key(job_key))
        after = after or ""
        # The journal before the store: a record shipped in between is then in both (read
        # once, by key), never in neither. Listed the other way round, a ship between the
        # two steps hid its records from this page while newer ones moved `next` past them.
        unshipped = await self._unshipped(tenant, stream)
        segments, hidden = await self._segments(tenant, stream)
        floor = max(after, hidden)
        found = {k: v for k, v in unshipped.items() if k > floor}
        candidates = [s for s in segments if s.last > floor]
        try:
            await self._read_page(tenant, stream, candidates, found, floor=floor, limit=limit)
        except OSError as exc:
            raise _unreadable("store", exc) from None
        keys = sorted(found)[:limit]
        decisions = [{"key": key, **orjson.loads(found[key])} for key in keys]
        return DecisionPage(decisions, keys[-1] if len(keys) == limit else None, limit)

    async def _read_page(
        self,
        tenant: str,
        stream: str,
        segments: list[Segment],
        found: dict[str, bytes],
        *,
        floor: str,
        limit: int,
    ) -> None:
        """Add the records above `floor` of `segments` (in order of first key) to `found`,
        reading on until no unread segment can hold one of the `limit` smallest keys."""
        index = 0
        while index < len(segments):
            if len(found) >= limit and segments[index].first > heapq.nsmallest(limit, found)[-1]:
                break
            batch = segments[index : index + _READ_AHEAD]
            index += len(batch)
            for segment, data in zip(
                batch,
                await self._store.read_segments(tenant, stream, [s.name for s in batch]),
                strict=True,
            ):
                if data is not None:
                    found.update((k, v) for k, v in segment.records(data) if k > floor)

    async def export(
        self, tenant: str, job_key: str, *, after: str | None = None
    ) -> AsyncIterator[bytes]:
        """Every record of the job as JSON lines, in key order, each segment read once (time
        linear in the records). The stream is listed before this returns, so a bad key or a
        store that is down is an error here, not a broken stream."""
        stream = _stream(require_job_key(job_key))
        # The journal before the store, as in `page`: a ship between the two never hides.
        pending = await self._unshipped(tenant, stream)
        segments, hidden = await self._segments(tenant, stream)
        floor = max(after or "", hidden)
        segments = [s for s in segments if s.last > floor]
        return self._merged(tenant, stream, segments, floor, pending)

    async def _merged(
        self,
        tenant: str,
        stream: str,
        segments: list[Segment],
        hidden: str,
        pending: dict[str, bytes],
    ) -> AsyncIterator[bytes]:
        heap: list[tuple[str, bytes]] = [item for item in pending.items() if item[0] > hidden]
        heapq.heapify(heap)
        previous = ""
        index = 0
        while heap or index < len(segments):
            # Read on until no unread segment can hold a key below the smallest held one.
            while index < len(segments) and (not heap or segments[index].first <= heap[0][0]):
                batch = segments[index : index + _READ_AHEAD]
                index += len(batch)
                datas = await self._store.read_segments(tenant, stream, [s.name for s in batch])
                for segment, data in zip(batch, datas, strict=True):
                    for key, record in segment.records(data) if data is not None else ():
                        if key > hidden:
                            heapq.heappush(heap, (key, record))
            if not heap:  # the segments read were removed meanwhile: read on
                continue
            key, record = heapq.heappop(heap)
            if key == previous:  # a record both shipped and still in a journal file
                continue
            previous = key
            yield one_line(_keyed(key, record)) + b"\n"


def _expired(
    names: list[str], hidden: str, cutoff: int
) -> tuple[list[str], list[str], list[Segment]]:
    """The segments to remove (older than `cutoff` or below `hidden`), the tombstones to
    remove (older than `cutoff`), and the segments `hidden` cuts through."""
    gone: list[str] = []
    tombstones: list[str] = []
    cut: list[Segment] = []
    for name in names:
        if name.startswith(TOMBSTONE):
            if _stamp(name.removeprefix(TOMBSTONE)) < cutoff:
                tombstones.append(name)
        elif (segment := Segment.parse(name)) is not None:
            if _stamp(segment.last) < cutoff or segment.last <= hidden:
                gone.append(name)
            elif segment.first <= hidden:
                cut.append(segment)
    return gone, tombstones, cut


def _tombstone(names: list[str]) -> str:
    """The key below which a job's records are deleted ("" when never deleted)."""
    marks = [n.removeprefix(TOMBSTONE) for n in names if n.startswith(TOMBSTONE)]
    return max(marks, default="")


def _encode(record: dict[str, Any]) -> bytes:
    """The record's JSON, within `MAX_RECORD_BYTES` (reasons, then guardrails, dropped)."""
    data = orjson.dumps(record)
    if len(data) > MAX_RECORD_BYTES:
        for guardrail in record["guardrails"]:
            guardrail["reason"] = None
        record["truncated"] = True
        data = orjson.dumps(record)
    if len(data) > MAX_RECORD_BYTES:
        record["guardrails"] = record["guardrails"][:50]
        data = orjson.dumps(record)
    return data
