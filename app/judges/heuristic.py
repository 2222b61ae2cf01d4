"""The embedded offline judge: pattern rules over the judged text and the forwarded files."""

from __future__ import annotations

import anyio.to_thread

from app.domain.detection import Category, Finding, categories_for, describe, detect
from app.domain.filename import display_name
from app.judges.content import read_file_text
from app.judges.protocol import JudgeRequest, Verdict
from app.settings import HeuristicJudgeConfig
from app.store.protocol import AttachmentStore

# Past this many characters the rules run in a worker thread, off the event loop (about
# 60-100 ms per MiB on this class of machine: see bench/scan.py).
_INLINE_CHARS = 64 * 1024


async def _detect(text: str, categories: frozenset[Category]) -> list[Finding]:
    if len(text) <= _INLINE_CHARS:
        return detect(text, categories)
    return await anyio.to_thread.run_sync(detect, text, categories, abandon_on_cancel=True)


class HeuristicJudge:
    """Flags injection, exfiltration, hidden text and secrets; names the files it flags.

    Deterministic and fast, with no network. It does not read free-text criteria: the
    validator name picks the rule set (see `domain.detection`).
    """

    kind = "heuristic"

    def __init__(self, name: str, config: HeuristicJudgeConfig, store: AttachmentStore) -> None:
        self.name = name
        self._config = config
        self._store = store

    async def judge(self, request: JudgeRequest) -> Verdict:
        """Flag when any rule matches the text or a file; never needs the network."""
        categories = categories_for(request.guardrail.validator)
        problems: list[str] = []
        flagged_ids: list[str] = []
        in_text = await _detect(request.input, categories)
        if in_text:
            problems.append(f"judged text: {describe(in_text)}")
        unread = 0
        for reference in request.references:
            file_text = await read_file_text(
                self._store, request.tenant, reference, max_bytes=self._config.max_file_bytes
            )
            if file_text.text is None:
                unread += 1
                continue
            found = await _detect(file_text.text, categories)
            if found:
                flagged_ids.append(reference.id)
                problems.append(f"{display_name(reference.file_name)}: {describe(found)}")
        if not problems:
            reason = "no known attack or secret pattern found"
            if unread:
                reason += f" ({unread} file(s) could not be read as text)"
            return Verdict(flagged=False, reason=reason)
        return Verdict(flagged=True, reason="; ".join(problems), flagged_ids=flagged_ids)

    async def aclose(self) -> None:
        """Nothing to release."""
