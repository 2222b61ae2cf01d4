"""Answers of remote judge APIs for the fake server (`testing.fakes`) the tests serve them from."""

from __future__ import annotations

from typing import Any

import orjson


def chat_answer(content: str | None, **message: Any) -> dict[str, Any]:
    """An OpenAI chat-completions answer whose first choice carries `content`."""
    return {
        "id": "cmpl-1",
        "object": "chat.completion",
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content, **message},
                "finish_reason": "stop",
            }
        ],
    }


def verdict(flagged: bool, reason: str = "", ids: list[str] | None = None) -> dict[str, Any]:
    return chat_answer(
        orjson.dumps({"flagged": flagged, "reason": reason, "flagged_file_ids": ids or []}).decode()
    )
