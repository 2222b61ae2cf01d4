"""The start-up sweep: a store that is down or slow never keeps the service from starting."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import anyio
import pytest

from app.errors import StoreUnavailable
from app.services.health import HealthService
from app.store.local import LocalStore
from app.store.spool import NEW_PREFIX, UNBORN_GRACE_S
from app.store.workspace import PARTIAL_DIR, Workspaces

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class DownStore(LocalStore):
    """A store whose backend cannot be reached."""

    async def sweep(self, *, older_than_s: float) -> int:
        raise StoreUnavailable("The S3 attachment store is unavailable: timed out.")


class SlowStore(LocalStore):
    """A store whose sweep takes until `release` is set (a large bucket to list)."""

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.release = anyio.Event()
        self.finished = anyio.Event()

    async def sweep(self, *, older_than_s: float) -> int:
        await self.release.wait()
        self.finished.set()
        return 0


def crashed_download(root: Path) -> Path:
    leftover = root / PARTIAL_DIR / ".attachguard-crashed"
    leftover.parent.mkdir(parents=True)
    leftover.write_bytes(b"partial")
    past = time.time() - 7200
    os.utime(leftover, (past, past))
    return leftover


async def test_a_store_that_is_down_is_skipped_and_the_workspaces_are_still_swept(
    tmp_path: Path,
) -> None:
    leftover = crashed_download(tmp_path / "workspaces")
    health = HealthService(DownStore(tmp_path / "store"), Workspaces(tmp_path / "workspaces"), {})
    assert await health.sweep(older_than_s=3600) == 1
    assert not leftover.exists()


async def test_start_up_waits_for_a_slow_sweep_only_so_long_and_it_goes_on(
    tmp_path: Path,
) -> None:
    store = SlowStore(tmp_path / "store")
    health = HealthService(store, Workspaces(tmp_path / "workspaces"), {})
    async with anyio.create_task_group() as group:
        with anyio.fail_after(5):
            await health.start_sweep(group, older_than_s=3600, wait_s=0.05)
        assert not store.finished.is_set()
        store.release.set()
        with anyio.fail_after(5):
            await store.finished.wait()


async def test_a_temporary_file_a_crash_left_just_before_the_restart_is_swept_after_the_grace(
    tmp_path: Path,
) -> None:
    """A `kill -9` between a temporary file's creation and its lock leaves it unlocked under
    the unborn prefix; a restart within the grace spares it at first, then sweeps it."""
    temps = tmp_path / "store" / "default" / "tmp"
    temps.mkdir(parents=True)
    unborn = temps / f"{NEW_PREFIX}0123456789abcdef"
    unborn.write_bytes(b"")
    health = HealthService(LocalStore(tmp_path / "store"), Workspaces(tmp_path / "ws"), {})
    with anyio.fail_after(UNBORN_GRACE_S + 10):
        async with anyio.create_task_group() as group:
            await health.start_sweep(group, older_than_s=3600, wait_s=5)
            assert unborn.exists()  # younger than the grace: maybe another process's now
    # The start-up sweeps are done (no periodic one): the second took it.
    assert not unborn.exists()


async def test_what_the_sweep_cannot_remove_is_left_and_the_rest_is_swept(tmp_path: Path) -> None:
    # A directory where a crashed download's file would be (made by hand, or another tool)
    # raised out of the sweep: at start-up the service did not start; later it stopped.
    workspaces = tmp_path / "workspaces"
    leftover = crashed_download(workspaces)
    stray = workspaces / PARTIAL_DIR / ".attachguard-a-directory"
    stray.mkdir()
    (tmp_path / "store").mkdir()
    health = HealthService(LocalStore(tmp_path / "store"), Workspaces(workspaces), {})
    assert await health.sweep(older_than_s=3600) == 1
    assert not leftover.exists()
    assert stray.is_dir()


class RefusingStore(LocalStore):
    """A store whose sweep the system refuses (no descriptor left)."""

    async def sweep(self, *, older_than_s: float) -> int:
        raise OSError(errno.EMFILE, "Too many open files")


class RefusingWorkspaces(Workspaces):
    async def sweep(self) -> int:
        raise OSError(errno.EIO, "Input/output error")


async def test_a_sweep_the_system_refuses_is_skipped_not_fatal(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    # An outside probe: out of descriptors, the store sweep raised and the process stopped.
    leftover = crashed_download(tmp_path / "workspaces")
    health = HealthService(
        RefusingStore(tmp_path / "store"), Workspaces(tmp_path / "workspaces"), {}
    )
    assert await health.sweep(older_than_s=3600) == 1
    assert not leftover.exists()
    health = HealthService(LocalStore(tmp_path / "store"), RefusingWorkspaces(tmp_path / "ws"), {})
    assert await health.sweep(older_than_s=3600) == 0
    skipped = [r for r in caplog.records if r.getMessage() == "sweep skipped"]
    assert [(r.part, r.cause) for r in skipped] == [("store", "EMFILE"), ("workspaces", "EIO")]  # type: ignore[attr-defined]
