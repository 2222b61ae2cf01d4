"""Peak memory growth while materialising a large file, as a ratio of the file's size.

Run: `python -m bench.materialize_memory --size-mb 200 [--json]` (`--json` prints the figures,
as `tests/services/test_materialize_memory.py` reads them). The baseline is the same process's
peak RSS just before the download, measured in the same run; the figure that matters is the
growth, and its ratio to the file size (a streaming download keeps it near zero).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

import anyio

from app.observability import Metrics
from app.services.materialize import MaterializeLimits, MaterializeService
from app.store.local import LocalStore
from app.store.workspace import Workspaces

MIB = 1024 * 1024


def peak_rss_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def _chunks(size: int) -> AsyncIterator[bytes]:
    block = bytes(range(256)) * 4096
    sent = 0
    while sent < size:
        piece = block[: min(len(block), size - sent)]
        sent += len(piece)
        yield piece


async def _seed(root: Path, size: int) -> str:
    record = await LocalStore(root / "store").save(
        "default",
        name="big.bin",
        mime_type="application/octet-stream",
        chunks=_chunks(size),
        max_bytes=size,
    )
    return record.id


async def _download(root: Path, file_id: str, size: int) -> dict[str, float]:
    service = MaterializeService(
        LocalStore(root / "store"),
        Workspaces(root / "ws"),
        Metrics(),
        MaterializeLimits(
            max_file_bytes=size + 1, max_concurrency=4, max_files=10, output_file_tools=frozenset()
        ),
    )
    result = {
        "role": "tool",
        "content": json.dumps(
            {"file": {"ID": file_id, "FullName": "big.bin", "MimeType": "application/octet-stream"}}
        ),
    }
    before = peak_rss_mib()
    started = time.perf_counter()
    done = await service.materialize(
        "default", workspace_id="w", tool_name="T", result=result, job_key=None
    )
    elapsed = time.perf_counter() - started
    assert done.files[0].status == "downloaded", done.files
    return {"baseline_peak_mib": before, "growth_mib": peak_rss_mib() - before, "seconds": elapsed}


def measure(size_mb: int) -> dict[str, float]:
    """Seed a file in this process, then materialise it in a fresh one and report growth."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        file_id = anyio.run(_seed, root, size_mb * MIB)
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "bench.materialize_memory",
                "--child",
                str(root),
                file_id,
                str(size_mb),
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    figures: dict[str, float] = json.loads(out)
    figures["size_mib"] = size_mb
    figures["growth_per_file_size"] = figures["growth_mib"] / size_mb
    figures["mib_per_s"] = size_mb / figures["seconds"]
    return figures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size-mb", type=int, default=200)
    parser.add_argument("--child", nargs=3)
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    if args.child:
        root, file_id, size_mb = args.child
        print(json.dumps(anyio.run(_download, Path(root), file_id, int(size_mb) * MIB)))
        return
    if args.json:
        print(json.dumps(measure(args.size_mb)))
        return
    small = measure(1)
    large = measure(args.size_mb)
    print(
        f"materialise {args.size_mb} MiB: peak RSS growth {large['growth_mib']:.1f} MiB "
        f"({large['growth_per_file_size']:.3f} x file size; 1 MiB baseline run grew "
        f"{small['growth_mib']:.1f} MiB), {large['mib_per_s']:.0f} MiB/s"
    )


if __name__ == "__main__":
    main()
