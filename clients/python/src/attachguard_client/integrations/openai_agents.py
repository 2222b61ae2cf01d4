"""OpenAI Agents SDK: tool input/output guardrails and an output guardrail backed by attachguard.

`AttachguardAgents` hands out SDK-native guardrails: a `ToolInputGuardrail` (tool-scope pre
guardrails on the call's arguments), a `ToolOutputGuardrail` (post guardrails on its result)
and an `OutputGuardrail` (the output-file verification gate, then agent-scope guardrails on
the final output). `guard_tool` also makes a function tool materialise the files it returns,
`prepare` wires everything into an agent (plus `create_output_file` and its prompt when the
output schema has file fields), and `run` runs it, sending a verification `retry` back to the
model as a new turn.

One `AttachguardAgents` serves any number of runs. A run names its job and workspace in its
context (`Runner.run(..., context=...)` or `guard.run(..., context=...)`: an object with
`job_key` and `workspace_id` attributes, or a mapping with those keys); the constructor's are
the defaults. Each run has its own registry (the files given to the constructor, its job's
linked files, fetched once, and the files its tools return) and its own retry count. A run is
one `guard.run` (its verification retries included), or one `Runner.run` when the guardrails
are attached by hand; its state goes when the run's objects do.

Needs the `openai-agents` extra (see the client's README for installing from the repository).
"""

from __future__ import annotations

import contextlib
import dataclasses
import inspect
import json
from collections.abc import Iterable
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from agents import (
    Agent,
    FunctionTool,
    GuardrailFunctionOutput,
    Handoff,
    ItemHelpers,
    OutputGuardrail,
    OutputGuardrailTripwireTriggered,
    RunContextWrapper,
    Runner,
    RunResult,
    ToolGuardrailFunctionOutput,
    ToolInputGuardrail,
    ToolInputGuardrailData,
    ToolInputGuardrailTripwireTriggered,
    ToolOutputGuardrail,
    ToolOutputGuardrailData,
    ToolOutputGuardrailTripwireTriggered,
)
from agents.items import TResponseInputItem
from agents.tool_context import ToolContext
from pydantic import BaseModel

from attachguard_client.async_client import AsyncClient
from attachguard_client.errors import AttachguardError
from attachguard_client.guard import (
    AsyncGuard,
    OnBlock,
    OutputFilesRejectedError,
    OutputSchema,
    RunDefaults,
    Verdict,
    file_fields,
)
from attachguard_client.models import FieldsResponse, Gate, VerifyResponse
from attachguard_client.request import GuardrailLike, Json, TicketLike, jsonable
from attachguard_client.runs import DEFAULT_MAX_RUNS, JOB_KEY, WORKSPACE_ID, RunTable, first_value
from attachguard_client.tickets import Registry


def _call_message(context: ToolContext[Any]) -> dict[str, Json]:
    # The call in OpenAI chat-completions shape, which the service reads (api.md).
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": context.tool_call_id,
                "type": "function",
                "function": {"name": context.tool_name, "arguments": context.tool_arguments},
            }
        ],
    }


def output_text(output: object) -> str | None:
    """A tool output as the text the model reads; None for outputs that are not text or JSON."""
    if isinstance(output, str):
        return output
    if isinstance(output, dict | list | BaseModel):
        return json.dumps(jsonable(output), ensure_ascii=False)
    return None


def _result_message(context: ToolContext[Any], text: str) -> dict[str, Json]:
    return {"role": "tool", "tool_call_id": context.tool_call_id, "content": text}


def _as_before(original: object, text: str) -> object:
    # The materialised output in the shape the tool returned it: text stays text.
    if isinstance(original, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        return text


def _with_prompt(instructions: Any, prompt: str) -> Any:
    if instructions is None:
        return prompt
    if isinstance(instructions, str):
        return f"{instructions}\n\n{prompt}"

    async def dynamic(context: RunContextWrapper[Any], agent: Agent[Any]) -> str:
        base = instructions(context, agent)
        if inspect.isawaitable(base):
            base = await base
        return f"{base}\n\n{prompt}"

    return dynamic


def _continuation(
    exc: OutputGuardrailTripwireTriggered, original: str | list[TResponseInputItem], message: str
) -> list[TResponseInputItem]:
    """The conversation so far plus the verifier's correction, as the next run's input."""
    history = ItemHelpers.input_to_new_input_list(original)
    if exc.run_data is not None:
        history = ItemHelpers.input_to_new_input_list(exc.run_data.input)
        history.extend(item.to_input_item() for item in exc.run_data.new_items)
    history.append({"role": "user", "content": message})
    return history


@dataclass
class AgentsRun:
    """One run's guard, and how many output-file corrections its agent already had."""

    owner: AttachguardAgents
    guard: AsyncGuard
    output_attempt: int = 0


# The run `AttachguardAgents.run` is serving, across its retries (the SDK's tasks inherit it).
_CURRENT: ContextVar[AgentsRun | None] = ContextVar("attachguard_agents_run", default=None)


class AttachguardAgents:
    """attachguard for the runs of OpenAI Agents SDK agents.

    `on_block="message"` rejects a blocked call or result with the block message for the model
    (the SDK's `reject_content`); `"raise"` halts the run (`raise_exception`). With an
    `output_schema` that has file fields, `prepare` adds `create_output_file` and its prompt,
    and the output guardrail verifies the files before the run ends. A ticket argument naming
    a file of the run's registry by its `ID` alone gets its `FullName` and `MimeType` before a
    guarded tool runs (type such parameters `TicketParam`).
    """

    def __init__(
        self,
        client: AsyncClient,
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
        if not isinstance(client, AsyncClient):
            raise TypeError("the Agents SDK runs asynchronously: give it an AsyncClient")
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
        self.client = client
        self.on_block = on_block
        self.runs: RunTable[AgentsRun] = RunTable(max_runs)
        self.tool_input_guardrail: ToolInputGuardrail[Any] = ToolInputGuardrail(
            guardrail_function=self._check_call, name="attachguard_tool_input"
        )
        self.tool_output_guardrail: ToolOutputGuardrail[Any] = ToolOutputGuardrail(
            guardrail_function=self._check_result, name="attachguard_tool_output"
        )
        self.output_guardrail: OutputGuardrail[Any] = OutputGuardrail(
            guardrail_function=self._check_final, name="attachguard_output"
        )

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

    # --- runs ---------------------------------------------------------------------------------

    def identity(self, context: object) -> tuple[str | None, str | None]:
        """A run's job key and workspace id, from its context (else the defaults)."""
        job = first_value(JOB_KEY, context) or self.defaults.job_key
        workspace = first_value(WORKSPACE_ID, context) or self.defaults.workspace_id
        return job, workspace

    def _new_run(self, context: object) -> AgentsRun:
        guard = self.defaults.guard(*self.identity(context))
        assert isinstance(guard, AsyncGuard)  # the client is an AsyncClient
        return AgentsRun(self, guard)

    def run_of(self, wrapper: RunContextWrapper[Any]) -> AgentsRun:
        """The run a guardrail or tool call belongs to.

        Inside `run`, the run it serves; else the `Runner.run` whose `RunContextWrapper` this
        is, known by its `usage` (the one object the SDK shares between a run's wrapper and
        each of its tool contexts).
        """
        current = _CURRENT.get()
        if current is not None and current.owner is self:
            return current
        usage = wrapper.usage
        key = ("usage", id(usage), *self.identity(wrapper.context))
        return self.runs.get(key, lambda: self._new_run(wrapper.context), anchor=usage)

    # --- guardrails ---------------------------------------------------------------------------

    def _tool_verdict(self, verdict: Verdict) -> ToolGuardrailFunctionOutput:
        if verdict.allowed:
            return ToolGuardrailFunctionOutput.allow(output_info=verdict)
        if self.on_block == "raise":
            return ToolGuardrailFunctionOutput.raise_exception(output_info=verdict)
        return ToolGuardrailFunctionOutput.reject_content(verdict.message, output_info=verdict)

    async def _check_call(self, data: ToolInputGuardrailData) -> ToolGuardrailFunctionOutput:
        context = data.context
        verdict = await self.run_of(context).guard.check_tool_call(
            context.tool_name, [_call_message(context)], tool_call_id=context.tool_call_id
        )
        return self._tool_verdict(verdict)

    async def _check_result(self, data: ToolOutputGuardrailData) -> ToolGuardrailFunctionOutput:
        context = data.context
        text = output_text(data.output)
        result = _result_message(context, text if text is not None else str(data.output))
        verdict = await self.run_of(context).guard.check_tool_result(
            context.tool_name, [_call_message(context)], result, tool_call_id=context.tool_call_id
        )
        return self._tool_verdict(verdict)

    async def _check_final(
        self, context: RunContextWrapper[Any], agent: Agent[Any], output: Any
    ) -> GuardrailFunctionOutput:
        run = self.run_of(context)
        gate: VerifyResponse | None = None
        if await run.guard.output_files() is not None:
            gate = await run.guard.verify_output(output, attempt=run.output_attempt)
            if gate.status is not Gate.PASSED:
                run.output_attempt = gate.attempt
                return GuardrailFunctionOutput(output_info=gate, tripwire_triggered=True)
        verdict = await run.guard.check_output(output)
        return GuardrailFunctionOutput(output_info=verdict, tripwire_triggered=not verdict.allowed)

    # --- tools --------------------------------------------------------------------------------

    @staticmethod
    async def _completed(guard: AsyncGuard, arguments: str) -> str:
        try:
            parsed = json.loads(arguments or "{}")
        except ValueError:
            return arguments  # the tool reports it
        with contextlib.suppress(AttachguardError):  # completed from what the registry holds
            await guard.load_job_files()
        completed, changed = guard.complete_tickets(parsed)
        return json.dumps(completed, ensure_ascii=False) if changed else arguments

    def guard_tool(self, tool: FunctionTool) -> FunctionTool:
        """A copy of `tool` with the tool guardrails, that materialises the files it returns.

        Ticket arguments naming a file of the run's registry by `ID` alone are completed
        first. Returned files join the run's registry (so the output guardrail's judge reads
        them) and are downloaded into the run's workspace, their tickets gaining `FilePath`.
        The SDK runs output guardrails after the tool, so a file is in the workspace even when
        its result is then rejected; the model never receives that result or its `FilePath`.
        """
        invoke_original = tool.on_invoke_tool

        async def invoke(context: ToolContext[Any], arguments: str) -> Any:
            guard = self.run_of(context).guard
            output = await invoke_original(context, await self._completed(guard, arguments))
            text = output_text(output)
            if text is None:
                return output
            result = _result_message(context, text)
            try:
                await guard.learn_files(result)
            except AttachguardError:
                return output  # the output guardrail denies when the service cannot decide
            rewritten = await guard.materialize(context.tool_name, result)
            content = rewritten.get("content") if isinstance(rewritten, dict) else None
            if not isinstance(content, str) or content == text:
                return output
            return _as_before(output, content)

        return dataclasses.replace(
            tool,
            on_invoke_tool=invoke,
            tool_input_guardrails=[*(tool.tool_input_guardrails or []), self.tool_input_guardrail],
            tool_output_guardrails=[
                *(tool.tool_output_guardrails or []),
                self.tool_output_guardrail,
            ],
        )

    def output_file_tool(self, fields: FieldsResponse) -> FunctionTool:
        """`create_output_file` as the service describes it (R4.5), guarded like any tool."""

        async def invoke(context: ToolContext[Any], arguments: str) -> str:
            try:
                parsed = json.loads(arguments or "{}")
            except ValueError:
                parsed = None
            if not isinstance(parsed, dict):
                return "The arguments must be a JSON object."
            return (await self.run_of(context).guard.create_output_file(parsed)).text

        return FunctionTool(
            name=fields.tool.name,
            description=fields.tool.description,
            params_json_schema=fields.tool.input_schema,
            on_invoke_tool=invoke,
            strict_json_schema=False,
            tool_input_guardrails=[self.tool_input_guardrail],
            tool_output_guardrails=[self.tool_output_guardrail],
        )

    async def output_files(self, context: object = None) -> FieldsResponse | None:
        """The output schema's file fields, prompt and tool for a run with this context (its
        workspace decides whether the tool may take a workspace path); None without any."""
        schema = self.defaults.output_schema
        if schema is None:
            return None
        workspace = self.identity(context)[1] is not None
        return file_fields(await self.defaults.output_fields.afetch(self.client, schema, workspace))

    async def prepare(self, agent: Agent[Any], *, context: object = None) -> Agent[Any]:
        """A copy of `agent` with its function tools guarded, the output guardrail added and,
        when the output schema has file fields, `create_output_file` and its prompt; the same
        for every agent it can hand off to, and theirs (a handoff never leaves the guard).

        `context` is the run context the agent will run with (for its workspace)."""
        return await self._prepared(agent, context, {})

    async def _prepared(
        self, agent: Agent[Any], context: object, done: dict[int, Agent[Any]]
    ) -> Agent[Any]:
        if id(agent) in done:
            return done[id(agent)]
        prepared = await self._prepare_one(agent, context)
        # Registered before its handoffs are: agents that hand off to each other stay finite.
        done[id(agent)] = prepared
        handoffs: list[Any] = []
        for target in agent.handoffs:
            if isinstance(target, Agent):
                handoffs.append(await self._prepared(target, context, done))
            elif isinstance(target, Handoff):
                handoffs.append(self._guarded_handoff(target, context, done))
            else:
                handoffs.append(target)
        prepared.handoffs = handoffs
        return prepared

    def _guarded_handoff(
        self, handoff: Handoff[Any, Any], context: object, done: dict[int, Agent[Any]]
    ) -> Handoff[Any, Any]:
        """A `handoff(...)` whose agent, once the model takes it, is prepared first."""
        invoke = handoff.on_invoke_handoff

        async def on_invoke(run_context: Any, arguments: str) -> Agent[Any]:
            return await self._prepared(await invoke(run_context, arguments), context, done)

        return dataclasses.replace(handoff, on_invoke_handoff=on_invoke)

    async def _prepare_one(self, agent: Agent[Any], context: object) -> Agent[Any]:
        tools: list[Any] = [
            self.guard_tool(t) if isinstance(t, FunctionTool) else t for t in agent.tools
        ]
        instructions = agent.instructions
        fields = await self.output_files(context)
        if fields is not None:
            tools.append(self.output_file_tool(fields))
            instructions = _with_prompt(instructions, fields.prompt)
        return agent.clone(
            tools=tools,
            instructions=instructions,
            output_guardrails=[*agent.output_guardrails, self.output_guardrail],
        )

    async def run(
        self, agent: Agent[Any], input: str | list[TResponseInputItem], **runner_options: Any
    ) -> RunResult:
        """`Runner.run` on the prepared agent; a verification `retry` becomes a new user turn.

        `runner_options` go to `Runner.run`; its `context` names the run's job and workspace.
        Raises `GuardrailBlockedError` when a guardrail stops the run and
        `OutputFilesRejectedError` when the output files fail with no retries left.
        """
        context = runner_options.get("context")
        run = self._new_run(context)
        token = _CURRENT.set(run)
        try:
            prepared = await self.prepare(agent, context=context)
            return await self._turns(prepared, input, runner_options)
        finally:
            _CURRENT.reset(token)

    @staticmethod
    async def _turns(
        prepared: Agent[Any], input: str | list[TResponseInputItem], runner_options: Any
    ) -> RunResult:
        turn_input = input
        while True:
            try:
                return await Runner.run(prepared, turn_input, **runner_options)
            except OutputGuardrailTripwireTriggered as exc:
                info = exc.guardrail_result.output.output_info
                if isinstance(info, VerifyResponse) and info.status is Gate.RETRY:
                    turn_input = _continuation(exc, turn_input, info.message)
                    continue
                if isinstance(info, VerifyResponse):
                    raise OutputFilesRejectedError(info.message, response=info) from exc
                if isinstance(info, Verdict):
                    raise info.exception() from exc
                raise
            except (
                ToolInputGuardrailTripwireTriggered,
                ToolOutputGuardrailTripwireTriggered,
            ) as exc:
                info = exc.output.output_info
                if isinstance(info, Verdict):
                    raise info.exception() from exc
                raise


__all__ = ["JOB_KEY", "WORKSPACE_ID", "AgentsRun", "AttachguardAgents", "output_text"]
