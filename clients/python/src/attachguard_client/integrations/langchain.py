"""LangChain and LangGraph: an agent middleware and graph pieces, backed by attachguard.

`AttachguardMiddleware` (for `langchain.agents.create_agent`) guards every tool call (tool-scope
pre guardrails before the tool runs, post guardrails on its result), materialises the files a
tool returns into the workspace, offers the `create_output_file` tool and its prompt when the
output schema has file fields, and runs the verification gate before the agent ends.
`AttachguardGraph` does the same for a hand-built LangGraph graph: a guarded `ToolNode`, the
tool and prompt for the model node, and a gate node before `END`; `guarded_tool_node` is its
tool-call part alone.

Needs the `langchain` extra: `pip install "attachguard-client[langchain]"`.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Annotated, Any, NotRequired, cast

from langchain.agents.middleware import (
    AgentMiddleware,
    AgentState,
    ModelRequest,
    ModelResponse,
    hook_config,
)
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage
from langchain_core.runnables import RunnableLambda
from langchain_core.tools import BaseTool
from langgraph.graph import END
from langgraph.prebuilt import ToolNode
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.runtime import Runtime
from langgraph.types import Command

from attachguard_client.async_client import AsyncClient
from attachguard_client.client import Client
from attachguard_client.guard import (
    AsyncGuard,
    Guard,
    OnBlock,
    OutputFilesRejectedError,
    OutputSchema,
    Verdict,
)
from attachguard_client.models import FieldsResponse, Gate, VerifyResponse
from attachguard_client.request import GuardrailLike, TicketLike
from attachguard_client.tickets import Registry

ToolResult = ToolMessage | Command[Any]
SyncHandler = Callable[[ToolCallRequest], ToolResult]
AsyncHandler = Callable[[ToolCallRequest], Awaitable[ToolResult]]

_SYNC_WITH_ASYNC_CLIENT = (
    "this agent runs synchronously (invoke/stream) but was given an AsyncClient: "
    "give it a Client, or run it with ainvoke/astream"
)


def _guard(client: Client | AsyncClient, **settings: Any) -> Guard | AsyncGuard:
    if isinstance(client, Client):
        return Guard(client, **settings)
    return AsyncGuard(client, **settings)


def state_messages(state: object) -> list[object]:
    """The conversation in a graph state: a `messages` key or attribute, or the list itself."""
    if isinstance(state, dict):
        messages = state.get("messages", [])
    elif isinstance(state, list):
        messages = state
    else:
        messages = getattr(state, "messages", [])
    return list(messages) if isinstance(messages, list | tuple) else []


def _command_tool_messages(command: Command[Any]) -> list[ToolMessage]:
    update = command.update
    messages = update.get("messages") if isinstance(update, dict) else None
    if not isinstance(messages, list):
        return []
    return [m for m in messages if isinstance(m, ToolMessage)]


def _with_contents(command: Command[Any], contents: dict[int, ToolMessage]) -> Command[Any]:
    assert isinstance(command.update, dict)  # only a command with tool messages is rewritten
    update = dict(command.update)
    update["messages"] = [contents.get(id(m), m) for m in update["messages"]]
    return Command(graph=command.graph, update=update, resume=command.resume, goto=command.goto)


def _materialized(message: ToolMessage, rewritten: object) -> ToolMessage:
    if not isinstance(rewritten, dict) or rewritten.get("content") == message.content:
        return message
    return message.model_copy(update={"content": rewritten["content"]})


def _is_output_file_call(fields: FieldsResponse | None, request: ToolCallRequest) -> bool:
    return fields is not None and request.tool_call["name"] == fields.tool.name


def _output_file_message(request: ToolCallRequest, text: str, *, ok: bool) -> ToolMessage:
    return ToolMessage(
        content=text,
        tool_call_id=request.tool_call["id"] or "",
        name=request.tool_call["name"],
        status="success" if ok else "error",
    )


def _retry(gate: VerifyResponse | None) -> VerifyResponse | None:
    """The verification answer when the model must correct its output (R4.6); None when it
    passed or nothing was verified. `fail` raises: the retries are spent (R4.7)."""
    if gate is None or gate.status is Gate.PASSED:
        return None
    if gate.status is Gate.FAIL:
        raise OutputFilesRejectedError(gate.message, response=gate)
    return gate


class ToolCallGuard:
    """The tool-call wrapper every adapter here uses: pre guardrails, the call, post, materialise.

    A blocked call never runs and a blocked result never reaches the model: with
    `on_block="message"` the block message comes back as the tool's error `ToolMessage`, with
    `"raise"` the run stops with `GuardrailBlockedError`. A service that cannot decide blocks.
    When the guard's output schema has file fields, a `create_output_file` call is run here
    (no tool of the graph implements it), guarded like any other and never materialised.
    """

    def __init__(self, guard: Guard | AsyncGuard, *, on_block: OnBlock = "message") -> None:
        self.guard = guard
        self.on_block = on_block

    def _sync(self) -> Guard:
        if isinstance(self.guard, Guard):
            return self.guard
        raise TypeError(_SYNC_WITH_ASYNC_CLIENT)

    def _blocked(self, verdict: Verdict, request: ToolCallRequest) -> ToolMessage:
        if self.on_block == "raise":
            raise verdict.exception()
        return ToolMessage(
            content=verdict.message,
            tool_call_id=request.tool_call["id"] or "",
            name=request.tool_call["name"],
            status="error",
        )

    def wrap(self, request: ToolCallRequest, handler: SyncHandler) -> ToolResult:
        """`wrap_tool_call` for a synchronous run."""
        guard = self._sync()
        if _is_output_file_call(guard.output_files(), request):

            def create(call: ToolCallRequest) -> ToolResult:
                created = guard.create_output_file(call.tool_call["args"])
                return _output_file_message(call, created.text, ok=created.ok)

            # The agent wrote this file itself: nothing to download (R3.3).
            return self._run(request, create, materialize=False)
        return self._run(request, handler)

    async def awrap(self, request: ToolCallRequest, handler: AsyncHandler) -> ToolResult:
        """`awrap_tool_call` for an asynchronous run (a sync `Client` runs in a thread)."""
        if _is_output_file_call(await self._output_files(), request):

            async def create(call: ToolCallRequest) -> ToolResult:
                if isinstance(self.guard, AsyncGuard):
                    created = await self.guard.create_output_file(call.tool_call["args"])
                else:
                    created = await asyncio.to_thread(
                        self.guard.create_output_file, call.tool_call["args"]
                    )
                return _output_file_message(call, created.text, ok=created.ok)

            return await self._arun(request, create, materialize=False)
        return await self._arun(request, handler)

    async def _output_files(self) -> FieldsResponse | None:
        if isinstance(self.guard, AsyncGuard):
            return await self.guard.output_files()
        return await asyncio.to_thread(self.guard.output_files)

    def _run(
        self, request: ToolCallRequest, handler: SyncHandler, *, materialize: bool = True
    ) -> ToolResult:
        guard = self._sync()
        name, call_id = request.tool_call["name"], request.tool_call["id"]
        messages = state_messages(request.state)
        verdict = guard.check_tool_call(name, messages, tool_call_id=call_id)
        if not verdict.allowed:
            return self._blocked(verdict, request)
        result = handler(request)
        results = [result] if isinstance(result, ToolMessage) else _command_tool_messages(result)
        for message in results:
            verdict = guard.check_tool_result(name, messages, message, tool_call_id=call_id)
            if not verdict.allowed:
                return self._blocked(verdict, request)
        if not materialize:
            return result
        rewritten = {id(m): _materialized(m, guard.materialize(name, m)) for m in results}
        return self._rebuilt(result, rewritten)

    async def _arun(
        self, request: ToolCallRequest, handler: AsyncHandler, *, materialize: bool = True
    ) -> ToolResult:
        name, call_id = request.tool_call["name"], request.tool_call["id"]
        messages = state_messages(request.state)
        verdict = await self._check_call(name, messages, call_id)
        if not verdict.allowed:
            return self._blocked(verdict, request)
        result = await handler(request)
        results = [result] if isinstance(result, ToolMessage) else _command_tool_messages(result)
        for message in results:
            verdict = await self._check_result(name, messages, message, call_id)
            if not verdict.allowed:
                return self._blocked(verdict, request)
        if not materialize:
            return result
        rewritten = {id(m): _materialized(m, await self._materialize(name, m)) for m in results}
        return self._rebuilt(result, rewritten)

    @staticmethod
    def _rebuilt(result: ToolResult, rewritten: dict[int, ToolMessage]) -> ToolResult:
        if isinstance(result, ToolMessage):
            return rewritten[id(result)]
        changed = any(rewritten[id(m)] is not m for m in _command_tool_messages(result))
        return _with_contents(result, rewritten) if changed else result

    async def _check_call(
        self, name: str, messages: Sequence[object], call_id: str | None
    ) -> Verdict:
        if isinstance(self.guard, AsyncGuard):
            return await self.guard.check_tool_call(name, messages, tool_call_id=call_id)
        return await asyncio.to_thread(
            self.guard.check_tool_call, name, messages, tool_call_id=call_id
        )

    async def _check_result(
        self, name: str, messages: Sequence[object], result: ToolMessage, call_id: str | None
    ) -> Verdict:
        if isinstance(self.guard, AsyncGuard):
            return await self.guard.check_tool_result(name, messages, result, tool_call_id=call_id)
        return await asyncio.to_thread(
            self.guard.check_tool_result, name, messages, result, tool_call_id=call_id
        )

    async def _materialize(self, name: str, result: ToolMessage) -> object:
        if isinstance(self.guard, AsyncGuard):
            return await self.guard.materialize(name, result)
        return await asyncio.to_thread(self.guard.materialize, name, result)


class AttachguardState(AgentState[Any]):
    """The agent state plus the number of output-file corrections the agent already had."""

    attachguard_output_attempt: NotRequired[Annotated[int, PrivateStateAttr]]


_NOT_FINAL = object()


def _final_output(state: AttachguardState, *, parse_text: bool) -> object:
    """The agent's final output when this model turn ends the run, else `_NOT_FINAL`."""
    structured = state.get("structured_response")
    if structured is not None:
        return structured
    messages = state.get("messages", [])
    last = messages[-1] if messages else None
    if not isinstance(last, AIMessage) or last.tool_calls:
        return _NOT_FINAL
    text = last.text
    if parse_text:
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def _with_prompt(system: SystemMessage | None, prompt: str) -> SystemMessage:
    if system is None:
        return SystemMessage(content=prompt)
    if isinstance(system.content, str):
        return SystemMessage(content=f"{system.content}\n\n{prompt}")
    return SystemMessage(content=[*system.content, {"type": "text", "text": prompt}])


def _tool_spec(fields: FieldsResponse) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": fields.tool.name,
            "description": fields.tool.description,
            "parameters": fields.tool.input_schema,
        },
    }


class AttachguardGraph:
    """attachguard for a hand-built LangGraph graph; one per run (it holds the run's registry
    and how many output-file corrections the agent already had).

    * `tool_node(tools)`: a `ToolNode` whose every call is guarded, through ToolNode's own
      wrap hooks; with an output schema that has file fields it also runs `create_output_file`.
    * `model_tools(tools)` and `prompt()`: what the model node binds and adds to its
      instructions (the tools unchanged and "" when the schema has no file fields).
    * `gate`: the node a final answer goes to instead of `END`. It verifies the output files
      (`retry` goes back to `model_node` with the correction, `fail` raises
      `OutputFilesRejectedError`), then agent-post guardrails judge the output (a block raises
      `GuardrailBlockedError`), then the run ends. It reads `structured_response` when the
      state has one, else the last AI message (as JSON when there is an output schema).

    `client` is a `Client` (sync and async graphs) or an `AsyncClient` (async graphs only;
    call `await aprepare()` before `model_tools` and `prompt`).
    """

    def __init__(
        self,
        client: Client | AsyncClient,
        *,
        guardrails: Iterable[GuardrailLike] = (),
        job_key: str | None = None,
        workspace_id: str | None = None,
        registry: Registry | Iterable[TicketLike] = (),
        output_schema: OutputSchema | None = None,
        on_block: OnBlock = "message",
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
        model_node: str = "model",
    ) -> None:
        self.guard = _guard(
            client,
            guardrails=guardrails,
            job_key=job_key,
            workspace_id=workspace_id,
            registry=registry,
            output_schema=output_schema,
            max_output_retries=max_output_retries,
            link_existing=link_existing,
            deadline_ms=deadline_ms,
        )
        self.model_node = model_node
        self.output_attempt = 0
        self._calls = ToolCallGuard(self.guard, on_block=on_block)
        self._fields: FieldsResponse | None = None
        self._prepared = False
        self.gate: RunnableLambda[Any, Command[Any]] = RunnableLambda(
            self._gate, afunc=self._agate, name="attachguard_gate"
        )

    @property
    def registry(self) -> Registry:
        """The run's files: the ones given, plus every file a tool returned."""
        return self.guard.registry

    def tool_node(
        self, tools: Sequence[BaseTool | Callable[..., Any]], **tool_node_options: Any
    ) -> ToolNode:
        """A guarded `ToolNode`; the graph's state must carry the conversation in `messages`."""
        # Both hooks, always: a ToolNode without a sync hook would run a sync graph unguarded.
        return ToolNode(
            tools,
            wrap_tool_call=self._calls.wrap,
            awrap_tool_call=self._calls.awrap,
            **tool_node_options,
        )

    # --- the model node: the output-file tool and its prompt (R4.5) ---------------------------

    def prepare(self) -> None:
        """Ask the service once what the output schema needs (a `Client`)."""
        self._fields = self._calls._sync().output_files()
        self._prepared = True

    async def aprepare(self) -> None:
        """Ask the service once what the output schema needs (either client)."""
        self._fields = await self._calls._output_files()
        self._prepared = True

    def _output_files(self) -> FieldsResponse | None:
        if not self._prepared:
            if isinstance(self.guard, AsyncGuard):
                raise RuntimeError("with an AsyncClient, `await aprepare()` first")
            self.prepare()
        return self._fields

    def model_tools(self, tools: Sequence[Any]) -> list[Any]:
        """`tools` plus `create_output_file` when the output schema has file fields."""
        fields = self._output_files()
        return [*tools] if fields is None else [*tools, _tool_spec(fields)]

    def prompt(self) -> str:
        """The instructions to add for the output files ("" when there are none)."""
        fields = self._output_files()
        return "" if fields is None else fields.prompt

    # --- the end of the run: the output-file gate (R4.6, R4.7), then agent-post guardrails ----

    def _final(self, state: object) -> tuple[object, list[object]]:
        messages = state_messages(state)
        view = state if isinstance(state, dict) else {"messages": messages}
        output = _final_output(
            cast(AttachguardState, view), parse_text=self.guard.output_schema is not None
        )
        if output is _NOT_FINAL:
            # Passing it through unverified would let a run end without its checks.
            raise ValueError("the attachguard gate expects a final answer (no tool calls)")
        return output, messages

    def _route(self, gate: VerifyResponse | None, verdict: Verdict | None) -> Command[Any]:
        retry = _retry(gate)
        if retry is not None:
            self.output_attempt = retry.attempt
            message = HumanMessage(content=retry.message)
            return Command(goto=self.model_node, update={"messages": [message]})
        if verdict is not None and not verdict.allowed:
            raise verdict.exception()
        return Command(goto=END)

    def _gate(self, state: object) -> Command[Any]:
        guard = self._calls._sync()
        output, messages = self._final(state)
        if guard.output_files() is not None:
            gate = guard.verify_output(output, attempt=self.output_attempt)
            if gate.status is not Gate.PASSED:
                return self._route(gate, None)
        return self._route(None, guard.check_output(output, messages))

    async def _agate(self, state: object) -> Command[Any]:
        if isinstance(self.guard, Guard):
            return await asyncio.to_thread(self._gate, state)
        output, messages = self._final(state)
        if await self.guard.output_files() is not None:
            gate = await self.guard.verify_output(output, attempt=self.output_attempt)
            if gate.status is not Gate.PASSED:
                return self._route(gate, None)
        return self._route(None, await self.guard.check_output(output, messages))


def guarded_tool_node(
    tools: Sequence[BaseTool | Callable[..., Any]],
    client: Client | AsyncClient,
    *,
    guardrails: Iterable[GuardrailLike] = (),
    job_key: str | None = None,
    workspace_id: str | None = None,
    registry: Registry | Iterable[TicketLike] = (),
    on_block: OnBlock = "message",
    deadline_ms: int | None = None,
    **tool_node_options: Any,
) -> ToolNode:
    """A LangGraph `ToolNode` whose every call is guarded (`AttachguardGraph(...).tool_node`).

    Pass a `Registry` to keep reading the run's files (tools' files are added to it). For
    output files, use `AttachguardGraph`: they need the model node and the end of the run too.
    """
    graph = AttachguardGraph(
        client,
        guardrails=guardrails,
        job_key=job_key,
        workspace_id=workspace_id,
        registry=registry,
        on_block=on_block,
        deadline_ms=deadline_ms,
    )
    return graph.tool_node(tools, **tool_node_options)


class AttachguardMiddleware(AgentMiddleware[AttachguardState, Any, Any]):
    """Guardrails, materialisation and output files around a LangChain agent.

    One middleware per run (it holds the run's registry). `client` is a `Client` (sync and
    async runs; async calls go through a thread) or an `AsyncClient` (async runs only).
    `on_block` is `"message"` (the model reads the block as the tool's error) or `"raise"`.
    With an `output_schema` that has file fields, the model is offered `create_output_file`
    and, before the agent ends, the output is verified: `retry` sends the correction back to
    the model, `fail` raises `OutputFilesRejectedError`. Agent-scope guardrails judge the final
    output; a block raises `GuardrailBlockedError`.
    """

    state_schema = AttachguardState

    def __init__(
        self,
        client: Client | AsyncClient,
        *,
        guardrails: Iterable[GuardrailLike] = (),
        job_key: str | None = None,
        workspace_id: str | None = None,
        registry: Registry | Iterable[TicketLike] = (),
        output_schema: OutputSchema | None = None,
        on_block: OnBlock = "message",
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
    ) -> None:
        super().__init__()
        self.guard = _guard(
            client,
            guardrails=guardrails,
            job_key=job_key,
            workspace_id=workspace_id,
            registry=registry,
            output_schema=output_schema,
            max_output_retries=max_output_retries,
            link_existing=link_existing,
            deadline_ms=deadline_ms,
        )
        self.tools: list[BaseTool] = []
        self._parse_text = output_schema is not None
        self._calls = ToolCallGuard(self.guard, on_block=on_block)

    @property
    def registry(self) -> Registry:
        """The run's files: the ones given, plus every file a tool returned."""
        return self.guard.registry

    def _sync(self) -> Guard:
        if isinstance(self.guard, Guard):
            return self.guard
        raise TypeError(_SYNC_WITH_ASYNC_CLIENT)

    # --- model calls: offer the output-file tool and its prompt (R4.5) ------------------------

    @staticmethod
    def _offer(request: ModelRequest[Any], fields: FieldsResponse | None) -> ModelRequest[Any]:
        if fields is None:
            return request
        return request.override(
            tools=[*request.tools, _tool_spec(fields)],
            system_message=_with_prompt(request.system_message, fields.prompt),
        )

    def wrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], ModelResponse[Any]],
    ) -> ModelResponse[Any]:
        return handler(self._offer(request, self._sync().output_files()))

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelResponse[Any]:
        return await handler(self._offer(request, await self._calls._output_files()))

    # --- tool calls ---------------------------------------------------------------------------

    def wrap_tool_call(self, request: ToolCallRequest, handler: SyncHandler) -> ToolResult:
        return self._calls.wrap(request, handler)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncHandler) -> ToolResult:
        return await self._calls.awrap(request, handler)

    # --- the end of the run: output-file gate (R4.6, R4.7), then agent-post guardrails --------

    @staticmethod
    def _gate(gate: VerifyResponse | None) -> dict[str, Any] | None:
        retry = _retry(gate)
        if retry is None:
            return None
        return {
            "messages": [HumanMessage(content=retry.message)],
            "jump_to": "model",
            "attachguard_output_attempt": retry.attempt,
        }

    @hook_config(can_jump_to=["model"])
    def after_model(self, state: AttachguardState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        output = _final_output(state, parse_text=self._parse_text)
        if output is _NOT_FINAL:
            return None
        guard = self._sync()
        gate = None
        if guard.output_files() is not None:
            attempt = state.get("attachguard_output_attempt", 0)
            gate = guard.verify_output(output, attempt=attempt)
        correction = self._gate(gate)
        if correction is not None:
            return correction
        verdict = guard.check_output(output, state_messages(state))
        if not verdict.allowed:
            raise verdict.exception()
        return None

    @hook_config(can_jump_to=["model"])
    async def aafter_model(
        self, state: AttachguardState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        output = _final_output(state, parse_text=self._parse_text)
        if output is _NOT_FINAL:
            return None
        attempt = state.get("attachguard_output_attempt", 0)
        messages = state_messages(state)
        if isinstance(self.guard, AsyncGuard):
            fields = await self.guard.output_files()
            gate = await self.guard.verify_output(output, attempt=attempt) if fields else None
            correction = self._gate(gate)
            if correction is not None:
                return correction
            verdict = await self.guard.check_output(output, messages)
        else:
            return await asyncio.to_thread(self.after_model, state, runtime)
        if not verdict.allowed:
            raise verdict.exception()
        return None


__all__ = [
    "AttachguardGraph",
    "AttachguardMiddleware",
    "AttachguardState",
    "ToolCallGuard",
    "guarded_tool_node",
    "state_messages",
]
