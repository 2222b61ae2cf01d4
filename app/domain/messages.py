"""Messages and tool results of every recognised runtime shape, normalised into one form (R1.10).

Each message is recognised on its own, so one conversation may mix families. The internal form
keeps a reference to the object that holds each result's content, so materialisation (R3) can
write `FilePath` back into the very shape it received.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

import orjson

T = TypeVar("T")


class Family(StrEnum):
    OPENAI_CHAT = "openai_chat"
    OPENAI_RESPONSES = "openai_responses"
    ANTHROPIC = "anthropic"
    GEMINI = "gemini"
    LANGCHAIN = "langchain"
    LANGGRAPH_COMMAND = "langgraph_command"


class Role(StrEnum):
    USER = "user"
    ASSISTANT = "assistant"
    TOOL = "tool"
    SYSTEM = "system"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class Call:
    """One tool call: `arguments` exactly as given (JSON text, free text, or an object).

    `key` pairs the call with its result: the call's own id, or for families whose calls carry
    none (Gemini) a key derived from the tool name and order.
    """

    id: str | None
    name: str
    arguments: object
    free_text: bool = False
    key: str | None = None


@dataclass(frozen=True, slots=True)
class Result:
    """One tool result; `holder[content_key]` is its content, rewritten in place by R3."""

    call_id: str | None
    name: str | None
    holder: dict[str, Any]
    content_key: str
    artifact_key: str | None = None
    is_error: bool = False
    call_key: str | None = None

    @property
    def content(self) -> object:
        return self.holder.get(self.content_key)

    @property
    def artifact(self) -> object:
        return None if self.artifact_key is None else self.holder.get(self.artifact_key)

    @property
    def text(self) -> str:
        return content_text(self.content)


@dataclass(frozen=True, slots=True)
class Message:
    """One message in the internal form; `index` is its position in the request's list."""

    index: int
    family: Family
    role: Role
    texts: tuple[str, ...] = ()
    calls: tuple[Call, ...] = ()
    results: tuple[Result, ...] = ()
    # The kinds of the message's content parts no reader takes (an image, a file sent inline,
    # audio): judged without them, and the answer's notes say so.
    unread: tuple[str, ...] = ()
    # What those parts hold, as the kinds of file `on_unreadable` is set for (`file_kind`).
    unseen: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """What a reader sees: the message's text parts, then its results' text."""
        parts = list(self.texts)
        parts.extend(result.text for result in self.results)
        return "\n".join(part for part in parts if part)


class Unserialisable(ValueError):
    """A value nested too deeply to be written as JSON text (past 254 levels)."""


def _is_block(item: object) -> bool:
    """A content block (`{"type": "text", "text": ...}`, an image, a nested result) or a bare
    string part: what a list of content parts holds, as opposed to a tool's own records."""
    return type(item) is str or (type(item) is dict and type(item.get("type")) is str)


# Parts that are not content for a judge: the calls and results the message form reads, and
# a model's own reasoning.
_NOT_CONTENT = frozenset(
    {"tool_use", "tool_result", "thinking", "redacted_thinking", "reasoning", "refusal"}
)


def block_text(block: dict[str, Any]) -> str | None:
    """A content block's text: its own `text`, an Anthropic `document` whose source is text
    (or text blocks), with its title and context, a `search_result`'s title, source and
    texts, an MCP embedded `resource`'s text; None for a block that holds no text a reader
    takes (an image, a file's bytes)."""
    text = block.get("text")
    if type(text) is str:
        return text
    kind = block.get("type")
    body: object = None
    if kind == "document":
        source = block.get("source")
        if type(source) is dict and source.get("type") == "text":
            body = source.get("data")
        elif type(source) is dict and source.get("type") == "content":
            body = content_text(source.get("content"))
        heads = [block.get("title"), block.get("context")]
    elif kind == "search_result":
        body = content_text(block.get("content"))
        heads = [block.get("title"), block.get("source")]
    elif kind == "resource":
        # An MCP tool's embedded resource: its text (a `blob` is bytes, not read here).
        resource = block.get("resource")
        body = resource.get("text") if type(resource) is dict else None
        heads = [resource.get("uri")] if type(resource) is dict else []
    if type(body) is not str:
        return None
    return "\n".join(piece for piece in (*heads, body) if type(piece) is str and piece)


# Parts a model looks at, by their bytes or by fetching their URL.
_MEDIA_PARTS = frozenset(
    {"image", "image_url", "input_image", "computer_screenshot", "audio", "input_audio",
     "video", "video_url"}
)  # fmt: skip
# Keys under which a part carries a file's bytes or a provider's reference to a file,
# whatever else it holds.
_BYTES_KEYS = ("file_data", "file_id", "file_url", "base64", "blob")
# A string of base64 this long is bytes, not words.
_ENCODED = re.compile(r"[A-Za-z0-9+/=_\-\s]{64,}")


def _holds_content(block: dict[str, Any]) -> bool:
    """Whether a part no reader takes carries content (a picture, a file's bytes, a file by
    its provider's id or URL), not only words: a tool's own record with a `type` and a
    `source`, `data` or `file` field (`{"type": "news", "source": "Reuters"}`, a chat's
    pinned `{"type": "file", "name": …, "url": …}`) is read as its JSON instead."""
    kind = block.get("type")
    if kind in _MEDIA_PARTS or any(block.get(key) is not None for key in _BYTES_KEYS):
        return True
    held = [block.get(key) for key in ("file", "source", "resource")]
    if any(type(item) is dict and _holds_bytes(item) for item in held):
        return True  # OpenAI's `file`, Anthropic's `source`, MCP's `resource`
    data = block.get("data")
    if type(data) is str and (data.startswith("data:") or _ENCODED.fullmatch(data)):
        return True
    # LangChain's file parts: by URL or id, with a media type or a source type.
    return kind == "file" and ("mime_type" in block or "source_type" in block)


def _holds_bytes(item: dict[str, Any]) -> bool:
    return any(item.get(key) is not None for key in (*_BYTES_KEYS, "data")) or item.get("type") in (
        "base64",
        "url",
        "file",
    )


def unread_kind(block: object) -> str | None:
    """The kind of a content part no reader takes, or None when it is read (or no content)."""
    if type(block) is not dict:
        return None if type(block) is str else "part"
    kind = block.get("type")
    if kind in _NOT_CONTENT or block_text(block) is not None or not _holds_content(block):
        return None
    return kind if type(kind) is str else "part"


def part_text(block: dict[str, Any]) -> str | None:
    """What a reader reads of a part: its text (`block_text`), or, for a part with no text
    of its own that carries no content (a tool's record with a `type`), its JSON, every
    field of it; None for a part no reader takes, or one that is not content."""
    text = block_text(block)
    if text is not None or block.get("type") in _NOT_CONTENT or _holds_content(block):
        return text
    try:
        return orjson.dumps(block).decode()
    except orjson.JSONEncodeError as exc:  # nested too deeply, an integer past 64 bits
        raise Unserialisable(str(exc)) from None


# The kind of file a part no reader takes holds, by the part's type (a provider reads an
# `image_url` as a picture whatever its bytes are); other parts by their declared media type.
_PART_KINDS = {
    "image": "image",
    "image_url": "image",
    "input_image": "image",
    "computer_screenshot": "image",
    "audio": "audio",
    "input_audio": "audio",
    "video": "video",
    "video_url": "video",
    "file": "document",
    "input_file": "document",
    "document": "document",
}
_ARCHIVES = ("zip", "x-tar", "gzip", "x-gzip", "x-7z-compressed", "x-bzip2", "x-xz", "vnd.rar")


def media_kind(media_type: object) -> str:
    """The kind of file a declared media type names (`binary` for none or another)."""
    if type(media_type) is not str:
        return "binary"
    major, _, minor = media_type.lower().partition("/")
    if major in ("text", "image", "audio", "video"):
        return major
    if minor == "pdf" or minor.startswith(("msword", "vnd.openxmlformats", "vnd.oasis", "rtf")):
        return "document"
    return "archive" if minor in _ARCHIVES else "binary"


def part_file_kind(block: object) -> str:
    """The kind of file (`judges.extraction.FileKind`'s names) a part no reader takes holds."""
    if type(block) is not dict:
        return "binary"
    kind = _PART_KINDS.get(block.get("type"))  # type: ignore[arg-type]
    if kind is not None:
        return kind
    resource = block.get("resource")  # an MCP resource's bytes (`blob`)
    held = resource if type(resource) is dict else block
    return media_kind(held.get("mimeType") or held.get("mime_type"))


def content_text(content: object) -> str:
    """The readable text of a content value: a string, the text parts of a list of content
    blocks, else JSON (a tool's list of records is read whole, every field of it)."""
    if type(content) is str:
        return content
    if content is None:
        return ""
    if type(content) is list and content and all(map(_is_block, content)):
        parts: list[str] = []
        for block in content:
            if type(block) is str:
                parts.append(block)
            else:
                text = part_text(block)
                if text is not None:
                    parts.append(text)
                elif block.get("type") == "tool_result":
                    parts.append(content_text(block.get("content")))
        return "\n".join(parts)
    try:
        return orjson.dumps(content).decode()
    except orjson.JSONEncodeError as exc:
        # Never "" for what could not be written: that would judge an empty text instead.
        raise Unserialisable(str(exc)) from None


def _str(value: object) -> str | None:
    return value if type(value) is str else None


# --- families --------------------------------------------------------------------------------

_CHAT_ROLES = {
    "user": Role.USER,
    "assistant": Role.ASSISTANT,
    "system": Role.SYSTEM,
    "developer": Role.SYSTEM,
    "tool": Role.TOOL,
    "function": Role.TOOL,
}

_LANGCHAIN_ROLES = {
    "human": Role.USER,
    "ai": Role.ASSISTANT,
    "system": Role.SYSTEM,
    "tool": Role.TOOL,
    "function": Role.TOOL,
    "chat": Role.OTHER,
    "remove": Role.OTHER,
}

_LANGCHAIN_CLASSES = {
    "HumanMessage": "human",
    "AIMessage": "ai",
    "SystemMessage": "system",
    "ToolMessage": "tool",
    "FunctionMessage": "function",
    "ChatMessage": "chat",
    "RemoveMessage": "remove",
}

# Responses API items that carry neither text nor a tool call a guardrail judges.
_RESPONSES_OTHER = frozenset(
    {
        "reasoning",
        "image_generation_call",
        "mcp_list_tools",
        "mcp_approval_response",
        "item_reference",
        "compaction",
        "compaction_trigger",
        "tool_search_output",
        "additional_tools",
        "configuration_update",
    }
)
# The built-in tools' calls (run by the API, or by the client for it): the item's type → the
# call's name, the key of what it does, and the key of its result when the API ran it.
_RESPONSES_BUILTINS: dict[str, tuple[str, str, str | None]] = {
    "local_shell_call": ("local_shell", "action", None),
    "shell_call": ("shell", "action", None),
    "computer_call": ("computer", "action", None),
    "apply_patch_call": ("apply_patch", "operation", None),
    "program": ("program", "code", None),
    "tool_search_call": ("tool_search", "arguments", None),
    "code_interpreter_call": ("code_interpreter", "code", "outputs"),
    "web_search_call": ("web_search", "action", None),
    "file_search_call": ("file_search", "queries", "results"),
}
# Their results, sent back by the client: the item's type → the key of the result.
_RESPONSES_OUTPUTS = {
    "local_shell_call_output": "output",
    "shell_call_output": "output",
    "apply_patch_call_output": "output",
    "program_output": "result",
}
_RESPONSES_ITEMS = (
    _RESPONSES_OTHER
    | _RESPONSES_BUILTINS.keys()
    | _RESPONSES_OUTPUTS.keys()
    | {
        "message",
        "function_call",
        "function_call_output",
        "custom_tool_call",
        "custom_tool_call_output",
        "mcp_call",
        "mcp_approval_request",
        "computer_call_output",
    }
)
_COMMAND_KEYS = frozenset({"update", "goto", "graph", "resume"})


def _content_texts(content: object) -> tuple[str, ...]:
    if type(content) is str:
        return (content,)
    texts: list[str] = []
    if type(content) is list:
        for block in content:
            if type(block) is str:
                texts.append(block)
            elif type(block) is dict:
                text = block_text(block)
                if text is not None:
                    texts.append(text)
    return tuple(texts)


def _chat_call(raw: object) -> Call | None:
    """An OpenAI `tool_calls[]` entry (function or custom) or a LangChain-style `{name, args}`."""
    if type(raw) is not dict:
        return None
    call_id = _str(raw.get("id"))
    function = raw.get("function")
    if type(function) is dict:
        name = _str(function.get("name"))
        return None if name is None else Call(call_id, name, function.get("arguments"))
    custom = raw.get("custom")
    if type(custom) is dict:
        name = _str(custom.get("name"))
        return None if name is None else Call(call_id, name, custom.get("input"), free_text=True)
    name = _str(raw.get("name"))
    if name is None:
        return None
    return Call(call_id, name, raw["args"] if "args" in raw else raw.get("arguments"))


def _calls(raw_calls: object) -> tuple[Call, ...]:
    if type(raw_calls) is not list:
        return ()
    return tuple(call for call in map(_chat_call, raw_calls) if call is not None)


def _role_message(raw: dict[str, Any], role: Role, index: int) -> Message:
    """OpenAI Chat Completions, Anthropic Messages and Responses' easy input messages."""
    if role is Role.TOOL:
        result = Result(
            _str(raw.get("tool_call_id")),
            _str(raw.get("name")),
            raw,
            "content",
            # A runtime's own tool message may carry LangChain's status and artifact.
            artifact_key="artifact" if "artifact" in raw else None,
            is_error=raw.get("status") == "error",
        )
        return Message(index, Family.OPENAI_CHAT, role, results=(result,))
    content = raw.get("content")
    family = Family.OPENAI_CHAT
    calls = list(_calls(raw.get("tool_calls")))
    legacy = raw.get("function_call")
    if type(legacy) is dict:
        call = _chat_call({"function": legacy})
        if call is not None:
            calls.append(call)
    results: list[Result] = []
    texts: list[str] = []
    if type(content) is str:
        texts.append(content)
    elif type(content) is list:
        for block in content:
            if type(block) is str:
                texts.append(block)
                continue
            if type(block) is not dict:
                continue
            kind = block.get("type")
            if kind == "tool_use":
                family = Family.ANTHROPIC
                name = _str(block.get("name"))
                if name is not None:
                    calls.append(Call(_str(block.get("id")), name, block.get("input")))
            elif kind == "tool_result":
                family = Family.ANTHROPIC
                results.append(
                    Result(
                        _str(block.get("tool_use_id")),
                        None,
                        block,
                        "content",
                        is_error=block.get("is_error") is True,
                    )
                )
            else:
                text = part_text(block)
                if text is not None:
                    texts.append(text)
    elif content is not None:
        texts.append(content_text(content))  # neither text nor parts: read as its JSON
    unread, unseen = unread_parts(content)
    return Message(index, family, role, tuple(texts), tuple(calls), tuple(results), unread, unseen)


def unread_parts(content: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The kinds of `content`'s parts no reader takes, and the kinds of file they hold."""
    if type(content) is list:
        found = [(kind, block) for block in content if (kind := unread_kind(block)) is not None]
        return tuple(kind for kind, _ in found), tuple(part_file_kind(b) for _, b in found)
    return (), ()  # text, or read as its JSON


def _responses_item(raw: dict[str, Any], kind: str, index: int) -> Message | None:
    family = Family.OPENAI_RESPONSES
    if kind in ("function_call", "custom_tool_call"):
        name = _str(raw.get("name"))
        if name is None:
            return None
        free = kind == "custom_tool_call"
        arguments = raw.get("input") if free else raw.get("arguments")
        call = Call(_str(raw.get("call_id")), name, arguments, free_text=free)
        return Message(index, family, Role.ASSISTANT, calls=(call,))
    if kind in ("function_call_output", "custom_tool_call_output"):
        result = Result(_str(raw.get("call_id")), None, raw, "output")
        return Message(index, family, Role.TOOL, results=(result,))
    if kind == "mcp_call":
        name = _str(raw.get("name"))
        if name is None:
            return None
        call_id = _str(raw.get("id"))
        call = Call(call_id, name, raw.get("arguments"))
        # An MCP call is executed by the API itself: the item carries its own result.
        failed = raw.get("error") is not None or raw.get("status") == "failed"
        answered = raw.get("output") is not None or failed
        results = (Result(call_id, name, raw, "output", is_error=failed),) if answered else ()
        return Message(index, family, Role.ASSISTANT, calls=(call,), results=results)
    return _responses_builtin(raw, kind, index)


def _responses_builtin(raw: dict[str, Any], kind: str, index: int) -> Message:
    """A built-in tool's call or result: judged like a function's (a shell command is an
    action the model takes; its output is data the model reads next)."""
    family = Family.OPENAI_RESPONSES
    call_id = _str(raw.get("call_id")) or _str(raw.get("id"))
    if kind == "mcp_approval_request":  # the model asks to call an MCP tool
        name = _str(raw.get("name"))
        if name is not None:
            call = Call(_str(raw.get("id")), name, raw.get("arguments"))
            return Message(index, family, Role.ASSISTANT, calls=(call,))
    if kind in _RESPONSES_BUILTINS:
        name, does, answer = _RESPONSES_BUILTINS[kind]
        # Code the tool runs is text, not JSON arguments.
        call = Call(call_id, name, raw.get(does), free_text=type(raw.get(does)) is str)
        results: tuple[Result, ...] = ()
        if answer is not None and raw.get(answer) is not None:
            results = (Result(call_id, name, raw, answer, is_error=raw.get("status") == "failed"),)
        return Message(index, family, Role.ASSISTANT, calls=(call,), results=results)
    if kind in _RESPONSES_OUTPUTS:
        failed = raw.get("status") == "failed"
        result = Result(call_id, None, raw, _RESPONSES_OUTPUTS[kind], is_error=failed)
        return Message(index, family, Role.TOOL, results=(result,))
    if kind == "computer_call_output":  # a screenshot: a picture no reader takes
        return Message(
            index, family, Role.OTHER, unread=("computer_screenshot",), unseen=("image",)
        )
    return Message(index, family, Role.OTHER)


# A Gemini part's data no reader takes: bytes sent inline, a file by its URI.
_GEMINI_DATA = ("inlineData", "inline_data", "fileData", "file_data")


def _gemini_unread(part: dict[str, Any]) -> list[tuple[str, str]]:
    """The data a Gemini part holds that no reader takes (the SDK sets absent fields to null),
    with the kind of file its declared media type names."""
    return [
        (key, part_file_kind(data) if type(data) is dict else "binary")
        for key in _GEMINI_DATA
        if (data := part.get(key)) is not None
    ]


def _gemini_part(
    part: dict[str, Any], calls: list[Call], results: list[Result], texts: list[str]
) -> None:
    """A part's call, result or text, added to those of its content."""
    # The REST API spells these in camelCase, the Python SDK's model_dump in snake_case
    # (with every other field present as null).
    call = part.get("functionCall") or part.get("function_call")
    answer = part.get("functionResponse") or part.get("function_response")
    text = _str(part.get("text"))
    if type(call) is dict:
        name = _str(call.get("name"))
        if name is not None:
            calls.append(Call(_str(call.get("id")), name, call.get("args")))
    if type(answer) is dict:
        results.append(gemini_result(answer))
    if text is not None and part.get("thought") is not True:
        texts.append(text)


def _gemini(raw: dict[str, Any], index: int) -> Message | None:
    parts = raw.get("parts")
    if type(parts) is not list:
        return None
    role_name = raw.get("role")
    role = {"user": Role.USER, "model": Role.ASSISTANT, "function": Role.TOOL, "tool": Role.TOOL}
    calls: list[Call] = []
    results: list[Result] = []
    texts: list[str] = []
    unread: list[tuple[str, str]] = []
    for part in parts:
        if type(part) is dict:
            _gemini_part(part, calls, results, texts)
            unread.extend(_gemini_unread(part))
    # The SDK takes a content without a role as the user's.
    resolved = role.get(role_name, Role.OTHER) if type(role_name) is str else Role.USER
    # A user content of function responses alone is the tools'; the user's own words beside
    # them stay the user's, as in an Anthropic user message holding `tool_result` blocks.
    if results and not calls and resolved is Role.USER and not texts:
        resolved = Role.TOOL
    return Message(
        index,
        Family.GEMINI,
        resolved,
        tuple(texts),
        tuple(calls),
        tuple(results),
        tuple(part for part, _ in unread),
        tuple(kind for _, kind in unread),
    )


def gemini_result(answer: dict[str, Any]) -> Result:
    """A function response; its value is what the tool returned.

    The SDK wraps a tool's return value as `{"result": value}` (the API documents
    `{"output": value}`), and a failure as `{"error": ...}`; anything else is the value itself.
    """
    holder, key = answer, "response"
    response = answer.get("response")
    failed = False
    if type(response) is dict and len(response) == 1:
        (only,) = response
        if only in ("result", "output"):
            holder, key = response, only
        failed = only == "error"
    return Result(_str(answer.get("id")), _str(answer.get("name")), holder, key, is_error=failed)


def _langchain(body: dict[str, Any], kind: str, index: int) -> Message | None:
    base = kind.removesuffix("Chunk").removesuffix("Message").lower() if kind[0].isupper() else kind
    role = _LANGCHAIN_ROLES.get(base)
    if role is None:
        return None
    if base == "chat":
        role = _CHAT_ROLES.get(body.get("role"), Role.OTHER)  # type: ignore[arg-type]
    if role is Role.TOOL:
        result = Result(
            _str(body.get("tool_call_id")),
            _str(body.get("name")),
            body,
            "content",
            artifact_key="artifact",
            is_error=body.get("status") == "error",
        )
        return Message(index, Family.LANGCHAIN, role, results=(result,))
    calls = _calls(body.get("tool_calls"))
    if not calls:
        # Older integrations filled only the provider's own OpenAI-shaped list.
        extra = body.get("additional_kwargs")
        if type(extra) is dict:
            calls = _calls(extra.get("tool_calls"))
    # Content blocks of AI messages may repeat the calls (Anthropic `tool_use`): only
    # `tool_calls` counts, so no call is seen twice.
    content = body.get("content")
    unread, unseen = unread_parts(content)
    return Message(
        index, Family.LANGCHAIN, role, _content_texts(content), calls, (), unread, unseen
    )


def _langchain_dumpd(raw: dict[str, Any], index: int) -> Message | None:
    path = raw.get("id")
    kwargs = raw.get("kwargs")
    if type(path) is not list or not path or type(kwargs) is not dict:
        return None
    kind = _LANGCHAIN_CLASSES.get(str(path[-1]).removesuffix("Chunk"))
    if kind is None:
        return None
    return _langchain(kwargs, kind, index)


def command_messages(raw: dict[str, Any]) -> list[object] | None:
    """The messages a LangGraph command's `update` holds (a mapping, or `[key, value]` pairs)."""
    update = raw.get("update")
    if type(update) is dict:
        messages = update.get("messages")
    elif type(update) is list:
        messages = None
        for pair in update:
            if type(pair) is list and len(pair) == 2 and pair[0] == "messages":
                messages = pair[1]
    else:
        return None
    if type(messages) is dict:
        return [messages]
    return messages if type(messages) is list else []


def is_command(raw: object) -> bool:
    """Whether `raw` is a LangGraph command: an `update`, and nothing but command keys."""
    return type(raw) is dict and "update" in raw and raw.keys() <= _COMMAND_KEYS


def read_message(raw: object, index: int) -> tuple[Message, ...] | None:
    """The message(s) `raw` holds in the internal form, or None when no family recognises it.

    A LangGraph command gives the tool messages of its `update`; every other shape gives one.
    """
    if type(raw) is not dict:
        return None
    if is_command(raw):
        inner = command_messages(raw)
        if inner is None:
            return None
        read = (read_single(item, index) for item in inner)
        return tuple(message for message in read if message is not None)
    message = read_single(raw, index)
    return None if message is None else (message,)


def read_single(raw: object, index: int) -> Message | None:
    """One message of any family but the command, or None."""
    if type(raw) is not dict:
        return None
    if raw.get("lc") == 1 and raw.get("type") == "constructor":
        return _langchain_dumpd(raw, index)
    kind = raw.get("type")
    if type(kind) is str and kind:
        if kind in _RESPONSES_ITEMS and kind != "message":
            return _responses_item(raw, kind, index)
        data = raw.get("data")
        if type(data) is dict and set(raw) == {"type", "data"}:
            return _langchain(data, kind, index)
        if kind in _LANGCHAIN_ROLES or kind.endswith("MessageChunk"):
            return _langchain(raw, kind, index)
    role_name = raw.get("role")
    if type(raw.get("parts")) is list:
        return _gemini(raw, index)
    # Chat Completions, Anthropic (a whole response dump says `type: "message"` too) and the
    # Responses API's message items all keep their role in `role` and text in `content`.
    if type(role_name) is str:
        role = _CHAT_ROLES.get(role_name)
        if role is not None:
            return _role_message(raw, role, index)
    return None


# --- a conversation, read lazily from its end ------------------------------------------------


class Conversation:
    """The request's messages, normalised on demand.

    Rules look at the end of a conversation (the latest turn, the last result), so messages are
    normalised from the end and only as far as a rule reads. Families whose calls carry no id
    pair calls and results by tool name and order (R1.10), which needs the whole conversation:
    meeting such a call or result switches to a full, paired reading.
    """

    def __init__(self, raw: Sequence[object]) -> None:
        self._raw = raw
        self._read: dict[int, tuple[Message, ...] | None] = {}
        self._paired: list[Message] | None = None

    def __len__(self) -> int:
        return len(self._raw)

    def at(self, index: int) -> tuple[Message, ...] | None:
        """The messages at position `index` (None when not recognised)."""
        if index not in self._read:
            self._read[index] = read_message(self._raw[index], index)
        return self._read[index]

    @property
    def unrecognised(self) -> list[int]:
        """Positions read so far that no family recognised."""
        return sorted(i for i, read in self._read.items() if read is None)

    @property
    def unread_parts(self) -> list[tuple[int, tuple[str, ...]]]:
        """(position, kinds) of the messages read so far that hold parts no reader takes."""
        return sorted(
            (i, kinds)
            for i, read in self._read.items()
            for kinds in [tuple(kind for message in read or () for kind in message.unread)]
            if kinds
        )

    def read_all(self) -> list[Message]:
        """Every recognised message in order, with id-less calls and results paired."""
        if self._paired is None:
            messages = [m for i in range(len(self._raw)) for m in (self.at(i) or ())]
            self._paired = _pair(messages)
        return self._paired

    def unpaired_backwards(self) -> Iterator[Message]:
        """Recognised messages from the last to the first, as read (for their text only)."""
        for index in range(len(self._raw) - 1, -1, -1):
            yield from reversed(self.at(index) or ())

    def backwards(self) -> Iterator[Message]:
        """Recognised messages from the last to the first; raises when pairing is needed."""
        if self._paired is not None:
            yield from reversed(self._paired)
            return
        for message in self.unpaired_backwards():
            if _needs_pairing(message):
                raise _PairingNeeded
            yield message


class _PairingNeeded(Exception):
    """A call or result without an id was met: switch to the full, paired reading."""


def _needs_pairing(message: Message) -> bool:
    return any(c.id is None for c in message.calls) or any(
        r.call_id is None for r in message.results
    )


def _pair(messages: list[Message]) -> list[Message]:
    """Give every call and result its pairing key; id-less ones pair by name and order."""
    calls_seen: dict[str, int] = {}
    results_seen: dict[str, int] = {}
    paired: list[Message] = []
    for message in messages:
        calls = []
        for call in message.calls:
            key = call.id
            if key is None:
                count = calls_seen.get(call.name, 0)
                calls_seen[call.name] = count + 1
                key = f"\x00{call.name}#{count}"
            calls.append(_with_key(call, key))
        results = []
        for result in message.results:
            key = result.call_id
            if key is None and result.name is not None:
                count = results_seen.get(result.name, 0)
                results_seen[result.name] = count + 1
                key = f"\x00{result.name}#{count}"
            results.append(_with_result_key(result, key))
        paired.append(
            Message(
                message.index,
                message.family,
                message.role,
                message.texts,
                tuple(calls),
                tuple(results),
            )
        )
    return paired


def _with_key(call: Call, key: str) -> Call:
    return Call(call.id, call.name, call.arguments, call.free_text, key)


def _with_result_key(result: Result, key: str | None) -> Result:
    return Result(
        result.call_id,
        result.name,
        result.holder,
        result.content_key,
        result.artifact_key,
        result.is_error,
        key,
    )


def call_key(call: Call) -> str | None:
    """The key that pairs `call` with its result."""
    return call.key if call.key is not None else call.id


def result_key(result: Result) -> str | None:
    """The key that pairs `result` with its call."""
    return result.call_key if result.call_key is not None else result.call_id


def backwards_apply(conversation: Conversation, rule: Callable[[Iterator[Message]], T]) -> T:
    """Apply `rule` to the messages from the last to the first, reading no more than it needs.

    When the rule meets a call or result without an id, it runs again on the full, paired
    reading, so its answer is the same whichever reading served it.
    """
    try:
        return rule(conversation.backwards())
    except _PairingNeeded:
        return rule(reversed(conversation.read_all()))
