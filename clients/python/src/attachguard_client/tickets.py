"""The run's registry of files, and finding the tickets a tool result carries (R3.1, R3.4)."""

from __future__ import annotations

import json
import threading
import uuid
from collections import deque
from collections.abc import Iterable, Mapping
from typing import Any

from attachguard_client.models import JobAttachment
from attachguard_client.request import TicketLike, jsonable

# The same bounds as the service's scans (R1.3): a hostile result cannot make this walk long.
MAX_SCAN_DEPTH = 32
MAX_SCAN_NODES = 10_000


def canonical_id(value: object) -> str | None:
    """The lower-case hyphenated UUID `value` spells, or None when it is not a UUID."""
    if not isinstance(value, str):
        return None
    try:
        return str(uuid.UUID(value))
    except ValueError:
        return None


def _ticket_id(value: object) -> str | None:
    # R3.1: a UUID `ID` and a non-blank `FullName`.
    if not isinstance(value, Mapping):
        return None
    name = value.get("FullName")
    if not isinstance(name, str) or not name.strip():
        return None
    return canonical_id(value.get("ID"))


def find_ticket_ids(payload: object) -> list[str]:
    """Canonical ids of the tickets in `payload`, in document order, without repeats.

    Breadth-first and bounded; a ticket is not searched inside (its `Metadata` cannot hide
    another), and string values are parsed only by `find_result_ticket_ids`.
    """
    found: dict[str, None] = {}
    queue: deque[tuple[object, int]] = deque([(payload, 0)])
    visited = 0
    while queue and visited < MAX_SCAN_NODES:
        value, depth = queue.popleft()
        visited += 1
        ticket = _ticket_id(value)
        if ticket is not None:
            found.setdefault(ticket, None)
            continue
        if depth >= MAX_SCAN_DEPTH:
            continue
        if isinstance(value, Mapping):
            queue.extend((child, depth + 1) for child in value.values())
        elif isinstance(value, list):
            queue.extend((child, depth + 1) for child in value)
    return list(found)


def _json_slot(text: str) -> object | None:
    if "ID" not in text:
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return value if isinstance(value, dict | list) else None


def _content_slots(content: object) -> list[object]:
    if isinstance(content, str):
        slot = _json_slot(content)
        return [] if slot is None else [slot]
    if isinstance(content, list) and all(isinstance(b, Mapping) and "type" in b for b in content):
        blocks = [b.get("text") for b in content if isinstance(b, Mapping)]
        return [s for s in (_json_slot(t) for t in blocks if isinstance(t, str)) if s is not None]
    if isinstance(content, dict | list):
        return [content]
    return []


def find_result_ticket_ids(result: object) -> list[str]:
    """The tickets a tool result names: in its content (JSON text, text blocks, structured
    content) and its `artifact`. An error result names none (R3.3).

    `result` is a tool message as a mapping (OpenAI or LangChain shape) or bare content.
    """
    data = jsonable(result)
    if isinstance(data, dict) and ("content" in data or "artifact" in data):
        if data.get("status") == "error":
            return []
        slots = _content_slots(data.get("content"))
        artifact = data.get("artifact")
        if artifact is not None:
            slots.extend(_content_slots(artifact))
    else:
        slots = _content_slots(data)
    found: dict[str, None] = {}
    for slot in slots:
        for ticket in find_ticket_ids(slot):
            found.setdefault(ticket, None)
    return list(found)


def ticket_of(value: TicketLike) -> JobAttachment:
    """A ticket model from a model or a mapping (PascalCase or snake_case keys)."""
    if isinstance(value, JobAttachment):
        return JobAttachment.model_validate(value.to_wire())
    return JobAttachment.model_validate(dict(value))


class Registry:
    """The files a run legitimately holds: its input files plus every file its tools returned.

    Guardrails forward a file to a judge only when its id is here (R1.2). Thread-safe, ordered,
    one entry per canonical id (the first wins).
    """

    def __init__(self, tickets: Iterable[TicketLike] = ()) -> None:
        self._lock = threading.Lock()
        self._tickets: dict[str, JobAttachment] = {}
        for ticket in tickets:
            self.add(ticket)

    def add(self, ticket: TicketLike) -> bool:
        """Add a ticket; False when its id was already held or is not a UUID."""
        model = ticket_of(ticket)
        key = canonical_id(model.id)
        if key is None:
            return False
        with self._lock:
            if key in self._tickets:
                return False
            self._tickets[key] = JobAttachment(
                id=key, full_name=model.full_name, mime_type=model.mime_type
            )
            return True

    def __contains__(self, attachment_id: object) -> bool:
        key = canonical_id(attachment_id)
        with self._lock:
            return key is not None and key in self._tickets

    def get(self, attachment_id: object) -> JobAttachment | None:
        """The ticket held for `attachment_id` (any spelling of the UUID), or None."""
        key = canonical_id(attachment_id)
        with self._lock:
            return None if key is None else self._tickets.get(key)

    def __len__(self) -> int:
        with self._lock:
            return len(self._tickets)

    def tickets(self) -> list[JobAttachment]:
        """A snapshot, in the order the files arrived."""
        with self._lock:
            return list(self._tickets.values())

    def wire(self) -> list[dict[str, Any]]:
        """The snapshot as the service reads it."""
        return [t.to_wire() for t in self.tickets()]


def complete_tickets(payload: object, registry: Registry) -> tuple[object, bool]:
    """`payload` with `FullName` and `MimeType` filled in on every `{"ID": …}` object whose file
    the registry holds (keys absent or null only); and whether anything was filled in.

    Models often pass a file by its id alone. Bounded like the scans; the payload is not
    changed in place.
    """
    budget = [MAX_SCAN_NODES]

    def walk(value: object, depth: int) -> tuple[object, bool]:
        budget[0] -= 1
        if budget[0] < 0 or depth > MAX_SCAN_DEPTH:
            return value, False
        if isinstance(value, list):
            items = [walk(item, depth + 1) for item in value]
            changed = any(c for _, c in items)
            return ([v for v, _ in items] if changed else value), changed
        if not isinstance(value, dict):
            return value, False
        known = registry.get(value.get("ID")) if "ID" in value else None
        if known is not None:
            filled = dict(value)
            for key, held in (("FullName", known.full_name), ("MimeType", known.mime_type)):
                if filled.get(key) is None:
                    filled[key] = held
            return filled, filled != value
        entries = {key: walk(child, depth + 1) for key, child in value.items()}
        changed = any(c for _, c in entries.values())
        return ({k: v for k, (v, _) in entries.items()} if changed else value), changed

    return walk(payload, 0)
