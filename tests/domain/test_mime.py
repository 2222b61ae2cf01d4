"""Media types from names, the same on every machine (R4.3)."""

from __future__ import annotations

import pytest

from app.domain.mime import guess_mime_type


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("a.md", "text/markdown"),
        ("a.markdown", "text/markdown"),
        ("a.yaml", "application/yaml"),
        ("a.yml", "application/yaml"),
        ("a.jsonl", "application/jsonl"),
        ("a.json", "application/json"),
        ("a.csv", "text/csv"),
        ("a.txt", "text/plain"),
        ("a.pdf", "application/pdf"),
        ("A.PDF", "application/pdf"),
        ("Report.Md", "text/markdown"),
        ("x.csv.gz", "text/csv"),
        ("backup.tgz", "application/x-tar"),  # the table's short form of .tar.gz
        ("backup.TBZ2", "application/x-tar"),
        ("x.JSON.GZ", "application/json"),
        ("x.gz", "application/gzip"),
        ("a.png", "image/png"),
        ("a.mp3", "audio/mpeg"),
        ("a", "application/octet-stream"),
        ("a.unknownext", "application/octet-stream"),
        ("a.weird.gz", "application/gzip"),
        ("dir\\a.csv", "text/csv"),
    ],
)
def test_guess(name: str, expected: str) -> None:
    assert guess_mime_type(name) == expected


def test_host_table_is_not_consulted(tmp_path: object) -> None:
    import mimetypes

    # Even after the process-wide table learns a host mapping, our answer does not move.
    mimetypes.add_type("application/x-host-specific", ".zzhost")
    try:
        assert guess_mime_type("a.zzhost") == "application/octet-stream"
    finally:
        mimetypes.types_map.pop(".zzhost", None)
