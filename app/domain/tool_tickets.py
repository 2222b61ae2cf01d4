"""Tickets in tool results of any shape: detection, JSON slots, and the rewrite that keeps the rest.

R3.1-R3.5 and R3.9 on top of the normalised results of R1.10: a result is located in the shape
it came in, its content and artifact are split into JSON slots, and after the tickets in them
changed each slot is written back where it was found.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import orjson

from app.domain.filename import cut_utf8, safe_file_name
from app.domain.json_walk import MAX_SCAN_DEPTH, MAX_SCAN_NODES, Order, Walk, walk
from app.domain.messages import (
    Result,
    Unserialisable,
    command_messages,
    gemini_result,
    is_command,
    read_single,
)
from app.domain.ticket import ticket_id
from app.domain.tool_result import TOO_DEEP, dumps_exact, is_block_list, loads_exact

# `<36-char id>_` leaves this much of a 255-byte file-name component for the name itself.
MAX_SAFE_NAME_BYTES = 255 - 37


def workspace_file_name(file_id: str, full_name: str) -> str:
    """`<canonical id>_<safe name>`: one path component, whatever `full_name` says (R3.5)."""
    return cut_utf8(f"{file_id}_{safe_file_name(full_name, max_bytes=MAX_SAFE_NAME_BYTES)}", 255)


def find_tickets(
    payload: object, *, max_depth: int = MAX_SCAN_DEPTH, max_nodes: int = MAX_SCAN_NODES
) -> list[tuple[str, dict[str, Any]]]:
    """`(canonical id, ticket)` for the tickets inside `payload`, in document order (R3.1).

    Bounded like R1.3; a ticket is not searched inside, so its `Metadata` cannot hide another.
    The objects returned are the payload's own, so a caller can rewrite them in place.
    """
    return search_tickets(payload, max_depth=max_depth, max_nodes=max_nodes).found


def search_tickets(
    payload: object, *, max_depth: int = MAX_SCAN_DEPTH, max_nodes: int = MAX_SCAN_NODES
) -> Walk[str]:
    """`find_tickets`, with where the search stopped (`truncated`)."""
    return walk(
        payload,
        max_depth=max_depth,
        max_nodes=max_nodes,
        pick=ticket_id,
        pick_key="ID",
        order=Order.DOCUMENT,
    )


# What a response says of JSON text nested past what the parser reads (1,024 levels).
TOO_DEEP_NOTE = (
    "a JSON text in the result is nested too deep to read; its tickets were not looked for"
)


def _parse_slot(text: str, notes: list[str]) -> object | None:
    try:
        value = loads_exact(text)
    except ValueError as exc:
        if str(exc) == TOO_DEEP or "depth limit" in str(exc):  # Python's parser, or orjson
            notes.append(TOO_DEEP_NOTE)
        return None
    return value if type(value) is dict or type(value) is list else None


@dataclass(slots=True)
class Slot:
    """One JSON value inside a result, and how to write it back once its tickets changed."""

    value: object
    write_back: Callable[[object], None]
    found: list[tuple[str, dict[str, Any]]] = field(default_factory=list)


def _writer(container: dict[str, Any], key: str) -> Callable[[object], None]:
    """Writes a rewritten slot back as JSON text into `container[key]` (R3.9)."""

    def write(value: object) -> None:
        container[key] = dumps_exact(value)

    return write


def _in_place(_: object) -> None:
    """Structured content was rewritten in place: nothing to write back."""


def _value_slots(container: dict[str, Any], key: str, slots: list[Slot], notes: list[str]) -> None:
    """R3.4: a JSON string is one slot, each JSON text block is one, structure is one."""
    value = container.get(key)
    if type(value) is str:
        parsed = _parse_slot(value, notes)
        if parsed is not None:
            slots.append(Slot(parsed, _writer(container, key)))
    elif type(value) is list and is_block_list(value):
        _block_slots(value, slots, notes)
    elif type(value) is dict or type(value) is list:
        slots.append(Slot(value, _in_place))


def _block_slots(blocks: list[Any], slots: list[Slot], notes: list[str]) -> None:
    for block in blocks:
        if type(block) is dict and type(block.get("text")) is str:
            parsed = _parse_slot(block["text"], notes)
            if parsed is not None:
                slots.append(Slot(parsed, _writer(block, "text")))


@dataclass(slots=True)
class ToolResult:
    """A private copy of a tool result with its JSON slots located (R3.2, R3.4).

    `recognised` is False when no family of R1.10 recognised the shape: the result is then
    returned unchanged with a note (R3.2).
    """

    data: Any
    slots: list[Slot] = field(default_factory=list)
    recognised: bool = True
    # What the search could not look through (R3.1, like R1.3's `truncated`).
    notes: list[str] = field(default_factory=list)

    def tickets(self) -> list[tuple[str, dict[str, Any]]]:
        """`(canonical id, ticket)` for every ticket of every slot, in document order."""
        found: list[tuple[str, dict[str, Any]]] = []
        stopped: set[str] = set()
        for slot in self.slots:
            searched = search_tickets(slot.value)
            slot.found = searched.found
            found.extend(slot.found)
            if searched.truncated is not None:
                stopped.add(searched.truncated.value)
        for bound in sorted(stopped):
            self.notes.append(
                f"the search for tickets stopped at its {bound} bound; tickets past it were not "
                "looked for"
            )
        return found

    def finish(self) -> Any:
        """The rewritten result: slots that held tickets re-serialised, the rest as it was."""
        for slot in self.slots:
            if slot.found:
                slot.write_back(slot.value)
        return self.data


class ResultShapeError(ValueError):
    """The result is not a JSON object or array, so it cannot be any result shape."""


def _results(data: dict[str, Any]) -> list[Result] | None:
    """The results a single object holds in any R1.10 shape, or None when none recognises it."""
    if data.get("type") == "tool_result":  # an Anthropic block on its own
        return [Result(None, None, data, "content", is_error=data.get("is_error") is True)]
    for key in ("functionResponse", "function_response"):  # a Gemini part on its own
        if type(data.get(key)) is dict:
            return [gemini_result(data[key])]
    message = read_single(data, 0)
    if message is not None:
        return list(message.results)
    if "content" in data and ("tool_call_id" in data or "role" not in data):
        # A tool message without a role (the runtime's own dict): content, maybe an artifact.
        return [Result(None, None, data, "content", "artifact", data.get("status") == "error")]
    return None


def _found_results(data: dict[str, Any]) -> list[Result] | None:
    """Every result of a command's messages, or of the single message or item."""
    if not is_command(data):
        return _results(data)
    results: list[Result] = []
    for message in command_messages(data) or []:
        if type(message) is dict:
            results.extend(_results(message) or [])
    return results


def read_tool_result(result: object) -> ToolResult:
    """A private copy of `result` with the JSON slots of its results found (R3.2-R3.4).

    Shapes: any tool message or result item of R1.10, a bare list of content blocks, or a
    command (tool messages in `update.messages`, or in `update` given as `[key, value]` pairs;
    every other key kept as it is). Error results are not inspected (R3.3).
    """
    if type(result) is not dict and type(result) is not list:
        raise ResultShapeError(
            "result must be a tool message or result item, a list of content blocks, or a command"
        )
    data: Any
    try:
        data = orjson.loads(orjson.dumps(result))
    except TypeError:  # an integer past 64 bits (`tool_result.loads_exact`): kept whole
        data = copy.deepcopy(result)
    slots: list[Slot] = []
    notes: list[str] = []
    if type(data) is list:
        _block_slots(data, slots, notes)
        return ToolResult(data, slots, recognised=is_block_list(data), notes=notes)
    try:
        found = _found_results(data)
    except Unserialisable:
        # A part that cannot be written as text (an integer past 64 bits, nesting past
        # JSON's depth): nothing of the result is read, and the answer says so.
        note = "the result holds a part that cannot be read as JSON; no ticket was read"
        return ToolResult(data, [], recognised=False, notes=[note])
    if found is None:
        return ToolResult(data, [], recognised=False)
    results = found
    for item in results:
        if item.is_error:
            continue
        _value_slots(item.holder, item.content_key, slots, notes)
        if item.artifact_key is not None:
            _value_slots(item.holder, item.artifact_key, slots, notes)
    return ToolResult(data, slots, notes=notes)


def set_file_path(ticket: dict[str, Any], path: str | None) -> None:
    """Point the ticket at its file (R3.8), or drop a stale `FilePath` when there is none."""
    if path is None:
        ticket.pop("FilePath", None)
    else:
        ticket["FilePath"] = path
