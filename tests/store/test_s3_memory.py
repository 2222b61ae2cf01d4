"""A 200 MiB file on S3 streams through the service: it grows by a few parts, not the file
(an upload by its parts in flight and the one being read, `(S3_UPLOAD_CONCURRENCY + 1) x
S3_PART_SIZE` with the defaults, and a little more).

Measured by the benchmark's own program (`python -m bench.s3_store --json`, its own SeaweedFS
on loopback), run as a process: tests and benchmarks do not import each other."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from app.settings import MIB, Settings

ROOT = Path(__file__).resolve().parents[2]


BENCHMARK = ("bench.s3_store", "--size-mb", "200", "--rounds", "1", "--stores", "s3", "--json")


def test_a_200_mib_file_on_s3_grows_the_service_by_a_few_parts() -> None:
    defaults = Settings()
    parts = (defaults.s3_upload_concurrency + 1) * defaults.s3_part_size / MIB
    done = subprocess.run(
        [sys.executable, "-m", *BENCHMARK],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-4000:]
    figures = json.loads(done.stdout)
    # Each part's buffer may be an eighth larger than the part (how BytesIO grows); the rest
    # is the allocator's (46 MiB on a quiet machine, 56.5 once on a busy one). Unbounded
    # parts would hold the whole 200 MiB.
    assert figures["upload_s3_growth_mib"] < parts * 1.125 + 20, figures
    for step in ("download", "materialize"):
        assert figures[f"{step}_s3_growth_mib"] < 50, figures
