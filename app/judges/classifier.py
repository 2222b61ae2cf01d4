"""A local ONNX prompt-injection classifier as a judge (extra: `attachguard[classifier]`).

For operators who can provide a model: a sequence classifier exported to ONNX (such as a
DeBERTa prompt-injection model or Llama Prompt Guard 2) and its `tokenizer.json`, loaded from
disk at start-up with `onnxruntime` and `tokenizers`; nothing is downloaded. The judged text
and each forwarded file (the same extracted, cleaned text the other judges read) are cut into
windows of `max_tokens` tokens that overlap by `stride`, scored in one batch per text, and a
text is flagged when any window's injection probability reaches `threshold`. Inference runs
in a worker thread (onnxruntime releases the interpreter lock), never on the event loop.

Reasons name the files and their scores, never the text.
"""

from __future__ import annotations

import importlib
import math
from dataclasses import dataclass
from typing import Any

import anyio
import anyio.to_thread

from app.domain.filename import display_name
from app.judges.content import read_file_text
from app.judges.normalise import clean
from app.judges.protocol import JudgeError, JudgeRequest, UnreadFile, Verdict, unread_verdict
from app.judges.worker_pool import WorkerPool
from app.settings import CLASSIFIER_EXTRA_MISSING, ClassifierJudgeConfig, OnUnreadable
from app.store.protocol import AttachmentStore

MISSING_EXTRA = CLASSIFIER_EXTRA_MISSING


@dataclass(frozen=True, slots=True)
class Score:
    """The highest injection probability over a text's windows, and how many were scored."""

    probability: float
    windows: int


class Classifier:
    """The loaded model and tokenizer; `score` is blocking and thread-safe."""

    def __init__(self, config: ClassifierJudgeConfig) -> None:
        try:
            # Untyped at runtime (no stubs ship with onnxruntime): held as Any.
            onnxruntime: Any = importlib.import_module("onnxruntime")
            import tokenizers
        except ImportError as exc:  # pragma: no cover - the extra is installed in CI
            raise RuntimeError(MISSING_EXTRA) from exc
        self._config = config
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = config.threads
        options.inter_op_num_threads = 1
        self._session: Any = onnxruntime.InferenceSession(
            str(config.model_path), options, providers=["CPUExecutionProvider"]
        )
        self._inputs = {item.name for item in self._session.get_inputs()}
        if "input_ids" not in self._inputs:
            raise ValueError(f"{config.model_path} has no `input_ids` input")
        tokenizer = tokenizers.Tokenizer.from_file(str(config.tokenizer_path))
        tokenizer.enable_truncation(config.max_tokens, stride=config.stride)
        tokenizer.no_padding()
        self._tokenizer = tokenizer
        self._pad = tokenizer.token_to_id("[PAD]") or tokenizer.token_to_id("<pad>") or 0

    def _windows(self, text: str) -> list[Any]:
        encoding = self._tokenizer.encode(text)
        windows = [encoding, *encoding.overflowing]
        return windows[: self._config.max_chunks]

    def score(self, text: str) -> Score:
        """The highest injection probability over the windows of `text`."""
        import numpy

        windows = self._windows(text)
        if not windows or not any(len(w.ids) for w in windows):
            return Score(0.0, 0)
        width = max(len(window.ids) for window in windows)
        ids = numpy.full((len(windows), width), self._pad, dtype=numpy.int64)
        mask = numpy.zeros((len(windows), width), dtype=numpy.int64)
        for row, window in enumerate(windows):
            ids[row, : len(window.ids)] = window.ids
            mask[row, : len(window.ids)] = 1
        feeds = {"input_ids": ids}
        if "attention_mask" in self._inputs:
            feeds["attention_mask"] = mask
        if "token_type_ids" in self._inputs:
            feeds["token_type_ids"] = numpy.zeros_like(ids)
        (logits, *_) = self._session.run(None, feeds)
        label = self._config.injection_label
        if logits.ndim != 2 or logits.shape[1] <= label:
            raise ValueError(f"the model answered logits of shape {logits.shape}")
        best = 0.0
        for row in logits:
            top = float(max(row))
            total = sum(math.exp(float(value) - top) for value in row)
            best = max(best, math.exp(float(row[label]) - top) / total)
        return Score(best, len(windows))


class ClassifierJudge:
    """Flags the judged text and the files whose injection probability reaches the threshold."""

    kind = "classifier"
    follows_criteria = False
    # A prompt-injection model: it finds no personal data, harm or infringement.
    validators: frozenset[str] | None = frozenset(
        {"llm_as_judge", "prompt_injection", "user_prompt_attacks"}
    )

    def __init__(
        self,
        name: str,
        config: ClassifierJudgeConfig,
        store: AttachmentStore,
        pool: WorkerPool,
        classifier: Classifier | None = None,
    ) -> None:
        self.name = name
        self._config = config
        self._store = store
        self._pool = pool
        self._classifier = classifier or Classifier(config)
        # One inference at a time per judge: onnxruntime's own threads do the parallel work.
        self._limiter = anyio.CapacityLimiter(1)

    async def _score(self, text: str) -> Score:
        try:
            return await anyio.to_thread.run_sync(
                self._classifier.score, clean(text), limiter=self._limiter
            )
        except (ValueError, RuntimeError) as exc:
            raise JudgeError("classifier_failed", str(exc)) from None

    async def judge(self, request: JudgeRequest) -> Verdict:
        """Score the judged text and every readable file; any window over the threshold flags."""
        threshold = self._config.threshold
        problems: list[str] = []
        flagged_ids: list[str] = []
        unread: list[UnreadFile] = []
        text_score = await self._score(request.input)
        if text_score.probability >= threshold:
            problems.append(f"judged text: prompt injection ({text_score.probability:.2f})")
        for reference in request.references:
            read = await read_file_text(
                self._store,
                request.tenant,
                reference,
                max_bytes=self._config.max_file_bytes,
                max_chars=self._config.max_file_chars,
                pool=self._pool,
                shared=request.files,
            )
            score = await self._score(read.text) if read.text else None
            if score is not None and score.probability >= threshold:
                flagged_ids.append(reference.id)
                problems.append(
                    f"{display_name(reference.file_name)}: prompt injection "
                    f"({score.probability:.2f})"
                )
            elif read.gap is not None:
                gap = read.gap
                unread.append(UnreadFile(reference, gap.detail, gap.cause.value, read.kind.value))
        if problems:
            return Verdict(
                flagged=True, reason="; ".join(problems), flagged_ids=flagged_ids, unread=unread
            )
        return unread_verdict(
            f"no window reached the injection threshold {threshold}",
            unread,
            self._config.on_unreadable,
        )

    @property
    def on_unreadable(self) -> OnUnreadable:
        return self._config.on_unreadable

    def readiness(self) -> str | None:
        """The model was loaded at start-up (a missing or broken model stops the start)."""
        return None

    async def aclose(self) -> None:
        """Nothing to release: the session is freed with the judge."""
