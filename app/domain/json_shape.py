"""Limits on the shape of free-form JSON in requests (nesting depth)."""

from __future__ import annotations


def depth_exceeds(value: object, limit: int) -> bool:
    """Whether `value` nests objects or arrays deeper than `limit` (the root is depth 0).

    Iterative, so a hostile payload cannot exhaust the interpreter's stack.
    """
    stack: list[tuple[object, int]] = [(value, 0)]
    while stack:
        current, depth = stack.pop()
        if isinstance(current, dict):
            children: list[object] = list(current.values())
        elif isinstance(current, list):
            children = current
        else:
            continue
        if children and depth >= limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False
