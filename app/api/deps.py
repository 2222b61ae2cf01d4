"""What a route needs from its request: the app's state and the caller's tenant.

Plain functions rather than FastAPI dependencies: each dependency costs a resolution step
on every request, and these are all a route needs (see docs/benchmarks/history.md).
Authentication itself is not here: `api.auth` does it once for every operation, before routing.
"""

from __future__ import annotations

from typing import Any, TypedDict

from starlette.requests import Request

from app.api.auth import TENANT, KeyTable
from app.errors import Unauthorized
from app.observability import Metrics
from app.services import Services
from app.settings import Settings

# Every /v1 operation takes an API key when keys are configured, and none when not.
SECURITY: dict[str, Any] = {"security": [{"bearer": []}, {}]}
SECURITY_SCHEMES = {
    "bearer": {
        "type": "http",
        "scheme": "bearer",
        "description": "An API key from ATTACHGUARD_API_KEYS; not needed when none are set.",
    },
    "api_key": {
        "type": "apiKey",
        "in": "header",
        "name": "x-api-key",
        "description": "The same API keys, as a gateway sends them (LiteLLM's proxy).",
    },
}


class AppState(TypedDict):
    """What the lifespan builds; every request sees it as `request.state`."""

    settings: Settings
    services: Services
    metrics: Metrics
    keys: KeyTable


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
    """The caller's tenant, as `AuthenticationMiddleware` found it from the API key."""
    tenant = request.scope["state"].get(TENANT)
    if not isinstance(tenant, str):  # a route outside the protected prefix asked
        raise Unauthorized("This operation takes no tenant.")
    return tenant
