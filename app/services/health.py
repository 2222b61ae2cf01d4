"""Readiness: what a platform needs to know before it sends the service traffic."""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

import anyio
from anyio.abc import TaskGroup

from app.errors import StoreUnavailable
from app.judges.protocol import Judge
from app.lifecycle import essential
from app.observability import os_cause
from app.services.decisions import DecisionLog
from app.store.protocol import AttachmentStore
from app.store.spool import UNBORN_GRACE_S
from app.store.workspace import Workspaces

logger = logging.getLogger("attachguard.health")

# The longest a readiness probe waits for the store.
READINESS_S = 1.0


@dataclass(frozen=True, slots=True)
class Readiness:
    """Each part's state: `None` when ready, else why not."""

    store: str | None
    workspaces: str | None
    judges: str | None
    decision_log: str | None = None

    @property
    def ready(self) -> bool:
        return all(
            part is None for part in (self.store, self.workspaces, self.judges, self.decision_log)
        )


class HealthService:
    def __init__(
        self,
        store: AttachmentStore,
        workspaces: Workspaces,
        judges: dict[str, Judge],
        decisions: DecisionLog | None = None,
    ) -> None:
        self._store = store
        self._workspaces = workspaces
        self._judges = judges
        self._decisions = decisions

    def judge_names(self) -> list[str]:
        return sorted(self._judges)

    async def readiness(self) -> Readiness:
        """Check the store, the workspace root and the decision log's journal (writable, space
        left) and the judges.

        Answers within `READINESS_S` whatever the store does: a probe that hangs on a stopped
        store would tell the platform nothing for a minute and a half.
        """
        store: str | None = f"the store did not answer within {READINESS_S:g} s"
        with anyio.move_on_after(READINESS_S):
            try:
                await self._store.check()
                store = None
            except StoreUnavailable as exc:
                store = exc.detail
        return Readiness(
            store=store,
            workspaces=await self._workspaces.check(),
            judges=self._judges_problem(),
            decision_log=None if self._decisions is None else await self._decisions.check(),
        )

    def _judges_problem(self) -> str | None:
        if "default" not in self._judges:
            return "no default judge is configured"
        problems = [
            f"judge {name!r}: {problem}"
            for name, judge in sorted(self._judges.items())
            if (problem := judge.readiness()) is not None
        ]
        return "; ".join(problems) or None

    async def sweep(self, *, older_than_s: float) -> int:
        """Remove what a crash left in the workspaces and the store; return how many items
        went. A store that cannot be reached is swept at the next start instead."""
        removed = 0
        try:
            removed += await self._workspaces.sweep()
        except OSError as exc:
            _skipped("workspaces", exc)
        try:
            removed += await self._store.sweep(older_than_s=older_than_s)
        except StoreUnavailable as exc:
            logger.warning("store sweep skipped", extra={"reason": exc.detail})
        except OSError as exc:
            _skipped("store", exc)
        logger.info("sweep done", extra={"leftovers_removed": removed})
        return removed

    async def start_sweep(
        self,
        group: TaskGroup,
        *,
        older_than_s: float,
        wait_s: float,
        every_s: float = 0.0,
        serving: bool = False,
        up: Callable[[], bool] = lambda: True,
    ) -> None:
        """Sweep in `group`, waiting at most `wait_s` for it (at start-up), once more when
        the grace for unborn temporary files has passed, then again every `every_s` (0: no
        more).

        Leftovers are few and gone in milliseconds on disk, so the service starts clean; but
        a store that is slow or down must not hold up start-up, or the platform's start-up
        probe would restart the process over and over. Later sweeps remove what other
        replicas left when they died (on S3, once their lease lapsed).
        """
        done = anyio.Event()

        async def run() -> None:
            await self.sweep(older_than_s=older_than_s)
            done.set()
            # A temporary file a crash left between its creation and its lock is spared while
            # it is younger than the grace (another process may be in that instant): a
            # restart right after a crash sweeps once more when the grace has passed.
            await anyio.sleep(UNBORN_GRACE_S)
            await self.sweep(older_than_s=older_than_s)
            while every_s > 0:
                await anyio.sleep(every_s)
                await self.sweep(older_than_s=older_than_s)

        group.start_soon(essential("sweep", run, serving=serving, up=up))
        with anyio.move_on_after(wait_s):
            await done.wait()


def _skipped(what: str, exc: OSError) -> None:
    """A sweep the system refused (no descriptor left, an I/O error): what it would remove
    stays for the next sweep; before, the failure stopped the process."""
    logger.warning(
        "sweep skipped",
        extra={
            "part": what,
            "cause": os_cause(exc),
        },
    )
