"""The embedded offline judge: pattern rules over the judged text and the forwarded files."""

from __future__ import annotations

from dataclasses import dataclass

from app.domain.filename import display_name
from app.domain.references import Reference
from app.judges.content import FileText, judge_error, read_file_text
from app.judges.extraction import extract_text
from app.judges.heuristic.detection import (
    VALIDATORS,
    Category,
    Finding,
    categories_for,
    describe,
    detect,
    evidence,
)
from app.judges.heuristic.injection import anchors_past
from app.judges.heuristic.scorer import scorer
from app.judges.protocol import JudgeRequest, UnreadFile, Verdict, unread_verdict
from app.judges.worker_pool import WorkerPool, WorkError
from app.settings import HeuristicJudgeConfig, OnUnreadable
from app.store.protocol import AttachmentStore

# Up to this many characters, and this many anchoring cues, the rules run on the event loop
# (a few hundred microseconds for prose); longer texts, and texts dense with cues (each window
# around a cue costs milliseconds: 16 KiB of cue words held the loop for 600 ms), go to a
# worker process with a time budget.
INLINE_CHARS = 16 * 1024
INLINE_ANCHORS = 8


def _inline(text: str) -> bool:
    return len(text) <= INLINE_CHARS and not anchors_past(text, INLINE_ANCHORS)


# The probability at which each preset's learned scorer flags a segment (`balanced`, the
# default: the model's own thresholds, `attachguard_lab.train_scorer`). Chosen on a quarter
# of the real-world benign set's calibration split held out of training (lab/data/realworld):
# `strict` catches more and stops about one benign file in twenty; `quiet` lets the cue
# families speak almost alone. Measured figures: README, "Judges".
PRESET_PROBABILITY: dict[str, float] = {"strict": 0.9, "quiet": 0.99}


def operating_point(preset: str) -> bool | float:
    """`detect`'s `learned` for a preset: the model's own thresholds, or a probability."""
    return PRESET_PROBABILITY.get(preset, True)


def scan_document(
    data: bytes,
    mime_type: str,
    categories: frozenset[Category],
    max_chars: int,
    learned: bool | float = True,
) -> list[Finding] | None:
    """Extract a file's text and run the rules on it, as the judge does for a forwarded file
    by default; None when unreadable (the benchmark's entry point: the judge itself reads
    through `read_file_text`, shared per evaluation)."""
    extracted = extract_text(data, mime_type, max_chars)
    return None if extracted is None else detect(extracted.text, categories, learned)


@dataclass(frozen=True, slots=True)
class Screened:
    """What the rules made of the judged text (`reference` None) or of one file: their
    findings, and a score on the scale where 1 is flagged (below it, how close it came,
    `detection.evidence`). A file not read whole and clean in what was read is `unread`."""

    reference: Reference | None
    findings: list[Finding]
    score: float
    unread: UnreadFile | None = None


# The categories a verdict names (R2.12), in the words the model judges use.
CATEGORY_NAMES = {
    Category.INJECTION: "prompt_injection",
    Category.EXFILTRATION: "exfiltration",
    Category.HIDDEN_TEXT: "hidden_text",
    Category.SECRET: "secret",
    Category.PII: "pii",
}


class HeuristicJudge:
    """Flags injection, exfiltration, hidden text and secrets; names the files it flags.

    Deterministic and fast, with no network. It does not read free-text criteria: the
    validator name picks the rule set (see `judges.detection`).
    """

    kind = "heuristic"
    follows_criteria = False
    validators: frozenset[str] | None = VALIDATORS

    def __init__(
        self, name: str, config: HeuristicJudgeConfig, store: AttachmentStore, pool: WorkerPool
    ) -> None:
        self.name = name
        self._config = config
        self._store = store
        self._pool = pool
        # How the learned scorer runs on files and on the judged text (`detect`'s `learned`).
        point = operating_point(config.preset)
        self._learned_files = point if config.learned_scorer != "off" else False
        self._learned_text = point if config.learned_scorer == "all" else False
        if config.learned_scorer != "off":
            # Read now, at start-up (once per process): read by the first request that needs
            # it, it held the event loop, and every request in flight, for about 0.3 s.
            scorer()

    async def _detect(
        self, text: str, categories: frozenset[Category], learned: bool | float, *, tenant: str
    ) -> list[Finding]:
        if _inline(text):
            return detect(text, categories, learned)
        try:
            return await self._pool.run(detect, text, categories, learned, tenant=tenant)
        except WorkError as exc:
            raise judge_error(exc) from None

    async def _evidence(self, text: str, *, tenant: str) -> float:
        if _inline(text):
            return evidence(text)
        try:
            return await self._pool.run(evidence, text, tenant=tenant)
        except WorkError as exc:
            raise judge_error(exc) from None

    async def screen(self, request: JudgeRequest) -> list[Screened]:
        """The judged text and every forwarded file, each with its findings and score: what
        a cascade (judges.cascade) settles or sends on."""
        categories = categories_for(request.guardrail.validator)
        tenant = request.tenant
        found = await self._detect(request.input, categories, self._learned_text, tenant=tenant)
        score = 1.0 if found else await self._evidence(request.input, tenant=tenant)
        screened = [Screened(None, found, score)]
        for reference in request.references:
            found, missed, text = await self._scan_file(request, reference, categories)
            score = 1.0 if found else 0.0
            if text and not found:
                score = await self._evidence(text, tenant=tenant)
            screened.append(Screened(reference, found, score, missed))
        return screened

    async def _findings(
        self,
        request: JudgeRequest,
        reference: Reference,
        read: FileText,
        categories: frozenset[Category],
    ) -> list[Finding]:
        """The rules on a file's text, or what they found in the same content before: they
        are deterministic, so the same text, rules and scorer give the same findings
        (`judges.memo`: per tenant, by content)."""
        learned = self._learned_files
        memo = request.files.memo if request.files is not None else None
        if not read.text:
            return []
        if memo is None or read.sha256 is None:
            return await self._detect(read.text, categories, learned, tenant=request.tenant)
        key = (
            "findings",
            request.tenant,
            read.sha256,
            reference.mime_type,
            self._config.max_file_bytes,
            tuple(sorted(categories)),
            learned,
        )

        async def detect() -> tuple[Finding, ...]:
            text = read.text
            return tuple(await self._detect(text, categories, learned, tenant=request.tenant))

        kept: tuple[Finding, ...] = await memo.remember(request.tenant, key, detect)
        return list(kept)

    async def _scan_file(
        self, request: JudgeRequest, reference: Reference, categories: frozenset[Category]
    ) -> tuple[list[Finding], UnreadFile | None, str]:
        limit = self._config.max_file_bytes
        read = await read_file_text(
            self._store,
            request.tenant,
            reference,
            max_bytes=limit,
            max_chars=limit,
            pool=self._pool,
            shared=request.files,
        )
        found = await self._findings(request, reference, read, categories)
        if read.gap is not None and not found:
            # What was read is clean; what was not is not (R2.11).
            gap = read.gap
            return (
                [],
                UnreadFile(reference, gap.detail, gap.cause.value, read.kind.value),
                read.text,
            )
        return found, None, read.text

    async def judge(self, request: JudgeRequest) -> Verdict:
        """Flag when any rule matches the text or a file; never needs the network."""
        categories = categories_for(request.guardrail.validator)
        problems: list[str] = []
        flagged_ids: list[str] = []
        unread: list[UnreadFile] = []
        named: set[str] = set()
        in_text = await self._detect(
            request.input, categories, self._learned_text, tenant=request.tenant
        )
        if in_text:
            problems.append(f"judged text: {describe(in_text)}")
            named.update(CATEGORY_NAMES[finding.category] for finding in in_text)
        for reference in request.references:
            found, missed, _ = await self._scan_file(request, reference, categories)
            if missed is not None:
                unread.append(missed)
            if found:
                flagged_ids.append(reference.id)
                problems.append(f"{display_name(reference.file_name)}: {describe(found)}")
                named.update(CATEGORY_NAMES[finding.category] for finding in found)
        if problems:
            return Verdict(
                flagged=True,
                reason="; ".join(problems),
                flagged_ids=flagged_ids,
                unread=unread,
                categories=sorted(named),
            )
        return unread_verdict(
            "no known attack or secret pattern found", unread, self._config.on_unreadable
        )

    @property
    def on_unreadable(self) -> OnUnreadable:
        return self._config.on_unreadable

    def readiness(self) -> str | None:
        """Built in: its configuration was checked at start-up and it has nothing remote."""
        return None

    async def aclose(self) -> None:
        """Nothing to release: the worker pool belongs to the app."""
