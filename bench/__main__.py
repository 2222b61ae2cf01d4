"""`python -m bench` (`make bench`): every benchmark, each against its in-run baseline."""

from __future__ import annotations

from bench import evaluate, materialize_memory, s3_store, scan


def main() -> None:
    print("== guardrail endpoints (real server on loopback) ==")
    evaluate.main()
    print("\n== mention scan ==")
    scan.main()
    print("\n== materialise memory ==")
    materialize_memory.main()
    print("\n== S3 store (SeaweedFS on loopback) ==")
    s3_store.main()


if __name__ == "__main__":
    main()
