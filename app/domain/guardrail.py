"""Guardrail definitions and the pure rules of evaluation: applicability, outcome, message."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, JsonValue

from app.domain.filename import display_name
from app.domain.references import Reference
from app.domain.resolution import AppliesTo, Scope, Stage
from app.domain.ticket import canonical_id


class Severity(StrEnum):
    INFO = "info"
    WARNING = "warning"
    ERROR = "error"


class OnError(StrEnum):
    BLOCK = "block"
    ALLOW = "allow"


def _printable(value: str) -> str:
    """A name shown to people (a guardrail's, a reviewer's): its control, line-separator and
    bidi characters blanked, so no answer, record or notification built from it carries a
    forged line (R2.6); a name of nothing but those is refused."""
    cleaned = display_name(value)
    if not cleaned:
        raise ValueError("needs a printable character")
    return cleaned


class _Strict(BaseModel):
    # A typo in a guardrail definition must not silently change what it does.
    model_config = ConfigDict(extra="forbid")


class BlockAction(_Strict):
    type: Literal["block"]
    reason: str = Field(default="", max_length=2000, description="Shown in the block message.")


class LogAction(_Strict):
    type: Literal["log"]
    message: str = Field(default="", max_length=2000)
    severity: Severity = Severity.WARNING


class EscalateAction(_Strict):
    type: Literal["escalate"]
    recipient: Annotated[str, AfterValidator(_printable)] = Field(
        min_length=1, max_length=500, description="Who reviews."
    )
    app: Annotated[str, AfterValidator(display_name)] | None = Field(default=None, max_length=500)


Action = Annotated[BlockAction | LogAction | EscalateAction, Field(discriminator="type")]


class Selector(_Strict):
    scopes: list[Scope] = Field(
        default_factory=lambda: list(Scope), description="Scopes the guardrail runs at."
    )
    match_names: list[Annotated[str, Field(max_length=500)]] = Field(
        default_factory=list,
        max_length=1000,
        description="Tool names it runs around (tool scope).",
    )


class Guardrail(_Strict):
    """One guardrail as the runtime defines it."""

    id: str = Field(min_length=1, max_length=200)
    name: Annotated[str, AfterValidator(_printable)] = Field(min_length=1, max_length=500)
    validator: str = Field(
        min_length=1,
        max_length=200,
        description="llm_as_judge, prompt_injection, user_prompt_attacks, pii_detection, "
        "harmful_content, intellectual_property, provenance (built in: where the call's "
        "destinations came from; no judge), or another name passed to the judge.",
    )
    criteria: str = Field(default="", max_length=20_000)
    parameters: list[JsonValue] = Field(
        default_factory=list, description="Passed to the judge as they are."
    )
    applies_to: AppliesTo = AppliesTo.BOTH
    selector: Selector = Field(default_factory=Selector)
    action: Action
    judge: str = Field(
        default="default", max_length=200, description="A judge name from the settings."
    )
    on_error: OnError = OnError.BLOCK


# A policy's name: what a gateway's configuration or a header carries.
POLICY_NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._\-]{0,63}$"


class NamedPolicy(_Strict):
    """A named list of guardrails kept by the service (its settings), for callers that cannot
    send guardrails with every call: a gateway names the policy instead."""

    description: str = Field(default="", max_length=2000)
    guardrails: list[Guardrail] = Field(min_length=1)
    tenants: list[str] | None = Field(
        default=None, description="The tenants that may use it; every tenant when absent."
    )

    def never_applies(self) -> list[str]:
        """Why this policy, or a guardrail of it, can never run (said at start-up: a gateway
        sees no `skipped` result, so a policy that applies to nothing looks like a pass)."""
        found = ["it is open to no tenant (`tenants` is empty)"] if self.tenants == [] else []
        for guardrail in self.guardrails:
            scopes = guardrail.selector.scopes
            if not scopes:
                found.append(f"guardrail {guardrail.id!r} has no scope")
            elif scopes == [Scope.TOOL] and not guardrail.selector.match_names:
                found.append(f"guardrail {guardrail.id!r} matches no tool (`match_names` is empty)")
        return found

    def open_to(self, tenant: str) -> bool:
        return self.tenants is None or tenant in self.tenants


# Validators that only make sense at one stage (R2.1).
_STAGE_ONLY: dict[str, Stage] = {
    "prompt_injection": Stage.PRE,
    "user_prompt_attacks": Stage.PRE,
    "intellectual_property": Stage.POST,
    # Where a call's destinations came from is a question about the call, before it runs.
    "provenance": Stage.PRE,
}


def skip_reason(
    guardrail: Guardrail, *, scope: Scope, stage: Stage, tool_name: str | None
) -> str | None:
    """Why the guardrail does not apply here, or None when it does (R2.1)."""
    if scope not in guardrail.selector.scopes:
        return f"does not run at {scope.value} scope"
    if scope is Scope.TOOL and tool_name not in guardrail.selector.match_names:
        return "does not match this tool"
    only = _STAGE_ONLY.get(guardrail.validator)
    if only is not None and only is not stage:
        return f"{guardrail.validator} runs at the {only.value} stage only"
    return None


class Outcome(StrEnum):
    PASSED = "passed"
    FLAGGED = "flagged"
    ERROR = "error"
    SKIPPED = "skipped"


class Decision(StrEnum):
    ALLOW = "allow"
    BLOCK = "block"
    ESCALATE = "escalate"


class ActionTaken(StrEnum):
    BLOCK = "block"
    LOG = "log"
    ESCALATE = "escalate"


def action_taken(guardrail: Guardrail, outcome: Outcome) -> ActionTaken | None:
    """What a finished guardrail does to the decision (R2.3, R2.4)."""
    if outcome is Outcome.FLAGGED:
        return ActionTaken(guardrail.action.type)
    if outcome is Outcome.ERROR and guardrail.on_error is OnError.BLOCK:
        return ActionTaken.BLOCK
    return None


def flagged_references(sent: Sequence[Reference], flagged_ids: Sequence[object]) -> list[Reference]:
    """The sent references the judge flagged, in the order sent (R2.7).

    Ids compare in canonical form; flagged ids that match nothing sent are dropped.
    """
    wanted = {cid for cid in (canonical_id(i) for i in flagged_ids) if cid is not None}
    return [reference for reference in sent if reference.id in wanted]


def safe_names(references: Sequence[Reference]) -> list[str]:
    """Display-safe names of the references; names that become empty are dropped (R2.6)."""
    return [name for name in (display_name(r.file_name) for r in references) if name]


def decision_message(
    verb: str, guardrail_name: str, reason: str, flagged: Sequence[Reference]
) -> str:
    """`<verb> by guardrail [name]: reason`, then the flagged files' safe names (R2.6).

    Every part is made safe first, so neither a file name nor a configured text can start a
    new line of its own.
    """
    message = f"{verb} by guardrail [{display_name(guardrail_name)}]"
    shown_reason = display_name(reason)
    if shown_reason:
        message += f": {shown_reason}"
    names = safe_names(flagged)
    if names:
        message += "\nFlagged files: " + ", ".join(names)
    return message


@dataclass(frozen=True, slots=True)
class Finished:
    """A guardrail's result as far as the decision is concerned."""

    index: int
    action: ActionTaken | None


def first_block(results: Sequence[Finished | None]) -> int | None:
    """Index of the guardrail whose block decides, once every earlier one has finished (R2.5).

    `results[i]` is None while guardrail i is still running (or skipped as not applicable is
    given as `Finished(i, None)`). Returns None while the sequential answer is not yet known or
    when nothing blocks.
    """
    for index, result in enumerate(results):
        if result is None:
            return None
        if result.action is ActionTaken.BLOCK:
            return index
    return None
