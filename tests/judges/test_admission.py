"""Fair shares of the CPU workers: lines per tenant, served in turn, each tenant capped."""

from __future__ import annotations

import asyncio

import pytest

from app.judges.worker_pool import Admission

pytestmark = pytest.mark.anyio


async def hold(admission: Admission, tenant: str, log: list[str], gate: asyncio.Event) -> None:
    await admission.acquire(tenant)
    log.append(tenant)
    try:
        await gate.wait()
    finally:
        admission.release(tenant)


async def settle() -> None:
    for _ in range(5):
        await asyncio.sleep(0)


async def test_one_tenant_never_holds_more_than_its_share() -> None:
    admission = Admission(slots=2, per_tenant=1)
    gate = asyncio.Event()
    log: list[str] = []
    flood = [asyncio.create_task(hold(admission, "a", log, gate)) for _ in range(5)]
    await settle()
    assert log == ["a"]  # the second worker stays free for someone else
    late = asyncio.create_task(hold(admission, "b", log, gate))
    await settle()
    assert log == ["a", "b"]  # served at once, ahead of a's four waiting tasks
    assert admission.waiting() == 4
    gate.set()
    await asyncio.gather(*flood, late)
    assert log.count("a") == 5
    assert admission.waiting() == 0


async def test_lines_are_served_in_turn() -> None:
    admission = Admission(slots=1, per_tenant=1)
    gate = asyncio.Event()
    log: list[str] = []
    first = asyncio.create_task(hold(admission, "a", log, gate))
    await settle()
    tasks = [asyncio.create_task(hold(admission, t, log, gate)) for t in "aaabbc"]
    await settle()
    gate.set()
    await asyncio.gather(first, *tasks)
    assert log == ["a", "a", "b", "c", "a", "b", "a"]


async def test_a_waiter_that_gives_up_leaves_the_line() -> None:
    admission = Admission(slots=1, per_tenant=1)
    gate = asyncio.Event()
    log: list[str] = []
    running = asyncio.create_task(hold(admission, "a", log, gate))
    await settle()
    waiting = asyncio.create_task(hold(admission, "b", log, gate))
    await settle()
    assert admission.waiting() == 1
    waiting.cancel()
    await settle()
    assert admission.waiting() == 0
    gate.set()
    await running
    after = asyncio.create_task(hold(admission, "c", log, gate))
    await after
    assert log == ["a", "c"]


async def test_a_slot_granted_to_a_cancelled_waiter_is_given_back() -> None:
    admission = Admission(slots=1, per_tenant=1)
    await admission.acquire("a")
    waiter = asyncio.create_task(admission.acquire("b"))
    await settle()
    admission.release("a")  # hands the slot to b's future...
    waiter.cancel()  # ...which is cancelled before it runs
    with pytest.raises(asyncio.CancelledError):
        await waiter
    await asyncio.wait_for(admission.acquire("c"), timeout=1)
