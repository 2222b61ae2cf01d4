"""Writing the corpus to disk (files plus manifest.jsonl) and the counts tables of its README."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path

from attachguard_lab.corpus.model import Document, Family, Format, Label, Perturbation, Split
from attachguard_lab.corpus.plan import Spec


def write(documents: Iterable[Document], out: Path) -> int:
    """Each file at `<split>/<id>/<file name>` under `out`, and one manifest line per file."""
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    with (out / "manifest.jsonl").open("w", encoding="utf-8") as manifest:
        for doc in documents:
            entry = doc.manifest_entry()
            path = out / str(entry["path"])
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(doc.data)
            manifest.write(json.dumps(entry, ensure_ascii=False, sort_keys=True) + "\n")
            count += 1
    return count


def counts_tables(specs: list[Spec]) -> str:
    """Markdown tables: format x label x split, family x split, perturbation x split."""
    by_format = Counter((s.format, s.label, s.split) for s in specs)
    rows = ["| format | dev malicious | dev benign | heldout malicious | heldout benign |",
            "|---|---:|---:|---:|---:|"]  # fmt: skip
    for fmt in Format:
        cells = [by_format[(fmt, label, split)] for split in Split for label in Label]
        rows.append(f"| {fmt} | " + " | ".join(str(c) for c in cells) + " |")
    totals = [
        sum(by_format[(f, label, split)] for f in Format) for split in Split for label in Label
    ]
    rows.append("| **total** | " + " | ".join(f"**{c}**" for c in totals) + " |")
    by_family = Counter((s.family, s.split) for s in specs if s.family is not None)
    rows += ["", "| family | dev | heldout |", "|---|---:|---:|"]
    rows += [
        f"| {f} | {by_family[(f, Split.DEV)]} | {by_family[(f, Split.HELDOUT)]} |" for f in Family
    ]
    by_perturbation = Counter((s.perturbation, s.split) for s in specs if s.perturbation)
    rows += ["", "| perturbation (secondary tag) | dev | heldout |", "|---|---:|---:|"]
    rows += [
        f"| {p} | {by_perturbation[(p, Split.DEV)]} | {by_perturbation[(p, Split.HELDOUT)]} |"
        for p in Perturbation
    ]
    hard = Counter(s.split for s in specs if s.hard)
    benign = Counter(s.split for s in specs if s.label is Label.BENIGN)
    rows += ["", "| benign that describe or quote attacks | dev | heldout |", "|---|---:|---:|"]
    rows.append(
        f"| hard_negative:quotes_attack | {hard[Split.DEV]} of {benign[Split.DEV]} | "
        f"{hard[Split.HELDOUT]} of {benign[Split.HELDOUT]} |"
    )
    return "\n".join(rows) + "\n"
