"""The framework-neutral guard: naming the call it judges, and failing closed."""

from __future__ import annotations

import json
from typing import Any

import httpx2
import pytest
from pydantic import BaseModel

from attachguard_client import Client, Guard, JobAttachment, RetryPolicy
from attachguard_client.guard import RunDefaults, schema_json
from tests.conftest import ALLOWED, UNSAFE_FILES


def _recording_guard() -> tuple[Guard, list[dict[str, Any]]]:
    """A guard whose service allows everything and records the evaluation bodies."""
    bodies: list[dict[str, Any]] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        bodies.append(json.loads(request.content))
        return httpx2.Response(200, json=ALLOWED)

    client = Client("http://attachguard.test", transport=httpx2.MockTransport(answer))
    return Guard(client, guardrails=[UNSAFE_FILES]), bodies


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


def _newer_server_guard(decision: str) -> Guard:
    """A guard whose service answers with values this client's enums do not hold."""
    result: dict[str, Any] = {
        "guardrail_id": "g",
        "guardrail_name": "unsafe files",
        "reason": None,
        "attachments": [],
        "flagged_files": [],
        "outcome": "uncertain",
        "action": "quarantine",
        "categories": [],
        "attachments_dropped": False,
        "criteria_applied": True,
        "judge": None,
    }
    answer = {
        **ALLOWED,
        "decision": decision,
        "scan": {"visited": 3, "max_depth": 1, "truncated": "bytes"},
        "results": [result],
    }
    client = Client(
        "http://attachguard.test",
        transport=httpx2.MockTransport(lambda _: httpx2.Response(200, json=answer)),
    )
    return Guard(client, guardrails=[UNSAFE_FILES])


def test_an_answer_with_values_a_newer_server_added_still_reads() -> None:
    guard = _newer_server_guard("allow")
    with guard.client:
        verdict = guard.check_tool_call("read_file", [{"role": "user", "content": "x"}])
    assert verdict.allowed
    assert verdict.response is not None
    (result,) = verdict.response.results
    assert (result.outcome, result.action) == ("uncertain", "quarantine")
    assert verdict.response.scan.truncated == "bytes"


def test_a_decision_this_client_does_not_know_denies() -> None:
    guard = _newer_server_guard("hold")
    with guard.client:
        verdict = guard.check_tool_call("read_file", [{"role": "user", "content": "x"}])
    assert not verdict.allowed
    assert verdict.error is None
    assert verdict.message == "Denied by guardrails (hold)."


def test_without_guardrails_nothing_is_sent() -> None:
    guard, seen = _failing_guard(503)
    with guard.client:
        bare = Guard(guard.client)
        assert bare.check_tool_call("t", []).allowed
        assert bare.check_tool_result("t", [], {"content": "x"}).allowed
        assert bare.check_output("x").allowed
        assert bare.output_files() is None
    assert seen == []


def test_a_named_policy_alone_is_evaluated_and_fails_closed() -> None:
    """Without a `policy` setting, an adapter on a service's named policy sent nothing and
    every call ran unchecked, even with the service down (an independent probe)."""
    bodies: list[dict[str, Any]] = []

    def answer(request: httpx2.Request) -> httpx2.Response:
        bodies.append(json.loads(request.content))
        return httpx2.Response(200, json=ALLOWED)

    client = Client("http://attachguard.test", transport=httpx2.MockTransport(answer))
    with client:
        defaults = RunDefaults(client, policy="agents")
        guard = defaults.guard(None, None)
        assert isinstance(guard, Guard)
        assert guard.check_tool_call("t", []).allowed
        assert guard.check_output("x").allowed
    assert [(b["policy"], b["guardrails"]) for b in bodies] == [("agents", [])] * 2
    down, seen = _failing_guard(503)
    with down.client:
        assert not Guard(down.client, policy="agents").check_tool_call("t", []).allowed
    assert seen


def test_an_output_schema_needs_a_job() -> None:
    with Client("http://attachguard.test") as client, pytest.raises(ValueError, match="job_key"):
        Guard(client, output_schema={"type": "object"})


A = "0f8fad5b-d9cb-469f-a165-70867728950e"
B = "7c9e6679-7425-40de-944b-e07fc1f90ae7"


def test_a_guard_reads_its_jobs_files_once_before_it_first_judges() -> None:
    seen: list[str] = []
    linked = {"attachments": [{"ID": A, "FullName": "brief.txt", "MimeType": "text/plain"}]}

    def answer(request: httpx2.Request) -> httpx2.Response:
        seen.append(f"{request.method} {request.url.path}")
        if request.url.path == "/v1/jobs/job-1/attachments":
            if len(seen) == 1:  # the first time, the store is down
                return httpx2.Response(503, json={"status": 503, "code": "down"})
            return httpx2.Response(200, json=linked)
        assert json.loads(request.content)["registry"][-1]["ID"] == A
        return httpx2.Response(200, json=ALLOWED)

    client = Client(
        "http://attachguard.test",
        retry=RetryPolicy(max_attempts=1),
        transport=httpx2.MockTransport(answer),
    )
    with client:
        guard = Guard(client, guardrails=[UNSAFE_FILES], job_key="job-1", registry=None)
        failed = guard.check_tool_call("read_file", [])
        assert not failed.allowed  # fail-closed: the run's files are not known
        assert guard.check_tool_call("read_file", []).allowed
        assert guard.check_output("done").allowed
        completed, changed = guard.complete_tickets({"file": {"ID": A.upper()}, "n": [{"ID": B}]})
    assert changed
    assert completed == {
        "file": {"ID": A.upper(), "FullName": "brief.txt", "MimeType": "text/plain"},
        "n": [{"ID": B}],
    }
    assert seen == [
        "GET /v1/jobs/job-1/attachments",
        "GET /v1/jobs/job-1/attachments",
        "POST /v1/guardrails/evaluate",
        "POST /v1/guardrails/evaluate",
    ]


class Draft(BaseModel):
    summary: str
    report: JobAttachment | None
    sources: list[JobAttachment] | None
    appendix: Appendix


class Appendix(BaseModel):
    note: str | None
    file: JobAttachment


def test_a_nullable_field_of_a_pydantic_output_schema_is_optional() -> None:
    schema = schema_json(Draft)
    assert schema["required"] == ["summary", "appendix"]
    assert schema["$defs"]["Appendix"]["required"] == ["file"]
    assert schema["$defs"]["JobAttachment"]["required"] == ["ID", "FullName", "MimeType"]
    given = {"type": "object", "properties": {"a": {"type": ["string", "null"]}}, "required": ["a"]}
    assert schema_json(given) == given  # a JSON Schema is the caller's own: sent as it is


def test_run_defaults_make_each_run_its_own_guard() -> None:
    with Client("http://attachguard.test") as client:
        defaults = RunDefaults(client, registry=[{"ID": A, "FullName": "a", "MimeType": "x"}])
        first, second = defaults.guard("job-1", None), defaults.guard("job-2", "ws")
        assert isinstance(first, Guard)
        first.registry.add({"ID": B, "FullName": "b", "MimeType": "x"})
        assert B not in second.registry
        assert A in second.registry
        assert (second.job_key, second.workspace_id) == ("job-2", "ws")
        with pytest.raises(ValueError, match="job_key"):
            RunDefaults(client, output_schema=Draft).guard(None, None)
