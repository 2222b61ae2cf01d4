"""The framework-neutral guard: focusing the current call, and failing closed."""

from __future__ import annotations

import json
from typing import Any

import httpx2
import pytest

from attachguard_client import Client, Guard, RetryPolicy
from attachguard_client.guard import focus_call
from tests.conftest import UNSAFE_FILES


def _lc_call(call_id: str, name: str = "read_file") -> dict[str, Any]:
    return {"id": call_id, "name": name, "args": {}}


def _oa_call(call_id: str, name: str = "read_file") -> dict[str, Any]:
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": "{}"}}


@pytest.mark.parametrize("make", [_lc_call, _oa_call], ids=["langchain", "openai"])
def test_focus_keeps_the_current_call_other_tools_and_answered_calls(make: Any) -> None:
    messages: list[Any] = [
        {"role": "user", "content": "go"},
        {
            "role": "assistant",
            "tool_calls": [make("c0"), make("c1"), make("c2", "other"), make("c3")],
        },
        {"role": "tool", "tool_call_id": "c0", "content": "done"},
    ]
    focused: list[Any] = focus_call(messages, "read_file", "c3")
    assert [c["id"] for c in focused[1]["tool_calls"]] == ["c0", "c2", "c3"]
    assert messages[1]["tool_calls"][1]["id"] == "c1"  # the caller's list is untouched
    assert focus_call(messages, "read_file", None) == messages


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
