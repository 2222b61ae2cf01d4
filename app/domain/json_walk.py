"""The one bounded walker over free-form JSON: mentions, tickets and request limits use it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import islice
from typing import Any, Generic, TypeVar

T = TypeVar("T")

MAX_SCAN_DEPTH = 32
MAX_SCAN_NODES = 10_000


class Order(StrEnum):
    """Breadth-first (R1.3: a huge array cannot starve a shallow sibling) or document order."""

    BREADTH = "breadth"
    DOCUMENT = "document"


class Truncation(StrEnum):
    DEPTH = "depth"
    NODES = "nodes"


@dataclass(slots=True)
class Walk(Generic[T]):
    """What a walk picked, in walk order, and how far it went."""

    found: list[tuple[T, dict[str, Any]]] = field(default_factory=list)
    visited: int = 0
    max_depth: int = 0
    truncated: Truncation | None = None


def walk(
    root: object,
    *,
    max_depth: int,
    max_nodes: int,
    pick: Callable[[dict[str, Any]], T | None] | None = None,
    pick_key: str | None = None,
    order: Order = Order.BREADTH,
) -> Walk[T]:
    """Visit `root` and what it holds, within the bounds; never raises, never recurses.

    Every value counts toward `max_nodes` (objects, arrays and scalars; the root is one). The
    root has depth 0 and the children of a value at `max_depth` are not visited. An object for
    which `pick` answers something is recorded with the answer and not searched inside
    (`pick_key`, when given, is a key every picked object has: objects without it are not
    asked). When a bound stops the walk, `truncated` says which one; values already counted
    are still checked by `pick`, so the result is exactly "everything within the first
    `max_nodes` values".

    Scalars are counted a container at a time rather than one by one: the walk's cost follows
    the number of objects and arrays, not the number of values.
    """
    if order is Order.BREADTH:
        return _breadth_first(root, max_depth, max_nodes, pick, pick_key)
    result: Walk[T] = Walk(visited=1)
    if type(root) is not dict and type(root) is not list:
        return result
    pending: list[tuple[Any, int]] = [(root, 0)]
    expand = True
    while pending:
        node, depth = pending.pop()
        if pick is not None and type(node) is dict and (pick_key is None or pick_key in node):
            answer = pick(node)
            if answer is not None:
                result.found.append((answer, node))
                continue
        if not node or not expand:
            continue
        if depth >= max_depth:
            result.truncated = result.truncated or Truncation.DEPTH
            continue
        children = list(node.values()) if type(node) is dict else node
        budget = max_nodes - result.visited
        if len(children) > budget:
            children = children[:budget]
            result.truncated = Truncation.NODES
            expand = False
        if not children:
            continue
        result.visited += len(children)
        if depth + 1 > result.max_depth:
            result.max_depth = depth + 1
        nested = [(c, depth + 1) for c in children if type(c) is dict or type(c) is list]
        pending.extend(reversed(nested))
    return result


def _breadth_first(
    root: object,
    max_depth: int,
    max_nodes: int,
    pick: Callable[[dict[str, Any]], T | None] | None,
    pick_key: str | None,
) -> Walk[T]:
    """`walk` in breadth-first order, a level at a time (the hot path: R1.3 mention scans)."""
    result: Walk[T] = Walk(visited=1)
    if type(root) is not dict and type(root) is not list:
        return result
    found = result.found
    level: list[Any] = [root]
    depth = 0
    visited = 1
    expand = True
    while level:
        following: list[Any] = []
        for node in level:
            if pick is not None and type(node) is dict and (pick_key is None or pick_key in node):
                answer = pick(node)
                if answer is not None:
                    found.append((answer, node))
                    continue
            if not node or not expand:
                continue
            if depth >= max_depth:
                result.truncated = result.truncated or Truncation.DEPTH
                continue
            children = node.values() if type(node) is dict else node
            count = len(children)
            if count > max_nodes - visited:
                budget = max_nodes - visited
                # Only the part within the budget is copied, however long the container.
                children = node[:budget] if type(node) is list else list(islice(children, budget))
                count = len(children)
                result.truncated = Truncation.NODES
                expand = False
            if not count:
                continue
            visited += count
            following += [c for c in children if type(c) is dict or type(c) is list]
            result.max_depth = depth + 1
        level = following
        depth += 1
    result.visited = visited
    return result


def exceeds(root: object, *, max_depth: int, max_nodes: int) -> Truncation | None:
    """Which bound `root` breaks, if any: nesting deeper than `max_depth`, or more values."""
    return walk(root, max_depth=max_depth, max_nodes=max_nodes).truncated
