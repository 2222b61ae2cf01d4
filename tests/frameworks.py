"""Agent-framework messages built with the frameworks' own types and serialisers, as JSON data."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, Final, Literal

import orjson
import ormsgpack
from anthropic.types import Message as AnthropicMessage
from anthropic.types import (
    TextBlock,
    TextBlockParam,
    ToolResultBlockParam,
    ToolUseBlock,
    ToolUseBlockParam,
    Usage,
)
from anthropic.types.assistant_message_param import AssistantMessageParam
from anthropic.types.user_message_param import UserMessageParam
from google.genai import types as gtypes
from langchain_core.load import dumpd
from langchain_core.messages import (
    AIMessage,
    BaseMessage,
    HumanMessage,
    ToolCall,
    ToolMessage,
    message_to_dict,
    messages_to_dict,
)
from langgraph.checkpoint.serde.jsonplus import JsonPlusSerializer, _msgpack_ext_hook_to_json
from langgraph.types import Command
from langgraph_sdk._shared.utilities import _orjson_default
from langgraph_sdk.schema import Command as SdkCommand
from openai.types.chat import (
    ChatCompletionAssistantMessageParam,
    ChatCompletionContentPartTextParam,
    ChatCompletionMessage,
    ChatCompletionMessageCustomToolCall,
    ChatCompletionMessageCustomToolCallParam,
    ChatCompletionMessageFunctionToolCall,
    ChatCompletionMessageFunctionToolCallParam,
    ChatCompletionToolMessageParam,
    ChatCompletionUserMessageParam,
)
from openai.types.chat.chat_completion_message_custom_tool_call import Custom
from openai.types.chat.chat_completion_message_function_tool_call import Function
from openai.types.responses import (
    ResponseCustomToolCall,
    ResponseCustomToolCallOutputItem,
    ResponseCustomToolCallOutputParam,
    ResponseCustomToolCallParam,
    ResponseFunctionToolCall,
    ResponseFunctionToolCallOutputItem,
    ResponseFunctionToolCallParam,
    ResponseInputMessageItem,
    ResponseInputText,
    ResponseInputTextParam,
    ResponseOutputMessage,
    ResponseOutputMessageParam,
    ResponseOutputText,
    ResponseOutputTextParam,
)
from openai.types.responses.mcp_tool_call_error import McpToolExecutionError
from openai.types.responses.response_input_item_param import FunctionCallOutput
from openai.types.responses.response_input_item_param import McpCall as McpCallParam
from openai.types.responses.response_input_item_param import Message as ResponsesMessageParam
from openai.types.responses.response_input_text_content_param import ResponseInputTextContentParam
from openai.types.responses.response_output_item import McpCall
from pydantic import BaseModel

JSON = Any
Arguments = dict[str, Any] | str
"""Call arguments: a dict, or text (JSON text for function tools, free text for custom tools)."""

FAMILIES: Final[tuple[str, ...]] = (
    "openai_chat",
    "openai_chat_custom",
    "openai_responses",
    "openai_responses_custom",
    "openai_responses_mcp",
    "anthropic",
    "gemini_rest",
    "gemini_sdk",
    "langchain_model_dump",
    "langchain_messages_to_dict",
    "langchain_dumpd",
    "langchain_artifact",
)

_OPENAI_CHAT_FORMS: Final = ("param", "model_dump", "model_dump_exclude_none", "wire")
_OPENAI_RESPONSES_FORMS: Final = (
    "input_param",
    "output_model_dump",
    "output_model_dump_exclude_none",
    "output_to_dict",
)

FORMS: Final[dict[str, tuple[str, ...]]] = {
    "openai_chat": _OPENAI_CHAT_FORMS,
    "openai_chat_custom": _OPENAI_CHAT_FORMS,
    "openai_responses": _OPENAI_RESPONSES_FORMS,
    "openai_responses_custom": _OPENAI_RESPONSES_FORMS,
    "openai_responses_mcp": _OPENAI_RESPONSES_FORMS,
    "anthropic": ("param", "model_dump", "model_dump_exclude_none", "wire"),
    "gemini_rest": ("by_alias",),
    "gemini_sdk": ("exclude_none", "full"),
    "langchain_model_dump": ("model_dump",),
    "langchain_messages_to_dict": ("messages_to_dict",),
    "langchain_dumpd": ("dumpd",),
    "langchain_artifact": ("model_dump", "messages_to_dict", "dumpd"),
}
"""Serialisation forms per family; the first one is the default.

openai chat: param = hand-built *Param TypedDicts; model_dump = assistant from
ChatCompletionMessage.model_dump(mode="json"); model_dump_exclude_none = same with
exclude_none=True; wire = model_dump(mode="json", exclude_unset=True), which is what the
openai SDK sends when a pydantic message is passed back in `messages`.
openai responses: input_param = input item *Param TypedDicts; output_model_dump = the
SDK's output/input-item models, model_dump(mode="json"); output_model_dump_exclude_none
adds exclude_none=True; output_to_dict = the SDK's .to_dict() (API key names, unset
fields dropped).
anthropic: param = MessageParam TypedDicts; model_dump = the assistant turn as the full
anthropic.types.Message.model_dump(mode="json") (an API response object);
model_dump_exclude_none likewise with exclude_none=True; wire = {"role", "content":
[block.model_dump(mode="json", exclude_unset=True)]}, what the SDK sends when the
response's content blocks are appended to the history. Tool results are always params.
gemini: full = model_dump(mode="json"); exclude_none = model_dump(mode="json",
exclude_none=True) (= the SDK's to_json_dict()); by_alias = same with by_alias=True
(REST camelCase).
"""

SUPPORTS_ERROR_FLAG: Final[frozenset[str]] = frozenset(
    {
        "openai_responses_mcp",
        "anthropic",
        "gemini_rest",
        "gemini_sdk",
        "langchain_model_dump",
        "langchain_messages_to_dict",
        "langchain_dumpd",
        "langchain_artifact",
    }
)
"""Families whose tool result can be flagged as failed; others raise ValueError on is_error."""

SUPPORTS_RESULT_PARTS: Final[frozenset[str]] = frozenset(
    {
        "openai_chat",
        "openai_chat_custom",
        "openai_responses",
        "openai_responses_custom",
        "anthropic",
        "langchain_model_dump",
        "langchain_messages_to_dict",
        "langchain_dumpd",
        "langchain_artifact",
    }
)
"""Families whose tool-result content can be a list of text parts (result_as_parts=True)."""

SUPPORTS_ARTIFACT: Final[frozenset[str]] = frozenset(
    {"langchain_model_dump", "langchain_messages_to_dict", "langchain_dumpd", "langchain_artifact"}
)
"""Families with an out-of-band artifact slot (LangChain ToolMessage.artifact)."""

CUSTOM_FAMILIES: Final[frozenset[str]] = frozenset(
    {"openai_chat_custom", "openai_responses_custom"}
)
"""Families whose calls take free-text input (Arguments must be str)."""

CALL_ID_OPTIONAL: Final[frozenset[str]] = frozenset({"gemini_rest", "gemini_sdk"})
"""Families where a call may have no id (call_id None)."""

LANGCHAIN_FAMILIES: Final[frozenset[str]] = frozenset(
    {"langchain_model_dump", "langchain_messages_to_dict", "langchain_dumpd", "langchain_artifact"}
)

# Deterministic placeholder values for fields the SDK models require.
ANTHROPIC_MESSAGE_ID: Final = "msg_0001"
ANTHROPIC_MODEL: Final = "claude-sonnet-4-5"
MCP_SERVER_LABEL: Final = "mcp_server"


def to_json(value: Any) -> JSON:
    """Round-trip through orjson so the result is plain JSON data (dict/list/str/num/bool/None)."""
    return orjson.loads(orjson.dumps(value))


def _form(family: str, form: str | None) -> str:
    if family not in FORMS:
        raise ValueError(f"unknown family {family!r}; expected one of {FAMILIES}")
    forms = FORMS[family]
    if form is None:
        return forms[0]
    if form not in forms:
        raise ValueError(f"family {family!r} has forms {forms}, not {form!r}")
    return form


def _check_result_options(
    family: str, *, is_error: bool, result_as_parts: bool, artifact: Any
) -> None:
    if is_error and family not in SUPPORTS_ERROR_FLAG:
        raise ValueError(f"family {family!r} has no way to flag a tool result as an error")
    if result_as_parts and family not in SUPPORTS_RESULT_PARTS:
        raise ValueError(f"family {family!r} has no list-of-text-parts tool result content")
    if artifact is not None and family not in SUPPORTS_ARTIFACT:
        raise ValueError(f"family {family!r} has no artifact slot")
    if family == "langchain_artifact" and artifact is None:
        raise ValueError("family 'langchain_artifact' needs an artifact")


def _call_id(family: str, call_id: str | None) -> str:
    if call_id is None:
        raise ValueError(f"family {family!r} needs a call id")
    return call_id


def _args_text(family: str, args: Arguments) -> str:
    """Call arguments as JSON text (a str passes verbatim, so invalid JSON can be tested)."""
    if family in CUSTOM_FAMILIES:
        if not isinstance(args, str):
            raise TypeError(
                f"family {family!r} takes free-text input (str), not {type(args).__name__}"
            )
        return args
    if isinstance(args, str):
        return args
    return orjson.dumps(args).decode()


def _args_object(family: str, args: Arguments) -> dict[str, Any]:
    if not isinstance(args, dict):
        raise TypeError(f"family {family!r} takes arguments as an object (dict), not str")
    return args


def _dump(model: BaseModel, **kwargs: Any) -> JSON:
    return to_json(model.model_dump(mode="json", **kwargs))


# ----------------------------------------------------------------------- OpenAI Chat Completions


def _openai_chat_assistant(
    family: str,
    form: str,
    tool_name: str,
    calls: Sequence[tuple[str | None, Arguments]],
    assistant_text: str | None,
) -> JSON:
    if form == "param":
        tool_calls: list[
            ChatCompletionMessageFunctionToolCallParam | ChatCompletionMessageCustomToolCallParam
        ] = []
        for call_id, args in calls:
            if family == "openai_chat_custom":
                tool_calls.append(
                    ChatCompletionMessageCustomToolCallParam(
                        id=_call_id(family, call_id),
                        type="custom",
                        custom={"name": tool_name, "input": _args_text(family, args)},
                    )
                )
            else:
                tool_calls.append(
                    ChatCompletionMessageFunctionToolCallParam(
                        id=_call_id(family, call_id),
                        type="function",
                        function={"name": tool_name, "arguments": _args_text(family, args)},
                    )
                )
        param = ChatCompletionAssistantMessageParam(
            role="assistant", content=assistant_text, tool_calls=tool_calls
        )
        return to_json(param)
    model_calls: list[
        ChatCompletionMessageFunctionToolCall | ChatCompletionMessageCustomToolCall
    ] = []
    for call_id, args in calls:
        if family == "openai_chat_custom":
            model_calls.append(
                ChatCompletionMessageCustomToolCall(
                    id=_call_id(family, call_id),
                    type="custom",
                    custom=Custom(name=tool_name, input=_args_text(family, args)),
                )
            )
        else:
            model_calls.append(
                ChatCompletionMessageFunctionToolCall(
                    id=_call_id(family, call_id),
                    type="function",
                    function=Function(name=tool_name, arguments=_args_text(family, args)),
                )
            )
    # As returned by the API: content/refusal are null when the model only calls tools.
    message = ChatCompletionMessage(
        role="assistant", content=assistant_text, refusal=None, tool_calls=model_calls
    )
    if form == "model_dump":
        return _dump(message)
    if form == "model_dump_exclude_none":
        return _dump(message, exclude_none=True)
    return _dump(
        message, exclude_unset=True
    )  # "wire": openai/_utils/_transform.py for pydantic params


def _openai_chat_tool(call_id: str, content: str, result_as_parts: bool) -> JSON:
    body: str | list[ChatCompletionContentPartTextParam] = (
        [ChatCompletionContentPartTextParam(type="text", text=content)]
        if result_as_parts
        else content
    )
    return to_json(ChatCompletionToolMessageParam(role="tool", tool_call_id=call_id, content=body))


# --------------------------------------------------------------------------- OpenAI Responses


def _item_id(prefix: str, call_id: str) -> str:
    return f"{prefix}_{call_id}"


def _responses_dump(model: BaseModel, form: str) -> JSON:
    if form == "output_model_dump":
        return _dump(model)
    if form == "output_model_dump_exclude_none":
        return _dump(model, exclude_none=True)
    # "output_to_dict": the openai SDK's own BaseModel.to_dict() (by_alias, exclude_unset).
    to_dict: Callable[..., dict[str, object]] = model.to_dict  # type: ignore[attr-defined]
    return to_json(to_dict(mode="json"))


def _responses_user(form: str, user_text: str) -> JSON:
    if form == "input_param":
        return to_json(
            ResponsesMessageParam(
                type="message",
                role="user",
                content=[ResponseInputTextParam(type="input_text", text=user_text)],
            )
        )
    item = ResponseInputMessageItem(
        id="msg_user_0001",
        type="message",
        role="user",
        status="completed",
        content=[ResponseInputText(type="input_text", text=user_text)],
    )
    return _responses_dump(item, form)


def _responses_assistant_text(form: str, text: str) -> JSON:
    if form == "input_param":
        return to_json(
            ResponseOutputMessageParam(
                id="msg_assistant_0001",
                type="message",
                role="assistant",
                status="completed",
                content=[ResponseOutputTextParam(type="output_text", text=text, annotations=[])],
            )
        )
    item = ResponseOutputMessage(
        id="msg_assistant_0001",
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=text, annotations=[])],
    )
    return _responses_dump(item, form)


def _responses_call(family: str, form: str, tool_name: str, call_id: str, args: Arguments) -> JSON:
    text = _args_text(family, args)
    if family == "openai_responses_custom":
        if form == "input_param":
            return to_json(
                ResponseCustomToolCallParam(
                    type="custom_tool_call",
                    id=_item_id("ctc", call_id),
                    call_id=call_id,
                    name=tool_name,
                    input=text,
                )
            )
        custom = ResponseCustomToolCall(
            type="custom_tool_call",
            id=_item_id("ctc", call_id),
            call_id=call_id,
            name=tool_name,
            input=text,
        )
        return _responses_dump(custom, form)
    if form == "input_param":
        return to_json(
            ResponseFunctionToolCallParam(
                type="function_call",
                id=_item_id("fc", call_id),
                call_id=call_id,
                name=tool_name,
                arguments=text,
                status="completed",
            )
        )
    function = ResponseFunctionToolCall(
        type="function_call",
        id=_item_id("fc", call_id),
        call_id=call_id,
        name=tool_name,
        arguments=text,
        status="completed",
    )
    return _responses_dump(function, form)


def _responses_output(
    family: str, form: str, call_id: str, content: str, result_as_parts: bool
) -> JSON:
    if family == "openai_responses_custom":
        if form == "input_param":
            return to_json(
                ResponseCustomToolCallOutputParam(
                    type="custom_tool_call_output",
                    call_id=call_id,
                    output=[ResponseInputTextParam(type="input_text", text=content)]
                    if result_as_parts
                    else content,
                )
            )
        custom = ResponseCustomToolCallOutputItem(
            type="custom_tool_call_output",
            id=_item_id("ctco", call_id),
            status="completed",
            call_id=call_id,
            output=[ResponseInputText(type="input_text", text=content)]
            if result_as_parts
            else content,
        )
        return _responses_dump(custom, form)
    if form == "input_param":
        return to_json(
            FunctionCallOutput(
                type="function_call_output",
                call_id=call_id,
                output=[ResponseInputTextContentParam(type="input_text", text=content)]
                if result_as_parts
                else content,
            )
        )
    function = ResponseFunctionToolCallOutputItem(
        type="function_call_output",
        id=_item_id("fco", call_id),
        status="completed",
        call_id=call_id,
        output=[ResponseInputText(type="input_text", text=content)] if result_as_parts else content,
    )
    return _responses_dump(function, form)


def _mcp_call(
    form: str,
    tool_name: str,
    call_id: str,
    args: Arguments,
    output: str | None,
    is_error: bool,
    server_label: str,
) -> JSON:
    """An mcp_call item; `output` None means the call has no result yet (status in_progress).

    Only the fields that mean something are set: output on success, error (an
    mcp_tool_execution_error object holding the text) and status "failed" on error.
    """
    text = _args_text("openai_responses_mcp", args)
    failed = is_error and output is not None
    error_content = [{"type": "text", "text": output}]
    if form == "input_param":
        param = McpCallParam(
            type="mcp_call",
            id=call_id,
            name=tool_name,
            server_label=server_label,
            arguments=text,
            status="in_progress" if output is None else ("failed" if failed else "completed"),
        )
        if failed:
            param["error"] = {"type": "mcp_tool_execution_error", "content": error_content}
        elif output is not None:
            param["output"] = output
        return to_json(param)
    if output is None:
        item = McpCall(
            type="mcp_call",
            id=call_id,
            name=tool_name,
            server_label=server_label,
            arguments=text,
            status="in_progress",
        )
    elif failed:
        item = McpCall(
            type="mcp_call",
            id=call_id,
            name=tool_name,
            server_label=server_label,
            arguments=text,
            status="failed",
            error=McpToolExecutionError(type="mcp_tool_execution_error", content=error_content),
        )
    else:
        item = McpCall(
            type="mcp_call",
            id=call_id,
            name=tool_name,
            server_label=server_label,
            arguments=text,
            status="completed",
            output=output,
        )
    return _responses_dump(item, form)


# --------------------------------------------------------------------------- Anthropic


def _anthropic_assistant(
    form: str,
    tool_name: str,
    calls: Sequence[tuple[str | None, Arguments]],
    assistant_text: str | None,
) -> JSON:
    family = "anthropic"
    if form == "param":
        blocks: list[TextBlockParam | ToolUseBlockParam] = []
        if assistant_text is not None:
            blocks.append(TextBlockParam(type="text", text=assistant_text))
        for call_id, args in calls:
            blocks.append(
                ToolUseBlockParam(
                    type="tool_use",
                    id=_call_id(family, call_id),
                    name=tool_name,
                    input=_args_object(family, args),
                )
            )
        return to_json(AssistantMessageParam(role="assistant", content=blocks))
    content: list[TextBlock | ToolUseBlock] = []
    if assistant_text is not None:
        content.append(TextBlock(type="text", text=assistant_text))
    for call_id, args in calls:
        content.append(
            ToolUseBlock(
                type="tool_use",
                id=_call_id(family, call_id),
                name=tool_name,
                input=_args_object(family, args),
            )
        )
    message = AnthropicMessage(
        id=ANTHROPIC_MESSAGE_ID,
        type="message",
        role="assistant",
        model=ANTHROPIC_MODEL,
        content=list(content),
        stop_reason="tool_use",
        stop_sequence=None,
        usage=Usage(input_tokens=0, output_tokens=0),
    )
    if form == "model_dump":
        return _dump(message)
    if form == "model_dump_exclude_none":
        return _dump(message, exclude_none=True)
    # "wire": what the SDK sends for {"role": ..., "content": message.content}
    # (each block dumped with exclude_unset=True).
    return to_json(
        {
            "role": message.role,
            "content": [_dump(block, exclude_unset=True) for block in message.content],
        }
    )


def _anthropic_result_block(
    call_id: str, content: str, is_error: bool, result_as_parts: bool
) -> JSON:
    block = ToolResultBlockParam(
        type="tool_result",
        tool_use_id=call_id,
        content=[TextBlockParam(type="text", text=content)] if result_as_parts else content,
    )
    if is_error:
        block["is_error"] = True
    return to_json(block)


# --------------------------------------------------------------------------- Gemini (google-genai)


def _gemini_dump(model: BaseModel, family: str, form: str) -> JSON:
    if family == "gemini_rest":
        return _dump(model, exclude_none=True, by_alias=True)
    if form == "full":
        return _dump(model)
    return _dump(model, exclude_none=True)


def _gemini_response_part(
    tool_name: str, call_id: str | None, content: str, is_error: bool
) -> gtypes.Part:
    # The SDK's own automatic function calling uses {"result": ...} / {"error": ...}.
    response: dict[str, Any] = {"error": content} if is_error else {"result": content}
    return gtypes.Part(
        function_response=gtypes.FunctionResponse(id=call_id, name=tool_name, response=response)
    )


# --------------------------------------------------------------------------- LangChain


def _langchain_ai(
    tool_name: str,
    calls: Sequence[tuple[str | None, Arguments]],
    assistant_text: str | None,
    ai_style: Literal["tool_calls", "additional_kwargs"],
    family: str,
) -> AIMessage:
    if ai_style == "additional_kwargs":
        raw = [
            {
                "id": _call_id(family, call_id),
                "type": "function",
                "function": {"name": tool_name, "arguments": _args_text(family, args)},
            }
            for call_id, args in calls
        ]
        return AIMessage(content=assistant_text or "", additional_kwargs={"tool_calls": raw})
    tool_calls = [
        ToolCall(
            name=tool_name,
            args=_args_object(family, args),
            id=_call_id(family, call_id),
            type="tool_call",
        )
        for call_id, args in calls
    ]
    return AIMessage(content=assistant_text or "", tool_calls=tool_calls)


def _langchain_tool(
    tool_name: str, call_id: str, content: str, artifact: Any, is_error: bool, result_as_parts: bool
) -> ToolMessage:
    body: str | list[str | dict[str, Any]] = (
        [{"type": "text", "text": content}] if result_as_parts else content
    )
    return ToolMessage(
        content=body,
        tool_call_id=call_id,
        name=tool_name,
        artifact=artifact,
        status="error" if is_error else "success",
    )


def _langchain_serialise_one(family: str, form: str, message: BaseMessage) -> JSON:
    if family == "langchain_messages_to_dict" or form == "messages_to_dict":
        return to_json(message_to_dict(message))
    if family == "langchain_dumpd" or form == "dumpd":
        return to_json(dumpd(message))
    return to_json(message.model_dump())


def _langchain_serialise(family: str, form: str, messages: list[BaseMessage]) -> list[JSON]:
    if family == "langchain_messages_to_dict" or form == "messages_to_dict":
        return [to_json(d) for d in messages_to_dict(messages)]
    return [_langchain_serialise_one(family, form, m) for m in messages]


# --------------------------------------------------------------------------- public builders


def conversation(
    family: str,
    *,
    user_text: str,
    tool_name: str,
    calls: Sequence[tuple[str | None, Arguments]],
    results: Sequence[tuple[str | None, str]],
    result_is_error: bool = False,
    assistant_text: str | None = None,
    form: str | None = None,
    result_as_parts: bool = False,
    artifact: Any = None,
    server_label: str = MCP_SERVER_LABEL,
    ai_style: Literal["tool_calls", "additional_kwargs"] = "tool_calls",
) -> list[JSON]:
    """A user message, an assistant turn making `calls` to tool_name, then the `results`.

    calls are (call_id, arguments); results are (call_id, content text).

    Shape of the list per family: OpenAI chat = [user, assistant, tool...]; Responses =
    [user message, (assistant output message if assistant_text), call item..., output item...];
    Responses MCP = [user message, (assistant message), mcp_call... (each carrying the result
    whose call_id matches, or no output yet)]; Anthropic = [user, assistant, one user
    message holding every tool_result block]; Gemini = [user Content, model Content, one
    user Content holding every function_response part]; LangChain = [human, ai, tool...].
    `artifact` goes into every LangChain ToolMessage; ai_style="additional_kwargs" builds the
    AIMessage the langchain-openai way (only additional_kwargs["tool_calls"] set).
    """
    form = _form(family, form)
    _check_result_options(
        family, is_error=result_is_error, result_as_parts=result_as_parts, artifact=artifact
    )

    if family in ("openai_chat", "openai_chat_custom"):
        out: list[JSON] = [to_json(ChatCompletionUserMessageParam(role="user", content=user_text))]
        out.append(_openai_chat_assistant(family, form, tool_name, calls, assistant_text))
        out.extend(
            _openai_chat_tool(_call_id(family, cid), text, result_as_parts) for cid, text in results
        )
        return out

    if family in ("openai_responses", "openai_responses_custom", "openai_responses_mcp"):
        out = [_responses_user(form, user_text)]
        if assistant_text is not None:
            out.append(_responses_assistant_text(form, assistant_text))
        if family == "openai_responses_mcp":
            by_id = {_call_id(family, cid): text for cid, text in results}
            call_ids = {_call_id(family, cid) for cid, _ in calls}
            if stray := set(by_id) - call_ids:
                raise ValueError(f"results for unknown mcp calls: {sorted(stray)}")
            for cid, args in calls:
                real_id = _call_id(family, cid)
                out.append(
                    _mcp_call(
                        form,
                        tool_name,
                        real_id,
                        args,
                        by_id.get(real_id),
                        result_is_error,
                        server_label,
                    )
                )
            return out
        out.extend(
            _responses_call(family, form, tool_name, _call_id(family, cid), args)
            for cid, args in calls
        )
        out.extend(
            _responses_output(family, form, _call_id(family, cid), text, result_as_parts)
            for cid, text in results
        )
        return out

    if family == "anthropic":
        user = to_json(UserMessageParam(role="user", content=user_text))
        assistant = _anthropic_assistant(form, tool_name, calls, assistant_text)
        blocks = [
            _anthropic_result_block(_call_id(family, cid), text, result_is_error, result_as_parts)
            for cid, text in results
        ]
        return [user, assistant, to_json(UserMessageParam(role="user", content=blocks))]

    if family in ("gemini_rest", "gemini_sdk"):
        model_parts: list[gtypes.Part] = []
        if assistant_text is not None:
            model_parts.append(gtypes.Part(text=assistant_text))
        for cid, args in calls:
            model_parts.append(
                gtypes.Part(
                    function_call=gtypes.FunctionCall(
                        id=cid, name=tool_name, args=_args_object(family, args)
                    )
                )
            )
        contents = [
            gtypes.Content(role="user", parts=[gtypes.Part(text=user_text)]),
            gtypes.Content(role="model", parts=model_parts),
            gtypes.Content(
                role="user",
                parts=[
                    _gemini_response_part(tool_name, cid, text, result_is_error)
                    for cid, text in results
                ],
            ),
        ]
        return [_gemini_dump(c, family, form) for c in contents]

    # LangChain families
    messages: list[BaseMessage] = [HumanMessage(content=user_text)]
    messages.append(_langchain_ai(tool_name, calls, assistant_text, ai_style, family))
    messages.extend(
        _langchain_tool(
            tool_name, _call_id(family, cid), text, artifact, result_is_error, result_as_parts
        )
        for cid, text in results
    )
    return _langchain_serialise(family, form, messages)


def tool_result(
    family: str,
    *,
    tool_name: str,
    call_id: str | None,
    content: str,
    artifact: Any = None,
    is_error: bool = False,
    form: str | None = None,
    result_as_parts: bool = False,
    arguments: Arguments = "{}",
    server_label: str = MCP_SERVER_LABEL,
) -> JSON:
    """One tool result in the family's own shape (what a runtime would send to materialise).

    OpenAI chat: the role "tool" message. Responses: the function_call_output /
    custom_tool_call_output item. Responses MCP: the whole mcp_call item (it carries its own
    output; `arguments` is used only here). Anthropic: the tool_result content block (not the
    user message around it). Gemini: the Part holding function_response (call_id may be
    None). LangChain: the ToolMessage in the family's serialisation.
    """
    form = _form(family, form)
    _check_result_options(
        family, is_error=is_error, result_as_parts=result_as_parts, artifact=artifact
    )
    if family in ("openai_chat", "openai_chat_custom"):
        return _openai_chat_tool(_call_id(family, call_id), content, result_as_parts)
    if family in ("openai_responses", "openai_responses_custom"):
        return _responses_output(family, form, _call_id(family, call_id), content, result_as_parts)
    if family == "openai_responses_mcp":
        return _mcp_call(
            form, tool_name, _call_id(family, call_id), arguments, content, is_error, server_label
        )
    if family == "anthropic":
        return _anthropic_result_block(
            _call_id(family, call_id), content, is_error, result_as_parts
        )
    if family in ("gemini_rest", "gemini_sdk"):
        return _gemini_dump(
            _gemini_response_part(tool_name, call_id, content, is_error), family, form
        )
    message = _langchain_tool(
        tool_name, _call_id(family, call_id), content, artifact, is_error, result_as_parts
    )
    return _langchain_serialise_one(family, form, message)


def langgraph_command(
    messages_family: str = "langchain_model_dump",
    *,
    tool_name: str,
    call_id: str,
    content: str,
    artifact: Any = None,
    is_error: bool = False,
    update_as_pairs: bool = False,
    goto: str | list[str] | None = None,
    form: Literal["sdk", "serde"] = "sdk",
) -> JSON:
    """A langgraph.types.Command whose update holds one ToolMessage, as JSON.

    update_as_pairs=False gives update={"messages": [msg]}; True gives update=[("messages",
    [msg])], which serialises as [["messages", [msg]]]. messages_family picks how the
    ToolMessage inside is serialised (langchain_model_dump / langchain_dumpd /
    langchain_messages_to_dict / langchain_artifact); with langchain_model_dump the message
    object itself is handed to the library serialiser.

    form="sdk": the Command's fields put into langgraph_sdk's Command TypedDict (None values
    dropped, as langgraph_sdk's runs.create/stream does) and encoded with orjson plus
    langgraph_sdk's own `_orjson_default` (pydantic objects -> .model_dump()): the body a
    client sends as "command" to a LangGraph server. form="serde": LangGraph's checkpoint
    serialiser (JsonPlusSerializer.dumps_typed -> msgpack) decoded with
    `_msgpack_ext_hook_to_json`, the hook the LangGraph API server uses to show checkpoints
    as JSON; it keeps every dataclass field (graph/resume null, goto [] when unset).
    """
    if messages_family not in LANGCHAIN_FAMILIES:
        raise ValueError(f"messages_family must be one of {sorted(LANGCHAIN_FAMILIES)}")
    _check_result_options(
        messages_family, is_error=is_error, result_as_parts=False, artifact=artifact
    )
    message = _langchain_tool(
        tool_name, call_id, content, artifact, is_error, result_as_parts=False
    )
    serialised: Any
    if messages_family in ("langchain_model_dump", "langchain_artifact"):
        serialised = message
    else:
        serialised = _langchain_serialise_one(messages_family, FORMS[messages_family][0], message)
    update: dict[str, Any] | list[tuple[str, Any]] = (
        [("messages", [serialised])] if update_as_pairs else {"messages": [serialised]}
    )
    command: Command[str] = Command(update=update, goto=goto if goto is not None else ())
    if form == "serde":
        kind, data = JsonPlusSerializer().dumps_typed(command)
        if kind != "msgpack":
            raise RuntimeError(f"unexpected serde kind {kind!r}")
        decoded = ormsgpack.unpackb(
            data, ext_hook=_msgpack_ext_hook_to_json, option=ormsgpack.OPT_NON_STR_KEYS
        )
        return to_json(decoded)
    fields = {f.name: getattr(command, f.name) for f in dataclasses.fields(command)}
    sdk_command = SdkCommand()
    if fields["update"] is not None:
        sdk_command["update"] = fields["update"]
    if fields["goto"]:
        sdk_command["goto"] = fields["goto"]
    if fields["resume"] is not None:
        sdk_command["resume"] = fields["resume"]
    return orjson.loads(orjson.dumps(sdk_command, default=_orjson_default))
