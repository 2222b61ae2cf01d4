"""Large files stream to and from S3: the process grows by a few parts at most, not the file."""

from __future__ import annotations

from pathlib import Path

from bench.s3_store import measure_memory
from tests.store.seaweed import SeaweedS3


def test_a_200_mib_download_and_upload_grow_the_process_by_under_50_mib(
    seaweed: SeaweedS3, tmp_path: Path
) -> None:
    figures = measure_memory(seaweed, tmp_path, 200)
    assert figures["growth_mib"] < 50, figures
    assert figures["upload_growth_mib"] < 50, figures
