"""`python -m bench` (`make bench`): every benchmark, each against its in-run baseline."""

from __future__ import annotations

from bench import evaluate, materialize_memory, scan


def main() -> None:
    print("== guardrail endpoints (real server on loopback) ==")
    evaluate.main()
    print("\n== mention scan ==")
    scan.main()
    print("\n== materialise memory ==")
    materialize_memory.main()


if __name__ == "__main__":
    main()
