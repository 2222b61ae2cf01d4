"""Quality and cost of the embedded heuristic judge on the labelled corpus (the lab's corpus).

Run: `python -m attachguard_lab.quality [--split dev|heldout|paraphrases|all] [--misses]`
(`make lab-quality`).

For each document the judge's own file path runs (extract the text for the media type, then
the cue families and the learned scorer), exactly as `HeuristicJudge` does for a forwarded
file by default; the cue families' result alone is printed beside it. Recall is the share of
malicious documents flagged, the false-positive rate (FPR) the share of benign documents
flagged; a malicious file the judge cannot read counts as missed.
Both are printed per format and per attack family. **The held-out split is the number that
counts**: tuning looks at `dev` only (`--misses` lists dev misses and false alarms, never
held-out ones).

`paraphrases` (lab/data/paraphrases) is a second, hand-worded development set of short texts:
recall per family and false-positive rate per kind. The cue families were tuned on it; the
learned scorer was never trained on it.

Cost: the whole judge on a 100 KB text file, as milliseconds and as a ratio to one plain
regex pass over the same text (Python's `re`, and RE2), measured in the same run.
"""

from __future__ import annotations

import argparse
import re
import timeit
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

import re2

from app.judges.heuristic.detection import DEFAULT_CATEGORIES, LEARNED, Category, detect
from app.judges.heuristic.judge import operating_point, scan_document
from attachguard_lab import paraphrases
from attachguard_lab.corpus import Document, Label, load

MAX_BYTES = 10 * 1024 * 1024


@dataclass
class Tally:
    flagged: int = 0
    total: int = 0

    def add(self, flagged: bool) -> None:
        self.total += 1
        self.flagged += int(flagged)

    @property
    def rate(self) -> float:
        return self.flagged / self.total if self.total else 0.0


def verdicts(document: Document, preset: str = "balanced") -> tuple[bool, bool]:
    """Whether the heuristic judge flags this file as it does by default (cue families and
    learned scorer, at the `preset`'s operating point), and whether its cue families alone
    do; unreadable counts as not flagged."""
    learned = operating_point(preset)
    findings = scan_document(
        document.data, document.mime_type, DEFAULT_CATEGORIES, MAX_BYTES, learned
    )
    return bool(findings), any(not f.label.endswith(LEARNED) for f in findings or [])


def flagged(document: Document) -> bool:
    """Whether the heuristic judge flags this file (unreadable counts as not flagged)."""
    return verdicts(document)[0]


@dataclass
class Report:
    recall: Tally
    fpr: Tally
    recall_by_format: dict[str, Tally]
    fpr_by_format: dict[str, Tally]
    recall_by_family: dict[str, Tally]
    recall_by_perturbation: dict[str, Tally]
    fpr_hard_negatives: Tally
    cues_recall: Tally
    cues_fpr: Tally
    misses: list[Document]
    false_alarms: list[Document]


def measure(documents: Iterable[Document], preset: str = "balanced") -> Report:
    report = Report(
        Tally(), Tally(), defaultdict(Tally), defaultdict(Tally), defaultdict(Tally),
        defaultdict(Tally), Tally(), Tally(), Tally(), [], [],
    )  # fmt: skip
    for document in documents:
        hit, by_cues = verdicts(document, preset)
        if document.label is Label.MALICIOUS:
            report.cues_recall.add(by_cues)
            report.recall.add(hit)
            report.recall_by_format[document.format].add(hit)
            report.recall_by_family[document.family].add(hit)
            for tag in document.tags:
                if tag.startswith("perturbation:"):
                    report.recall_by_perturbation[tag.split(":", 1)[1]].add(hit)
            if not hit:
                report.misses.append(document)
        else:
            report.cues_fpr.add(by_cues)
            report.fpr.add(hit)
            report.fpr_by_format[document.format].add(hit)
            if any(tag.startswith("hard_negative") for tag in document.tags):
                report.fpr_hard_negatives.add(hit)
            if hit:
                report.false_alarms.append(document)
    return report


def _table(title: str, rows: dict[str, Tally], other: dict[str, Tally] | None = None) -> None:
    print(f"  {title:<20} {'recall':>14}" + (f" {'FPR':>14}" if other is not None else ""))
    for key in sorted(rows):
        line = f"  {key:<20} {rows[key].rate:6.3f} ({rows[key].flagged:3}/{rows[key].total:3})"
        if other is not None:
            o = other[key]
            line += f" {o.rate:6.3f} ({o.flagged:3}/{o.total:3})"
        print(line)


def print_report(split: str, report: Report) -> None:
    print(
        f"{split}: recall {report.recall.rate:.3f} ({report.recall.flagged}/{report.recall.total})"
        f"  FPR {report.fpr.rate:.3f} ({report.fpr.flagged}/{report.fpr.total})"
        f"  FPR on hard negatives {report.fpr_hard_negatives.rate:.3f}"
        f" ({report.fpr_hard_negatives.flagged}/{report.fpr_hard_negatives.total})"
    )
    print(
        f"  cue families alone (without the learned scorer): recall "
        f"{report.cues_recall.rate:.3f}  FPR {report.cues_fpr.rate:.3f}"
    )
    _table("format", report.recall_by_format, report.fpr_by_format)
    _table("family", report.recall_by_family)
    _table("perturbation", report.recall_by_perturbation)


def cost() -> dict[str, float]:
    """The judge's file path on a 100 KB text file, against one plain regex pass."""
    sentence = (
        "The quarterly review covers revenue, hiring and the office move; please send the "
        "updated figures to the finance team before Friday and check the attached schedule. "
    )
    text = (sentence * (100_000 // len(sentence) + 1))[:100_000]
    data = text.encode()
    one = re.compile(r"\bignore\b", re.IGNORECASE)
    one_re2 = re2.compile(r"(?i)\bignore\b")
    judge_s = min(
        timeit.repeat(
            lambda: scan_document(data, "text/plain", DEFAULT_CATEGORIES, MAX_BYTES),
            number=20,
            repeat=5,
        )
    )
    cues_s = min(
        timeit.repeat(
            lambda: scan_document(data, "text/plain", DEFAULT_CATEGORIES, MAX_BYTES, False),
            number=20,
            repeat=5,
        )
    )
    regex_s = min(timeit.repeat(lambda: one.search(text), number=20, repeat=5))
    re2_s = min(timeit.repeat(lambda: one_re2.search(text), number=20, repeat=5))
    return {
        "judge_ms": judge_s / 20 * 1000,
        "cues_ms": cues_s / 20 * 1000,
        "regex_ms": regex_s / 20 * 1000,
        "re2_ms": re2_s / 20 * 1000,
    }


_INJECTION = {Category.INJECTION, Category.EXFILTRATION, Category.HIDDEN_TEXT}


def measure_paraphrases() -> None:
    """Recall per family and false-positive rate per kind on the hand-worded texts, judged as
    file content (cue families and learned scorer)."""
    recall: dict[str, Tally] = defaultdict(Tally)
    fpr: dict[str, Tally] = defaultdict(Tally)
    cues = Tally(), Tally()
    for family, text in paraphrases.MALICIOUS:
        found = [f for f in detect(text, learned=True) if f.category in _INJECTION]
        recall[family].add(bool(found))
        cues[0].add(any(not f.label.endswith(LEARNED) for f in found))
    for kind, text in paraphrases.BENIGN:
        found = [f for f in detect(text, learned=True) if f.category in _INJECTION]
        fpr[kind].add(bool(found))
        cues[1].add(any(not f.label.endswith(LEARNED) for f in found))
    total_recall, total_fpr = Tally(), Tally()
    for tally, into in ((recall, total_recall), (fpr, total_fpr)):
        for part in tally.values():
            into.flagged += part.flagged
            into.total += part.total
    print(
        f"paraphrases: recall {total_recall.rate:.3f} ({total_recall.flagged}/"
        f"{total_recall.total})  FPR {total_fpr.rate:.3f} ({total_fpr.flagged}/{total_fpr.total})"
    )
    print(f"  cue families alone: recall {cues[0].rate:.3f}  FPR {cues[1].rate:.3f}")
    _table("family", recall)
    _table("benign kind (FPR)", fpr)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", choices=["dev", "heldout", "paraphrases", "all"], default="all")
    parser.add_argument("--misses", action="store_true", help="list dev misses and false alarms")
    parser.add_argument("--preset", choices=["strict", "balanced", "quiet"], default="balanced")
    args = parser.parse_args(argv)
    splits = ["dev", "heldout", "paraphrases"] if args.split == "all" else [args.split]
    for split in splits:
        if split == "paraphrases":
            measure_paraphrases()
            continue
        report = measure(load(split), args.preset)
        print_report(split, report)
        if args.misses and split == "dev":
            for document in report.misses:
                print(f"  MISS  {document.format:<5} {document.family:<18} {document.planted!r}")
            for document in report.false_alarms:
                print(f"  FALSE {document.format:<5} {document.family:<18} {document.file_name}")
    figures = cost()
    judge, python_re, one_re2 = figures["judge_ms"], figures["regex_ms"], figures["re2_ms"]
    print(
        f"cost on 100 KB of text: judge {judge:.2f} ms (cue families alone "
        f"{figures['cues_ms']:.2f} ms); one regex pass: Python re "
        f"{python_re:.3f} ms (judge {judge / python_re:.1f}x), RE2 {one_re2:.3f} ms "
        f"(judge {judge / one_re2:.1f}x)"
    )


if __name__ == "__main__":
    main()
