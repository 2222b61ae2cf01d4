"""OpenAI Agents SDK: tool input/output guardrails and an output guardrail backed by attachguard.

`AttachguardAgents` hands out SDK-native guardrails: a `ToolInputGuardrail` (tool-scope pre
guardrails on the call's arguments), a `ToolOutputGuardrail` (post guardrails on its result)
and an `OutputGuardrail` (the output-file verification gate, then agent-scope guardrails on
the final output). `guard_tool` also makes a function tool materialise the files it returns,
`prepare` wires everything into an agent (plus `create_output_file` and its prompt when the
output schema has file fields), and `run` runs it, sending a verification `retry` back to the
model as a new turn.

Needs the `openai-agents` extra: `pip install "attachguard-client[openai-agents]"`.
"""

from __future__ import annotations

import dataclasses
import inspect
import json
from collections.abc import Iterable
from typing import Any

from agents import (
    Agent,
    FunctionTool,
    GuardrailFunctionOutput,
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
    Verdict,
)
from attachguard_client.models import FieldsResponse, Gate, VerifyResponse
from attachguard_client.request import GuardrailLike, Json, TicketLike, jsonable
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


class AttachguardAgents:
    """attachguard for one Agents SDK run (it holds the run's registry and retry count).

    `on_block="message"` rejects a blocked call or result with the block message for the model
    (the SDK's `reject_content`); `"raise"` halts the run (`raise_exception`). With an
    `output_schema` that has file fields, `prepare` adds `create_output_file` and its prompt,
    and the output guardrail verifies the files before the run ends.
    """

    def __init__(
        self,
        client: AsyncClient,
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
        self.guard = AsyncGuard(
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
        self.on_block = on_block
        self.output_attempt = 0
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
    def registry(self) -> Registry:
        """The run's files: the ones given, plus every file a tool returned."""
        return self.guard.registry

    # --- guardrails ---------------------------------------------------------------------------

    def _tool_verdict(self, verdict: Verdict) -> ToolGuardrailFunctionOutput:
        if verdict.allowed:
            return ToolGuardrailFunctionOutput.allow(output_info=verdict)
        if self.on_block == "raise":
            return ToolGuardrailFunctionOutput.raise_exception(output_info=verdict)
        return ToolGuardrailFunctionOutput.reject_content(verdict.message, output_info=verdict)

    async def _check_call(self, data: ToolInputGuardrailData) -> ToolGuardrailFunctionOutput:
        context = data.context
        verdict = await self.guard.check_tool_call(
            context.tool_name, [_call_message(context)], tool_call_id=context.tool_call_id
        )
        return self._tool_verdict(verdict)

    async def _check_result(self, data: ToolOutputGuardrailData) -> ToolGuardrailFunctionOutput:
        context = data.context
        text = output_text(data.output)
        result = _result_message(context, text if text is not None else str(data.output))
        verdict = await self.guard.check_tool_result(
            context.tool_name, [_call_message(context)], result, tool_call_id=context.tool_call_id
        )
        return self._tool_verdict(verdict)

    async def _check_final(
        self, context: RunContextWrapper[Any], agent: Agent[Any], output: Any
    ) -> GuardrailFunctionOutput:
        gate: VerifyResponse | None = None
        if await self.guard.output_files() is not None:
            gate = await self.guard.verify_output(output, attempt=self.output_attempt)
            if gate.status is not Gate.PASSED:
                self.output_attempt = gate.attempt
                return GuardrailFunctionOutput(output_info=gate, tripwire_triggered=True)
        verdict = await self.guard.check_output(output)
        return GuardrailFunctionOutput(output_info=verdict, tripwire_triggered=not verdict.allowed)

    # --- tools --------------------------------------------------------------------------------

    def guard_tool(self, tool: FunctionTool) -> FunctionTool:
        """A copy of `tool` with the tool guardrails, that materialises the files it returns.

        Returned files join the registry (so the output guardrail's judge reads them) and are
        downloaded into the workspace, their tickets gaining `FilePath`. The SDK runs output
        guardrails after the tool, so a file is in the workspace even when its result is then
        rejected; the model never receives that result or its `FilePath`.
        """
        invoke_original = tool.on_invoke_tool

        async def invoke(context: ToolContext[Any], arguments: str) -> Any:
            output = await invoke_original(context, arguments)
            text = output_text(output)
            if text is None:
                return output
            result = _result_message(context, text)
            try:
                await self.guard.learn_files(result)
            except AttachguardError:
                return output  # the output guardrail denies when the service cannot decide
            rewritten = await self.guard.materialize(context.tool_name, result)
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
            return (await self.guard.create_output_file(parsed)).text

        return FunctionTool(
            name=fields.tool.name,
            description=fields.tool.description,
            params_json_schema=fields.tool.input_schema,
            on_invoke_tool=invoke,
            strict_json_schema=False,
            tool_input_guardrails=[self.tool_input_guardrail],
            tool_output_guardrails=[self.tool_output_guardrail],
        )

    async def prepare(self, agent: Agent[Any]) -> Agent[Any]:
        """A copy of `agent` with its function tools guarded, the output guardrail added and,
        when the output schema has file fields, `create_output_file` and its prompt."""
        tools: list[Any] = [
            self.guard_tool(t) if isinstance(t, FunctionTool) else t for t in agent.tools
        ]
        instructions = agent.instructions
        fields = await self.guard.output_files()
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

        Raises `GuardrailBlockedError` when a guardrail stops the run and
        `OutputFilesRejectedError` when the output files fail with no retries left.
        """
        prepared = await self.prepare(agent)
        self.output_attempt = 0
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


__all__ = ["AttachguardAgents", "output_text"]
