"""What only the local-disk store has: its layout on disk, its root's permissions, its temp
files, and the start-up sweep of them.

Every behaviour of the store contract is in `test_store.py`, run on both backends.
"""

from __future__ import annotations

import os
import time
from collections.abc import AsyncIterator
from pathlib import Path

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


async def test_sweep_knows_each_leftover_by_its_place_and_age(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    record = await store.save("t", name="x", mime_type="a/b", chunks=chunks_of(b"1"), max_bytes=9)
    await store.link("t", "job", record.id)
    await store.put_segment("t", "audit", "seg", b"r")
    tenant = tmp_path / "t"
    crashed = [
        tenant / "tmp" / ".up-upload",
        tenant / "streams" / "audit" / ".tmp-record",
        tenant / "objects" / "0f" / "0f0f0f0f-0000-4000-8000-000000000000",
        tenant / "objects" / record.id[:2] / ".tmp-metadata",
        tenant / "jobs" / "job" / ".tmp-link",
    ]
    young = tenant / "tmp" / ".up-still-writing"
    for path in [*crashed, young]:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"x")
    (tenant / "tmp" / "subdir").mkdir()
    past = time.time() - 7200
    for path in tmp_path.rglob("*"):
        if path != young:
            os.utime(path, (past, past))
    assert await store.sweep(older_than_s=3600) == len(crashed)
    assert not any(path.exists() for path in crashed)
    assert young.exists()
    assert (await store.read_head("t", record.id, limit=9))[1] == b"1"
    assert await store.is_linked("t", "job", record.id)
    assert await store.segment_names("t", "audit") == ["seg"]
    assert await LocalStore(tmp_path / "missing").sweep(older_than_s=0) == 0


async def test_segments_skip_temporary_files_and_nested_streams(tmp_path: Path) -> None:
    store = LocalStore(tmp_path)
    await store.put_segment("t", "s", "one", b"one")
    (tmp_path / "t" / "streams" / "s" / ".tmp-x").write_bytes(b"partial")
    (tmp_path / "t" / "streams" / "s" / "nested").mkdir()
    assert await store.segment_names("t", "s") == ["one"]


def test_the_service_sweeps_the_store_at_start_up(tmp_path: Path) -> None:
    tmp = tmp_path / "store" / "default" / "tmp"
    tmp.mkdir(parents=True)
    crashed, current = tmp / ".up-crashed", tmp / ".up-current"
    crashed.write_bytes(b"partial")
    current.write_bytes(b"in progress")
    past = time.time() - 2 * 24 * 3600
    os.utime(crashed, (past, past))
    with TestClient(create_app(make_settings(tmp_path))) as client:
        deadline = time.monotonic() + 10
        while crashed.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert client.get("/readyz").status_code == 200
    assert not crashed.exists()
    assert current.exists()
