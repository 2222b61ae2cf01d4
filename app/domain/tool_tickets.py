"""Tickets in tool results: detection, JSON slots, and the rewrite that keeps the rest (R3)."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.domain.filename import cut_utf8, safe_file_name
from app.domain.mentions import MAX_SCAN_DEPTH, MAX_SCAN_NODES
from app.domain.ticket import canonical_id
from app.domain.tool_result import is_block_list

# `<36-char id>_` leaves this much of a 255-byte file-name component for the name itself.
MAX_SAFE_NAME_BYTES = 255 - 37


def ticket_id(value: object) -> str | None:
    """The canonical id when `value` is a ticket: a UUID `ID` and a non-blank `FullName` (R3.1)."""
    if not isinstance(value, dict):
        return None
    name = value.get("FullName")
    if not isinstance(name, str) or not name.strip():
        return None
    return canonical_id(value.get("ID"))


def workspace_file_name(file_id: str, full_name: str) -> str:
    """`<canonical id>_<safe name>`: one path component, whatever `full_name` says (R3.5)."""
    return cut_utf8(f"{file_id}_{safe_file_name(full_name, max_bytes=MAX_SAFE_NAME_BYTES)}", 255)


def find_tickets(
    payload: object, *, max_depth: int = MAX_SCAN_DEPTH, max_nodes: int = MAX_SCAN_NODES
) -> list[dict[str, Any]]:
    """The ticket objects inside `payload`, in document order, bounded like R1.3.

    A ticket is not searched inside, so its `Metadata` cannot hide another ticket. The objects
    returned are the payload's own, so a caller can rewrite them in place.
    """
    found: list[dict[str, Any]] = []
    stack: list[tuple[object, int]] = [(payload, 0)]
    visited = 0
    while stack and visited < max_nodes:
        value, depth = stack.pop()
        visited += 1
        if ticket_id(value) is not None:
            assert isinstance(value, dict)
            found.append(value)
            continue
        if depth >= max_depth:
            continue
        if isinstance(value, dict):
            children: list[object] = list(value.values())
        elif isinstance(value, list):
            children = value
        else:
            continue
        stack.extend((child, depth + 1) for child in reversed(children))
    return found


def _parse_slot(text: str) -> object | None:
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict | list) else None


@dataclass(slots=True)
class Slot:
    """One JSON value inside a result, and how to write it back once its tickets changed."""

    value: object
    write_back: Callable[[object], None]
    found: list[dict[str, Any]] = field(default_factory=list)


@dataclass(slots=True)
class ToolResult:
    """A private copy of a tool result with its JSON slots located (R3.2, R3.4)."""

    data: Any
    slots: list[Slot] = field(default_factory=list)

    def tickets(self) -> list[dict[str, Any]]:
        """Every ticket of every slot, in document order."""
        found: list[dict[str, Any]] = []
        for slot in self.slots:
            slot.found = find_tickets(slot.value)
            found.extend(slot.found)
        return found

    def finish(self) -> Any:
        """The rewritten result: slots that held tickets re-serialised, the rest as it was."""
        for slot in self.slots:
            if slot.found:
                slot.write_back(slot.value)
        return self.data


def _message_slots(message: dict[str, Any], slots: list[Slot]) -> None:
    if message.get("status") == "error":
        return  # R3.3: an error result is not inspected
    content = message.get("content")
    if isinstance(content, str):
        parsed = _parse_slot(content)
        if parsed is not None:
            slots.append(Slot(parsed, _writer(message, "content")))
    elif isinstance(content, list) and is_block_list(content):
        _block_slots(content, slots)
    elif isinstance(content, dict | list):
        slots.append(Slot(content, _in_place))


def _block_slots(blocks: list[Any], slots: list[Slot]) -> None:
    for block in blocks:
        text = block.get("text") if isinstance(block, dict) else None
        if isinstance(text, str):
            parsed = _parse_slot(text)
            if parsed is not None:
                slots.append(Slot(parsed, _writer(block, "text")))


def _dump(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


def _writer(container: dict[str, Any], key: str) -> Callable[[object], None]:
    """Writes a rewritten slot back as JSON text into `container[key]` (R3.9)."""

    def write(value: object) -> None:
        container[key] = _dump(value)

    return write


def _in_place(_: object) -> None:
    """Structured content was rewritten in place: nothing to write back."""


def _is_tool_message(message: Mapping[str, Any]) -> bool:
    kind = message.get("role", message.get("type"))
    return kind == "tool" or (kind is None and "tool_call_id" in message)


class ResultShapeError(ValueError):
    """The result is none of the three shapes of R3.2."""


def read_tool_result(result: object) -> ToolResult:
    """A deep copy of `result` with its JSON slots found; the caller's object is untouched.

    Shapes: a tool message (`content` string or blocks), a bare list of content blocks, or a
    command (`update.messages` with tool messages; every other key kept as it is).
    """
    data = copy.deepcopy(result)
    slots: list[Slot] = []
    if isinstance(data, dict) and isinstance(data.get("update"), dict):
        messages = data["update"].get("messages")
        if isinstance(messages, list):
            for message in messages:
                if isinstance(message, dict) and _is_tool_message(message):
                    _message_slots(message, slots)
    elif isinstance(data, dict):
        _message_slots(data, slots)
    elif isinstance(data, list):
        _block_slots(data, slots)
    else:
        raise ResultShapeError(
            "result must be a tool message, a list of content blocks, or a command"
        )
    return ToolResult(data=data, slots=slots)


def set_file_path(tickets: Sequence[dict[str, Any]], path: str | None) -> None:
    """Point the tickets at their file (R3.8), or drop a stale `FilePath` when there is none."""
    for item in tickets:
        if path is None:
            item.pop("FilePath", None)
        else:
            item["FilePath"] = path
