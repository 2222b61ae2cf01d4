"""One method per operation of the attachguard contract: `AsyncClient` and `Client`.

Both come from one source. async_client.py (`AsyncClient`) is written by hand; client.py
(`Client`) is generated from it by unasync (`make generate`, scripts/generate_client.py), which
drops `async` and `await` and renames what differs: the httpx2 client and transport, iterators,
context managers, and the waiting and file I/O of concurrency.py. Edit async_client.py only: a
test fails when client.py is not what the generator makes of it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import random
from collections.abc import AsyncIterator, Mapping, Sequence
from types import TracebackType
from typing import Any, Literal, Self

import httpx2

from attachguard_client.concurrency import arun_blocking, asleep
from attachguard_client.download import (
    DEFAULT_CHUNK_SIZE,
    AsyncDownload,
    Destination,
    DownloadInfo,
    PartFile,
)
from attachguard_client.errors import (
    error_from_response,
    error_from_transport,
    error_from_unreadable,
)
from attachguard_client.models import (
    AppliesTo,
    Attachment,
    CreateOutputFileResponse,
    DecisionsResponse,
    EvaluateResponse,
    FieldsResponse,
    HealthResponse,
    JobAttachment,
    JobAttachmentsResponse,
    MaterializeResponse,
    ReadinessResponse,
    ResolveResponse,
    Scope,
    Stage,
    VerifyResponse,
)
from attachguard_client.request import (
    DEFAULT_BASE_URL,
    DEFAULT_CONNECT_TIMEOUT_S,
    DEFAULT_TIMEOUT_S,
    Call,
    GuardrailLike,
    Json,
    TicketLike,
    Upload,
    build_headers,
    condition_headers,
    evaluate_read_timeout,
    guardrail_json,
    jsonable,
    range_header,
    segment,
    subject_body,
    upload_source,
)
from attachguard_client.response import MAX_ERROR_BODY, ModelT, parse_model, parse_record
from attachguard_client.retry import (
    RetryPolicy,
    retry_after_seconds,
    retryable_error,
    retryable_status,
)


class AsyncClient:
    """An attachguard client: `AsyncClient` awaits each call, `Client` blocks on it.

    `api_key` is sent as a bearer token. `timeout` bounds each read and write, and
    `connect_timeout` the connection. Idempotent calls (GET, PUT) are retried on 503s and
    connection failures following `retry`; a POST is retried only when it provably never left
    (the connection could not be made). `transport` replaces the network, for tests.
    """

    def __init__(
        self,
        base_url: str = DEFAULT_BASE_URL,
        *,
        api_key: str | None = None,
        timeout: float = DEFAULT_TIMEOUT_S,
        connect_timeout: float = DEFAULT_CONNECT_TIMEOUT_S,
        retry: RetryPolicy | None = None,
        headers: Mapping[str, str] | None = None,
        transport: httpx2.AsyncBaseTransport | None = None,
    ) -> None:
        self.retry = retry or RetryPolicy()
        self.timeout = timeout
        self._random = random.Random()  # noqa: S311 - jitter, not cryptography
        self._http = httpx2.AsyncClient(
            base_url=base_url,
            headers=build_headers(api_key, headers),
            timeout=httpx2.Timeout(timeout, connect=connect_timeout),
            transport=transport,
            follow_redirects=False,
        )

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the connection pool."""
        await self._http.aclose()

    # --- sending ------------------------------------------------------------------------------

    async def _send(
        self,
        call: Call,
        *,
        files: Mapping[str, Any] | None = None,
        data: Mapping[str, str] | None = None,
        stream: bool = False,
    ) -> httpx2.Response:
        attempts = self.retry.max_attempts if call.retry else 1
        timeout: Any = (
            httpx2.USE_CLIENT_DEFAULT
            if call.read_timeout is None
            else httpx2.Timeout(call.read_timeout, connect=self._http.timeout.connect)
        )
        for attempt in range(1, attempts + 1):
            request = self._http.build_request(
                call.method,
                call.path,
                json=call.json if files is None else None,
                headers=dict(call.headers),
                params=dict(call.params) or None,
                files=files,
                data=data,
                timeout=timeout,
            )
            try:
                response = await self._http.send(request, stream=stream)
            except httpx2.TransportError as exc:
                if attempt < attempts and retryable_error(call.method, exc):
                    await asleep(self.retry.delay(attempt, jitter=self._random.random()))
                    continue
                raise error_from_transport(exc) from exc
            except httpx2.RequestError as exc:
                # Not a transport failure: an answer came but could not be read (a body in a
                # broken encoding, too many redirects). Never retried, never a raw error.
                raise error_from_unreadable(exc) from exc
            if response.is_success or response.status_code == 304:
                return response
            body = await self._error_body(response, stream=stream)
            if attempt < attempts and retryable_status(
                call.method, response.status_code, body, resendable=files is None
            ):
                retry_after = retry_after_seconds(response.headers.get("retry-after"))
                await asleep(
                    self.retry.delay(attempt, jitter=self._random.random(), retry_after=retry_after)
                )
                continue
            raise error_from_response(response, body)
        raise AssertionError("unreachable: the last attempt returns or raises")

    @staticmethod
    async def _error_body(response: httpx2.Response, *, stream: bool) -> bytes:
        if not stream:
            return response.content[:MAX_ERROR_BODY]
        body = bytearray()
        try:
            async for chunk in response.aiter_bytes():
                body.extend(chunk)
                if len(body) >= MAX_ERROR_BODY:
                    break
        except httpx2.TransportError:
            pass  # the status says enough; a broken error body must not hide it
        finally:
            await response.aclose()
        return bytes(body[:MAX_ERROR_BODY])

    async def _json(self, call: Call, model: type[ModelT]) -> ModelT:
        return parse_model(await self._send(call), model)

    # --- operations ---------------------------------------------------------------------------

    async def healthz(self) -> HealthResponse:
        """Liveness: `status` is `ok` when the process answers."""
        return await self._json(Call("healthz", "GET", "/healthz"), HealthResponse)

    async def readyz(self) -> ReadinessResponse:
        """Readiness; a not-ready service raises ServiceUnavailableError (never retried here)."""
        call = Call("readyz", "GET", "/readyz", retry=False)
        return await self._json(call, ReadinessResponse)

    async def metrics(self) -> str:
        """The Prometheus text exposition."""
        call = Call("metrics", "GET", "/metrics", headers={"Accept": "text/plain"})
        response = await self._send(call)
        return response.text

    async def upload_attachment(
        self,
        file: Upload,
        *,
        filename: str | None = None,
        content_type: str | None = None,
        job_key: str | None = None,
    ) -> Attachment:
        """Upload a file, streamed from a path or a binary file object (from its start).

        The name defaults to the path's or the file object's; the service takes the MIME type
        from `content_type`, else from the name's extension. `job_key` links it at once.
        """
        name, stream, owned = upload_source(file, filename)
        try:
            part = (name, stream) if content_type is None else (name, stream, content_type)
            response = await self._send(
                Call("upload_attachment", "POST", "/v1/attachments"),
                files={"file": part},
                data={"job_key": job_key} if job_key is not None else None,
            )
        finally:
            if owned:
                stream.close()
        return parse_model(response, Attachment)

    async def describe_attachment(self, attachment_id: str) -> Attachment:
        """The ticket plus size, sha256 and creation time; NotFoundError when unknown."""
        path = f"/v1/attachments/{segment(attachment_id)}"
        return await self._json(Call("describe_attachment", "GET", path), Attachment)

    @contextlib.asynccontextmanager
    async def stream_attachment(
        self,
        attachment_id: str,
        *,
        byte_range: tuple[int, int | None] | None = None,
        if_none_match: str | None = None,
        if_match: str | None = None,
        if_range: str | None = None,
    ) -> AsyncIterator[AsyncDownload]:
        """Open an attachment's body; read its chunks inside the block. `if_none_match` (an
        ETag or sha256 held: a 304, nothing sent), `if_match` (only this version, else
        `PreconditionFailedError`) and `if_range` (the range only while the ETag is this one,
        else the whole body) are the download's preconditions.

        The download's `iter_bytes()` gives them (`aiter_bytes()` from an `AsyncClient`).
        """
        headers = range_header(byte_range)
        headers.update(
            condition_headers(if_none_match=if_none_match, if_match=if_match, if_range=if_range)
        )
        headers["Accept"] = "*/*"
        path = f"/v1/attachments/{segment(attachment_id)}/content"
        call = Call("download_attachment", "GET", path, headers=headers)
        response = await self._send(call, stream=True)
        try:
            yield AsyncDownload(response)
        finally:
            await response.aclose()

    async def download_attachment(
        self,
        attachment_id: str,
        destination: Destination,
        *,
        byte_range: tuple[int, int | None] | None = None,
        chunk_size: int = DEFAULT_CHUNK_SIZE,
    ) -> DownloadInfo:
        """Write an attachment (or one byte range of it) to a path or a binary file object.

        A path is written through a temporary file and renamed when complete.
        """
        async with self.stream_attachment(attachment_id, byte_range=byte_range) as download:
            return await _write(download, destination, chunk_size)

    async def link_attachment(self, job_key: str, attachment_id: str) -> None:
        """Link an attachment to a job (idempotent)."""
        path = f"/v1/jobs/{segment(job_key)}/attachments/{segment(attachment_id)}"
        await self._send(Call("link_attachment", "PUT", path))

    async def list_job_attachments(self, job_key: str) -> list[JobAttachment]:
        """The tickets linked to a job, in link order."""
        path = f"/v1/jobs/{segment(job_key)}/attachments"
        call = Call("list_job_attachments", "GET", path)
        listed = await self._json(call, JobAttachmentsResponse)
        return listed.attachments

    async def list_decisions(
        self, job_key: str, *, after: str | None = None, limit: int = 100
    ) -> DecisionsResponse:
        """One page of the job's guardrail decision records; pass `next` as `after`."""
        path = f"/v1/jobs/{segment(job_key)}/decisions"
        params = {"limit": str(limit), **({"after": after} if after else {})}
        call = Call("list_decisions", "GET", path, params=params)
        return await self._json(call, DecisionsResponse)

    @contextlib.asynccontextmanager
    async def stream_decisions(
        self, job_key: str, *, after: str | None = None
    ) -> AsyncIterator[AsyncIterator[dict[str, Any]]]:
        """The job's decision records in key order (after the key `after`), read from the
        JSON-lines export one at a time inside the block: a long job's records are never all
        held. An export the connection cut short raises `AttachguardConnectionError` (the
        records read so far are not the whole job)."""
        params = {"format": "jsonl", **({"after": after} if after else {})}
        path = f"/v1/jobs/{segment(job_key)}/decisions"
        call = Call("list_decisions", "GET", path, params=params)
        response = await self._send(call, stream=True)
        try:
            yield _records(response)
        finally:
            await response.aclose()

    async def export_decisions(
        self, job_key: str, *, after: str | None = None, format: Literal["jsonl"] = "jsonl"
    ) -> list[dict[str, Any]]:
        """Every decision record of the job (after the key `after`), read from the JSON-lines
        export; `stream_decisions` reads them one at a time."""
        async with self.stream_decisions(job_key, after=after) as records:
            return [record async for record in records]

    async def delete_decisions(self, job_key: str) -> None:
        """Remove every decision record of the job (records made afterwards are kept)."""
        path = f"/v1/jobs/{segment(job_key)}/decisions"
        await self._send(Call("delete_decisions", "DELETE", path))

    async def resolve_attachments(
        self,
        *,
        scope: Scope | str,
        stage: Stage | str,
        tool_name: str | None = None,
        tool_call_id: str | None = None,
        messages: Sequence[object] = (),
        output: object = None,
        registry: Sequence[TicketLike] = (),
        applies_to: AppliesTo | str = AppliesTo.BOTH,
    ) -> ResolveResponse:
        """What a guardrail at this scope and stage would be sent (R1), without a judge.

        At tool scope `tool_call_id` names the call to judge (a runtime running several calls
        at once knows which one it asks about); without it the service selects by R1.9.
        """
        body = subject_body(
            scope=scope,
            stage=stage,
            tool_name=tool_name,
            tool_call_id=tool_call_id,
            messages=messages,
            output=output,
            registry=registry,
            applies_to=str(applies_to),
        )
        call = Call("resolve_attachments", "POST", "/v1/attachments/resolve", json=body)
        return await self._json(call, ResolveResponse)

    async def evaluate_guardrails(
        self,
        *,
        scope: Scope | str,
        stage: Stage | str,
        guardrails: Sequence[GuardrailLike] = (),
        policy: str | None = None,
        tool_name: str | None = None,
        tool_call_id: str | None = None,
        each_call: bool = False,
        messages: Sequence[object] = (),
        output: object = None,
        registry: Sequence[TicketLike] = (),
        job_key: str | None = None,
        deadline_ms: int | None = None,
    ) -> EvaluateResponse:
        """Evaluate guardrails (R2). A block is an answer, not an exception: check `decision`.

        Any exception from this method means the service could not decide: deny. At tool scope
        `tool_call_id` names the call to judge, as in `resolve_attachments`; `each_call`
        judges every call of the latest assistant turn instead, each reported in `calls`.
        `policy` names a policy of the service's settings; its guardrails run first.
        """
        body = subject_body(
            scope=scope,
            stage=stage,
            tool_name=tool_name,
            tool_call_id=tool_call_id,
            messages=messages,
            output=output,
            registry=registry,
        )
        body["guardrails"] = [guardrail_json(g) for g in guardrails]
        if policy is not None:
            body["policy"] = policy
        if each_call:
            body["each_call"] = True
        if job_key is not None:
            body["job_key"] = job_key
        if deadline_ms is not None:
            body["deadline_ms"] = deadline_ms
        call = Call(
            "evaluate_guardrails",
            "POST",
            "/v1/guardrails/evaluate",
            json=body,
            read_timeout=evaluate_read_timeout(self.timeout, deadline_ms),
        )
        return await self._json(call, EvaluateResponse)

    async def materialize_tool_result(
        self,
        *,
        workspace_id: str,
        tool_name: str,
        result: object,
        job_key: str | None = None,
        link_to_job: bool = False,
    ) -> MaterializeResponse:
        """Download the files a tool result's tickets name into the workspace; set `FilePath`."""
        body: dict[str, Json] = {
            "workspace_id": workspace_id,
            "tool_name": tool_name,
            "result": jsonable(result),
            "link_to_job": link_to_job,
        }
        if job_key is not None:
            body["job_key"] = job_key
        call = Call("materialize_tool_result", "POST", "/v1/tool-results/materialize", json=body)
        return await self._json(call, MaterializeResponse)

    @contextlib.asynccontextmanager
    async def stream_workspace_file(
        self, workspace_id: str, name: str
    ) -> AsyncIterator[AsyncDownload]:
        """Open a workspace file's body; read its chunks inside the block, as for attachments."""
        path = f"/v1/workspaces/{segment(workspace_id)}/files/{segment(name)}"
        call = Call("read_workspace_file", "GET", path, headers={"Accept": "*/*"})
        response = await self._send(call, stream=True)
        try:
            yield AsyncDownload(response)
        finally:
            await response.aclose()

    async def read_workspace_file(
        self,
        workspace_id: str,
        name: str,
        destination: Destination,
        *,
        chunk_size: int = DEFAULT_CHUNK_SIZE,
    ) -> DownloadInfo:
        """Write a workspace file (`name` as in `FilePath`, without the `/`) to a destination."""
        async with self.stream_workspace_file(workspace_id, name.lstrip("/")) as download:
            return await _write(download, destination, chunk_size)

    async def create_output_file(
        self,
        job_key: str,
        *,
        file_name: str | None,
        content: str | None = None,
        content_base64: str | None = None,
        workspace_path: str | None = None,
        workspace_id: str | None = None,
    ) -> JobAttachment:
        """Publish a file the agent authored as an attachment linked to the job (R4.1).

        The model's mistakes are ValidationError with a `detail` to hand back to it verbatim.
        """
        body = {
            key: value
            for key, value in {
                "file_name": file_name,
                "content": content,
                "content_base64": content_base64,
                "workspace_path": workspace_path,
                "workspace_id": workspace_id,
            }.items()
            if value is not None
        }
        path = f"/v1/jobs/{segment(job_key)}/output-files"
        call = Call("create_output_file", "POST", path, json=body)
        created = await self._json(call, CreateOutputFileResponse)
        return created.file

    async def describe_output_fields(
        self, output_schema: Mapping[str, Any], *, workspace: bool = False
    ) -> FieldsResponse:
        """An output schema's file fields, the prompt and the output-file tool (R4.4, R4.5)."""
        body = {"output_schema": jsonable(output_schema), "workspace": workspace}
        call = Call("describe_output_fields", "POST", "/v1/output-files/fields", json=body)
        return await self._json(call, FieldsResponse)

    async def verify_output_files(
        self,
        job_key: str,
        *,
        output_schema: Mapping[str, Any],
        output: object,
        attempt: int = 0,
        max_retries: int = 2,
        link_existing: bool = False,
    ) -> VerifyResponse:
        """Check an agent's output files before the run ends: passed, retry or fail (R4.6-7)."""
        body = {
            "output_schema": jsonable(output_schema),
            "output": jsonable(output),
            "attempt": attempt,
            "max_retries": max_retries,
            "link_existing": link_existing,
        }
        path = f"/v1/jobs/{segment(job_key)}/output-files/verify"
        call = Call("verify_output_files", "POST", path, json=body)
        return await self._json(call, VerifyResponse)


async def _write(
    download: AsyncDownload, destination: Destination, chunk_size: int
) -> DownloadInfo:
    # File writes are blocking I/O: `AsyncClient` makes them in a worker thread (concurrency.py),
    # so a large download never blocks the event loop.
    size = 0
    if not isinstance(destination, str | os.PathLike):
        async for chunk in download.aiter_bytes(chunk_size):
            await arun_blocking(destination.write, chunk)
            size += len(chunk)
        return dataclasses.replace(download.info, size=size)
    part = await arun_blocking(PartFile, destination)
    try:
        async for chunk in download.aiter_bytes(chunk_size):
            await arun_blocking(part.file.write, chunk)
            size += len(chunk)
    except BaseException:
        part.discard()  # at once: a cancelled task must still leave no partial file
        raise
    if download.info.not_modified:
        await arun_blocking(part.discard)
    else:
        await arun_blocking(part.commit)
    return dataclasses.replace(download.info, size=size)


async def _records(response: httpx2.Response) -> AsyncIterator[dict[str, Any]]:
    try:
        async for line in response.aiter_lines():
            if line:
                yield parse_record(response, line)
    except httpx2.TransportError as exc:
        raise error_from_transport(exc) from exc
    except httpx2.RequestError as exc:
        raise error_from_unreadable(exc) from exc
