"""Store fixtures: one real S3 server per session, and one `store` fixture for both backends."""

from __future__ import annotations

import os
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import anyio
import pytest

from app.store.local import LocalStore
from app.store.protocol import AttachmentStore
from testing.seaweed import SeaweedS3


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="session")
def seaweed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SeaweedS3]:
    """A SeaweedFS S3 server on loopback for the whole session, stopped at its end."""
    server = SeaweedS3(tmp_path_factory.mktemp("seaweed"))
    server.start()
    try:
        yield server
    finally:
        server.stop(kill=True)


# The id of content whose metadata never came, planted as a crash would leave it.
ORPHAN = "0f0f0f0f-0000-4000-8000-000000000000"


@dataclass
class StoreCase:
    """A fresh, empty store of one backend, and how to look behind its back."""

    store: AttachmentStore
    kind: str
    # Every object, temporary file or unfinished upload the store holds, by name.
    leftovers: Callable[[], Awaitable[list[str]]]
    # What a crash leaves behind, for the sweep to find: a partial upload, and a save that
    # died between its content and its metadata (its pending marker held by nobody).
    plant_leftovers: Callable[[], Awaitable[None]]


def _local_case(root: Path) -> StoreCase:
    async def leftovers() -> list[str]:
        return sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())

    async def plant_leftovers() -> None:
        partial = root / "t" / "tmp" / ".up-crashed"
        orphan = root / "t" / "objects" / ORPHAN[:2] / ORPHAN
        marker = root / "t" / "pending" / ORPHAN
        past = time.time() - 5
        for path in (partial, orphan, marker):
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(b"partial" if path is not marker else b"")
            os.utime(path, (past, past))

    return StoreCase(LocalStore(root), "local", leftovers, plant_leftovers)


def _s3_case(server: SeaweedS3) -> StoreCase:
    prefix = f"test-{uuid.uuid4().hex[:12]}"

    async def leftovers() -> list[str]:
        keys, uploads = await server.contents(prefix + "/")
        # A live store's lease says it lives: not a leftover.
        kept = [key for key in keys if "/.leases/" not in key]
        return sorted(kept + [f"upload:{key}" for key in uploads])

    async def plant_leftovers() -> None:
        async with server.client() as client:
            # An upload of an earlier version (no marker names it): removed by its age.
            await client.create_multipart_upload(Bucket=server.bucket, Key=f"{prefix}/t/objects/x")
            # A save whose process died (no lease): removed at once, with its upload.
            orphan = f"{prefix}/t/objects/{ORPHAN}"
            await client.put_object(Bucket=server.bucket, Key=orphan, Body=b"partial")
            await client.create_multipart_upload(Bucket=server.bucket, Key=orphan)
            await client.put_object(
                Bucket=server.bucket, Key=f"{prefix}/.pending/dead/t/{ORPHAN}", Body=b""
            )
        # S3 times are whole seconds: the sweep's cutoff of "now" must be past them.
        await anyio.sleep(1.1)

    return StoreCase(server.store(prefix), "s3", leftovers, plant_leftovers)


@pytest.fixture(params=["local", "s3"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> StoreCase:
    """Each store test runs once on the local store and once on a fresh S3 prefix.

    Synchronous, so the session's S3 server is started (when first needed) outside any loop.
    """
    if request.param == "local":
        return _local_case(tmp_path / "store")
    return _s3_case(request.getfixturevalue("seaweed"))


@pytest.fixture
async def case(backend: StoreCase) -> AsyncIterator[StoreCase]:
    """The backend's store, closed after the test."""
    try:
        yield backend
    finally:
        await backend.store.close()
