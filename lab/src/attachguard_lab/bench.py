"""The content judge's figures in one run: every preset's recall and false alarms on the
corpus's held-out generation and the real-world held-out split, per format and per attack
family, then the cascade through the service with a fake deciding judge on loopback.

Run: `python -m attachguard_lab.bench` (`make lab-bench`, about five minutes); it writes
`lab/results/bench.txt`. Nothing here chooses anything: every split is held out.
"""

from __future__ import annotations

from collections.abc import Iterable

from attachguard_lab import corpus, quality, realworld
from attachguard_lab.cascade import live, live_report
from attachguard_lab.data import DATA
from attachguard_lab.quality import Tally
from attachguard_lab.realworld import measure as real_measure

PRESETS = ("strict", "balanced", "quiet")
RESULTS = DATA.parent / "results" / "bench.txt"


def _rate(tally: Tally) -> str:
    return f"{tally.rate:6.1%} ({tally.flagged}/{tally.total})"


def _rows(
    title: str, keys: Iterable[str], columns: list[tuple[str, dict[str, Tally]]]
) -> list[str]:
    """One row per key, one column per (preset, table) pair; a key a table lacks is blank."""
    head = f"| {title} | " + " | ".join(name for name, _ in columns) + " |"
    rule = "|---|" + "---:|" * len(columns)
    lines = [head, rule]
    for key in keys:
        cells = [_rate(table[key]) if key in table else "" for _, table in columns]
        lines.append(f"| {key} | " + " | ".join(cells) + " |")
    return lines


def run() -> list[str]:
    attacks = corpus.load("heldout")
    real = realworld.load("heldout")
    corpus_reports = {p: quality.measure(attacks, p) for p in PRESETS}
    real_reports = {p: real_measure.measure(real, p) for p in PRESETS}
    lines = [
        "| preset | corpus held-out recall | corpus held-out false alarms "
        "| real-world held-out false alarms |",
        "|---|---:|---:|---:|",
    ]
    for preset in PRESETS:
        c, r = corpus_reports[preset], real_reports[preset]
        lines.append(f"| {preset} | {_rate(c.recall)} | {_rate(c.fpr)} | {_rate(r.overall)} |")
    cues_c, cues_r = corpus_reports["balanced"], real_reports["balanced"]
    lines.append(
        f"| cue families alone | {_rate(cues_c.cues_recall)} | {_rate(cues_c.cues_fpr)} "
        f"| {_rate(cues_r.cues_alone)} |"
    )
    lines += ["", "Recall on the corpus's held-out attacks, per format:", ""]
    formats = sorted(corpus_reports["balanced"].recall_by_format)
    lines += _rows("format", formats, [(p, corpus_reports[p].recall_by_format) for p in PRESETS])
    lines += ["", "False alarms on the corpus's held-out benign files, per format:", ""]
    lines += _rows("format", formats, [(p, corpus_reports[p].fpr_by_format) for p in PRESETS])
    lines += ["", "Recall per attack family:", ""]
    families = sorted(corpus_reports["balanced"].recall_by_family)
    lines += _rows("family", families, [(p, corpus_reports[p].recall_by_family) for p in PRESETS])
    lines += ["", "False alarms on the real-world held-out documents, per format:", ""]
    real_formats = sorted(real_reports["balanced"].by_format)
    lines += _rows("format", real_formats, [(p, real_reports[p].by_format) for p in PRESETS])
    lines += ["", "... and per kind of document:", ""]
    categories = sorted(real_reports["balanced"].by_category)
    lines += _rows("category", categories, [(p, real_reports[p].by_category) for p in PRESETS])
    lines += ["", *live_report("heldout", live(attacks)).splitlines()]
    return lines


def main() -> None:
    text = "\n".join(run()) + "\n"
    print(text, end="")
    RESULTS.write_text(text)


if __name__ == "__main__":
    main()
