"""Seeded random choices that respect the split: phrasings come only from the split's own pool."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Generic, TypeVar

from bench.corpus.model import Split

T = TypeVar("T")
U = TypeVar("U")


@dataclass(frozen=True)
class Pool(Generic[T]):
    """A template group: disjoint lists of phrasings, one per split.

    `retired`, `retired_2` ... `retired_9` hold the held-out phrasings of the corpus's first
    nine generations. Their results were looked at while the judge was tuned, so
    they can no longer measure it: they now belong to `dev`, and `heldout` holds phrasings
    written afterwards, which tuning has never seen (see README, "Generations").
    """

    dev: tuple[T, ...]
    retired: tuple[T, ...] = ()
    retired_2: tuple[T, ...] = ()
    retired_3: tuple[T, ...] = ()
    retired_4: tuple[T, ...] = ()
    retired_5: tuple[T, ...] = ()
    retired_6: tuple[T, ...] = ()
    retired_7: tuple[T, ...] = ()
    retired_8: tuple[T, ...] = ()
    retired_9: tuple[T, ...] = ()
    heldout: tuple[T, ...] = ()

    def parts(self) -> tuple[tuple[T, ...], ...]:
        """Every list of phrasings, in declaration order: dev, the retired generations, held-out."""
        return tuple(getattr(self, part.name) for part in fields(self))

    def of(self, split: Split) -> tuple[T, ...]:
        if split is Split.DEV:
            # dev and every retired generation, in declaration order (held-out is last).
            return tuple(phrasing for part in self.parts()[:-1] for phrasing in part)
        return self.heldout


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
