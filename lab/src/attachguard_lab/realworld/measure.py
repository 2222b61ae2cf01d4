"""The embedded heuristic judge's false alarms on the real-world set: every document judged as
the lab's quality harness judges a file (`quality.MAX_BYTES`, the default categories, the cue
families and the learned scorer), and the judge's scores beside the verdict.

Every document here is benign, so every flagged one is a false alarm. Only names are printed,
never contents.
"""

from __future__ import annotations

import math
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from app.judges.extraction import extract_text
from app.judges.heuristic.detection import DEFAULT_CATEGORIES, LEARNED
from app.judges.heuristic.injection import THRESHOLD, assess
from app.judges.heuristic.judge import operating_point, scan_document
from app.judges.heuristic.scorer import scorer
from app.judges.normalise import prepare
from attachguard_lab.quality import MAX_BYTES, Tally
from attachguard_lab.realworld import RealDocument

# Bounds of the printed score bins: the cue families' strongest window (flags at THRESHOLD)
# and the learned scorer's highest segment or unit probability.
CUE_BINS = (0.25, 0.5, 0.75, THRESHOLD)
LEARNED_BINS = (0.1, 0.3, 0.5, 0.7, 0.9)


@dataclass(frozen=True)
class Verdict:
    labels: tuple[str, ...]  # the findings' labels
    readable: bool
    cue_score: float
    learned_score: float
    error: str = ""  # the exception's type when the judge raised (it could not decide)

    @property
    def flagged(self) -> bool:
        return bool(self.labels)


def judge(document: RealDocument, preset: str = "balanced") -> Verdict:
    """The judge's verdict on one document, and its raw scores; a judge that raises gives
    an error verdict (the service answers `error` for it, which blocks by default)."""
    try:
        return _judge(document, preset)
    except Exception as error:  # any raise is what is counted
        return Verdict((), False, 0.0, 0.0, type(error).__name__)


def _judge(document: RealDocument, preset: str) -> Verdict:
    data, mime = document.data, document.mime_type
    learned = operating_point(preset)
    findings = scan_document(data, mime, DEFAULT_CATEGORIES, MAX_BYTES, learned)
    extracted = extract_text(data, mime, MAX_BYTES)
    if findings is None or extracted is None:
        return Verdict((), False, 0.0, 0.0)
    text = prepare(extracted.text).text
    model = scorer()
    logits = [*model.logits(text), *model.unit_logits(text)]
    best = max(logits, default=-math.inf)
    learned = 0.0 if best == -math.inf else 1.0 / (1.0 + math.exp(-min(30.0, best)))
    return Verdict(tuple(f.label for f in findings), True, assess(text).strongest, learned)


@dataclass
class Report:
    overall: Tally = field(default_factory=Tally)
    cues_alone: Tally = field(default_factory=Tally)
    by_category: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    by_format: dict[str, Tally] = field(default_factory=lambda: defaultdict(Tally))
    families: Counter[str] = field(default_factory=Counter)
    cue_scores: list[float] = field(default_factory=list)
    learned_scores: list[float] = field(default_factory=list)
    unreadable: int = 0
    errors: list[tuple[RealDocument, Verdict]] = field(default_factory=list)
    false_alarms: list[tuple[RealDocument, Verdict]] = field(default_factory=list)


def measure(documents: Iterable[RealDocument], preset: str = "balanced") -> Report:
    """The judge's false alarms at an operating point (`balanced`, `quiet`: the heuristic's
    `preset`)."""
    report = Report()
    for document in documents:
        verdict = judge(document, preset)
        report.overall.add(verdict.flagged)
        report.cues_alone.add(any(not label.endswith(LEARNED) for label in verdict.labels))
        report.by_category[document.category].add(verdict.flagged)
        report.by_format[document.format].add(verdict.flagged)
        report.families.update(set(verdict.labels))
        report.unreadable += not verdict.readable and not verdict.error
        if verdict.error:
            report.errors.append((document, verdict))
        if verdict.readable:
            report.cue_scores.append(verdict.cue_score)
            report.learned_scores.append(verdict.learned_score)
        if verdict.flagged:
            report.false_alarms.append((document, verdict))
    return report


def _rate(tally: Tally) -> str:
    return f"{tally.flagged:4}/{tally.total:<5} {100 * tally.rate:6.2f}%"


def _bins(scores: list[float], bounds: tuple[float, ...]) -> list[str]:
    edges = [0.0, *bounds]
    lines = []
    for low, high in zip(edges, [*bounds, math.inf], strict=True):
        count = sum(low <= s < high for s in scores)
        label = f">= {low:.2f}" if high == math.inf else f"{low:.2f}-{high:.2f}"
        lines.append(f"  {label:<12} {count:6}")
    return lines


def lines(split: str, report: Report) -> list[str]:
    """The report as printed: counts, rates, families, score bins, and false alarms by name."""
    model = scorer()
    out = [
        f"realworld {split}: {report.overall.total} documents, false alarms "
        f"{report.overall.flagged} ({100 * report.overall.rate:.2f}%); cue families alone "
        f"{report.cues_alone.flagged} ({100 * report.cues_alone.rate:.2f}%); "
        f"unreadable {report.unreadable}; judge raised {len(report.errors)}",
        *(f"  raised {v.error}: {d.file_name}  ({d.group})" for d, v in report.errors),
        "",
        f"  {'category':<14} {'false alarms':>22}",
        *(f"  {k:<14} {_rate(v):>22}" for k, v in sorted(report.by_category.items())),
        "",
        f"  {'format':<14} {'false alarms':>22}",
        *(f"  {k:<14} {_rate(v):>22}" for k, v in sorted(report.by_format.items())),
        "",
        "  families that fired (documents)",
        *(f"  {count:6}  {label}" for label, count in report.families.most_common()),
        "",
        f"  cue families' strongest window score (flags at {THRESHOLD:.2f})",
        *_bins(report.cue_scores, CUE_BINS),
        "",
        f"  learned scorer's highest probability (flags at {model.threshold:.2f}; "
        f"{model.cue_threshold:.2f} beside a cue, {model.discussion_threshold:.2f} in "
        "attack write-ups)",
        *_bins(report.learned_scores, LEARNED_BINS),
        "",
        "  false alarms (file name, group, category: families)",
        *(
            f"  {d.file_name}  ({d.group}, {d.category}): {', '.join(v.labels)}"
            for d, v in report.false_alarms
        ),
    ]
    return out
