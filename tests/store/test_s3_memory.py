"""A 200 MiB file on S3 streams through the service: it grows by a few parts, not the file.

Measured by the benchmark's own program (`python -m bench.s3_store --json`, its own SeaweedFS
on loopback), run as a process: tests and benchmarks do not import each other."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


BENCHMARK = ("bench.s3_store", "--size-mb", "200", "--rounds", "1", "--stores", "s3", "--json")


def test_a_200_mib_file_on_s3_grows_the_service_by_under_50_mib() -> None:
    out = subprocess.run(
        [sys.executable, "-m", *BENCHMARK],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    figures = json.loads(out)
    for step in ("upload", "download", "materialize"):
        assert figures[f"{step}_s3_growth_mib"] < 50, figures
