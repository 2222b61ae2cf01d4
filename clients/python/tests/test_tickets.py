"""Finding the tickets a tool result carries (R3.1, R3.4), and the run's registry."""

from __future__ import annotations

import json
from typing import Any

import pytest

from attachguard_client import JobAttachment, Registry
from attachguard_client.tickets import MAX_SCAN_DEPTH, complete_tickets, find_result_ticket_ids

A = "0f8fad5b-d9cb-469f-a165-70867728950e"
B = "7c9e6679-7425-40de-944b-e07fc1f90ae7"


def _ticket(file_id: str, name: str = "a.txt") -> dict[str, Any]:
    return {"ID": file_id, "FullName": name, "MimeType": "text/plain"}


def _nested(depth: int) -> object:
    value: object = _ticket(A)
    for _ in range(depth):
        value = {"x": value}
    return value


@pytest.mark.parametrize(
    ("result", "expected"),
    [
        pytest.param({"content": json.dumps({"file": _ticket(A)})}, [A], id="R3.4-json-text"),
        pytest.param(
            {"content": [{"type": "text", "text": json.dumps([_ticket(B), _ticket(A)])}]},
            [B, A],
            id="R3.4-text-blocks-in-document-order",
        ),
        pytest.param({"content": {"files": [_ticket(A)]}}, [A], id="structured-content"),
        pytest.param({"content": "done", "artifact": {"f": _ticket(B)}}, [B], id="artifact"),
        pytest.param(
            {"content": json.dumps(_ticket(A)), "status": "error"}, [], id="R3.3-error-result"
        ),
        pytest.param({"content": "see ID 42"}, [], id="plain-text"),
        pytest.param(
            {"content": json.dumps({"ID": A, "FullName": "  "})}, [], id="R3.1-blank-name"
        ),
        pytest.param(
            {"content": json.dumps({"ID": "queue-item-1", "FullName": "x"})},
            [],
            id="R3.1-not-a-uuid",
        ),
        pytest.param(
            {"content": json.dumps({**_ticket(A), "Metadata": {"inner": _ticket(B)}})},
            [A],
            id="R3.1-not-searched-inside",
        ),
        pytest.param(
            {"content": json.dumps([_ticket(A.upper()), _ticket(A)])}, [A], id="canonical-dedupe"
        ),
        pytest.param(json.dumps(_ticket(A)), [A], id="bare-content"),
        pytest.param({"content": json.dumps(_nested(MAX_SCAN_DEPTH + 5))}, [], id="R1.3-depth"),
    ],
)
def test_find_result_ticket_ids(result: object, expected: list[str]) -> None:
    assert find_result_ticket_ids(result) == expected


def test_registry_keeps_the_first_entry_per_canonical_id() -> None:
    registry = Registry([_ticket(A.upper(), "first.txt")])
    assert not registry.add(_ticket(A, "second.txt"))
    assert registry.add(JobAttachment(id=B, full_name="b.txt", mime_type="text/plain"))
    assert not registry.add({"ID": "nope", "FullName": "x", "MimeType": "text/plain"})
    assert A in registry
    assert len(registry) == 2
    assert registry.wire() == [
        {"ID": A, "FullName": "first.txt", "MimeType": "text/plain"},
        {"ID": B, "FullName": "b.txt", "MimeType": "text/plain"},
    ]


def test_complete_tickets_fills_in_only_what_is_missing() -> None:
    registry = Registry([_ticket(A, "a.txt")])
    payload = {
        "one": {"ID": A},
        "named": {"ID": A, "FullName": "mine.txt", "MimeType": None},
        "unknown": {"ID": B},
        "deep": [[{"ID": A.upper()}]],
    }
    completed, changed = complete_tickets(payload, registry)
    assert changed
    assert completed == {
        "one": _ticket(A, "a.txt"),
        "named": {"ID": A, "FullName": "mine.txt", "MimeType": "text/plain"},
        "unknown": {"ID": B},
        "deep": [[{"ID": A.upper(), "FullName": "a.txt", "MimeType": "text/plain"}]],
    }
    assert payload["one"] == {"ID": A}  # not changed in place
    assert complete_tickets({"x": [1, "two"]}, registry) == ({"x": [1, "two"]}, False)
    assert complete_tickets(_nested(MAX_SCAN_DEPTH + 5), Registry()) == (
        _nested(MAX_SCAN_DEPTH + 5),
        False,
    )
    assert registry.get(A.upper()) == JobAttachment(id=A, full_name="a.txt", mime_type="text/plain")
    assert registry.get("nope") is None
