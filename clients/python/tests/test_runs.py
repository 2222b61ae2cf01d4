"""The per-run table of the adapters: made once per key, bounded, let go with the run."""

from __future__ import annotations

import gc
from dataclasses import dataclass

import pytest

from attachguard_client.runs import RunTable, first_value, run_value


@dataclass
class Anchor:
    """An object a run is known by (weak references allowed)."""

    name: str


class Slotted:
    """An object without weak references (like LangGraph's RunControl)."""

    __slots__ = ()


def test_a_run_is_made_once_per_key_and_dropped() -> None:
    table: RunTable[list[str]] = RunTable()
    made = table.get("a", lambda: ["a"])
    assert table.get("a", lambda: ["other"]) is made
    assert "a" in table
    table.drop("a")
    table.drop("a")  # nothing left to drop
    assert "a" not in table


def test_the_oldest_run_goes_first_when_the_table_is_full() -> None:
    table: RunTable[str] = RunTable(max_runs=2)
    anchor = Anchor("a")
    table.get("a", lambda: "a", anchor=anchor)
    table.get("b", lambda: "b")
    table.get("a", lambda: "a")  # used again: now the newest
    table.get("c", lambda: "c")
    assert ("a" in table, "b" in table, "c" in table) == (True, False, True)
    table.get("d", lambda: "d")
    assert "a" not in table
    del anchor
    gc.collect()
    assert len(table) == 2  # the evicted run's finalizer was detached
    with pytest.raises(ValueError, match="max_runs"):
        RunTable(max_runs=0)


def test_a_run_goes_with_its_anchor_or_holds_one_without_weak_references() -> None:
    table: RunTable[str] = RunTable()
    anchor, slotted = Anchor("a"), Slotted()
    weak_key, held_key = ("a", id(anchor)), ("s", id(slotted))
    table.get(weak_key, lambda: "a", anchor=anchor)
    table.get(held_key, lambda: "s", anchor=slotted)
    del anchor, slotted
    gc.collect()
    assert weak_key not in table
    assert held_key in table  # held by its entry (its id stays its own) until dropped


def test_run_values_come_from_mappings_or_attributes() -> None:
    assert run_value({"job_key": "j"}, "job_key") == "j"
    assert run_value(Anchor("x"), "name") == "x"
    assert run_value({"job_key": ""}, "job_key") is None
    assert run_value({"job_key": 3}, "job_key") is None
    assert run_value(None, "job_key") is None
    assert first_value("job_key", None, {}, {"job_key": "second"}) == "second"
    assert first_value("job_key", None) is None
