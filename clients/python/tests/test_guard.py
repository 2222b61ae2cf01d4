"""The framework-neutral guard: naming the call it judges, and failing closed."""

from __future__ import annotations

import json
from typing import Any

import httpx2
import pytest

from attachguard_client import Client, Guard, RetryPolicy
from tests.conftest import UNSAFE_FILES


def _recording_guard() -> tuple[Guard, list[dict[str, Any]]]:
    """A guard whose service allows everything and records the evaluation bodies."""
    bodies: list[dict[str, Any]] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        bodies.append(json.loads(request.content))
        return httpx2.Response(200, json=ALLOWED)

    client = Client("http://attachguard.test", transport=httpx2.MockTransport(answer))
    return Guard(client, guardrails=[UNSAFE_FILES]), bodies


ALLOWED: dict[str, Any] = {
    "decision": "allow",
    "message": None,
    "located": True,
    "input": "",
    "tool_call_id": None,
    "attachments": [],
    "scan": {"visited": 0, "max_depth": 0, "truncated": None},
    "results": [],
    "escalation": None,
}


def test_the_guard_names_the_call_it_judges_and_sends_the_whole_conversation() -> None:
    # Two calls to one tool in one turn, run at once: both are unanswered when each is judged,
    # so the guard names its call (R1.9 alone would pick the first) and trims nothing.
    turn = {
        "type": "ai",
        "content": "",
        "tool_calls": [
            {"id": "c1", "name": "read_file", "args": {}},
            {"id": "c2", "name": "read_file", "args": {}},
        ],
    }
    result = {"type": "tool", "tool_call_id": "c2", "content": "ok", "status": "success"}
    guard, bodies = _recording_guard()
    with guard.client:
        assert guard.check_tool_call("read_file", [turn], tool_call_id="c2").allowed
        assert guard.check_tool_result("read_file", [turn], result, tool_call_id="c2").allowed
        assert guard.check_tool_call("read_file", [turn]).allowed
    pre, post, unnamed = bodies
    assert (pre["stage"], pre["tool_call_id"], pre["messages"]) == ("pre", "c2", [turn])
    assert (post["stage"], post["tool_call_id"], post["messages"]) == ("post", "c2", [turn, result])
    assert "tool_call_id" not in unnamed


def _failing_guard(status: int) -> tuple[Guard, list[httpx2.Request]]:
    seen: list[httpx2.Request] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        seen.append(request)
        body = {"type": "x", "title": "x", "status": status, "detail": "down", "code": "down"}
        return httpx2.Response(status, content=json.dumps(body))

    client = Client(
        "http://attachguard.test",
        retry=RetryPolicy(max_attempts=1),
        transport=httpx2.MockTransport(answer),
    )
    return Guard(client, guardrails=[UNSAFE_FILES]), seen


@pytest.mark.parametrize("status", [401, 500, 503])
def test_a_service_that_cannot_decide_denies(status: int) -> None:
    guard, seen = _failing_guard(status)
    with guard.client:
        pre = guard.check_tool_call("read_file", [{"role": "user", "content": "x"}])
        post = guard.check_tool_result("read_file", [], {"role": "tool", "content": "ok"})
        final = guard.check_output({"answer": 1})
    for verdict in (pre, post, final):
        assert not verdict.allowed
        assert verdict.error is not None
        assert verdict.error.status == status
        assert "could not decide" in verdict.message
    assert len(seen) == 3


def test_without_guardrails_nothing_is_sent() -> None:
    guard, seen = _failing_guard(503)
    with guard.client:
        bare = Guard(guard.client)
        assert bare.check_tool_call("t", []).allowed
        assert bare.check_tool_result("t", [], {"content": "x"}).allowed
        assert bare.check_output("x").allowed
        assert bare.output_files() is None
    assert seen == []


def test_an_output_schema_needs_a_job() -> None:
    with Client("http://attachguard.test") as client, pytest.raises(ValueError, match="job_key"):
        Guard(client, output_schema={"type": "object"})
