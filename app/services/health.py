"""Readiness: what a platform needs to know before it sends the service traffic."""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import StoreUnavailable
from app.judges.protocol import Judge
from app.store.protocol import AttachmentStore


@dataclass(frozen=True, slots=True)
class Readiness:
    """Each part's state: `None` when ready, else why not."""

    store: str | None
    judges: str | None

    @property
    def ready(self) -> bool:
        return self.store is None and self.judges is None


class HealthService:
    def __init__(self, store: AttachmentStore, judges: dict[str, Judge]) -> None:
        self._store = store
        self._judges = judges

    def judge_names(self) -> list[str]:
        return sorted(self._judges)

    async def readiness(self) -> Readiness:
        """Check the store (reachable, writable, space left) and that judges are configured."""
        try:
            await self._store.check()
            store = None
        except StoreUnavailable as exc:
            store = exc.detail
        judges = None if "default" in self._judges else "no default judge is configured"
        return Readiness(store=store, judges=judges)
