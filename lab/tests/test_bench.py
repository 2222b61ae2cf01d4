"""The one-run report of the content judge's figures: its tables."""

from __future__ import annotations

from attachguard_lab.bench import _rows
from attachguard_lab.quality import Tally


def test_a_row_per_key_a_column_per_preset_blank_where_a_preset_has_none() -> None:
    strict = {"pdf": Tally(3, 4), "txt": Tally(1, 4)}
    quiet = {"pdf": Tally(1, 4)}
    lines = _rows("format", ["pdf", "txt"], [("strict", strict), ("quiet", quiet)])
    assert lines[0] == "| format | strict | quiet |"
    assert lines[1] == "|---|---:|---:|"
    assert lines[2] == "| pdf |  75.0% (3/4) |  25.0% (1/4) |"
    assert lines[3] == "| txt |  25.0% (1/4) |  |"
