"""Mentions of files in arbitrary JSON, found by a bounded breadth-first scan (R1.1, R1.3)."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum

from app.domain.ticket import canonical_id

MAX_SCAN_DEPTH = 32
MAX_SCAN_NODES = 10_000


class Truncation(StrEnum):
    DEPTH = "depth"
    NODES = "nodes"


@dataclass(slots=True)
class Scan:
    """What a scan found: canonical ids in breadth-first document order, and how far it went."""

    ids: list[str] = field(default_factory=list)
    visited: int = 0
    max_depth: int = 0
    truncated: Truncation | None = None

    def merge(self, other: Scan) -> None:
        """Fold another scan's findings in after this one's (for multi-part payloads)."""
        self.ids.extend(other.ids)
        self.visited += other.visited
        self.max_depth = max(self.max_depth, other.max_depth)
        if self.truncated is None:
            self.truncated = other.truncated


def mention_id(value: object) -> str | None:
    """The canonical id when `value` is a mention: an object whose exact key `ID` is a UUID."""
    if isinstance(value, dict):
        return canonical_id(value.get("ID"))
    return None


def scan_mentions(
    payload: object, *, max_depth: int = MAX_SCAN_DEPTH, max_nodes: int = MAX_SCAN_NODES
) -> Scan:
    """Every mention in `payload`, breadth-first in document order; never raises.

    Every visited value (object, array, scalar) counts toward `max_nodes`; the root has depth
    0 and nothing deeper than `max_depth` is visited. String values are never parsed (R1.3),
    and a mention is not searched inside (R1.1). When a bound stops the scan the result says
    which one.
    """
    scan = Scan()
    queue: deque[tuple[object, int]] = deque([(payload, 0)])
    while queue:
        value, depth = queue.popleft()
        if scan.visited >= max_nodes:
            scan.truncated = Truncation.NODES
            break
        scan.visited += 1
        scan.max_depth = max(scan.max_depth, depth)
        found = mention_id(value)
        if found is not None:
            scan.ids.append(found)
            continue
        children: list[object]
        if isinstance(value, dict):
            children = list(value.values())
        elif isinstance(value, list | tuple):
            children = list(value)
        else:
            continue
        if not children:
            continue
        if depth >= max_depth:
            scan.truncated = scan.truncated or Truncation.DEPTH
            continue
        queue.extend((child, depth + 1) for child in children)
    return scan
