"""Reads on the event loop from the page cache: only what the kernel holds, else a thread.

A file is made cold with `posix_fadvise(DONTNEED)` after an `fsync` (the kernel then drops its
clean pages), so these run on Linux with a disk file system; the tmpfs case needs root.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import anyio.to_thread
import pytest

from app.errors import AttachmentNotFound
from app.store.local import LocalStore
from app.store.page_cache import ON_LOOP_MAX, PageCacheReader
from tests.conftest import tmpfs

pytestmark = pytest.mark.skipif(not hasattr(os, "RWF_NOWAIT"), reason="RWF_NOWAIT is Linux's")


def write_synced(path: Path, data: bytes) -> Path:
    with path.open("wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    return path


def make_cold(path: Path) -> None:
    """Drops the file's pages from the page cache (they are clean: written and synced)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
        os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    finally:
        os.close(fd)


def test_a_warm_file_is_read_whole_or_its_head(tmp_path: Path) -> None:
    path = write_synced(tmp_path / "f", b"0123456789")
    reader = PageCacheReader()
    assert reader.read(path, 100, whole=True) == b"0123456789"
    assert reader.read(path, 4) == b"0123"
    # Longer than asked for, when the whole file is wanted: the thread reads it.
    assert reader.read(path, 4, whole=True) is None
    assert reader.read(write_synced(tmp_path / "empty", b""), 10, whole=True) == b""


def test_a_cold_file_is_left_to_the_thread(tmp_path: Path) -> None:
    path = write_synced(tmp_path / "f", b"x" * 8192)
    make_cold(path)
    reader = PageCacheReader()
    assert reader.read(path, 8192, whole=True) is None
    assert reader.enabled
    # Read once (as the thread would), it is warm again.
    assert path.read_bytes() == b"x" * 8192
    assert reader.read(path, 8192, whole=True) == b"x" * 8192


def test_a_read_past_the_loop_bound_is_left_to_the_thread(tmp_path: Path) -> None:
    path = write_synced(tmp_path / "big", b"y" * (ON_LOOP_MAX + 1))
    reader = PageCacheReader()
    assert reader.read(path, ON_LOOP_MAX + 1) is None
    assert reader.read(path, ON_LOOP_MAX) == b"y" * ON_LOOP_MAX


def test_a_missing_file_raises_as_open_does(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        PageCacheReader().read(tmp_path / "gone", 10)


def test_a_file_system_without_the_flag_switches_it_off(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "mem", "size=1m") as mount_point:
        path = write_synced(mount_point / "f", b"abc")
        reader = PageCacheReader()
        assert reader.read(path, 10) is None
        assert not reader.enabled
        assert reader.read(path, 10) is None


def test_other_read_errors_are_raised(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_synced(tmp_path / "f", b"abc")

    def broken(*_: object) -> int:
        raise OSError(5, "Input/output error")

    monkeypatch.setattr(os, "preadv", broken)
    reader = PageCacheReader()
    with pytest.raises(OSError, match="Input/output"):
        reader.read(path, 10)
    assert reader.enabled


@pytest.fixture
def hops(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the functions the store sent to a worker thread."""
    seen: list[str] = []
    real: Callable[..., Any] = anyio.to_thread.run_sync

    async def counting(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        seen.append(getattr(func, "__name__", repr(func)))
        return await real(func, *args, **kwargs)

    monkeypatch.setattr(anyio.to_thread, "run_sync", counting)
    return seen


async def chunks_of(data: bytes) -> AsyncIterator[bytes]:
    yield data


@pytest.mark.anyio
async def test_the_store_reads_warm_files_without_a_hop_and_cold_ones_with_one(
    tmp_path: Path, hops: list[str]
) -> None:
    store = LocalStore(tmp_path)
    saved = await store.save(
        "t", name="a.txt", mime_type="text/plain", chunks=chunks_of(b"hello"), max_bytes=100
    )
    meta_path = next(tmp_path.rglob(f"{saved.id}.json"))
    hops.clear()

    assert await store.describe("t", saved.id) == saved
    meta, head = await store.read_head("t", saved.id, limit=3)
    assert (meta, head) == (saved, b"hel")
    assert hops == []

    make_cold(meta_path)
    assert await store.describe("t", saved.id) == saved
    assert len(hops) == 1
    make_cold(meta_path)
    make_cold(meta_path.with_suffix(""))
    assert await store.read_head("t", saved.id, limit=10) == (saved, b"hello")
    assert len(hops) == 2


@pytest.mark.anyio
async def test_a_missing_attachment_is_not_found_on_either_path(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    saved = await store.save(
        "t", name="a.txt", mime_type="text/plain", chunks=chunks_of(b"hello"), max_bytes=100
    )
    # The metadata is there, the content gone (a deletion half done): the head read says so.
    meta_path = next(tmp_path.rglob(f"{saved.id}.json"))
    meta_path.with_suffix("").unlink()
    with pytest.raises(AttachmentNotFound):
        await store.read_head("t", saved.id, limit=10)
    meta_path.unlink()
    with pytest.raises(AttachmentNotFound):
        await store.describe("t", saved.id)
    with pytest.raises(AttachmentNotFound):
        await store.read_head("t", saved.id, limit=10)
