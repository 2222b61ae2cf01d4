"""`python -m attachguard_lab.realworld build | measure [--split heldout|calibration] [--write]`.

`build` regenerates lab/data/realworld from this machine's installed packages and tools (a
rebuild elsewhere finds other packages); `measure` judges a split with the embedded heuristic
judge and prints its false alarms; `--write` also saves them to lab/results/realworld-<split>.txt
(`make lab-realworld`: the held-out split).
"""

from __future__ import annotations

import argparse
import os
from collections import Counter
from pathlib import Path

from attachguard_lab.realworld import DIRECTORY, Split, load, path_of

RESULTS = Path(__file__).resolve().parents[3] / "results"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m attachguard_lab.realworld")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("build", help="regenerate the set from this machine")
    measuring = commands.add_parser("measure", help="the heuristic judge's false alarms")
    measuring.add_argument("--split", choices=[str(s) for s in Split], default="heldout")
    measuring.add_argument("--write", action="store_true", help="save to lab/results")
    measuring.add_argument("--preset", choices=["strict", "balanced", "quiet"], default="balanced")
    args = parser.parse_args(argv)
    if args.command == "build":
        from attachguard_lab.realworld.build import build

        counts = build()
        for split, count in counts.items():
            print(f"{split}: {count} documents, {os.path.getsize(path_of(split))} bytes")
        for split in Split:
            tally = Counter(d.category for d in load(split))
            print(f"{split}: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
        print(f"written to {DIRECTORY}")
        return
    from attachguard_lab.realworld.measure import lines, measure

    report = lines(f"{args.split}, preset {args.preset}", measure(load(args.split), args.preset))
    print("\n".join(report))
    if args.write:
        RESULTS.mkdir(exist_ok=True)
        suffix = "" if args.preset == "balanced" else f"-{args.preset}"
        (RESULTS / f"realworld-{args.split}{suffix}.txt").write_text("\n".join(report) + "\n")


if __name__ == "__main__":
    main()
