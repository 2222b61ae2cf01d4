"""A labelled corpus of files with and without planted prompt injections, built from templates."""

from __future__ import annotations

from attachguard_lab.corpus.model import Document, Family, Format, Label, Perturbation, Split
from attachguard_lab.corpus.plan import DEFAULT_SEED, Spec, make, plan

__all__ = [
    "DEFAULT_SEED",
    "Document",
    "Family",
    "Format",
    "Label",
    "Perturbation",
    "Spec",
    "Split",
    "load",
    "make",
    "plan",
]


def load(split: str, seed: int = DEFAULT_SEED) -> list[Document]:
    """Every document of `split` ("dev" or "heldout"), built in memory; nothing is written."""
    wanted = Split(split)
    return [make(spec, seed) for spec in plan() if spec.split is wanted]
