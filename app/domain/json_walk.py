"""The one bounded walker over free-form JSON: mentions, tickets and request limits use it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from itertools import chain, islice
from operator import itemgetter
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
    if type(root) is not dict and type(root) is not list:
        return Walk(visited=1)
    if order is Order.BREADTH:
        return _breadth_first(root, max_depth, max_nodes, pick, pick_key)
    return _document_order(root, max_depth, max_nodes, pick, pick_key)


def _document_order(
    root: dict[str, Any] | list[Any],
    max_depth: int,
    max_nodes: int,
    pick: Callable[[dict[str, Any]], T | None] | None,
    pick_key: str | None,
) -> Walk[T]:
    """`walk` in document order, depth-first with an explicit stack, from a container."""
    result: Walk[T] = Walk(visited=1)
    pending: list[tuple[Any, int]] = [(root, 0)]
    while pending:
        node, depth = pending.pop()
        # Only dicts and lists are ever queued: a queued value that is not a list is a dict.
        if type(node) is list:
            children = node
        elif (
            pick is not None
            and (pick_key is None or pick_key in node)
            and (answer := pick(node)) is not None
        ):
            result.found.append((answer, node))
            continue
        elif not node:
            continue
        else:
            children = node.values()
        if not children:
            continue
        if depth >= max_depth:
            result.truncated = Truncation.DEPTH
            continue
        if len(children) > max_nodes - result.visited:
            counted = _count_head(result, node, budget=max_nodes - result.visited, depth=depth)
            # Popped next: the head's containers in document order, then the stack from its top.
            later = chain(counted, map(itemgetter(0), reversed(pending)))
            _pick_unexpanded(result, later, pick, pick_key)
            return result
        result.visited += len(children)
        if depth + 1 > result.max_depth:
            result.max_depth = depth + 1
        nested = [(c, depth + 1) for c in children if type(c) is dict or type(c) is list]
        pending.extend(reversed(nested))
    return result


def _breadth_first(
    root: dict[str, Any] | list[Any],
    max_depth: int,
    max_nodes: int,
    pick: Callable[[dict[str, Any]], T | None] | None,
    pick_key: str | None,
) -> Walk[T]:
    """`walk` in breadth-first order, a level at a time, from a container (the hot path: R1.3
    mention scans)."""
    result: Walk[T] = Walk(visited=1)
    found = result.found
    level: list[Any] = [root]
    depth = 0
    visited = 1
    while level and depth < max_depth:
        following: list[Any] = []
        nodes = iter(level)
        for node in nodes:
            # Only dicts and lists are ever queued: a queued value that is not a list is a dict.
            if type(node) is list:
                children = node
            elif (
                pick is not None
                and (pick_key is None or pick_key in node)
                and (answer := pick(node)) is not None
            ):
                found.append((answer, node))
                continue
            elif not node:
                continue
            else:
                children = node.values()
            count = len(children)
            if not count:
                continue
            if count > max_nodes - visited:
                result.visited = visited
                counted = _count_head(result, node, budget=max_nodes - visited, depth=depth)
                # What is left of this level, then the next one (the head's containers last).
                _pick_unexpanded(result, chain(nodes, following, counted), pick, pick_key)
                return result
            visited += count
            following += [c for c in children if type(c) is dict or type(c) is list]
            result.max_depth = depth + 1
        level = following
        depth += 1
    # The level at `max_depth` (or none): its values are counted, their children are not.
    result.visited = visited
    _pick_unexpanded(result, level, pick, pick_key)
    return result


def _count_head(result: Walk[T], node: Any, *, budget: int, depth: int) -> list[Any]:
    """Count the first `budget` children of `node`, where the node bound stops the walk, and
    return the containers among them (counted, so still picked from, but never expanded)."""
    # Below zero only when `max_nodes` < 1: the root alone is over the bound.
    budget = max(budget, 0)
    # Only the part within the budget is copied, however long the container.
    head = node[:budget] if type(node) is list else list(islice(node.values(), budget))
    result.truncated = Truncation.NODES
    if head:
        result.visited += len(head)
        result.max_depth = max(result.max_depth, depth + 1)
    return [c for c in head if type(c) is dict or type(c) is list]


def _pick_unexpanded(
    result: Walk[T],
    nodes: Iterable[Any],
    pick: Callable[[dict[str, Any]], T | None] | None,
    pick_key: str | None,
) -> None:
    """Record what `pick` answers for `nodes`, which are counted but not expanded; one left
    with children unseen means the depth bound cut the walk, unless the node bound did first."""
    found = result.found
    unexpanded = False
    for node in nodes:
        if (
            pick is not None
            and type(node) is dict
            and (pick_key is None or pick_key in node)
            and (answer := pick(node)) is not None
        ):
            found.append((answer, node))
        elif node:
            unexpanded = True
    if unexpanded and result.truncated is None:
        result.truncated = Truncation.DEPTH


def exceeds(root: object, *, max_depth: int, max_nodes: int) -> Truncation | None:
    """Which bound `root` breaks, if any: nesting deeper than `max_depth`, or more values."""
    return walk(root, max_depth=max_depth, max_nodes=max_nodes).truncated
