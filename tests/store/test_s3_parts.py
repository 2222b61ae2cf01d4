"""Parts of one multipart upload in flight at once, against the real server behind a proxy that
holds or drops chosen parts: the bytes and the sha256 as sent, the parts completed in order
whatever order they finished in, the reader held back to the limit, and a part that fails
cancels the rest and leaves nothing behind."""

from __future__ import annotations

import hashlib
import os
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import anyio
import pytest

from app.errors import StoreUnavailable
from app.store.protocol import StoredAttachment
from app.store.s3 import _UNBUDGETED_BYTES, S3Store
from testing.seaweed import SeaweedS3
from tests.store.proxy import ChokeProxy, choke_proxy

pytestmark = pytest.mark.anyio

MIB = 1024 * 1024
PART = 5 * MIB  # the server's config: S3's smallest part
CHUNK = MIB
# Every request of one upload part (`PUT …?partNumber=<n>&uploadId=…`), or of part n.
ANY_PART = rb"[?&]partNumber=\d+[& ]"


def part(number: int) -> bytes:
    return rb"[?&]partNumber=%d[& ]" % number


@pytest.fixture
def prefix() -> str:
    return f"parts-{uuid.uuid4().hex[:12]}"


@pytest.fixture
def proxy(seaweed: SeaweedS3) -> Iterator[ChokeProxy]:
    with choke_proxy(seaweed.ports["s3.port"]) as opened:
        yield opened


def through(proxy: ChokeProxy, seaweed: SeaweedS3, prefix: str, concurrency: int) -> S3Store:
    # One attempt: a dropped part fails at once instead of being sent again.
    return seaweed.store(
        prefix, endpoint_url=proxy.endpoint, upload_concurrency=concurrency, max_attempts=1
    )


class Source:
    """The upload's bytes in chunks, counting how many the store has taken."""

    def __init__(self, size: int, chunk: int = CHUNK) -> None:
        self.data = os.urandom(size)
        self.chunk = chunk
        self.taken = 0

    async def chunks(self) -> AsyncIterator[bytes]:
        for start in range(0, len(self.data), self.chunk):
            block = self.data[start : start + self.chunk]
            self.taken += len(block)
            yield block


async def save(store: S3Store, source: Source) -> StoredAttachment:
    return await store.save(
        "t", name="big.bin", mime_type="a/b", chunks=source.chunks(), max_bytes=10**9
    )


async def assert_round_trip(store: S3Store, source: Source, record: StoredAttachment) -> None:
    assert record.size == len(source.data)
    assert record.sha256 == hashlib.sha256(source.data).hexdigest()
    read = b"".join([chunk async for chunk in store.read("t", record.id)])
    assert read == source.data


async def leftovers(seaweed: SeaweedS3, prefix: str) -> list[str]:
    keys, uploads = await seaweed.contents(prefix + "/")
    # A live store's lease is not a leftover.
    return sorted([k for k in keys if "/.leases/" not in k] + [f"upload:{k}" for k in uploads])


async def until(condition: Callable[[], Awaitable[bool]], what: str) -> None:
    """Poll `condition` (the proxy and the server say nothing when a part arrives)."""
    for _ in range(400):
        if await condition():
            return
        await anyio.sleep(0.05)
    raise AssertionError(f"never: {what}")


def held(proxy: ChokeProxy, count: int) -> Callable[[], Awaitable[bool]]:
    async def holds() -> bool:
        return proxy.held == count

    return holds


@pytest.mark.parametrize("concurrency", [1, 3])
async def test_a_multipart_upload_round_trips_byte_exact(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str, concurrency: int
) -> None:
    # Chunks that do not divide the part size: parts a little over it, and a short last one.
    source = Source(4 * PART + 123_457, chunk=700 * 1024)
    store = through(proxy, seaweed, prefix, concurrency)
    try:
        record = await save(store, source)
        await assert_round_trip(store, source, record)
        async with seaweed.client() as client:
            head = await client.head_object(
                Bucket=seaweed.bucket, Key=f"{prefix}/t/objects/{record.id}"
            )
        assert head["ETag"].strip('"').endswith("-4")  # 4 parts of 8 chunks, the last short
    finally:
        await store.close()
    stored = f"{prefix}/t/objects/{record.id}"
    assert await leftovers(seaweed, prefix) == [stored, stored + ".json"]


async def test_parts_that_finish_out_of_order_are_completed_in_order(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str
) -> None:
    source = Source(4 * PART - MIB)
    store = through(proxy, seaweed, prefix, 4)
    proxy.hold(part(1))
    saved: list[StoredAttachment] = []

    async def parts_uploaded(expected: list[int]) -> bool:
        async with seaweed.client() as client:
            listed = await client.list_multipart_uploads(Bucket=seaweed.bucket, Prefix=prefix)
            numbers: list[int] = []
            for upload in listed.get("Uploads", []):
                found = await client.list_parts(
                    Bucket=seaweed.bucket, Key=upload["Key"], UploadId=upload["UploadId"]
                )
                numbers += [p["PartNumber"] for p in found.get("Parts", [])]
        return sorted(numbers) == expected

    try:
        async with anyio.create_task_group() as group:

            async def run() -> None:
                saved.append(await save(store, source))

            group.start_soon(run)
            # Part 1 is held while parts 2, 3 and 4 land: it finishes last.
            await until(
                lambda: parts_uploaded([2, 3, 4]), "parts 2, 3 and 4 uploaded without part 1"
            )
            assert proxy.held == 1
            proxy.let_go()
        await assert_round_trip(store, source, saved[0])
    finally:
        await store.close()


@pytest.mark.parametrize("concurrency", [1, 3])
async def test_the_reader_waits_while_the_limit_of_parts_is_in_flight(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str, concurrency: int
) -> None:
    """Memory holds the parts in flight and the one being filled, never the body: with every
    part held by the proxy, the store sends exactly `concurrency` parts and reads one more."""
    source = Source((concurrency + 4) * PART)
    store = through(proxy, seaweed, prefix, concurrency)
    proxy.hold(ANY_PART)
    saved: list[StoredAttachment] = []
    try:
        async with anyio.create_task_group() as group:

            async def run() -> None:
                saved.append(await save(store, source))

            group.start_soon(run)
            await until(held(proxy, concurrency), f"{concurrency} parts in flight")
            await anyio.sleep(1)  # time to read on, were the reader not held back
            assert proxy.held == concurrency
            assert source.taken == (concurrency + 1) * PART
            proxy.let_go()
        await assert_round_trip(store, source, saved[0])
    finally:
        await store.close()


async def test_one_part_failing_cancels_the_others_and_leaves_nothing(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str
) -> None:
    """Part 3 is dropped while parts 1 and 2 are held in flight: the save fails at once
    (it neither waits for the held parts nor completes), the upload is aborted."""
    source = Source(6 * PART)
    store = through(proxy, seaweed, prefix, 4)
    proxy.drop(part(3))
    proxy.hold(ANY_PART)
    try:
        started = time.monotonic()
        with pytest.raises(StoreUnavailable, match=r"connection lost|unreachable"):
            await save(store, source)
        # Well within the operation timeout (15 s) a held part would run into.
        assert time.monotonic() - started < 8
        assert proxy.dropped >= 1  # (the client may send it again on a fresh connection)
        # Parts 1 and 2 (and 4, if the reader had got to it) were in flight when it failed.
        assert proxy.held >= 2
    finally:
        await store.close()
    proxy.let_go()
    assert await leftovers(seaweed, prefix) == []


async def test_a_server_that_stops_mid_upload_costs_one_timeout_and_is_cleaned_up_after(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str
) -> None:
    """Parts, the abort and the marker's delete all go unanswered, as from a stopped server:
    the save fails after one `timeout_s`, not one per clean-up step; the clean-up then runs
    after the caller has its answer and, the server answering again, leaves nothing."""
    timeout_s = 1.5
    source = Source(3 * PART)
    store = seaweed.store(prefix, endpoint_url=proxy.endpoint, max_attempts=1, timeout_s=timeout_s)
    proxy.hold(ANY_PART + rb"|(?:^|\n)DELETE ")
    try:
        started = time.monotonic()
        with pytest.raises(StoreUnavailable, match="timed out"):
            await save(store, source)
        assert time.monotonic() - started < 2 * timeout_s
        proxy.let_go()
        await store.settled()
    finally:
        await store.close()
    assert await leftovers(seaweed, prefix) == []


def budgeted(proxy: ChokeProxy, seaweed: SeaweedS3, prefix: str, parts: int) -> S3Store:
    """A store whose uploads together may hold `parts` part buffers, each upload 4 in flight."""
    return seaweed.store(
        prefix,
        endpoint_url=proxy.endpoint,
        upload_concurrency=4,
        upload_buffer_bytes=parts * PART,
        max_attempts=1,
    )


async def test_uploads_together_hold_no_more_part_buffers_than_the_budget(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str
) -> None:
    """Without the budget, each upload held up to 5 parts: three at once held 15, and a dozen
    large ones passed the container's memory limit. With every part held in flight by the
    proxy, three uploads of 6 parts read no more than the 3 parts the budget allows between
    them; let go, all of them finish and give every buffer back."""
    sources = [Source(6 * PART) for _ in range(3)]
    store = budgeted(proxy, seaweed, prefix, 3)
    proxy.hold(ANY_PART)
    saved: list[StoredAttachment] = []
    try:
        async with anyio.create_task_group() as group:
            for source in sources:

                async def run(source: Source = source) -> None:
                    saved.append(await save(store, source))

                group.start_soon(run)

            async def full() -> bool:
                return store.upload_buffers_held == 3

            await until(full, "the budget's 3 buffers taken")
            await anyio.sleep(1)  # time to read on, were the uploads not held back
            assert store.upload_buffers_held == 3
            # The budget's 3 parts, and each upload's first megabyte, which takes no buffer.
            unbudgeted = 3 * (_UNBUDGETED_BYTES + CHUNK)
            assert sum(source.taken for source in sources) <= 3 * (PART + CHUNK) + unbudgeted
            assert proxy.held <= 3
            proxy.let_go()
        assert len(saved) == 3
        for source in sources:
            record = next(r for r in saved if r.sha256 == hashlib.sha256(source.data).hexdigest())
            await assert_round_trip(store, source, record)
        assert store.upload_buffers_held == 0
    finally:
        await store.close()


async def test_a_failed_upload_gives_its_buffers_back(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str
) -> None:
    """Parts 1 and 2 held in flight, part 3 dropped, the reader waiting for a fourth buffer
    when the upload fails: the budget is whole again, and the next upload goes through."""
    store = budgeted(proxy, seaweed, prefix, 3)
    proxy.drop(part(3))
    proxy.hold(rb"[?&]partNumber=[12][& ]")
    try:
        with pytest.raises(StoreUnavailable):
            await save(store, Source(6 * PART))
        assert store.upload_buffers_held == 0
        proxy.let_go()
        proxy.drop(rb"\A(?!)")  # nothing dropped any more
        source = Source(3 * PART)
        await assert_round_trip(store, source, await save(store, source))
        assert store.upload_buffers_held == 0
    finally:
        await store.close()


async def test_a_small_upload_neither_waits_for_nor_holds_a_buffer(
    seaweed: SeaweedS3, proxy: ChokeProxy, prefix: str
) -> None:
    """A review: every save took a whole part's buffer before it read a byte, so one client
    trickling a small file held up every other upload of the store. Below a megabyte, a part
    takes none: with a budget of one part, a stalled small save and a large one holding the
    budget do not hold up another small save."""
    store = budgeted(proxy, seaweed, prefix, 1)
    stalled = anyio.Event()
    go_on = anyio.Event()

    async def trickle() -> AsyncIterator[bytes]:
        yield b"x"
        stalled.set()
        await go_on.wait()
        yield b"y"

    proxy.hold(ANY_PART)
    saved: list[StoredAttachment] = []
    try:
        async with anyio.create_task_group() as group:

            async def slow() -> None:
                saved.append(
                    await store.save(
                        "t", name="s.txt", mime_type="a/b", chunks=trickle(), max_bytes=100
                    )
                )

            async def large() -> None:
                saved.append(await save(store, Source(3 * PART)))

            group.start_soon(slow)
            group.start_soon(large)
            await stalled.wait()

            async def budget_taken() -> bool:
                return store.upload_buffers_held == 1

            await until(budget_taken, "the large upload holding the budget")
            with anyio.fail_after(10):
                small = Source(5)
                await assert_round_trip(store, small, await save(store, small))
            go_on.set()
            proxy.let_go()
        assert len(saved) == 2
        assert store.upload_buffers_held == 0
    finally:
        await store.close()
