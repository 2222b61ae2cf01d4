"""Use cases: one module per capability, orchestrating domain rules, judges and the store."""

from __future__ import annotations

from dataclasses import dataclass

from app.services.attachments import AttachmentService
from app.services.decisions import DecisionLog
from app.services.gateway import GatewayService
from app.services.guardrails import GuardrailService
from app.services.health import HealthService
from app.services.materialize import MaterializeService
from app.services.output_files import OutputFileService


@dataclass(frozen=True, slots=True)
class Services:
    """Every use case the api calls, built once per app by the lifespan."""

    attachments: AttachmentService
    guardrails: GuardrailService
    materialize: MaterializeService
    output_files: OutputFileService
    health: HealthService
    decisions: DecisionLog
    gateway: GatewayService
