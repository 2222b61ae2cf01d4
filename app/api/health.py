"""Liveness, readiness and metrics endpoints for the platform running the service."""

from __future__ import annotations

from fastapi import APIRouter, Response
from prometheus_client import CONTENT_TYPE_LATEST
from pydantic import BaseModel, Field

from app.api.auth import MetricsKey
from app.api.body import respond
from app.api.deps import StateRequest, services_of, settings_of
from app.api.problem import problem_response, problems, request_id_of
from app.observability import metrics_text

router = APIRouter(tags=["operations"])

_HEALTHY = b'{"status":"ok"}'


class HealthResponse(BaseModel):
    status: str = Field(description="`ok` when the process answers.")


class ReadinessResponse(BaseModel):
    status: str = Field(description="`ready`.")
    store: str = Field(description="The attachment store backend.")
    judges: list[str] = Field(description="The configured judge names.")


@router.get("/healthz", summary="Liveness", response_model=HealthResponse)
async def healthz() -> Response:
    return Response(_HEALTHY, media_type="application/json")


@router.get(
    "/readyz",
    summary="Readiness",
    description="200 when the store answers (writable, with space left), the workspace root "
    "and the decision log's directory are writable with space left, and the judges are "
    "configured; otherwise a 503 problem (`not_ready`) whose `parts` say what is not ready "
    "and why.",
    response_model=ReadinessResponse,
    responses=problems(503),
)
async def readyz(request: StateRequest) -> Response:
    health = services_of(request).health
    readiness = await health.readiness()
    if not readiness.ready:
        parts = {
            "store": readiness.store,
            "workspaces": readiness.workspaces,
            "judges": readiness.judges,
            "decision_log": readiness.decision_log,
        }
        failing = {name: why for name, why in parts.items() if why is not None}
        return problem_response(
            status=503,
            code="not_ready",
            detail="; ".join(f"{name}: {why.rstrip('.')}" for name, why in failing.items()),
            request_id=request_id_of(request.scope),
            extensions={"parts": failing},
        )
    return respond(
        ReadinessResponse(
            status="ready", store=settings_of(request).store.value, judges=health.judge_names()
        )
    )


@router.get(
    "/metrics",
    summary="Prometheus metrics",
    description="The whole service's counters (every tenant's traffic together, no tenant "
    "names). Open, unless `ATTACHGUARD_METRICS_KEY` is set: then it needs "
    "`Authorization: Bearer <metrics key>` (a tenant's API key is not it), else 401.",
    response_class=Response,
    responses={
        200: {"content": {CONTENT_TYPE_LATEST: {}}, "description": "Metrics text."},
        **problems(401),
    },
)
async def metrics(request: StateRequest) -> Response:
    authorization = request.headers.get("authorization")
    MetricsKey(settings_of(request).metrics_key).check(
        None if authorization is None else authorization.encode("latin-1")
    )
    return Response(metrics_text(request.state["metrics"].registry), media_type=CONTENT_TYPE_LATEST)
