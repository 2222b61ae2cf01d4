"""The attachment store contract, run on every backend: local disk and a real S3 server."""

from __future__ import annotations

import hashlib
import os
from collections.abc import AsyncIterator

import anyio
import pytest

from app.errors import AttachmentNotFound, FileTooLarge
from app.store.protocol import StoredAttachment
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
    await case.store.put_segment("a", "decisions/job", "s1", b"secret")
    assert await case.store.segment_names("b", "decisions/job") == []
    assert await case.store.read_segments("b", "decisions/job", ["s1"]) == [None]
    assert await case.store.stream_names("decisions") == [("a", "decisions/job")]
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


async def test_segments_are_created_once_listed_in_order_and_deleted(case: StoreCase) -> None:
    names = [f"{n:020d}-a_{n:020d}-b_f" for n in (3, 1, 2)]
    for n, name in enumerate(names):
        assert await case.store.put_segment("t", "decisions/job", name, f"{n}".encode())
    assert not await case.store.put_segment("t", "decisions/job", names[0], b"again")
    assert await case.store.segment_names("t", "decisions/job") == sorted(names)
    read = await case.store.read_segments("t", "decisions/job", [names[0], "missing", names[2]])
    assert read == [b"0", None, b"2"]
    await case.store.delete_segments("t", "decisions/job", [names[0], "missing"])
    assert await case.store.segment_names("t", "decisions/job") == sorted(names[1:])
    await case.store.delete_segments("t", "decisions/job", [])
    assert await case.store.segment_names("t", "never/written") == []


async def test_streams_do_not_mix_and_are_found_for_sweeps(case: StoreCase) -> None:
    await case.store.put_segment("t", "decisions-unkeyed", "a", b"outer")
    await case.store.put_segment("t", "decisions/job", "b", b"inner")
    await case.store.put_segment("u", "decisions/other", "c", b"other")
    await case.store.put_segment("t", "audit", "d", b"not a decision")
    assert await case.store.segment_names("t", "decisions-unkeyed") == ["a"]
    assert await case.store.segment_names("t", "decisions/job") == ["b"]
    assert sorted(await case.store.stream_names("decisions")) == [
        ("t", "decisions-unkeyed"),
        ("t", "decisions/job"),
        ("u", "decisions/other"),
    ]


async def test_concurrent_creates_of_one_name_make_one_object(case: StoreCase) -> None:
    created: list[bool] = []

    async def put(n: int) -> None:
        created.append(await case.store.put_segment("t", "audit", "one", f"{n}".encode()))

    async with anyio.create_task_group() as group:
        for n in range(20):
            group.start_soon(put, n)
    assert created.count(True) == 1
    assert await case.store.segment_names("t", "audit") == ["one"]


async def test_sweep_removes_what_no_live_writer_holds(case: StoreCase) -> None:
    record = await save(case, b"kept")
    await case.store.link("t", "job", record.id)
    await case.store.put_segment("t", "audit", "seg", b"kept too")
    kept = set(await case.leftovers())
    await case.plant_leftovers()
    # A dead writer's work goes at once, whatever its age...
    assert await case.store.sweep(older_than_s=3600) >= 1
    left = set(await case.leftovers()) - kept
    if case.kind == "local":
        assert left == set()
    else:
        # ...while an upload nothing names waits for its age (it may be an earlier version's
        # live upload).
        assert left == {f"upload:{next(iter(left)).removeprefix('upload:')}"}
        assert await case.store.sweep(older_than_s=0) == 1
    assert set(await case.leftovers()) == kept
    assert await case.store.sweep(older_than_s=0) == 0
    assert await collect(case.store.read("t", record.id)) == b"kept"
    assert [r.id for r in await case.store.linked("t", "job")] == [record.id]


async def test_check_passes_on_a_working_store(case: StoreCase) -> None:
    await case.store.check()


async def test_a_nested_stream_is_no_segment_of_its_parent(case: StoreCase) -> None:
    # `-` sorts before the digits of record keys: S3 lists the nested stream's common prefix
    # first, and it must not be taken for a segment.
    await case.store.put_segment("t", "s/-nested", "x", b"inner")
    await case.store.put_segment("t", "s", "y", b"outer")
    assert await case.store.segment_names("t", "s") == ["y"]
