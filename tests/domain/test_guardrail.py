"""R2.1 applicability, R2.6 block messages, R2.7 flagged files, R2.5 the deciding block."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.domain.guardrail import (
    ActionTaken,
    Finished,
    Guardrail,
    Outcome,
    action_taken,
    decision_message,
    first_block,
    flagged_references,
    skip_reason,
)
from app.domain.references import Reference
from app.domain.resolution import Scope, Stage
from tests.builders import guardrail as guardrail_body

A = "0b9d0f5e-2a31-4c8e-9d43-8c3c8e6f2f10"
B = "6f9619ff-8b86-d011-b42d-00c04fc964ff"


def make(**overrides: Any) -> Guardrail:
    return Guardrail.model_validate(guardrail_body(**overrides))


@pytest.mark.parametrize(
    ("overrides", "scope", "stage", "tool", "applies"),
    [
        pytest.param({}, Scope.TOOL, Stage.PRE, "Analyze_Files", True, id="tool scope, name match"),
        pytest.param({}, Scope.TOOL, Stage.PRE, "Other", False, id="tool scope, other tool"),
        pytest.param({}, Scope.AGENT, Stage.PRE, None, False, id="scope not selected"),
        pytest.param(
            {"scopes": ("agent", "llm")}, Scope.LLM, Stage.POST, None, True, id="llm scope selected"
        ),
        pytest.param(
            {"validator": "prompt_injection"},
            Scope.TOOL,
            Stage.POST,
            "Analyze_Files",
            False,
            id="prompt_injection pre only",
        ),
        pytest.param(
            {"validator": "user_prompt_attacks"},
            Scope.TOOL,
            Stage.PRE,
            "Analyze_Files",
            True,
            id="user_prompt_attacks at pre",
        ),
        pytest.param(
            {"validator": "intellectual_property"},
            Scope.TOOL,
            Stage.PRE,
            "Analyze_Files",
            False,
            id="intellectual_property post only",
        ),
        pytest.param(
            {"validator": "pii_detection"},
            Scope.TOOL,
            Stage.POST,
            "Analyze_Files",
            True,
            id="pii both stages",
        ),
        pytest.param(
            {"validator": "my_custom"},
            Scope.TOOL,
            Stage.POST,
            "Analyze_Files",
            True,
            id="custom validator both stages",
        ),
    ],
)
def test_applicability(
    overrides: dict[str, Any], scope: Scope, stage: Stage, tool: str | None, applies: bool
) -> None:
    reason = skip_reason(make(**overrides), scope=scope, stage=stage, tool_name=tool)
    assert (reason is None) is applies


def test_guardrail_definitions_reject_unknown_fields() -> None:
    body = guardrail_body()
    body["on_eror"] = "allow"
    with pytest.raises(ValueError, match="on_eror"):
        Guardrail.model_validate(body)


@pytest.mark.parametrize(
    ("action", "outcome", "on_error", "taken"),
    [
        ({"type": "block"}, Outcome.FLAGGED, "block", ActionTaken.BLOCK),
        ({"type": "log"}, Outcome.FLAGGED, "block", ActionTaken.LOG),
        ({"type": "escalate", "recipient": "r"}, Outcome.FLAGGED, "block", ActionTaken.ESCALATE),
        ({"type": "log"}, Outcome.ERROR, "block", ActionTaken.BLOCK),
        ({"type": "block"}, Outcome.ERROR, "allow", None),
        ({"type": "block"}, Outcome.PASSED, "block", None),
    ],
)
def test_action_taken(
    action: dict[str, Any], outcome: Outcome, on_error: str, taken: ActionTaken | None
) -> None:
    assert action_taken(make(action=action, on_error=on_error), outcome) is taken


def test_flagged_files_keep_sent_order_and_compare_canonically() -> None:
    sent = [Reference(A, "a.txt", "t"), Reference(B, "b.txt", "t")]
    flagged = flagged_references(sent, [B, "{" + A.upper() + "}", "unknown", 7, None])
    assert [r.id for r in flagged] == [A, B]
    assert flagged_references(sent, ["11111111-2222-4333-8444-555555555555"]) == []


def test_block_message_names_guardrail_reason_and_files() -> None:
    message = decision_message(
        "Blocked", "Unsafe files", "Unsafe file content", [Reference(A, "brief.txt", "t")]
    )
    assert message == (
        "Blocked by guardrail [Unsafe files]: Unsafe file content\nFlagged files: brief.txt"
    )


def test_block_message_sanitises_every_name() -> None:
    files = [
        Reference(A, "evil\r\nINFO forged log line.txt", "t"),
        Reference(B, "\u202e\t\x00", "t"),
    ]
    message = decision_message("Blocked", "G\nX", "why\x85not", files)
    lines = message.split("\n")
    assert lines == [
        "Blocked by guardrail [G X]: why not",
        "Flagged files: evil  INFO forged log line.txt",
    ]


@given(st.text(), st.text(), st.lists(st.text(), max_size=4))
def test_block_message_has_at_most_two_lines(name: str, reason: str, files: list[str]) -> None:
    references = [Reference(A, f, "t") for f in files]
    message = decision_message("Blocked", name, reason, references)
    assert len(message.split("\n")) <= 2
    assert all(line.isprintable() for line in message.split("\n"))


@pytest.mark.parametrize(
    ("results", "expected"),
    [
        ([Finished(0, None), Finished(1, ActionTaken.BLOCK)], 1),
        ([None, Finished(1, ActionTaken.BLOCK)], None),
        ([Finished(0, ActionTaken.BLOCK), None], 0),
        ([Finished(0, ActionTaken.LOG), Finished(1, ActionTaken.ESCALATE)], None),
        ([], None),
    ],
)
def test_first_block(results: list[Finished | None], expected: int | None) -> None:
    assert first_block(results) == expected
