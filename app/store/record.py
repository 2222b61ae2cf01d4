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
    """

    def __init__(self) -> None:
        self._last = 0

    def next_stamp(self) -> str:
        """A fixed-width time, greater than every one this clock gave before."""
        self._last = max(time.time_ns(), self._last + 1)
        return f"{self._last:0{_STAMP_DIGITS}d}"

    def next_key(self) -> str:
        """A new record key: the next stamp and a random suffix."""
        return f"{self.next_stamp()}-{secrets.token_hex(8)}"
