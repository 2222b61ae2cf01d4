"""LangChain and LangGraph: an agent middleware and graph pieces, backed by attachguard.

`AttachguardMiddleware` (for `langchain.agents.create_agent`) guards every tool call (tool-scope
pre guardrails before the tool runs, post guardrails on its result), materialises the files a
tool returns into the workspace, offers the `create_output_file` tool and its prompt when the
output schema has file fields, and runs the verification gate before the agent ends.
`AttachguardGraph` does the same for a hand-built LangGraph graph: a guarded `ToolNode`, the
tool and prompt for the model node, and a gate node before `END`; `guarded_tool_node` is its
tool-call part alone.

One adapter serves any number of runs, one after the other or at once. A run names its job
and workspace in its `RunnableConfig` (`config["configurable"]["job_key"]` and
`["workspace_id"]`), in LangGraph's run context (`invoke(..., context=...)`, attributes or
keys of the same names) or in the graph state (keys of the same names), in that order; the
constructor's `job_key` and `workspace_id` are the defaults. Each run has its own registry:
the files given to the constructor, the files linked to its job (fetched once, lazily) and
the files its tools return. A run is one invocation of the graph, or one thread
(`config["configurable"]["thread_id"]`) when there is a checkpointer; its state goes when it
ends.

Needs the `langchain` extra (see the client's README for installing from the repository).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, NotRequired, cast

from langchain.agents.middleware import (
    AgentMiddleware,
    AgentState,
    ModelRequest,
    ModelResponse,
    hook_config,
)
from langchain.agents.middleware.types import PrivateStateAttr
from langchain_core.messages import (
    AIMessage,
    HumanMessage,
    SystemMessage,
    ToolMessage,
    convert_to_messages,
)
from langchain_core.runnables import RunnableConfig, RunnableLambda
from langchain_core.tools import BaseTool
from langgraph.config import get_config
from langgraph.graph import END
from langgraph.prebuilt import ToolNode
from langgraph.prebuilt.tool_node import ToolCallRequest
from langgraph.runtime import Runtime, get_runtime
from langgraph.types import Command

from attachguard_client.async_client import AsyncClient
from attachguard_client.client import Client
from attachguard_client.errors import AttachguardError
from attachguard_client.guard import (
    AsyncGuard,
    Guard,
    OnBlock,
    OutputFilesRejectedError,
    OutputSchema,
    RunDefaults,
    Verdict,
    file_fields,
)
from attachguard_client.models import FieldsResponse, Gate, VerifyResponse
from attachguard_client.request import GuardrailLike, TicketLike
from attachguard_client.runs import DEFAULT_MAX_RUNS, JOB_KEY, WORKSPACE_ID, RunTable, first_value
from attachguard_client.tickets import Registry

ToolResult = ToolMessage | Command[Any]
# The config key under which LangGraph hands every node the graph's checkpointer (None when
# the graph has none); not exported under a public name.
_CHECKPOINTER = "__pregel_checkpointer"
SyncHandler = Callable[[ToolCallRequest], ToolResult]
AsyncHandler = Callable[[ToolCallRequest], Awaitable[ToolResult]]

_SYNC_WITH_ASYNC_CLIENT = (
    "this agent runs synchronously (invoke/stream) but was given an AsyncClient: "
    "give it a Client, or run it with ainvoke/astream"
)


def state_messages(state: object) -> list[object]:
    """The conversation in a graph state: a `messages` key or attribute, or the list itself."""
    if isinstance(state, dict):
        messages = state.get("messages", [])
    elif isinstance(state, list):
        messages = state
    else:
        messages = getattr(state, "messages", [])
    return list(messages) if isinstance(messages, list | tuple) else []


# --- runs -------------------------------------------------------------------------------------


def _current_config() -> RunnableConfig | None:
    try:
        return get_config()
    except RuntimeError:  # outside any runnable
        return None


def _current_runtime() -> Runtime[Any] | None:
    try:
        return get_runtime()
    except (RuntimeError, KeyError):  # outside any runnable, or outside a graph
        return None


@dataclass
class GraphRun:
    """One run's guard, and how many output-file corrections its agent already had."""

    guard: Guard | AsyncGuard
    output_attempt: int = 0
    history_learned: bool = False


class GraphRuns:
    """The runs a LangChain/LangGraph adapter serves, each found from inside the run.

    The key of a run is its thread (`config["configurable"]["thread_id"]`) when it has one and
    the graph a checkpointer, else the graph invocation (the run's `Runtime.control`, shared
    by every node of one invocation, subgraphs included), with the run's job and workspace.
    Outside a graph, each call is a run of its own. A run seen for the first time learns the
    files of the tool results already in its conversation (a thread resumed, a run this table
    let go), so what it holds never depends on what the table kept.
    """

    def __init__(self, defaults: RunDefaults, *, max_runs: int = DEFAULT_MAX_RUNS) -> None:
        self.defaults = defaults
        self.table: RunTable[GraphRun] = RunTable(max_runs)

    @staticmethod
    def _channels(runtime: object) -> tuple[Mapping[str, Any], object, object]:
        config = _current_config() or getattr(runtime, "config", None) or {}
        configurable = config.get("configurable") or {}
        current = _current_runtime() or runtime
        return configurable, getattr(current, "context", None), getattr(current, "control", None)

    def identity(self, state: object, runtime: object = None) -> tuple[str | None, str | None]:
        """The run's job key and workspace id (config, then context, then state, then the
        adapter's defaults)."""
        configurable, context, _ = self._channels(runtime)
        sources = (configurable, context, state if isinstance(state, Mapping) else None)
        job = first_value(JOB_KEY, *sources) or self.defaults.job_key
        workspace = first_value(WORKSPACE_ID, *sources) or self.defaults.workspace_id
        return job, workspace

    def _key(
        self, state: object, runtime: object
    ) -> tuple[Hashable | None, object, tuple[Any, ...]]:
        configurable, _, control = self._channels(runtime)
        who = self.identity(state, runtime)
        thread = configurable.get("thread_id")
        # A thread is one run only when a checkpointer keeps it: without one, each invocation
        # starts afresh (a thread id set for tracing must not carry one run's files into the
        # next). LangGraph puts the graph's checkpointer in every node's config.
        if thread is not None and configurable.get(_CHECKPOINTER) is not None:
            return ("thread", str(thread), *who), None, who
        if control is not None:
            return ("invocation", id(control), *who), control, who
        return None, None, who

    def run(self, state: object, runtime: object = None) -> GraphRun:
        """The run this hook serves (made the first time it is seen)."""
        key, anchor, (job, workspace) = self._key(state, runtime)

        def make() -> GraphRun:
            return GraphRun(self.defaults.guard(job, workspace))

        return make() if key is None else self.table.get(key, make, anchor=anchor)

    def end(self, state: object, runtime: object = None) -> None:
        """Forget the run: it ended (or stopped)."""
        key, _, _ = self._key(state, runtime)
        if key is not None:
            self.table.drop(key)

    def sync_run(self, state: object, runtime: object = None) -> tuple[GraphRun, Guard]:
        """The run, for a synchronous hook (it needs a `Client`)."""
        run = self.run(state, runtime)
        if not isinstance(run.guard, Guard):
            raise TypeError(_SYNC_WITH_ASYNC_CLIENT)
        _learn_history(run, run.guard, state)
        return run, run.guard

    async def async_run(self, state: object, runtime: object = None) -> GraphRun:
        """The run, for an asynchronous hook (either client)."""
        run = self.run(state, runtime)
        if run.history_learned:
            return run
        guard = run.guard
        if isinstance(guard, Guard):
            await asyncio.to_thread(_learn_history, run, guard, state)
            return run
        try:
            for message in state_messages(state):
                if isinstance(message, ToolMessage):
                    await guard.learn_files(message)
        except AttachguardError:
            return run  # tried again at the next hook; the checks deny meanwhile
        run.history_learned = True
        return run


def _learn_history(run: GraphRun, guard: Guard, state: object) -> None:
    if run.history_learned:
        return
    try:
        for message in state_messages(state):
            if isinstance(message, ToolMessage):
                guard.learn_files(message)
    except AttachguardError:
        return
    run.history_learned = True


# --- tool calls -------------------------------------------------------------------------------


# Where a tool result holds a tool message: the list it sits in, its place there, and the
# message (a dict one read as a ToolMessage, as ToolNode reads it).
Slot = tuple[list[Any], int, ToolMessage]


def _as_tool_message(item: object) -> ToolMessage | None:
    if isinstance(item, ToolMessage):
        return item
    if isinstance(item, dict) and (item.get("role") == "tool" or item.get("type") == "tool"):
        (message,) = convert_to_messages([item])
        return message if isinstance(message, ToolMessage) else None
    return None


def _list_slots(items: list[Any]) -> list[Slot]:
    slots: list[Slot] = []
    for index, item in enumerate(items):
        message = _as_tool_message(item)
        if message is not None:
            slots.append((items, index, message))
    return slots


def _command_slots(command: Command[Any]) -> list[Slot]:
    """The tool messages of a command's update, in every form ToolNode takes: a mapping's
    `messages`, a list-state graph's list of messages, `(key, value)` pairs."""
    update = command.update
    if isinstance(update, dict):
        messages = update.get("messages")
        return _list_slots(messages) if isinstance(messages, list) else []
    if not isinstance(update, list):
        return []
    slots = _list_slots(update)
    for pair in update:
        is_messages = isinstance(pair, tuple) and len(pair) == 2 and pair[0] == "messages"
        if is_messages and isinstance(pair[1], list):
            slots += _list_slots(pair[1])
    return slots


def _result_slots(result: object) -> list[Slot]:
    """Every tool message a tool's result carries beyond a plain ToolMessage: a command's,
    and those of a list of messages and commands."""
    if isinstance(result, Command):
        return _command_slots(result)
    if not isinstance(result, list):
        return []
    slots = _list_slots(result)
    for item in result:
        if isinstance(item, Command):
            slots += _command_slots(item)
    return slots


def _results_of(result: object) -> tuple[list[ToolMessage], list[Slot]]:
    """The tool messages a guardrail judges after the tool ran, and where they sit."""
    if isinstance(result, ToolMessage):
        return [result], []
    slots = _result_slots(result)
    return [message for _, _, message in slots], slots


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


def _completed(guard: Guard | AsyncGuard, request: ToolCallRequest) -> ToolCallRequest:
    arguments, changed = guard.complete_tickets(request.tool_call["args"])
    if not changed or not isinstance(arguments, dict):
        return request
    return request.override(tool_call={**request.tool_call, "args": arguments})


def _retry(gate: VerifyResponse | None) -> VerifyResponse | None:
    """The verification answer when the model must correct its output (R4.6); None when it
    passed or nothing was verified. `fail` raises: the retries are spent (R4.7); so does a
    status this client does not know (a newer server's), which it cannot take for a retry."""
    if gate is None or gate.status is Gate.PASSED:
        return None
    if gate.status is not Gate.RETRY:
        raise OutputFilesRejectedError(gate.message, response=gate)
    return gate


class ToolCallGuard:
    """The tool-call wrapper every adapter here uses: pre guardrails, the call, post, materialise.

    A blocked call never runs and a blocked result never reaches the model: with
    `on_block="message"` the block message comes back as the tool's error `ToolMessage`, with
    `"raise"` the run stops with `GuardrailBlockedError`. A service that cannot decide blocks.
    A ticket argument naming a file of the run's registry by its `ID` alone gets its
    `FullName` and `MimeType` before the tool runs. When the run's output schema has file
    fields, a `create_output_file` call is run here (no tool of the graph implements it),
    guarded like any other and never materialised.
    """

    def __init__(self, runs: GraphRuns, *, on_block: OnBlock = "message") -> None:
        self.runs = runs
        self.on_block = on_block

    def _blocked(self, verdict: Verdict, request: ToolCallRequest) -> ToolMessage:
        if self.on_block == "raise":
            self.runs.end(request.state, request.runtime)
            raise verdict.exception()
        return ToolMessage(
            content=verdict.message,
            tool_call_id=request.tool_call["id"] or "",
            name=request.tool_call["name"],
            status="error",
        )

    def wrap(self, request: ToolCallRequest, handler: SyncHandler) -> ToolResult:
        """`wrap_tool_call` for a synchronous run."""
        _, guard = self.runs.sync_run(request.state, request.runtime)
        if _is_output_file_call(guard.output_files(), request):

            def create(call: ToolCallRequest) -> ToolResult:
                created = guard.create_output_file(call.tool_call["args"])
                return _output_file_message(call, created.text, ok=created.ok)

            # The agent wrote this file itself: nothing to download (R3.3).
            return self._run(guard, request, create, materialize=False)
        return self._run(guard, request, handler)

    async def awrap(self, request: ToolCallRequest, handler: AsyncHandler) -> ToolResult:
        """`awrap_tool_call` for an asynchronous run (a sync `Client` runs in a thread)."""
        guard = (await self.runs.async_run(request.state, request.runtime)).guard
        if _is_output_file_call(await _output_files(guard), request):

            async def create(call: ToolCallRequest) -> ToolResult:
                if isinstance(guard, AsyncGuard):
                    created = await guard.create_output_file(call.tool_call["args"])
                else:
                    created = await asyncio.to_thread(
                        guard.create_output_file, call.tool_call["args"]
                    )
                return _output_file_message(call, created.text, ok=created.ok)

            return await self._arun(guard, request, create, materialize=False)
        return await self._arun(guard, request, handler)

    def _run(
        self,
        guard: Guard,
        request: ToolCallRequest,
        handler: SyncHandler,
        *,
        materialize: bool = True,
    ) -> ToolResult:
        name, call_id = request.tool_call["name"], request.tool_call["id"]
        messages = state_messages(request.state)
        verdict = guard.check_tool_call(name, messages, tool_call_id=call_id)
        if not verdict.allowed:
            return self._blocked(verdict, request)
        if materialize:
            # Tickets are completed from what the registry holds; the judges already ran.
            with contextlib.suppress(AttachguardError):
                guard.load_job_files()
            request = _completed(guard, request)
        result = handler(request)
        results, slots = _results_of(result)
        for message in results:
            verdict = guard.check_tool_result(name, messages, message, tool_call_id=call_id)
            if not verdict.allowed:
                return self._blocked(verdict, request)
        if not materialize:
            return _rebuilt(result, slots, {})
        rewritten = {id(m): _materialized(m, guard.materialize(name, m)) for m in results}
        return _rebuilt(result, slots, rewritten)

    async def _arun(
        self,
        guard: Guard | AsyncGuard,
        request: ToolCallRequest,
        handler: AsyncHandler,
        *,
        materialize: bool = True,
    ) -> ToolResult:
        name, call_id = request.tool_call["name"], request.tool_call["id"]
        messages = state_messages(request.state)
        if isinstance(guard, AsyncGuard):
            verdict = await guard.check_tool_call(name, messages, tool_call_id=call_id)
        else:
            verdict = await asyncio.to_thread(
                guard.check_tool_call, name, messages, tool_call_id=call_id
            )
        if not verdict.allowed:
            return self._blocked(verdict, request)
        if materialize:
            with contextlib.suppress(AttachguardError):
                if isinstance(guard, AsyncGuard):
                    await guard.load_job_files()
                else:
                    await asyncio.to_thread(guard.load_job_files)
            request = _completed(guard, request)
        result = await handler(request)
        results, slots = _results_of(result)
        for message in results:
            if isinstance(guard, AsyncGuard):
                verdict = await guard.check_tool_result(
                    name, messages, message, tool_call_id=call_id
                )
            else:
                verdict = await asyncio.to_thread(
                    guard.check_tool_result, name, messages, message, tool_call_id=call_id
                )
            if not verdict.allowed:
                return self._blocked(verdict, request)
        if not materialize:
            return _rebuilt(result, slots, {})
        rewritten: dict[int, ToolMessage] = {}
        for message in results:
            if isinstance(guard, AsyncGuard):
                answer = await guard.materialize(name, message)
            else:
                answer = await asyncio.to_thread(guard.materialize, name, message)
            rewritten[id(message)] = _materialized(message, answer)
        return _rebuilt(result, slots, rewritten)


def _rebuilt(
    result: ToolResult, slots: list[Slot], rewritten: dict[int, ToolMessage]
) -> ToolResult:
    """The result with each judged message in its place, materialised where it was: a dict
    message becomes the ToolMessage that was judged, so what the model reads is what was."""
    if isinstance(result, ToolMessage):
        return rewritten.get(id(result), result)
    for items, index, message in slots:
        items[index] = rewritten.get(id(message), message)
    return result


async def _output_files(guard: Guard | AsyncGuard) -> FieldsResponse | None:
    if isinstance(guard, AsyncGuard):
        return await guard.output_files()
    return await asyncio.to_thread(guard.output_files)


# --- the end of a run -------------------------------------------------------------------------


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
    return _answer_of(last.text, parse_text=parse_text)


def _answer_of(text: str, *, parse_text: bool) -> object:
    """A final message's text as the run's output: JSON when it parses and `parse_text`."""
    if parse_text:
        try:
            return json.loads(text)
        except ValueError:
            return text
    return text


def _direct_output(state: AttachguardState, *, parse_text: bool) -> object:
    """The output of a run a tool ended (`return_direct=True`): its result is the answer, and
    no model turn came after it to verify or judge it. `_NOT_FINAL` for any other end."""
    if state.get("structured_response") is not None:
        return _NOT_FINAL
    messages = state.get("messages", [])
    last = messages[-1] if messages else None
    if not isinstance(last, ToolMessage) or last.status == "error":
        return _NOT_FINAL
    return _answer_of(last.text, parse_text=parse_text)


def _no_correction_left(gate: VerifyResponse | None) -> None:
    """A run a tool ended cannot be corrected: output files that do not pass fail it."""
    if gate is not None and gate.status is not Gate.PASSED:
        raise OutputFilesRejectedError(gate.message, response=gate)


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


class _Adapter:
    """What the middleware and the graph share: the defaults, the runs, the tool-call guard."""

    def __init__(
        self,
        client: Client | AsyncClient,
        *,
        guardrails: Iterable[GuardrailLike],
        policy: str | None = None,
        job_key: str | None,
        workspace_id: str | None,
        registry: Registry | Iterable[TicketLike] | None,
        output_schema: OutputSchema | None,
        on_block: OnBlock,
        max_output_retries: int,
        link_existing: bool,
        deadline_ms: int | None,
        max_runs: int,
    ) -> None:
        self.defaults = RunDefaults(
            client,
            guardrails=guardrails,
            policy=policy,
            job_key=job_key,
            workspace_id=workspace_id,
            registry=registry,
            output_schema=output_schema,
            max_output_retries=max_output_retries,
            link_existing=link_existing,
            deadline_ms=deadline_ms,
        )
        self.runs = GraphRuns(self.defaults, max_runs=max_runs)
        self._calls = ToolCallGuard(self.runs, on_block=on_block)

    @property
    def job_key(self) -> str | None:
        """The job of the runs that do not name one."""
        return self.defaults.job_key

    @property
    def workspace_id(self) -> str | None:
        """The workspace of the runs that do not name one."""
        return self.defaults.workspace_id

    @property
    def registry(self) -> Registry:
        """The files every run is given, on top of its job's and its tools' (add to it at will:
        the runs that start afterwards get them)."""
        return self.defaults.registry


class AttachguardGraph(_Adapter):
    """attachguard for a hand-built LangGraph graph; one serves every run of the graph.

    * `tool_node(tools)`: a `ToolNode` whose every call is guarded, through ToolNode's own
      wrap hooks; with an output schema that has file fields it also runs `create_output_file`.
    * `model_tools(tools)` and `prompt()`: what the model node binds and adds to its
      instructions (the tools unchanged and "" when the schema has no file fields).
    * `gate`: the node a final answer goes to instead of `END`. It verifies the output files
      (`retry` goes back to `model_node` with the correction, `fail` raises
      `OutputFilesRejectedError`), then agent-post guardrails judge the output (a block raises
      `GuardrailBlockedError`), then the run ends. It reads `structured_response` when the
      state has one, else the last AI message (as JSON when there is an output schema).

    Each run names its job and workspace in its config (see the module); the run's registry,
    and its count of output-file corrections, are its own. `client` is a `Client` (sync and
    async graphs) or an `AsyncClient` (async graphs only; call `await aprepare()` before
    `model_tools` and `prompt`).
    """

    def __init__(
        self,
        client: Client | AsyncClient,
        *,
        guardrails: Iterable[GuardrailLike] = (),
        policy: str | None = None,
        job_key: str | None = None,
        workspace_id: str | None = None,
        registry: Registry | Iterable[TicketLike] | None = (),
        output_schema: OutputSchema | None = None,
        on_block: OnBlock = "message",
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
        model_node: str = "model",
        max_runs: int = DEFAULT_MAX_RUNS,
    ) -> None:
        super().__init__(
            client,
            guardrails=guardrails,
            policy=policy,
            job_key=job_key,
            workspace_id=workspace_id,
            registry=registry,
            output_schema=output_schema,
            on_block=on_block,
            max_output_retries=max_output_retries,
            link_existing=link_existing,
            deadline_ms=deadline_ms,
            max_runs=max_runs,
        )
        self.model_node = model_node
        self.gate: RunnableLambda[Any, Command[Any]] = RunnableLambda(
            self._gate, afunc=self._agate, name="attachguard_gate"
        )

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
        schema, client = self.defaults.output_schema, self.defaults.client
        if schema is None:
            return
        if not isinstance(client, Client):
            raise TypeError("with an AsyncClient, `await aprepare()`")
        for workspace in (False, True):
            self.defaults.output_fields.fetch(client, schema, workspace)

    async def aprepare(self) -> None:
        """Ask the service once what the output schema needs (either client)."""
        schema, client = self.defaults.output_schema, self.defaults.client
        if schema is None:
            return
        if isinstance(client, Client):
            await asyncio.to_thread(self.prepare)
            return
        for workspace in (False, True):
            await self.defaults.output_fields.afetch(client, schema, workspace)

    def _output_files(self) -> FieldsResponse | None:
        schema = self.defaults.output_schema
        if schema is None:
            return None
        # Inside a run, what its workspace allows; outside, the default's.
        workspace = self.runs.identity(None)[1] is not None
        answer = self.defaults.output_fields.get(workspace)
        if answer is None:
            if not isinstance(self.defaults.client, Client):
                raise RuntimeError("with an AsyncClient, `await aprepare()` first")
            answer = self.defaults.output_fields.fetch(self.defaults.client, schema, workspace)
        return file_fields(answer)

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
            cast(AttachguardState, view), parse_text=self.defaults.output_schema is not None
        )
        if output is _NOT_FINAL:
            # Passing it through unverified would let a run end without its checks.
            raise ValueError("the attachguard gate expects a final answer (no tool calls)")
        return output, messages

    def _route(
        self, run: GraphRun, state: object, gate: VerifyResponse | None, verdict: Verdict | None
    ) -> Command[Any]:
        try:
            retry = _retry(gate)
        except OutputFilesRejectedError:
            self.runs.end(state)
            raise
        if retry is not None:
            run.output_attempt = retry.attempt
            message = HumanMessage(content=retry.message)
            return Command(goto=self.model_node, update={"messages": [message]})
        self.runs.end(state)
        if verdict is not None and not verdict.allowed:
            raise verdict.exception()
        return Command(goto=END)

    def _gate(self, state: object) -> Command[Any]:
        output, messages = self._final(state)
        run, guard = self.runs.sync_run(state)
        if guard.output_files() is not None:
            gate = guard.verify_output(output, attempt=run.output_attempt)
            if gate.status is not Gate.PASSED:
                return self._route(run, state, gate, None)
        return self._route(run, state, None, guard.check_output(output, messages))

    async def _agate(self, state: object) -> Command[Any]:
        if isinstance(self.defaults.client, Client):
            return await asyncio.to_thread(self._gate, state)
        output, messages = self._final(state)
        run = await self.runs.async_run(state)
        guard = run.guard
        assert isinstance(guard, AsyncGuard)
        if await guard.output_files() is not None:
            gate = await guard.verify_output(output, attempt=run.output_attempt)
            if gate.status is not Gate.PASSED:
                return self._route(run, state, gate, None)
        return self._route(run, state, None, await guard.check_output(output, messages))


def guarded_tool_node(
    tools: Sequence[BaseTool | Callable[..., Any]],
    client: Client | AsyncClient,
    *,
    guardrails: Iterable[GuardrailLike] = (),
    policy: str | None = None,
    job_key: str | None = None,
    workspace_id: str | None = None,
    registry: Registry | Iterable[TicketLike] | None = (),
    on_block: OnBlock = "message",
    deadline_ms: int | None = None,
    max_runs: int = DEFAULT_MAX_RUNS,
    **tool_node_options: Any,
) -> ToolNode:
    """A LangGraph `ToolNode` whose every call is guarded (`AttachguardGraph(...).tool_node`).

    Each run names its job and workspace in its config (`job_key`, `workspace_id`); the
    arguments here are the defaults, and `registry` the files every run is given. For output
    files, use `AttachguardGraph`: they need the model node and the end of the run too.
    """
    graph = AttachguardGraph(
        client,
        guardrails=guardrails,
        policy=policy,
        job_key=job_key,
        workspace_id=workspace_id,
        registry=registry,
        on_block=on_block,
        deadline_ms=deadline_ms,
        max_runs=max_runs,
    )
    return graph.tool_node(tools, **tool_node_options)


class AttachguardMiddleware(_Adapter, AgentMiddleware[AttachguardState, Any, Any]):
    """Guardrails, materialisation and output files around a LangChain agent.

    One middleware serves every run of its agent; each run names its job and workspace in
    its config (see the module) and has its own registry. `client` is a `Client` (sync and
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
        policy: str | None = None,
        job_key: str | None = None,
        workspace_id: str | None = None,
        registry: Registry | Iterable[TicketLike] | None = (),
        output_schema: OutputSchema | None = None,
        on_block: OnBlock = "message",
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
        max_runs: int = DEFAULT_MAX_RUNS,
    ) -> None:
        AgentMiddleware.__init__(self)
        _Adapter.__init__(
            self,
            client,
            guardrails=guardrails,
            policy=policy,
            job_key=job_key,
            workspace_id=workspace_id,
            registry=registry,
            output_schema=output_schema,
            on_block=on_block,
            max_output_retries=max_output_retries,
            link_existing=link_existing,
            deadline_ms=deadline_ms,
            max_runs=max_runs,
        )
        self.tools: list[BaseTool] = []
        self._parse_text = output_schema is not None

    # --- the start and end of a run ---------------------------------------------------------

    @staticmethod
    def _fresh(state: AttachguardState) -> dict[str, Any] | None:
        # A thread's next invocation is a new final answer: its corrections start again.
        return (
            {"attachguard_output_attempt": 0} if state.get("attachguard_output_attempt") else None
        )

    def before_agent(self, state: AttachguardState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        return self._fresh(state)

    async def abefore_agent(
        self, state: AttachguardState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        return self._fresh(state)

    def after_agent(self, state: AttachguardState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        try:
            output = _direct_output(state, parse_text=self._parse_text)
            if output is not _NOT_FINAL:
                _, guard = self.runs.sync_run(state, runtime)
                gate = None
                if guard.output_files() is not None:
                    attempt = state.get("attachguard_output_attempt", 0)
                    gate = guard.verify_output(output, attempt=attempt)
                _no_correction_left(gate)
                self._judged(guard.check_output(output, state_messages(state)), state, runtime)
        finally:
            self.runs.end(state, runtime)
        return None

    async def aafter_agent(
        self, state: AttachguardState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        if isinstance(self.defaults.client, Client):
            return await asyncio.to_thread(self.after_agent, state, runtime)
        try:
            output = _direct_output(state, parse_text=self._parse_text)
            if output is not _NOT_FINAL:
                guard = (await self.runs.async_run(state, runtime)).guard
                assert isinstance(guard, AsyncGuard)
                gate = None
                if await guard.output_files() is not None:
                    attempt = state.get("attachguard_output_attempt", 0)
                    gate = await guard.verify_output(output, attempt=attempt)
                _no_correction_left(gate)
                self._judged(
                    await guard.check_output(output, state_messages(state)), state, runtime
                )
        finally:
            self.runs.end(state, runtime)
        return None

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
        _, guard = self.runs.sync_run(request.state, request.runtime)
        return handler(self._offer(request, guard.output_files()))

    async def awrap_model_call(
        self,
        request: ModelRequest[Any],
        handler: Callable[[ModelRequest[Any]], Awaitable[ModelResponse[Any]]],
    ) -> ModelResponse[Any]:
        run = await self.runs.async_run(request.state, request.runtime)
        return await handler(self._offer(request, await _output_files(run.guard)))

    # --- tool calls ---------------------------------------------------------------------------

    def wrap_tool_call(self, request: ToolCallRequest, handler: SyncHandler) -> ToolResult:
        return self._calls.wrap(request, handler)

    async def awrap_tool_call(self, request: ToolCallRequest, handler: AsyncHandler) -> ToolResult:
        return await self._calls.awrap(request, handler)

    # --- the end of the run: output-file gate (R4.6, R4.7), then agent-post guardrails --------

    def _correction(
        self, gate: VerifyResponse | None, state: AttachguardState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        try:
            retry = _retry(gate)
        except OutputFilesRejectedError:
            self.runs.end(state, runtime)
            raise
        if retry is None:
            return None
        return {
            "messages": [HumanMessage(content=retry.message)],
            "jump_to": "model",
            "attachguard_output_attempt": retry.attempt,
        }

    def _judged(self, verdict: Verdict, state: AttachguardState, runtime: Runtime[Any]) -> None:
        if not verdict.allowed:
            self.runs.end(state, runtime)
            raise verdict.exception()

    @hook_config(can_jump_to=["model"])
    def after_model(self, state: AttachguardState, runtime: Runtime[Any]) -> dict[str, Any] | None:
        output = _final_output(state, parse_text=self._parse_text)
        if output is _NOT_FINAL:
            return None
        _, guard = self.runs.sync_run(state, runtime)
        gate = None
        if guard.output_files() is not None:
            attempt = state.get("attachguard_output_attempt", 0)
            gate = guard.verify_output(output, attempt=attempt)
        correction = self._correction(gate, state, runtime)
        if correction is not None:
            return correction
        self._judged(guard.check_output(output, state_messages(state)), state, runtime)
        return None

    @hook_config(can_jump_to=["model"])
    async def aafter_model(
        self, state: AttachguardState, runtime: Runtime[Any]
    ) -> dict[str, Any] | None:
        if isinstance(self.defaults.client, Client):
            return await asyncio.to_thread(self.after_model, state, runtime)
        output = _final_output(state, parse_text=self._parse_text)
        if output is _NOT_FINAL:
            return None
        guard = (await self.runs.async_run(state, runtime)).guard
        assert isinstance(guard, AsyncGuard)
        gate = None
        if await guard.output_files() is not None:
            attempt = state.get("attachguard_output_attempt", 0)
            gate = await guard.verify_output(output, attempt=attempt)
        correction = self._correction(gate, state, runtime)
        if correction is not None:
            return correction
        self._judged(await guard.check_output(output, state_messages(state)), state, runtime)
        return None


__all__ = [
    "JOB_KEY",
    "WORKSPACE_ID",
    "AttachguardGraph",
    "AttachguardMiddleware",
    "AttachguardState",
    "GraphRun",
    "GraphRuns",
    "ToolCallGuard",
    "guarded_tool_node",
    "state_messages",
]
