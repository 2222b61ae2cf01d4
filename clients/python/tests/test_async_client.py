"""Every operation of the contract through `AsyncClient`, against the live server."""

from __future__ import annotations

import io
import os
import re
import uuid
from collections import Counter
from pathlib import Path

import pytest

from attachguard_client import AsyncClient, Decision, Gate, NotFoundError, ValidationError
from attachguard_client.contract import GATEWAY_OPERATIONS
from tests.conftest import API_KEY, CLEAN, INJECTION, UNSAFE_FILES, LiveServer
from tests.test_client import REPORT_SCHEMA
from tests.test_contract import METHODS, _spec

pytestmark = pytest.mark.anyio

REQUESTS = re.compile(
    r'^attachguard_http_requests_total\{method="(\w+)",route="([^"]+)",status="2\d\d"\} (\S+)$',
    re.MULTILINE,
)


def _answered(metrics: str) -> Counter[tuple[str, str]]:
    """Successful requests the service counted, by method and route template."""
    counts: Counter[tuple[str, str]] = Counter()
    for method, route, value in REQUESTS.findall(metrics):
        counts[method, route] += int(float(value))
    return counts


async def test_every_operation(live_server: LiveServer, tmp_path: Path) -> None:
    job = f"job-{uuid.uuid4().hex[:12]}"
    async with AsyncClient(live_server.base_url, api_key=API_KEY) as client:
        before = _answered(await client.metrics())
        assert (await client.healthz()).status == "ok"
        assert (await client.readyz()).status == "ready"
        assert "# HELP" in await client.metrics()

        data = os.urandom(1024 * 1024 + 3)
        source = tmp_path / "data.bin"
        source.write_bytes(data)
        uploaded = await client.upload_attachment(source, job_key=job)
        assert await client.describe_attachment(uploaded.id) == uploaded
        target = tmp_path / "copy.bin"
        info = await client.download_attachment(uploaded.id, target, chunk_size=100_000)
        assert (target.read_bytes(), info.size) == (data, len(data))
        async with client.stream_attachment(uploaded.id, byte_range=(10, 19)) as download:
            assert b"".join([c async for c in download.aiter_bytes()]) == data[10:20]

        brief = await client.upload_attachment(io.BytesIO(INJECTION), filename="brief.txt")
        await client.link_attachment(job, brief.id)
        listed = await client.list_job_attachments(job)
        assert [t.id for t in listed] == [uploaded.id, brief.id]

        messages = [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": "c1",
                        "type": "function",
                        "function": {
                            "name": "fetch_brief",
                            "arguments": f'{{"file": {{"ID": "{brief.id}"}}}}',
                        },
                    }
                ],
            }
        ]
        resolved = await client.resolve_attachments(
            scope="tool", stage="pre", tool_name="fetch_brief", messages=messages, registry=[brief]
        )
        assert [a.id for a in resolved.attachments] == [brief.id]
        verdict = await client.evaluate_guardrails(
            scope="tool",
            stage="pre",
            tool_name="fetch_brief",
            messages=messages,
            registry=[brief],
            guardrails=[UNSAFE_FILES],
        )
        assert verdict.decision is Decision.BLOCK
        # No job key on that evaluation: the job's decision stream is empty, and readable.
        assert (await client.list_decisions(job)).decisions == []
        await client.delete_decisions(job)
        assert await client.export_decisions(job) == []

        clean = await client.upload_attachment(io.BytesIO(CLEAN), filename="notes.txt")
        result = {
            "role": "tool",
            "tool_call_id": "c1",
            "content": [
                {"type": "text", "text": f'{{"ID": "{clean.id}", "FullName": "notes.txt"}}'}
            ],
        }
        answer = await client.materialize_tool_result(
            workspace_id="ws-async", tool_name="fetch_notes", result=result
        )
        [file] = answer.files
        assert file.path is not None
        sink = io.BytesIO()
        await client.read_workspace_file("ws-async", file.path, sink)
        assert sink.getvalue() == CLEAN
        async with client.stream_workspace_file("ws-async", file.path.lstrip("/")) as body:
            assert b"".join([c async for c in body.aiter_bytes()]) == CLEAN

        fields = await client.describe_output_fields(REPORT_SCHEMA, workspace=True)
        assert "workspace_path" in str(fields.tool.input_schema)
        with pytest.raises(ValidationError):
            await client.create_output_file(job, file_name=None, content="x")
        ticket = await client.create_output_file(job, file_name="r.md", content="# R")
        gate = await client.verify_output_files(
            job, output_schema=REPORT_SCHEMA, output={"report": ticket.to_wire()}
        )
        assert gate.status is Gate.PASSED
        with pytest.raises(NotFoundError):
            await client.describe_attachment(str(uuid.uuid4()))

        # The service's own count: this test had a successful answer from every operation.
        answered = _answered(await client.metrics()) - before
    operations = {
        (method.upper(), path)
        for path, item in _spec()["paths"].items()
        for method, operation in item.items()
        if method in METHODS and operation["operationId"] not in GATEWAY_OPERATIONS
    }
    assert sorted(operations - set(answered)) == []


async def test_a_failed_download_leaves_no_file(live_server: LiveServer, tmp_path: Path) -> None:
    async with AsyncClient(live_server.base_url, api_key=API_KEY) as client:
        with pytest.raises(NotFoundError):
            await client.download_attachment(str(uuid.uuid4()), tmp_path / "x.bin")
    assert list(tmp_path.iterdir()) == []


async def test_a_jobs_decision_records_stream_one_at_a_time(live_server: LiveServer) -> None:
    job = f"job-{uuid.uuid4().hex[:12]}"
    async with AsyncClient(live_server.base_url, api_key=API_KEY) as client:
        for n in range(2):
            await client.evaluate_guardrails(
                scope="agent",
                stage="pre",
                messages=[{"role": "user", "content": f"Summarise note {n}"}],
                guardrails=[UNSAFE_FILES],
                job_key=job,
            )
        async with client.stream_decisions(job) as records:
            streamed = [record async for record in records]
        keys = [record["key"] for record in streamed]
        assert len(keys) == 2
        assert keys == sorted(keys)
        assert await client.export_decisions(job, after=keys[0]) == streamed[1:]
