"""The result every format renderer returns, and realistic file names for it."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime

from attachguard_lab.corpus.draw import Draw


@dataclass(frozen=True)
class Rendered:
    """A file's name and bytes, the kind of document it is and its placement tags."""

    file_name: str
    data: bytes
    kind: str
    tags: tuple[str, ...] = ()
    # Set when the renderer had to change the injected text to write it (e.g. PDF core fonts).
    planted: str | None = None


def file_name(draw: Draw, title: str, when: datetime, ext: str) -> str:
    """A name in one of the styles people and exporters use: slugs, underscores, dated."""
    words = re.findall(r"[A-Za-z0-9]+", title)[:6]
    style = draw.between(0, 3)
    if style == 0:
        stem = "-".join(w.lower() for w in words)
    elif style == 1:
        stem = "_".join(words)
    elif style == 2:
        stem = f"{when:%Y-%m-%d}_" + "_".join(w.lower() for w in words)
    else:
        stem = " ".join(words) + draw.choice(("", " (1)", " final", " v2", " - copy"))
    return f"{stem or 'document'}.{ext}"
