"""The corpus's hand-written phrasings, read from `lab/data/corpus`.

`pools/<module>.jsonl` holds one phrasing per line, in the order it is drawn:
`{"pool": "attack.goals.transfer_money", "split": "dev", "generation": 1, "text": "..."}`.
`split` is what the phrasing was written for (`dev`, `retired` or `heldout`, see `Pool`) and
`generation` the corpus generation it was written in; a phrasing that is not a plain string
(a subject with its lines, a homoglyph table) is a `"value"` instead of a `"text"`.
`lists/<module>.jsonl` holds the lists both splits share (names, hosts, slot values):
`{"list": "lexicon.cities", "text": "Lisbon"}`.

A new generation adds lines: its held-out phrasings as `"split": "heldout"` with its number,
after the previous generation's held-out lines are marked `"retired"`. No code changes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, TypeVar

from attachguard_lab.corpus.draw import PART_SPLITS, Part, Pool
from attachguard_lab.data import DATA, read_jsonl

T = TypeVar("T")

POOLS = DATA / "corpus" / "pools"
LISTS = DATA / "corpus" / "lists"


def _payload(record: dict[str, Any], where: str) -> object:
    if ("text" in record) == ("value" in record):
        raise ValueError(f"{where}: a record has a text or a value, not both")
    return record["text"] if "text" in record else record["value"]


@cache
def _pools() -> dict[str, list[Part[object]]]:
    """Every pool's parts: consecutive lines of one split and generation form one part."""
    found: dict[str, list[Part[object]]] = {}
    for path in sorted(POOLS.glob("*.jsonl")):
        for record in read_jsonl(path):
            name, split, generation = record["pool"], record["split"], record["generation"]
            where = f"{path.name}: {name}"
            if split not in PART_SPLITS or not isinstance(generation, int):
                raise ValueError(f"{where}: split {split!r}, generation {generation!r}")
            parts = found.setdefault(name, [])
            item = _payload(record, where)
            if parts and (parts[-1].split, parts[-1].generation) == (split, generation):
                parts[-1] = Part(split, generation, (*parts[-1].items, item))
            else:
                parts.append(Part(split, generation, (item,)))
    return found


@cache
def _lists() -> dict[str, tuple[object, ...]]:
    found: dict[str, list[object]] = {}
    for path in sorted(LISTS.glob("*.jsonl")):
        for record in read_jsonl(path):
            name = record["list"]
            found.setdefault(name, []).append(_payload(record, f"{path.name}: {name}"))
    return {name: tuple(items) for name, items in found.items()}


def pool_names() -> list[str]:
    """Every pool in the data files."""
    return list(_pools())


def list_names() -> list[str]:
    """Every shared list in the data files."""
    return list(_lists())


def text(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"not a string: {value!r}")
    return value


def pair(value: object) -> tuple[str, str]:
    if not isinstance(value, list) or len(value) != 2:
        raise TypeError(f"not a pair: {value!r}")
    return text(value[0]), text(value[1])


def table(value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        raise TypeError(f"not a table: {value!r}")
    return {text(key): text(item) for key, item in value.items()}


def pool_of(name: str, convert: Callable[[object], T]) -> Pool[T]:
    """The pool `name`, each phrasing made by `convert` from its JSON value."""
    parts = _pools().get(name)
    if not parts:
        raise KeyError(f"no pool {name!r} in {POOLS}")
    return Pool(
        name,
        [Part(p.split, p.generation, tuple(convert(item) for item in p.items)) for p in parts],
    )


def pool(name: str) -> Pool[str]:
    """The pool `name` of plain phrasings."""
    return pool_of(name, text)


def pools(prefix: str) -> dict[str, Pool[str]]:
    """The pools `<prefix>.<key>` by key, in the order of the data files."""
    start = prefix + "."
    return {name.removeprefix(start): pool(name) for name in _pools() if name.startswith(start)}


def shared_of(name: str, convert: Callable[[object], T]) -> tuple[T, ...]:
    """The shared list `name`, each item made by `convert` from its JSON value."""
    items = _lists().get(name)
    if not items:
        raise KeyError(f"no list {name!r} in {LISTS}")
    return tuple(convert(item) for item in items)


def shared(name: str) -> tuple[str, ...]:
    """The shared list `name` of plain strings."""
    return shared_of(name, text)


def shared_groups(prefix: str) -> dict[str, tuple[str, ...]]:
    """The shared lists `<prefix>.<key>` by key, in the order of the data files."""
    start = prefix + "."
    return {name.removeprefix(start): shared(name) for name in _lists() if name.startswith(start)}
