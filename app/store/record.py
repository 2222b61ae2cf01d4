"""Keys of append-only stream records: a sortable time component, then a random suffix."""

from __future__ import annotations

import secrets
import time

# 20 digits hold any nanosecond timestamp until the year 5138: keys compare as strings.
_STAMP_DIGITS = 20


class RecordClock:
    """Hands out record keys that sort in the order this process asked for them.

    The time is the wall clock in nanoseconds, never repeated or stepped back within one
    process; the random suffix keeps concurrent appenders (other replicas) from colliding.
    The suffix is drawn once per clock: its stamps never repeat, so a clock's keys are unique
    with one suffix, and two clocks share a key only if they drew the same 64 random bits and
    the same nanosecond. (A suffix per key cost a `getrandom` call per decision record.)
    """

    def __init__(self) -> None:
        self._last = 0
        self._suffix = secrets.token_hex(8)

    def next_stamp(self) -> str:
        """A fixed-width time, greater than every one this clock gave before."""
        self._last = max(time.time_ns(), self._last + 1)
        return f"{self._last:0{_STAMP_DIGITS}d}"

    def next_key(self) -> str:
        """A new record key: the next stamp and this clock's random suffix."""
        return f"{self.next_stamp()}-{self._suffix}"
