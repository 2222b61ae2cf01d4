"""LiteLLM's Generic Guardrail API: the proxy calls the service around each completion.

The proxy (a `generic_guardrail_api` guardrail in its config) sends
`POST {api_base}/beta/litellm_basic_guardrail_api` with the guardrail's `api_key` in an
`x-api-key` header (the service's own API keys, so the tenant is the key's), before the model
call (`input_type: request`) and after it (`response`). The named policy comes from the
guardrail's `additional_provider_specific_params.policy` (or an `x-attachguard-policy` header
the proxy forwards); the job, whose linked attachments are the run's files, from an
`x-attachguard-job` header the proxy forwards (`extra_headers`). See `services.gateway` for
what is judged. A block answers `BLOCKED` with the service's own message (the guardrail, its
reason, the flagged files' safe names; never judged text); anything the service could not do
is a problem document (non-2xx), which a proxy left fail-closed turns into an error.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter
from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, JsonValue, SkipValidation
from starlette.responses import Response

from app.api.body import read_json, respond
from app.api.deps import StateRequest, services_of, tenant_of
from app.api.problem import problems
from app.api.shapes import Message
from app.errors import UnknownPolicy
from app.services.gateway import GatewayCall

router = APIRouter(prefix="/beta", tags=["gateways"])

POLICY_HEADER = "x-attachguard-policy"
JOB_HEADER = "x-attachguard-job"
# What the proxy puts in `request_headers` for a header it does not forward.
NOT_FORWARDED = "[present]"


def _none_is_empty(value: object) -> object:
    return [] if value is None else value


def _none_is_empty_object(value: object) -> object:
    return {} if value is None else value


Messages = Annotated[list[Message], SkipValidation, BeforeValidator(_none_is_empty)]
Values = Annotated[list[JsonValue], SkipValidation, BeforeValidator(_none_is_empty)]
Texts = Annotated[list[str], BeforeValidator(_none_is_empty)]
Mapping = Annotated[dict[str, JsonValue], BeforeValidator(_none_is_empty_object)]


class LiteLLMGuardrailRequest(BaseModel):
    """What LiteLLM's proxy sends (1.80.8 and later); fields it adds later are ignored."""

    model_config = ConfigDict(extra="ignore")

    input_type: Literal["request", "response"]
    litellm_call_id: str | None = Field(default=None, max_length=256)
    litellm_trace_id: str | None = Field(default=None, max_length=256)
    texts: Texts = Field(default_factory=list)
    images: Values = Field(default_factory=list)
    structured_messages: Messages = Field(
        default_factory=list,
        description="The request's messages in OpenAI chat shape (request side only).",
    )
    tools: Values = Field(default_factory=list)
    tool_calls: Values = Field(
        default_factory=list,
        description="Request side: the calls in the history; response side: the model's new calls.",
    )
    model: str | None = Field(default=None, max_length=256)
    request_data: Mapping = Field(default_factory=dict)
    request_headers: Mapping = Field(default_factory=dict)
    additional_provider_specific_params: Mapping = Field(default_factory=dict)


REQUEST_MODELS = (LiteLLMGuardrailRequest,)

_HISTORY: list[JsonValue] = [
    {"role": "user", "content": "Look up the brief for me"},
    {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {
                "id": "call_1",
                "type": "function",
                "function": {"name": "lookup", "arguments": '{"topic": "brief"}'},
            }
        ],
    },
    {"role": "tool", "tool_call_id": "call_1", "content": "Topic: gardening."},
]
# As LiteLLM 1.108.7 sends them; they name a policy `agents` (ATTACHGUARD_POLICIES).
EXAMPLES = {
    "request side": {
        "summary": "Before the model call: the conversation so far",
        "value": {
            "input_type": "request",
            "litellm_call_id": "e6b1023a-a72b-49d2-bcad-e4fa2a31d46c",
            "structured_messages": _HISTORY,
            "texts": ["Look up the brief for me", "Topic: gardening."],
            "request_headers": {"x-attachguard-job": "job-1"},
            "additional_provider_specific_params": {"policy": "agents"},
            "model": "gpt-4o",
        },
    },
    "response side": {
        "summary": "After the model call: its new tool calls",
        "value": {
            "input_type": "response",
            "litellm_call_id": "e6b1023a-a72b-49d2-bcad-e4fa2a31d46c",
            "texts": ["Looking it up"],
            "tool_calls": [
                {
                    "id": "call_2",
                    "type": "function",
                    "function": {"name": "lookup", "arguments": '{"topic": "garden"}'},
                }
            ],
            "additional_provider_specific_params": {"policy": "agents"},
            "model": "gpt-4o",
        },
    },
}


class LiteLLMGuardrailResponse(BaseModel):
    action: Literal["BLOCKED", "NONE"]
    blocked_reason: str | None = Field(
        default=None,
        description="The service's own words: the guardrail that blocked, its reason, the "
        "flagged files' safe names.",
    )


def _header(headers: dict[str, JsonValue], name: str) -> str | None:
    for key, value in headers.items():
        if key.lower() == name and isinstance(value, str) and value != NOT_FORWARDED:
            return value
    return None


def _param(params: dict[str, JsonValue], name: str) -> str | None:
    value = params.get(name)
    return value if isinstance(value, str) else None


@router.post(
    "/litellm_basic_guardrail_api",
    summary="LiteLLM's Generic Guardrail API",
    description=(
        "For the LiteLLM proxy's `generic_guardrail_api` guardrail. Authenticated by the "
        "`x-api-key` header (an API key of ATTACHGUARD_API_KEYS). A named policy runs: "
        "`additional_provider_specific_params.policy` or the `x-attachguard-policy` header; "
        "the job whose linked attachments are the run's files comes from the "
        "`x-attachguard-job` header (list it in the guardrail's `extra_headers`). "
        "`BLOCKED` names the guardrail and the flagged files; a problem document (non-2xx) "
        "means the service could not judge, and the proxy must not pass the call."
    ),
    openapi_extra={
        "security": [{"api_key": []}, {}],
        "requestBody": {
            "required": True,
            "content": {
                "application/json": {
                    "schema": {"$ref": "#/components/schemas/LiteLLMGuardrailRequest"},
                    "examples": EXAMPLES,
                }
            },
        },
    },
    response_model=LiteLLMGuardrailResponse,
    responses=problems(401, 413, 415, 422),
)
async def litellm_guardrail(request: StateRequest) -> Response:
    tenant = tenant_of(request)
    body = await read_json(request, LiteLLMGuardrailRequest)
    gateway = services_of(request).gateway
    gateway.check(body.structured_messages, body.tool_calls, body.images)
    params, headers = body.additional_provider_specific_params, body.request_headers
    policy = _param(params, "policy") or _header(headers, POLICY_HEADER)
    if policy is None:
        raise UnknownPolicy(
            "The gateway named no policy: set additional_provider_specific_params.policy in "
            f"the guardrail's config, or forward an {POLICY_HEADER} header."
        )
    call = GatewayCall(
        side=body.input_type,
        call_id=body.litellm_call_id,
        messages=body.structured_messages,
        tool_calls=body.tool_calls if body.input_type == "response" else [],
        texts=body.texts,
        policy=policy,
        job_key=_header(headers, JOB_HEADER) or _param(params, "job_key"),
        images=body.images,
    )
    answer = await gateway.judge(tenant, call)
    if answer.blocked:
        return respond(LiteLLMGuardrailResponse(action="BLOCKED", blocked_reason=answer.reason))
    return respond(LiteLLMGuardrailResponse(action="NONE"))
