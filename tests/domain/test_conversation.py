"""R1.9: the current tool call, over OpenAI and LangChain message shapes."""

from __future__ import annotations

from typing import Any

import pytest

from app.domain.conversation import Role, read_conversation, select_call
from tests.builders import assistant, openai_call, tool_message, user


def lc_ai(*calls: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    return {
        "type": "ai",
        "content": "",
        "tool_calls": [{"id": cid, "name": name, "args": args} for cid, name, args in calls],
    }


def lc_tool(call_id: str, content: str, status: str = "success") -> dict[str, Any]:
    return {"type": "tool", "tool_call_id": call_id, "content": content, "status": status}


TWO_CALLS_OPENAI = [
    user("analyze both"),
    assistant(
        openai_call("c1", {"n": 1}),
        openai_call("c2", {"n": 2}),
        openai_call("x", {"n": 0}, name="Other"),
    ),
]
TWO_CALLS_LC = [
    {"type": "human", "content": "analyze both"},
    lc_ai(("c1", "Analyze_Files", {"n": 1}), ("c2", "Analyze_Files", {"n": 2})),
]


@pytest.mark.parametrize("base", [TWO_CALLS_OPENAI, TWO_CALLS_LC], ids=["openai", "langchain"])
@pytest.mark.parametrize(
    ("answers", "post", "expected"),
    [
        pytest.param([], False, "c1", id="pre: first unanswered"),
        pytest.param(["c1"], False, "c2", id="pre: second once the first is answered"),
        pytest.param(["c1"], True, "c1", id="post: answered by the last tool message"),
        pytest.param(["c1", "c2"], True, "c2", id="post: the second call's answer"),
        pytest.param([], True, "c1", id="post: fallback to the first call by name"),
        pytest.param(["c1", "c2"], False, "c1", id="pre: all answered falls back"),
    ],
)
def test_select_call(
    base: list[dict[str, Any]], answers: list[str], post: bool, expected: str
) -> None:
    lc = base is TWO_CALLS_LC
    messages = base + [lc_tool(a, "done") if lc else tool_message(a, "done") for a in answers]
    conversation = read_conversation(messages)
    selection = select_call(conversation.messages, "Analyze_Files", post=post)
    assert selection is not None
    assert selection.call.id == expected
    assert selection.call.arguments == {"n": int(expected[-1])}


def test_post_ignores_an_answer_to_another_tool() -> None:
    messages = [*TWO_CALLS_OPENAI, tool_message("x", "other tool done")]
    selection = select_call(read_conversation(messages).messages, "Analyze_Files", post=True)
    assert selection is not None
    assert selection.rule.startswith("fallback")


def test_no_call_to_the_tool_selects_nothing() -> None:
    assert select_call(read_conversation(TWO_CALLS_OPENAI).messages, "Nope", post=False) is None


def test_unreadable_messages_are_skipped_with_a_note() -> None:
    conversation = read_conversation(
        [
            "text",
            3,
            {"role": "user", "content": "hi"},
            {"role": "assistant", "tool_calls": [7, {"id": "a"}]},
        ]
    )
    assert [m.role for m in conversation.messages] == [Role.USER, Role.ASSISTANT]
    assert conversation.messages[1].tool_calls == ()
    assert len(conversation.notes) == 2


def test_unparseable_arguments_stay_as_text() -> None:
    messages = [
        {
            "role": "assistant",
            "tool_calls": [
                {"id": "c", "type": "function", "function": {"name": "T", "arguments": "{not json"}}
            ],
        }
    ]
    selection = select_call(read_conversation(messages).messages, "T", post=False)
    assert selection is not None
    assert selection.call.arguments == "{not json"
