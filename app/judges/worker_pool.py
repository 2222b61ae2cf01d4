"""CPU-heavy work on untrusted input (document text, detection on large inputs) in processes.

Python's threads cannot stop a task, and pure-Python parsers hold the interpreter lock, so a
pathological PDF in a thread keeps burning CPU after its request gave up and slows every other
request. Here each task runs in a worker process with a time budget: past it, or when the
request awaiting it is cancelled (its deadline passed), the worker is killed and replaced.
Workers also run under an address-space limit, so a decompression bomb fails on its own.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import resource
from collections.abc import Callable
from typing import Any, TypeVar

import pebble

logger = logging.getLogger("attachguard.workers")

T = TypeVar("T")

# Modules a worker needs, loaded once by the fork server so each new worker starts warm (the
# learned scorer's model included: parsed once, shared copy-on-write, never under the
# workers' memory limit).
_PRELOAD = ["app.judges.extraction", "app.judges.detection", "app.judges.preload"]


class WorkError(Exception):
    """A task could not finish: `cause` is `timeout`, `memory` or `failed`."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause}: {detail}" if detail else cause)
        self.cause = cause


def _limit_memory(limit_bytes: int) -> None:
    if limit_bytes > 0:
        resource.setrlimit(resource.RLIMIT_AS, (limit_bytes, limit_bytes))


def _ready() -> bool:
    return True


class WorkerPool:
    """A lazily started pool of worker processes; `run` awaits one task within its budget."""

    def __init__(self, *, workers: int, timeout_s: float, memory_bytes: int) -> None:
        self._workers = workers
        self._timeout_s = timeout_s
        self._memory_bytes = memory_bytes
        self._pool: pebble.ProcessPool | None = None
        self._starting = asyncio.Lock()

    async def _started(self) -> pebble.ProcessPool:
        async with self._starting:
            if self._pool is None:
                self._pool = await asyncio.to_thread(self._start)
            return self._pool

    def _start(self) -> pebble.ProcessPool:
        # A fork server forks clean workers from a small process of its own: never from this
        # one, whose threads (event loop, thread pool) a plain fork would copy mid-flight.
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(_PRELOAD)
        pool = pebble.ProcessPool(
            max_workers=self._workers,
            initializer=_limit_memory,
            initargs=(self._memory_bytes,),
            context=context,
        )
        # The pool starts its workers on the first task: do that here, in this thread, not on
        # the event loop (starting them takes a few hundred milliseconds).
        pool.schedule(_ready).result()
        return pool

    async def run(
        self, function: Callable[..., T], *args: Any, timeout_s: float | None = None
    ) -> T:
        """`function(*args)` in a worker; raises `WorkError` when it cannot finish.

        `function` must be importable by name (it is sent to the worker by reference). The
        task is killed past `timeout_s` (default: the pool's budget) and when the caller is
        cancelled, so abandoned work never lingers.
        """
        pool = await self._started()
        budget = self._timeout_s if timeout_s is None else min(timeout_s, self._timeout_s)
        future = pool.schedule(function, args=args, timeout=budget)
        try:
            return await asyncio.wrap_future(future)
        except asyncio.CancelledError:
            future.cancel()  # type: ignore[no-untyped-call]  # kills the worker
            raise
        except concurrent.futures.TimeoutError:
            raise WorkError("timeout", f"more than {budget:g} s") from None
        except MemoryError:
            raise WorkError("memory") from None
        except pebble.ProcessExpired as exc:
            raise WorkError("failed", f"worker ended ({exc.exitcode})") from None
        except Exception as exc:
            raise WorkError("failed", type(exc).__name__) from None

    async def aclose(self) -> None:
        """Stop the workers (running tasks are killed)."""
        if self._pool is not None:
            pool, self._pool = self._pool, None
            pool.stop()  # type: ignore[no-untyped-call]
            await asyncio.to_thread(pool.join)
