"""Files judged once: their extracted text and the heuristic's findings, by content.

A real run has the same file judged again and again: at tool pre and post, by several
guardrails, on several calls. The memo keeps what reading it cost, keyed by what the result
depends on: the **tenant**, the file's sha256 (from the store's metadata, which also proves
the tenant holds the file), its media type and the reading bounds; for the heuristic's
findings also the rule categories and whether the learned scorer ran. The heuristic is
deterministic, so a kept answer is the answer. A key never lets one tenant learn about
another's file: the same bytes uploaded by two tenants are two entries, and a hit is never
served across them.

Concurrent first requests for one entry share one reading: the first computes it, the others
wait for its answer (a burst of parallel tool calls naming one cold file would otherwise scan
it once each, past their deadline). When that computation fails or is cancelled, the waiters
compute on their own, at once.

In-process, least recently used, bounded in bytes (`FILE_MEMO_MB`, split evenly among the
configured tenants: one tenant's files never push another's out, `domain.shares`; each entry
is charged at least `MIN_ENTRY_BYTES`). Reads that found nothing (a file missing, a store
down) are not kept.
"""

from __future__ import annotations

import sys
from collections.abc import Awaitable, Callable, Collection, Hashable
from typing import Any

import anyio
from cachetools import LRUCache

from app.domain.shares import TenantShares

MIN_ENTRY_BYTES = 256


def _charge(value: Any) -> int:
    text = getattr(value, "text", None)
    if isinstance(text, str):
        return MIN_ENTRY_BYTES + sys.getsizeof(text)
    return MIN_ENTRY_BYTES + 64 * len(value) if isinstance(value, tuple) else MIN_ENTRY_BYTES


class _Flight:
    """A computation under way, and its answer once it has one."""

    __slots__ = ("done", "ok", "value")

    def __init__(self) -> None:
        self.done = anyio.Event()
        self.ok = False
        self.value: Any = None


class FileMemo:
    """What reading and judging a file's content gave, per tenant and content."""

    def __init__(
        self,
        max_bytes: int,
        count: Callable[[str, str], None] | None = None,
        *,
        tenants: Collection[str] = ("default",),
    ) -> None:
        self._shares: TenantShares[LRUCache[Hashable, Any]] = TenantShares(
            tenants, max_bytes, lambda share: LRUCache(maxsize=share, getsizeof=_charge)
        )
        # Counts each lookup by what it looked for (its key's first part) and `hit` or `miss`.
        self._count = count
        self._flights: dict[tuple[str, tuple[Hashable, ...]], _Flight] = {}

    async def remember(
        self,
        tenant: str,
        key: tuple[Hashable, ...],
        compute: Callable[[], Awaitable[Any]],
        keep: Callable[[Any], bool] = lambda _: True,
    ) -> Any:
        """The entry's value: kept, or being computed for another request (waited for), or
        computed now and kept when `keep` says so."""
        value = self.get(tenant, key)
        if value is not None:
            return value
        waited = self._flights.get((tenant, key))
        if waited is not None:
            await waited.done.wait()
            if waited.ok:
                return waited.value
            # It failed or was cancelled: each waiter computes on its own, at once, rather
            # than one after another behind a new first.
            return await self._computed(tenant, key, compute, keep)
        flight = self._flights[(tenant, key)] = _Flight()
        try:
            value = await compute()
            flight.ok, flight.value = True, value
            if keep(value):
                self.put(tenant, key, value)
            return value
        finally:
            del self._flights[(tenant, key)]
            flight.done.set()

    async def _computed(
        self,
        tenant: str,
        key: tuple[Hashable, ...],
        compute: Callable[[], Awaitable[Any]],
        keep: Callable[[Any], bool],
    ) -> Any:
        value = await compute()
        if keep(value):
            self.put(tenant, key, value)
        return value

    def get(self, tenant: str, key: tuple[Hashable, ...]) -> Any:
        value = self._shares.of(tenant).get(key)
        if self._count is not None:
            self._count(str(key[0]), "miss" if value is None else "hit")
        return value

    def put(self, tenant: str, key: tuple[Hashable, ...], value: Any) -> None:
        if _charge(value) <= self._shares.share:
            self._shares.of(tenant)[key] = value

    @property
    def size(self) -> int:
        return sum(int(entries.currsize) for entries in self._shares.stores())
