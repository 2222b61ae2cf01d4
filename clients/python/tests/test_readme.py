"""The README's code blocks, run as written against the live server (scripted models)."""

from __future__ import annotations

import ast
import inspect
import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from agents import Agent, function_tool, set_tracing_disabled
from agents.testing import ModelCall, ModelStep, ScriptedModel, assistant_message, function_call
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage
from langchain_core.tools import tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import tools_condition

from attachguard_client import AsyncClient, Client
from tests.conftest import API_KEY, CLEAN, INJECTION, LiveServer
from tests.integrations.scripted import ScriptedChatModel, call, last_tool_json

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCK = re.compile(r"<!-- readme-test: ([\w-]+) -->\n```python\n(.*?)```", re.DOTALL)
README_URL = "http://127.0.0.1:8000"
README_KEY = "my-key-0123456789"


def _blocks() -> dict[str, str]:
    return dict(BLOCK.findall(README.read_text()))


def _source(name: str, live_server: LiveServer) -> str:
    source = _blocks()[name]
    return source.replace(README_URL, live_server.base_url).replace(README_KEY, API_KEY)


async def _run(name: str, namespace: dict[str, Any], live_server: LiveServer) -> None:
    # dont_inherit: the README runs as a user's module would, without this file's __future__.
    code = compile(
        _source(name, live_server),
        "README.md",
        "exec",
        flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
        dont_inherit=True,
    )
    outcome = eval(code, namespace)  # noqa: S307 - the README's own examples
    if inspect.iscoroutine(outcome):
        await outcome


async def _shared(live_server: LiveServer) -> dict[str, Any]:
    namespace: dict[str, Any] = {}
    await _run("guardrail", namespace, live_server)
    await _run("report", namespace, live_server)
    return namespace


def test_every_tagged_block_is_tested() -> None:
    tested = {"client", "guardrail", "async-client", "report", "langchain", "langgraph"}
    assert set(_blocks()) == tested | {"openai-agents"}


@pytest.mark.anyio
async def test_the_client_examples(
    live_server: LiveServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "brief.txt").write_bytes(INJECTION)
    namespace = await _shared(live_server)
    await _run("client", namespace, live_server)
    assert "Flagged files: brief.txt" in capsys.readouterr().out
    assert (tmp_path / "copy.txt").read_bytes() == INJECTION
    await _run("async-client", namespace, live_server)
    assert namespace["first_bytes"] == INJECTION[:100]


def _fetch_brief(client: Client) -> Any:
    @tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(CLEAN), filename=f"{topic}.txt")
        return json.dumps({"file": ticket.to_wire()})

    return fetch_brief


@pytest.mark.anyio
async def test_the_langchain_example(client: Client, live_server: LiveServer) -> None:
    def report(messages: list[BaseMessage]) -> AIMessage:
        return call("Report", {"summary": "done", "report": last_tool_json(messages)}, "c3")

    model = ScriptedChatModel(
        steps=[
            call("fetch_brief", {"topic": "roses"}, "c1"),
            call("create_output_file", {"file_name": "report.md", "content": "# Roses"}, "c2"),
            report,
        ]
    )
    namespace = await _shared(live_server)
    namespace.update(
        client=client,
        model=model,
        tools=[_fetch_brief(client)],
        create_agent=create_agent,
        HumanMessage=HumanMessage,
    )
    await _run("langchain", namespace, live_server)
    final = namespace["result"]["structured_response"]
    assert final.report.full_name == "report.md"
    assert (live_server.workspace("run-42")).is_dir()


@pytest.mark.anyio
async def test_the_langgraph_example(client: Client, live_server: LiveServer) -> None:
    model = ScriptedChatModel(
        steps=[call("fetch_brief", {"topic": "tulips"}, "c1"), AIMessage("done")]
    )
    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    namespace = await _shared(live_server)
    namespace.update(client=client, graph=graph, tools=[_fetch_brief(client)])
    await _run("langgraph", namespace, live_server)
    graph.add_edge(START, "model")
    graph.add_conditional_edges("model", tools_condition, ["tools", END])
    graph.add_edge("tools", "model")
    result = graph.compile().invoke({"messages": [HumanMessage("go")]})
    assert "FilePath" in result["messages"][2].text


@pytest.mark.anyio
async def test_the_openai_agents_example(client: Client, live_server: LiveServer) -> None:
    set_tracing_disabled(True)

    @function_tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(CLEAN), filename=f"{topic}.txt")
        return json.dumps({"file": ticket.to_wire()})

    def report(call: ModelCall) -> list[Any]:
        outputs = [i for i in call.input if isinstance(i, dict) and "output" in i]
        ticket = json.loads(str(outputs[-1]["output"]))
        return [assistant_message(json.dumps({"summary": "done", "report": ticket}))]

    model = ScriptedModel(
        [
            [function_call("fetch_brief", {"topic": "lilies"}, call_id="c1")],
            [
                function_call(
                    "create_output_file", {"file_name": "r.md", "content": "# L"}, call_id="c2"
                )
            ],
            ModelStep.respond(report),
        ]
    )
    namespace = await _shared(live_server)
    async with AsyncClient(live_server.base_url, api_key=API_KEY) as async_client:
        agent = Agent(
            name="reporter", model=model, tools=[fetch_brief], output_type=namespace["Report"]
        )
        namespace.update(async_client=async_client, agent=agent)
        await _run("openai-agents", namespace, live_server)
    assert namespace["result"].final_output.report.full_name == "r.md"
