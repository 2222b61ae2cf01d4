"""Decision records: one append-only record per evaluation, in the tenant's space of the store.

A record says what was decided and why, never what was judged: ids, names, outcomes, causes,
timings and the sha256 of the judged text, not the text or any file's content. Records of a
job live in the stream `decisions/<job_key>` (evaluations without a job key in
`decisions-unkeyed`), in append order, on disk and on S3 alike.

Records are written behind the answer: an evaluation queues its record (bounded by
`max_pending`) and one writer task stores them in order, so neither a disk sync nor an S3 PUT
sits on a guardrail's latency. Listing first waits for the records this process has queued,
so a client reads its own decisions; shutdown drains the queue. A record that finds the queue
full, or that the store refuses, is counted and logged, and the decision still answers.
"""

from __future__ import annotations

import hashlib
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import anyio
import orjson
from opentelemetry import context as otel_context

from app.domain.ticket import canonical_key, is_safe_key
from app.errors import AttachguardError
from app.observability import request_id_var
from app.services.attachments import require_job_key
from app.store.protocol import MAX_RECORD_BYTES, AttachmentStore
from app.tracing import current_trace_id

logger = logging.getLogger("attachguard.decisions")

UNKEYED = "decisions-unkeyed"
# Free text in a record (a judge's reason, the decision message) is cut to this.
MAX_TEXT_CHARS = 500
MAX_PAGE = 1000


def _stream(job_key: str | None) -> str:
    if job_key is None or not is_safe_key(job_key):
        return UNKEYED  # the record still names the job key
    return f"decisions/{canonical_key(job_key)}"


def input_digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _cut(text: str | None) -> str | None:
    if text is None or len(text) <= MAX_TEXT_CHARS:
        return text
    return text[: MAX_TEXT_CHARS - 1] + "\u2026"


@dataclass(frozen=True, slots=True)
class DecisionPage:
    decisions: list[dict[str, Any]]
    next: str | None
    limit: int


# A queued record: tenant, record, and the trace context of the request that made it.
_Queued = tuple[str, dict[str, Any], otel_context.Context]


class DecisionLog:
    """Writes (behind the answer) and lists decision records through the attachment store."""

    def __init__(
        self, store: AttachmentStore, metrics_failed: Any, *, max_pending: int = 10_000
    ) -> None:
        self._store = store
        self._failed = metrics_failed
        self._send, self._receive = anyio.create_memory_object_stream[_Queued](max_pending)
        self._pending = 0
        self._idle = anyio.Event()
        self._idle.set()
        self._running = False

    async def run(self) -> None:
        """The writer: stores queued records in order until `close`; started by the lifespan."""
        self._running = True
        try:
            async with self._receive:
                async for tenant, record, context in self._receive:
                    # The store's span joins the trace of the request that decided.
                    token = otel_context.attach(context)
                    try:
                        await self.append(tenant, record)
                    finally:
                        otel_context.detach(token)
                    self._pending -= 1
                    if self._pending == 0:
                        self._idle.set()
        finally:
            self._running = False

    def submit(self, tenant: str, record: dict[str, Any]) -> None:
        """Queue a record for the writer (stored at once when no writer runs)."""
        try:
            self._send.send_nowait((tenant, record, otel_context.get_current()))
        except (anyio.WouldBlock, anyio.ClosedResourceError):
            self._failed.inc()
            logger.error("decision record dropped: the queue is full or closed")
            return
        if self._pending == 0:
            self._idle = anyio.Event()
        self._pending += 1

    async def flush(self) -> None:
        """Wait until every record queued so far is stored."""
        if self._running:
            await self._idle.wait()

    def close(self) -> None:
        """No more records; the writer stores what is queued, then ends."""
        self._send.close()

    @staticmethod
    def record(
        *,
        tenant: str,
        job_key: str | None,
        tool_call_id: str | None,
        scope: str,
        stage: str,
        tool_name: str | None,
        judged: str,
        decision: str,
        message: str | None,
        guardrails: list[dict[str, Any]],
    ) -> dict[str, Any]:
        """The record of one evaluation (see the module docstring for what it never holds)."""
        now = time.time()
        return {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(now))
            + f".{int((now % 1) * 1000):03d}Z",
            "request_id": request_id_var.get(),
            "trace_id": current_trace_id(),
            "tenant": tenant,
            "job_key": job_key,
            "tool_call_id": tool_call_id,
            "scope": scope,
            "stage": stage,
            "tool": tool_name,
            "input_sha256": input_digest(judged),
            "decision": decision,
            "message": _cut(message),
            "guardrails": [{**g, "reason": _cut(g.get("reason"))} for g in guardrails],
        }

    async def append(self, tenant: str, record: dict[str, Any]) -> str | None:
        """Store the record; a store that fails is logged and counted, and the decision still
        answers (the caller must not wait on an audit trail to keep an agent safe)."""
        data = orjson.dumps(record)
        if len(data) > MAX_RECORD_BYTES:
            for guardrail in record["guardrails"]:
                guardrail["reason"] = None
            record["truncated"] = True
            data = orjson.dumps(record)
        if len(data) > MAX_RECORD_BYTES:
            record["guardrails"] = record["guardrails"][:50]
            data = orjson.dumps(record)
        try:
            return await self._store.append_record(tenant, _stream(record["job_key"]), data)
        except (AttachguardError, OSError) as exc:
            self._failed.inc()
            logger.error(
                "decision record not written",
                extra={"cause": type(exc).__name__, "job_key": record["job_key"]},
            )
            return None

    async def page(
        self, tenant: str, job_key: str, *, after: str | None, limit: int
    ) -> DecisionPage:
        """One page of the job's records in order; `next` continues after the last one."""
        limit = max(1, min(limit, MAX_PAGE))
        stream = _stream(require_job_key(job_key))
        await self.flush()  # read your own writes
        rows = await self._store.records(tenant, stream, after=after, limit=limit)
        decisions = [{"key": key, **orjson.loads(data)} for key, data in rows]
        return DecisionPage(decisions, rows[-1][0] if len(rows) == limit else None, limit)

    async def export(self, tenant: str, job_key: str, first: DecisionPage) -> AsyncIterator[bytes]:
        """Every record of the job as JSON lines, page by page, from `first` (read already)."""
        page = first
        while True:
            for decision in page.decisions:
                yield orjson.dumps(decision) + b"\n"
            if page.next is None:
                return
            page = await self.page(tenant, job_key, after=page.next, limit=page.limit)
