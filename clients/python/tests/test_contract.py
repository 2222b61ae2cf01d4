"""The client covers the committed contract: every operation of openapi.yaml, every field."""

from __future__ import annotations

import functools
import inspect
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import BaseModel

from attachguard_client import AsyncClient, Client, models
from attachguard_client.contract import OPERATIONS

OPENAPI = Path(__file__).resolve().parents[3] / "openapi.yaml"
HEADER_PARAMETERS = {"Range": "byte_range", "If-None-Match": "if_none_match"}
METHODS = {"get", "put", "post", "delete", "patch", "head"}


@functools.cache
def _spec() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(OPENAPI.read_text())
    return loaded


def _operations() -> dict[str, dict[str, Any]]:
    return {
        operation["operationId"]: operation
        for item in _spec()["paths"].values()
        for method, operation in item.items()
        if method in METHODS
    }


def _schema(ref_or_schema: dict[str, Any]) -> dict[str, Any]:
    ref = ref_or_schema.get("$ref")
    if ref is None:
        return ref_or_schema
    resolved: dict[str, Any] = _spec()["components"]["schemas"][ref.rsplit("/", 1)[1]]
    return resolved


def _expected_parameters(operation: dict[str, Any]) -> set[str]:
    names = set()
    for parameter in operation.get("parameters", []):
        name = parameter["name"]
        names.add(HEADER_PARAMETERS.get(name, name) if parameter["in"] == "header" else name)
    for media in operation.get("requestBody", {}).get("content", {}).values():
        names.update(_schema(media["schema"]).get("properties", {}))
    return names


def test_every_operation_has_a_client_method() -> None:
    missing = sorted(set(_operations()) - set(OPERATIONS))
    assert not missing, f"operations of openapi.yaml without a client method: {missing}"
    stale = sorted(set(OPERATIONS) - set(_operations()))
    assert not stale, f"client methods for operations the service no longer has: {stale}"


@pytest.mark.parametrize("operation_id", sorted(OPERATIONS))
def test_methods_take_every_parameter_and_body_field(operation_id: str) -> None:
    expected = _expected_parameters(_operations()[operation_id])
    for cls in (Client, AsyncClient):
        taken: set[str] = set()
        for method_name in OPERATIONS[operation_id]:
            method = getattr(cls, method_name)
            taken.update(inspect.signature(method).parameters)
        assert expected <= taken, f"{cls.__name__} misses {sorted(expected - taken)}"


@pytest.mark.parametrize("method_name", sorted({m for ms in OPERATIONS.values() for m in ms}))
def test_sync_and_async_methods_have_the_same_parameters(method_name: str) -> None:
    sync = inspect.signature(getattr(Client, method_name)).parameters
    asynchronous = inspect.signature(getattr(AsyncClient, method_name)).parameters
    assert list(sync) == list(asynchronous)


# Every schema the service answers with, and the client model that reads it.
RESPONSE_MODELS: dict[str, type[BaseModel]] = {
    "AttachmentResponse": models.Attachment,
    "CreateOutputFileResponse": models.CreateOutputFileResponse,
    "DecisionsResponse": models.DecisionsResponse,
    "EscalationResponse": models.Escalation,
    "EvaluateResponse": models.EvaluateResponse,
    "FieldProblemResponse": models.VerificationProblem,
    "FieldsResponse": models.FieldsResponse,
    "FileFieldResponse": models.FileField,
    "GuardrailResultResponse": models.GuardrailResult,
    "HealthResponse": models.HealthResponse,
    "JobAttachmentsResponse": models.JobAttachmentsResponse,
    "JudgeCallResponse": models.JudgeInfo,
    "MaterializeResponse": models.MaterializeResponse,
    "MaterializedFileResponse": models.MaterializedFile,
    "Problem": models.Problem,
    "ProblemError": models.ProblemDetail,
    "ReadinessResponse": models.ReadinessResponse,
    "ReferenceResponse": models.Reference,
    "ResolveResponse": models.ResolveResponse,
    "ScanResponse": models.Scan,
    "TicketResponse": models.JobAttachment,
    "ToolResponse": models.ToolSpec,
    "UnforwardedResponse": models.Unforwarded,
    "UnreadFileResponse": models.UnreadFile,
    "VerifyResponse": models.VerifyResponse,
    # What the client sends as typed models.
    "Guardrail": models.Guardrail,
    "Selector": models.Selector,
    "BlockAction": models.BlockAction,
    "LogAction": models.LogAction,
    "EscalateAction": models.EscalateAction,
}
# Message shapes of R1.10 that happen to end in "Response": the client sends them as they are.
NOT_ANSWERS = {"GeminiResponse"}


def test_every_answer_schema_has_a_client_model() -> None:
    answers = {n for n in _spec()["components"]["schemas"] if n.endswith("Response")}
    assert sorted(answers - NOT_ANSWERS - set(RESPONSE_MODELS)) == []


@pytest.mark.parametrize("schema_name", sorted(RESPONSE_MODELS))
def test_client_models_read_every_field(schema_name: str) -> None:
    schema = _spec()["components"]["schemas"][schema_name]
    model = RESPONSE_MODELS[schema_name]
    fields = {field.alias or name for name, field in model.model_fields.items()}
    assert sorted(set(schema.get("properties", {})) - fields) == []
