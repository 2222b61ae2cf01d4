"""R1.5-R1.7: the text judged and the files forwarded, per scope and stage."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.references import Registry
from app.domain.resolution import AppliesTo, Scope, Stage, Subject, resolve
from tests.builders import assistant, openai_call, ticket, tool_message, user

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"
B = "6f9619ff-8b86-d011-b42d-00c04fc964ff"
REGISTRY = [ticket(A, "a.txt"), ticket(B, "b.pdf", "application/pdf")]


def subject(
    scope: Scope, stage: Stage, messages: list[Any], output: Any = None, tool: str | None = None
) -> Subject:
    return Subject(scope, stage, tool, messages, output, Registry(REGISTRY))


def test_agent_pre_judges_the_last_message_with_the_whole_registry() -> None:
    resolution = resolve(
        subject(Scope.AGENT, Stage.PRE, [user("first"), user("last")]), max_references=5
    )
    assert resolution.input == "last"
    assert [r.id for r in resolution.references] == [A, B]


def test_llm_pre_is_the_same_as_agent_pre() -> None:
    resolution = resolve(subject(Scope.LLM, Stage.PRE, [user("hello")]), max_references=1)
    assert resolution.input == "hello"
    assert [r.id for r in resolution.references] == [A]


def test_agent_post_judges_the_output_and_its_mentions() -> None:
    output = {"report": {"ID": B.upper(), "FullName": "forged.exe"}, "n": 1}
    resolution = resolve(subject(Scope.AGENT, Stage.POST, [], output), max_references=5)
    assert json.loads(resolution.input) == output
    assert [(r.id, r.file_name) for r in resolution.references] == [(B, "b.pdf")]


def test_llm_post_judges_every_call_of_the_last_assistant_message() -> None:
    messages = [
        assistant(openai_call("old", {"f": {"ID": B}})),
        tool_message("old", "ok"),
        assistant(openai_call("c1", {"f": {"ID": A}}), openai_call("c2", {"q": "x"}, name="T2")),
    ]
    resolution = resolve(subject(Scope.LLM, Stage.POST, messages), max_references=5)
    assert json.loads(resolution.input) == [{"f": {"ID": A}}, {"q": "x"}]
    assert [r.id for r in resolution.references] == [A]


def test_tool_pre_judges_the_current_call_only() -> None:
    messages = [
        assistant(openai_call("c1", {"f": {"ID": A}}), openai_call("c2", {"f": {"ID": B}})),
        tool_message("c1", "done"),
    ]
    resolution = resolve(
        subject(Scope.TOOL, Stage.PRE, messages, tool="Analyze_Files"), max_references=5
    )
    assert resolution.tool_call_id == "c2"
    assert json.loads(resolution.input) == {"f": {"ID": B}}
    assert [r.id for r in resolution.references] == [B]


def test_tool_post_judges_the_answer_to_the_current_call() -> None:
    messages = [
        assistant(openai_call("c1", {"f": {"ID": A}}), openai_call("c2", {"q": 2})),
        tool_message("c1", json.dumps({"out": {"ID": B}})),
        tool_message("c2", "plain text, no file"),
    ]
    resolution = resolve(
        subject(Scope.TOOL, Stage.POST, messages, tool="Analyze_Files"), max_references=5
    )
    assert resolution.tool_call_id == "c2"
    assert resolution.input == "plain text, no file"
    assert resolution.references == []


def test_a_call_that_mentions_no_file_forwards_nothing() -> None:
    messages = [assistant(openai_call("c1", {"q": "no file here"}))]
    resolution = resolve(
        subject(Scope.TOOL, Stage.PRE, messages, tool="Analyze_Files"), max_references=5
    )
    assert resolution.references == []


def test_forged_ids_are_dropped_and_inline_names_ignored() -> None:
    forged = "11111111-2222-4333-8444-555555555555"
    messages = [
        assistant(
            openai_call(
                "c1",
                {"a": {"ID": forged, "FullName": "x"}, "b": {"ID": A, "FullName": "inline.exe"}},
            )
        )
    ]
    resolution = resolve(
        subject(Scope.TOOL, Stage.PRE, messages, tool="Analyze_Files"), max_references=5
    )
    assert [(r.id, r.file_name) for r in resolution.references] == [(A, "a.txt")]


def test_prompts_only_guardrails_receive_no_files() -> None:
    resolution = resolve(subject(Scope.AGENT, Stage.PRE, [user("x")]), max_references=5)
    assert resolution.for_guardrail(AppliesTo.PROMPTS) == []
    assert len(resolution.for_guardrail(AppliesTo.FILES)) == 2
    assert len(resolution.for_guardrail(AppliesTo.BOTH)) == 2


@pytest.mark.parametrize("stage", list(Stage))
@pytest.mark.parametrize(
    "messages",
    [[], [user("x")], ["junk", 1, None], [assistant(openai_call("c1", {}, name="Other"))]],
)
def test_tool_scope_without_its_subject_is_not_located(stage: Stage, messages: list[Any]) -> None:
    # R1.11: nothing to judge is reported as such, never as an empty text to pass.
    resolution = resolve(
        subject(Scope.TOOL, stage, messages, tool="Analyze_Files"), max_references=5
    )
    assert resolution.located is False
    assert resolution.references == []
    assert resolution.notes


def test_a_result_sent_without_its_call_is_judged() -> None:
    messages = [tool_message("c9", json.dumps({"f": {"ID": A}}))]
    resolution = resolve(
        subject(Scope.TOOL, Stage.POST, messages, tool="Analyze_Files"), max_references=5
    )
    assert resolution.located
    assert resolution.tool_call_id == "c9"
    assert [r.id for r in resolution.references] == [A]


@pytest.mark.parametrize(
    ("scope", "stage", "messages", "located"),
    [
        pytest.param(Scope.AGENT, Stage.PRE, [], False, id="R1.11 agent pre: no message"),
        pytest.param(Scope.LLM, Stage.PRE, [user("a"), "junk"], False, id="R1.11 last unread"),
        pytest.param(Scope.LLM, Stage.PRE, ["junk", user("a")], True, id="last one read"),
        pytest.param(Scope.LLM, Stage.POST, [user("a")], False, id="R1.11 llm post: no assistant"),
        pytest.param(
            Scope.LLM, Stage.POST, [assistant(content="hi")], True, id="llm post: no calls is []"
        ),
    ],
)
def test_agent_and_llm_subjects(
    scope: Scope, stage: Stage, messages: list[Any], located: bool
) -> None:
    resolution = resolve(subject(scope, stage, messages), max_references=5)
    assert resolution.located is located


def test_agent_post_without_an_output_is_not_located() -> None:
    given_null = resolve(subject(Scope.AGENT, Stage.POST, [], None), max_references=5)
    assert given_null.located
    assert given_null.input == "null"
    missing = Subject(Scope.AGENT, Stage.POST, None, [], None, Registry([]), output_given=False)
    assert resolve(missing, max_references=5).located is False


json_leaf = st.none() | st.booleans() | st.integers() | st.text(max_size=5)
HELD = [f"00000000-0000-4000-8000-{n:012d}" for n in range(8)]
NOT_HELD = "99999999-0000-4000-8000-000000000000"
ids = st.sampled_from([*HELD, NOT_HELD, HELD[0].upper(), "queue-item-42"])
mention = ids.map(lambda i: {"ID": i})
json_any = st.recursive(
    json_leaf | mention,
    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=4), c, max_size=4),
    max_leaves=30,
)
registry_entry = st.one_of(
    st.sampled_from(HELD).map(lambda i: {"ID": i, "FullName": f"{i[-1]}.txt", "MimeType": "t/p"}),
    json_any,
)
message = st.one_of(
    json_any,
    st.builds(lambda args: assistant(openai_call("c", args, name="T")), json_any),
    st.builds(lambda args: assistant(openai_call("c", args)), json_any),
    st.builds(lambda content: tool_message("c", json.dumps(content)), json_any),
)


@given(
    st.sampled_from(list(Scope)),
    st.sampled_from(list(Stage)),
    st.lists(message, max_size=5),
    json_any,
    st.lists(registry_entry, max_size=6),
)
def test_resolution_never_raises_and_never_forwards_a_file_the_run_does_not_hold(
    scope: Scope, stage: Stage, messages: list[Any], output: Any, registry: list[Any]
) -> None:
    result = resolve(
        Subject(scope, stage, "T", messages, output, Registry(registry)), max_references=3
    )
    held = {entry["ID"] for entry in registry if isinstance(entry, dict) and "MimeType" in entry}
    sent = [reference.id for reference in result.references]
    assert set(sent) <= held
    assert len(sent) == len(set(sent)) <= 3
    assert NOT_HELD not in sent
    if not result.located:
        assert sent == []
