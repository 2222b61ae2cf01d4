"""What a route needs from its request: the app's state and the caller's tenant.

Plain functions rather than FastAPI dependencies: each dependency costs a resolution step
on every request, and these two are all a route needs (see README, Performance).
"""

from __future__ import annotations

import hmac
from typing import Any, TypedDict

from starlette.requests import Request

from app.errors import Unauthorized
from app.observability import Metrics
from app.services import Services
from app.settings import Settings

DEFAULT_TENANT = "default"

# Every /v1 operation takes an API key when keys are configured, and none when not.
SECURITY: dict[str, Any] = {"security": [{"bearer": []}, {}]}
SECURITY_SCHEMES = {
    "bearer": {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key from ATTACHGUARD_API_KEYS; not needed when none are set.",
    }
}


class AppState(TypedDict):
    """What the lifespan builds; every request sees it as `request.state`."""

    settings: Settings
    services: Services
    metrics: Metrics


class StateRequest(Request[AppState]):
    """A request whose `state` is typed as the lifespan's `AppState`.

    FastAPI recognises the request parameter by class, and a parameterised generic is not
    one; this subclass adds nothing at run time (FastAPI passes its plain `Request`).
    """


def services_of(request: StateRequest) -> Services:
    return request.state["services"]


def settings_of(request: StateRequest) -> Settings:
    return request.state["settings"]


def tenant_of(request: StateRequest) -> str:
    """The tenant the request's API key belongs to; `default` when no keys are configured."""
    settings = request.state["settings"]
    if not settings.api_keys:
        return DEFAULT_TENANT
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise Unauthorized("Send an API key as 'Authorization: Bearer <key>'.")
    offered = token.strip().encode()
    tenant: str | None = None
    # Compare against every key, in constant time each, so timing tells nothing about which
    # key (or how much of one) matched.
    for key, owner in settings.api_keys.items():
        if hmac.compare_digest(offered, key.get_secret_value().encode()):
            tenant = owner
    if tenant is None:
        raise Unauthorized("The API key is not valid.")
    return tenant
