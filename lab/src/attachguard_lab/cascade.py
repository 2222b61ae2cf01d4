"""What a cascade judge (the heuristic as its screen) sends to its deciding judge.

Run: `python -m attachguard_lab.cascade [--split heldout|dev]` (`make lab-cascade`).

Every document of the split goes through the screen as `CascadeJudge` runs it on a forwarded
file: the heuristic's rules on the extracted text (flagged: settled as flagged), else its
score (`detection.evidence`): at or above `review_at` the file is uncertain and would go to
the deciding judge, below it the screen settles it as clean. Printed per `review_at`: the
share of benign files settled without the deciding judge (the issue's target: at least 80 %),
the share of attacks settled as clean (at most 2 %), and the share of all files sent on.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from app.judges.extraction import extract_text
from app.judges.heuristic.detection import DEFAULT_CATEGORIES, detect, evidence
from attachguard_lab.corpus import Document, Label, load

MAX_BYTES = 10 * 1024 * 1024
POINTS = (0.1, 0.15, 0.2, 0.25, 0.3, 0.5)


@dataclass(frozen=True)
class Screened:
    malicious: bool
    flagged: bool
    score: float


def screen(document: Document) -> Screened:
    """The screen's answer for one file (unreadable: score 0, never flagged)."""
    extracted = extract_text(document.data, document.mime_type, MAX_BYTES)
    text = extracted.text if extracted is not None else ""
    flagged = bool(text) and bool(detect(text, DEFAULT_CATEGORIES, True))
    score = 1.0 if flagged else (evidence(text) if text else 0.0)
    return Screened(document.label is Label.MALICIOUS, flagged, score)


def report(split: str, screened: list[Screened]) -> str:
    benign = [s for s in screened if not s.malicious]
    attacks = [s for s in screened if s.malicious]
    lines = [
        f"split {split}: {len(attacks)} attacks, {len(benign)} benign files; the screen alone "
        f"flags {sum(s.flagged for s in attacks)} attacks and {sum(s.flagged for s in benign)} "
        "benign files",
        "",
        "| review_at | benign settled by the screen | attacks settled as clean | files sent on |",
        "|---:|---:|---:|---:|",
    ]
    for point in POINTS:
        settled = sum(s.flagged or s.score < point for s in benign)
        missed = sum(not s.flagged and s.score < point for s in attacks)
        sent = sum(not s.flagged and s.score >= point for s in screened)
        lines.append(
            f"| {point:.2f} | {settled / len(benign):.1%} ({settled}/{len(benign)}) "
            f"| {missed / len(attacks):.1%} ({missed}/{len(attacks)}) "
            f"| {sent / len(screened):.1%} ({sent}/{len(screened)}) |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "heldout"], default="heldout")
    args = parser.parse_args(argv)
    print(report(args.split, [screen(document) for document in load(args.split)]), end="")


if __name__ == "__main__":
    main()
