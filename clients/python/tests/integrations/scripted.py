"""A scripted LangChain chat model: no network, no LLM, tool calls decided by the test."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage, ToolMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.tools import BaseTool, tool
from pydantic import Field

from attachguard_client import Client, TicketParam

Step = AIMessage | Callable[[list[BaseMessage]], AIMessage]


class ScriptedChatModel(BaseChatModel):
    """Answers each call with the next step: a message, or a function of the conversation.

    Records what it was shown: the messages, the system prompt and the tools bound to it.
    """

    steps: list[Any] = Field(default_factory=list)  # Step; Any so pydantic keeps callables
    calls: list[list[BaseMessage]] = Field(default_factory=list)
    tool_names: list[list[str]] = Field(default_factory=list)

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(
        self, tools: Sequence[Any], *, tool_choice: str | None = None, **kwargs: Any
    ) -> Runnable[LanguageModelInput, AIMessage]:
        self.tool_names.append([_tool_name(t) for t in tools])
        return self

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        self.calls.append(list(messages))
        if not self.steps:
            raise AssertionError(f"unexpected model call #{len(self.calls)}")
        step: Step = self.steps.pop(0)
        message = step(list(messages)) if callable(step) else step
        return ChatResult(generations=[ChatGeneration(message=message)])

    def system_prompt(self, call: int = -1) -> str:
        first = self.calls[call][0]
        return first.text if isinstance(first, SystemMessage) else ""


def _tool_name(tool: Any) -> str:
    if isinstance(tool, dict):
        function = tool.get("function", tool)
        return str(function.get("name"))
    return str(getattr(tool, "name", tool))


def call(name: str, args: dict[str, Any], call_id: str) -> AIMessage:
    """An assistant message calling one tool."""
    return AIMessage(content="", tool_calls=[{"id": call_id, "name": name, "args": args}])


def answer(text: str) -> AIMessage:
    """A final assistant message."""
    return AIMessage(content=text)


def last_tool_result(messages: list[BaseMessage]) -> ToolMessage:
    """The latest tool message of a conversation."""
    return next(m for m in reversed(messages) if isinstance(m, ToolMessage))


def last_tool_json(messages: list[BaseMessage]) -> Any:
    """The latest tool message's content, parsed as JSON."""
    return json.loads(last_tool_result(messages).text)


@dataclass
class TwoRuns:
    """One agent, two runs: the first fetches a file (a tool returns its ticket), the second
    asks to read that file by its id. What each tool saw is recorded."""

    tools: list[BaseTool]
    model: ScriptedChatModel
    fetched: list[str] = field(default_factory=list)
    read: list[str] = field(default_factory=list)


def two_runs(client: Client, content: bytes, *, first_answer: str = "sorry") -> TwoRuns:
    fetched: list[str] = []
    read: list[str] = []

    @tool
    def fetch_brief(topic: str) -> str:
        """Fetch the brief for a topic, as a file."""
        ticket = client.upload_attachment(io.BytesIO(content), filename=f"{topic}_brief.txt")
        fetched.append(ticket.id)
        return json.dumps({"file": ticket.to_wire()})

    @tool
    def read_file(file: TicketParam) -> str:
        """Read a file."""
        read.append(file.id)
        return "contents"

    def read_the_first_runs_file(messages: list[BaseMessage]) -> AIMessage:
        return call("read_file", {"file": {"ID": fetched[0]}}, "c2")

    model = ScriptedChatModel(
        steps=[
            call("fetch_brief", {"topic": "cats"}, "c1"),
            answer(first_answer),
            read_the_first_runs_file,
            answer("done"),
        ]
    )
    return TwoRuns([fetch_brief, read_file], model, fetched, read)
