"""The judge contract: one request in, a verdict or a `JudgeError` out."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from app.domain.filename import display_name
from app.domain.guardrail import Guardrail
from app.domain.references import Reference, Registry
from app.domain.resolution import Scope, Stage
from app.settings import OnUnreadable

if TYPE_CHECKING:
    from app.judges.content import FileTexts
    from app.judges.provenance import Reading


@dataclass(frozen=True, slots=True)
class JudgeRequest:
    """Everything a judge may use: the guardrail, the judged text and the forwarded files."""

    tenant: str
    guardrail: Guardrail
    scope: Scope
    stage: Stage
    tool_name: str | None
    input: str
    references: list[Reference]
    # The evaluation's shared file reads (see `content.FileTexts`); None reads afresh.
    files: FileTexts | None = None
    # The whole conversation, the call the runtime named and the files the run holds: for
    # validators that judge a call by what came before it (`provenance`).
    messages: Sequence[object] = ()
    call_id: str | None = None
    registry: Registry | None = None
    # An `each_call` evaluation's call: its position in the latest turn (ids may repeat).
    turn_position: int | None = None
    # The request's conversation as the provenance guard reads it, shared by its guardrails
    # and calls; None reads it afresh.
    reading: Reading | None = None
    # Told each stage a cascade enters (`screen`, `decide`): a guardrail cut off by the
    # deadline says which stage was still running.
    on_stage: Callable[[str], None] | None = None


@dataclass(frozen=True, slots=True)
class UnreadFile:
    """A forwarded file the judge did not read whole (R2.11): `cause` says why (`file_missing`,
    `store_unavailable`, `unreadable_file`, `partly_read`), `reason` how much was read, in
    our words, and `kind` what its bytes are."""

    reference: Reference
    reason: str
    cause: str = "unreadable_file"
    kind: str = "binary"


@dataclass(frozen=True, slots=True)
class Verdict:
    """A judge's answer. `reason` is in the service's own words (categories, counts, file
    names made safe): it may go into a block message, a record and a log. `free_text` is what
    a remote judge wrote itself, which may quote the file it judged (an injected instruction,
    a secret): it goes nowhere unless the operator trusts that judge (R2.12)."""

    flagged: bool
    reason: str
    flagged_ids: list[str] = field(default_factory=list)
    unread: list[UnreadFile] = field(default_factory=list)
    categories: list[str] = field(default_factory=list)
    free_text: str | None = None
    # Which stage of a cascade decided (`screen` or `decide`); None for a single judge.
    stage: str | None = None
    # Whether the judge that decided read the guardrail's criteria; None: the judge's own
    # `follows_criteria` says (a cascade's answer depends on the stage that decided).
    criteria_applied: bool | None = None

    def __post_init__(self) -> None:
        # A remote judge's JSON may carry a lone surrogate (`"\ud800"`), which no UTF-8
        # encoder takes: its digest, a record and a response would fail on it.
        for name in ("reason", "free_text"):
            text = getattr(self, name)
            if text is not None and not text.isascii():
                object.__setattr__(self, name, well_formed(text))


def well_formed(text: str) -> str:
    """`text` with any lone surrogate replaced, so that it encodes as UTF-8."""
    try:
        text.encode()
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode()
    return text


# A trusted judge's own words are kept to this many characters.
MAX_FREE_TEXT_CHARS = 500


def describe_verdict(said: str, categories: list[str], *, free_text: str, trusted: bool) -> str:
    """The reason a remote judge's verdict is given by: the service's own words and the
    categories it named, or (the operator trusting that judge) its own words, made safe."""
    if trusted and free_text.strip():
        text = display_name(free_text)
        return text if len(text) <= MAX_FREE_TEXT_CHARS else text[: MAX_FREE_TEXT_CHARS - 1] + "…"
    return f"{said} ({', '.join(categories)})" if categories else said


class JudgeError(Exception):
    """The judge could not decide; `cause` is a short stable word for operators."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause}: {detail}" if detail else cause)
        self.cause = cause
        self.detail = detail
        # The cascade stage that failed (`screen`, `decide`); None for a single judge.
        self.stage: str | None = None


class UnreadableFiles(JudgeError):
    """A file was not read whole, and no `on_unreadable: note` covers it: no verdict."""

    def __init__(self, unread: list[UnreadFile], cause: str) -> None:
        super().__init__(cause, f"{len(unread)} file(s) not read whole")
        self.unread = unread


# The file is not there to be judged at all: no setting turns these into a note.
ALWAYS_ERRORS = ("file_missing", "store_unavailable")
_SEVERITY = ("file_missing", "store_unavailable", "unreadable_file", "partly_read")


def unreadable_action(policy: OnUnreadable, kind: str) -> str:
    """What `on_unreadable` says for a file of this kind: `note` or `error`."""
    if isinstance(policy, str):
        return policy
    for name, action in policy.items():
        if name == kind:
            return action
    return policy.get("default", "error")


def unread_verdict(reason: str, unread: list[UnreadFile], on_unreadable: OnUnreadable) -> Verdict:
    """A verdict that saw nothing wrong in what it read. A file it did not read whole is not
    clean (R2.11): unless `on_unreadable` says `note` for its kind (and it was in the store
    at all), there is no verdict, only the error of the gravest cause."""
    errors = [
        u.cause
        for u in unread
        if u.cause in ALWAYS_ERRORS or unreadable_action(on_unreadable, u.kind) == "error"
    ]
    if errors:
        raise UnreadableFiles(unread, min(errors, key=_SEVERITY.index))
    if unread:
        reason += f" ({len(unread)} file(s) not read whole, noted as the settings say)"
    return Verdict(flagged=False, reason=reason, unread=unread)


class AttachmentsRejected(JudgeError):
    """The judge refused a request because of the files it carried (HTTP 400, R2.8)."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("attachments_rejected", detail)


class Judge(Protocol):
    """A named judge of one kind; implementations hold their own long-lived client."""

    name: str
    kind: str
    # Whether the judge reads a guardrail's free-text `criteria` (a model does; rules do not).
    follows_criteria: bool
    # The validators whose checks the judge has (rules: a fixed few); None when it is told the
    # validator and applies it (a model, a remote API). Another validator is said not applied.
    validators: frozenset[str] | None

    @property
    def on_unreadable(self) -> OnUnreadable:
        """What a file, or a part of a judged message, no reader reads makes of a pass (R2.11)."""
        ...

    async def judge(self, request: JudgeRequest) -> Verdict:
        """Decide on the request; raise `JudgeError` when no decision is possible."""
        ...

    def readiness(self) -> str | None:
        """Why the judge cannot work as configured right now (for `/readyz`), or None.

        Cheap and local: it never calls the judge, so a probe costs no tokens.
        """
        ...

    async def aclose(self) -> None:
        """Release connections."""
        ...
