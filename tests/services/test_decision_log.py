"""The decision log on a real local store: journal first, segments after, read as one stream."""

from __future__ import annotations

import contextlib
import errno
import logging
import shutil
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path
from typing import Any

import anyio
import orjson
import pytest
from prometheus_client import CollectorRegistry

from app.errors import AuditUnavailable
from app.observability import DecisionMetrics
from app.services.decisions import DecisionLog, DecisionLogConfig, Segment
from app.store.journal import Journal
from app.store.local import LocalStore, _holds_files
from tests.conftest import tmpfs

pytestmark = pytest.mark.anyio
JOB = "job-1"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def record(n: int, job: str | None = JOB) -> dict[str, Any]:
    return DecisionLog.record(
        tenant="t",
        job_key=job,
        tool_call_id=f"call-{n}",
        scope="tool",
        stage="pre",
        tool_name="T",
        judged=f"text {n}",
        decision="allow",
        message=None,
        guardrails=[],
    )


class Harness:
    def __init__(self, tmp_path: Path, **config: Any) -> None:
        self.store = LocalStore(tmp_path / "store")
        self.journal_dir = tmp_path / "journal"
        self.metrics = DecisionMetrics(CollectorRegistry())
        # Shipping and committing by hand unless a test asks otherwise.
        defaults: dict[str, Any] = {"commit_window_s": 0, "ship_interval_s": 3600}
        self.config = DecisionLogConfig(**{**defaults, **config})
        self.journal = self.make_journal()
        self.log = DecisionLog(self.store, self.journal, self.metrics, self.config)

    def make_journal(self) -> Journal:
        return Journal(self.journal_dir)

    async def calls(self, log: DecisionLog, job: str = JOB, **params: Any) -> list[str]:
        page = await log.page("t", job, after=params.get("after"), limit=params.get("limit", 1000))
        return [d["tool_call_id"] for d in page.decisions]

    def segments(self, job: str = JOB) -> list[str]:
        directory = self.store._root / "t" / "streams" / "decisions" / job
        return sorted(p.name for p in directory.iterdir()) if directory.exists() else []


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    h = Harness(tmp_path)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        yield h
        group.cancel_scope.cancel()


async def settle(log: DecisionLog) -> None:
    """Let the committer write what is queued."""
    for _ in range(50):
        if not log._group.entries:
            return
        await anyio.sleep(0.01)


async def test_a_record_is_listed_at_once_and_the_same_after_shipping(harness: Harness) -> None:
    log = harness.log
    for n in range(5):
        await log.submit("t", record(n))
    # Listed before any commit (this process's group) and before shipping (the journal).
    assert await harness.calls(log) == [f"call-{n}" for n in range(5)]
    await settle(log)
    assert await harness.calls(log) == [f"call-{n}" for n in range(5)]
    assert harness.segments() == []
    assert await log.ship()
    assert len(harness.segments()) == 1
    assert await harness.calls(log) == [f"call-{n}" for n in range(5)]
    assert log.pending() == 0
    assert [p.stat().st_size for p in harness.journal_dir.iterdir()] == [0]


async def test_pages_run_across_segments_and_the_journal(harness: Harness) -> None:
    log = harness.log
    for round_ in range(3):
        for n in range(4):
            await log.submit("t", record(round_ * 4 + n))
        await settle(log)
        if round_ < 2:
            await log.ship()
    assert len(harness.segments()) == 2
    expected = [f"call-{n}" for n in range(12)]
    seen: list[str] = []
    after: str | None = None
    while True:
        page = await log.page("t", JOB, after=after, limit=5)
        seen.extend(d["tool_call_id"] for d in page.decisions)
        if page.next is None:
            break
        after = page.next
    assert seen == expected
    lines = [orjson.loads(line) async for line in await log.export("t", JOB)]
    assert [line["tool_call_id"] for line in lines] == expected
    assert [line["key"] for line in lines] == sorted(line["key"] for line in lines)
    assert await harness.calls(log, job="other-job") == []


async def test_a_crash_leftover_is_shipped_by_the_next_process(tmp_path: Path) -> None:
    first = Harness(tmp_path)
    async with anyio.create_task_group() as group:
        group.start_soon(first.log.run)
        await first.log.ready.wait()
        for n in range(3):
            await first.log.submit("t", record(n))
        await settle(first.log)
        group.cancel_scope.cancel()
    first.journal.close()  # the process died: its lock is gone, its file stays
    assert first.segments() == []
    second = Harness(tmp_path)
    async with anyio.create_task_group() as group:
        group.start_soon(second.log.run)
        for _ in range(100):
            if second.segments():
                break
            await anyio.sleep(0.01)
        assert await second.calls(second.log) == ["call-0", "call-1", "call-2"]
        assert len(second.segments()) == 1
        # Shipping the same leftover again (a crash between its segment and its removal)
        # creates nothing twice.
        assert await second.calls(second.log) == ["call-0", "call-1", "call-2"]
        group.cancel_scope.cancel()


async def test_a_deleted_job_stays_deleted_even_for_records_shipped_later(
    harness: Harness,
) -> None:
    log = harness.log
    for n in range(3):
        await log.submit("t", record(n))
    await settle(log)
    await log.ship()
    await log.submit("t", record(3))  # in the journal when the job is deleted
    await settle(log)
    assert await log.delete("t", JOB) == 1
    assert await harness.calls(log) == []
    await log.ship()  # the record from before the deletion is not shipped at all
    assert await harness.calls(log) == []
    assert [n for n in harness.segments() if not n.startswith("~")] == []
    await log.submit("t", record(4))  # a record after the deletion is kept
    await settle(log)
    await log.ship()
    assert await harness.calls(log) == ["call-4"]
    assert await log.sweep(now_ns=time.time_ns()) == 0  # no retention: nothing expires
    assert await harness.calls(log) == ["call-4"]
    # Counted as shipped: the records that reached the store, not the one dropped (a review).
    assert harness.metrics.shipped._value.get() == 4


class Replica:
    """A second process on the same store with a journal directory of its own."""

    def __init__(self, tmp_path: Path, store: LocalStore) -> None:
        self.metrics = DecisionMetrics(CollectorRegistry())
        config = DecisionLogConfig(commit_window_s=0, ship_interval_s=3600)
        self.journal = Journal(tmp_path / "replica-journal")
        self.log = DecisionLog(store, self.journal, self.metrics, config)


async def test_records_another_process_ships_after_a_deletion_are_removed(
    tmp_path: Path,
) -> None:
    # An independent probe: records another worker or replica held when the job was deleted
    # were shipped into the deleted job's folder and stayed there (hidden, until the
    # retention; forever without one).
    h = Harness(tmp_path, ship_interval_s=0.05)
    other = Replica(tmp_path, h.store)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        group.start_soon(other.log.run)
        await h.log.ready.wait()
        await other.log.ready.wait()
        await other.log.submit("t", record(1))  # held by the other process
        await settle(other.log)
        await h.log.delete("t", JOB)
        await other.log.submit("t", record(2))  # after the deletion, in the same file
        await settle(other.log)
        await other.log.ship()  # one segment the tombstone cuts through
        assert await h.calls(h.log) == ["call-2"]
        folder = h.store._root / "t" / "streams" / "decisions" / JOB

        def stored() -> list[bytes]:
            return [(folder / n).read_bytes() for n in h.segments() if not n.startswith("~")]

        assert any(b"call-1" in data for data in stored())
        for _ in range(500):  # purged again a few ship intervals after the deletion
            await anyio.sleep(0.01)
            if not any(b"call-1" in data for data in stored()):
                break
        assert len(stored()) == 1
        assert b"call-1" not in stored()[0]
        assert b"call-2" in stored()[0]
        assert await h.calls(h.log) == ["call-2"]
        group.cancel_scope.cancel()


async def test_a_deletion_is_purged_again_on_a_backoff(tmp_path: Path) -> None:
    # A review: one purge 3 ship intervals after the deletion missed a replica that shipped
    # later (its store refused a round, say), and a deletion meanwhile lost its schedule.
    h = Harness(tmp_path)  # no round runs by itself: each is driven here
    other = Replica(tmp_path, h.store)
    interval = h.config.ship_interval_s

    key = ("t", f"decisions/{JOB}")

    async def after(intervals: float) -> None:
        """A round as if `intervals` ship intervals had passed since the deletion."""
        done = h.log._purge_due[key][1]
        h.log._purge_due[key] = (time.monotonic() - intervals * interval, done)
        await h.log.purge_deleted()

    def stored() -> list[str]:
        return [n for n in h.segments() if not n.startswith("~")]

    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        group.start_soon(other.log.run)
        await h.log.ready.wait()
        await other.log.ready.wait()
        await other.log.submit("t", record(1))
        await settle(other.log)
        await h.log.delete("t", JOB)
        await after(2)  # not due yet
        assert h.log._purge_due[key][1] == 0
        await after(3)  # the first: nothing shipped yet
        assert h.log._purge_due[key][1] == 1
        await other.log.ship()  # late
        assert stored() != []
        await after(10)  # the second finds it
        assert stored() == []
        await h.log.delete("t", JOB)  # deleted again meanwhile: a schedule of its own
        assert h.log._purge_due[key][1] == 0
        for elapsed in (3, 10, 60):
            await after(elapsed)
        assert key not in h.log._purge_due  # the last round ends it
        group.cancel_scope.cancel()


class HeldListing(LocalStore):
    """A store whose listing waits until the test lets it go."""

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.listing = anyio.Event()
        self.go = anyio.Event()

    async def segment_names(self, tenant: str, stream: str) -> list[str]:
        self.listing.set()
        await self.go.wait()
        return await super().segment_names(tenant, stream)


async def test_a_deletion_during_a_purge_keeps_its_own_schedule(tmp_path: Path) -> None:
    # A review: a purge in flight when the job was deleted again overwrote the new
    # deletion's schedule (or ended it), so what replicas shipped under it waited an hour.
    store = HeldListing(tmp_path / "store")
    log = DecisionLog(store, Journal(tmp_path / "journal"), DecisionMetrics(CollectorRegistry()))
    key = ("t", f"decisions/{JOB}")
    log._purge_due[key] = (time.monotonic() - 3600 * 60, 2)  # its last round is due
    async with anyio.create_task_group() as group:
        group.start_soon(log.purge_deleted)
        await store.listing.wait()
        log._remember(*key, "0001")  # deleted again while the purge lists
        again = log._purge_due[key]
        store.go.set()
    assert log._purge_due[key] == again


class OneRemovalStore(LocalStore):
    """A store that removes one segment, then fails (a crash, an I/O error, a key S3 kept)."""

    removals = 1

    async def delete_segments(self, tenant: str, stream: str, names: Any) -> None:
        for name in names:
            if self.removals == 0:
                raise OSError(errno.EIO, "Input/output error")
            self.removals -= 1
            await super().delete_segments(tenant, stream, [name])


async def test_a_sweep_cut_short_never_lists_a_deleted_record_again(tmp_path: Path) -> None:
    # A review: an expired tombstone was removed before the segment it cut through, so a
    # failure between the two left a deleted record listed again.
    day = 86_400 * 10**9
    now = time.time_ns()
    store = OneRemovalStore(tmp_path / "store")
    metrics = DecisionMetrics(CollectorRegistry())
    config = DecisionLogConfig(retention_s=86_400)
    log = DecisionLog(store, Journal(tmp_path / "journal"), metrics, config)
    old, deleted, new = (
        f"{stamp:020d}-00000000000000aa" for stamp in (now - 3 * day, now - 2 * day, now)
    )
    stream = f"decisions/{JOB}"
    await store.put_segment("t", stream, f"~deleted-{deleted}", b"")
    lines = b"".join(
        key.encode() + b" " + orjson.dumps(record(n)) + b"\n" for n, key in ((1, old), (2, new))
    )
    await store.put_segment("t", stream, f"{old}_{new}_f", lines)
    with pytest.raises(OSError, match="Input/output"):
        await log.sweep(now_ns=now)
    page = await log.page("t", JOB, after=None, limit=10)
    assert [d["tool_call_id"] for d in page.decisions] == ["call-2"]
    store.removals = 10
    await log.sweep(now_ns=now)  # the next sweep finishes
    page = await log.page("t", JOB, after=None, limit=10)
    assert [d["tool_call_id"] for d in page.decisions] == ["call-2"]
    assert sorted(p.name for p in (store._root / "t" / "streams" / stream).iterdir()) == [
        f"{new}_{new}_f"
    ]


def test_a_damaged_segment_line_is_no_record() -> None:
    # A review: a key that is not ASCII raised while the sweep read a segment, and the
    # sweep's failure stopped the process at every start.
    segment = Segment.parse("0001_0003_f")
    assert segment is not None
    data = b"0001 {}\n\xff\xfe {}\n0003 {}\n"
    assert [key for key, _ in segment.records(data)] == ["0001", "0003"]


async def test_damaged_records_are_skipped_and_every_other_record_listed(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # An outside probe: one damaged line in a stored segment (a disk's or a hand's damage)
    # made every listing of its job a 500, and the export a line that is no JSON.
    store = LocalStore(tmp_path / "store")
    log = DecisionLog(store, Journal(tmp_path / "journal"), DecisionMetrics(CollectorRegistry()))
    keys = [f"{n:020d}-00000000000000aa" for n in range(1, 7)]
    first = record(1)
    good = [keys[0] + " " + orjson.dumps(first).decode(), keys[4] + " {}"]
    damaged = [keys[1] + ' {"tenant": "t", "cut', keys[2] + " [1, 2]", keys[3] + " plain"]
    lines = "\n".join([good[0], *damaged, good[1]]).encode() + b"\n"
    stream = f"decisions/{JOB}"
    await store.put_segment("t", stream, f"{keys[0]}_{keys[4]}_f", lines)
    # One record under its own key, as earlier versions wrote them, cut short.
    await store.put_segment("t", stream, keys[5], b'{"tenant": "t", "job_k')
    caplog.set_level(logging.WARNING, logger="attachguard.decisions")
    page = await log.page("t", JOB, after=None, limit=10)
    assert [d["key"] for d in page.decisions] == [keys[0], keys[4]]
    assert page.decisions[0]["tool_call_id"] == "call-1"
    exported = [orjson.loads(line) async for line in await log.export("t", JOB)]
    assert exported == [{"key": keys[0], **first}, {"key": keys[4]}]
    counted = [r for r in caplog.records if r.getMessage().startswith("decision segment")]
    assert sorted(getattr(r, "damaged", 0) for r in counted) == [1, 1, 3, 3]
    assert all("cut" not in r.getMessage() for r in caplog.records)


class FailingSync(Journal):
    def sync(self) -> None:
        raise OSError(errno.EIO, "Input/output error")


async def test_a_failed_fsync_in_sync_mode_is_not_ready(tmp_path: Path) -> None:
    # A review: every answer was a 503 while readiness said ready.
    config = DecisionLogConfig(sync=True, commit_window_s=0, ship_interval_s=3600)
    journal = FailingSync(tmp_path / "journal")
    metrics = DecisionMetrics(CollectorRegistry())
    log = DecisionLog(LocalStore(tmp_path / "store"), journal, metrics, config)
    async with anyio.create_task_group() as group:
        group.start_soon(log.run)
        await log.ready.wait()
        assert await log.check() is None
        with pytest.raises(AuditUnavailable):
            await log.submit("t", record(1))
        assert "refused a record" in (await log.check() or "")
        group.cancel_scope.cancel()


async def test_the_newest_of_deletions_at_once_is_remembered(harness: Harness) -> None:
    harness.log._remember("t", "s", "0002")
    harness.log._remember("t", "s", "0001")  # the older one finished last
    assert harness.log._deleted[("t", "s")] == "0002"


async def test_the_sweep_removes_hidden_records_without_a_retention(tmp_path: Path) -> None:
    h = Harness(tmp_path, sweep_every_s=0.05)
    other = Replica(tmp_path, h.store)
    async with anyio.create_task_group() as group:
        group.start_soon(other.log.run)
        await other.log.ready.wait()
        await other.log.submit("t", record(1))
        await settle(other.log)
        await h.log.delete("t", JOB)  # not started: nothing of it purges again
        await other.log.ship()  # a crash's leftover, say, shipped much later
        assert [n for n in h.segments() if not n.startswith("~")] != []
        group.start_soon(h.log.run)  # its sweep runs although there is no retention
        for _ in range(200):
            await anyio.sleep(0.01)
            if not [n for n in h.segments() if not n.startswith("~")]:
                break
        assert [n for n in h.segments() if not n.startswith("~")] == []
        group.cancel_scope.cancel()


async def test_retention_removes_segments_past_their_age(tmp_path: Path) -> None:
    h = Harness(tmp_path, retention_s=3600)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        await h.log.submit("t", record(1))
        await h.log.submit("t", record(2, job="job-2"))
        await settle(h.log)
        await h.log.ship()
        assert await h.log.sweep(now_ns=time.time_ns()) == 0
        assert await h.log.sweep(now_ns=time.time_ns() + 7200 * 10**9) == 2
        assert await h.calls(h.log) == []
        assert await h.calls(h.log, job="job-2") == []
        group.cancel_scope.cancel()


class FullJournal(Journal):
    def append(self, lines: list[bytes], *, sync: bool) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


class FullHarness(Harness):
    def make_journal(self) -> Journal:
        return FullJournal(self.journal_dir)


@pytest.mark.parametrize("sync", [True, False])
async def test_a_record_the_disk_refuses_is_not_answered_in_either_mode(
    tmp_path: Path, sync: bool
) -> None:
    # An independent probe: without `sync`, a full disk answered 200 while every record was
    # lost. A refused write now refuses the answer too; `async` only skips the fsync's wait.
    h = FullHarness(tmp_path, sync=sync)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        with pytest.raises(AuditUnavailable):
            await h.log.submit("t", record(1))
        group.cancel_scope.cancel()
    # Refused, not lost: no decision went out without its record.
    lost = h.metrics.lost._value.get()
    assert lost == 0


async def test_a_full_backlog_in_sync_mode_refuses_without_counting_a_loss(
    tmp_path: Path,
) -> None:
    # An independent probe: the refusal (a 503, no answer) was counted as a lost record, the
    # counter of decisions answered without theirs.
    h = Harness(tmp_path, sync=True, max_pending=1)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        await h.log.submit("t", record(1))  # pending until shipped
        with pytest.raises(AuditUnavailable):
            await h.log.submit("t", record(2))
        group.cancel_scope.cancel()
    assert h.metrics.lost._value.get() == 0


async def test_sync_answers_only_once_the_record_is_on_disk(tmp_path: Path) -> None:
    h = Harness(tmp_path, sync=True, commit_window_s=0.005)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        async with anyio.create_task_group() as submitters:
            for n in range(20):
                submitters.start_soon(h.log.submit, "t", record(n))
        # Every submit has returned: every record is in the journal file, synced.
        assert len(h.journal.current.entries()) == 20
        group.cancel_scope.cancel()


async def test_export_is_linear_in_the_records(tmp_path: Path) -> None:
    """10,000 records over 100 segments: exporting them costs about five times 2,000."""

    async def build(job: str, count: int) -> Harness:
        h = Harness(tmp_path / job, segment_bytes=64 * 1024)
        async with anyio.create_task_group() as group:
            group.start_soon(h.log.run)
            await h.log.ready.wait()
            for n in range(count):
                await h.log.submit("t", record(n))
                if n % 100 == 99:
                    await settle(h.log)
                    await h.log.ship()
            await settle(h.log)
            await h.log.ship()
            group.cancel_scope.cancel()
        return h

    timings = {}
    for count in (2_000, 10_000):
        h = await build(f"job-{count}", count)
        log = DecisionLog(h.store, Journal(tmp_path / f"reader-{count}"), h.metrics, h.config)
        runs = []
        for _ in range(3):  # the best of three: a busy machine once made one run 10x
            started = time.perf_counter()
            lines = [line async for line in await log.export("t", JOB)]
            runs.append(time.perf_counter() - started)
            assert len(lines) == count
        timings[count] = min(runs)
    # Linear is 5x; quadratic, 25x.
    assert timings[10_000] < 12 * timings[2_000], timings


async def test_a_ship_round_after_the_drain_finds_the_journal_closed(harness: Harness) -> None:
    """The ship loop may wake while the lifespan drains: its round must not touch the journal
    the drain closed (it once raised "the journal is not started" at shutdown)."""
    log = harness.log
    await log.submit("t", record(1))
    await settle(log)
    async with anyio.create_task_group() as group:
        group.start_soon(log.drain)
        for _ in range(20):  # rounds racing the drain, and after it
            group.start_soon(log.ship)
    assert await log.ship()
    assert len(harness.segments()) == 1


async def test_a_ship_between_reading_the_journal_and_the_store_hides_nothing(
    harness: Harness,
) -> None:
    # A page or an export reads two places; a ship moves records from one to the other. The
    # ship here lands right after the first read, whichever it is: nothing may fall between.
    log = harness.log
    for n in range(6):
        await log.submit("t", record(n))
    await settle(log)
    expected = [f"call-{n}" for n in range(6)]

    def shipping_after_first_read() -> None:
        shipped = False
        for name in ("_unshipped", "_segments"):
            original = getattr(log, name)

            async def read(*args: Any, _original: Any = original) -> Any:
                nonlocal shipped
                found = await _original(*args)
                if not shipped:
                    shipped = True
                    assert await log.ship()
                return found

            setattr(log, name, read)

    shipping_after_first_read()
    assert await harness.calls(log) == expected
    for n in range(6, 9):
        await log.submit("t", record(n))
    await settle(log)
    shipping_after_first_read()
    lines = [orjson.loads(line) async for line in await log.export("t", JOB)]
    assert [line["tool_call_id"] for line in lines] == [f"call-{n}" for n in range(9)]


@pytest.fixture
def few_inodes(tmp_path: Path) -> Iterator[Path]:
    """A tmpfs with room for a handful of files (root only; skipped otherwise)."""
    with tmpfs(tmp_path / "few-inodes", "size=1m,nr_inodes=16") as mount_point:
        yield mount_point


async def test_a_journal_that_cannot_roll_over_ships_later(
    tmp_path: Path, few_inodes: Path
) -> None:
    # An independent probe: a new journal file refused (no inode left; EMFILE alike) ended
    # the ship loop, and no record after it was shipped until a restart.
    h = Harness(tmp_path)
    h.journal_dir = few_inodes / "journal"
    h.journal = h.make_journal()
    h.log = DecisionLog(h.store, h.journal, h.metrics, h.config)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        for n in range(3):
            await h.log.submit("t", record(n))
        await settle(h.log)
        filler = few_inodes / "filler"
        filler.mkdir()
        made = 0
        with contextlib.suppress(OSError):
            while made < 64:
                (filler / str(made)).touch()
                made += 1
        assert made < 64  # the inodes ran out
        assert not await h.log.ship()
        assert h.metrics.ship_failures._value.get() == 1
        assert h.segments() == []
        shutil.rmtree(filler)
        assert await h.log.ship()
        assert len(h.segments()) == 1
        assert await h.calls(h.log) == ["call-0", "call-1", "call-2"]
        group.cancel_scope.cancel()


class DownStore(LocalStore):
    """A store that refuses every segment while `down`."""

    down = True

    async def put_segment(self, tenant: str, stream: str, name: str, data: bytes) -> bool:
        if self.down:
            raise OSError(errno.ENOSPC, "No space left on device")
        return await super().put_segment(tenant, stream, name, data)


async def test_a_store_outage_holds_one_journal_file_and_ships_all_once_back(
    tmp_path: Path,
) -> None:
    # An outside probe: every ship round of an outage rolled the journal over and held one
    # more open file, until the process ran out of descriptors (a listing then answered 500).
    h = Harness(tmp_path, segment_bytes=2048)
    store = DownStore(tmp_path / "store")
    h.log = DecisionLog(store, h.journal, h.metrics, h.config)
    async with anyio.create_task_group() as group:
        group.start_soon(h.log.run)
        await h.log.ready.wait()
        for round_ in range(6):
            for n in range(5):
                await h.log.submit("t", record(round_ * 5 + n))
            await settle(h.log)
            assert not await h.log.ship()
        assert len(h.log._held) == 1
        assert len(list(h.journal_dir.glob("*.wal"))) == 2  # the held file and the current
        assert h.log.pending() == 30
        store.down = False
        assert await h.log.ship()  # the held file, then what piled up in the current one
        assert h.log.pending() == 0
        assert not h.log._held
        expected = [f"call-{n}" for n in range(30)]
        assert await h.calls(h.log) == expected
        # Shipped in segments of about `segment_bytes`, not one segment of the outage.
        sizes = [
            (store._root / "t" / "streams" / "decisions" / JOB / n).stat().st_size
            for n in h.segments()
        ]
        assert len(sizes) > 3
        assert max(sizes) <= 2048
        exported = [orjson.loads(line) async for line in await h.log.export("t", JOB)]
        assert [line["tool_call_id"] for line in exported] == expected
        group.cancel_scope.cancel()


async def test_records_an_earlier_version_wrote_one_file_each_are_listed_with_segments(
    harness: Harness,
) -> None:
    # Upgrades keep the records in place: before the journal, each record was stored under
    # its own key; they are listed and exported in key order among the segments.
    log, store = harness.log, harness.store
    stream = f"decisions/{JOB}"
    older = [f"{n:020d}-00000000000000aa" for n in (1, 2)]
    for n, key in enumerate(older):
        await store.put_segment("t", stream, key, orjson.dumps(record(n)))
    await log.submit("t", record(2))
    await settle(log)
    assert await log.ship()
    expected = ["call-0", "call-1", "call-2"]
    assert await harness.calls(log) == expected
    assert await harness.calls(log, after=older[0]) == expected[1:]
    exported = [orjson.loads(line) async for line in await log.export("t", JOB)]
    assert [line["tool_call_id"] for line in exported] == expected
    assert [line["key"] for line in exported][:2] == older


class RefusingStream(LocalStore):
    """A store whose disk refuses one stream's listing."""

    async def segment_names(self, tenant: str, stream: str) -> list[str]:
        if stream.endswith("job-a"):
            raise OSError(errno.EIO, "Input/output error")
        return await super().segment_names(tenant, stream)


async def test_one_stream_the_store_refuses_leaves_the_others_swept(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # A review: one stream's failure ended the retention pass for every other stream.
    store = RefusingStream(tmp_path / "store")
    config = DecisionLogConfig(retention_s=60)
    log = DecisionLog(
        store, Journal(tmp_path / "journal"), DecisionMetrics(CollectorRegistry()), config
    )
    old = f"{time.time_ns() - 3600 * 10**9:020d}-00000000000000aa"
    for job in ("job-a", "job-b"):
        await store.put_segment("t", f"decisions/{job}", f"{old}_{old}_f", b"")
    caplog.set_level(logging.INFO, logger="attachguard.decisions")
    with pytest.raises(OSError, match="Input/output"):
        await log.sweep(now_ns=time.time_ns())
    said = {r.getMessage(): r for r in caplog.records}
    assert said["decision retention failed for a stream"].stream == "decisions/job-a"  # type: ignore[attr-defined]
    assert said["decision segments expired"].removed == 1  # type: ignore[attr-defined]
    streams = tmp_path / "store" / "t" / "streams" / "decisions"
    assert (streams / "job-a").is_dir()
    assert not (streams / "job-b").exists()


class VanishingSegments(LocalStore):
    """Segments listed, then removed by another process before they are read."""

    async def read_segments(
        self, tenant: str, stream: str, names: Sequence[str]
    ) -> list[bytes | None]:
        return [None for _ in names]


async def test_a_segment_removed_before_it_is_read_is_no_damage(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # A review: a one-record segment another process removed was counted as damaged.
    store = VanishingSegments(tmp_path / "store")
    log = DecisionLog(store, Journal(tmp_path / "journal"), DecisionMetrics(CollectorRegistry()))
    key = f"{1:020d}-00000000000000aa"
    await store.put_segment("t", f"decisions/{JOB}", key, orjson.dumps(record(1)))
    caplog.set_level(logging.WARNING, logger="attachguard.decisions")
    assert [line async for line in await log.export("t", JOB)] == []
    assert (await log.page("t", JOB, after=None, limit=10)).decisions == []
    assert not [r for r in caplog.records if "damaged" in r.getMessage()]


def test_a_stream_directory_removed_meanwhile_holds_no_files(tmp_path: Path) -> None:
    assert _holds_files(tmp_path / "gone") is False


async def test_a_segment_the_disk_will_not_read_is_a_503_for_a_page(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    await harness.log.submit("t", record(1))
    await settle(harness.log)
    assert await harness.log.ship()

    async def refused(*_: Any) -> None:
        raise OSError(errno.EMFILE, "Too many open files")

    monkeypatch.setattr(harness.store, "read_segments", refused)
    with pytest.raises(AuditUnavailable):
        await harness.log.page("t", JOB, after=None, limit=10)
