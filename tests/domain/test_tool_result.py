"""R1.8: tool results parsed before scanning."""

from __future__ import annotations

import json

import pytest

from app.domain.mentions import scan_mentions
from app.domain.messages import content_text
from app.domain.tool_result import MAX_LITERAL_CHARS, cut_deep, parse_text, result_payloads

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"


def ids_in(content: object) -> list[str]:
    payloads, _ = result_payloads(content)
    found: list[str] = []
    for payload in payloads:
        found += scan_mentions(payload).ids
    return found


@pytest.mark.parametrize(
    ("content", "ids"),
    [
        pytest.param(json.dumps({"file": {"ID": A}}), [A], id="R1.8 JSON object"),
        pytest.param(json.dumps([{"ID": A}]), [A], id="R1.8 JSON array"),
        pytest.param(json.dumps("ID"), [], id="R1.8 JSON scalar scanned as is"),
        pytest.param(repr({"file": {"ID": A, "FullName": "a"}}), [A], id="R1.8 Python literal"),
        pytest.param("The ID is " + A, [], id="R1.8 prose with ID is no payload"),
        pytest.param("all done, no files", [], id="R1.8 no literal ID: not parsed"),
        pytest.param("__import__('os').system('x') # ID", [], id="R1.8 code is never run"),
        pytest.param(
            [
                {"type": "text", "text": json.dumps({"f": {"ID": A}})},
                {"type": "text", "text": "Here is your ID file."},
                {"type": "image", "url": "x"},
            ],
            [A],
            id="R1.8 content blocks: JSON text blocks scanned",
        ),
        pytest.param(
            [{"type": "text", "text": repr({"file": {"ID": A}})}],
            [A],
            id="content blocks: a Python literal block scanned, as a string content is",
        ),
        pytest.param({"file": {"ID": A}}, [A], id="structured content scanned as is"),
        pytest.param(None, [], id="no content"),
    ],
)
def test_result_payloads(content: object, ids: list[str]) -> None:
    assert ids_in(content) == ids


def test_text_without_id_is_not_parsed_at_all() -> None:
    assert parse_text('{"file": {"id": "x"}}') == ([], None)


def test_oversized_literal_is_not_evaluated() -> None:
    text = "{'ID': '" + "x" * MAX_LITERAL_CHARS + "'"
    payloads, reason = parse_text(text)
    assert payloads == []
    assert reason is not None


def test_deep_literal_does_not_crash() -> None:
    # Read with its depths cut (past any scan's bound): nothing there to find, no crash.
    payloads, _ = parse_text("[" * 100_000 + "'ID'" + "]" * 100_000)
    assert "ID" not in str(payloads)


def test_depths_past_the_kept_levels_are_cut_outside_strings() -> None:
    assert cut_deep('[[[1, [2]], "]]"], {"a": {"b": [3]}}]', 2) == '[[null, "]]"], {"a": null}]'
    assert cut_deep('["\\"]", [[[]]]]', 2) == '["\\"]", [null]]'


def test_literal_sets_and_tuples_become_ordered_lists() -> None:
    payloads, _ = parse_text("{'ID': 1, 's': {'b', 'a'}, 't': (1, 2), 'c': 1j}")
    assert payloads == [{"ID": 1, "s": ["a", "b"], "t": [1, 2], "c": "1j"}]


@pytest.mark.parametrize(
    ("content", "text"),
    [
        ("plain", "plain"),
        ([{"type": "text", "text": "a"}, {"type": "image"}, {"type": "text", "text": "b"}], "a\nb"),
        ({"k": 1}, '{"k":1}'),
        (None, ""),
        # A tool's own records are not content blocks: read whole, every field of them.
        ([{"id": 1, "to": "x@example.com"}], '[{"id":1,"to":"x@example.com"}]'),
        ([{"text": "hi", "url": "https://e.example"}], '[{"text":"hi","url":"https://e.example"}]'),
        ([{"type": "text", "text": "a"}, {"id": 2}], '[{"type":"text","text":"a"},{"id":2}]'),
    ],
)
def test_content_text(content: object, text: str) -> None:
    assert content_text(content) == text


def test_reading_a_too_deep_text_costs_its_length_whatever_its_quotes() -> None:
    # Unclosed quotes made every one of them a scan to the end: 65 KB took 14 s.
    import time

    text = "[" * 1_100 + '"' + '\\"' * 32_000
    started = time.perf_counter()
    payloads, _ = parse_text(text + "ID")
    assert time.perf_counter() - started < 0.5
    assert payloads == [] or "ID" not in str(payloads)
