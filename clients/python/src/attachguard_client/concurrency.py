"""What the async and sync clients do differently besides `await`: waiting, and file I/O.

async_client.py calls the `a`-prefixed functions; the client.py generated from it (by unasync,
`make generate`) calls their blocking twins, the names the generator renames them to.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


async def asleep(seconds: float) -> None:
    """Wait without holding the event loop."""
    await asyncio.sleep(seconds)


def sleep(seconds: float) -> None:
    """Wait, blocking the calling thread."""
    time.sleep(seconds)


async def arun_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Blocking I/O (a file write, a rename) in a worker thread: the event loop goes on."""
    return await asyncio.to_thread(function, *args, **kwargs)


def run_blocking(function: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Blocking I/O where it is: the sync client's caller waits for it anyway."""
    return function(*args, **kwargs)
