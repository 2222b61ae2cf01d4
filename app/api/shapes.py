"""The message and result shapes of R1.10, named for the OpenAPI document and generated clients.

Documentation only: the service reads messages as free JSON (validating them as models would
cost a copy of every conversation and would refuse fields a framework adds next year), and
`domain/messages.py` recognises each family by its keys. These TypedDicts are what a client
generator turns into types; every one allows keys it does not list.
"""

from __future__ import annotations

from typing import Literal, Required

from pydantic import ConfigDict, JsonValue, with_config
from typing_extensions import TypedDict

_OPEN = ConfigDict(extra="allow")


@with_config(_OPEN)
class Ticket(TypedDict, total=False):
    """A file as runtimes pass it around (snake_case `id`, `full_name`, `mime_type` accepted)."""

    ID: Required[str]
    FullName: str
    MimeType: str
    Metadata: dict[str, str]
    FilePath: str


@with_config(_OPEN)
class OpenAIFunction(TypedDict):
    name: str
    arguments: str


@with_config(_OPEN)
class OpenAICustom(TypedDict):
    name: str
    input: str


@with_config(_OPEN)
class OpenAIToolCall(TypedDict, total=False):
    """`type: function` with `function.arguments` (JSON text), or `type: custom` (free text)."""

    id: Required[str]
    type: Required[Literal["function", "custom"]]
    function: OpenAIFunction
    custom: OpenAICustom


@with_config(_OPEN)
class OpenAIChatMessage(TypedDict, total=False):
    """OpenAI Chat Completions: calls in an assistant's `tool_calls`, results in `role: tool`."""

    role: Required[Literal["system", "developer", "user", "assistant", "tool", "function"]]
    content: str | list[dict[str, JsonValue]] | None
    tool_calls: list[OpenAIToolCall]
    tool_call_id: str
    name: str


@with_config(_OPEN)
class OpenAIResponsesItem(TypedDict, total=False):
    """OpenAI Responses API items: `message`, `function_call` / `function_call_output`,
    `custom_tool_call` / `custom_tool_call_output`, `mcp_call` (carries its own output)."""

    type: Required[str]
    role: str
    content: str | list[dict[str, JsonValue]]
    id: str
    call_id: str
    name: str
    arguments: str
    input: str
    output: str | list[dict[str, JsonValue]] | None
    error: JsonValue


@with_config(_OPEN)
class AnthropicBlock(TypedDict, total=False):
    """A content block: `text`, `tool_use` (`id`, `name`, `input`) or `tool_result`
    (`tool_use_id`, `content`, `is_error`)."""

    type: Required[str]
    text: str
    id: str
    name: str
    input: dict[str, JsonValue]
    tool_use_id: str
    content: str | list[dict[str, JsonValue]]
    is_error: bool


@with_config(_OPEN)
class AnthropicMessage(TypedDict):
    """Anthropic Messages: calls are `tool_use` blocks, results `tool_result` blocks."""

    role: Literal["user", "assistant"]
    content: str | list[AnthropicBlock]


@with_config(_OPEN)
class GeminiCall(TypedDict, total=False):
    id: str
    name: Required[str]
    args: dict[str, JsonValue]


@with_config(_OPEN)
class GeminiResponse(TypedDict, total=False):
    id: str
    name: Required[str]
    response: dict[str, JsonValue]


@with_config(_OPEN)
class GeminiPart(TypedDict, total=False):
    """A part: `text`, `functionCall` or `functionResponse` (SDK dumps: snake_case)."""

    text: str | None
    functionCall: GeminiCall
    functionResponse: GeminiResponse
    function_call: GeminiCall | None
    function_response: GeminiResponse | None


@with_config(_OPEN)
class GeminiContent(TypedDict, total=False):
    """Google Gemini contents; calls without ids pair with responses by name and order."""

    role: Literal["user", "model", "function", "tool"]
    parts: Required[list[GeminiPart]]


@with_config(_OPEN)
class LangChainToolCall(TypedDict, total=False):
    id: Required[str | None]
    name: Required[str]
    args: dict[str, JsonValue]


@with_config(_OPEN)
class LangChainMessage(TypedDict, total=False):
    """LangChain `message.model_dump()`: `type` is `human`, `ai`, `system` or `tool`."""

    type: Required[str]
    content: Required[str | list[JsonValue]]
    tool_calls: list[LangChainToolCall]
    tool_call_id: str
    artifact: JsonValue
    status: Literal["success", "error"]
    name: str | None


@with_config(_OPEN)
class LangChainMessageDict(TypedDict):
    """LangChain `messages_to_dict` form."""

    type: str
    data: LangChainMessage


@with_config(_OPEN)
class LangChainSerialized(TypedDict):
    """LangChain `dumpd` form: `{"lc": 1, "type": "constructor", "id": [..., class], ...}`."""

    lc: int
    type: Literal["constructor"]
    id: list[str]
    kwargs: dict[str, JsonValue]


@with_config(_OPEN)
class LangGraphCommand(TypedDict, total=False):
    """A LangGraph command: tool messages in `update.messages` (a mapping, or `[key, value]`
    pairs); `goto` and every other key are kept as they are."""

    update: Required[dict[str, JsonValue] | list[list[JsonValue]]]
    goto: JsonValue
    graph: JsonValue
    resume: JsonValue


Message = (
    OpenAIChatMessage
    | OpenAIResponsesItem
    | AnthropicMessage
    | GeminiContent
    | LangChainMessage
    | LangChainMessageDict
    | LangChainSerialized
    | LangGraphCommand
)

ToolResult = (
    OpenAIChatMessage
    | OpenAIResponsesItem
    | AnthropicBlock
    | AnthropicMessage
    | GeminiPart
    | GeminiContent
    | LangChainMessage
    | LangChainMessageDict
    | LangChainSerialized
    | LangGraphCommand
    | list[dict[str, JsonValue]]
)

__all__ = ["Message", "Ticket", "ToolResult"]
