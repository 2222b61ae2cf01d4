"""Guarding one agent run, whatever the framework: tool calls, tool results, output files.

The framework adapters (`attachguard_client.integrations`) are thin layers over `Guard` and
`AsyncGuard`, which hold the run's settings (guardrails, job, workspace, registry, output
schema) and turn the service's answers into verdicts. Fail-closed: when the service cannot
decide, the verdict denies.
"""

from __future__ import annotations

import copy
import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel

from attachguard_client.async_client import AsyncClient
from attachguard_client.client import Client
from attachguard_client.errors import AttachguardError, NotFoundError, ValidationError
from attachguard_client.models import (
    Decision,
    EvaluateResponse,
    FieldsResponse,
    JobAttachment,
    Scope,
    Stage,
    VerifyResponse,
)
from attachguard_client.request import GuardrailLike, Json, TicketLike, guardrail_json, jsonable
from attachguard_client.tickets import Registry, canonical_id, find_result_ticket_ids

logger = logging.getLogger("attachguard_client")

OnBlock = Literal["message", "raise"]
"""What an adapter does with a blocked tool call: tell the model (`message`) or `raise`."""

OutputSchema = Mapping[str, Any] | type[BaseModel]


class GuardrailBlockedError(Exception):
    """A guardrail blocked (or escalated) the run, or the service could not decide.

    `response` is the evaluation (None when the service failed; `error` says why then).
    """

    def __init__(
        self,
        message: str,
        *,
        stage: Stage,
        tool_name: str | None,
        response: EvaluateResponse | None = None,
        error: AttachguardError | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.stage = stage
        self.tool_name = tool_name
        self.response = response
        self.error = error

    @property
    def decision(self) -> Decision | None:
        """`block` or `escalate`; None when the service could not decide."""
        return None if self.response is None else self.response.decision


class OutputFilesRejectedError(Exception):
    """The agent's output files failed verification and its retries are spent (R4.7)."""

    def __init__(self, message: str, *, response: VerifyResponse) -> None:
        super().__init__(message)
        self.message = message
        self.response = response


@dataclass(frozen=True, slots=True)
class Verdict:
    """Whether a step may go on; `message` is what to tell the model when it may not."""

    allowed: bool
    stage: Stage
    tool_name: str | None
    message: str = ""
    response: EvaluateResponse | None = None
    error: AttachguardError | None = None

    def exception(self) -> GuardrailBlockedError:
        """The exception an adapter raises for this verdict when configured to."""
        return GuardrailBlockedError(
            self.message,
            stage=self.stage,
            tool_name=self.tool_name,
            response=self.response,
            error=self.error,
        )


def verdict_of(response: EvaluateResponse, *, stage: Stage, tool_name: str | None) -> Verdict:
    """`allow` passes; `block` and `escalate` deny with the service's message (R2.6)."""
    if response.allowed:
        return Verdict(True, stage, tool_name, response=response)
    message = response.message or f"Denied by guardrails ({response.decision})."
    return Verdict(False, stage, tool_name, message=message, response=response)


def denied(error: AttachguardError, *, stage: Stage, tool_name: str | None) -> Verdict:
    """Fail-closed: a service that cannot decide denies (api.md, Conventions)."""
    message = f"Denied: the guardrail service could not decide ({error})."
    return Verdict(False, stage, tool_name, message=message, error=error)


def schema_json(schema: OutputSchema) -> dict[str, Any]:
    """An output schema as JSON Schema; a pydantic model gives its own (by alias)."""
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        return schema.model_json_schema(by_alias=True)
    return dict(copy.deepcopy(schema))


def output_json(output: object) -> Json:
    """An agent's final output as JSON (a pydantic model dumped by alias, tickets as tickets)."""
    return jsonable(output)


def _has_file_fields(fields: FieldsResponse | None) -> bool:
    return fields is not None and bool(fields.fields)


@dataclass(frozen=True, slots=True)
class OutputFileResult:
    """The answer to a `create_output_file` call: the ticket, or the mistake to show the model."""

    ticket: JobAttachment | None
    text: str

    @property
    def ok(self) -> bool:
        return self.ticket is not None


ClientT = TypeVar("ClientT", Client, AsyncClient)


class _GuardBase(Generic[ClientT]):
    """Settings of one run and the pure parts of guarding it."""

    def __init__(
        self,
        client: ClientT,
        *,
        guardrails: Iterable[GuardrailLike] = (),
        job_key: str | None = None,
        workspace_id: str | None = None,
        registry: Registry | Iterable[TicketLike] = (),
        output_schema: OutputSchema | None = None,
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
    ) -> None:
        self.client: ClientT = client
        self.guardrails: list[Json] = [guardrail_json(g) for g in guardrails]
        self.job_key = job_key
        self.workspace_id = workspace_id
        self.registry = registry if isinstance(registry, Registry) else Registry(registry)
        self.output_schema = None if output_schema is None else schema_json(output_schema)
        self.max_output_retries = max_output_retries
        self.link_existing = link_existing
        self.deadline_ms = deadline_ms
        self._fields: FieldsResponse | None = None
        if self.output_schema is not None and job_key is None:
            raise ValueError("an output schema needs a job_key: output files belong to a job")

    def _evaluation(
        self,
        *,
        scope: Scope,
        stage: Stage,
        tool_name: str | None,
        messages: Sequence[Json],
        tool_call_id: str | None = None,
    ) -> dict[str, Any]:
        # Naming the call matters when one assistant turn calls a tool several times and the
        # runtime runs them at once: every call is then unanswered, and R1.9 alone would judge
        # the first one each time.
        return {
            "scope": scope,
            "stage": stage,
            "tool_name": tool_name,
            "tool_call_id": tool_call_id,
            "messages": messages,
            "registry": self.registry.wire(),
            "guardrails": self.guardrails,
            "job_key": self.job_key,
            "deadline_ms": self.deadline_ms,
        }

    def _new_ticket_ids(self, result: object) -> list[str]:
        return [i for i in find_result_ticket_ids(result) if i not in self.registry]

    def _output_file_arguments(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        def text(key: str) -> str | None:
            value = arguments.get(key)
            return value if isinstance(value, str) else None

        workspace_path = text("workspace_path")
        return {
            "file_name": text("file_name"),
            "content": text("content"),
            "content_base64": text("content_base64"),
            "workspace_path": workspace_path,
            "workspace_id": self.workspace_id if workspace_path is not None else None,
        }

    def _created(self, ticket: JobAttachment) -> OutputFileResult:
        # The agent's own output file joins the registry, so an agent-post guardrail sees it.
        self.registry.add(ticket)
        return OutputFileResult(ticket, json.dumps(ticket.to_wire(), ensure_ascii=False))

    @staticmethod
    def _materialize_failed(tool_name: str, error: AttachguardError) -> None:
        # R3.8 in spirit: a failed download leaves the result without FilePath, not the run.
        logger.warning(
            "materialise failed; tool result left as it was",
            extra={"tool": tool_name, "code": error.code, "request_id": error.request_id},
        )

    def _require_job(self) -> str:
        if self.job_key is None:
            raise ValueError("output files need a job_key")
        return self.job_key


class Guard(_GuardBase[Client]):
    """Guards one run through a blocking `Client`. One guard per run: it holds its registry.

    `guardrails` are evaluated around every tool call (and on the final output); `job_key`
    owns the output files; `workspace_id` receives the files tools return; `registry` holds
    the run's input files (tools' files are added as they arrive); `output_schema` (a JSON
    Schema or a pydantic model) declares the output files to verify before the run ends.
    """

    def check_tool_call(
        self, tool_name: str, messages: Sequence[object], *, tool_call_id: str | None = None
    ) -> Verdict:
        """Tool-scope pre guardrails on the call (R1.7, R1.9): may the tool run?"""
        stage = Stage.PRE
        if not self.guardrails:
            return Verdict(True, stage, tool_name)
        try:
            response = self.client.evaluate_guardrails(
                **self._evaluation(
                    scope=Scope.TOOL,
                    stage=stage,
                    tool_name=tool_name,
                    tool_call_id=tool_call_id,
                    messages=[jsonable(m) for m in messages],
                )
            )
        except AttachguardError as exc:
            return denied(exc, stage=stage, tool_name=tool_name)
        return verdict_of(response, stage=stage, tool_name=tool_name)

    def check_tool_result(
        self,
        tool_name: str,
        messages: Sequence[object],
        result: object,
        *,
        tool_call_id: str | None = None,
    ) -> Verdict:
        """Learn the files `result` returns, then tool-scope post guardrails on it.

        `messages` is the conversation before the result; `result` the tool message that
        answers the call `tool_call_id`. Returned files join the registry first, so the judge
        reads them.
        """
        stage = Stage.POST
        try:
            self.learn_files(result)
            if not self.guardrails:
                return Verdict(True, stage, tool_name)
            conversation = [*(jsonable(m) for m in messages), jsonable(result)]
            response = self.client.evaluate_guardrails(
                **self._evaluation(
                    scope=Scope.TOOL,
                    stage=stage,
                    tool_name=tool_name,
                    tool_call_id=tool_call_id,
                    messages=conversation,
                )
            )
        except AttachguardError as exc:
            return denied(exc, stage=stage, tool_name=tool_name)
        return verdict_of(response, stage=stage, tool_name=tool_name)

    def check_output(self, output: object, messages: Sequence[object] = ()) -> Verdict:
        """Agent-scope post guardrails on the final output."""
        stage = Stage.POST
        if not self.guardrails:
            return Verdict(True, stage, None)
        evaluation = self._evaluation(
            scope=Scope.AGENT,
            stage=stage,
            tool_name=None,
            messages=[jsonable(m) for m in messages],
        )
        try:
            response = self.client.evaluate_guardrails(**evaluation, output=output_json(output))
        except AttachguardError as exc:
            return denied(exc, stage=stage, tool_name=None)
        return verdict_of(response, stage=stage, tool_name=None)

    def learn_files(self, result: object) -> list[JobAttachment]:
        """Add the files a tool result names to the registry, as the store describes them.

        An id the store does not know (a forged or hallucinated one) is not added.
        """
        learned: list[JobAttachment] = []
        for attachment_id in self._new_ticket_ids(result):
            try:
                attachment = self.client.describe_attachment(attachment_id)
            except NotFoundError:
                continue
            if self.registry.add(attachment):
                learned.append(attachment)
        return learned

    def materialize(self, tool_name: str, result: object) -> Json:
        """The result with `FilePath` on each ticket whose file is now in the workspace.

        Without a workspace, or when the service fails, the result comes back as it was.
        """
        if self.workspace_id is None:
            return jsonable(result)
        try:
            answer = self.client.materialize_tool_result(
                workspace_id=self.workspace_id,
                tool_name=tool_name,
                result=result,
                job_key=self.job_key,
            )
        except AttachguardError as exc:
            self._materialize_failed(tool_name, exc)
            return jsonable(result)
        return answer.result

    def output_files(self) -> FieldsResponse | None:
        """The output schema's file fields, prompt and tool; None without file fields."""
        if self.output_schema is None:
            return None
        if self._fields is None:
            self._fields = self.client.describe_output_fields(
                self.output_schema, workspace=self.workspace_id is not None
            )
        return self._fields if _has_file_fields(self._fields) else None

    def create_output_file(self, arguments: Mapping[str, Any]) -> OutputFileResult:
        """Run the output-file tool; a mistake the model can fix comes back as text (R4.2)."""
        try:
            ticket = self.client.create_output_file(
                self._require_job(), **self._output_file_arguments(arguments)
            )
        except ValidationError as exc:
            return OutputFileResult(None, exc.detail)
        return self._created(ticket)

    def verify_output(self, output: object, *, attempt: int) -> VerifyResponse:
        """The verification gate before the run ends: passed, retry or fail (R4.6, R4.7)."""
        assert self.output_schema is not None
        return self.client.verify_output_files(
            self._require_job(),
            output_schema=self.output_schema,
            output=output_json(output),
            attempt=attempt,
            max_retries=self.max_output_retries,
            link_existing=self.link_existing,
        )


class AsyncGuard(_GuardBase[AsyncClient]):
    """Guards one run through an `AsyncClient`; the same settings and methods as `Guard`."""

    async def check_tool_call(
        self, tool_name: str, messages: Sequence[object], *, tool_call_id: str | None = None
    ) -> Verdict:
        """Tool-scope pre guardrails on the call (R1.7, R1.9): may the tool run?"""
        stage = Stage.PRE
        if not self.guardrails:
            return Verdict(True, stage, tool_name)
        try:
            response = await self.client.evaluate_guardrails(
                **self._evaluation(
                    scope=Scope.TOOL,
                    stage=stage,
                    tool_name=tool_name,
                    tool_call_id=tool_call_id,
                    messages=[jsonable(m) for m in messages],
                )
            )
        except AttachguardError as exc:
            return denied(exc, stage=stage, tool_name=tool_name)
        return verdict_of(response, stage=stage, tool_name=tool_name)

    async def check_tool_result(
        self,
        tool_name: str,
        messages: Sequence[object],
        result: object,
        *,
        tool_call_id: str | None = None,
    ) -> Verdict:
        """Learn the files `result` returns, then tool-scope post guardrails on it."""
        stage = Stage.POST
        try:
            await self.learn_files(result)
            if not self.guardrails:
                return Verdict(True, stage, tool_name)
            conversation = [*(jsonable(m) for m in messages), jsonable(result)]
            response = await self.client.evaluate_guardrails(
                **self._evaluation(
                    scope=Scope.TOOL,
                    stage=stage,
                    tool_name=tool_name,
                    tool_call_id=tool_call_id,
                    messages=conversation,
                )
            )
        except AttachguardError as exc:
            return denied(exc, stage=stage, tool_name=tool_name)
        return verdict_of(response, stage=stage, tool_name=tool_name)

    async def check_output(self, output: object, messages: Sequence[object] = ()) -> Verdict:
        """Agent-scope post guardrails on the final output."""
        stage = Stage.POST
        if not self.guardrails:
            return Verdict(True, stage, None)
        evaluation = self._evaluation(
            scope=Scope.AGENT,
            stage=stage,
            tool_name=None,
            messages=[jsonable(m) for m in messages],
        )
        try:
            response = await self.client.evaluate_guardrails(
                **evaluation, output=output_json(output)
            )
        except AttachguardError as exc:
            return denied(exc, stage=stage, tool_name=None)
        return verdict_of(response, stage=stage, tool_name=None)

    async def learn_files(self, result: object) -> list[JobAttachment]:
        """Add the files a tool result names to the registry, as the store describes them."""
        learned: list[JobAttachment] = []
        for attachment_id in self._new_ticket_ids(result):
            try:
                attachment = await self.client.describe_attachment(attachment_id)
            except NotFoundError:
                continue
            if self.registry.add(attachment):
                learned.append(attachment)
        return learned

    async def materialize(self, tool_name: str, result: object) -> Json:
        """The result with `FilePath` on each ticket whose file is now in the workspace."""
        if self.workspace_id is None:
            return jsonable(result)
        try:
            answer = await self.client.materialize_tool_result(
                workspace_id=self.workspace_id,
                tool_name=tool_name,
                result=result,
                job_key=self.job_key,
            )
        except AttachguardError as exc:
            self._materialize_failed(tool_name, exc)
            return jsonable(result)
        return answer.result

    async def output_files(self) -> FieldsResponse | None:
        """The output schema's file fields, prompt and tool; None without file fields."""
        if self.output_schema is None:
            return None
        if self._fields is None:
            self._fields = await self.client.describe_output_fields(
                self.output_schema, workspace=self.workspace_id is not None
            )
        return self._fields if _has_file_fields(self._fields) else None

    async def create_output_file(self, arguments: Mapping[str, Any]) -> OutputFileResult:
        """Run the output-file tool; a mistake the model can fix comes back as text (R4.2)."""
        try:
            ticket = await self.client.create_output_file(
                self._require_job(), **self._output_file_arguments(arguments)
            )
        except ValidationError as exc:
            return OutputFileResult(None, exc.detail)
        return self._created(ticket)

    async def verify_output(self, output: object, *, attempt: int) -> VerifyResponse:
        """The verification gate before the run ends: passed, retry or fail (R4.6, R4.7)."""
        assert self.output_schema is not None
        return await self.client.verify_output_files(
            self._require_job(),
            output_schema=self.output_schema,
            output=output_json(output),
            attempt=attempt,
            max_retries=self.max_output_retries,
            link_existing=self.link_existing,
        )


__all__ = [
    "AsyncGuard",
    "Guard",
    "GuardrailBlockedError",
    "OnBlock",
    "OutputFileResult",
    "OutputFilesRejectedError",
    "Verdict",
    "canonical_id",
]
