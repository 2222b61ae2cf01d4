"""Builds the real-world set from this machine: collect, keep each text once, assign splits by
group, render a few as PDF and Word files, and write the split files.

The order is deterministic (collectors run in a fixed order, each over sorted packages and
paths; the written files are sorted), but what is found depends on the packages installed here.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import re
from collections.abc import Iterable
from pathlib import Path, PurePosixPath

from app.domain.mime import OCTET_STREAM, guess_mime_type
from attachguard_lab.realworld import (
    DIRECTORY,
    RealDocument,
    Split,
    debian,
    packaged,
    path_of,
    tools,
)
from attachguard_lab.realworld.source import Candidate, cap

CALIBRATION_SHARE = 70  # percent of groups
# Of the prose documents, these shares (percent, by a hash of the document) become PDF and Word
# files, their text cut to `RENDERED_BYTES` so the files stay a few pages long.
PDF_SHARE, DOCX_SHARE = 5, 4
RENDERED_BYTES = 16 * 1024
PROSE = frozenset({"manpage", "readme", "license", "changelog", "doc"})

_FORMATS = {
    ".txt": "txt", ".text": "txt", ".md": "md", ".markdown": "md", ".rst": "rst",
    ".html": "html", ".htm": "html", ".json": "json", ".yaml": "yaml", ".yml": "yaml",
    ".toml": "toml", ".ini": "ini", ".cfg": "ini", ".conf": "conf", ".log": "log",
}  # fmt: skip
_MIME = {
    "rst": "text/x-rst",
    "pdf": "application/pdf",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
}


def split_of(group: str) -> Split:
    """A group's split, from a hash of its name: stable across machines and runs."""
    bucket = int(hashlib.sha256(group.encode("utf-8")).hexdigest()[:8], 16) % 100
    return Split.CALIBRATION if bucket < CALIBRATION_SHARE else Split.HELDOUT


def format_of(name: str) -> str:
    """The format of a file by its name; `env` for dotenv files, `txt` when nothing says."""
    lower = name.lower()
    if re.match(r"^\.?env(\.|$)", lower) or lower.endswith(".env"):
        return "env"
    for suffix in reversed(PurePosixPath(lower).suffixes):
        if suffix in _FORMATS:
            return _FORMATS[suffix]
    return "txt"


def mime_of(name: str, form: str) -> str:
    """The media type the service gives the name, or the plain one for its format."""
    if form in _MIME:
        return _MIME[form]
    guessed = guess_mime_type(name)
    return "text/plain" if guessed == OCTET_STREAM else guessed


def document(candidate: Candidate) -> RealDocument:
    digest = hashlib.sha256(candidate.text.encode("utf-8")).hexdigest()
    form, name, text = format_of(candidate.file_name), candidate.file_name, candidate.text
    share = int(digest[16:24], 16) % 100
    if candidate.category in PROSE and share < PDF_SHARE + DOCX_SHARE:
        form = "pdf" if share < PDF_SHARE else "docx"
        stem = name.rsplit(".", 1)[0] if "." in name[1:] else name
        name, text = f"{stem}.{form}", cap(text, RENDERED_BYTES)
    return RealDocument(
        id=f"rw-{digest[:16]}",
        split=split_of(candidate.group),
        group=candidate.group,
        category=candidate.category,
        format=form,
        mime_type=mime_of(name, form),
        file_name=name,
        source=candidate.source,
        content=text,
    )


def collect() -> Iterable[Candidate]:
    yield from debian.collect()
    yield from packaged.python()
    yield from packaged.npm()
    yield from tools.collect()


def unique(candidates: Iterable[Candidate]) -> list[RealDocument]:
    """One document per text as kept (after white space at the ends; a rendered one's text is
    cut first, so two texts that differ only past the cut are one): the first found keeps it."""
    seen: set[str] = set()
    kept = []
    for candidate in candidates:
        found = document(candidate)
        key = hashlib.sha256(found.content.strip().encode("utf-8")).hexdigest()
        if key not in seen:
            seen.add(key)
            kept.append(found)
    return kept


def write(documents: list[RealDocument], directory: Path = DIRECTORY) -> dict[Split, int]:
    """Each split's documents, sorted, as gzip'd JSON Lines with no time stamp."""
    directory.mkdir(parents=True, exist_ok=True)
    counts = {}
    for split in Split:
        chosen = sorted(
            (d for d in documents if d.split is split),
            key=lambda d: (d.group, d.category, d.file_name, d.id),
        )
        lines = "".join(json.dumps(d.record(), ensure_ascii=False) + "\n" for d in chosen)
        path_of(split, directory).write_bytes(gzip.compress(lines.encode("utf-8"), 9, mtime=0))
        counts[split] = len(chosen)
    return counts


def build(directory: Path = DIRECTORY) -> dict[Split, int]:
    """Collect everything on this machine and write the split files; their counts."""
    return write(unique(collect()), directory)
