"""When a failed call may be sent again, and how long to wait first (exponential, jittered)."""

from __future__ import annotations

import json
from dataclasses import dataclass

import httpx2

IDEMPOTENT_METHODS = frozenset({"GET", "HEAD", "PUT", "OPTIONS", "DELETE"})
RETRY_STATUSES = frozenset({503})

# Failures that happen before a single byte of the request left: even a POST was not applied.
_NOT_SENT = (httpx2.ConnectError, httpx2.ConnectTimeout, httpx2.PoolTimeout)


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """Retries with exponential backoff and full jitter.

    `max_attempts` counts the first try (1 disables retries). The n-th retry waits a random
    time in `[0, min(max_backoff, backoff * 2**(n-1))]`; a `Retry-After` answer raises that
    to what the service asked for, still capped at `max_backoff`.
    """

    max_attempts: int = 3
    backoff: float = 0.25
    max_backoff: float = 4.0

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError("max_attempts must be at least 1")
        if self.backoff < 0 or self.max_backoff < 0:
            raise ValueError("backoff times cannot be negative")

    def delay(self, retry: int, *, jitter: float, retry_after: float | None = None) -> float:
        """Seconds to wait before retry number `retry` (1-based); `jitter` is uniform in [0, 1)."""
        ceiling = min(self.max_backoff, self.backoff * 2.0 ** (retry - 1))
        wait = ceiling * jitter
        if retry_after is not None:
            wait = max(wait, min(retry_after, self.max_backoff))
        return wait


NO_RETRIES = RetryPolicy(max_attempts=1)


def retryable_status(method: str, status: int, body: bytes = b"", *, resendable: bool) -> bool:
    """A 503 is retried for idempotent methods; for a POST only when it was provably never
    applied (`over_capacity`: refused before the service read it) and its body can be sent
    again (JSON; a file's stream may have been read)."""
    if status not in RETRY_STATUSES:
        return False
    if method.upper() in IDEMPOTENT_METHODS:
        return True
    return resendable and _problem_code(body) == "over_capacity"


def _problem_code(body: bytes) -> str | None:
    try:
        document = json.loads(body)
    except ValueError:
        return None
    code = document.get("code") if isinstance(document, dict) else None
    return code if isinstance(code, str) else None


def retryable_error(method: str, exc: httpx2.TransportError) -> bool:
    """Any transport failure for idempotent methods; for others only one that sent nothing."""
    if isinstance(exc, _NOT_SENT):
        return True
    return method.upper() in IDEMPOTENT_METHODS


def retry_after_seconds(value: str | None) -> float | None:
    """`Retry-After` in seconds (the delta form; an HTTP date is ignored)."""
    if value is None:
        return None
    try:
        seconds = float(value.strip())
    except ValueError:
        return None
    return seconds if seconds >= 0 else None
