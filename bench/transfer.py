"""Upload and download throughput through a real server, as ratios to a plain file copy.

Run: `python -m bench.transfer [--size-mb 200]` (part of `make bench`). The baseline is
`shutil.copyfile` of a file of the same size on the same disk, in the same run. The server's
RSS is sampled while the file goes up and comes down: its growth must stay far below the
file's size (nothing holds a whole file in memory).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import partial
from pathlib import Path
from typing import TypeVar

import httpx2
import psutil

T = TypeVar("T")
ROOT = Path(__file__).resolve().parent.parent
MIB = 1024 * 1024


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@contextmanager
def serve(
    root: Path, *, max_upload_bytes: int, env: Mapping[str, str] | None = None
) -> Iterator[tuple[int, str]]:
    """A `python -m app` process on a free loopback port, its data under `root` and `env` on
    top; yields its pid and base URL once it is ready, and stops it when the block ends."""
    port = free_port()
    full_env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("ATTACHGUARD_")},
        "ATTACHGUARD_PORT": str(port),
        "ATTACHGUARD_STORE_ROOT": str(root / "store"),
        "ATTACHGUARD_WORKSPACE_ROOT": str(root / "workspaces"),
        "ATTACHGUARD_MAX_UPLOAD_BYTES": str(max_upload_bytes),
        "ATTACHGUARD_LOG_LEVEL": "WARNING",
        **(env or {}),
    }
    server = subprocess.Popen(
        [sys.executable, "-m", "app"], cwd=ROOT, env=full_env, stderr=subprocess.DEVNULL
    )
    base = f"http://127.0.0.1:{port}"
    try:
        for _ in range(400):
            try:
                if httpx2.get(f"{base}/readyz", timeout=0.5).status_code == 200:
                    break
            except httpx2.TransportError:
                pass
            time.sleep(0.05)
        else:
            raise RuntimeError("the server did not become ready")
        yield server.pid, base
    finally:
        server.terminate()
        server.wait(timeout=30)


def peak_rss_growth(pid: int, work: Callable[[], None]) -> float:
    """MiB the process grew by at most while `work` ran (sampled every 2 ms)."""
    process = psutil.Process(pid)
    before = process.memory_info().rss
    peak = before
    done = threading.Event()

    def sample() -> None:
        nonlocal peak
        while not done.is_set():
            peak = max(peak, process.memory_info().rss)
            time.sleep(0.002)

    sampler = threading.Thread(target=sample)
    sampler.start()
    try:
        work()
    finally:
        done.set()
        sampler.join()
    return (peak - before) / MIB


def measured(pid: int, work: Callable[[], T]) -> tuple[T, float, float]:
    """What `work` returned, the seconds it took, and the MiB the process `pid` grew by at
    most meanwhile."""
    done: list[tuple[T, float]] = []

    def timed() -> None:
        started = time.perf_counter()
        result = work()
        done.append((result, time.perf_counter() - started))

    growth = peak_rss_growth(pid, timed)
    return done[0][0], done[0][1], growth


def upload_file(base: str, path: Path) -> dict[str, str]:
    """Upload `path` through the API; the ticket."""
    with path.open("rb") as handle:
        response = httpx2.post(
            f"{base}/v1/attachments", files={"file": (path.name, handle)}, timeout=600
        )
    response.raise_for_status()
    ticket: dict[str, str] = response.json()
    return ticket


def download_file(base: str, file_id: str, target: Path) -> None:
    """Stream an attachment's content through the API into `target`."""
    with (
        httpx2.stream("GET", f"{base}/v1/attachments/{file_id}/content", timeout=600) as response,
        target.open("wb") as out,
    ):
        response.raise_for_status()
        for block in response.iter_bytes(MIB):
            out.write(block)


def random_file(path: Path, size_mb: int) -> Path:
    with path.open("wb") as handle:
        for _ in range(size_mb):
            handle.write(os.urandom(MIB))
    return path


def measure(size_mb: int) -> list[str]:
    with tempfile.TemporaryDirectory(prefix="attachguard-transfer-") as directory:
        root = Path(directory)
        source = random_file(root / "source.bin", size_mb)
        started = time.perf_counter()
        shutil.copyfile(source, root / "copy.bin")
        copy_s = time.perf_counter() - started
        (root / "copy.bin").unlink()

        with serve(root, max_upload_bytes=(size_mb + 1) * MIB) as (pid, base):
            ticket, up_s, up_growth = measured(pid, partial(upload_file, base, source))
            _, down_s, down_growth = measured(
                pid, partial(download_file, base, ticket["ID"], root / "down.bin")
            )
            assert (root / "down.bin").stat().st_size == size_mb * MIB
    mb = float(size_mb)
    return [
        f"baseline file copy ({size_mb} MiB)        {mb / copy_s:8.0f} MiB/s  1.00x",
        f"upload through the API             {mb / up_s:8.0f} MiB/s  "
        f"{copy_s / up_s:.2f}x  (server RSS growth {up_growth:.1f} MiB)",
        f"download through the API           {mb / down_s:8.0f} MiB/s  "
        f"{copy_s / down_s:.2f}x  (server RSS growth {down_growth:.1f} MiB)",
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size-mb", type=int, default=200)
    args = parser.parse_args(argv)
    print("\n".join(measure(args.size_mb)))


if __name__ == "__main__":
    main()
