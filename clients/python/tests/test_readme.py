"""The READMEs' code blocks, run as written against the live server (scripted models).

The client's README and the repository's README (its framework section) tag their Python
blocks with `<!-- readme-test: name -->`; every tagged block is run here.
"""

from __future__ import annotations

import ast
import contextlib
import inspect
import io
import json
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from agents import Agent, function_tool, set_tracing_disabled
from agents.testing import ModelCall, ModelStep, ScriptedModel, assistant_message, function_call
from langchain.agents import create_agent
from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, SystemMessage
from langchain_core.tools import tool
from langgraph.graph import END, START, MessagesState, StateGraph
from langgraph.prebuilt import tools_condition

from attachguard_client import AsyncClient, Client
from tests.conftest import API_KEY, CLEAN, INJECTION, LiveServer
from tests.integrations.scripted import ScriptedChatModel, call, last_tool_json

CLIENT_README = Path(__file__).resolve().parents[1] / "README.md"
ROOT_README = Path(__file__).resolve().parents[3] / "README.md"
BLOCK = re.compile(r"<!-- readme-test: ([\w-]+) -->\n```python\n(.*?)```", re.DOTALL)
README_URL = "http://127.0.0.1:8000"
README_KEY = "my-key-0123456789"
FRAMEWORKS = {"langchain", "langgraph", "openai-agents"}
READMES = pytest.mark.parametrize("readme", [CLIENT_README, ROOT_README], ids=["client", "root"])


def _blocks(readme: Path) -> dict[str, str]:
    return dict(BLOCK.findall(readme.read_text()))


def _source(readme: Path, name: str, live_server: LiveServer) -> str:
    source = _blocks(readme)[name]
    return source.replace(README_URL, live_server.base_url).replace(README_KEY, API_KEY)


async def _run(readme: Path, name: str, namespace: dict[str, Any], server: LiveServer) -> None:
    # dont_inherit: the README runs as a user's module would, without this file's __future__.
    code = compile(
        _source(readme, name, server),
        readme.name,
        "exec",
        flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
        dont_inherit=True,
    )
    outcome = eval(code, namespace)  # noqa: S307 - the README's own examples
    if inspect.iscoroutine(outcome):
        await outcome


@contextlib.asynccontextmanager
async def _prelude(readme: Path, live_server: LiveServer) -> AsyncIterator[dict[str, Any]]:
    """What a README's framework blocks assume: a `Client`, an `AsyncClient`, `unsafe_files`
    and `Report`. The repository's README sets them up in one block; the client's README
    defines the guardrail and the output type, and leaves the clients to its earlier examples."""
    namespace: dict[str, Any] = {}
    if readme == ROOT_README:
        await _run(readme, "setup", namespace, live_server)
    else:
        await _run(readme, "guardrail", namespace, live_server)
        await _run(readme, "report", namespace, live_server)
        namespace["client"] = Client(live_server.base_url, api_key=API_KEY)
        namespace["async_client"] = AsyncClient(live_server.base_url, api_key=API_KEY)
    try:
        yield namespace
    finally:
        for value in list(namespace.values()):
            if isinstance(value, Client):
                value.close()
            elif isinstance(value, AsyncClient):
                await value.aclose()


def test_every_tagged_block_is_tested() -> None:
    client_blocks = {"client", "guardrail", "async-client", "report", "langgraph-output-files"}
    assert set(_blocks(CLIENT_README)) == client_blocks | FRAMEWORKS
    assert set(_blocks(ROOT_README)) == {"setup"} | FRAMEWORKS
    for name in FRAMEWORKS:  # "the five lines a user adds", and no more
        lines = [line for line in _blocks(ROOT_README)[name].splitlines() if line.strip()]
        assert len(lines) <= 5, name


@pytest.mark.anyio
async def test_the_client_examples(
    live_server: LiveServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "brief.txt").write_bytes(INJECTION)
    namespace: dict[str, Any] = {}
    await _run(CLIENT_README, "guardrail", namespace, live_server)
    await _run(CLIENT_README, "client", namespace, live_server)
    assert "Flagged files: brief.txt" in capsys.readouterr().out
    assert (tmp_path / "copy.txt").read_bytes() == INJECTION
    await _run(CLIENT_README, "async-client", namespace, live_server)
    assert namespace["first_bytes"] == INJECTION[:100]


def _fetch_brief(client: Client) -> Any:
    @tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(CLEAN), filename=f"{topic}.txt")
        return json.dumps({"file": ticket.to_wire()})

    return fetch_brief


@READMES
@pytest.mark.anyio
async def test_the_langchain_lines(client: Client, live_server: LiveServer, readme: Path) -> None:
    def report(messages: list[BaseMessage]) -> AIMessage:
        return call("Report", {"summary": "done", "report": last_tool_json(messages)}, "c3")

    model = ScriptedChatModel(
        steps=[
            call("fetch_brief", {"topic": "roses"}, "c1"),
            call("create_output_file", {"file_name": "report.md", "content": "# Roses"}, "c2"),
            report,
        ]
    )
    async with _prelude(readme, live_server) as namespace:
        namespace.update(
            model=model,
            tools=[_fetch_brief(client)],
            create_agent=create_agent,
            HumanMessage=HumanMessage,
        )
        await _run(readme, "langchain", namespace, live_server)
        # The repository's README leaves running the agent to the reader's existing code.
        result = namespace.get("result") or namespace["agent"].invoke(
            {"messages": [HumanMessage("Write the report on the brief")]}
        )
    assert result["structured_response"].report.full_name == "report.md"
    assert "create_output_file" in model.system_prompt(0)
    fetched = json.loads(result["messages"][2].text)["file"]
    workspace = live_server.workspace(namespace["guard"].guard.workspace_id)
    assert (workspace / fetched["FilePath"].lstrip("/")).read_bytes() == CLEAN


@READMES
@pytest.mark.anyio
async def test_the_langgraph_lines(client: Client, live_server: LiveServer, readme: Path) -> None:
    model = ScriptedChatModel(
        steps=[call("fetch_brief", {"topic": "tulips"}, "c1"), AIMessage("done")]
    )
    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    async with _prelude(readme, live_server) as namespace:
        namespace.update(graph=graph, tools=[_fetch_brief(client)])
        await _run(readme, "langgraph", namespace, live_server)
        graph.add_edge(START, "model")
        graph.add_conditional_edges("model", tools_condition, ["tools", END])
        graph.add_edge("tools", "model")
        result = graph.compile().invoke({"messages": [HumanMessage("go")]})
    assert "FilePath" in result["messages"][2].text


@pytest.mark.anyio
async def test_the_langgraph_output_files_lines(client: Client, live_server: LiveServer) -> None:
    def report(messages: list[BaseMessage]) -> AIMessage:
        return AIMessage(json.dumps({"summary": "done", "report": last_tool_json(messages)}))

    scripted = ScriptedChatModel(
        steps=[
            call("create_output_file", {"file_name": "report.md", "content": "# R"}, "c1"),
            report,
        ]
    )
    graph = StateGraph(MessagesState)
    async with _prelude(CLIENT_README, live_server) as namespace:
        namespace.update(graph=graph, model=scripted, tools=[_fetch_brief(client)])
        await _run(CLIENT_README, "langgraph-output-files", namespace, live_server)
        guard, model = namespace["guard"], namespace["model"]

        def think(state: MessagesState) -> dict[str, list[BaseMessage]]:
            prompt = SystemMessage(guard.prompt())
            return {"messages": [model.invoke([prompt, *state["messages"]])]}

        graph.add_node("model", think)
        graph.add_edge(START, "model")
        graph.add_conditional_edges("model", tools_condition, {"tools": "tools", END: "gate"})
        graph.add_edge("tools", "model")
        result = graph.compile().invoke({"messages": [HumanMessage("Write the report")]})
    assert json.loads(result["messages"][-1].text)["report"]["FullName"] == "report.md"
    assert "create_output_file" in scripted.tool_names[0]
    assert "create_output_file" in scripted.system_prompt(0)


@READMES
@pytest.mark.anyio
async def test_the_openai_agents_lines(
    client: Client, live_server: LiveServer, readme: Path
) -> None:
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
    async with _prelude(readme, live_server) as namespace:
        agent = Agent(
            name="reporter", model=model, tools=[fetch_brief], output_type=namespace["Report"]
        )
        namespace.update(agent=agent)
        await _run(readme, "openai-agents", namespace, live_server)
    assert namespace["result"].final_output.report.full_name == "r.md"
    assert "create_output_file" in [t.name for t in model.calls[0].tools]
