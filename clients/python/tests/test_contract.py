"""The client covers the committed contract: every operation of openapi.yaml, every field."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Hashable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest
import yaml
from pydantic import BaseModel

from attachguard_client import AsyncClient, AttachguardError, Client, models
from attachguard_client.contract import GATEWAY_OPERATIONS, OPERATIONS
from attachguard_client.errors import error_class

OPENAPI = Path(__file__).resolve().parents[3] / "openapi.yaml"
HEADER_PARAMETERS = {
    "Range": "byte_range",
    "If-None-Match": "if_none_match",
    "If-Match": "if_match",
    "If-Range": "if_range",
}
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
    missing = sorted(set(_operations()) - set(OPERATIONS) - GATEWAY_OPERATIONS)
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
    "CallResultResponse": models.CallResult,
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
}
# What the client sends as typed models.
REQUEST_MODELS: dict[str, type[BaseModel]] = {
    "Guardrail": models.Guardrail,
    "Selector": models.Selector,
    "BlockAction": models.BlockAction,
    "LogAction": models.LogAction,
    "EscalateAction": models.EscalateAction,
}
# The tickets callers and tools pass around: the contract's `Ticket`, with `None` for a key left
# out (`to_wire` drops it), and `Ticket` naming the file as the service described it.
TICKET_MODELS: tuple[type[BaseModel], ...] = (models.Ticket, models.TicketParam)
ENUMS: dict[str, type[StrEnum]] = {
    "AppliesTo": models.AppliesTo,
    "Decision": models.Decision,
    "FileStatus": models.FileStatus,
    "Gate": models.Gate,
    "Outcome": models.Outcome,
    "Scope": models.Scope,
    "Stage": models.Stage,
}
# Message shapes of R1.10 that happen to end in "Response": the client sends them as they are.
# The gateway protocol's answer is the proxy's to read (GATEWAY_OPERATIONS).
NOT_ANSWERS = {"GeminiResponse", "LiteLLMGuardrailResponse"}
CONTRACT_OF: dict[str, str] = {
    model.__name__: name for name, model in {**RESPONSE_MODELS, **REQUEST_MODELS}.items()
}


def _public_members(kind: type[Any]) -> set[type[Any]]:
    return {
        member
        for name, member in vars(models).items()
        if isinstance(member, type)
        and issubclass(member, kind)
        and member.__module__ == models.__name__
        and not name.startswith("_")
    }


def test_every_answer_schema_has_a_client_model() -> None:
    answers = {n for n in _spec()["components"]["schemas"] if n.endswith("Response")}
    assert sorted(answers - NOT_ANSWERS - set(RESPONSE_MODELS)) == []


def test_every_client_model_is_compared_with_the_contract() -> None:
    compared = {*RESPONSE_MODELS.values(), *REQUEST_MODELS.values(), *TICKET_MODELS}
    assert sorted(m.__name__ for m in _public_members(BaseModel) - compared) == []
    assert sorted(e.__name__ for e in _public_members(StrEnum) - set(ENUMS.values())) == []


# A property's type, reduced to what both sides can say alike: JSON types, enum values, and
# objects by their contract schema name (a client model counts as the schema it reads).
Kind = frozenset[Hashable]
ANY: Kind = frozenset({("any",)})


def _kind(schema: Mapping[str, Any], resolve: Callable[[str], tuple[str, dict[str, Any]]]) -> Kind:
    if "$ref" in schema:
        name, target = resolve(schema["$ref"])
        if "properties" in target:
            return frozenset({("object", name)})
        return _kind(target, resolve)  # an enum, or a free value such as JsonValue
    for union in ("anyOf", "oneOf"):
        if union in schema:
            return frozenset().union(*(_kind(member, resolve) for member in schema[union]))
    if "enum" in schema or "const" in schema:
        return frozenset({("enum", frozenset(schema.get("enum", [schema.get("const")])))})
    kind = schema.get("type")
    if kind is None:
        return ANY
    if kind == "array":
        items = schema.get("items")
        return frozenset({("array", ANY if items is None else _kind(items, resolve))})
    if kind == "object":
        return frozenset({("object", None)})  # a free-form mapping
    return frozenset({(kind,)})


def _contract_ref(ref: str) -> tuple[str, dict[str, Any]]:
    name = ref.rsplit("/", 1)[1]
    return name, _spec()["components"]["schemas"][name]


def _model_properties(model: type[BaseModel]) -> tuple[dict[str, Kind], set[str]]:
    """The model's properties (by wire name) as kinds, and the ones it requires."""
    schema = model.model_json_schema(by_alias=True)
    defs: dict[str, dict[str, Any]] = schema.get("$defs", {})

    def resolve(ref: str) -> tuple[str, dict[str, Any]]:
        name = ref.rsplit("/", 1)[1]
        return CONTRACT_OF.get(name, name), defs[name]

    kinds = {name: _kind(prop, resolve) for name, prop in schema["properties"].items()}
    return kinds, set(schema.get("required", []))


def _has_enum(kind: Kind) -> bool:
    return any(isinstance(member, tuple) and member[0] == "enum" for member in kind)


def _open(kind: Kind) -> bool:
    return ("string",) in kind and _has_enum(kind)


def _closed(kind: Kind) -> Kind:
    """An answer's open enum (its values, or the string a newer server adds) as the contract's."""
    return kind - {("string",)} if _open(kind) else kind


@pytest.mark.parametrize("schema_name", sorted({**RESPONSE_MODELS, **REQUEST_MODELS}))
def test_client_models_are_the_contract_schemas(schema_name: str) -> None:
    """The same fields, of the same types and nullability; required only what the contract
    requires (a field the contract adds later has a default, so an older answer still reads)."""
    schema = _spec()["components"]["schemas"][schema_name]
    model = {**RESPONSE_MODELS, **REQUEST_MODELS}[schema_name]
    kinds, required = _model_properties(model)
    if schema_name in RESPONSE_MODELS:
        kinds = {name: _closed(kind) for name, kind in kinds.items()}
    contract = {name: _kind(prop, _contract_ref) for name, prop in schema["properties"].items()}
    assert sorted(kinds) == sorted(contract), "fields differ"
    differ = {
        name: (kinds[name], contract[name])
        for name in contract
        if kinds[name] != ANY and kinds[name] != contract[name]
    }
    assert differ == {}
    assert sorted(required - set(schema.get("required", []))) == []


@pytest.mark.parametrize("schema_name", sorted({**RESPONSE_MODELS, **REQUEST_MODELS}))
def test_answers_read_enum_values_a_newer_server_adds_and_requests_send_only_known_ones(
    schema_name: str,
) -> None:
    schema = _spec()["components"]["schemas"][schema_name]
    kinds, _ = _model_properties({**RESPONSE_MODELS, **REQUEST_MODELS}[schema_name])
    enums = {
        name for name, prop in schema["properties"].items() if _has_enum(_kind(prop, _contract_ref))
    }
    opened = {name for name in enums if _open(kinds[name])}
    assert opened == (enums if schema_name in RESPONSE_MODELS else set())


@pytest.mark.parametrize("model", TICKET_MODELS, ids=lambda m: m.__name__)
def test_ticket_models_spell_the_contract_ticket(model: type[BaseModel]) -> None:
    contract = _spec()["components"]["schemas"]["Ticket"]
    kinds, required = _model_properties(model)
    assert set(kinds) <= set(contract["properties"])
    assert set(contract["required"]) <= required


@pytest.mark.parametrize("enum_name", sorted(ENUMS))
def test_client_enums_have_the_contract_values(enum_name: str) -> None:
    values = _spec()["components"]["schemas"][enum_name]["enum"]
    assert [member.value for member in ENUMS[enum_name]] == values


def test_every_error_status_the_contract_declares_has_its_own_exception() -> None:
    declared = {
        int(status)
        for item in _spec()["paths"].values()
        for method, operation in item.items()
        if method in METHODS
        for status in operation.get("responses", {})
        if status[0] in "45"
    }
    # The HTTP layer's own answers, before any operation: headers too large, a slow request.
    declared |= {408, 431}
    assert sorted(s for s in declared if error_class(s) is AttachguardError) == []
