"""Request-scoped dependencies: lifespan state, the caller's tenant."""

from __future__ import annotations

import hmac
from typing import Annotated, cast

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer

from app.errors import Unauthorized
from app.judges.protocol import Judge
from app.observability import Metrics
from app.settings import Settings
from app.store.protocol import AttachmentStore
from app.store.workspace import Workspaces

DEFAULT_TENANT = "default"

_bearer = HTTPBearer(
    auto_error=False,
    description="An API key from ATTACHGUARD_API_KEYS; not needed when none are configured.",
)


def get_settings(request: Request) -> Settings:
    return cast(Settings, request.state.settings)


def get_store(request: Request) -> AttachmentStore:
    return cast(AttachmentStore, request.state.store)


def get_metrics(request: Request) -> Metrics:
    return cast(Metrics, request.state.metrics)


def get_judges(request: Request) -> dict[str, Judge]:
    return cast(dict[str, Judge], request.state.judges)


def get_workspaces(request: Request) -> Workspaces:
    return cast(Workspaces, request.state.workspaces)


SettingsDep = Annotated[Settings, Depends(get_settings)]
StoreDep = Annotated[AttachmentStore, Depends(get_store)]
MetricsDep = Annotated[Metrics, Depends(get_metrics)]
JudgesDep = Annotated[dict[str, Judge], Depends(get_judges)]
WorkspacesDep = Annotated[Workspaces, Depends(get_workspaces)]


def get_tenant(
    settings: SettingsDep,
    credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)],
) -> str:
    """The tenant the API key belongs to; `default` when the service runs without keys."""
    if not settings.authenticated:
        return DEFAULT_TENANT
    if credentials is None:
        raise Unauthorized("Send an API key as 'Authorization: Bearer <key>'.")
    offered = credentials.credentials.encode()
    tenant: str | None = None
    # Compare against every key, in constant time each, so timing tells nothing about which
    # key (or how much of one) matched.
    for key, owner in settings.api_keys.items():
        if hmac.compare_digest(offered, key.encode()):
            tenant = owner
    if tenant is None:
        raise Unauthorized("The API key is not valid.")
    return tenant


TenantDep = Annotated[str, Depends(get_tenant)]
