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
import threading
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
from attachguard_client.tickets import (
    Registry,
    canonical_id,
    complete_tickets,
    find_result_ticket_ids,
)

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
    def decision(self) -> Decision | str | None:
        """`block` or `escalate` (or a decision a newer server added, which denies too); None
        when the service could not decide."""
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


def _nullable(schema: object) -> bool:
    if not isinstance(schema, Mapping):
        return False
    kind = schema.get("type")
    if kind == "null" or (isinstance(kind, list) and "null" in kind):
        return True
    return any(
        _nullable(member)
        for keyword in ("anyOf", "oneOf")
        for member in (schema.get(keyword) or [])
    )


def _nullable_fields_optional(node: object) -> None:
    # pydantic lists `x: T | None` (no default) as required; for an output file it means "may
    # be absent", so the service must not ask for it (R4.4 reads `required`).
    if isinstance(node, dict):
        properties = node.get("properties")
        required = node.get("required")
        if isinstance(properties, dict) and isinstance(required, list):
            kept = [k for k in required if not _nullable(properties.get(k))]
            if kept:
                node["required"] = kept
            else:
                del node["required"]
        for child in node.values():
            _nullable_fields_optional(child)
    elif isinstance(node, list):
        for child in node:
            _nullable_fields_optional(child)


def schema_json(schema: OutputSchema) -> dict[str, Any]:
    """An output schema as JSON Schema; a pydantic model gives its own (by alias).

    From a pydantic model, a field that accepts `None` is optional even without a default
    (`report: JobAttachment | None` does not demand a file); type it `JobAttachment` to
    demand one. A JSON Schema given as a mapping is sent as it is.
    """
    if isinstance(schema, type) and issubclass(schema, BaseModel):
        derived = schema.model_json_schema(by_alias=True)
        _nullable_fields_optional(derived)
        return derived
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


class OutputFields:
    """The output schema's file fields, prompt and tool as the service describes them: asked
    once per adapter (and per "has a workspace"), shared by the guards of its runs."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._answers: dict[bool, FieldsResponse] = {}

    def get(self, workspace: bool) -> FieldsResponse | None:
        with self._lock:
            return self._answers.get(workspace)

    def put(self, workspace: bool, answer: FieldsResponse) -> FieldsResponse:
        with self._lock:
            return self._answers.setdefault(workspace, answer)

    def fetch(self, client: Client, schema: Json, workspace: bool) -> FieldsResponse:
        """The answer for `workspace`, asked of the service the first time."""
        answer = self.get(workspace)
        if answer is None:
            answer = self.put(workspace, client.describe_output_fields(schema, workspace=workspace))
        return answer

    async def afetch(self, client: AsyncClient, schema: Json, workspace: bool) -> FieldsResponse:
        """`fetch` through an `AsyncClient`."""
        answer = self.get(workspace)
        if answer is None:
            asked = await client.describe_output_fields(schema, workspace=workspace)
            answer = self.put(workspace, asked)
        return answer


def file_fields(answer: FieldsResponse | None) -> FieldsResponse | None:
    """`answer` when the output schema has file fields, else None."""
    return answer if _has_file_fields(answer) else None


ClientT = TypeVar("ClientT", Client, AsyncClient)


def registry_of(registry: Registry | Iterable[TicketLike] | None) -> Registry:
    """A `Registry` as given, or one holding the tickets given (None: an empty one)."""
    if isinstance(registry, Registry):
        return registry
    return Registry(registry or ())


class _GuardBase(Generic[ClientT]):
    """Settings of one run and the pure parts of guarding it."""

    def __init__(
        self,
        client: ClientT,
        *,
        guardrails: Iterable[GuardrailLike] = (),
        policy: str | None = None,
        job_key: str | None = None,
        workspace_id: str | None = None,
        registry: Registry | Iterable[TicketLike] | None = (),
        output_schema: OutputSchema | None = None,
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
        output_fields: OutputFields | None = None,
    ) -> None:
        self.client: ClientT = client
        self.guardrails: list[Json] = [guardrail_json(g) for g in guardrails]
        # A named policy of the service's settings: its guardrails run before these.
        self.policy = policy
        self.job_key = job_key
        self.workspace_id = workspace_id
        self.registry = registry_of(registry)
        self.output_schema = None if output_schema is None else schema_json(output_schema)
        self.max_output_retries = max_output_retries
        self.link_existing = link_existing
        self.deadline_ms = deadline_ms
        self._fields = output_fields if output_fields is not None else OutputFields()
        self._job_files_loaded = job_key is None
        if self.output_schema is not None and job_key is None:
            raise ValueError(
                "an output schema needs a job_key: output files belong to a job (give the run "
                "one, or the adapter a default)"
            )

    @property
    def checks(self) -> bool:
        """Whether there is anything to evaluate: guardrails, or a named policy."""
        return bool(self.guardrails) or self.policy is not None

    def _add_job_files(self, tickets: Iterable[JobAttachment]) -> None:
        for ticket in tickets:
            self.registry.add(ticket)
        self._job_files_loaded = True

    def complete_tickets(self, arguments: object) -> tuple[object, bool]:
        """`arguments` with `FullName`/`MimeType` filled in on the `{"ID": …}` objects naming a
        file of the registry (call `load_job_files` first); and whether any was."""
        return complete_tickets(arguments, self.registry)

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
            "policy": self.policy,
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
    is the run's job: its linked files join the registry (fetched once, before the first
    evaluation) and it owns the output files; `workspace_id` receives the files tools return;
    `registry` holds more input files (tools' files are added as they arrive); `output_schema`
    (a JSON Schema or a pydantic model) declares the output files to verify before the run ends.
    """

    def load_job_files(self) -> None:
        """Add the job's linked files to the registry, once (a failure is tried again later)."""
        if not self._job_files_loaded and self.job_key is not None:
            self._add_job_files(self.client.list_job_attachments(self.job_key))

    def check_tool_call(
        self, tool_name: str, messages: Sequence[object], *, tool_call_id: str | None = None
    ) -> Verdict:
        """Tool-scope pre guardrails on the call (R1.7, R1.9): may the tool run?"""
        stage = Stage.PRE
        if not self.checks:
            return Verdict(True, stage, tool_name)
        try:
            self.load_job_files()
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
            if not self.checks:
                return Verdict(True, stage, tool_name)
            self.load_job_files()
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
        if not self.checks:
            return Verdict(True, stage, None)
        try:
            self.load_job_files()
            evaluation = self._evaluation(
                scope=Scope.AGENT,
                stage=stage,
                tool_name=None,
                messages=[jsonable(m) for m in messages],
            )
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
        workspace = self.workspace_id is not None
        return file_fields(self._fields.fetch(self.client, self.output_schema, workspace))

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

    async def load_job_files(self) -> None:
        """Add the job's linked files to the registry, once (a failure is tried again later)."""
        if not self._job_files_loaded and self.job_key is not None:
            self._add_job_files(await self.client.list_job_attachments(self.job_key))

    async def check_tool_call(
        self, tool_name: str, messages: Sequence[object], *, tool_call_id: str | None = None
    ) -> Verdict:
        """Tool-scope pre guardrails on the call (R1.7, R1.9): may the tool run?"""
        stage = Stage.PRE
        if not self.checks:
            return Verdict(True, stage, tool_name)
        try:
            await self.load_job_files()
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
            if not self.checks:
                return Verdict(True, stage, tool_name)
            await self.load_job_files()
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
        if not self.checks:
            return Verdict(True, stage, None)
        try:
            await self.load_job_files()
            evaluation = self._evaluation(
                scope=Scope.AGENT,
                stage=stage,
                tool_name=None,
                messages=[jsonable(m) for m in messages],
            )
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
        workspace = self.workspace_id is not None
        return file_fields(await self._fields.afetch(self.client, self.output_schema, workspace))

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


class RunDefaults:
    """An adapter's settings: what every run it serves gets, and the job and workspace of the
    runs that do not name their own. `guard` makes one run's guard from them.

    `registry` holds the files every run is given on top of its job's; a `Registry` is read
    when each run starts, so a ticket added to it reaches the runs that start afterwards.
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
        max_output_retries: int = 2,
        link_existing: bool = False,
        deadline_ms: int | None = None,
    ) -> None:
        self.client = client
        self.guardrails: list[Json] = [guardrail_json(g) for g in guardrails]
        # A named policy of the service's settings: its guardrails run before these.
        self.policy = policy
        self.job_key = job_key
        self.workspace_id = workspace_id
        self.registry = registry_of(registry)
        self.output_schema = None if output_schema is None else schema_json(output_schema)
        self.max_output_retries = max_output_retries
        self.link_existing = link_existing
        self.deadline_ms = deadline_ms
        self.output_fields = OutputFields()

    def guard(self, job_key: str | None, workspace_id: str | None) -> Guard | AsyncGuard:
        """A new run's guard: a `Guard` for a `Client`, an `AsyncGuard` for an `AsyncClient`.

        Raises `ValueError` when there is an output schema and the run has no job.
        """
        settings: dict[str, Any] = {
            "guardrails": self.guardrails,
            "policy": self.policy,
            "job_key": job_key,
            "workspace_id": workspace_id,
            "registry": Registry(self.registry.tickets()),
            "output_schema": self.output_schema,
            "max_output_retries": self.max_output_retries,
            "link_existing": self.link_existing,
            "deadline_ms": self.deadline_ms,
            "output_fields": self.output_fields,
        }
        if isinstance(self.client, Client):
            return Guard(self.client, **settings)
        return AsyncGuard(self.client, **settings)


__all__ = [
    "AsyncGuard",
    "Guard",
    "GuardrailBlockedError",
    "OnBlock",
    "OutputFields",
    "OutputFileResult",
    "OutputFilesRejectedError",
    "RunDefaults",
    "Verdict",
    "canonical_id",
]
