"""Background tasks the service cannot serve without, and what their failure does."""

from __future__ import annotations

import logging
import signal
from collections.abc import Callable, Coroutine
from typing import Any

logger = logging.getLogger("attachguard")

Task = Callable[[], Coroutine[Any, Any, None]]


def essential(
    task: str, run: Task, *, serving: bool, up: Callable[[], bool] = lambda: True
) -> Task:
    """`run`, which the service needs for as long as it serves (committing and shipping the
    decision records, an S3 lease, the sweeps): should it fail, the process stops.

    Left dead, it would not be missed by any request: the service would answer on while, say,
    its records piled up unshipped until the journal's backlog was full. Stopping gracefully
    (SIGTERM to itself: answers in flight finish, the journal is drained as far as it can be)
    ends the process with that signal, and the platform restarts it; with several workers,
    the server restarts the worker. In a test (`serving` false), and before the service is
    `up` (a failure at start-up, which start-up would otherwise wait out), the failure is
    raised: start-up fails with it.
    """

    async def guarded() -> None:
        try:
            await run()
        except Exception:
            if not serving or not up():
                raise
            logger.critical(
                "a background task failed; the process stops so that it is restarted",
                extra={"task": task},
                exc_info=True,
            )
            signal.raise_signal(signal.SIGTERM)

    return guarded
