"""The S3-compatible attachment store: content, metadata, links and records as objects."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import io
import logging
import time
import uuid
from collections.abc import (
    AsyncGenerator,
    AsyncIterable,
    Awaitable,
    Callable,
    Iterator,
    Sequence,
)
from contextlib import AsyncExitStack, contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, TypeVar

import aiohttp
import anyio
import anyio.to_thread
import orjson
from aiobotocore.config import AioConfig
from aiobotocore.session import AioSession
from anyio.abc import TaskGroup
from botocore.exceptions import (
    BotoCoreError,
    ClientError,
    ConnectionClosedError,
    EndpointConnectionError,
    ReadTimeoutError,
    ResponseStreamingError,
)

from app.errors import AttachmentNotFound, FileTooLarge, StoreUnavailable
from app.store.metadata import decode_metadata, encode_metadata
from app.store.protocol import StoredAttachment
from app.store.record import RecordClock

if TYPE_CHECKING:
    from types_aiobotocore_s3 import S3Client
    from types_aiobotocore_s3.type_defs import CompletedPartTypeDef, ObjectIdentifierTypeDef

logger = logging.getLogger("attachguard.store.s3")

T = TypeVar("T")

_READ_CHUNK = 256 * 1024
# Describes of a job's files and reads of a page of records run this many at a time.
_FAN_OUT = 8
# Enough for the download concurrency of materialisation plus uploads and probes at once.
_POOL_CONNECTIONS = 32
# Every failure of the backend itself (transport, timeouts, HTTP errors): never a 500.
_BACKEND_ERRORS = (ClientError, BotoCoreError, aiohttp.ClientError, OSError)
_CREDENTIAL_CODES = frozenset(
    {
        "InvalidAccessKeyId",
        "SignatureDoesNotMatch",
        "InvalidToken",
        "ExpiredToken",
        "AuthorizationHeaderMalformed",
        "InvalidClientTokenId",
    }
)
# AWS answers 409 instead of 412 when two conditional writes of one key race.
_CONDITION_FAILED = frozenset({"PreconditionFailed", "ConditionalRequestConflict"})


@dataclass(frozen=True, slots=True)
class S3Config:
    """Where the store lives and how to reach it; see the settings of the same names."""

    bucket: str
    # Both None: botocore's default credential chain (web identity / IRSA, EKS Pod Identity,
    # an instance role, AWS_* variables), for deployments without static keys.
    access_key_id: str | None
    secret_access_key: str | None = field(repr=False)
    endpoint_url: str | None = None
    region: str = "us-east-1"
    path_style: bool = False
    prefix: str = ""
    part_size: int = 8 * 1024 * 1024
    # Parts of one multipart upload in flight at once: memory holds one part more.
    upload_concurrency: int = 4
    # The part buffers every upload of the store holds at once, in bytes (at least one part):
    # past it, an upload waits for a part of another to be sent before it reads on.
    upload_buffer_bytes: int = 128 * 1024 * 1024
    connect_timeout_s: float = 5.0
    read_timeout_s: float = 30.0
    max_attempts: int = 3
    # The longest one operation may take, its retries included: a server that accepts
    # connections and then says nothing (stopped, overloaded) costs a request this, not
    # `max_attempts` read timeouts.
    timeout_s: float = 15.0
    # How long a process's lease says it lives: past it without a renewal, its pending saves
    # are a crash's, and any replica's sweep removes them.
    lease_s: float = 15.0


class S3Store:
    """Layout under `<prefix>/`, per tenant (every key is namespaced by tenant)::

    <tenant>/objects/<id>                    content
    <tenant>/objects/<id>.json               metadata, written only after the content
    <tenant>/jobs/<job_key>/ids/<id>         link marker, created once (If-None-Match: *)
    <tenant>/jobs/<job_key>/links/<t>-<id>   link entry: the job's files in link order
    <tenant>/streams/<stream>/<segment>      records shipped together (services.decisions)
    .leases/<owner>                          a process's lease (renewed while it lives)
    .pending/<owner>/<tenant>/<id>           a save in progress, naming its job

    There is no database: a listing of `links/` is the job's files in link order, a listing
    of a stream is its segments, each naming the first and last of its records' keys.
    """

    def __init__(self, config: S3Config, *, session: AioSession | None = None) -> None:
        self._config = config
        self._session = session if session is not None else AioSession()
        self._base = f"{config.prefix.strip('/')}/" if config.prefix.strip("/") else ""
        self._clock = RecordClock()
        self._lock = anyio.Lock()
        # This process, as the owner of its pending saves (see `sweep`).
        self._owner = uuid.uuid4().hex
        self._lease_until = 0.0
        self._lease_lock = anyio.Lock()
        self._buffers = _Buffers(max(1, config.upload_buffer_bytes // config.part_size))
        self._stack: AsyncExitStack | None = None
        # By the attempts each makes: the store's, and the readiness probe's single one.
        self._clients: dict[int, S3Client] = {}
        # Failed saves being cleaned up after their request was answered (`_clean_up_later`).
        self._cleanups: set[asyncio.Task[None]] = set()

    # -- plumbing -------------------------------------------------------------------------

    def _key(self, tenant: str, *parts: str) -> str:
        return self._base + "/".join((tenant, *parts))

    async def _s3(self, *, attempts: int | None = None) -> S3Client:
        """The store's client (`max_attempts`), or one that makes `attempts` attempts; each
        opened on first use (inside the event loop) and kept until `close`."""
        count = self._config.max_attempts if attempts is None else attempts
        client = self._clients.get(count)
        if client is None:
            async with self._lock:
                client = self._clients.get(count)
                if client is None:
                    if self._stack is None:
                        self._stack = AsyncExitStack()
                    client = await self._stack.enter_async_context(
                        self._session.create_client(
                            "s3",
                            endpoint_url=self._config.endpoint_url,
                            region_name=self._config.region,
                            aws_access_key_id=self._config.access_key_id,
                            aws_secret_access_key=self._config.secret_access_key,
                            config=self._client_config(count),
                        )
                    )
                    self._clients[count] = client
        return client

    def _client_config(self, attempts: int) -> AioConfig:
        config = self._config
        return AioConfig(
            signature_version="s3v4",
            s3={"addressing_style": "path" if config.path_style else "virtual"},
            connect_timeout=config.connect_timeout_s,
            read_timeout=config.read_timeout_s,
            retries={"total_max_attempts": attempts, "mode": "standard"},
            max_pool_connections=_POOL_CONNECTIONS,
            # Extra checksums are optional in S3 and unknown to several compatible servers;
            # SigV4 already signs every request.
            request_checksum_calculation="when_required",
            response_checksum_validation="when_required",
        )

    def _reason(self, exc: BaseException) -> str:
        """Why the backend failed, in words an operator can act on; never a secret."""
        if isinstance(exc, ClientError):
            code = str(exc.response.get("Error", {}).get("Code", ""))
            status = exc.response.get("ResponseMetadata", {}).get("HTTPStatusCode", 0)
            if code in _CREDENTIAL_CODES:
                return f"credentials rejected ({code})"
            if code == "NoSuchBucket":
                return f"bucket {self._config.bucket!r} does not exist"
            if status == 403:
                return f"access denied ({code or 'HTTP 403'})"
            return f"HTTP {status} {code}".strip()
        if isinstance(exc, EndpointConnectionError):
            return "unreachable (cannot connect to the endpoint)"
        if isinstance(exc, ReadTimeoutError | TimeoutError):
            return "timed out"
        if isinstance(exc, ConnectionClosedError | ResponseStreamingError | aiohttp.ClientError):
            return "connection lost"
        return f"failed ({type(exc).__name__})"

    def _unavailable(self, exc: BaseException, *, doing: str | None = None) -> StoreUnavailable:
        """The error to raise for `exc`; logged unless `doing` is None (a readiness probe
        asks every few seconds, and answers the reason itself)."""
        reason = self._reason(exc)
        if doing is not None:
            logger.warning("s3 store failed", extra={"operation": doing, "reason": reason})
        return StoreUnavailable(f"The S3 attachment store is unavailable: {reason}.")

    @contextmanager
    def _calling(self, doing: str, *, missing: str | None = None) -> Iterator[None]:
        """Bound one operation by `timeout_s`, and translate a backend failure into
        `StoreUnavailable`, a missing key (when `missing` is given) into `AttachmentNotFound`
        with that detail."""
        try:
            with anyio.fail_after(self._config.timeout_s):
                yield
        except ClientError as exc:
            if missing is not None and _code(exc) == "NoSuchKey":
                raise AttachmentNotFound(missing) from None
            raise self._unavailable(exc, doing=doing) from exc
        except _BACKEND_ERRORS as exc:
            raise self._unavailable(exc, doing=doing) from exc

    async def _get_small(
        self, key: str, *, doing: str, missing: str | None = None, limit: int | None = None
    ) -> bytes:
        """A small object whole, or its first `limit` bytes (one ranged GET)."""
        client = await self._s3()
        with self._calling(doing, missing=missing):
            if limit is None:
                response = await client.get_object(Bucket=self._config.bucket, Key=key)
            else:
                response = await client.get_object(
                    Bucket=self._config.bucket, Key=key, Range=f"bytes=0-{limit - 1}"
                )
            async with response["Body"] as body:
                return await body.read()

    async def _create_once(self, key: str, data: bytes, *, doing: str) -> bool:
        """Write `key` only if it does not exist yet; False when it already did."""
        client = await self._s3()
        try:
            with anyio.fail_after(self._config.timeout_s):
                await client.put_object(
                    Bucket=self._config.bucket, Key=key, Body=data, IfNoneMatch="*"
                )
        except ClientError as exc:
            if _code(exc) in _CONDITION_FAILED:
                return False
            raise self._unavailable(exc, doing=doing) from exc
        except _BACKEND_ERRORS as exc:
            raise self._unavailable(exc, doing=doing) from exc
        return True

    async def _gather(self, calls: list[Callable[[], Awaitable[T]]]) -> list[T]:
        """Run the calls at most `_FAN_OUT` at a time; results in the calls' order."""
        results: dict[int, T] = {}
        limiter = anyio.CapacityLimiter(_FAN_OUT)

        async def run(index: int, call: Callable[[], Awaitable[T]]) -> None:
            async with limiter:
                results[index] = await call()

        try:
            async with anyio.create_task_group() as group:
                for index, call in enumerate(calls):
                    group.start_soon(run, index, call)
        except ExceptionGroup as failed:
            # The first failure is the answer (`StoreUnavailable`, as for a single call); the
            # others were cancelled with it.
            raise failed.exceptions[0] from None
        return [results[index] for index in range(len(calls))]

    async def _list_names(
        self, prefix: str, *, doing: str, after: str | None = None, limit: int | None = None
    ) -> list[str]:
        """Names directly under `prefix` (which ends in `/`), sorted, after `after`."""
        client = await self._s3()
        names: list[str] = []
        token: str | None = None
        while limit is None or len(names) < limit:
            page_size = 1000 if limit is None else min(1000, limit - len(names))
            with self._calling(doing):
                if token is not None:
                    page = await client.list_objects_v2(
                        Bucket=self._config.bucket,
                        Prefix=prefix,
                        Delimiter="/",
                        MaxKeys=page_size,
                        ContinuationToken=token,
                    )
                else:
                    page = await client.list_objects_v2(
                        Bucket=self._config.bucket,
                        Prefix=prefix,
                        Delimiter="/",
                        MaxKeys=page_size,
                        StartAfter=prefix + after if after is not None else "",
                    )
            names.extend(item["Key"][len(prefix) :] for item in page.get("Contents", []))
            token = page.get("NextContinuationToken")
            if not page.get("IsTruncated") or token is None:
                break
        return names if limit is None else names[:limit]

    # -- attachments ----------------------------------------------------------------------

    async def save(
        self,
        tenant: str,
        *,
        name: str,
        mime_type: str,
        chunks: AsyncIterable[bytes],
        max_bytes: int,
        job_key: str | None = None,
    ) -> StoredAttachment:
        """See `AttachmentStore.save`: one PUT up to the part size, a multipart upload past it.

        Under a pending marker of this process (`.pending/<owner>/<tenant>/<id>`, naming the
        job), removed once the metadata is written: a crash anywhere leaves a marker whose
        owner's lease lapses, and any replica's sweep removes what it names. The content
        comes first, then the job's link, then the metadata that makes both visible.
        """
        attachment_id = str(uuid.uuid4())
        await self._ensure_lease()
        pending = self._pending_key(tenant, attachment_id)
        with self._calling("save"):
            client = await self._s3()
            await client.put_object(
                Bucket=self._config.bucket, Key=pending, Body=(job_key or "").encode()
            )
        undo: list[Callable[[], Awaitable[None]]] = []
        try:
            record = await self._save_content(
                tenant,
                attachment_id,
                name=name,
                mime_type=mime_type,
                chunks=chunks,
                max_bytes=max_bytes,
                job_key=job_key,
                undo=undo,
            )
        except BaseException:
            # The marker last: until what the save left is gone, it is what the sweep finds.
            self._clean_up_later([*undo, functools.partial(self._delete_quietly, pending)])
            raise
        await self._shielded(self._delete_quietly(pending))
        return record

    async def _save_content(
        self,
        tenant: str,
        attachment_id: str,
        *,
        name: str,
        mime_type: str,
        chunks: AsyncIterable[bytes],
        max_bytes: int,
        job_key: str | None,
        undo: list[Callable[[], Awaitable[None]]],
    ) -> StoredAttachment:
        """The content, the link and the metadata of one save.

        A failed save leaves in `undo` what removes its traces, in order: see
        `_upload_content`, and the content is deleted again if its metadata cannot be written.
        """
        key = self._key(tenant, "objects", attachment_id)
        size, sha256 = await self._upload_content(
            key, mime_type=mime_type, chunks=chunks, max_bytes=max_bytes, undo=undo
        )
        record = StoredAttachment(
            id=attachment_id,
            name=name,
            mime_type=mime_type,
            size=size,
            sha256=sha256,
            created_at=datetime.now(UTC),
        )
        client = await self._s3()
        try:
            if job_key is not None:
                # Linked before it is visible: an output file is never stored but unlinked.
                await self._write_link(tenant, job_key, attachment_id)
            # Content first, metadata second: the metadata is what makes an id visible.
            with self._calling("put metadata"):
                await client.put_object(
                    Bucket=self._config.bucket,
                    Key=key + ".json",
                    Body=encode_metadata(record),
                    ContentType="application/json",
                )
        except BaseException:
            undo.append(functools.partial(self._forget, tenant, attachment_id, job_key))
            raise
        return record

    async def _upload_content(
        self,
        key: str,
        *,
        mime_type: str,
        chunks: AsyncIterable[bytes],
        max_bytes: int,
        undo: list[Callable[[], Awaitable[None]]],
    ) -> tuple[int, str]:
        """Store `chunks` at `key`: one PUT up to the part size, past it a multipart upload
        with up to `upload_concurrency` parts in flight. Its size and sha256 (over the bytes
        in order).

        The reader waits while that many parts are in flight, so memory holds at most one
        part more, the one being filled: (concurrency + 1) x (part size + a chunk). On any
        failure or cancellation, one part's among others in flight included (the others are
        cancelled and awaited first), `undo` gets the abort of the multipart upload and the
        delete of a PUT that may have landed.
        """
        client = await self._s3()
        bucket = self._config.bucket
        digest = hashlib.sha256()
        size = 0
        # The part buffers this upload holds of the store's budget: the one being filled,
        # and each one in flight until it is sent; whatever is left is given back at the end.
        held = _Held()
        # The part being filled; a file-like body is what the client streams from anyway.
        filling = _Filling(self._buffers, held)
        upload: _Parts | None = None
        put_sent = False

        async def hashed(body: io.BytesIO) -> io.BytesIO:
            # In the reader, part after part: the digest sees the bytes in order.
            with body.getbuffer() as view:
                await anyio.to_thread.run_sync(digest.update, view)
            body.seek(0)
            return body

        try:
            try:
                async with anyio.create_task_group() as group:
                    async for chunk in chunks:
                        size += len(chunk)
                        if size > max_bytes:
                            raise FileTooLarge(
                                f"The file is larger than the limit of {max_bytes} bytes."
                            )
                        await filling.write(chunk)
                        if filling.part.tell() >= self._config.part_size:
                            if upload is None:
                                upload = await self._start_upload(key, mime_type, group)
                            # A part need only be at least the part size: it is sent as it
                            # is, never copied out, and the next one starts afresh.
                            await upload.send(await hashed(await filling.handed_over()), held)
                    if upload is not None and filling.part.tell():
                        await upload.send(await hashed(await filling.handed_over()), held)
            except BaseExceptionGroup as failed:
                # One failure stands for the save (`StoreUnavailable`, `FileTooLarge`, the
                # source's own), as without parts in flight; the rest were cancelled with it.
                failure = _first_failure(failed)
                raise failure from failure.__cause__
            if upload is None:
                put_sent = True
                with self._calling("put object"):
                    await client.put_object(
                        Bucket=bucket,
                        Key=key,
                        Body=await hashed(filling.part),
                        ContentType=mime_type,
                    )
            else:
                put_sent = True  # the completion, like a PUT, may land with its answer lost
                with self._calling("complete multipart upload"):
                    await client.complete_multipart_upload(
                        Bucket=bucket,
                        Key=key,
                        UploadId=upload.upload_id,
                        MultipartUpload={"Parts": upload.completed()},
                    )
        except BaseException:
            if upload is not None:
                undo.append(functools.partial(self._abort_upload, key, upload.upload_id))
            if put_sent:
                # The PUT (or the completion) may have landed before its answer was lost: an
                # abort does not remove an upload that completed.
                undo.append(functools.partial(self._delete_quietly, key))
            raise
        finally:
            # The part being filled, and any a cancelled send never started to give back.
            self._buffers.give_all(held)
        return size, digest.hexdigest()

    @property
    def upload_buffers_held(self) -> int:
        """Part buffers the store's uploads hold now (at most `upload_buffer_bytes` worth)."""
        return self._buffers.held

    async def _start_upload(self, key: str, mime_type: str, group: TaskGroup) -> _Parts:
        """A multipart upload of `key`, its parts to be sent in `group`."""
        client = await self._s3()
        with self._calling("upload part"):
            created = await client.create_multipart_upload(
                Bucket=self._config.bucket, Key=key, ContentType=mime_type
            )
        upload_id = created["UploadId"]
        return _Parts(
            upload_id,
            group,
            send=functools.partial(self._upload_part, key, upload_id),
            concurrency=self._config.upload_concurrency,
            buffers=self._buffers,
        )

    async def _upload_part(self, key: str, upload_id: str, number: int, body: io.BytesIO) -> str:
        """Part `number` of an upload; its ETag."""
        client = await self._s3()
        with self._calling("upload part"):
            sent = await client.upload_part(
                Bucket=self._config.bucket,
                Key=key,
                UploadId=upload_id,
                PartNumber=number,
                Body=body,
            )
        return sent["ETag"]

    async def _forget(self, tenant: str, attachment_id: str, job_key: str | None) -> None:
        """Remove what a save that did not finish left: content, unfinished uploads, link."""
        key = self._key(tenant, "objects", attachment_id)
        # The metadata first: its PUT may have landed with its answer lost, and metadata must
        # never point at content that is gone.
        await self._delete_quietly(key + ".json")
        await self._delete_quietly(key)
        client = await self._s3()
        try:
            listed = await client.list_multipart_uploads(Bucket=self._config.bucket, Prefix=key)
        except _BACKEND_ERRORS as exc:
            logger.warning("cleanup listing failed", extra={"reason": self._reason(exc)})
        else:
            for upload in listed.get("Uploads", []):
                if upload["Key"] == key:
                    await self._abort_upload(key, upload["UploadId"])
        if job_key:
            job = self._key(tenant, "jobs", job_key)
            try:
                entry = await self._get_small(
                    f"{job}/ids/{attachment_id}", doing="cleanup", missing="not linked"
                )
            except (AttachmentNotFound, StoreUnavailable):
                return
            await self._delete_quietly(f"{job}/links/{entry.decode()}")
            await self._delete_quietly(f"{job}/ids/{attachment_id}")

    # -- liveness: leases and pending markers ---------------------------------------------

    @property
    def owner(self) -> str:
        """This process's id as the owner of its pending saves and its lease."""
        return self._owner

    def _pending_key(self, tenant: str, attachment_id: str) -> str:
        return f"{self._base}.pending/{self._owner}/{tenant}/{attachment_id}"

    def _lease_key(self, owner: str) -> str:
        return f"{self._base}.leases/{owner}"

    async def _renew_lease(self) -> None:
        """Say this process lives for `lease_s` more (its pending saves are its own)."""
        until = time.time() + self._config.lease_s
        with self._calling("lease"):
            client = await self._s3()
            await client.put_object(
                Bucket=self._config.bucket,
                Key=self._lease_key(self._owner),
                Body=orjson.dumps({"until": until}),
            )
        self._lease_until = until

    async def _ensure_lease(self) -> None:
        # Before a save's marker exists, its owner's lease must: a sweep elsewhere reads a
        # marker without a live lease as a crash's.
        if self._lease_until - time.time() < self._config.lease_s * 2 / 3:
            async with self._lease_lock:
                if self._lease_until - time.time() < self._config.lease_s * 2 / 3:
                    await self._renew_lease()

    async def maintain(self) -> None:
        """See `AttachmentStore.maintain`: renew this process's lease every third of it."""
        while True:
            # A failure is logged; the next save tries again, and fails loudly if it must.
            with contextlib.suppress(StoreUnavailable):
                await self._ensure_lease()
            await anyio.sleep(self._config.lease_s / 3)

    async def _live_owners(self, owners: list[str]) -> set[str]:
        live: set[str] = set()
        now = time.time()
        for owner in owners:
            if owner == self._owner:
                live.add(owner)
                continue
            try:
                raw = await self._get_small(
                    self._lease_key(owner), doing="sweep", missing="no lease"
                )
                lease = orjson.loads(raw)
            except (AttachmentNotFound, orjson.JSONDecodeError):
                continue
            except StoreUnavailable:
                live.add(owner)  # cannot tell: never remove what may be live
                continue
            if isinstance(lease, dict) and float(lease.get("until", 0)) > now:
                live.add(owner)
        return live

    def _clean_up_later(self, steps: list[Callable[[], Awaitable[None]]]) -> None:
        """Run a failed save's clean-up in order, each step bounded by `timeout_s`, after its
        request is answered: a store that stopped answering costs the request one timeout,
        not one per step. `close` waits for what is still running; what a process that dies
        first leaves, its pending marker names to the sweep."""

        async def run() -> None:
            for step in steps:
                with anyio.move_on_after(self._config.timeout_s):
                    await step()

        task = asyncio.get_running_loop().create_task(run())
        self._cleanups.add(task)
        task.add_done_callback(self._cleanups.discard)

    async def settled(self) -> None:
        """Wait until the clean-ups of failed saves have run."""
        while self._cleanups:
            await asyncio.wait(set(self._cleanups))

    async def _shielded(self, cleanup: Awaitable[None]) -> None:
        # Runs even when the caller was cancelled, bounded (like every operation) so neither
        # the request nor a shutdown is held up; what it leaves, the sweep removes.
        with anyio.CancelScope(shield=True), anyio.move_on_after(self._config.timeout_s):
            await cleanup

    async def _abort_upload(self, key: str, upload_id: str) -> None:
        client = await self._s3()
        try:
            await client.abort_multipart_upload(
                Bucket=self._config.bucket, Key=key, UploadId=upload_id
            )
        except _BACKEND_ERRORS as exc:
            # The start-up sweep removes it later.
            logger.warning(
                "abort of a multipart upload failed", extra={"reason": self._reason(exc)}
            )

    async def _delete_quietly(self, key: str) -> None:
        client = await self._s3()
        try:
            await client.delete_object(Bucket=self._config.bucket, Key=key)
        except _BACKEND_ERRORS as exc:
            logger.warning("cleanup delete failed", extra={"reason": self._reason(exc)})

    async def describe(self, tenant: str, attachment_id: str) -> StoredAttachment:
        """See `AttachmentStore.describe`."""
        raw = await self._get_small(
            self._key(tenant, "objects", attachment_id + ".json"),
            doing="describe",
            missing=f"No attachment with id {attachment_id}.",
        )
        return decode_metadata(raw)

    async def read_head(
        self, tenant: str, attachment_id: str, *, limit: int
    ) -> tuple[StoredAttachment, bytes]:
        """See `AttachmentStore.read_head`: the metadata, then one ranged GET of the head."""
        record = await self.describe(tenant, attachment_id)
        if limit <= 0 or record.size == 0:
            # A range of an empty object is unsatisfiable; there is nothing to fetch anyway.
            return record, b""
        data = await self._get_small(
            self._key(tenant, "objects", attachment_id),
            doing="read head",
            missing=f"No attachment with id {attachment_id}.",
            limit=limit,
        )
        return record, data

    async def read(
        self, tenant: str, attachment_id: str, *, start: int = 0, end: int | None = None
    ) -> AsyncGenerator[bytes, None]:
        """See `AttachmentStore.read`: one ranged GET, streamed in chunks of at most 256 KiB."""
        if end is not None and end <= start:
            return
        client = await self._s3()
        key = self._key(tenant, "objects", attachment_id)
        missing = f"No attachment with id {attachment_id}."
        try:
            with anyio.fail_after(self._config.timeout_s):
                if start == 0 and end is None:
                    response = await client.get_object(Bucket=self._config.bucket, Key=key)
                else:
                    response = await client.get_object(
                        Bucket=self._config.bucket,
                        Key=key,
                        Range=f"bytes={start}-{'' if end is None else end - 1}",
                    )
        except ClientError as exc:
            if _code(exc) == "NoSuchKey":
                raise AttachmentNotFound(missing) from None
            # A range that starts at the very end of the object (an empty tail) is no error.
            if _code(exc) == "InvalidRange":
                return
            raise self._unavailable(exc, doing="read") from exc
        except _BACKEND_ERRORS as exc:
            raise self._unavailable(exc, doing="read") from exc
        body = response["Body"]
        try:
            while True:
                with self._calling("read"):
                    chunk = await body.read(_READ_CHUNK)
                if not chunk:
                    break
                yield chunk
        finally:
            body.close()

    async def delete(self, tenant: str, attachment_id: str) -> None:
        """See `AttachmentStore.delete`: metadata first, so the id vanishes before its bytes."""
        client = await self._s3()
        key = self._key(tenant, "objects", attachment_id)
        with self._calling("delete"):
            await client.delete_object(Bucket=self._config.bucket, Key=key + ".json")
            await client.delete_object(Bucket=self._config.bucket, Key=key)

    # -- links ----------------------------------------------------------------------------

    async def link(self, tenant: str, job_key: str, attachment_id: str) -> None:
        """See `AttachmentStore.link`.

        The marker `ids/<id>` is created with `If-None-Match: *`, so of two concurrent links
        of one id exactly one wins and names the link entry; the entry is written after it
        (again by any later link, under the same name, which repairs a crash in between and
        never adds a second entry).
        """
        await self.describe(tenant, attachment_id)
        await self._write_link(tenant, job_key, attachment_id)

    async def _write_link(self, tenant: str, job_key: str, attachment_id: str) -> None:
        job = self._key(tenant, "jobs", job_key)
        entry = f"{self._clock.next_stamp()}-{attachment_id}"
        marker = f"{job}/ids/{attachment_id}"
        if not await self._create_once(marker, entry.encode(), doing="link"):
            entry = (await self._get_small(marker, doing="link")).decode()
        client = await self._s3()
        with self._calling("link"):
            await client.put_object(
                Bucket=self._config.bucket, Key=f"{job}/links/{entry}", Body=b""
            )

    async def is_linked(self, tenant: str, job_key: str, attachment_id: str) -> bool:
        """See `AttachmentStore.is_linked`."""
        marker = self._key(tenant, "jobs", job_key, "ids", attachment_id)
        try:
            await self._get_small(marker, doing="is linked", missing="not linked")
        except AttachmentNotFound:
            return False
        return True

    async def linked(self, tenant: str, job_key: str) -> list[StoredAttachment]:
        """See `AttachmentStore.linked`: a listing of the link entries, oldest first."""
        names = await self._list_names(
            self._key(tenant, "jobs", job_key, "links") + "/", doing="linked"
        )
        ids: list[str] = []
        for name in names:
            # A server that ignores If-None-Match can let a racing link add a second entry:
            # the first one counts.
            attachment_id = name.partition("-")[2]
            if attachment_id and attachment_id not in ids:
                ids.append(attachment_id)

        def describer(attachment_id: str) -> Callable[[], Awaitable[StoredAttachment | None]]:
            async def describe() -> StoredAttachment | None:
                try:
                    return await self.describe(tenant, attachment_id)
                except AttachmentNotFound:
                    return None

            return describe

        found = await self._gather([describer(attachment_id) for attachment_id in ids])
        return [record for record in found if record is not None]

    # -- records --------------------------------------------------------------------------

    async def put_segment(self, tenant: str, stream: str, name: str, data: bytes) -> bool:
        """See `AttachmentStore.put_segment`: a conditional create, never an overwrite."""
        key = self._key(tenant, "streams", stream, name)
        return await self._create_once(key, data, doing="put segment")

    async def segment_names(self, tenant: str, stream: str) -> list[str]:
        """See `AttachmentStore.segment_names`."""
        prefix = self._key(tenant, "streams", stream) + "/"
        return await self._list_names(prefix, doing="segments")

    async def read_segments(
        self, tenant: str, stream: str, names: Sequence[str]
    ) -> list[bytes | None]:
        """See `AttachmentStore.read_segments`: fetched a few at a time."""
        prefix = self._key(tenant, "streams", stream) + "/"

        def fetcher(name: str) -> Callable[[], Awaitable[bytes | None]]:
            async def fetch() -> bytes | None:
                try:
                    return await self._get_small(prefix + name, doing="segments", missing="gone")
                except AttachmentNotFound:
                    return None  # deleted since the listing (retention, a job's deletion)

            return fetch

        return await self._gather([fetcher(name) for name in names])

    async def delete_segments(self, tenant: str, stream: str, names: Sequence[str]) -> None:
        """See `AttachmentStore.delete_segments`: in batches of a thousand."""
        client = await self._s3()
        prefix = self._key(tenant, "streams", stream) + "/"
        for start in range(0, len(names), 1000):
            batch: list[ObjectIdentifierTypeDef] = [
                {"Key": prefix + name} for name in names[start : start + 1000]
            ]
            with self._calling("delete segments"):
                answer = await client.delete_objects(
                    Bucket=self._config.bucket, Delete={"Objects": batch, "Quiet": True}
                )
            # Quiet: only the keys it could not delete are named. A key left is a failure (a
            # tombstone deleted after them would let deleted records be listed again).
            if failed := answer.get("Errors"):
                logger.warning(
                    "s3 store failed",
                    extra={"operation": "delete segments", "reason": failed[0].get("Code")},
                )
                raise StoreUnavailable(
                    f"The S3 attachment store did not delete {len(failed)} segment(s)."
                )

    async def stream_names(self, prefix: str) -> list[tuple[str, str]]:
        """See `AttachmentStore.stream_names`: listed level by level, one page of each
        stream's objects at most (a stream's segments are not all listed)."""
        found: list[tuple[str, str]] = []
        tenants, _ = await self._list_level(self._base)
        for tenant in tenants:
            base = self._key(tenant, "streams") + "/"
            level = [name for name in (await self._list_level(base))[0] if name.startswith(prefix)]
            while level:
                deeper: list[str] = []
                for stream in level:
                    children, holds = await self._list_level(f"{base}{stream}/")
                    if holds:
                        found.append((tenant, stream))
                    deeper.extend(f"{stream}/{child}" for child in children)
                level = deeper
        return found

    async def _list_level(self, prefix: str) -> tuple[list[str], bool]:
        """The "directories" directly under `prefix` (which ends in `/`), and whether any
        object lies directly under it."""
        client = await self._s3()
        names: list[str] = []
        holds = False
        token: str | None = None
        while True:
            arguments = {"Bucket": self._config.bucket, "Prefix": prefix, "Delimiter": "/"}
            if token is not None:
                arguments["ContinuationToken"] = token
            with self._calling("streams"):
                page = await client.list_objects_v2(**arguments)  # type: ignore[arg-type]
            holds = holds or bool(page.get("Contents"))
            names.extend(
                item["Prefix"][len(prefix) :].rstrip("/") for item in page.get("CommonPrefixes", [])
            )
            token = page.get("NextContinuationToken")
            if not page.get("IsTruncated") or token is None:
                return names, holds

    # -- operations -----------------------------------------------------------------------

    async def sweep(self, *, older_than_s: float) -> int:
        """See `AttachmentStore.sweep`: the pending saves of owners whose lease lapsed (their
        content, unfinished uploads and links), at once; then unfinished uploads no pending
        marker names (earlier versions', or a marker lost) older than `older_than_s`. Only
        `.pending/` and the uploads in progress are listed: never the stored objects."""
        removed = 0
        root = f"{self._base}.pending/"
        owners = await self._list_prefixes_of(root)
        live = await self._live_owners(owners)
        marked: set[str] = set()
        for owner in owners:
            keys = await self._keys_under(f"{root}{owner}/")
            for pending in keys:
                tenant, _, attachment_id = pending[len(root) + len(owner) + 1 :].partition("/")
                marked.add(self._key(tenant, "objects", attachment_id))
                if owner in live:
                    continue
                removed += await self._settle_pending(pending, tenant, attachment_id)
            if owner not in live:
                await self._delete_quietly(self._lease_key(owner))
        cutoff = datetime.now(UTC) - timedelta(seconds=older_than_s)
        return removed + await self._abort_stale_uploads(cutoff, spare=marked)

    async def _settle_pending(self, pending: str, tenant: str, attachment_id: str) -> int:
        """A dead writer's pending save: done (its metadata exists) or undone."""
        key = self._key(tenant, "objects", attachment_id)
        try:
            job_key = (await self._get_small(pending, doing="sweep", missing="gone")).decode()
        except AttachmentNotFound:
            return 0  # settled meanwhile by another replica's sweep
        try:
            await self._get_small(key + ".json", doing="sweep", missing="unfinished")
        except AttachmentNotFound:
            await self._forget(tenant, attachment_id, job_key or None)
            await self._delete_quietly(pending)
            return 1
        await self._delete_quietly(pending)
        return 0

    async def _list_prefixes_of(self, prefix: str) -> list[str]:
        return (await self._list_level(prefix))[0]

    async def _keys_under(self, prefix: str) -> list[str]:
        client = await self._s3()
        paginator = client.get_paginator("list_objects_v2")
        keys: list[str] = []
        with self._calling("sweep"):
            async for page in paginator.paginate(Bucket=self._config.bucket, Prefix=prefix):
                keys.extend(item["Key"] for item in page.get("Contents", []))
        return keys

    async def _abort_stale_uploads(self, cutoff: datetime, *, spare: set[str]) -> int:
        client = await self._s3()
        removed = 0
        key_marker = ""
        upload_marker = ""
        while True:
            with self._calling("sweep"):
                page = await client.list_multipart_uploads(
                    Bucket=self._config.bucket,
                    Prefix=self._base,
                    KeyMarker=key_marker,
                    UploadIdMarker=upload_marker,
                )
            for upload in page.get("Uploads", []):
                if upload["Key"] not in spare and upload["Initiated"] < cutoff:
                    await self._abort_upload(upload["Key"], upload["UploadId"])
                    removed += 1
            if not page.get("IsTruncated"):
                return removed
            key_marker = page.get("NextKeyMarker", "")
            upload_marker = page.get("NextUploadIdMarker", "")

    async def check(self) -> None:
        """See `AttachmentStore.check`: one listing of the prefix, which needs the endpoint,
        valid credentials, the bucket and read access, each failure said apart. One attempt:
        the retries' back-off would outlast the probe's second, and hide why it failed."""
        client = await self._s3(attempts=1)
        try:
            with anyio.fail_after(self._config.timeout_s):
                await client.list_objects_v2(
                    Bucket=self._config.bucket, Prefix=self._base, MaxKeys=1
                )
        except _BACKEND_ERRORS as exc:
            raise self._unavailable(exc) from exc

    async def close(self, *, within_s: float | None = None) -> None:
        """Finish the clean-ups of failed saves and give up this process's lease (a clean
        stop), both within one `timeout_s` or `within_s` if shorter (what is left, the sweep
        removes, and an unreleased lease lapses), then close the client and its pool."""
        budget = (
            self._config.timeout_s if within_s is None else min(within_s, self._config.timeout_s)
        )
        with anyio.CancelScope(shield=True) as scope:
            scope.deadline = anyio.current_time() + budget
            await self.settled()
            if self._lease_until:
                await self._delete_quietly(self._lease_key(self._owner))
        self._lease_until = 0.0
        for task in self._cleanups:
            task.cancel()
        if self._stack is not None:
            stack, self._stack = self._stack, None
            self._clients = {}
            await stack.aclose()


class _Parts:
    """The parts of one multipart upload, numbered in the order they are read, sent in a
    task group at most `concurrency` at a time."""

    def __init__(
        self,
        upload_id: str,
        group: TaskGroup,
        *,
        send: Callable[[int, io.BytesIO], Awaitable[str]],
        concurrency: int,
        buffers: _Buffers,
    ) -> None:
        self.upload_id = upload_id
        self._group = group
        self._send = send
        self._buffers = buffers
        # A slot per part in flight: the reader waits for one before it reads on.
        self._slots = anyio.Semaphore(concurrency)
        self._count = 0
        self._etags: dict[int, str] = {}

    async def send(self, body: io.BytesIO, held: _Held) -> None:
        """Start sending `body` as the next part, once fewer than the limit are in flight;
        its buffer, one of those `held`, is given back once it is sent."""
        await self._slots.acquire()
        self._count += 1
        self._group.start_soon(self._sent, self._count, body, held)

    async def _sent(self, number: int, body: io.BytesIO, held: _Held) -> None:
        try:
            self._etags[number] = await self._send(number, body)
        finally:
            self._slots.release()
            self._buffers.give(held)

    def completed(self) -> list[CompletedPartTypeDef]:
        """Every part sent, in part-number order (CompleteMultipartUpload's), whatever the
        order they finished in."""
        return [{"ETag": self._etags[n], "PartNumber": n} for n in range(1, self._count + 1)]


# A part takes a buffer of the budget once it holds more than this: a small file (most of an
# agent's) never waits for one, and never holds one while its client trickles its body.
_UNBUDGETED_BYTES = 1024 * 1024


class _Filling:
    """The part being filled, and whether it holds a buffer of the budget yet."""

    def __init__(self, buffers: _Buffers, held: _Held) -> None:
        self._buffers = buffers
        self._held = held
        self.part = io.BytesIO()
        self._budgeted = False

    async def write(self, chunk: bytes) -> None:
        self.part.write(chunk)
        if not self._budgeted and self.part.tell() > _UNBUDGETED_BYTES:
            await self._buffers.take(self._held)
            self._budgeted = True

    async def handed_over(self) -> io.BytesIO:
        """The part, with its buffer (its send gives it back), and a fresh one to fill."""
        if not self._budgeted:
            await self._buffers.take(self._held)
        body, self.part, self._budgeted = self.part, io.BytesIO(), False
        return body


@dataclass(slots=True)
class _Held:
    """The part buffers one upload holds of the store's budget."""

    count: int = 0


class _Buffers:
    """The store's budget of part buffers, shared by all its uploads: without it, every
    upload in progress held up to `upload_concurrency + 1` parts, and a dozen large ones at
    once went past the container's memory limit.

    An upload takes one for a part once it holds more than `_UNBUDGETED_BYTES` (or is sent)
    and gives it back once that part is sent.
    Every buffer held is given back by progress that needs no other buffer (its upload's
    client sending on, S3 answering a part), so uploads never wait on each other in a cycle.
    """

    def __init__(self, slots: int) -> None:
        self._free = anyio.Semaphore(slots)
        self.held = 0

    async def take(self, holder: _Held) -> None:
        await self._free.acquire()
        holder.count += 1
        self.held += 1

    def give(self, holder: _Held) -> None:
        if holder.count:
            holder.count -= 1
            self.held -= 1
            self._free.release()

    def give_all(self, holder: _Held) -> None:
        while holder.count:
            self.give(holder)


def _first_failure(failed: BaseExceptionGroup[BaseException]) -> BaseException:
    """The first exception of a task group's, unwrapped from nested groups."""
    first = failed.exceptions[0]
    return _first_failure(first) if isinstance(first, BaseExceptionGroup) else first


def _code(exc: ClientError) -> str:
    return str(exc.response.get("Error", {}).get("Code", ""))
