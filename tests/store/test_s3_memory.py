"""A 200 MiB file on S3 streams through the service: it grows by a few parts, not the file."""

from __future__ import annotations

from pathlib import Path

from bench.s3_store import measure
from tests.store.seaweed import SeaweedS3


def test_a_200_mib_file_on_s3_grows_the_service_by_under_50_mib(
    seaweed: SeaweedS3, tmp_path: Path
) -> None:
    figures = measure(seaweed, tmp_path, size_mb=200, rounds=1, stores=("s3",))
    for step in ("upload", "download", "materialize"):
        assert figures[f"{step}_s3_growth_mib"] < 50, figures
