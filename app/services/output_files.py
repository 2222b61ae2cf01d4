"""Output-file use cases: publish a file the agent wrote, describe and verify file fields (R4)."""

from __future__ import annotations

import base64
import binascii
import hashlib
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any

import orjson

from app.domain.file_fields import FileField, SchemaError, find_file_fields
from app.domain.mime import guess_mime_type
from app.domain.output_files import (
    OUTPUT_FILE_TOOL,
    FieldProblem,
    Gate,
    ProblemKind,
    corrective_message,
    files_prompt,
    gate,
    inspect_output,
    output_file_name,
    tool_description,
    tool_input_schema,
)
from app.domain.ticket import canonical_key
from app.errors import (
    AttachmentNotFound,
    EmptyFileName,
    InvalidBase64,
    InvalidOutputSchema,
    MissingContent,
    MissingFileName,
    MissingWorkspaceId,
    MultipleContents,
)
from app.store.protocol import AttachmentStore, StoredAttachment
from app.store.workspace import Workspaces


@dataclass(frozen=True, slots=True)
class NewOutputFile:
    """The arguments of the output-file tool, as the model gave them."""

    file_name: str | None
    content: str | None = None
    content_base64: str | None = None
    workspace_path: str | None = None
    workspace_id: str | None = None


# Failed verifications are counted in the tenant's stream `verify/<job>/<schema digest>`.
VERIFY_STREAM = "verify"


async def _once(data: bytes) -> AsyncIterator[bytes]:
    yield data


class OutputFileService:
    """Output files of jobs (R4): files are capped at `max_file_bytes`, schemas at a depth."""

    def __init__(
        self,
        store: AttachmentStore,
        workspaces: Workspaces,
        *,
        max_file_bytes: int,
        max_schema_depth: int,
        max_retries: int = 5,
    ) -> None:
        self._store = store
        self._workspaces = workspaces
        self._max_file_bytes = max_file_bytes
        self._max_schema_depth = max_schema_depth
        self._max_retries = max_retries

    async def create(self, tenant: str, job_key: str, request: NewOutputFile) -> StoredAttachment:
        """Store the file, link it to the job, and return it (R4.1).

        Every correctable mistake (R4.2) raises a 422 whose detail can be handed to the model
        verbatim and whose code names the mistake.
        """
        if request.file_name is None:
            raise MissingFileName(
                "Give `file_name`: the name of the file with an extension, e.g. 'report.md'."
            )
        name = output_file_name(request.file_name)
        if name is None:
            raise EmptyFileName(
                "`file_name` has no usable name after its last '/'. Give a name such as "
                "'report.md'."
            )
        given = [
            key
            for key in ("content", "content_base64", "workspace_path")
            if getattr(request, key) is not None
        ]
        if not given:
            raise MissingContent(
                "Give the file's body: `content` for text, `content_base64` for bytes, or "
                "`workspace_path` for a file you already wrote in your workspace."
            )
        if len(given) > 1:
            raise MultipleContents(
                f"Give exactly one of `content`, `content_base64` or `workspace_path`, not "
                f"{' and '.join(f'`{k}`' for k in given)}."
            )
        chunks: AsyncIterator[bytes]
        if request.content is not None:
            chunks = _once(request.content.encode("utf-8"))
        elif request.content_base64 is not None:
            try:
                chunks = _once(base64.b64decode(request.content_base64, validate=True))
            except (binascii.Error, ValueError):
                raise InvalidBase64(
                    "`content_base64` is not valid base64. Encode the bytes with standard base64, "
                    "or send text as `content` instead."
                ) from None
        elif request.workspace_path is not None:
            if request.workspace_id is None:
                raise MissingWorkspaceId("`workspace_path` needs the run's `workspace_id`.")
            workspace = self._workspaces.get(tenant, request.workspace_id)
            # Containment and file-type errors surface here, before anything is kept.
            chunks = await workspace.open_relative(request.workspace_path)
        # Linked in the same step that makes it visible: never stored but unlinked.
        return await self._store.save(
            tenant,
            name=name,
            mime_type=guess_mime_type(name),
            chunks=chunks,
            max_bytes=self._max_file_bytes,
            job_key=job_key,
        )

    @staticmethod
    def _budget_stream(job_key: str, fields: Sequence[FileField]) -> str:
        """The job's budget for outputs with these file fields: the schema's wording (a
        description, a title, the order of its keys) changed between attempts is the same
        output, and no new budget."""
        shape = sorted([field.name, list(field.path), field.required] for field in fields)
        digest = hashlib.sha256(orjson.dumps(shape)).hexdigest()
        return f"{VERIFY_STREAM}/{canonical_key(job_key)}/{digest[:32]}"

    async def _claim_failure(self, tenant: str, job_key: str, fields: Sequence[FileField]) -> int:
        """Count one more failed verification of this job and file fields, and say how many came
        before it (R4.7, kept here): one object per failure, created once, so verifications
        at once (in one process or across replicas) each claim their own number, and only as
        many of them as the budget allows are told to retry."""
        stream = self._budget_stream(job_key, fields)
        number = len(await self._store.segment_names(tenant, stream))
        # Past the largest budget any caller may have, the answer is `fail` whatever the
        # count: no more objects (a storm of failing verifications left one each, and each
        # new one raced every other for its number).
        while number < self._max_retries:
            if await self._store.put_segment(tenant, stream, f"{number:06d}", b""):
                return number
            number += 1
        return number

    def _fields(self, schema: object) -> list[FileField]:
        """The schema's file fields, or a 422 naming why the schema cannot be walked."""
        try:
            return find_file_fields(schema, max_depth=self._max_schema_depth)
        except SchemaError as exc:
            raise InvalidOutputSchema(exc.code, exc.detail) from None

    def describe_fields(self, schema: object, *, workspace: bool) -> FieldsDescription:
        """File fields plus the prompt and the tool a runtime gives the model (R4.4, R4.5)."""
        fields = self._fields(schema)
        return FieldsDescription(
            fields=fields,
            prompt=files_prompt(fields),
            tool_name=OUTPUT_FILE_TOOL,
            tool_description=tool_description(workspace=workspace),
            tool_input_schema=tool_input_schema(workspace=workspace),
        )

    async def verify(
        self,
        tenant: str,
        job_key: str,
        *,
        schema: object,
        output: object,
        attempt: int,
        max_retries: int,
        link_existing: bool,
    ) -> Verification:
        """Check every file field of the output against the job (R4.6) and gate retries (R4.7).

        A complete ticket passes only when its id is linked to this job; with `link_existing`,
        an id the tenant's store holds is linked instead (a child job's file handed on). The
        retry budget is kept by the service per job and file fields (the schema's wording
        aside): the attempt counted is the caller's or the number of failures seen, whichever
        is more, and `max_retries` is capped by the settings.
        """
        fields = self._fields(schema)
        problems, tickets = inspect_output(fields, output)
        if tickets:
            linked = {record.id for record in await self._store.linked(tenant, job_key)}
            for filled in tickets:
                if filled.attachment_id in linked:
                    continue
                if link_existing:
                    try:
                        await self._store.link(tenant, job_key, filled.attachment_id)
                    except AttachmentNotFound:
                        pass
                    else:
                        linked.add(filled.attachment_id)
                        continue
                problems.append(
                    FieldProblem(
                        filled.field.name,
                        filled.field.path,
                        ProblemKind.UNLINKED,
                        filled.attachment_id,
                    )
                )
        order = {field.path: index for index, field in enumerate(fields)}
        problems.sort(key=lambda p: order.get(p.path, len(order)))
        max_retries = min(max_retries, self._max_retries)
        if problems:
            # The budget is the service's: a runtime that replays `attempt: 0` (or forgets to
            # count, or asks many times at once) still runs out of corrections.
            attempt = max(attempt, await self._claim_failure(tenant, job_key, fields))
        status = gate(has_problems=bool(problems), attempt=attempt, max_retries=max_retries)
        if status is Gate.RETRY:
            attempt += 1
        return Verification(
            status=status,
            problems=problems,
            message=corrective_message(problems, status),
            attempt=attempt,
            retries_left=max(0, max_retries - attempt),
        )


@dataclass(frozen=True, slots=True)
class FieldsDescription:
    fields: list[FileField]
    prompt: str
    tool_name: str
    tool_description: str
    tool_input_schema: dict[str, Any]


@dataclass(frozen=True, slots=True)
class Verification:
    status: Gate
    problems: list[FieldProblem]
    message: str
    attempt: int
    retries_left: int
