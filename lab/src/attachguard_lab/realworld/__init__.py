"""A real-world benign document set the team did not write: what Debian's and PyPI's and npm's
packages ship on this machine, and what its tools log and print, to calibrate the content
judge's false alarms.

The set is committed (`lab/data/realworld/<split>.jsonl.gz`, one JSON object a line); `build`
regenerates it from the machine's installed packages, so a rebuild elsewhere differs as the
installed packages do. A document's split (`calibration`, about 70%, or `heldout`) is a hash of
its group (the package), so no package's documents straddle the splits. The few documents kept
as PDF or Word files are stored as their text and rendered when loaded, the same bytes each
time.
"""

from __future__ import annotations

import gzip
import json
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from attachguard_lab.data import DATA

DIRECTORY = DATA / "realworld"


class Split(StrEnum):
    CALIBRATION = "calibration"
    HELDOUT = "heldout"


@dataclass(frozen=True)
class RealDocument:
    """One document: `content` is its text (for a PDF or Word file, the text it renders)."""

    id: str
    split: Split
    group: str
    category: str
    format: str
    mime_type: str
    file_name: str
    source: str
    content: str

    @property
    def data(self) -> bytes:
        """The file's bytes as an agent would upload it."""
        if self.format in ("pdf", "docx"):
            from attachguard_lab.realworld import render

            writer = render.render_pdf if self.format == "pdf" else render.render_docx
            return writer(self.file_name.rsplit(".", 1)[0], self.group, self.content)
        return self.content.encode("utf-8")

    def record(self) -> dict[str, object]:
        return {
            "id": self.id,
            "split": str(self.split),
            "group": self.group,
            "category": self.category,
            "format": self.format,
            "mime_type": self.mime_type,
            "file_name": self.file_name,
            "source": self.source,
            "content": self.content,
        }


def path_of(split: Split | str, directory: Path = DIRECTORY) -> Path:
    return directory / f"{Split(split)}.jsonl.gz"


def load(split: Split | str, directory: Path = DIRECTORY) -> list[RealDocument]:
    """Every document of `split`, in the committed order."""
    wanted = Split(split)
    documents = []
    with gzip.open(path_of(wanted, directory), "rt", encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                record = json.loads(line)
                record["split"] = Split(record["split"])
                documents.append(RealDocument(**record))
    return documents


def files(split: Split | str, directory: Path = DIRECTORY) -> list[tuple[str, str, bytes]]:
    """`(file name, media type, bytes)` of every document of `split`, ready to upload or judge."""
    return [(d.file_name, d.mime_type, d.data) for d in load(split, directory)]
