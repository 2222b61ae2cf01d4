"""Seeded random choices that respect the split: phrasings come only from the split's own pool."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from attachguard_lab.corpus.model import Split

T = TypeVar("T")
U = TypeVar("U")

# What a part of a pool was written for (`phrases.py` reads them from the data files).
DEV, RETIRED, HELDOUT = "dev", "retired", "heldout"
PART_SPLITS = (DEV, RETIRED, HELDOUT)


@dataclass(frozen=True)
class Part(Generic[T]):
    """Phrasings written together: for one split of one corpus generation."""

    split: str
    generation: int
    items: tuple[T, ...]


class Pool(Generic[T]):
    """A template group: disjoint parts of phrasings, each written for one split of one
    generation.

    `dev` parts are tuning phrasings. `retired` parts hold the held-out phrasings of earlier
    generations: their results were looked at while the judge was tuned, so they can no longer
    measure it and now belong to dev. `heldout` parts hold phrasings written afterwards, which
    tuning has never seen (see the corpus README, "Generations").
    """

    def __init__(self, name: str, parts: Sequence[Part[T]]) -> None:
        self.name = name
        self.parts = tuple(parts)
        # Dev draws its own parts and every retired one, by generation (dev before retired
        # within one), each in the order it was written.
        drawn = sorted(
            (part for part in self.parts if part.split != HELDOUT),
            key=lambda part: (part.generation, part.split != DEV),
        )
        self._dev = tuple(item for part in drawn for item in part.items)
        self._heldout = tuple(
            item for part in self.parts if part.split == HELDOUT for item in part.items
        )

    def of(self, split: Split) -> tuple[T, ...]:
        return self._dev if split is Split.DEV else self._heldout

    def __repr__(self) -> str:
        return f"Pool({self.name!r}, {len(self._dev)} dev, {len(self._heldout)} held-out)"


class Draw:
    """Every random decision for one document: its own RNG and the split it belongs to."""

    def __init__(self, key: str, split: Split) -> None:
        # A string seed is hashed with SHA-512 by `random`, so it is stable across processes.
        self.rng = random.Random(key)
        self.split = split

    def pick(self, pool: Pool[U]) -> U:
        return self.rng.choice(pool.of(self.split))

    def choice(self, items: Sequence[U]) -> U:
        return self.rng.choice(items)

    def sample(self, items: Sequence[U], k: int) -> list[U]:
        return self.rng.sample(list(items), k)

    def chance(self, p: float) -> bool:
        return self.rng.random() < p

    def between(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)
