"""Workspaces on disk, on their own: atomic writes, hash checks, containment, no symlinks."""

from __future__ import annotations

import hashlib
import os
import platform
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.errors import (
    InvalidKey,
    InvalidPath,
    NotARegularFile,
    PathOutsideWorkspace,
    UnsafeWorkspace,
    WorkspaceFileNotFound,
)
from app.store.containment import kernel_resolves
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


async def read_all(workspace: Workspace, relative: str) -> bytes:
    return b"".join([c async for c in await workspace.open_relative(relative)])


@pytest.fixture(params=["openat2", "walk"])
def resolver(request: pytest.FixtureRequest, tmp_path: Path) -> Workspace:
    """The same workspace through the kernel's resolver and through the user-space walk."""
    workspaces = Workspaces(tmp_path / "ws", use_kernel=request.param == "openat2")
    workspace = workspaces.get("tenant-a", "run-1")
    workspace.directory.mkdir(parents=True)
    (workspace.directory / "out").mkdir()
    (workspace.directory / "out" / "r..v2.md").write_bytes(b"report")
    (tmp_path / "secret").write_bytes(b"s")
    return workspace


def test_the_kernel_resolver_serves_where_the_kernel_has_it() -> None:
    release = tuple(int(p) for p in platform.release().split(".")[:2] if p.isdigit())
    if release < (5, 6):
        pytest.skip(f"openat2 needs Linux 5.6; this is {platform.release()}")
    assert kernel_resolves()


async def test_relative_paths_inside_are_read(resolver: Workspace) -> None:
    directory = resolver.directory
    (directory / "latest").symlink_to("out/r..v2.md")
    (directory / "out" / "up").symlink_to("../out")
    inside_paths = ["/out/r..v2.md", "./out/../out/r..v2.md", "latest", "out/up/r..v2.md"]
    for inside in inside_paths:
        assert await read_all(resolver, inside) == b"report", inside


@pytest.mark.parametrize(
    "link",
    [None, "absolute", "relative", "inner-directory"],
)
async def test_nothing_outside_is_ever_read(
    resolver: Workspace, tmp_path: Path, link: str | None
) -> None:
    directory = resolver.directory
    relative = "../../../secret"
    if link == "absolute":
        (directory / "link").symlink_to(tmp_path / "secret")
        relative = "link"
    elif link == "relative":
        (directory / "link").symlink_to("../../../secret")
        relative = "link"
    elif link == "inner-directory":
        (directory / "d").symlink_to(tmp_path)
        relative = "d/secret"
    with pytest.raises(PathOutsideWorkspace):
        await read_all(resolver, relative)


async def test_what_is_not_a_regular_file_is_refused(resolver: Workspace) -> None:
    directory = resolver.directory
    (directory / "loop").symlink_to("loop")
    (directory / "a").symlink_to("b")
    (directory / "b").symlink_to("a")
    os.mkfifo(directory / "fifo")  # opened non-blocking: never hangs the thread
    for name in ("out", ".", "", "missing.md", "loop", "a", "fifo", "out/r..v2.md/x"):
        with pytest.raises(NotARegularFile):
            await read_all(resolver, name)
    with pytest.raises(InvalidPath):
        await read_all(resolver, "out/\x00r..v2.md")


@pytest.mark.parametrize("level", ["tenant", "workspace"])
async def test_a_symlinked_workspace_is_refused_at_every_entry(tmp_path: Path, level: str) -> None:
    root = tmp_path / "ws"
    outside = tmp_path / "outside"
    (outside / "run-1").mkdir(parents=True)
    (outside / "run-1" / "f.txt").write_bytes(b"outside")
    (outside / "f.txt").write_bytes(b"outside")
    root.mkdir()
    if level == "tenant":
        (root / "tenant-a").symlink_to(outside)
    else:
        (root / "tenant-a").mkdir()
        (root / "tenant-a" / "run-1").symlink_to(outside)
    workspace = Workspaces(root).get("tenant-a", "run-1")
    with pytest.raises(UnsafeWorkspace):
        await read_all(workspace, "f.txt")
    with pytest.raises(UnsafeWorkspace):
        await workspace.open_file("f.txt")
    with pytest.raises(UnsafeWorkspace):
        await workspace.write("g.txt", chunks_of(b"x"), max_bytes=10)
    with pytest.raises(UnsafeWorkspace):
        await workspace.ensure()
    assert not await workspace.is_complete("f.txt", size=7, sha256=None)
    assert sorted(p.name for p in outside.rglob("*")) == ["f.txt", "f.txt", "run-1"]


async def test_a_symlinked_download_directory_is_refused(tmp_path: Path) -> None:
    root = tmp_path / "ws"
    root.mkdir()
    (tmp_path / "elsewhere").mkdir()
    (root / ".partial").symlink_to(tmp_path / "elsewhere")
    workspace = Workspaces(root).get("tenant-a", "run-1")
    with pytest.raises(UnsafeWorkspace):
        await workspace.write("g.txt", chunks_of(b"x"), max_bytes=10)
    assert list((tmp_path / "elsewhere").iterdir()) == []


async def test_created_directories_are_not_writable_by_others(tmp_path: Path) -> None:
    old = os.umask(0)
    try:
        workspace = Workspaces(tmp_path / "ws").get("tenant-a", "run-1")
        await workspace.write("f.txt", chunks_of(b"x"), max_bytes=10)
    finally:
        os.umask(old)
    for directory in (workspace.directory, workspace.directory.parent):
        assert directory.stat().st_mode & 0o022 == 0, oct(directory.stat().st_mode)


@pytest.mark.parametrize("bad", ["", ".", "..", "a/b", "x" * 129])
def test_workspace_ids_are_safe_keys(tmp_path: Path, bad: str) -> None:
    with pytest.raises(InvalidKey):
        Workspaces(tmp_path).get("t", bad)


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


async def test_a_file_still_growing_is_served_at_the_size_announced(
    workspace: Workspace,
) -> None:
    # The answer's Content-Length is the size at open: bytes the agent appends meanwhile are
    # not sent after it (the body would overrun what the answer said).
    await workspace.write("log.txt", chunks_of(b"x" * 100), max_bytes=1_000)
    found, chunks = await workspace.open_file("log.txt")
    with (workspace.directory / "log.txt").open("ab") as more:
        more.write(b"y" * 50)
    body = b"".join([chunk async for chunk in chunks])
    assert found.size == 100
    assert body == b"x" * 100
