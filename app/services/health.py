"""Readiness: what a platform needs to know before it sends the service traffic."""

from __future__ import annotations

from dataclasses import dataclass

from app.errors import StoreUnavailable
from app.judges.protocol import Judge
from app.store.protocol import AttachmentStore
from app.store.workspace import Workspaces


@dataclass(frozen=True, slots=True)
class Readiness:
    """Each part's state: `None` when ready, else why not."""

    store: str | None
    workspaces: str | None
    judges: str | None

    @property
    def ready(self) -> bool:
        return self.store is None and self.workspaces is None and self.judges is None


class HealthService:
    def __init__(
        self, store: AttachmentStore, workspaces: Workspaces, judges: dict[str, Judge]
    ) -> None:
        self._store = store
        self._workspaces = workspaces
        self._judges = judges

    def judge_names(self) -> list[str]:
        return sorted(self._judges)

    async def readiness(self) -> Readiness:
        """Check the store and the workspace root (writable, space left) and the judges."""
        try:
            await self._store.check()
            store = None
        except StoreUnavailable as exc:
            store = exc.detail
        judges = None if "default" in self._judges else "no default judge is configured"
        return Readiness(store=store, workspaces=await self._workspaces.check(), judges=judges)

    async def sweep(self, *, older_than_s: float) -> int:
        """Remove what a crash left in the store and the workspaces (at start-up)."""
        return await self._store.sweep(older_than_s=older_than_s) + await self._workspaces.sweep(
            older_than_s=older_than_s
        )
