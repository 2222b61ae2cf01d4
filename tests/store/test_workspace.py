"""Workspaces on disk, on their own: atomic writes, hash checks, containment, no symlinks."""

from __future__ import annotations

import hashlib
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.errors import InvalidKey, NotARegularFile, PathOutsideWorkspace, WorkspaceFileNotFound
from app.store.workspace import IntegrityError, Workspace, Workspaces

pytestmark = pytest.mark.anyio


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def chunks_of(*parts: bytes) -> AsyncIterator[bytes]:
    for part in parts:
        yield part


async def breaking(after: bytes) -> AsyncIterator[bytes]:
    yield after
    raise ConnectionResetError("the store went away")


@pytest.fixture
def workspace(tmp_path: Path) -> Workspace:
    return Workspaces(tmp_path / "ws").get("tenant-a", "run-1")


def listing(workspace: Workspace) -> list[str]:
    return sorted(os.listdir(workspace.directory)) if workspace.directory.exists() else []


async def test_write_is_whole_and_hashed(workspace: Workspace) -> None:
    data = b"hello " * 1000
    size = await workspace.write(
        "f.txt", chunks_of(data[:10], data[10:]), max_bytes=10_000, sha256=_sha(data)
    )
    assert size == len(data)
    assert (workspace.directory / "f.txt").read_bytes() == data
    assert listing(workspace) == ["f.txt"]


async def test_a_failed_source_leaves_nothing(workspace: Workspace) -> None:
    with pytest.raises(ConnectionResetError):
        await workspace.write("f.txt", breaking(b"partial"), max_bytes=100)
    assert listing(workspace) == []


async def test_a_hash_mismatch_leaves_nothing_and_keeps_the_old_file(workspace: Workspace) -> None:
    await workspace.write("f.txt", chunks_of(b"old"), max_bytes=100)
    with pytest.raises(IntegrityError):
        await workspace.write("f.txt", chunks_of(b"new"), max_bytes=100, sha256=_sha(b"other"))
    assert listing(workspace) == ["f.txt"]
    assert (workspace.directory / "f.txt").read_bytes() == b"old"


async def test_is_complete_needs_size_and_hash(workspace: Workspace) -> None:
    await workspace.write("f.txt", chunks_of(b"abc"), max_bytes=100)
    assert await workspace.is_complete("f.txt", size=3, sha256=_sha(b"abc"))
    assert not await workspace.is_complete("f.txt", size=3, sha256=_sha(b"abd"))
    assert not await workspace.is_complete("f.txt", size=4, sha256=None)
    assert not await workspace.is_complete("missing.txt", size=3, sha256=None)


async def test_a_planted_symlink_is_replaced_not_followed(
    workspace: Workspace, tmp_path: Path
) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"keep me")
    workspace.directory.mkdir(parents=True)
    (workspace.directory / "f.txt").symlink_to(outside)
    assert not await workspace.is_complete("f.txt", size=7, sha256=None)
    await workspace.write("f.txt", chunks_of(b"new"), max_bytes=100)
    assert outside.read_bytes() == b"keep me"
    assert not (workspace.directory / "f.txt").is_symlink()
    (workspace.directory / "g.txt").symlink_to(outside)
    with pytest.raises(WorkspaceFileNotFound):
        await workspace.open_file("g.txt")


@pytest.mark.parametrize("name", ["", ".", "..", "a/b", "a\\b", "a\x00b"])
async def test_names_are_single_components(workspace: Workspace, name: str) -> None:
    with pytest.raises(WorkspaceFileNotFound):
        await workspace.write(name, chunks_of(b"x"), max_bytes=10)


async def test_reading_relative_paths_stays_inside(workspace: Workspace, tmp_path: Path) -> None:
    workspace.directory.mkdir(parents=True)
    (workspace.directory / "out").mkdir()
    (workspace.directory / "out" / "r..v2.md").write_bytes(b"report")
    chunks = [c async for c in workspace.read_relative("/out/r..v2.md")]
    assert b"".join(chunks) == b"report"
    (tmp_path / "secret").write_bytes(b"s")
    (workspace.directory / "link").symlink_to(tmp_path / "secret")
    for outside in ("../../../secret", "link"):
        with pytest.raises(PathOutsideWorkspace):
            [c async for c in workspace.read_relative(outside)]
    with pytest.raises(NotARegularFile):
        [c async for c in workspace.read_relative("out")]


@pytest.mark.parametrize("bad", ["", ".", "..", "a/b", "x" * 129])
def test_workspace_ids_are_safe_keys(tmp_path: Path, bad: str) -> None:
    with pytest.raises(InvalidKey):
        Workspaces(tmp_path).get("t", bad)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()
