"""Surface perturbations applied on top of an attack: typos, spacing, case, homoglyphs,
zero-width marks and split strings.

Which kinds a split draws is data (`lab/data/corpus/pools/perturbation.jsonl`); what each kind
does is code, one function (or one table row) per kind, found by the kind's name.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from attachguard_lab.corpus import phrases
from attachguard_lab.corpus.draw import Draw, Pool
from attachguard_lab.corpus.model import Perturbation
from attachguard_lab.corpus.perturbation.cases import CAPITALS, CASE_KINDS, CASINGS, casing
from attachguard_lab.corpus.perturbation.spaces import SEPARATED, SPACING_KINDS, SPACINGS, spacing
from attachguard_lab.corpus.perturbation.splits import SPLIT_STYLES, STYLES, split_concat
from attachguard_lab.corpus.perturbation.typos import TYPO_KINDS, TYPOS, typo

__all__ = [
    "CAPITALS",
    "CASE_KINDS",
    "CASINGS",
    "HOMOGLYPHS",
    "SEPARATED",
    "SPACINGS",
    "SPACING_KINDS",
    "SPLIT_STYLES",
    "STYLES",
    "TYPOS",
    "TYPO_KINDS",
    "ZERO_WIDTH",
    "Mark",
    "perturb",
]

KEYWORDS = (
    "ignore", "instructions", "previous", "prior", "assistant", "system", "password",
    "forward", "transfer", "send", "reply", "only", "delete", "tell", "user", "disregard",
    "message", "refuse", "answer", "important", "before", "task", "forget", "override",
)  # fmt: skip


class Mark(NamedTuple):
    """An invisible mark and at how many places a word gets it: 1 (one place), or 2 (two in a
    word of six letters or more, one in a shorter word)."""

    mark: str
    places: int

    @classmethod
    def parse(cls, value: object) -> Mark:
        if not isinstance(value, dict) or value.get("places") not in (1, 2):
            raise TypeError(f"not a zero-width mark: {value!r}")
        return cls(phrases.text(value["mark"]), value["places"])


HOMOGLYPHS: Pool[dict[str, str]] = phrases.pool_of("perturbation.homoglyphs", phrases.table)
ZERO_WIDTH: Pool[Mark] = phrases.pool_of("perturbation.zero_width", Mark.parse)


def targets(draw: Draw, text: str, most: int) -> list[tuple[int, int]]:
    """Spans of keywords to perturb (or of long words when no keyword is present)."""
    spans = [
        m.span()
        for m in re.finditer(r"[A-Za-z]+", text)
        if m.group().lower() in KEYWORDS and len(m.group()) >= 4
    ]
    if not spans:
        spans = [m.span() for m in re.finditer(r"[A-Za-z]{6,}", text)]
    if not spans:
        spans = [m.span() for m in re.finditer(r"[A-Za-z]{3,}", text)]
    chosen = draw.sample(spans, min(most, len(spans)))
    return sorted(chosen)


def rewrite(text: str, spans: list[tuple[int, int]], change: dict[int, str]) -> str:
    out = []
    last = 0
    for i, (start, end) in enumerate(spans):
        out.append(text[last:start])
        out.append(change[i])
        last = end
    out.append(text[last:])
    return "".join(out)


def homoglyph(word: str, table: dict[str, str]) -> str:
    swapped = "".join(table.get(c, c) for c in word)
    if swapped == word:
        # No mapped letter in this word: fall back to a Cyrillic 'e'/'o' style swap of any vowel.
        return "".join({"e": "\u0435", "o": "\u043e", "a": "\u0430"}.get(c, c) for c in word)
    return swapped


def zero_width(draw: Draw, word: str, mark: Mark) -> str:
    if mark.places == 1:
        i = draw.between(1, len(word) - 1)
        return word[:i] + mark.mark + word[i:]
    places = draw.sample(range(1, len(word)), mark.places if len(word) >= 6 else 1)
    for i in sorted(places, reverse=True):
        word = word[:i] + mark.mark + word[i:]
    return word


def perturb(draw: Draw, text: str, kind: Perturbation) -> str:
    """`text` with one kind of perturbation applied to some of its keywords."""
    if kind is Perturbation.SPLIT:
        return split_concat(draw, text)
    spans = targets(draw, text, 1 if kind is Perturbation.SPACING else draw.between(1, 3))
    change: dict[int, str] = {}
    table = draw.pick(HOMOGLYPHS)
    mark = draw.pick(ZERO_WIDTH)
    for i, (start, end) in enumerate(spans):
        word = text[start:end]
        if kind is Perturbation.TYPO:
            change[i] = typo(draw, word)
        elif kind is Perturbation.SPACING:
            change[i] = spacing(draw, word)
        elif kind is Perturbation.CASE:
            change[i] = casing(draw, word)
        elif kind is Perturbation.HOMOGLYPH:
            change[i] = homoglyph(word, table)
        else:
            change[i] = zero_width(draw, word, mark)
    return rewrite(text, spans, change)
