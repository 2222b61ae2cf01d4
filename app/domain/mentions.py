"""Mentions of files in arbitrary JSON, found by a bounded breadth-first scan (R1.1, R1.3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.domain.json_walk import MAX_SCAN_DEPTH, MAX_SCAN_NODES, Order, Truncation, walk
from app.domain.ticket import canonical_id

__all__ = ["MAX_SCAN_DEPTH", "MAX_SCAN_NODES", "Scan", "Truncation", "mention_id", "scan_mentions"]


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


def mention_id(value: dict[str, Any]) -> str | None:
    """The canonical id when `value` is a mention: an object whose exact key `ID` is a UUID."""
    return canonical_id(value.get("ID"))


def scan_mentions(
    payload: object, *, max_depth: int = MAX_SCAN_DEPTH, max_nodes: int = MAX_SCAN_NODES
) -> Scan:
    """Every mention in `payload`, breadth-first in document order; never raises.

    Every visited value (object, array, scalar) counts toward `max_nodes`; the root has depth
    0 and nothing deeper than `max_depth` is visited. String values are never parsed (R1.3),
    and a mention is not searched inside (R1.1). When a bound stops the scan the result says
    which one.
    """
    done = walk(
        payload,
        max_depth=max_depth,
        max_nodes=max_nodes,
        pick=mention_id,
        pick_key="ID",
        order=Order.BREADTH,
    )
    return Scan(
        ids=[found for found, _ in done.found],
        visited=done.visited,
        max_depth=done.max_depth,
        truncated=done.truncated,
    )
