"""R1.9: the current tool call, selected by three rules over normalised messages."""

from __future__ import annotations

from typing import Any

import pytest

from app.domain.messages import Conversation
from app.domain.selection import Selection, select_post, select_pre
from tests.builders import assistant, openai_call, tool_message, user

TOOL = "Analyze_Files"


def lc_ai(*calls: tuple[str, str, dict[str, Any]]) -> dict[str, Any]:
    return {
        "type": "ai",
        "content": "",
        "tool_calls": [{"id": cid, "name": name, "args": args} for cid, name, args in calls],
    }


def lc_tool(call_id: str, content: str, status: str = "success") -> dict[str, Any]:
    return {"type": "tool", "tool_call_id": call_id, "content": content, "status": status}


def select(messages: list[Any], *, post: bool, tool: str = TOOL) -> Selection | None:
    conversation = Conversation(messages)
    return select_post(conversation, tool) if post else select_pre(conversation, tool)


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
    lc_ai(("c1", TOOL, {"n": 1}), ("c2", TOOL, {"n": 2})),
]


@pytest.mark.parametrize("base", [TWO_CALLS_OPENAI, TWO_CALLS_LC], ids=["openai", "langchain"])
@pytest.mark.parametrize(
    ("answers", "post", "expected"),
    [
        pytest.param([], False, "c1", id="R1.9 pre: first unanswered"),
        pytest.param(["c1"], False, "c2", id="R1.9 pre: second once the first is answered"),
        pytest.param(["c1"], True, "c1", id="R1.9 post: answered by the last tool message"),
        pytest.param(["c1", "c2"], True, "c2", id="R1.9 post: the second call's answer"),
        pytest.param(["c1", "c2"], False, "c1", id="R1.9 pre: all answered falls back"),
    ],
)
def test_select_call(
    base: list[dict[str, Any]], answers: list[str], post: bool, expected: str
) -> None:
    lc = base is TWO_CALLS_LC
    messages = base + [lc_tool(a, "done") if lc else tool_message(a, "done") for a in answers]
    selection = select(messages, post=post)
    assert selection is not None
    assert selection.call is not None
    assert selection.call.id == expected
    if post:
        assert selection.result is not None
        assert selection.result.call_id == expected


def test_post_without_an_answer_to_the_tool_locates_nothing() -> None:
    # R1.11: the fallback call has no result, so there is nothing to judge after it ran.
    assert select([*TWO_CALLS_OPENAI, tool_message("x", "other tool done")], post=True) is None
    assert select(TWO_CALLS_OPENAI, post=True) is None


def test_post_falls_back_to_the_latest_result_of_the_tool() -> None:
    messages = [*TWO_CALLS_OPENAI, tool_message("c1", "first"), tool_message("x", "other")]
    selection = select(messages, post=True)
    assert selection is not None
    assert selection.rule == "the latest result of this tool"
    assert selection.result is not None
    assert selection.result.text == "first"
    both = [
        *TWO_CALLS_OPENAI,
        tool_message("c1", "a"),
        tool_message("c2", "b"),
        tool_message("x", ""),
    ]
    latest = select(both, post=True)
    assert latest is not None
    assert latest.call_id == "c2"


def test_post_judges_a_result_sent_without_its_call() -> None:
    selection = select([tool_message("c9", "done")], post=True)
    assert selection is not None
    assert selection.call is None
    assert selection.call_id == "c9"


def test_post_ignores_a_lone_result_of_another_named_tool() -> None:
    lone = {"type": "tool", "tool_call_id": "c9", "name": "Other", "content": "done"}
    assert select([lone], post=True) is None


def test_no_call_to_the_tool_selects_nothing() -> None:
    assert select(TWO_CALLS_OPENAI, post=False, tool="Nope") is None


def test_unrecognised_messages_are_listed() -> None:
    conversation = Conversation(
        [
            "text",
            3,
            {"role": "user", "content": "hi"},
            {"role": "critic", "content": "?"},
            {"role": "assistant", "tool_calls": [7, {"id": "a"}]},
        ]
    )
    read = conversation.read_all()
    assert [m.index for m in read] == [2, 4]
    assert read[1].calls == ()
    assert conversation.unrecognised == [0, 1, 3]


def test_unparseable_arguments_stay_as_text() -> None:
    call = {"id": "c", "type": "function", "function": {"name": "T", "arguments": "{x"}}
    messages = [assistant(call)]
    selection = select(messages, post=False, tool="T")
    assert selection is not None
    assert selection.call is not None
    assert selection.call.arguments == "{x"


def test_responses_items_of_one_turn_form_one_assistant_turn() -> None:
    # Each call is an item of its own; the first unanswered one is still the first.
    items = [
        {"type": "message", "role": "user", "content": "go"},
        {"type": "function_call", "call_id": "c1", "name": TOOL, "arguments": "{}"},
        {"type": "function_call", "call_id": "c2", "name": TOOL, "arguments": "{}"},
    ]
    selection = select(items, post=False)
    assert selection is not None
    assert selection.call_id == "c1"
    items.append({"type": "function_call_output", "call_id": "c1", "output": "ok"})
    selection = select(items, post=False)
    assert selection is not None
    assert selection.call_id == "c2"


def test_gemini_calls_pair_with_results_by_name_and_order() -> None:
    def call(n: int) -> dict[str, Any]:
        return {"functionCall": {"name": TOOL, "args": {"n": n}}}

    answer = {"functionResponse": {"name": TOOL, "response": {"ok": 1}}}
    contents: list[Any] = [
        {"role": "user", "parts": [{"text": "go"}]},
        {"role": "model", "parts": [call(1), call(2)]},
    ]
    first = select(contents, post=False)
    assert first is not None
    assert first.call is not None
    assert first.call.arguments == {"n": 1}
    assert first.call_id is None  # Gemini sent no id: none is invented for the response
    contents.append({"role": "user", "parts": [answer]})
    second = select(contents, post=False)
    assert second is not None
    assert second.call is not None
    assert second.call.arguments == {"n": 2}
    after = select(contents, post=True)
    assert after is not None
    assert after.call is not None
    assert after.call.arguments == {"n": 1}
