"""`python -m attachguard_lab.corpus build --out DIR` writes the corpus; `stats` counts it."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from attachguard_lab.corpus.output import counts_tables, write
from attachguard_lab.corpus.plan import DEFAULT_SEED, make, plan


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m attachguard_lab.corpus")
    commands = parser.add_subparsers(dest="command", required=True)
    build = commands.add_parser("build", help="write every document and manifest.jsonl")
    build.add_argument("--out", type=Path, required=True)
    build.add_argument("--seed", type=int, default=DEFAULT_SEED)
    commands.add_parser("stats", help="print the counts tables (no document is rendered)")
    args = parser.parse_args(argv)
    if args.command == "stats":
        print(counts_tables(plan()), end="")
        return
    started = time.perf_counter()
    count = write((make(spec, args.seed) for spec in plan()), args.out)
    elapsed = time.perf_counter() - started
    print(f"wrote {count} documents and manifest.jsonl to {args.out} in {elapsed:.1f} s")


if __name__ == "__main__":
    main()
