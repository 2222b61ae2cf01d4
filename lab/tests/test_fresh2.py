"""The second blind split (fresh2): reproducible, as large as promised, covering every setting,
attack kind and phrasing family, with clean runs that act on data, and leaving the other splits
as they were."""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from pathlib import Path

import pytest

from attachguard_lab.traces.build import build, build_fresh2, write
from attachguard_lab.traces.fresh2 import (
    ATTACKER2_EMAILS,
    ATTACKER2_IBANS,
    ATTACKER2_KEY,
    ATTACKER2_LOGIN_URLS,
    ATTACKER2_SINK_URLS,
    FRESH2_BUILDERS,
    FRESH2_PHRASINGS,
)
from attachguard_lab.traces.model import Run
from attachguard_lab.traces.world import USERS

SETTINGS = {"banking", "email", "calendar", "drive", "chat", "travel", "code"}
KINDS = {"exfiltration", "payment", "phishing", "access", "tampering"}
# The corpus without fresh2, as written before fresh2 was added (sha256 of its JSON lines).
OTHER_SPLITS_SHA256 = "78e8b4f1d6186c7dad6bd4479c884f7fdd32d5289034838b7f7ab9f780163e5a"


@pytest.fixture(scope="module")
def runs() -> list[Run]:
    return build_fresh2()


def _digest(runs: list[Run], path: Path) -> str:
    write(runs, path)
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_fresh2_is_reproducible(runs: list[Run], tmp_path: Path) -> None:
    assert _digest(runs, tmp_path / "a.jsonl") == _digest(build_fresh2(), tmp_path / "b.jsonl")


def test_fresh2_has_its_counts_and_covers_every_setting_kind_and_family(runs: list[Run]) -> None:
    attacked = [r for r in runs if r.attack is not None]
    clean = [r for r in runs if r.attack is None]
    assert {r.split for r in runs} == {"fresh2"}
    assert len(attacked) >= 175
    assert len(clean) >= 84
    assert {r.domain for r in attacked} == SETTINGS
    assert {r.domain for r in clean} == SETTINGS
    assert {r.attack["kind"] for r in attacked if r.attack} == KINDS
    assert {r.attack["family"] for r in attacked if r.attack} == {
        p.family for p in FRESH2_PHRASINGS
    }
    # Attacks that need no destination (settings, limits, deletions) are a good share.
    kinds = Counter(r.attack["kind"] for r in attacked if r.attack)
    assert kinds["tampering"] + kinds["access"] >= len(attacked) // 3
    assert all(r.target is not None and 0 <= r.target < len(r.steps) for r in attacked)
    assert len({r.id for r in runs}) == len(runs)


def test_fresh2_clean_runs_act_on_data_in_every_setting(runs: list[Run]) -> None:
    acting = {
        task.name
        for builders in FRESH2_BUILDERS.values()
        for builder in builders
        if (task := builder(random.Random(0), USERS[0], None)).acts_on_data
    }
    clean = [r for r in runs if r.attack is None]
    on_data = [r for r in clean if r.task in acting]
    assert len(on_data) >= len(clean) // 2
    assert {r.domain for r in on_data} == SETTINGS
    # Some of them act more than once (a payment and an order change, several shares, merges).
    reads = ("get_", "list_", "read_", "search_")
    several = [r for r in on_data if sum(not s.tool.startswith(reads) for s in r.steps) >= 2]
    assert len(several) >= 20
    assert {r.domain for r in several} == SETTINGS


def test_fresh2_attacker_values_appear_in_no_other_split(tmp_path: Path) -> None:
    path = tmp_path / "corpus.jsonl"
    write([r for r in build() if r.split != "fresh2"], path)
    text = path.read_text()
    values = [
        *ATTACKER2_IBANS,
        *ATTACKER2_EMAILS,
        *ATTACKER2_LOGIN_URLS,
        *ATTACKER2_SINK_URLS,
        ATTACKER2_KEY,
    ]
    assert [v for v in values if v in text] == []


def test_the_other_splits_are_unchanged(tmp_path: Path) -> None:
    others = [r for r in build() if r.split != "fresh2"]
    assert _digest(others, tmp_path / "others.jsonl") == OTHER_SPLITS_SHA256
