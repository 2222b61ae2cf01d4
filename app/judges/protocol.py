"""The judge contract: one request in, a verdict or a `JudgeError` out."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from app.domain.guardrail import Guardrail
from app.domain.references import Reference
from app.domain.resolution import Scope, Stage

if TYPE_CHECKING:
    from app.judges.content import FileTexts


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


@dataclass(frozen=True, slots=True)
class UnreadFile:
    """A forwarded file the judge could not read (an image, a file past the size bound...)."""

    reference: Reference
    reason: str


@dataclass(frozen=True, slots=True)
class Verdict:
    flagged: bool
    reason: str
    flagged_ids: list[str] = field(default_factory=list)
    unread: list[UnreadFile] = field(default_factory=list)


class JudgeError(Exception):
    """The judge could not decide; `cause` is a short stable word for operators."""

    def __init__(self, cause: str, detail: str = "") -> None:
        super().__init__(f"{cause}: {detail}" if detail else cause)
        self.cause = cause
        self.detail = detail


class UnreadableFiles(JudgeError):
    """The judge could not read every file, and its `on_unreadable` setting says `error`."""

    def __init__(self, unread: list[UnreadFile]) -> None:
        super().__init__("unreadable_file", f"{len(unread)} file(s) not read")
        self.unread = unread


def unread_verdict(reason: str, unread: list[UnreadFile], on_unreadable: str) -> Verdict:
    """A verdict that saw nothing wrong: a pass that lists what it could not read, or (with
    `on_unreadable: error`) no verdict at all, since a file it did not see is not clean."""
    if unread and on_unreadable == "error":
        raise UnreadableFiles(unread)
    if unread:
        reason += f" ({len(unread)} file(s) could not be read)"
    return Verdict(flagged=False, reason=reason, unread=unread)


class AttachmentsRejected(JudgeError):
    """The judge refused a request because of the files it carried (HTTP 400, R2.8)."""

    def __init__(self, detail: str = "") -> None:
        super().__init__("attachments_rejected", detail)


class Judge(Protocol):
    """A named judge of one kind; implementations hold their own long-lived client."""

    name: str
    kind: str

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
