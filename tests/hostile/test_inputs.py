"""Hostile bodies: bounded work before anything walks them, bounded answers, never a 500."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import orjson
import pytest
from fastapi.testclient import TestClient

from app.main import create_app
from tests.builders import guardrail
from tests.conftest import assert_problem, make_settings

EVALUATE = "/v1/guardrails/evaluate"


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestClient]:
    settings = make_settings(tmp_path_factory.mktemp("inputs"))
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def post(client: TestClient, path: str, body: bytes) -> tuple[object, float]:
    started = time.perf_counter()
    response = client.post(path, content=body, headers={"Content-Type": "application/json"})
    return response, time.perf_counter() - started


def test_millions_of_empty_messages_are_refused_at_once(client: TestClient) -> None:
    body = b'{"scope": "agent", "stage": "pre", "messages": [' + b"{}," * 3_400_000 + b"{}]}"
    assert len(body) > 10_000_000 - 200_000
    response, elapsed = post(client, "/v1/attachments/resolve", body[: 10 * 1024 * 1024 - 10])
    # Cut to the body limit it is not JSON any more; whole, it is past the values bound.
    assert response.status_code in (413, 422)  # type: ignore[attr-defined]
    small = b'{"scope": "agent", "stage": "pre", "messages": [' + b"{}," * 1_000_000 + b"{}]}"
    response, elapsed = post(client, "/v1/attachments/resolve", small)
    assert_problem(response, 422, "limit_exceeded")  # type: ignore[arg-type]
    assert elapsed < 2.0


@pytest.mark.parametrize(("keys", "code"), [(50, "validation_error"), (700_000, "limit_exceeded")])
def test_unknown_keys_get_a_short_answer(client: TestClient, keys: int, code: str) -> None:
    fields = b",".join(b'"x%d": 0' % n for n in range(keys))
    body = b'{"scope": "agent", "stage": "pre", ' + fields + b"}"
    response, elapsed = post(client, "/v1/attachments/resolve", body)
    problem = assert_problem(response, 422, code)  # type: ignore[arg-type]
    if code == "validation_error":
        assert len(problem["errors"]) == 20
        assert problem["errors_omitted"] == keys - 20
    assert len(response.content) < 10_000  # type: ignore[attr-defined]
    assert elapsed < 2.0


def test_unreadable_messages_make_one_short_note(client: TestClient) -> None:
    body = {
        "scope": "tool",
        "stage": "pre",
        "tool_name": "T",
        "messages": list(range(4_000)),
        "guardrails": [guardrail(match_names=("T",))],
    }
    response = client.post(EVALUATE, json=body)
    answer = response.json()
    assert answer["located"] is False
    assert answer["results"][0]["error"] == "subject_not_found"
    assert len(response.content) < 10_000
    assert any("and 3980 more" in note for note in answer["notes"])


def nested(depth: int) -> bytes:
    """A ticket inside `depth` arrays, as JSON text (too deep for any serialiser to write)."""
    ticket = b'{"ID": "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10", "FullName": "x.txt"}'
    return b"[" * depth + ticket + b"]" * depth


def json_operations(client: TestClient) -> list[tuple[str, str]]:
    spec = client.get("/openapi.json").json()
    found = []
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                found.append((method, path.replace("{job_key}", "job-1")))
    return found


@pytest.mark.parametrize("depth", [100, 600, 5_000])
def test_deep_nesting_where_it_is_read_is_a_422_never_a_500(client: TestClient, depth: int) -> None:
    deep = nested(depth)
    schema = b'{"properties": {"x": ' * depth + b"{}" + b"}}" * depth
    subject = b'{"scope": "agent", "stage": "post", "output": ' + deep + b"}"
    bodies = {
        "/v1/attachments/resolve": subject,
        "/v1/guardrails/evaluate": subject[:-1]
        + b', "guardrails": [{"id": "g", "name": "g", "validator": "v",'
        b' "action": {"type": "block"}}]}',
        "/v1/tool-results/materialize": b'{"workspace_id": "w", "tool_name": "T", "result": '
        b'{"content": ' + deep + b"}}",
        "/v1/output-files/fields": b'{"output_schema": ' + schema + b"}",
        "/v1/jobs/job-1/output-files/verify": b'{"output_schema": ' + schema + b', "output": 1}',
        "/beta/litellm_basic_guardrail_api": b'{"input_type": "request", "structured_messages": '
        b"[" + deep + b"]}",
    }
    assert {path for _, path in json_operations(client)} == {*bodies, "/v1/jobs/job-1/output-files"}
    for path, body in bodies.items():
        response, _ = post(client, path, body)
        problem = response.json()  # type: ignore[attr-defined]
        assert response.status_code == 422, (path, problem)  # type: ignore[attr-defined]
        assert problem["code"] in {"limit_exceeded", "invalid_json", "schema_too_deep"}, path


def test_a_subject_too_deep_to_write_is_not_judged(client: TestClient) -> None:
    """A call's object arguments nested past what JSON text is written to (254 levels) are
    never judged as an empty text: the subject is not located, the guardrail fails closed."""
    arguments = orjson.loads(nested(300))
    call = {"type": "tool_use", "id": "t", "name": "T", "input": {"x": arguments}}
    body = {
        "scope": "tool",
        "stage": "pre",
        "tool_name": "T",
        "messages": [{"role": "assistant", "content": [call]}],
        "guardrails": [guardrail(match_names=("T",))],
    }
    response, _ = post(client, EVALUATE, json.dumps(body).encode())
    answer = response.json()  # type: ignore[attr-defined]
    assert answer["located"] is False
    assert answer["results"][0]["error"] == "subject_not_found"
    assert answer["decision"] == "block"


def test_a_validation_error_never_quotes_the_offending_value(client: TestClient) -> None:
    """pydantic's message for a tagged union quotes the tag ("Input tag 'sk-…' found"); the
    problem document keeps where and why, in the service's words."""
    secret = "sk-live-0123456789abcdef"
    bad_action = guardrail(action={"type": secret})
    provenance = guardrail(
        "p1", validator="provenance", parameters=[{"tool_actions": {"wire": secret}}]
    )
    for rule in (bad_action, provenance):
        body = {"scope": "agent", "stage": "pre", "messages": [], "guardrails": [rule]}
        response = client.post("/v1/guardrails/evaluate", json=body)
        assert response.status_code == 422, response.text
        assert secret not in response.text


def test_a_validation_error_in_the_services_words_is_said_whole(client: TestClient) -> None:
    # "tool_name is required at tool scope" says `tool`, the value of `scope`: taken for a
    # quote, it was replaced with words that said neither where nor why.
    body = {"scope": "tool", "stage": "pre", "messages": [], "registry": []}
    response = client.post("/v1/attachments/resolve", json=body)
    assert response.status_code == 422, response.text
    [error] = response.json()["errors"]
    assert "tool_name is required at tool scope" in error["msg"]


def test_a_short_value_is_never_quoted_either(client: TestClient) -> None:
    # Any value the caller sent may be a secret, however short (`hunter`); only the API's
    # own words may be said.
    body = {"scope": "agent", "stage": "pre", "messages": [],
            "guardrails": [guardrail(action={"type": "hunter"})]}  # fmt: skip
    response = client.post("/v1/guardrails/evaluate", json=body)
    assert response.status_code == 422, response.text
    assert "hunter" not in response.text


# A word of the client's an answer repeats: a marker, every kind of line break and escape, and
# a great length (found by an independent probe: 200 KB answers, lines forged in any log
# that keeps them).
HOSTILE_WORD = "MARKER\n\r\x1b[31m\u2028\u202e" + "J" * 100_000


def assert_said_safely(response: object, code: str) -> None:
    problem = assert_problem(response, 422, code)  # type: ignore[arg-type]
    text = orjson.dumps(problem).decode()
    assert "MARKER" in text
    assert len(text) < 2_000, len(text)
    for character in ("\\n", "\\r", "\\u001b", "\u2028", "\u202e"):
        assert character not in text, character


def test_a_clients_words_are_said_short_and_printable(client: TestClient) -> None:
    # (a judge's name is 200 characters at most: past it, a plain validation error)
    rail = guardrail(judge=HOSTILE_WORD[:200])
    body = {"scope": "tool", "stage": "pre", "tool_name": "t", "messages": [],
            "guardrails": [rail]}  # fmt: skip
    assert_said_safely(client.post(EVALUATE, json=body), "unknown_judge")
    body["guardrails"] = [guardrail(judge=HOSTILE_WORD)]
    too_long = client.post(EVALUATE, json=body)
    assert "MARKER" not in assert_problem(too_long, 422, "validation_error")["detail"]
    assert len(too_long.content) < 2_000
    # (a policy field is 64 characters at most; LiteLLM's parameters are not bounded)
    body = {"scope": "agent", "stage": "pre", "policy": HOSTILE_WORD[:64],
            "messages": [{"role": "user", "content": "Hi"}]}  # fmt: skip
    assert_said_safely(client.post(EVALUATE, json=body), "unknown_policy")
    output_schema = {"properties": {"x": {"$ref": "#/" + HOSTILE_WORD}}}
    fields = client.post("/v1/output-files/fields", json={"output_schema": output_schema})
    assert_said_safely(fields, "schema_ref_unresolved")
    published = client.post(
        "/v1/jobs/job-1/output-files",
        json={"file_name": "r.md", "workspace_path": HOSTILE_WORD[:4096], "workspace_id": "ws"},
    )
    assert_said_safely(published, "not_a_regular_file")
    unknown_key = client.post(EVALUATE, json={HOSTILE_WORD: 1, "scope": "agent", "stage": "pre"})
    assert_said_safely(unknown_key, "validation_error")
