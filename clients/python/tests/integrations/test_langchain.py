"""`AttachguardMiddleware` in real `create_agent` runs against the live server."""

from __future__ import annotations

import io
import json
import uuid
from typing import Any

import httpx2
import pytest
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage
from langchain_core.runnables import RunnableConfig
from langchain_core.tools import tool
from langgraph.checkpoint.memory import InMemorySaver
from pydantic import BaseModel, Field

from attachguard_client import (
    AsyncClient,
    Client,
    GuardrailBlockedError,
    JobAttachment,
    OutputFilesRejectedError,
    RetryPolicy,
    TicketParam,
    VerifyResponse,
)
from attachguard_client.integrations.langchain import AttachguardMiddleware, _retry
from tests.conftest import API_KEY, CLEAN, INJECTION, UNSAFE_FILES, LiveServer
from tests.integrations.scripted import (
    ScriptedChatModel,
    answer,
    call,
    last_tool_json,
    last_tool_result,
    two_runs,
)
from tests.recording import Evaluation


class Report(BaseModel):
    """The agent's final answer: a summary and the report file (required: not nullable)."""

    summary: str
    report: JobAttachment = Field(description="The report, as a markdown file")


def _made_up_ticket() -> dict[str, str]:
    """A ticket the agent invented: well-formed, but no file of its job."""
    return {"ID": str(uuid.uuid4()), "FullName": "report.md", "MimeType": "text/markdown"}


def _tools(client: Client, live_server: LiveServer, workspace_id: str, brief: bytes) -> list[Any]:
    """`fetch_brief` returns a ticket (a file a tool produced); `read_file` reads `FilePath`."""

    @tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(brief), filename=f"{topic}_brief.txt")
        return json.dumps({"file": ticket.to_wire()})

    @tool
    def read_file(file: dict[str, Any]) -> str:
        """Read a file of the workspace by its ticket's FilePath."""
        path = live_server.workspace(workspace_id) / str(file["FilePath"]).lstrip("/")
        return path.read_text()

    return [fetch_brief, read_file]


def _workspace() -> str:
    return f"ws-{uuid.uuid4().hex[:10]}"


def test_a_file_returned_with_an_injection_stops_the_run_at_tool_post(
    client: Client, live_server: LiveServer
) -> None:
    workspace_id = _workspace()
    model = ScriptedChatModel(steps=[call("fetch_brief", {"topic": "cats"}, "c1")])
    guard = AttachguardMiddleware(
        client, guardrails=[UNSAFE_FILES], workspace_id=workspace_id, on_block="raise"
    )
    agent = create_agent(
        model, tools=_tools(client, live_server, workspace_id, INJECTION), middleware=[guard]
    )
    with pytest.raises(GuardrailBlockedError) as caught:
        agent.invoke({"messages": [HumanMessage("Write a joke about the brief")]})
    assert "cats_brief.txt" in caught.value.message
    assert caught.value.stage == "post"
    assert caught.value.decision == "block"
    assert not live_server.workspace(workspace_id).exists()  # never materialised


def test_a_blocked_result_reaches_the_model_as_the_tool_error(
    client: Client, live_server: LiveServer
) -> None:
    workspace_id = _workspace()
    model = ScriptedChatModel(
        steps=[call("fetch_brief", {"topic": "cats"}, "c1"), answer("I cannot use that brief.")]
    )
    guard = AttachguardMiddleware(client, guardrails=[UNSAFE_FILES], workspace_id=workspace_id)
    agent = create_agent(
        model, tools=_tools(client, live_server, workspace_id, INJECTION), middleware=[guard]
    )
    result = agent.invoke({"messages": [HumanMessage("Write a joke about the brief")]})
    blocked = last_tool_result(result["messages"])
    assert blocked.status == "error"
    assert "Blocked by guardrail [Unsafe files]" in blocked.text
    assert "cats_brief.txt" in blocked.text
    assert "FilePath" not in blocked.text
    assert last_tool_result(model.calls[1]) == blocked  # what the model was shown


def test_an_injected_input_file_is_stopped_before_the_tool_runs(
    client: Client, live_server: LiveServer
) -> None:
    brief = client.upload_attachment(io.BytesIO(INJECTION), filename="joke_brief_unsafe.txt")
    ran: list[str] = []

    @tool
    def read_file(file: dict[str, Any]) -> str:
        """Read a file."""
        ran.append(str(file))
        return "never"

    model = ScriptedChatModel(
        steps=[call("read_file", {"file": {"ID": brief.id}}, "c1"), answer("blocked")]
    )
    guard = AttachguardMiddleware(client, guardrails=[UNSAFE_FILES], registry=[brief])
    agent = create_agent(model, tools=[read_file], middleware=[guard])
    result = agent.invoke({"messages": [HumanMessage("Summarise the brief")]})
    assert ran == []
    blocked = last_tool_result(result["messages"])
    assert blocked.status == "error"
    assert "joke_brief_unsafe.txt" in blocked.text


def test_a_clean_run_completes_and_a_second_tool_reads_the_materialised_file(
    client: Client, live_server: LiveServer
) -> None:
    workspace_id = _workspace()

    def read_what_was_fetched(messages: list[BaseMessage]) -> AIMessage:
        return call("read_file", {"file": last_tool_json(messages)["file"]}, "c2")

    model = ScriptedChatModel(
        steps=[
            call("fetch_brief", {"topic": "gardening"}, "c1"),
            read_what_was_fetched,
            answer("Roses like sun."),
        ]
    )
    guard = AttachguardMiddleware(client, guardrails=[UNSAFE_FILES])
    agent = create_agent(
        model, tools=_tools(client, live_server, workspace_id, CLEAN), middleware=[guard]
    )
    # The run names its workspace: the middleware has none of its own.
    result = agent.invoke(
        {"messages": [HumanMessage("Tell me about the brief")]},
        config={"configurable": {"workspace_id": workspace_id}},
    )

    messages = result["messages"]
    fetched = json.loads(messages[2].text)["file"]
    assert fetched["FilePath"] == f"/{fetched['ID']}_gardening_brief.txt"
    read = last_tool_result(messages)
    assert read.status == "success"
    assert read.text == CLEAN.decode()
    assert messages[-1].text == "Roses like sun."
    assert len(guard.registry) == 0  # the tool's file joined the run's registry, not the agent's


def test_an_agent_that_forgets_its_output_file_is_told_to_retry_then_fails(
    client: Client,
) -> None:
    job = f"job-{uuid.uuid4().hex[:10]}"
    forgetful = call("Report", {"summary": "done", "report": _made_up_ticket()}, "final")
    model = ScriptedChatModel(steps=[forgetful, forgetful.model_copy(), forgetful.model_copy()])
    guard = AttachguardMiddleware(client, job_key=job, output_schema=Report, max_output_retries=1)
    agent = create_agent(model, tools=[], middleware=[guard], response_format=Report)
    with pytest.raises(OutputFilesRejectedError) as caught:
        agent.invoke({"messages": [HumanMessage("Write the report")]})
    assert "report" in caught.value.message
    assert caught.value.response.status == "fail"
    # The model was offered the tool and the prompt, and was told once to correct itself.
    assert "create_output_file" in model.tool_names[0]
    assert "create_output_file" in model.system_prompt(0)
    assert len(model.calls) == 2
    correction = model.calls[1][-1]
    assert isinstance(correction, HumanMessage)
    assert "report" in correction.text


@pytest.mark.parametrize("status", ["fail", "held"])
def test_a_verification_that_neither_passes_nor_asks_for_a_retry_ends_the_run(
    status: str,
) -> None:
    # `held` stands for a status a newer server adds: the client cannot take it for a retry.
    answer = {"problems": [], "message": "no", "attempt": 1, "retries_left": 0}
    with pytest.raises(OutputFilesRejectedError):
        _retry(VerifyResponse.model_validate({**answer, "status": status}))
    retry = VerifyResponse.model_validate({**answer, "status": "retry"})
    assert _retry(retry) is retry


def test_an_agent_that_creates_its_output_file_passes(client: Client) -> None:
    job = f"job-{uuid.uuid4().hex[:10]}"

    def report_with_the_file(messages: list[BaseMessage]) -> AIMessage:
        return call("Report", {"summary": "done", "report": last_tool_json(messages)}, "final")

    model = ScriptedChatModel(
        steps=[
            call("Report", {"summary": "done", "report": _made_up_ticket()}, "early"),
            call("create_output_file", {"file_name": "report.md", "content": "# Done"}, "c1"),
            report_with_the_file,
        ]
    )
    guard = AttachguardMiddleware(client, job_key=job, output_schema=Report)
    agent = create_agent(model, tools=[], middleware=[guard], response_format=Report)
    result = agent.invoke({"messages": [HumanMessage("Write the report")]})

    report = result["structured_response"]
    assert isinstance(report, Report)
    assert report.report is not None
    assert report.report.full_name == "report.md"
    assert [t.id for t in client.list_job_attachments(job)] == [report.report.id]
    created = next(
        m
        for m in result["messages"]
        if isinstance(m, ToolMessage) and m.name == "create_output_file"
    )
    assert created.status == "success"


def test_an_output_file_mistake_goes_back_to_the_model(client: Client) -> None:
    job = f"job-{uuid.uuid4().hex[:10]}"
    model = ScriptedChatModel(
        steps=[call("create_output_file", {"file_name": "report.md"}, "c1"), answer("gave up")]
    )
    guard = AttachguardMiddleware(client, job_key=job, output_schema=Report, max_output_retries=0)
    agent = create_agent(model, tools=[], middleware=[guard])
    with pytest.raises(OutputFilesRejectedError):
        agent.invoke({"messages": [HumanMessage("Write the report")]})
    mistake = last_tool_result(model.calls[1])
    assert mistake.status == "error"
    assert "content" in mistake.text


@pytest.mark.anyio
async def test_async_runs_with_an_async_client(live_server: LiveServer) -> None:
    workspace_id = _workspace()
    async with AsyncClient(live_server.base_url, api_key=API_KEY) as aclient:
        with Client(live_server.base_url, api_key=API_KEY) as client:
            tools = _tools(client, live_server, workspace_id, CLEAN)

            def read_what_was_fetched(messages: list[BaseMessage]) -> AIMessage:
                return call("read_file", {"file": last_tool_json(messages)["file"]}, "c2")

            model = ScriptedChatModel(
                steps=[
                    call("fetch_brief", {"topic": "gardening"}, "c1"),
                    read_what_was_fetched,
                    answer("ok"),
                ]
            )
            guard = AttachguardMiddleware(
                aclient, guardrails=[UNSAFE_FILES], workspace_id=workspace_id
            )
            agent = create_agent(model, tools=tools, middleware=[guard])
            result = await agent.ainvoke({"messages": [HumanMessage("go")]})
            assert last_tool_result(result["messages"]).text == CLEAN.decode()
            with pytest.raises(TypeError, match="AsyncClient"):
                create_agent(
                    ScriptedChatModel(steps=[call("fetch_brief", {"topic": "x"}, "c1")]),
                    tools=tools,
                    middleware=[AttachguardMiddleware(aclient, guardrails=[UNSAFE_FILES])],
                ).invoke({"messages": [HumanMessage("go")]})


def test_an_unavailable_service_denies_the_tool_call() -> None:
    ran: list[str] = []

    @tool
    def read_file(path: str) -> str:
        """Read a file."""
        ran.append(path)
        return "contents"

    down = httpx2.MockTransport(lambda _: httpx2.Response(503, json={"code": "down"}))
    with Client("http://attachguard.test", retry=RetryPolicy(max_attempts=1), transport=down) as c:
        model = ScriptedChatModel(steps=[call("read_file", {"path": "/a"}, "c1"), answer("ok")])
        agent = create_agent(
            model,
            tools=[read_file],
            middleware=[AttachguardMiddleware(c, guardrails=[UNSAFE_FILES])],
        )
        # Fail-closed twice: the tool call is denied (the model is told), and so is the final
        # answer, which no guardrail could judge either.
        with pytest.raises(GuardrailBlockedError) as final:
            agent.invoke({"messages": [HumanMessage("go")]})
    assert ran == []
    denied = last_tool_result(model.calls[1])
    assert denied.status == "error"
    assert "could not decide" in denied.text
    assert final.value.tool_name is None
    assert final.value.error is not None


def _job() -> str:
    return f"job-{uuid.uuid4().hex[:10]}"


def test_one_agent_serves_two_runs_without_sharing_files(
    recording_client: Client, evaluations: list[Evaluation]
) -> None:
    client = recording_client
    runs = two_runs(client, INJECTION, first_answer="I cannot use that brief.")
    fetched, read = runs.fetched, runs.read
    agent = create_agent(
        runs.model,
        tools=runs.tools,
        middleware=[AttachguardMiddleware(client, guardrails=[UNSAFE_FILES])],
    )
    first = agent.invoke(
        {"messages": [HumanMessage("Summarise the brief")]},
        config={"configurable": {"job_key": _job()}},
    )
    assert last_tool_result(first["messages"]).status == "error"  # blocked at tool post
    assert any(fetched[0] in e.registry_ids for e in evaluations)  # it was the run's file
    seen = len(evaluations)

    agent.invoke(
        {"messages": [HumanMessage("Read the cats brief")]},
        config={"configurable": {"job_key": _job()}},
    )
    second = evaluations[seen:]
    assert second
    assert all(fetched[0] not in e.registry_ids for e in second)
    assert second[0].not_in_registry == 1  # named by the call, not a file of this run
    assert read == [fetched[0]]  # so nothing judged it: the first run's file stayed there


def test_files_uploaded_with_the_job_key_are_read_without_seeding(client: Client) -> None:
    job = _job()
    brief = client.upload_attachment(io.BytesIO(INJECTION), filename="job_brief.txt", job_key=job)
    ran: list[str] = []

    @tool
    def read_file(file: TicketParam) -> str:
        """Read a file."""
        ran.append(file.id)
        return "contents"

    def reading() -> AIMessage:
        return call("read_file", {"file": {"ID": brief.id}}, "c1")

    model = ScriptedChatModel(steps=[reading(), answer("blocked"), reading(), answer("read")])
    agent = create_agent(
        model,
        tools=[read_file],
        middleware=[AttachguardMiddleware(client, guardrails=[UNSAFE_FILES])],
    )
    result = agent.invoke(
        {"messages": [HumanMessage("Summarise the brief")]},
        config={"configurable": {"job_key": job}},
    )
    blocked = last_tool_result(result["messages"])
    assert blocked.status == "error"
    assert "job_brief.txt" in blocked.text
    assert ran == []

    # A run of another job does not hold the file: its judges are not sent it.
    agent.invoke({"messages": [HumanMessage("Summarise the brief")]})
    assert ran == [brief.id]


def test_a_ticket_given_by_its_id_alone_is_completed_from_the_registry(client: Client) -> None:
    job = _job()
    notes = client.upload_attachment(io.BytesIO(CLEAN), filename="notes.txt", job_key=job)
    received: list[TicketParam] = []

    @tool
    def read_file(file: TicketParam) -> str:
        """Read a file."""
        received.append(file)
        return "contents"

    model = ScriptedChatModel(
        steps=[call("read_file", {"file": {"ID": notes.id}}, "c1"), answer("ok")]
    )
    agent = create_agent(
        model, tools=[read_file], middleware=[AttachguardMiddleware(client, job_key=job)]
    )
    agent.invoke({"messages": [HumanMessage("Read the notes")]})
    [ticket] = received
    assert (ticket.id, ticket.full_name, ticket.mime_type) == (notes.id, "notes.txt", "text/plain")


def test_a_thread_keeps_its_files_across_invocations(
    recording_client: Client, live_server: LiveServer, evaluations: list[Evaluation]
) -> None:
    client = recording_client
    workspace_id = _workspace()
    [fetch_brief, _] = _tools(client, live_server, workspace_id, CLEAN)

    @tool
    def read_file(file: TicketParam) -> str:
        """Read a file."""
        return "contents"

    def read_what_was_fetched(messages: list[BaseMessage]) -> AIMessage:
        fetched = next(json.loads(m.text) for m in messages if isinstance(m, ToolMessage))
        return call("read_file", {"file": {"ID": fetched["file"]["ID"]}}, "c2")

    model = ScriptedChatModel(
        steps=[
            call("fetch_brief", {"topic": "roses"}, "c1"),
            answer("fetched"),
            read_what_was_fetched,
            answer("read"),
        ]
    )
    agent = create_agent(
        model,
        tools=[fetch_brief, read_file],
        middleware=[AttachguardMiddleware(client, guardrails=[UNSAFE_FILES])],
        checkpointer=InMemorySaver(),
    )
    thread: RunnableConfig = {
        "configurable": {"thread_id": uuid.uuid4().hex, "workspace_id": workspace_id}
    }
    agent.invoke({"messages": [HumanMessage("Fetch the roses brief")]}, config=thread)
    seen = len(evaluations)
    # The next turn of the thread is the same conversation: the file it fetched is its own.
    agent.invoke({"messages": [HumanMessage("Now read it")]}, config=thread)
    assert evaluations[seen].body["tool_name"] == "read_file"
    assert evaluations[seen].not_in_registry == 0
    assert len(evaluations[seen].registry_ids) == 1


def test_each_invocation_of_a_thread_gets_its_own_output_file_retries(client: Client) -> None:
    def report_with_the_file(messages: list[BaseMessage]) -> AIMessage:
        return call("Report", {"summary": "done", "report": last_tool_json(messages)}, "final")

    def one_invocation() -> list[Any]:
        return [
            call("Report", {"summary": "done", "report": _made_up_ticket()}, "early"),
            call("create_output_file", {"file_name": "report.md", "content": "# Done"}, "c1"),
            report_with_the_file,
        ]

    model = ScriptedChatModel(steps=[*one_invocation(), *one_invocation()])
    guard = AttachguardMiddleware(client, output_schema=Report, max_output_retries=1)
    agent = create_agent(
        model,
        tools=[],
        middleware=[guard],
        response_format=Report,
        checkpointer=InMemorySaver(),
    )
    thread = uuid.uuid4().hex
    for job in (_job(), _job()):  # one thread, a job per invocation; each told once to correct
        config: RunnableConfig = {"configurable": {"thread_id": thread, "job_key": job}}
        result = agent.invoke({"messages": [HumanMessage("Write the report")]}, config=config)
        assert result["structured_response"].report.full_name == "report.md"
        assert len(client.list_job_attachments(job)) == 1


def test_a_tool_that_ends_the_run_does_not_end_it_unverified_or_unjudged(
    recording_client: Client, evaluations: list[Evaluation]
) -> None:
    client = recording_client

    # A `return_direct` tool's result is the run's answer, and no model turn follows it.
    @tool(return_direct=True)
    def lookup(q: str) -> str:
        """Look something up."""
        return '{"summary": "the answer, with no report file"}'

    job = f"job-{uuid.uuid4().hex[:10]}"
    step = call("lookup", {"q": "x"}, "c1")
    files = AttachguardMiddleware(client, job_key=job, output_schema=Report)
    agent = create_agent(ScriptedChatModel(steps=[step]), tools=[lookup], middleware=[files])
    with pytest.raises(OutputFilesRejectedError):
        agent.invoke({"messages": [HumanMessage("Write the report")]})
    # Without an output schema, the answer is still judged by the agent-post guardrails.
    seen = len(evaluations)
    rail = {**UNSAFE_FILES, "selector": {"scopes": ["agent"]}}
    judged = AttachguardMiddleware(client, job_key=job, guardrails=[rail])
    agent = create_agent(
        ScriptedChatModel(steps=[step.model_copy()]), tools=[lookup], middleware=[judged]
    )
    agent.invoke({"messages": [HumanMessage("Look it up")]})
    assert ("agent", "post") in [(e.body["scope"], e.body["stage"]) for e in evaluations[seen:]]
