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
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx2
import psutil

ROOT = Path(__file__).resolve().parent.parent
MIB = 1024 * 1024


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


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


def chunks(path: Path) -> Iterator[bytes]:
    with path.open("rb") as handle:
        while block := handle.read(MIB):
            yield block


def measure(size_mb: int) -> list[str]:
    with tempfile.TemporaryDirectory(prefix="attachguard-transfer-") as directory:
        root = Path(directory)
        source = root / "source.bin"
        with source.open("wb") as handle:
            for _ in range(size_mb):
                handle.write(os.urandom(MIB))
        started = time.perf_counter()
        shutil.copyfile(source, root / "copy.bin")
        copy_s = time.perf_counter() - started
        (root / "copy.bin").unlink()

        port = free_port()
        env = {
            **{k: v for k, v in os.environ.items() if not k.startswith("ATTACHGUARD_")},
            "ATTACHGUARD_PORT": str(port),
            "ATTACHGUARD_STORE_ROOT": str(root / "store"),
            "ATTACHGUARD_WORKSPACE_ROOT": str(root / "workspaces"),
            "ATTACHGUARD_MAX_UPLOAD_BYTES": str((size_mb + 1) * MIB),
            "ATTACHGUARD_LOG_LEVEL": "WARNING",
        }
        server = subprocess.Popen(
            [sys.executable, "-m", "app"], cwd=ROOT, env=env, stderr=subprocess.DEVNULL
        )
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(200):
                try:
                    httpx2.get(f"{base}/healthz", timeout=0.5)
                    break
                except httpx2.TransportError:
                    time.sleep(0.05)
            uploaded: dict[str, str] = {}
            timings: dict[str, float] = {}

            def upload() -> None:
                started = time.perf_counter()
                with source.open("rb") as handle:
                    response = httpx2.post(
                        f"{base}/v1/attachments", files={"file": ("big.bin", handle)}, timeout=600
                    )
                timings["upload"] = time.perf_counter() - started
                uploaded.update(response.json())

            def download() -> None:
                started = time.perf_counter()
                with (
                    httpx2.stream(
                        "GET", f"{base}/v1/attachments/{uploaded['ID']}/content", timeout=600
                    ) as response,
                    (root / "down.bin").open("wb") as out,
                ):
                    for block in response.iter_bytes(MIB):
                        out.write(block)
                timings["download"] = time.perf_counter() - started

            up_growth = peak_rss_growth(server.pid, upload)
            down_growth = peak_rss_growth(server.pid, download)
            assert (root / "down.bin").stat().st_size == size_mb * MIB
        finally:
            server.terminate()
            server.wait(timeout=30)
    mb = float(size_mb)
    return [
        f"baseline file copy ({size_mb} MiB)        {mb / copy_s:8.0f} MiB/s  1.00x",
        f"upload through the API             {mb / timings['upload']:8.0f} MiB/s  "
        f"{copy_s / timings['upload']:.2f}x  (server RSS growth {up_growth:.1f} MiB)",
        f"download through the API           {mb / timings['download']:8.0f} MiB/s  "
        f"{copy_s / timings['download']:.2f}x  (server RSS growth {down_growth:.1f} MiB)",
    ]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size-mb", type=int, default=200)
    args = parser.parse_args(argv)
    print("\n".join(measure(args.size_mb)))


if __name__ == "__main__":
    main()
