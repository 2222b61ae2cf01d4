"""The `cascade` judge: a screen settles what is clear, a deciding judge only the rest.

The screen (a `heuristic` judge) scores the judged text and every forwarded file on one scale
where 1 is where it flags (`HeuristicJudge.screen`). Anything at 1 or more settles the verdict
as flagged; when everything is below `review_at`, the verdict is clean. Otherwise the texts
and files in between are uncertain, and only those files (with the judged text) go to the
deciding judge (`openai`, `validate_api` or `classifier`), whose verdict stands. The verdict
says which stage decided (`stage`); the deciding judge's failure is a `JudgeError` like any
judge's, so the guardrail's `on_error` applies, and the evaluation's deadline covers both
stages. With the cascade's verdict cache on, the same files are not asked about again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from app.domain.filename import display_name
from app.judges.heuristic.detection import VALIDATORS, describe
from app.judges.heuristic.judge import HeuristicJudge, Screened
from app.judges.protocol import (
    AttachmentsRejected,
    Judge,
    JudgeError,
    JudgeRequest,
    UnreadFile,
    Verdict,
    unread_verdict,
)
from app.settings import CascadeJudgeConfig, OnUnreadable

SCREEN = "screen"
DECIDE = "decide"
# What happened to one text or file: settled clean or flagged by the screen, or sent on.
SETTLED_CLEAN = "settled_clean"
SETTLED_FLAGGED = "settled_flagged"
ESCALATED = "escalated"
# The stage could not settle them: a file the screen could not read (and no `note` covers
# it), or a deciding judge that failed.
FAILED = "failed"

# Counts `n` texts or files of a cascade (its name) at a stage with an outcome.
Count = Callable[[str, str, str, int], None]


def no_count(judge: str, stage: str, outcome: str, n: int) -> None:
    """No metrics (a cascade built outside the app)."""


def _problem(item: Screened) -> str:
    what = "judged text" if item.reference is None else display_name(item.reference.file_name)
    return f"{what}: {describe(item.findings)}"


class CascadeJudge:
    """Screens with the heuristic, decides the uncertain rest with another judge."""

    kind = "cascade"
    # The screen reads no criteria, and it settles most verdicts: said, not hidden.
    follows_criteria = False

    def __init__(
        self,
        name: str,
        config: CascadeJudgeConfig,
        screen: HeuristicJudge,
        decide: Judge,
        count: Count = no_count,
    ) -> None:
        self.name = name
        self._config = config
        self._screen = screen
        self._decide = decide
        self._count = count
        # A validator the screen has checks for is checked by both stages; any other is sent
        # to the deciding judge whole: so the cascade applies what its deciding judge applies.
        self.validators: frozenset[str] | None = decide.validators

    async def judge(self, request: JudgeRequest) -> Verdict:
        if request.guardrail.validator not in VALIDATORS:
            # What the screen settled would not have been checked for it (a review).
            return await self._decide_all(request)
        _enter(request, SCREEN)
        screened = await self._screen.screen(request)
        flagged = [item for item in screened if item.score >= 1.0]
        unread = [item.unread for item in screened if item.unread is not None]
        if flagged:
            self._tally(SCREEN, SETTLED_FLAGGED, len(flagged))
            self._tally(SCREEN, SETTLED_CLEAN, len(screened) - len(flagged))
            return Verdict(
                flagged=True,
                reason="; ".join(_problem(item) for item in flagged),
                flagged_ids=[item.reference.id for item in flagged if item.reference],
                unread=unread,
                stage=SCREEN,
                criteria_applied=False,
            )
        uncertain = [item for item in screened if item.score >= self._config.review_at]
        try:
            # A file not read whole is not clean (R2.11): the screen's setting says what it is.
            settled = unread_verdict(
                "no known attack or secret pattern found (settled by the screen)",
                unread,
                self._screen.on_unreadable,
            )
        except JudgeError as exc:
            self._tally(SCREEN, FAILED, len(screened))
            exc.stage = SCREEN
            raise
        self._tally(SCREEN, SETTLED_CLEAN, len(screened) - len(uncertain))
        if not uncertain:
            return dataclasses.replace(settled, stage=SCREEN, criteria_applied=False)
        self._tally(SCREEN, ESCALATED, len(uncertain))
        _enter(request, DECIDE)
        try:
            verdict = await self._ask(request, uncertain)
        except JudgeError as exc:
            self._tally(DECIDE, FAILED, len(uncertain))
            exc.stage = DECIDE
            raise
        decided = _decided(verdict, uncertain, unread, self._decide.follows_criteria)
        named = _named(decided, uncertain)
        self._tally(DECIDE, SETTLED_FLAGGED, named)
        self._tally(DECIDE, SETTLED_CLEAN, len(uncertain) - named)
        return decided

    async def _decide_all(self, request: JudgeRequest) -> Verdict:
        _enter(request, DECIDE)
        try:
            verdict = await self._decide.judge(request)
        except AttachmentsRejected as exc:
            raise JudgeError("http_4xx", "the deciding judge refused the files") from exc
        except JudgeError as exc:
            exc.stage = DECIDE
            raise
        return dataclasses.replace(
            verdict, stage=DECIDE, criteria_applied=self._decide.follows_criteria
        )

    async def _ask(self, request: JudgeRequest, uncertain: Sequence[Screened]) -> Verdict:
        try:
            return await self._decide.judge(_only(request, uncertain))
        except AttachmentsRejected as exc:
            # Not the text-only retry of R2.8: asked again without its files, the cascade's
            # screen would settle the text and pass the uncertain files nobody read (R2.11).
            raise JudgeError("http_4xx", "the deciding judge refused the uncertain files") from exc

    def _tally(self, stage: str, outcome: str, n: int) -> None:
        if n:
            self._count(self.name, stage, outcome, n)

    @property
    def on_unreadable(self) -> OnUnreadable:
        return self._screen.on_unreadable

    def readiness(self) -> str | None:
        return self._screen.readiness() or self._decide.readiness()

    async def aclose(self) -> None:
        """Nothing of its own: both stages are judges the app closes."""


def _decided(
    verdict: Verdict,
    uncertain: Sequence[Screened],
    unread: list[UnreadFile],
    follows_criteria: bool,
) -> Verdict:
    """The deciding judge's verdict as the cascade's: it may name only the files it was sent,
    never one the screen settled, which it did not read; it applied the criteria if that
    judge reads them."""
    asked = {item.reference.id for item in uncertain if item.reference is not None}
    named = [file_id for file_id in verdict.flagged_ids if file_id in asked]
    return dataclasses.replace(
        verdict,
        stage=DECIDE,
        unread=[*verdict.unread, *unread],
        flagged_ids=named,
        criteria_applied=follows_criteria,
    )


def _named(verdict: Verdict, uncertain: Sequence[Screened]) -> int:
    """How many of the texts and files sent on the deciding judge flagged: those it names;
    the judged text when it flags and names no file; all of them when it names none and the
    text was not sent as uncertain (which of them it meant is unknown)."""
    if not verdict.flagged:
        return 0
    named = set(verdict.flagged_ids)
    if named:
        return sum(1 for item in uncertain if item.reference and item.reference.id in named)
    if any(item.reference is None for item in uncertain):
        return 1
    return len(uncertain)


def _enter(request: JudgeRequest, stage: str) -> None:
    """Tell the evaluation the stage now running (named if the deadline cuts it short)."""
    if request.on_stage is not None:
        request.on_stage(stage)


def _only(request: JudgeRequest, uncertain: Sequence[Screened]) -> JudgeRequest:
    """The request with only the uncertain files: the deciding judge sees nothing else."""
    references = [item.reference for item in uncertain if item.reference is not None]
    return dataclasses.replace(request, references=references)
