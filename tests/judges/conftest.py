"""Fixtures of the judge tests: the async backend and a worker pool."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from app.judges.worker_pool import WorkerPool


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def pool() -> AsyncIterator[WorkerPool]:
    workers = WorkerPool(workers=1, timeout_s=10, memory_bytes=1024 * 1024 * 1024)
    yield workers
    await workers.aclose()
