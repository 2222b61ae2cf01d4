"""A bounded store per tenant, the budget split evenly among the configured tenants.

An in-process cache that every tenant shares lets one tenant's traffic evict another's
entries: a verdict evicted is a `cache: "miss"` in the other tenant's records (they learn of
each other's activity), and a gateway conversation evicted is a response judged without the
request it answers (the other tenant's legitimate call blocked). Each tenant gets its own
store instead, of an equal share of the setting's budget, so the memory bound stays the
setting's and a tenant's entries only ever make room for its own.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Generic, TypeVar

Store = TypeVar("Store")


class TenantShares(Generic[Store]):
    """`of(tenant)`: that tenant's store, made on first use with `make(share)`."""

    def __init__(self, tenants: Collection[str], budget: int, make: Callable[[int], Store]) -> None:
        self.share = max(1, budget // max(1, len(tenants)))
        self._make = make
        self._stores: dict[str, Store] = {}

    def of(self, tenant: str) -> Store:
        store = self._stores.get(tenant)
        if store is None:
            store = self._stores[tenant] = self._make(self.share)
        return store

    def stores(self) -> list[Store]:
        return list(self._stores.values())
