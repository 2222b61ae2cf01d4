"""The embedded local-disk store: atomic writes, tenancy, links."""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator
from pathlib import Path

import anyio
import pytest

from app.errors import AttachmentNotFound, FileTooLarge, StoreUnavailable
from app.store.local import LocalStore

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def chunks_of(*parts: bytes) -> AsyncIterator[bytes]:
    for part in parts:
        yield part


async def failing_after(data: bytes) -> AsyncIterator[bytes]:
    yield data
    raise ConnectionError("client went away")


def files_under(root: Path) -> list[Path]:
    return [p for p in root.rglob("*") if p.is_file()]


async def collect(stream: AsyncIterator[bytes]) -> bytes:
    return b"".join([chunk async for chunk in stream])


async def test_save_streams_hashes_and_reads_back(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    parts = [b"a" * 700_000, b"b" * 700_000, b"c"]
    record = await store.save(
        "t",
        name="x.bin",
        mime_type="application/octet-stream",
        chunks=chunks_of(*parts),
        max_bytes=10**7,
    )
    whole = b"".join(parts)
    assert record.size == len(whole)
    assert record.sha256 == hashlib.sha256(whole).hexdigest()
    assert await store.describe("t", record.id) == record
    assert await collect(store.read("t", record.id)) == whole
    assert await collect(store.read("t", record.id, start=699_999, end=700_001)) == b"ab"


async def test_over_the_cap_leaves_nothing(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    with pytest.raises(FileTooLarge):
        await store.save(
            "t",
            name="x",
            mime_type="a/b",
            chunks=chunks_of(b"x" * 600, b"x" * 600),
            max_bytes=1000,
        )
    assert files_under(tmp_path) == []


async def test_a_failing_source_leaves_nothing(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    with pytest.raises(ConnectionError):
        await store.save(
            "t",
            name="x",
            mime_type="a/b",
            chunks=failing_after(b"x" * 2_000_000),
            max_bytes=10**7,
        )
    assert files_under(tmp_path) == []


async def test_cancellation_leaves_nothing(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)

    async def slow() -> AsyncIterator[bytes]:
        yield b"x" * 10
        await anyio.sleep(10)
        yield b"never"

    with anyio.move_on_after(0.2):
        await store.save("t", name="x", mime_type="a/b", chunks=slow(), max_bytes=100)
    assert files_under(tmp_path) == []


async def test_metadata_appears_only_with_whole_content(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    record = await store.save(
        "t", name="x", mime_type="a/b", chunks=chunks_of(b"data"), max_bytes=100
    )
    metas = list(tmp_path.rglob("*.json"))
    assert len(metas) == 1
    assert metas[0].with_suffix("").read_bytes() == b"data"
    assert record.id in metas[0].name


async def test_tenants_are_separate_namespaces(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    record = await store.save("a", name="x", mime_type="a/b", chunks=chunks_of(b"1"), max_bytes=9)
    with pytest.raises(AttachmentNotFound):
        await store.describe("b", record.id)
    with pytest.raises(AttachmentNotFound):
        await collect(store.read("b", record.id))
    with pytest.raises(AttachmentNotFound):
        await store.link("b", "job", record.id)


async def test_links_are_idempotent_ordered_and_survive_deletes(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    first = await store.save("t", name="1", mime_type="a/b", chunks=chunks_of(b"1"), max_bytes=9)
    second = await store.save("t", name="2", mime_type="a/b", chunks=chunks_of(b"2"), max_bytes=9)
    await store.link("t", "job", second.id)
    await store.link("t", "job", first.id)
    await store.link("t", "job", second.id)
    assert [r.id for r in await store.linked("t", "job")] == [second.id, first.id]
    assert await store.is_linked("t", "job", first.id)
    assert not await store.is_linked("t", "other", first.id)
    await store.delete("t", second.id)
    await store.delete("t", second.id)
    assert [r.id for r in await store.linked("t", "job")] == [first.id]


async def test_check_reports_an_unwritable_root(tmp_path: Path) -> None:
    blocker = anyio.Path(tmp_path / "file")
    await blocker.write_text("not a directory")
    with pytest.raises(StoreUnavailable):
        await LocalStore(Path(blocker) / "store").check()
    await LocalStore(tmp_path / "fine").check()
