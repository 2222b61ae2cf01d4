"""The READMEs' code blocks, run as written against the live server.

Every Python block of the client's README is a complete program, tagged
`<!-- readme-test: name -->`: each runs here in an interpreter of its own, as a user would
run it, reading the server's address and key from `ATTACHGUARD_URL` and `ATTACHGUARD_API_KEY`
(the only thing the test supplies). The repository's framework guide
(docs/guides/agent-frameworks.md) shows instead the lines a user adds to an agent they
already have: those blocks run here in this process, completed by scripted models and tools.
"""

from __future__ import annotations

import ast
import contextlib
import inspect
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import AsyncIterator
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

from attachguard_client import Client
from tests.conftest import API_KEY, CLEAN, LiveServer
from tests.integrations.scripted import ScriptedChatModel, call, last_tool_json

CLIENT_README = Path(__file__).resolve().parents[1] / "README.md"
FRAMEWORK_GUIDE = Path(__file__).resolve().parents[3] / "docs" / "guides" / "agent-frameworks.md"
BLOCK = re.compile(r"<!-- readme-test: ([\w-]+) -->\n```python\n(.*?)```", re.DOTALL)
README_URL = "http://127.0.0.1:8000"
README_KEY = "my-key-0123456789"
FRAMEWORKS = {"langchain", "langgraph", "openai-agents"}

# What each program of the client's README prints (in part), as its comments say.
PRINTED = {
    "client": ["block", "Blocked by guardrail [Unsafe files]", "Flagged files: brief.txt"],
    "async-client": ["b'Roses'"],
    "langchain": ["Blocked by guardrail [Unsafe files]", "brief.txt"],
    "langgraph": ["_brief.txt", "Topic: roses. Roses like sun."],
    "openai-agents": ["report.md", "['report.md']"],
}


def _blocks(readme: Path) -> dict[str, str]:
    return dict(BLOCK.findall(readme.read_text()))


def test_every_python_block_of_the_client_readme_is_a_tested_program() -> None:
    text = CLIENT_README.read_text()
    assert text.count("```python") == len(BLOCK.findall(text)), "an untagged Python block"
    assert set(_blocks(CLIENT_README)) == set(PRINTED)
    for name, source in _blocks(CLIENT_README).items():
        assert "await " not in source or "asyncio.run(" in source, name  # no top-level await
        ast.parse(source)
    assert "pip install attachguard-client" not in text  # not published: install from a clone


@pytest.mark.parametrize("name", sorted(PRINTED))
def test_the_client_readme_programs_run_as_written(
    name: str, live_server: LiveServer, tmp_path: Path
) -> None:
    program = tmp_path / f"readme_{name.replace('-', '_')}.py"  # not named like a package
    program.write_text(_blocks(CLIENT_README)[name])
    env = {key: value for key, value in os.environ.items() if not key.startswith("ATTACHGUARD_")}
    env.update(ATTACHGUARD_URL=live_server.base_url, ATTACHGUARD_API_KEY=API_KEY)
    ran = subprocess.run(
        [sys.executable, program.name],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    for expected in PRINTED[name]:
        assert expected in ran.stdout, (expected, ran.stdout)
    if name == "client":
        assert (tmp_path / "copy.txt").read_bytes().startswith(b"Topic: cats.")


# --- the framework guide: the lines added to an existing agent ---------------------------


def _source(name: str, live_server: LiveServer) -> str:
    source = _blocks(FRAMEWORK_GUIDE)[name]
    return source.replace(README_URL, live_server.base_url).replace(README_KEY, API_KEY)


async def _run(name: str, namespace: dict[str, Any], server: LiveServer) -> None:
    # dont_inherit: the README runs as a user's module would, without this file's __future__.
    code = compile(
        _source(name, server),
        FRAMEWORK_GUIDE.name,
        "exec",
        flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT,
        dont_inherit=True,
    )
    outcome = eval(code, namespace)  # noqa: S307 - the README's own examples
    if inspect.iscoroutine(outcome):
        await outcome


@contextlib.asynccontextmanager
async def _prelude(live_server: LiveServer) -> AsyncIterator[dict[str, Any]]:
    """What the guide's framework blocks assume: `client`, `aclient`, `unsafe_files` and
    `Report`, set up in its `setup` block."""
    namespace: dict[str, Any] = {}
    await _run("setup", namespace, live_server)
    try:
        yield namespace
    finally:
        namespace["client"].close()
        await namespace["aclient"].aclose()


def test_the_framework_guide_blocks_are_the_lines_a_user_adds() -> None:
    assert set(_blocks(FRAMEWORK_GUIDE)) == {"setup"} | FRAMEWORKS
    for name in FRAMEWORKS:  # "the five lines a user adds", and no more
        lines = [line for line in _blocks(FRAMEWORK_GUIDE)[name].splitlines() if line.strip()]
        assert len(lines) <= 5, name


def _fetch_brief(client: Client) -> Any:
    @tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(CLEAN), filename=f"{topic}.txt")
        return json.dumps({"file": ticket.to_wire()})

    return fetch_brief


@pytest.mark.anyio
async def test_the_framework_guide_langchain_lines(client: Client, live_server: LiveServer) -> None:
    def report(messages: list[BaseMessage]) -> AIMessage:
        return call("Report", {"summary": "done", "report": last_tool_json(messages)}, "c3")

    model = ScriptedChatModel(
        steps=[
            call("fetch_brief", {"topic": "roses"}, "c1"),
            call("create_output_file", {"file_name": "report.md", "content": "# Roses"}, "c2"),
            report,
        ]
    )
    async with _prelude(live_server) as namespace:
        namespace.update(model=model, tools=[_fetch_brief(client)], create_agent=create_agent)
        await _run("langchain", namespace, live_server)
        # The README leaves running the agent to the reader's existing code.
        result = namespace["agent"].invoke(
            {"messages": [HumanMessage("Write the report on the brief")]}
        )
    assert result["structured_response"].report.full_name == "report.md"
    assert "create_output_file" in model.system_prompt(0)
    fetched = json.loads(result["messages"][2].text)["file"]
    workspace = live_server.workspace(namespace["guard"].workspace_id)
    assert (workspace / fetched["FilePath"].lstrip("/")).read_bytes() == CLEAN


@pytest.mark.anyio
async def test_the_framework_guide_langgraph_lines(client: Client, live_server: LiveServer) -> None:
    model = ScriptedChatModel(
        steps=[call("fetch_brief", {"topic": "tulips"}, "c1"), AIMessage("done")]
    )
    graph = StateGraph(MessagesState)
    graph.add_node("model", lambda state: {"messages": [model.invoke(state["messages"])]})
    async with _prelude(live_server) as namespace:
        namespace.update(graph=graph, tools=[_fetch_brief(client)])
        await _run("langgraph", namespace, live_server)
        graph.add_edge(START, "model")
        graph.add_conditional_edges("model", tools_condition, ["tools", END])
        graph.add_edge("tools", "model")
        result = graph.compile().invoke({"messages": [HumanMessage("go")]})
    assert "FilePath" in result["messages"][2].text


@pytest.mark.anyio
async def test_the_framework_guide_openai_agents_lines(
    client: Client, live_server: LiveServer
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
    async with _prelude(live_server) as namespace:
        agent = Agent(
            name="reporter", model=model, tools=[fetch_brief], output_type=namespace["Report"]
        )
        namespace.update(agent=agent)
        await _run("openai-agents", namespace, live_server)
    assert namespace["result"].final_output.report.full_name == "r.md"
    assert "create_output_file" in [t.name for t in model.calls[0].tools]
