"""Liveness, readiness and metrics endpoints for the platform running the service."""

from __future__ import annotations

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest
from pydantic import BaseModel, Field

from app.api.deps import MetricsDep, SettingsDep, StoreDep
from app.api.problem import problems
from app.errors import StoreUnavailable

router = APIRouter(tags=["operations"])


class HealthResponse(BaseModel):
    status: str = Field(description="`ok` when the process answers.")


class ReadinessResponse(BaseModel):
    status: str = Field(description="`ready` when the store answers and judges are configured.")
    store: str = Field(description="The attachment store backend.")
    judges: list[str] = Field(description="The configured judge names.")


@router.get("/healthz", summary="Liveness")
async def healthz() -> HealthResponse:
    return HealthResponse(status="ok")


@router.get(
    "/readyz",
    summary="Readiness",
    responses=problems(503),
)
async def readyz(settings: SettingsDep, store: StoreDep) -> ReadinessResponse:
    await store.check()
    if not settings.judges:
        raise StoreUnavailable("No judge is configured.")
    return ReadinessResponse(
        status="ready", store=settings.store.value, judges=sorted(settings.judges)
    )


@router.get(
    "/metrics",
    summary="Prometheus metrics",
    response_class=Response,
    responses={200: {"content": {CONTENT_TYPE_LATEST: {}}, "description": "Metrics text."}},
)
async def metrics(metrics: MetricsDep) -> Response:
    return Response(generate_latest(metrics.registry), media_type=CONTENT_TYPE_LATEST)
