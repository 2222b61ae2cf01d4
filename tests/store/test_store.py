"""The attachment store contract, run on every backend: local disk and a real S3 server."""

from __future__ import annotations

import hashlib
import os
from collections.abc import AsyncIterator

import anyio
import pytest

from app.errors import AttachmentNotFound, FileTooLarge, PayloadTooLarge
from app.store.protocol import MAX_RECORD_BYTES, StoredAttachment
from tests.store.conftest import StoreCase

pytestmark = pytest.mark.anyio

MIB = 1024 * 1024


async def chunks_of(*parts: bytes) -> AsyncIterator[bytes]:
    for part in parts:
        yield part


async def failing_after(data: bytes) -> AsyncIterator[bytes]:
    yield data
    raise ConnectionError("client went away")


async def collect(stream: AsyncIterator[bytes]) -> bytes:
    return b"".join([chunk async for chunk in stream])


async def save(
    case: StoreCase, data: bytes, tenant: str = "t", name: str = "x"
) -> StoredAttachment:
    return await case.store.save(
        tenant, name=name, mime_type="a/b", chunks=chunks_of(data), max_bytes=len(data) + 1
    )


async def test_save_streams_hashes_and_reads_back(case: StoreCase) -> None:
    # Past two S3 parts (5 MiB in the tests), in uneven chunks.
    parts = [os.urandom(700_000) for _ in range(16)] + [b"c"]
    whole = b"".join(parts)
    record = await case.store.save(
        "t",
        name="x.bin",
        mime_type="application/octet-stream",
        chunks=chunks_of(*parts),
        max_bytes=len(whole),
    )
    assert record.size == len(whole)
    assert record.sha256 == hashlib.sha256(whole).hexdigest()
    assert await case.store.describe("t", record.id) == record
    assert await collect(case.store.read("t", record.id)) == whole


async def test_a_small_file_is_one_object_and_reads_back(case: StoreCase) -> None:
    record = await save(case, b"hello")
    assert (record.name, record.mime_type, record.size) == ("x", "a/b", 5)
    assert await collect(case.store.read("t", record.id)) == b"hello"
    assert len(await case.leftovers()) == 2  # content and metadata, nothing else


@pytest.mark.parametrize(
    ("start", "end", "expected"),
    [
        (0, None, b"0123456789"),
        (0, 1, b"0"),
        (3, 7, b"3456"),
        (9, None, b"9"),
        (9, 10, b"9"),
        (4, 4, b""),
        (10, None, b""),
    ],
)
async def test_ranges(case: StoreCase, start: int, end: int | None, expected: bytes) -> None:
    record = await save(case, b"0123456789")
    assert await collect(case.store.read("t", record.id, start=start, end=end)) == expected


async def test_a_range_across_parts(case: StoreCase) -> None:
    data = os.urandom(11 * MIB)
    record = await save(case, data)
    start, end = 5 * MIB - 3, 5 * MIB + 3
    assert await collect(case.store.read("t", record.id, start=start, end=end)) == data[start:end]


async def test_an_empty_file(case: StoreCase) -> None:
    record = await save(case, b"")
    assert record.size == 0
    assert record.sha256 == hashlib.sha256(b"").hexdigest()
    assert await collect(case.store.read("t", record.id)) == b""


@pytest.mark.parametrize(
    ("limit", "expected"),
    [(0, b""), (1, b"0"), (4, b"0123"), (10, b"0123456789"), (11, b"0123456789")],
)
async def test_read_head_gives_the_metadata_and_the_first_bytes(
    case: StoreCase, limit: int, expected: bytes
) -> None:
    record = await save(case, b"0123456789")
    assert await case.store.read_head("t", record.id, limit=limit) == (record, expected)


async def test_read_head_of_an_empty_file(case: StoreCase) -> None:
    record = await save(case, b"")
    assert await case.store.read_head("t", record.id, limit=5) == (record, b"")


async def test_unknown_ids_are_not_found(case: StoreCase) -> None:
    unknown = "00000000-0000-4000-8000-000000000000"
    with pytest.raises(AttachmentNotFound):
        await case.store.describe("t", unknown)
    with pytest.raises(AttachmentNotFound):
        await collect(case.store.read("t", unknown))
    with pytest.raises(AttachmentNotFound):
        await case.store.read_head("t", unknown, limit=5)
    with pytest.raises(AttachmentNotFound):
        await case.store.link("t", "job", unknown)
    await case.store.delete("t", unknown)


@pytest.mark.parametrize("size", [1200, 12 * MIB], ids=["one-object", "multipart"])
async def test_over_the_cap_leaves_nothing(case: StoreCase, size: int) -> None:
    half = b"x" * (size // 2)
    with pytest.raises(FileTooLarge):
        await case.store.save(
            "t",
            name="x",
            mime_type="a/b",
            chunks=chunks_of(half, half),
            max_bytes=size - 1,
        )
    assert await case.leftovers() == []


@pytest.mark.parametrize("size", [2_000, 11 * MIB], ids=["one-object", "multipart"])
async def test_a_failing_source_leaves_nothing(case: StoreCase, size: int) -> None:
    with pytest.raises(ConnectionError):
        await case.store.save(
            "t", name="x", mime_type="a/b", chunks=failing_after(b"x" * size), max_bytes=10**9
        )
    assert await case.leftovers() == []


async def test_cancellation_leaves_nothing(case: StoreCase) -> None:
    parted = anyio.Event()

    async def slow() -> AsyncIterator[bytes]:
        yield b"x" * (6 * MIB)  # one whole S3 part is sent before the source stalls
        parted.set()
        await anyio.sleep(30)
        yield b"never"

    async with anyio.create_task_group() as group:

        async def upload() -> None:
            await case.store.save("t", name="x", mime_type="a/b", chunks=slow(), max_bytes=10**9)

        group.start_soon(upload)
        await parted.wait()
        await anyio.sleep(0.5)
        group.cancel_scope.cancel()
    assert await case.leftovers() == []


async def test_delete_removes_content_and_metadata_and_is_idempotent(case: StoreCase) -> None:
    record = await save(case, b"gone soon")
    await case.store.delete("t", record.id)
    await case.store.delete("t", record.id)
    with pytest.raises(AttachmentNotFound):
        await case.store.describe("t", record.id)
    with pytest.raises(AttachmentNotFound):
        await collect(case.store.read("t", record.id))
    assert await case.leftovers() == []


async def test_tenants_are_separate_namespaces(case: StoreCase) -> None:
    record = await save(case, b"1", tenant="a")
    with pytest.raises(AttachmentNotFound):
        await case.store.describe("b", record.id)
    with pytest.raises(AttachmentNotFound):
        await collect(case.store.read("b", record.id))
    with pytest.raises(AttachmentNotFound):
        await case.store.read_head("b", record.id, limit=1)
    with pytest.raises(AttachmentNotFound):
        await case.store.link("b", "job", record.id)
    await case.store.link("a", "job", record.id)
    assert not await case.store.is_linked("b", "job", record.id)
    assert await case.store.linked("b", "job") == []
    await case.store.append_record("a", "decisions/job", b"secret")
    assert await case.store.records("b", "decisions/job") == []
    await case.store.delete("b", record.id)
    assert await case.store.describe("a", record.id) == record


async def test_links_are_idempotent_ordered_and_survive_deletes(case: StoreCase) -> None:
    first = await save(case, b"1", name="1")
    second = await save(case, b"2", name="2")
    third = await save(case, b"3", name="3")
    await case.store.link("t", "job", second.id)
    await case.store.link("t", "job", first.id)
    await case.store.link("t", "job", second.id)
    await case.store.link("t", "job", third.id)
    assert [r.id for r in await case.store.linked("t", "job")] == [second.id, first.id, third.id]
    assert await case.store.is_linked("t", "job", first.id)
    assert not await case.store.is_linked("t", "other", first.id)
    assert await case.store.linked("t", "other") == []
    await case.store.delete("t", second.id)
    await case.store.delete("t", second.id)
    assert [r.id for r in await case.store.linked("t", "job")] == [first.id, third.id]


async def test_concurrent_links_of_one_id_make_one_entry(case: StoreCase) -> None:
    record = await save(case, b"1")
    async with anyio.create_task_group() as group:
        for _ in range(12):
            group.start_soon(case.store.link, "t", "job", record.id)
    assert [r.id for r in await case.store.linked("t", "job")] == [record.id]
    links = [name for name in await case.leftovers() if "/links/" in name or "/jobs/" in name]
    # Local: one marker; S3: one marker and one link entry.
    assert len(links) == (1 if case.kind == "local" else 2), links


async def test_records_list_in_append_order_and_page(case: StoreCase) -> None:
    keys = [await case.store.append_record("t", "decisions/job", f"{n}".encode()) for n in range(7)]
    assert keys == sorted(keys)
    assert len(set(keys)) == 7
    everything = await case.store.records("t", "decisions/job")
    assert everything == [(key, f"{n}".encode()) for n, key in enumerate(keys)]
    first = await case.store.records("t", "decisions/job", limit=3)
    assert [data for _, data in first] == [b"0", b"1", b"2"]
    rest = await case.store.records("t", "decisions/job", after=first[-1][0], limit=3)
    assert [data for _, data in rest] == [b"3", b"4", b"5"]
    last = await case.store.records("t", "decisions/job", after=rest[-1][0], limit=3)
    assert [data for _, data in last] == [b"6"]
    assert await case.store.records("t", "decisions/job", after=last[-1][0]) == []
    assert await case.store.records("t", "decisions/job", limit=0) == []


async def test_streams_do_not_mix_and_an_unknown_one_is_empty(case: StoreCase) -> None:
    await case.store.append_record("t", "decisions", b"outer")
    await case.store.append_record("t", "decisions/job", b"inner")
    assert [data for _, data in await case.store.records("t", "decisions")] == [b"outer"]
    assert [data for _, data in await case.store.records("t", "decisions/job")] == [b"inner"]
    assert await case.store.records("t", "never/written") == []


async def test_concurrent_appends_never_overwrite(case: StoreCase) -> None:
    async with anyio.create_task_group() as group:
        for n in range(20):
            group.start_soon(case.store.append_record, "t", "audit", f"{n}".encode())
    found = await case.store.records("t", "audit")
    assert sorted(int(data) for _, data in found) == list(range(20))


async def test_a_record_is_at_most_64_kib(case: StoreCase) -> None:
    await case.store.append_record("t", "big", b"x" * MAX_RECORD_BYTES)
    with pytest.raises(PayloadTooLarge):
        await case.store.append_record("t", "big", b"x" * (MAX_RECORD_BYTES + 1))
    assert len(await case.store.records("t", "big")) == 1


async def test_sweep_removes_only_what_is_older_than_asked(case: StoreCase) -> None:
    record = await save(case, b"kept")
    await case.store.link("t", "job", record.id)
    await case.store.append_record("t", "audit", b"kept too")
    kept = set(await case.leftovers())
    await case.plant_leftovers()
    assert await case.store.sweep(older_than_s=3600) == 0
    assert len(set(await case.leftovers()) - kept) == 2
    assert await case.store.sweep(older_than_s=0) == 2
    assert set(await case.leftovers()) == kept
    assert await case.store.sweep(older_than_s=0) == 0
    assert await collect(case.store.read("t", record.id)) == b"kept"
    assert [r.id for r in await case.store.linked("t", "job")] == [record.id]


async def test_check_passes_on_a_working_store(case: StoreCase) -> None:
    await case.store.check()


async def test_a_page_is_full_even_when_a_nested_stream_sorts_first(case: StoreCase) -> None:
    # `-` sorts before the digits of record keys: S3 lists the nested stream's common prefix
    # first, and it must not take a record's place in the page.
    await case.store.append_record("t", "s/-nested", b"inner")
    key = await case.store.append_record("t", "s", b"outer")
    assert await case.store.records("t", "s", limit=1) == [(key, b"outer")]
