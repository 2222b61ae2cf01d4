"""Per-run state of the framework adapters: which run a hook serves, and that run's guard.

An adapter object (a middleware, a compiled graph's nodes, an Agents SDK guard) serves many
runs, often at once. It keeps nothing of a run on itself: each run's guard (its registry, its
retry count) lives in a `RunTable` under the run's key, and goes when the run ends, when the
object the key names is collected, or when the table is full (the oldest run first).
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass, field
from typing import Generic, TypeVar

JOB_KEY = "job_key"
"""The name under which a run gives its job key (a config key, a context attribute or key)."""
WORKSPACE_ID = "workspace_id"
"""The name under which a run gives its workspace id."""
DEFAULT_MAX_RUNS = 1024
"""How many runs an adapter keeps at once; past it, the least recently used run goes."""

T = TypeVar("T")


def run_value(source: object, name: str) -> str | None:
    """`source[name]` or `source.name` when it is a non-empty string, else None."""
    if source is None:
        return None
    value = source.get(name) if isinstance(source, Mapping) else getattr(source, name, None)
    return value if isinstance(value, str) and value else None


def first_value(name: str, *sources: object) -> str | None:
    """The first of `sources` that gives `name` (see `run_value`)."""
    for source in sources:
        value = run_value(source, name)
        if value is not None:
            return value
    return None


@dataclass
class _Entry(Generic[T]):
    value: T
    # A key naming an object by its id holds that object (or a finalizer on it), so the id
    # cannot name another object while the entry lives.
    anchor: object = None
    finalizer: weakref.finalize[[Hashable], object] | None = field(default=None)


class RunTable(Generic[T]):
    """Runs by key: thread-safe, bounded, each entry made once by `create`."""

    def __init__(self, max_runs: int = DEFAULT_MAX_RUNS) -> None:
        if max_runs < 1:
            raise ValueError("max_runs must be at least 1")
        self.max_runs = max_runs
        self._lock = threading.Lock()
        self._entries: OrderedDict[Hashable, _Entry[T]] = OrderedDict()
        # Keys whose anchor was collected. A finalizer may run inside any allocation, this
        # table's own included, so it only queues the key; the next call removes the entry.
        self._collected: deque[Hashable] = deque()

    def _collect(self) -> None:
        while self._collected:
            self._entries.pop(self._collected.popleft(), None)

    def get(self, key: Hashable, create: Callable[[], T], *, anchor: object = None) -> T:
        """The run under `key`, made by `create` the first time.

        `anchor` is the object the key stands for when the key holds its id: the entry goes
        when it is collected (or, for an object without weak references, holds it).
        """
        with self._lock:
            self._collect()
            entry = self._entries.get(key)
            if entry is not None:
                self._entries.move_to_end(key)
                return entry.value
            entry = _Entry(create())
            if anchor is not None:
                try:
                    entry.finalizer = weakref.finalize(anchor, self._collected.append, key)
                except TypeError:  # no weak references: hold it
                    entry.anchor = anchor
            self._entries[key] = entry
            while len(self._entries) > self.max_runs:
                _, oldest = self._entries.popitem(last=False)
                if oldest.finalizer is not None:
                    oldest.finalizer.detach()
            return entry.value

    def drop(self, key: Hashable) -> None:
        """Forget the run under `key` (nothing when there is none)."""
        with self._lock:
            self._collect()
            entry = self._entries.pop(key, None)
        if entry is not None and entry.finalizer is not None:
            entry.finalizer.detach()

    def __len__(self) -> int:
        with self._lock:
            self._collect()
            return len(self._entries)

    def __contains__(self, key: object) -> bool:
        with self._lock:
            self._collect()
            return key in self._entries
