"""A hostile process on the shared workspace volume, against a real server.

The agent runtime shares the workspace root with the service and may create, rename and
symlink anything in it while requests run. Whatever it does, nothing outside the workspace is
published, read back, or written to: a symlinked tenant or workspace directory is refused
(409), an inner symlink that leaves the workspace is a 422, and a process that swaps an inner
directory for a symlink while a file under it is published never gets the outside file
published (the resolution is the open; there is no check to race).
"""

from __future__ import annotations

import ctypes
import json
import os
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import httpx2
import pytest

from app.errors import NotARegularFile, PathOutsideWorkspace
from app.store.workspace import Workspaces
from tests.conftest import KEY_A, LiveServer, assert_problem, start_server, stop_server

H = {"Authorization": f"Bearer {KEY_A}"}
TENANT = "tenant-a"
SECRET = b"OUTSIDE-SECRET-0123456789"
INSIDE = b"inside the workspace"
_AT_FDCWD = -100
REFUSALS = {"not_a_regular_file", "path_outside_workspace"}
_RENAME_EXCHANGE = 2


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = start_server(
        tmp_path_factory.mktemp("escape"),
        {"ATTACHGUARD_API_KEYS": json.dumps({KEY_A: TENANT})},
    )
    try:
        yield live
    finally:
        stop_server(live)


def workspace_root(server: LiveServer) -> Path:
    return server.root / "workspaces"


def stored_blobs(server: LiveServer) -> list[bytes]:
    objects = server.root / "store" / TENANT / "objects"
    return [p.read_bytes() for p in objects.rglob("*") if p.is_file() and p.suffix != ".json"]


def publish(client: httpx2.Client, workspace_id: str, path: str) -> httpx2.Response:
    return client.post(
        "/v1/jobs/job-1/output-files",
        json={"file_name": "out.txt", "workspace_path": path, "workspace_id": workspace_id},
    )


def materialize(
    client: httpx2.Client, workspace_id: str, ticket: dict[str, str]
) -> httpx2.Response:
    body = {
        "workspace_id": workspace_id,
        "tool_name": "T",
        "result": {"role": "tool", "tool_call_id": "c", "content": json.dumps({"f": ticket})},
    }
    return client.post("/v1/tool-results/materialize", json=body)


@pytest.mark.parametrize("level", ["tenant", "workspace"])
def test_a_symlinked_directory_is_refused_at_every_entry_point(
    server: LiveServer, tmp_path: Path, level: str
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "f.txt").write_bytes(SECRET)
    root = workspace_root(server)
    root.mkdir(parents=True, exist_ok=True)
    workspace_id = f"sym-{level}"
    with httpx2.Client(base_url=server.base_url, headers=H) as client:
        uploaded = client.post("/v1/attachments", files={"file": ("r.txt", b"tool output")})
        ticket = {k: uploaded.json()[k] for k in ("ID", "FullName", "MimeType")}
        tenant_dir, aside = root / TENANT, tmp_path / "tenant-aside"
        if level == "tenant":
            # The tenant directory itself replaced by a link to "/": the documented attack.
            if tenant_dir.exists():
                tenant_dir.rename(aside)
            tenant_dir.symlink_to("/")
            paths = ["proc/self/environ", "x"]
        else:
            (root / TENANT).mkdir(exist_ok=True)
            (root / TENANT / workspace_id).symlink_to("/")
            paths = ["proc/self/environ", "etc/passwd"]
        try:
            for path in paths:
                assert_problem(publish(client, workspace_id, path), 409, "unsafe_workspace")
            assert_problem(
                client.get(f"/v1/workspaces/{workspace_id}/files/f.txt"), 409, "unsafe_workspace"
            )
            assert_problem(materialize(client, workspace_id, ticket), 409, "unsafe_workspace")
        finally:
            if tenant_dir.is_symlink():
                tenant_dir.unlink()
            if aside.exists():
                aside.rename(tenant_dir)
        assert client.get("/v1/jobs/job-1/attachments").json()["attachments"] == []
    assert not any(b"ATTACHGUARD" in blob or b"root:" in blob for blob in stored_blobs(server))
    assert sorted(p.name for p in outside.iterdir()) == ["f.txt"]


def test_an_inner_symlink_out_of_the_workspace_is_a_422(server: LiveServer, tmp_path: Path) -> None:
    workspace = workspace_root(server) / TENANT / "inner"
    workspace.mkdir(parents=True)
    (workspace / "root").symlink_to("/")
    (workspace / "up").symlink_to("../../..")
    (workspace / "loop").symlink_to("loop")
    with httpx2.Client(base_url=server.base_url, headers=H) as client:
        for path in ("root/proc/self/environ", "up/etc/passwd", "../../../etc/passwd"):
            assert_problem(publish(client, "inner", path), 422, "path_outside_workspace")
        assert_problem(publish(client, "inner", "loop"), 422, "not_a_regular_file")
        assert_problem(publish(client, "inner", "a\x00b"), 422, "invalid_path")
        assert_problem(
            client.get("/v1/workspaces/inner/files/root"), 404, "workspace_file_not_found"
        )


def _exchange(libc: ctypes.CDLL, first: bytes, second: bytes) -> None:
    libc.renameat2(_AT_FDCWD, first, _AT_FDCWD, second, _RENAME_EXCHANGE)


def test_a_swapper_racing_a_publish_never_gets_the_outside_published(
    server: LiveServer, tmp_path: Path
) -> None:
    """An inner directory and a symlink to the outside trade places as fast as a thread can
    swap them (`renameat2(RENAME_EXCHANGE)`), while the file under the directory is published
    again and again: every answer is a 201 of the inside file or a 422, never the outside."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "f.txt").write_bytes(SECRET)
    workspace = workspace_root(server) / TENANT / "race"
    (workspace / "inner").mkdir(parents=True)
    (workspace / "inner" / "f.txt").write_bytes(INSIDE)
    (workspace / "swap").symlink_to(outside)
    libc = ctypes.CDLL(None, use_errno=True)
    first, second = os.fsencode(workspace / "inner"), os.fsencode(workspace / "swap")
    stop = threading.Event()
    swaps = 0

    def swapper() -> None:
        nonlocal swaps
        while not stop.is_set():
            _exchange(libc, first, second)
            swaps += 1

    statuses: dict[int, int] = {}
    thread = threading.Thread(target=swapper, daemon=True)
    thread.start()
    try:
        with (
            httpx2.Client(base_url=server.base_url, headers=H) as client,
            ThreadPoolExecutor(max_workers=8) as pool,
        ):
            for response in pool.map(lambda _: publish(client, "race", "inner/f.txt"), range(2000)):
                statuses[response.status_code] = statuses.get(response.status_code, 0) + 1
                if response.status_code == 422:
                    assert response.json()["code"] in REFUSALS, response.text
    finally:
        stop.set()
        thread.join()
    assert set(statuses) <= {201, 422}, statuses
    assert statuses.get(201, 0) > 0, statuses
    assert swaps > 1000
    blobs = stored_blobs(server)
    assert INSIDE in blobs
    assert SECRET not in blobs


@pytest.mark.anyio
@pytest.mark.parametrize("anyio_backend", ["asyncio"])
@pytest.mark.parametrize("use_kernel", [True, False], ids=["openat2", "walk"])
async def test_both_resolvers_hold_against_the_swapper(
    tmp_path: Path, use_kernel: bool, anyio_backend: str
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "f.txt").write_bytes(SECRET)
    workspace = Workspaces(tmp_path / "ws", use_kernel=use_kernel).get(TENANT, "race")
    (workspace.directory / "inner").mkdir(parents=True)
    (workspace.directory / "inner" / "f.txt").write_bytes(INSIDE)
    (workspace.directory / "swap").symlink_to(outside)
    libc = ctypes.CDLL(None, use_errno=True)
    first = os.fsencode(workspace.directory / "inner")
    second = os.fsencode(workspace.directory / "swap")
    stop = threading.Event()

    def swapper() -> None:
        while not stop.is_set():
            _exchange(libc, first, second)

    thread = threading.Thread(target=swapper, daemon=True)
    thread.start()
    read: list[bytes] = []
    refused = 0
    try:
        for _ in range(3000):
            try:
                chunks = await workspace.open_relative("inner/f.txt")
            except (NotARegularFile, PathOutsideWorkspace):
                refused += 1
            else:
                read.append(b"".join([c async for c in chunks]))
    finally:
        stop.set()
        thread.join()
    assert read
    assert set(read) == {INSIDE}
