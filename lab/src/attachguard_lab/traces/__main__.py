"""Replay the trace corpus through a live service and print what reached its tool call.

Run: `python -m attachguard_lab.traces [--split train|heldout|fresh|fresh2|all] [--preset …]`
(`make lab-traces`: the held-out and the two fresh splits with the recommended guardrails, written
to lab/results/traces-heldout.txt, traces-fresh.txt and traces-fresh2.txt; and the held-out and
fresh2 splits with each guardrail alone, traces-heldout-content.txt and so on).

The corpus is built afresh (deterministic: a fixed seed) into var/traces/runs.jsonl, the
service started on its embedded defaults, and every run replayed step by step (tool pre, then
tool post with the tool's files uploaded to the run's job). Design looks at `train` only.
`heldout` was kept from design but its totals were looked at while the guard was built;
`fresh` was written afterwards by a writer who never saw the guard's rules, measured once, then
used to shape the guard's second round; `fresh2` was written blind after that round and
measured once: **it is the figure that counts**.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from attachguard_lab.traces.build import build, write
from attachguard_lab.traces.replay import load, replay_all, report
from testing.service import live_service

ROOT = Path(__file__).resolve().parents[4]
RESULTS = ROOT / "lab" / "results"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--split", choices=("train", "heldout", "fresh", "fresh2", "all"), default="heldout"
    )
    parser.add_argument("--preset", choices=("both", "content", "provenance"), default="both")
    parser.add_argument(
        "--write",
        action="store_true",
        help="write lab/results/traces-SPLIT.txt (traces-SPLIT-PRESET.txt for one guardrail)",
    )
    args = parser.parse_args(argv)

    corpus = ROOT / "var" / "traces" / "runs.jsonl"
    corpus.parent.mkdir(parents=True, exist_ok=True)
    write(build(), corpus)
    runs = load(corpus, None if args.split == "all" else args.split)
    with tempfile.TemporaryDirectory() as scratch, live_service(Path(scratch)) as base:
        started = time.perf_counter()
        outcomes = replay_all(base, runs, args.preset)
        seconds = time.perf_counter() - started
    text = (
        f"split {args.split}, guardrails {args.preset} (content judge at tool pre and post, "
        f"provenance guard at tool pre), {len(runs)} runs in {seconds:.0f} s\n\n"
        f"{report(outcomes)}\n"
    )
    print(text, end="")
    if args.write:
        (RESULTS / result_name(args.split, args.preset)).write_text(text)


def result_name(split: str, preset: str) -> str:
    """The results file of a split replayed with a preset: the recommended guardrails
    (`both`) under the split's name, one guardrail alone under the split's and its own."""
    return f"traces-{split}.txt" if preset == "both" else f"traces-{split}-{preset}.txt"


if __name__ == "__main__":
    main()
