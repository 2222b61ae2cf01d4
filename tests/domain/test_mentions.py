"""R1.1 and R1.3: what a mention is, and the bounded breadth-first scan."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.domain.mentions import Truncation, scan_mentions

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"
B = "6f9619ff-8b86-d011-b42d-00c04fc964ff"


@pytest.mark.parametrize(
    ("payload", "ids"),
    [
        pytest.param({"ID": A}, [A], id="R1.1 object with ID uuid"),
        pytest.param({"ID": A.upper()}, [A], id="R1.1 canonical form"),
        pytest.param({"ID": "{" + A + "}"}, [A], id="R1.1 braces"),
        pytest.param({"ID": 42}, [], id="R1.1 number is not a mention"),
        pytest.param({"ID": True}, [], id="R1.1 boolean is not"),
        pytest.param({"ID": None}, [], id="R1.1 null is not"),
        pytest.param({"ID": ""}, [], id="R1.1 empty is not"),
        pytest.param({"ID": "queue-item-42"}, [], id="R1.1 non-uuid is not"),
        pytest.param({"id": A}, [], id="R1.1 key is exact case"),
        pytest.param({"Id": A}, [], id="R1.1 key is exact case 2"),
        pytest.param({"ID": A, "inner": {"ID": B}}, [A], id="R1.1 not searched inside"),
        pytest.param({"ID": A, "FullName": 7, "MimeType": None}, [A], id="R1.1 other keys ignored"),
        pytest.param(json.dumps({"ID": A}), [], id="R1.3 strings never parsed"),
        pytest.param([{"x": {"ID": A}}, {"ID": B}], [B, A], id="R1.3 breadth first"),
        pytest.param({"a": {"ID": A}, "b": {"ID": B}}, [A, B], id="R1.3 document order"),
        pytest.param([{"ID": A}, {"ID": A}], [A, A], id="R1.3 duplicates kept for builder"),
    ],
)
def test_mentions(payload: object, ids: list[str]) -> None:
    assert scan_mentions(payload).ids == ids


def test_root_is_depth_zero_and_depth_32_is_visited() -> None:
    payload: Any = {"ID": A}
    for _ in range(32):
        payload = [payload]
    scan = scan_mentions(payload)
    assert scan.ids == [A]
    assert scan.max_depth == 32
    assert scan.truncated is None


def test_past_depth_32_is_truncated_by_depth() -> None:
    payload: Any = {"ID": A}
    for _ in range(33):
        payload = [payload]
    scan = scan_mentions(payload)
    assert scan.ids == []
    assert scan.truncated is Truncation.DEPTH


def test_every_value_counts_toward_the_node_bound() -> None:
    scan = scan_mentions([1, "a", None, {"k": [True]}])
    # root list, 4 items, the dict's list, the True inside it
    assert scan.visited == 7


def test_huge_array_cannot_hide_a_shallow_mention() -> None:
    payload = {"noise": [[i] for i in range(50_000)], "file": {"ID": A}}
    scan = scan_mentions(payload)
    assert scan.ids == [A]
    assert scan.truncated is Truncation.NODES
    assert scan.visited == 10_000


def test_node_bound_is_exact() -> None:
    scan = scan_mentions(list(range(9_999)))
    assert scan.visited == 10_000
    assert scan.truncated is None
    scan = scan_mentions(list(range(10_000)))
    assert scan.visited == 10_000
    assert scan.truncated is Truncation.NODES


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.floats(allow_nan=False)
    | st.integers()
    | st.text()
    | st.uuids().map(str).map(lambda u: {"ID": u}),
    lambda children: (
        st.lists(children, max_size=6)
        | st.dictionaries(
            st.sampled_from(["ID", "id", "a", "b", "FullName"]) | st.text(max_size=3),
            children,
            max_size=6,
        )
    ),
    max_leaves=60,
)


@settings(max_examples=300)
@given(json_values)
def test_the_scan_never_raises_and_is_deterministic(payload: object) -> None:
    first = scan_mentions(payload, max_nodes=50, max_depth=4)
    second = scan_mentions(payload, max_nodes=50, max_depth=4)
    assert first == second
    assert first.visited <= 50
    assert first.max_depth <= 4
