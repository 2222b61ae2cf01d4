"""A run's conversation in each message shape the service reads, up to a point."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

# One call of a run: its id, tool, arguments and result (None while it is pending).
Call = tuple[str, str, dict[str, Any], Any]
Message = dict[str, Any]

SHAPES = ["openai_chat", "openai_responses", "anthropic", "gemini", "langchain"]


def content_of(result: Any) -> str:
    return result if isinstance(result, str) else json.dumps(result, ensure_ascii=False)


def _chat(system: str, user: str, calls: list[Call], last_call_only: bool) -> list[Message]:
    messages: list[Message] = [
        {"role": "system", "content": system},
        {"role": "user", "content": user},
    ]
    for index, (call_id, name, args, result) in enumerate(calls):
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": call_id,
                        "type": "function",
                        "function": {"name": name, "arguments": json.dumps(args)},
                    }
                ],
            }
        )
        if not (last_call_only and index == len(calls) - 1):
            messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": content_of(result)}
            )
    return messages


def _responses(system: str, user: str, calls: list[Call], last_call_only: bool) -> list[Message]:
    items: list[Message] = [
        {"role": "system", "content": system},
        {"role": "user", "content": user},
    ]
    for index, (call_id, name, args, result) in enumerate(calls):
        items.append(
            {
                "type": "function_call",
                "call_id": call_id,
                "name": name,
                "arguments": json.dumps(args),
            }
        )
        if not (last_call_only and index == len(calls) - 1):
            items.append(
                {"type": "function_call_output", "call_id": call_id, "output": content_of(result)}
            )
    return items


def _anthropic(system: str, user: str, calls: list[Call], last_call_only: bool) -> list[Message]:
    messages: list[Message] = [
        {"role": "system", "content": system},
        {"role": "user", "content": [{"type": "text", "text": user}]},
    ]
    for index, (call_id, name, args, result) in enumerate(calls):
        messages.append(
            {
                "role": "assistant",
                "content": [{"type": "tool_use", "id": call_id, "name": name, "input": args}],
            }
        )
        if not (last_call_only and index == len(calls) - 1):
            messages.append(
                {
                    "role": "user",
                    "content": [
                        {
                            "type": "tool_result",
                            "tool_use_id": call_id,
                            "content": content_of(result),
                        }
                    ],
                }
            )
    return messages


def _gemini(system: str, user: str, calls: list[Call], last_call_only: bool) -> list[Message]:
    # The system prompt goes in `system_instruction`, outside the contents.
    contents: list[Message] = [{"role": "user", "parts": [{"text": user}]}]
    for index, (_, name, args, result) in enumerate(calls):
        contents.append(
            {"role": "model", "parts": [{"functionCall": {"name": name, "args": args}}]}
        )
        if not (last_call_only and index == len(calls) - 1):
            value = result if isinstance(result, (dict, list)) else content_of(result)
            contents.append(
                {
                    "role": "user",
                    "parts": [{"functionResponse": {"name": name, "response": {"result": value}}}],
                }
            )
    return contents


def _langchain(system: str, user: str, calls: list[Call], last_call_only: bool) -> list[Message]:
    messages: list[Message] = [
        {"type": "system", "content": system},
        {"type": "human", "content": user},
    ]
    for index, (call_id, name, args, result) in enumerate(calls):
        messages.append(
            {
                "type": "ai",
                "content": "",
                "tool_calls": [{"id": call_id, "name": name, "args": args}],
            }
        )
        if not (last_call_only and index == len(calls) - 1):
            messages.append(
                {
                    "type": "tool",
                    "tool_call_id": call_id,
                    "name": name,
                    "content": content_of(result),
                }
            )
    return messages


RENDER: dict[str, Callable[..., list[Message]]] = {
    "openai_chat": _chat,
    "openai_responses": _responses,
    "anthropic": _anthropic,
    "gemini": _gemini,
    "langchain": _langchain,
}
PREFIX = {
    "openai_chat": "call_",
    "openai_responses": "fc_",
    "anthropic": "toolu_",
    "gemini": "",
    "langchain": "call_",
}


def conversation(
    shape: str,
    system: str,
    user: str,
    calls: list[Call],
    *,
    pending: bool,
) -> list[Message]:
    """The messages of a run whose calls so far are `calls`; with `pending`, the last call
    has not run yet (tool pre)."""
    return RENDER[shape](system, user, calls, pending)
