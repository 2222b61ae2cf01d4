"""What only the S3 store has: signatures, failures said apart, its key layout, its settings."""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any

import aiohttp
import pytest

from app.errors import AttachmentNotFound, StoreUnavailable
from app.settings import Settings, SettingsError, StoreKind, load_settings
from app.store.factory import build_store
from app.store.s3 import S3Store
from testing.fakes import FakeServer, Reply, serve
from testing.seaweed import SeaweedS3
from tests.conftest import free_port

pytestmark = pytest.mark.anyio

UNKNOWN = "00000000-0000-4000-8000-000000000000"
UNAVAILABLE = "The S3 attachment store is unavailable: "


async def one(data: bytes) -> AsyncIterator[bytes]:
    yield data


async def collect(stream: AsyncIterator[bytes]) -> bytes:
    return b"".join([chunk async for chunk in stream])


Operation = Callable[[S3Store], Awaitable[object]]

OPERATIONS: dict[str, Operation] = {
    "save": lambda s: s.save("t", name="x", mime_type="a/b", chunks=one(b"x"), max_bytes=9),
    "describe": lambda s: s.describe("t", UNKNOWN),
    "read": lambda s: collect(s.read("t", UNKNOWN)),
    "read_head": lambda s: s.read_head("t", UNKNOWN, limit=9),
    "delete": lambda s: s.delete("t", UNKNOWN),
    "is_linked": lambda s: s.is_linked("t", "job", UNKNOWN),
    "linked": lambda s: s.linked("t", "job"),
    "put_segment": lambda s: s.put_segment("t", "audit", "seg", b"x"),
    "segment_names": lambda s: s.segment_names("t", "audit"),
    "read_segments": lambda s: s.read_segments("t", "audit", ["seg"]),
    "delete_segments": lambda s: s.delete_segments("t", "audit", ["seg"]),
    "stream_names": lambda s: s.stream_names("decisions"),
    "sweep": lambda s: s.sweep(older_than_s=0),
    "check": lambda s: s.check(),
}


@pytest.fixture
def prefix() -> str:
    return f"s3-{uuid.uuid4().hex[:12]}"


@pytest.fixture
async def store(seaweed: SeaweedS3, prefix: str) -> AsyncIterator[S3Store]:
    """A store on a fresh prefix of the session's server, closed after the test."""
    opened = seaweed.store(prefix)
    try:
        yield opened
    finally:
        await opened.close()


@pytest.mark.parametrize("operation", OPERATIONS, ids=list(OPERATIONS))
async def test_a_wrong_secret_is_refused_by_the_server(
    seaweed: SeaweedS3, prefix: str, operation: str
) -> None:
    store = seaweed.store(prefix, secret_access_key="not-the-secret")
    try:
        with pytest.raises(StoreUnavailable) as caught:
            await OPERATIONS[operation](store)
    finally:
        await store.close()
    assert "credentials rejected" in caught.value.detail
    assert "not-the-secret" not in caught.value.detail


@pytest.mark.parametrize("operation", OPERATIONS, ids=list(OPERATIONS))
async def test_an_unreachable_endpoint_is_unavailable(operation: str) -> None:
    from app.store.s3 import S3Config

    config = S3Config(
        bucket="b",
        access_key_id="k",
        secret_access_key="s",
        endpoint_url=f"http://127.0.0.1:{free_port()}",
        path_style=True,
        max_attempts=1,
        connect_timeout_s=1,
    )
    store = S3Store(config)
    try:
        with pytest.raises(StoreUnavailable) as caught:
            await OPERATIONS[operation](store)
    finally:
        await store.close()
    assert "unreachable" in caught.value.detail


async def test_check_says_which_of_the_three_is_wrong(seaweed: SeaweedS3, prefix: str) -> None:
    details = {}
    for name, overrides in {
        "ok": {},
        "secret": {"secret_access_key": "wrong"},
        "bucket": {"bucket": "no-such-bucket"},
        "endpoint": {"endpoint_url": f"http://127.0.0.1:{free_port()}"},
    }.items():
        store = seaweed.store(prefix, **overrides)
        try:
            await store.check()
            details[name] = "ready"
        except StoreUnavailable as exc:
            details[name] = exc.detail.removeprefix(UNAVAILABLE)
        finally:
            await store.close()
    assert details == {
        "ok": "ready",
        "secret": "credentials rejected (SignatureDoesNotMatch).",
        "bucket": "bucket 'no-such-bucket' does not exist.",
        "endpoint": "unreachable (cannot connect to the endpoint).",
    }


async def test_a_missing_bucket_is_unavailable_not_an_unknown_id(
    seaweed: SeaweedS3, prefix: str
) -> None:
    store = seaweed.store(prefix, bucket="no-such-bucket")
    try:
        with pytest.raises(StoreUnavailable, match="does not exist"):
            await store.describe("t", UNKNOWN)
    finally:
        await store.close()


async def test_content_without_metadata_is_invisible(
    seaweed: SeaweedS3, prefix: str, store: S3Store
) -> None:
    async with seaweed.client() as client:
        await client.put_object(
            Bucket=seaweed.bucket, Key=f"{prefix}/t/objects/{UNKNOWN}", Body=b"orphan"
        )
    with pytest.raises(AttachmentNotFound):
        await store.describe("t", UNKNOWN)
    with pytest.raises(AttachmentNotFound):
        await store.link("t", "job", UNKNOWN)


async def test_the_key_layout(seaweed: SeaweedS3, prefix: str, store: S3Store) -> None:
    record = await store.save("t", name="n", mime_type="a/b", chunks=one(b"1"), max_bytes=9)
    await store.link("t", "job", record.id)
    key = "00000000000000000001-aa_00000000000000000002-bb_file"
    assert await store.put_segment("t", "decisions/job", key, b"r")
    keys, uploads = await seaweed.contents(prefix + "/")
    links = [k for k in keys if "/links/" in k]
    assert len(links) == 1
    stamp, _, linked_id = links[0].rsplit("/", 1)[1].partition("-")
    assert (len(stamp), linked_id) == (20, record.id)
    assert sorted(keys) == sorted(
        [
            f"{prefix}/t/objects/{record.id}",
            f"{prefix}/t/objects/{record.id}.json",
            f"{prefix}/t/jobs/job/ids/{record.id}",
            links[0],
            f"{prefix}/t/streams/decisions/job/{key}",
            # The process's lease, while it lives (its pending saves are gone once done).
            f"{prefix}/.leases/{store.owner}",
        ]
    )
    assert uploads == []


async def test_a_link_interrupted_after_its_marker_is_completed_by_the_next(
    seaweed: SeaweedS3, prefix: str, store: S3Store
) -> None:
    record = await store.save("t", name="n", mime_type="a/b", chunks=one(b"1"), max_bytes=9)
    # A crash between the marker and the entry: the marker names an entry never written.
    async with seaweed.client() as client:
        await client.put_object(
            Bucket=seaweed.bucket,
            Key=f"{prefix}/t/jobs/job/ids/{record.id}",
            Body=f"{1:020d}-{record.id}".encode(),
        )
    assert await store.is_linked("t", "job", record.id)
    assert await store.linked("t", "job") == []
    await store.link("t", "job", record.id)
    assert [r.id for r in await store.linked("t", "job")] == [record.id]
    keys, _ = await seaweed.contents(f"{prefix}/t/jobs/job/links/")
    assert keys == [f"{prefix}/t/jobs/job/links/{1:020d}-{record.id}"]


async def test_a_second_entry_of_one_id_is_listed_once(
    seaweed: SeaweedS3, prefix: str, store: S3Store
) -> None:
    # What a server that ignores If-None-Match could leave after two racing links.
    first = await store.save("t", name="1", mime_type="a/b", chunks=one(b"1"), max_bytes=9)
    second = await store.save("t", name="2", mime_type="a/b", chunks=one(b"2"), max_bytes=9)
    await store.link("t", "job", first.id)
    await store.link("t", "job", second.id)
    async with seaweed.client() as client:
        await client.put_object(
            Bucket=seaweed.bucket,
            Key=f"{prefix}/t/jobs/job/links/{9 * 10**19}-{first.id}",
            Body=b"",
        )
    assert [r.id for r in await store.linked("t", "job")] == [first.id, second.id]


async def test_the_client_is_reopened_after_close(store: S3Store) -> None:
    await store.check()
    await store.close()
    await store.close()
    await store.check()


def xml_error(status: int, code: str, delay_s: float = 0.0) -> Callable[[dict[str, Any]], Reply]:
    body = f"<Error><Code>{code}</Code><Message>m</Message></Error>".encode()
    return lambda _: Reply(status=status, raw=body, delay_s=delay_s)


@pytest.fixture
def fake_s3() -> Iterator[FakeServer]:
    with serve(FakeServer()) as fake:
        yield fake


@pytest.mark.parametrize(
    ("status", "code", "expected"),
    [
        (500, "InternalError", "HTTP 500 InternalError."),
        (503, "SlowDown", "HTTP 503 SlowDown."),
        (403, "AccessDenied", "access denied (AccessDenied)."),
        (403, "InvalidAccessKeyId", "credentials rejected (InvalidAccessKeyId)."),
    ],
)
async def test_server_errors_are_said_apart(
    fake_s3: FakeServer, status: int, code: str, expected: str
) -> None:
    fake_s3.handler = xml_error(status, code)
    store = S3Store(_fake_config(fake_s3))
    try:
        with pytest.raises(StoreUnavailable) as caught:
            await store.check()
        assert caught.value.detail == UNAVAILABLE + expected
        with pytest.raises(StoreUnavailable):
            await store.describe("t", UNKNOWN)
    finally:
        await store.close()


async def test_a_slow_server_times_out(fake_s3: FakeServer) -> None:
    fake_s3.handler = xml_error(200, "never", delay_s=3)
    store = S3Store(_fake_config(fake_s3, read_timeout_s=0.3))
    try:
        with pytest.raises(StoreUnavailable, match="timed out"):
            await store.check()
    finally:
        await store.close()


def _fake_config(fake: FakeServer, **overrides: Any) -> Any:
    from app.store.s3 import S3Config

    values: dict[str, Any] = {
        "bucket": "bucket",
        "access_key_id": "k",
        "secret_access_key": "s",
        "endpoint_url": fake.base_url,
        "path_style": True,
        "max_attempts": 1,
    }
    values.update(overrides)
    return S3Config(**values)


def test_the_s3_store_needs_a_bucket_and_credentials(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ATTACHGUARD_STORE", "s3")
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert "ATTACHGUARD_S3_BUCKET" in str(caught.value)
    # A key without its secret (or the reverse) is a mistake; neither is the default chain.
    monkeypatch.setenv("ATTACHGUARD_S3_BUCKET", "bkt")
    monkeypatch.setenv("ATTACHGUARD_S3_ACCESS_KEY_ID", "AKID")
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert "or neither" in str(caught.value)
    monkeypatch.delenv("ATTACHGUARD_S3_ACCESS_KEY_ID")
    assert load_settings().s3_access_key_id is None


def test_the_settings_build_an_s3_store_and_keep_the_secret_out_of_sight(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for key, value in {
        "ATTACHGUARD_STORE": "s3",
        "ATTACHGUARD_S3_BUCKET": "bucket",
        "ATTACHGUARD_S3_ACCESS_KEY_ID": "AKID",
        "ATTACHGUARD_S3_SECRET_ACCESS_KEY": "very-secret-value",
        "ATTACHGUARD_S3_PREFIX": "env/prod",
        "ATTACHGUARD_S3_UPLOAD_CONCURRENCY": "7",
    }.items():
        monkeypatch.setenv(key, value)
    settings = load_settings()
    assert settings.store is StoreKind.S3
    assert "very-secret-value" not in repr(settings)
    store = build_store(settings)
    assert isinstance(store, S3Store)
    assert "very-secret-value" not in repr(store.__dict__)
    assert store._config.upload_concurrency == 7


@pytest.mark.parametrize("prefix", ["/lead", "trail/", "a//b", "sp ace"])
def test_a_prefix_is_safe_components(prefix: str) -> None:
    with pytest.raises(ValueError, match="s3_prefix"):
        Settings(s3_prefix=prefix)


@pytest.mark.parametrize("size", [1024, 6 * 1024**3])
def test_the_part_size_stays_within_what_s3_allows(size: int) -> None:
    with pytest.raises(ValueError, match="s3_part_size"):
        Settings(s3_part_size=size)


@pytest.mark.parametrize("concurrency", [0, 65])
def test_the_upload_concurrency_is_bounded(concurrency: int) -> None:
    with pytest.raises(ValueError, match="s3_upload_concurrency"):
        Settings(s3_upload_concurrency=concurrency)
    assert Settings().s3_upload_concurrency == 4


@pytest.mark.parametrize("url", ["minio:9000", "ftp://host", "http://", "http://a b"])
def test_the_endpoint_is_an_http_url(url: str) -> None:
    with pytest.raises(ValueError, match="s3_endpoint_url"):
        Settings(s3_endpoint_url=url)
    Settings(s3_endpoint_url="https://s3.eu-west-1.amazonaws.com")
    Settings(s3_endpoint_url="http://127.0.0.1:9000/")


@pytest.mark.parametrize(
    ("lost", "size"),
    [("put_object", 5), ("complete_multipart_upload", 12 * 1024 * 1024)],
    ids=["metadata", "multipart completion"],
)
async def test_a_write_whose_answer_is_lost_leaves_nothing_behind(
    seaweed: SeaweedS3, prefix: str, store: S3Store, lost: str, size: int
) -> None:
    # S3 stored the object, then its answer never came: the failed save must not leave a
    # content object or metadata behind (metadata pointing at nothing, a blob nobody owns).
    client = await store._s3()
    original = getattr(client, lost)

    async def lands_then_fails(**kwargs: Any) -> Any:
        answer = await original(**kwargs)
        if lost != "put_object" or kwargs["Key"].endswith(".json"):
            raise aiohttp.ClientConnectionError("the answer was lost")
        return answer

    setattr(client, lost, lands_then_fails)
    try:
        with pytest.raises(StoreUnavailable):
            await store.save(
                "t", name="r.md", mime_type="text/markdown", chunks=one(b"x" * size), max_bytes=size
            )
    finally:
        setattr(client, lost, original)
    keys, uploads = await seaweed.contents(prefix + "/t/")
    assert [k for k in keys if "/objects/" in k] == []
    assert uploads == []
