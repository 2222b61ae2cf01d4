"""R3.1, R3.5: ticket detection bounds and the workspace file name."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from app.domain.tool_tickets import find_tickets, read_tool_result, workspace_file_name

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"


def test_detection_is_bounded_in_depth() -> None:
    payload: Any = {"ID": A, "FullName": "deep.txt"}
    for _ in range(40):
        payload = [payload]
    assert find_tickets(payload) == []
    assert [found for found, _ in find_tickets(payload, max_depth=64)] == [A]


def test_detection_is_bounded_in_nodes() -> None:
    payload = [0] * 20_000 + [{"ID": A, "FullName": "late.txt"}]
    assert find_tickets(payload) == []


def test_tickets_come_in_document_order() -> None:
    first = {"ID": A, "FullName": "1"}
    second = {"ID": A.upper(), "FullName": "2"}
    third = {"ID": A, "FullName": "3"}
    found = find_tickets({"a": [{"b": first}], "c": second, "d": [[third]]})
    assert [ticket for _, ticket in found] == [first, second, third]
    assert [file_id for file_id, _ in found] == [A, A, A]


def test_the_callers_object_is_never_mutated() -> None:
    text = json.dumps({"f": {"ID": A, "FullName": "x"}})
    result = {"content": [{"type": "text", "text": text}]}
    parsed = read_tool_result(result)
    for _, ticket in parsed.tickets():
        ticket["FilePath"] = "/x"
    parsed.finish()
    assert "FilePath" not in result["content"][0]["text"]


@given(st.text(max_size=2000))
def test_workspace_file_name_is_one_safe_component(name: str) -> None:
    file_name = workspace_file_name(A, name)
    assert file_name.startswith(A + "_")
    assert "/" not in file_name
    assert "\\" not in file_name
    assert "\x00" not in file_name
    assert file_name.isprintable()
    assert len(file_name.encode()) <= 255
