"""The lab's hand-written data (`lab/data`) and how its JSON Lines files are read.

The lab runs from a checkout (the workspace installs it editable), so the data is read where
it is committed, beside the package rather than inside it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parents[2] / "data"


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """Every record of a JSON Lines file, in order; blank lines are skipped."""
    records: list[dict[str, Any]] = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        record = json.loads(line)
        if not isinstance(record, dict):
            raise ValueError(f"{path}:{number}: a record is a JSON object")
        records.append(record)
    return records
