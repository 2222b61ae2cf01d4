"""The trace corpus: its size, splits and reproducibility, and a replay through a live service."""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pytest

from attachguard_lab.traces.build import build, write
from attachguard_lab.traces.replay import load, replay_all, report
from attachguard_lab.traces.shapes import SHAPES
from testing.service import live_service


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("traces") / "runs.jsonl"
    write(build(), path)
    return path


def test_the_corpus_is_as_large_as_promised_and_split(corpus: Path) -> None:
    runs = load(corpus, None)
    kinds = Counter((r["split"], r["attack"] is not None) for r in runs)
    assert sum(n for (_, attacked), n in kinds.items() if attacked) >= 300
    assert sum(n for (_, attacked), n in kinds.items() if not attacked) >= 100
    assert all(
        kinds[(split, attacked)] > 0 for split in ("train", "heldout") for attacked in (True, False)
    )
    assert {r["domain"] for r in runs} == {
        "banking",
        "email",
        "calendar",
        "drive",
        "chat",
        "travel",
        "code",
    }
    assert {r["shape"] for r in runs} == set(SHAPES)
    # A target is a call of the run, after the user's own steps.
    assert all(0 <= r["target"] < len(r["steps"]) for r in runs if r["attack"])


def test_the_corpus_is_reproducible(corpus: Path, tmp_path: Path) -> None:
    again = tmp_path / "again.jsonl"
    write(build(), again)
    assert (
        hashlib.sha256(again.read_bytes()).digest() == hashlib.sha256(corpus.read_bytes()).digest()
    )


def test_a_replay_through_a_live_service_stops_attacks_and_lets_clean_runs_finish(
    corpus: Path, tmp_path: Path
) -> None:
    runs = load(corpus, "train")
    # Runs of the train split: two the content judge stops at post, three it lets through and
    # the provenance guard stops at their call.
    chosen = {"banking-a000", "email-a001", "banking-a133", "banking-a154", "calendar-a002"}
    attacked = [r for r in runs if r["id"] in chosen]
    clean = [r for r in runs if r["attack"] is None and r["domain"] == "banking"][:4]
    assert attacked
    assert clean
    with live_service(tmp_path) as base:
        outcomes = replay_all(base, [*attacked, *clean], "both")
        content_only = replay_all(base, attacked, "content")
    assert not any(o.errors for o in outcomes), [o.errors for o in outcomes]
    assert not any(o.reached for o in outcomes if o.attacked)
    assert not any(o.interrupted for o in outcomes if not o.attacked)
    # The provenance guard stops what got past the content judge, before the call.
    past_content = {o.run["id"] for o in content_only if o.reached}
    assert past_content == {"banking-a133", "banking-a154", "calendar-a002"}
    for outcome in outcomes:
        if outcome.run["id"] in past_content:
            assert outcome.by == ["provenance"]
            assert outcome.stage == "pre"
    assert "attacks that reach their tool call: 0/" in report(outcomes)


def test_each_preset_writes_its_own_results_file() -> None:
    # The recommended pair keeps the split's name (the guide includes it); one guardrail
    # alone never overwrites it.
    from attachguard_lab.traces.__main__ import result_name

    names = {
        result_name(split, preset)
        for split in ("heldout", "fresh2")
        for preset in ("both", "content", "provenance")
    }
    assert len(names) == 6
    assert result_name("fresh2", "both") == "traces-fresh2.txt"
    assert result_name("fresh2", "content") == "traces-fresh2-content.txt"
