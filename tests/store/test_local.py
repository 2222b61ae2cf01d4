"""What only the local-disk store has: its layout on disk, its root's permissions, its temp
files, and the start-up sweep of them.

Every behaviour of the store contract is in `test_store.py`, run on both backends.
"""

from __future__ import annotations

import errno
import fcntl
import os
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from fastapi.testclient import TestClient

from app.errors import StoreUnavailable
from app.main import create_app
from app.store.local import LocalStore
from tests.conftest import make_settings

pytestmark = pytest.mark.anyio


async def chunks_of(*parts: bytes) -> AsyncIterator[bytes]:
    for part in parts:
        yield part


async def test_metadata_appears_only_with_whole_content(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    record = await store.save(
        "t", name="x", mime_type="a/b", chunks=chunks_of(b"data"), max_bytes=100
    )
    metas = list(tmp_path.rglob("*.json"))
    assert len(metas) == 1
    assert metas[0].with_suffix("").read_bytes() == b"data"
    assert record.id in metas[0].name


async def test_check_reports_an_unwritable_root(tmp_path: Path) -> None:
    blocker = anyio.Path(tmp_path / "file")
    await blocker.write_text("not a directory")
    with pytest.raises(StoreUnavailable):
        await LocalStore(Path(blocker) / "store").check()
    await LocalStore(tmp_path / "fine").check()


async def test_a_save_under_a_root_that_is_no_directory_is_the_store_unavailable(
    tmp_path: Path,
) -> None:
    """Not a 500: the store's failure (`/readyz` says the same), with no partial file."""
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    store = LocalStore(blocker / "store")
    with pytest.raises(StoreUnavailable, match="not writable"):
        await store.save("t", name="x", mime_type="a/b", chunks=chunks_of(b"data"), max_bytes=100)
    assert blocker.read_text() == "not a directory"


async def test_the_sweep_removes_what_no_live_writer_holds_and_nothing_else(
    tmp_path: Path,
) -> None:
    store = LocalStore(tmp_path)
    record = await store.save("t", name="x", mime_type="a/b", chunks=chunks_of(b"1"), max_bytes=9)
    await store.link("t", "job", record.id)
    tenant = tmp_path / "t"
    # A save that died after its content and its link, before its metadata.
    dead = "0f0f0f0f-0000-4000-8000-000000000000"
    (tenant / "objects" / dead[:2]).mkdir(parents=True)
    (tenant / "objects" / dead[:2] / dead).write_bytes(b"orphan")
    (tenant / "jobs" / "job" / dead).write_bytes(b"1")
    (tenant / "pending").mkdir(exist_ok=True)
    (tenant / "pending" / dead).write_text("job")
    # A save that died after its metadata: only its marker is left.
    (tenant / "pending" / record.id).write_text("job")
    crashed = [tenant / "tmp" / ".up-upload", tenant / "tmp" / ".tmp-metadata"]
    live = tenant / "tmp" / ".up-still-writing"
    for path in [*crashed, live]:
        path.write_bytes(b"x")
    past = time.time() - 60
    for path in tmp_path.rglob("*"):
        os.utime(path, (past, past))
    writer = os.open(live, os.O_RDONLY)
    fcntl.flock(writer, fcntl.LOCK_EX)  # another process's upload in progress
    try:
        # The age does not matter: what nobody holds goes, what somebody holds stays.
        assert await store.sweep(older_than_s=10**9) == len(crashed) + 1
    finally:
        os.close(writer)
    assert not any(path.exists() for path in crashed)
    assert live.exists()
    assert not (tenant / "objects" / dead[:2] / dead).exists()
    assert not (tenant / "jobs" / "job" / dead).exists()
    assert list((tenant / "pending").iterdir()) == []
    assert (await store.read_head("t", record.id, limit=9))[1] == b"1"
    assert [r.id for r in await store.linked("t", "job")] == [record.id]
    assert await LocalStore(tmp_path / "missing").sweep(older_than_s=0) == 0


async def test_the_sweep_leaves_a_pending_marker_being_made(tmp_path: Path) -> None:
    # Found by a CI run: between a save's marker being created and locked, the sweep (run
    # beside uploads) took it for a crash's and removed it, and the save failed with a 503.
    store = LocalStore(tmp_path)
    pending = tmp_path / "t" / "pending"
    pending.mkdir(parents=True)
    young = pending / ".new-0f0f0f0f-0000-4000-8000-000000000001"
    young.write_text("job")  # created, not yet locked
    old = pending / ".new-0f0f0f0f-0000-4000-8000-000000000002"
    old.write_text("job")
    past = time.time() - 60
    os.utime(old, (past, past))  # a save that died before its marker was in place
    await store.sweep(older_than_s=0)
    assert young.exists()
    assert not old.exists()


async def test_a_save_with_a_job_is_linked_before_it_is_visible(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    record = await store.save(
        "t", name="x", mime_type="a/b", chunks=chunks_of(b"1"), max_bytes=9, job_key="job"
    )
    assert [r.id for r in await store.linked("t", "job")] == [record.id]
    assert list((tmp_path / "t" / "pending").iterdir()) == []
    assert [p.name for p in (tmp_path / "t" / "tmp").iterdir()] == []


async def test_segments_skip_temporary_files_and_nested_streams(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    await store.put_segment("t", "s", "one", b"one")
    (tmp_path / "t" / "streams" / "s" / ".tmp-x").write_bytes(b"partial")
    (tmp_path / "t" / "streams" / "s" / "nested").mkdir()
    assert await store.segment_names("t", "s") == ["one"]


async def test_a_stream_left_empty_goes_and_a_segment_after_it_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # An outside probe: every job ever recorded left an empty directory that every
    # retention sweep walked again.
    store = LocalStore(tmp_path)
    streams = tmp_path / "t" / "streams"
    await store.put_segment("t", "decisions/job-1", "one", b"one")
    await store.put_segment("t", "decisions/job-1", "two", b"two")
    await store.delete_segments("t", "decisions/job-1", ["one"])
    assert await store.segment_names("t", "decisions/job-1") == ["two"]
    await store.delete_segments("t", "decisions/job-1", ["two"])
    assert not (streams / "decisions" / "job-1").exists()
    assert await store.stream_names("decisions/") == []
    # A write whose directory goes between its making and the write makes it again.
    made: list[Path] = []

    def made_then_removed(directory: Path) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        if not made:
            directory.rmdir()
        made.append(directory)

    monkeypatch.setattr("app.store.local.make_dirs", made_then_removed)
    assert await store.put_segment("t", "decisions/job-1", "three", b"three")
    assert len(made) == 2
    assert await store.segment_names("t", "decisions/job-1") == ["three"]


def test_the_service_sweeps_the_store_at_start_up(tmp_path: Path) -> None:
    tmp = tmp_path / "store" / "default" / "tmp"
    tmp.mkdir(parents=True)
    crashed, current = tmp / ".up-crashed", tmp / ".up-current"
    crashed.write_bytes(b"partial")
    current.write_bytes(b"in progress")
    writer = os.open(current, os.O_RDONLY)
    fcntl.flock(writer, fcntl.LOCK_EX)  # being written, by some process that lives
    try:
        with TestClient(create_app(make_settings(tmp_path))) as client:
            deadline = time.monotonic() + 10
            while crashed.exists() and time.monotonic() < deadline:
                time.sleep(0.02)
            assert client.get("/readyz").status_code == 200
    finally:
        os.close(writer)
    assert not crashed.exists()
    assert current.exists()


async def test_a_marker_another_sweeper_took_meanwhile_is_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A review: two processes sweeping one root (two workers, two replicas on a shared
    # volume) raced, and the loser's FileNotFoundError ended its sweep (and, as a failed
    # background task, its process).
    import app.store.local as local
    import app.store.spool as spool

    store = LocalStore(tmp_path)
    pending = tmp_path / "t" / "pending"
    pending.mkdir(parents=True)
    first, second = (pending / f"0f0f0f0f-0000-4000-8000-00000000000{n}" for n in (1, 2))
    for marker in (first, second):
        marker.write_text("job")
    real = spool.holder_gone

    def taken_meanwhile(path: Path) -> bool:
        gone = real(path)
        if path == first:
            path.unlink()  # the other sweeper, between our look and our read
        return gone

    monkeypatch.setattr(local, "holder_gone", taken_meanwhile)
    assert await store.sweep(older_than_s=10**9) == 1
    assert list(pending.iterdir()) == []


async def test_a_stream_the_system_will_not_list_is_an_error_not_left_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A review: a walk that passed over every error left a stream out of the retention
    # sweep, which then counted as a success; only a directory gone meanwhile is passed over.
    store = LocalStore(tmp_path)
    await store.put_segment("t", "decisions/job-a", "one", b"one")
    await store.put_segment("t", "decisions/job-b", "one", b"one")
    scandir = os.scandir

    def refusing(path: Any) -> Any:
        if str(path).endswith("job-a"):
            raise OSError(errno.EMFILE, "Too many open files")
        return scandir(path)

    monkeypatch.setattr(os, "scandir", refusing)
    with pytest.raises(OSError, match="Too many open files"):
        await store.stream_names("decisions")
