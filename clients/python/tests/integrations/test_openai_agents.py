"""`AttachguardAgents` in real OpenAI Agents SDK runs (a scripted Model) against the live server."""

from __future__ import annotations

import gc
import io
import json
import uuid
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest
from agents import Agent, Runner, function_tool, set_tracing_disabled
from agents.testing import ModelCall, ModelStep, ScriptedModel, assistant_message, function_call
from pydantic import BaseModel, Field

from attachguard_client import (
    AsyncClient,
    Client,
    GuardrailBlockedError,
    JobAttachment,
    OutputFilesRejectedError,
    TicketParam,
)
from attachguard_client.integrations.openai_agents import AttachguardAgents
from tests.conftest import API_KEY, CLEAN, INJECTION, UNSAFE_FILES, LiveServer
from tests.recording import Evaluation

pytestmark = pytest.mark.anyio


class Report(BaseModel):
    """The agent's final answer: a summary and the report file (required: not nullable)."""

    summary: str
    report: JobAttachment = Field(description="The report, as a markdown file")


class Draft(BaseModel):
    """An answer whose file is optional: `JobAttachment | None`, no default."""

    summary: str
    report: JobAttachment | None


def _made_up_ticket() -> dict[str, str]:
    """A ticket the agent invented: well-formed, but no file of its job."""
    return {"ID": str(uuid.uuid4()), "FullName": "report.md", "MimeType": "text/markdown"}


def _job() -> str:
    return f"job-{uuid.uuid4().hex[:10]}"


@pytest.fixture(autouse=True)
def _no_tracing() -> None:
    set_tracing_disabled(True)


@pytest.fixture
async def aclient(live_server: LiveServer) -> AsyncIterator[AsyncClient]:
    async with AsyncClient(live_server.base_url, api_key=API_KEY) as client:
        yield client


def _last_tool_output(call: ModelCall) -> Any:
    outputs = [
        item
        for item in call.input
        if isinstance(item, dict) and item.get("type") == "function_call_output"
    ]
    return json.loads(str(outputs[-1]["output"]))


def _tools(client: Client, live_server: LiveServer, workspace_id: str, brief: bytes) -> list[Any]:
    @function_tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(brief), filename=f"{topic}_brief.txt")
        return json.dumps({"file": ticket.to_wire()})

    @function_tool
    def read_file(file_path: str) -> str:
        """Read a file of the workspace by its FilePath."""
        return (live_server.workspace(workspace_id) / file_path.lstrip("/")).read_text()

    return [fetch_brief, read_file]


def _workspace() -> str:
    return f"ws-{uuid.uuid4().hex[:10]}"


async def test_a_returned_injection_stops_the_run_at_tool_post(
    aclient: AsyncClient, client: Client, live_server: LiveServer
) -> None:
    workspace_id = _workspace()
    model = ScriptedModel([[function_call("fetch_brief", {"topic": "cats"}, call_id="c1")]])
    agent = Agent(
        name="joker", model=model, tools=_tools(client, live_server, workspace_id, INJECTION)
    )
    guard = AttachguardAgents(
        aclient, guardrails=[UNSAFE_FILES], workspace_id=workspace_id, on_block="raise"
    )
    with pytest.raises(GuardrailBlockedError) as caught:
        await guard.run(agent, "Write a joke about the brief")
    assert "cats_brief.txt" in caught.value.message
    assert caught.value.stage == "post"


async def test_a_rejected_result_reaches_the_model_with_the_block_message(
    aclient: AsyncClient, client: Client, live_server: LiveServer
) -> None:
    model = ScriptedModel(
        [
            [function_call("fetch_brief", {"topic": "cats"}, call_id="c1")],
            [assistant_message("I cannot use that brief.")],
        ]
    )
    agent = Agent(name="joker", model=model, tools=_tools(client, live_server, "ws", INJECTION))
    guard = AttachguardAgents(aclient, guardrails=[UNSAFE_FILES])
    result = await guard.run(agent, "Write a joke about the brief")
    assert result.final_output == "I cannot use that brief."
    last_call = model.calls[-1]
    [output] = [
        i
        for i in last_call.input
        if isinstance(i, dict) and i.get("type") == "function_call_output"
    ]
    assert "Blocked by guardrail [Unsafe files]" in str(output["output"])
    assert "cats_brief.txt" in str(output["output"])


async def test_a_clean_run_materialises_and_a_second_tool_reads_the_bytes(
    recording_aclient: AsyncClient,
    client: Client,
    live_server: LiveServer,
    evaluations: list[Evaluation],
) -> None:
    workspace_id = _workspace()

    def read_it(call: ModelCall) -> list[Any]:
        path = _last_tool_output(call)["file"]["FilePath"]
        return [function_call("read_file", {"file_path": path}, call_id="c2")]

    model = ScriptedModel(
        [
            [function_call("fetch_brief", {"topic": "gardening"}, call_id="c1")],
            ModelStep.respond(read_it),
            [assistant_message("Roses like sun.")],
        ]
    )
    agent = Agent(
        name="gardener", model=model, tools=_tools(client, live_server, workspace_id, CLEAN)
    )
    guard = AttachguardAgents(recording_aclient, guardrails=[UNSAFE_FILES])
    # The run names its workspace in its context.
    result = await guard.run(
        agent, "Tell me about the brief", context={"workspace_id": workspace_id}
    )
    assert result.final_output == "Roses like sun."
    read = [
        i
        for i in model.calls[-1].input
        if isinstance(i, dict) and i.get("type") == "function_call_output"
    ]
    assert read[-1]["output"] == CLEAN.decode()
    # The fetched file joined the run's registry (not the adapter's) before the read was judged.
    assert len(guard.registry) == 0
    read_pre = next(e for e in evaluations if e.body["tool_name"] == "read_file")
    assert len(read_pre.registry_ids) == 1
    # Tool input and output guardrails ran around both calls.
    assert len(result.tool_input_guardrail_results) == 2
    assert len(result.tool_output_guardrail_results) == 2


async def test_an_agent_that_forgets_its_output_file_is_told_to_retry_then_fails(
    aclient: AsyncClient,
) -> None:
    forgetful = json.dumps({"summary": "done", "report": _made_up_ticket()})
    model = ScriptedModel([[assistant_message(forgetful)], [assistant_message(forgetful)]])
    agent = Agent(name="reporter", instructions="Write reports.", model=model, output_type=Report)
    guard = AttachguardAgents(
        aclient, job_key=f"job-{uuid.uuid4().hex[:10]}", output_schema=Report, max_output_retries=1
    )
    with pytest.raises(OutputFilesRejectedError) as caught:
        await guard.run(agent, "Write the report")
    assert caught.value.response.status == "fail"
    assert len(model.calls) == 2
    first, second = model.calls
    assert "create_output_file" in [t.name for t in first.tools]
    assert first.system_instructions is not None
    assert first.system_instructions.startswith("Write reports.")
    assert "create_output_file" in first.system_instructions
    correction = second.input[-1]
    assert isinstance(correction, dict)
    assert correction["role"] == "user"
    assert "report" in str(correction["content"])


async def test_an_agent_that_creates_its_output_file_passes(
    aclient: AsyncClient, client: Client
) -> None:
    job = f"job-{uuid.uuid4().hex[:10]}"

    def report_with_the_file(call: ModelCall) -> list[Any]:
        ticket = _last_tool_output(call)
        return [assistant_message(json.dumps({"summary": "done", "report": ticket}))]

    model = ScriptedModel(
        [
            [
                function_call(
                    "create_output_file",
                    {"file_name": "report.md", "content": "# Done"},
                    call_id="c1",
                )
            ],
            ModelStep.respond(report_with_the_file),
        ]
    )
    agent = Agent(name="reporter", model=model, output_type=Report)
    guard = AttachguardAgents(aclient, job_key=job, output_schema=Report)
    result = await guard.run(agent, "Write the report")
    report = result.final_output
    assert isinstance(report, Report)
    assert report.report is not None
    assert report.report.full_name == "report.md"
    assert [t.id for t in client.list_job_attachments(job)] == [report.report.id]


async def test_guardrails_work_with_runner_run_directly(
    aclient: AsyncClient, client: Client, live_server: LiveServer
) -> None:
    # Without `guard.run`: attach the SDK guardrails yourself and use Runner as usual.
    guard = AttachguardAgents(aclient, guardrails=[UNSAFE_FILES])
    brief = await aclient.upload_attachment(io.BytesIO(INJECTION), filename="unsafe.txt")
    guard.registry.add(brief)
    ran: list[str] = []

    @function_tool(tool_input_guardrails=[guard.tool_input_guardrail])
    def read_file(file: JobAttachment) -> str:
        """Read a file."""
        ran.append(file.id)
        return "never"

    model = ScriptedModel(
        [
            [function_call("read_file", {"file": brief.to_wire()}, call_id="c1")],
            [assistant_message("blocked")],
        ]
    )
    result = await Runner.run(Agent(name="reader", model=model, tools=[read_file]), "read it")
    assert ran == []
    assert result.final_output == "blocked"
    verdict = result.tool_input_guardrail_results[0].output.output_info
    assert not verdict.allowed
    assert "unsafe.txt" in verdict.message


def _reader(read: list[TicketParam]) -> Any:
    @function_tool
    def read_file(file: TicketParam) -> str:
        """Read a file."""
        read.append(file)
        return "contents"

    return read_file


def _outputs(call: ModelCall) -> list[str]:
    return [
        str(item["output"])
        for item in call.input
        if isinstance(item, dict) and item.get("type") == "function_call_output"
    ]


async def test_one_guard_serves_two_runs_without_sharing_files(
    recording_aclient: AsyncClient, evaluations: list[Evaluation]
) -> None:
    aclient = recording_aclient
    fetched: list[str] = []
    read: list[TicketParam] = []

    @function_tool
    async def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = await aclient.upload_attachment(
            io.BytesIO(INJECTION), filename=f"{topic}_brief.txt"
        )
        fetched.append(ticket.id)
        return json.dumps({"file": ticket.to_wire()})

    def read_the_first_runs_file(call: ModelCall) -> list[Any]:
        return [function_call("read_file", {"file": {"ID": fetched[0]}}, call_id="c2")]

    model = ScriptedModel(
        [
            [function_call("fetch_brief", {"topic": "cats"}, call_id="c1")],
            [assistant_message("I cannot use that brief.")],
            ModelStep.respond(read_the_first_runs_file),
            [assistant_message("done")],
        ]
    )
    agent = Agent(name="reader", model=model, tools=[fetch_brief, _reader(read)])
    guard = AttachguardAgents(aclient, guardrails=[UNSAFE_FILES])
    await guard.run(agent, "Summarise the brief", context={"job_key": _job()})
    assert "Blocked by guardrail" in _outputs(model.calls[1])[-1]
    assert any(fetched[0] in e.registry_ids for e in evaluations)
    seen = len(evaluations)

    await guard.run(agent, "Read the cats brief", context={"job_key": _job()})
    second = [e for e in evaluations[seen:] if e.body["scope"] == "tool"]
    assert second
    assert all(fetched[0] not in e.registry_ids for e in evaluations[seen:])
    assert second[0].not_in_registry == 1
    assert [t.id for t in read] == [fetched[0]]


async def test_runner_run_runs_are_apart_too(
    recording_aclient: AsyncClient, evaluations: list[Evaluation]
) -> None:
    # The guardrails attached by hand, the agent run with Runner.run: each run is its own.
    job = _job()
    brief = await recording_aclient.upload_attachment(
        io.BytesIO(INJECTION), filename="job_brief.txt", job_key=job
    )
    guard = AttachguardAgents(recording_aclient, guardrails=[UNSAFE_FILES])
    read: list[TicketParam] = []
    read_file = guard.guard_tool(_reader(read))
    model = ScriptedModel(
        [
            [function_call("read_file", {"file": {"ID": brief.id}}, call_id="c1")],
            [assistant_message("blocked")],
            [function_call("read_file", {"file": {"ID": brief.id}}, call_id="c1")],
            [assistant_message("read")],
        ]
    )
    agent = Agent(name="reader", model=model, tools=[read_file])
    first = await Runner.run(agent, "read it", context={"job_key": job})
    assert not first.tool_input_guardrail_results[0].output.output_info.allowed
    assert read == []
    await Runner.run(agent, "read it")  # no job: the file is not this run's
    assert [t.id for t in read] == [brief.id]
    assert evaluations[-2].not_in_registry == 1
    del first
    gc.collect()
    assert len(guard.runs) == 0  # a run's state goes with the run's objects


async def test_files_uploaded_with_the_job_key_are_read_without_seeding(
    aclient: AsyncClient,
) -> None:
    job = _job()
    brief = await aclient.upload_attachment(
        io.BytesIO(INJECTION), filename="job_brief.txt", job_key=job
    )
    read: list[TicketParam] = []
    model = ScriptedModel(
        [
            [function_call("read_file", {"file": {"ID": brief.id}}, call_id="c1")],
            [assistant_message("I cannot read it.")],
        ]
    )
    agent = Agent(name="reader", model=model, tools=[_reader(read)])
    guard = AttachguardAgents(aclient, guardrails=[UNSAFE_FILES])
    result = await guard.run(agent, "Summarise the brief", context=RunInfo(job_key=job))
    assert result.final_output == "I cannot read it."
    [rejected] = _outputs(model.calls[-1])
    assert "job_brief.txt" in rejected
    assert read == []


@dataclass
class RunInfo:
    """An application's run context, naming the run's job."""

    job_key: str


async def test_a_ticket_parameter_passes_the_strict_schema_and_is_completed(
    aclient: AsyncClient,
) -> None:
    read: list[TicketParam] = []
    tool = _reader(read)
    assert tool.strict_json_schema
    ticket_schema = tool.params_json_schema["$defs"]["TicketParam"]
    assert ticket_schema["additionalProperties"] is False
    job = _job()
    notes = await aclient.upload_attachment(io.BytesIO(CLEAN), filename="notes.txt", job_key=job)
    model = ScriptedModel(
        [
            [function_call("read_file", {"file": {"ID": notes.id}}, call_id="c1")],
            [assistant_message("ok")],
        ]
    )
    guard = AttachguardAgents(aclient)
    await guard.run(
        Agent(name="reader", model=model, tools=[tool]), "read", context={"job_key": job}
    )
    [ticket] = read
    assert (ticket.id, ticket.full_name, ticket.mime_type) == (notes.id, "notes.txt", "text/plain")


async def test_a_nullable_file_field_is_optional(aclient: AsyncClient) -> None:
    model = ScriptedModel([[assistant_message(json.dumps({"summary": "none", "report": None}))]])
    agent = Agent(name="drafter", model=model, output_type=Draft)
    guard = AttachguardAgents(aclient, job_key=_job(), output_schema=Draft)
    fields = await guard.output_files()
    assert fields is not None
    assert [(f.name, f.required) for f in fields.fields] == [("report", False)]
    result = await guard.run(agent, "Draft it")
    assert result.final_output == Draft(summary="none", report=None)
    assert len(model.calls) == 1  # no correction: the file was never demanded


async def test_output_file_retries_are_counted_per_run(aclient: AsyncClient) -> None:
    forgetful = [assistant_message(json.dumps({"summary": "done", "report": _made_up_ticket()}))]
    model = ScriptedModel([forgetful, forgetful, forgetful, forgetful])
    agent = Agent(name="reporter", model=model, output_type=Report)
    guard = AttachguardAgents(aclient, output_schema=Report, max_output_retries=1)
    for _ in range(2):  # each run is told once, then fails: the count starts again per run
        with pytest.raises(OutputFilesRejectedError):
            await guard.run(agent, "Write the report", context={"job_key": _job()})
    assert len(model.calls) == 4


def test_the_agents_sdk_needs_an_async_client(client: Client) -> None:
    with pytest.raises(TypeError, match="AsyncClient"):
        AttachguardAgents(client)  # type: ignore[arg-type]


@pytest.mark.parametrize("how", ["agent", "handoff()"])
async def test_an_agent_reached_by_a_handoff_is_guarded_too(
    aclient: AsyncClient, client: Client, live_server: LiveServer, how: str
) -> None:
    # The triage agent hands off to a reader whose tool returns an injected file: the reader's
    # tool is guarded, and its final output is verified, as if it had been run directly.
    from agents import handoff

    workspace_id = _workspace()
    reader_model = ScriptedModel([[function_call("fetch_brief", {"topic": "cats"}, call_id="c1")]])
    reader = Agent(
        name="reader",
        model=reader_model,
        tools=_tools(client, live_server, workspace_id, INJECTION),
    )
    triage = Agent(
        name="triage",
        model=ScriptedModel([[function_call("transfer_to_reader", {}, call_id="h1")]]),
        handoffs=[reader if how == "agent" else handoff(reader)],
    )
    # Agents that hand off to each other are prepared once each.
    reader.handoffs = [triage]
    guard = AttachguardAgents(
        aclient, guardrails=[UNSAFE_FILES], workspace_id=workspace_id, on_block="raise"
    )
    with pytest.raises(GuardrailBlockedError) as caught:
        await guard.run(triage, "Summarise the brief")
    assert caught.value.stage == "post"
    assert "cats_brief.txt" in caught.value.message
