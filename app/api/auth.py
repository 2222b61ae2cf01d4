"""Who is calling: API keys mapped to tenants, checked from the request's headers alone.

One mechanism for every operation (the framework's routes and the direct hot paths alike):
`AuthenticationMiddleware` runs before any route and before a byte of the body is read, so a
client without a valid key is answered 401 and its connection closed at once; it cannot hold
a connection slot by trickling a body nobody will accept. Keys are kept as sha256 digests:
the process holds no key in a form a heap dump or a log line could give back.
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Mapping

from pydantic import SecretStr
from starlette.types import ASGIApp, Receive, Scope, Send

from app.api.problem import error_response_for
from app.errors import Unauthorized

DEFAULT_TENANT = "default"
# Operations under these prefixes need a key when keys are configured; probes, metrics and the
# docs do not. `/beta/` holds the gateways' own protocols (LiteLLM's guardrail API).
PROTECTED_PREFIXES = ("/v1/", "/beta/")
TENANT = "tenant"
KEYS = "keys"


def _digest(key: bytes) -> bytes:
    return hashlib.sha256(key).digest()


class KeyTable:
    """API key digests to tenant names; empty means no authentication (tenant `default`)."""

    def __init__(self, keys: Mapping[SecretStr, str]) -> None:
        self._tenants = [
            (_digest(key.get_secret_value().encode()), tenant) for key, tenant in keys.items()
        ]

    @property
    def enabled(self) -> bool:
        return bool(self._tenants)

    def tenant(self, authorization: bytes | None) -> str:
        """The tenant of an `Authorization: Bearer <key>` value; `Unauthorized` otherwise."""
        if not self._tenants:
            return DEFAULT_TENANT
        scheme, _, token = (authorization or b"").partition(b" ")
        token = token.strip()
        if scheme.lower() != b"bearer" or not token:
            raise Unauthorized(
                "Send an API key as 'Authorization: Bearer <key>' (or 'x-api-key: <key>')."
            )
        offered = _digest(token)
        found: str | None = None
        # Every digest compared, each in constant time: timing tells nothing of which matched.
        for digest, tenant in self._tenants:
            if hmac.compare_digest(offered, digest):
                found = tenant
        if found is None:
            raise Unauthorized("The API key is not valid.")
        return found


class MetricsKey:
    """The key `/metrics` asks for (`METRICS_KEY`), kept as a digest; None: it is open."""

    def __init__(self, key: SecretStr | None) -> None:
        self._digest = None if key is None else _digest(key.get_secret_value().encode())

    def check(self, authorization: bytes | None) -> None:
        """`Unauthorized` unless `authorization` is `Bearer <the metrics key>`."""
        if self._digest is None:
            return
        scheme, _, token = (authorization or b"").partition(b" ")
        if scheme.lower() != b"bearer" or not hmac.compare_digest(
            _digest(token.strip()), self._digest
        ):
            raise Unauthorized("Send the metrics key as 'Authorization: Bearer <key>'.")


def _authorization(scope: Scope) -> bytes | None:
    """The `Authorization` header; else an `x-api-key` header (what a gateway sends, LiteLLM's
    proxy among them), read as the same bearer key."""
    api_key: bytes | None = None
    for name, value in scope["headers"]:
        if name == b"authorization":
            return value  # type: ignore[no-any-return]
        if name == b"x-api-key":
            api_key = value
    return None if api_key is None else b"Bearer " + api_key


class AuthenticationMiddleware:
    """Puts the caller's tenant in the request's state, or answers 401 from the headers.

    The 401 closes the connection: the body the client may still be sending is never read.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not scope["path"].startswith(PROTECTED_PREFIXES):
            await self.app(scope, receive, send)
            return
        state = scope.setdefault("state", {})
        keys: KeyTable | None = state.get(KEYS)
        if keys is None:  # no lifespan ran: nothing is configured, nothing can be served
            await self.app(scope, receive, send)
            return
        try:
            state[TENANT] = keys.tenant(_authorization(scope))
        except Unauthorized as exc:
            response = error_response_for(scope, exc, headers={"Connection": "close"})
            await response(scope, receive, send)
            return
        await self.app(scope, receive, send)
