"""`python -m bench` (`make bench`): every performance benchmark, each against its in-run
baseline. The judge's quality is the lab's (`make lab-quality`)."""

from __future__ import annotations

from bench import (
    evaluate,
    judge_client,
    load,
    materialize_memory,
    s3_store,
    scan,
    tracing,
    transfer,
)


def main() -> None:
    print("== under load: wrk, 32 connections, one worker (bench/results/load.txt) ==")
    load.main([])
    print("\n== tracing off, on, and sampled (bench/results/tracing.txt) ==")
    tracing.main([])
    print("\n== the judges' HTTP client against httpx2 (bench/results/judge-client.txt) ==")
    judge_client.main([])
    print("\n== sequential, one client (real server on loopback) ==")
    evaluate.main()
    print("\n== mention scan and rules ==")
    scan.main()
    print("\n== upload and download ==")
    transfer.main([])
    print("\n== materialise memory ==")
    materialize_memory.main()
    print("\n== S3 store against the disk store (SeaweedFS on loopback; bench/results/s3.txt) ==")
    s3_store.main([])


if __name__ == "__main__":
    main()
