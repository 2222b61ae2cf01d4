"""Materialising a large file streams: memory stays flat (R3.7)."""

from __future__ import annotations

from bench.materialize_memory import measure


def test_a_200_mib_download_grows_the_process_by_a_few_mib_at_most() -> None:
    figures = measure(200)
    assert figures["growth_mib"] < 30, figures
