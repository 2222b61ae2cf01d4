"""CPU-heavy work on untrusted input (document text, detection on large inputs) in processes.

Python's threads cannot stop a task, and pure-Python parsers hold the interpreter lock, so a
pathological PDF in a thread keeps burning CPU after its request gave up and slows every other
request. Here each task runs in a worker process with a time budget: past it, or when the
request awaiting it is cancelled (its deadline passed), the worker is killed and replaced.
Workers also run under an address-space limit, so a decompression bomb fails on its own: the
limit is what a task may map on top of what the worker has mapped when it starts (its loaded
modules and their reservations, a few hundred MiB of address space that is mostly never
touched), so the setting means the same whatever the worker preloads.

The workers are shared by every tenant, fairly: a task waits for a worker in its tenant's own
line, lines are served in turn (the tenant with the fewest running tasks first), and no tenant
holds more than `per_tenant` workers at once, so one tenant's slow documents cannot keep
another's waiting (with the default two workers, each tenant gets one of them at most). A task
whose request gives up while it waits (its deadline passed) leaves the line and costs nothing.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import multiprocessing
import resource
from collections import deque
from collections.abc import Callable
from typing import Any, TypeVar

import pebble

logger = logging.getLogger("attachguard.workers")

T = TypeVar("T")

# Modules a worker needs, loaded once by the fork server so each new worker starts warm (the
# learned scorer's model included: parsed once, shared copy-on-write, never under the
# workers' memory limit).
_PRELOAD = [
    "app.judges.extraction",
    "app.judges.heuristic.detection",
    "app.judges.heuristic.preload",
]


class WorkError(Exception):
    """A task could not finish: `cause` is `timeout`, `memory` or `failed`."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause}: {detail}" if detail else cause)
        self.cause = cause


def _mapped_bytes() -> int:
    """This process's address space now (the first field of /proc/self/statm, in pages)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            pages = int(statm.read().split()[0])
    except (OSError, ValueError, IndexError):
        return 0
    return pages * resource.getpagesize()


def _limit_memory(headroom_bytes: int) -> None:
    if headroom_bytes > 0:
        limit = _mapped_bytes() + headroom_bytes
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def _ready() -> bool:
    return True


class Admission:
    """Worker slots handed out fairly across tenants (see the module docstring)."""

    def __init__(self, *, slots: int, per_tenant: int) -> None:
        self._free = slots
        self._per_tenant = max(1, min(per_tenant, slots))
        self._running: dict[str, int] = {}
        self._lines: dict[str, deque[asyncio.Future[None]]] = {}

    def waiting(self) -> int:
        """Tasks in line for a worker, over every tenant."""
        return sum(len(line) for line in self._lines.values())

    async def acquire(self, tenant: str) -> None:
        """Wait for a slot for `tenant`; a cancelled waiter leaves the line (or gives back the
        slot it was handed as it was cancelled)."""
        granted: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._lines.setdefault(tenant, deque()).append(granted)
        self._dispatch()
        try:
            await granted
        except asyncio.CancelledError:
            if granted.done() and not granted.cancelled():
                self.release(tenant)
            else:
                line = self._lines.get(tenant)
                if line is not None and granted in line:
                    line.remove(granted)
                    if not line:
                        del self._lines[tenant]
            raise

    def release(self, tenant: str) -> None:
        """Give back a slot `acquire` granted."""
        self._free += 1
        left = self._running[tenant] - 1
        if left:
            self._running[tenant] = left
        else:
            del self._running[tenant]
        self._dispatch()

    def _dispatch(self) -> None:
        while self._free > 0:
            eligible = [
                tenant
                for tenant, line in self._lines.items()
                if line and self._running.get(tenant, 0) < self._per_tenant
            ]
            if not eligible:
                return
            # Fewest running first; among equals, the line that has waited longest (dicts
            # keep insertion order, and a served line moves to the back).
            tenant = min(eligible, key=lambda t: self._running.get(t, 0))
            line = self._lines.pop(tenant)
            granted = line.popleft()
            if line:
                self._lines[tenant] = line
            if granted.done():  # cancelled while in line
                continue
            granted.set_result(None)
            self._free -= 1
            self._running[tenant] = self._running.get(tenant, 0) + 1


class WorkerPool:
    """A lazily started pool of worker processes; `run` awaits one task within its budget."""

    def __init__(
        self, *, workers: int, timeout_s: float, memory_bytes: int, per_tenant: int | None = None
    ) -> None:
        self._workers = workers
        self._timeout_s = timeout_s
        self._memory_bytes = memory_bytes
        self._pool: pebble.ProcessPool | None = None
        self._starting = asyncio.Lock()
        self._admission = Admission(
            slots=workers, per_tenant=workers if per_tenant is None else per_tenant
        )

    def waiting(self) -> int:
        """Tasks waiting for a worker now."""
        return self._admission.waiting()

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
        self,
        function: Callable[..., T],
        *args: Any,
        tenant: str,
        timeout_s: float | None = None,
    ) -> T:
        """`function(*args)` in a worker, in `tenant`'s line; raises `WorkError` when it
        cannot finish.

        `function` must be importable by name (it is sent to the worker by reference). The
        task is killed past `timeout_s` (default: the pool's budget) and when the caller is
        cancelled, so abandoned work never lingers; the budget starts when a worker takes the
        task, and the caller's own deadline bounds the wait before that.
        """
        pool = await self._started()
        await self._admission.acquire(tenant)
        try:
            return await self._run(pool, function, args, timeout_s)
        finally:
            self._admission.release(tenant)

    async def _run(
        self,
        pool: pebble.ProcessPool,
        function: Callable[..., T],
        args: tuple[Any, ...],
        timeout_s: float | None,
    ) -> T:
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
