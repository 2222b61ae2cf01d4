"""Materialising a large file streams: memory stays flat (R3.7).

Measured by the benchmark's own program (`python -m bench.materialize_memory --json`), run as
a process: tests and benchmarks do not import each other."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_200_mib_download_grows_the_process_by_a_few_mib_at_most() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "bench.materialize_memory", "--size-mb", "200", "--json"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    figures = json.loads(out)
    assert figures["growth_mib"] < 30, figures
