"""Verdicts a judge already gave, reused for the same question (per judge, off by default).

The key is a sha256 over everything a verdict depends on: the tenant, the judge's name and
configuration, the guardrail's name (judges show it: the `openai` prompt, `guardrailName`),
validator, criteria, parameters and action type (`terminationMode`), the scope,
stage and tool, the judged text, and each forwarded file's id, name, media type and sha256. Two
questions that differ in any of these never share an answer. Only clean answers are kept: an
error, a text-only retry (the judge refused the files) or a verdict that could not read every
file is asked again next time.

The cache is an in-process LRU with a time to live (`cache_ttl_s`), bounded in bytes
(`cache_max_bytes`, split evenly among the configured tenants: one tenant's verdicts never
push another's out, which would show in the other's records as a `miss`, `domain.shares`;
each entry is charged at least `MIN_ENTRY_BYTES`, which also bounds the number of entries).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Sequence

import anyio
import orjson
from cachetools import TTLCache

from app.domain.guardrail import Guardrail
from app.domain.resolution import Scope, Stage
from app.domain.shares import TenantShares
from app.judges.protocol import Verdict
from app.settings import JudgeConfig

MIN_ENTRY_BYTES = 512


def _charge(verdict: Verdict) -> int:
    return MIN_ENTRY_BYTES + len(verdict.reason) + 48 * len(verdict.flagged_ids)


class VerdictCache:
    """One judge's cached verdicts."""

    def __init__(
        self, judge_name: str, config: JudgeConfig, *, tenants: Collection[str] = ("default",)
    ) -> None:
        self.judge_name = judge_name
        # Secrets dump as asterisks: a changed key does not change what a verdict means.
        self._fingerprint = hashlib.sha256(config.model_dump_json().encode()).hexdigest()
        self._shares: TenantShares[TTLCache[str, Verdict]] = TenantShares(
            tenants,
            config.cache_max_bytes,
            lambda share: TTLCache(maxsize=share, ttl=config.cache_ttl_s, getsizeof=_charge),
        )
        self._asking: dict[tuple[str, str], anyio.Event] = {}

    def key(
        self,
        *,
        tenant: str,
        guardrail: Guardrail,
        scope: Scope,
        stage: Stage,
        tool_name: str | None,
        text: str,
        files: Sequence[tuple[str, str, str, str]],
    ) -> str:
        """The question's digest; `files` are (id, name, media type, sha256) in order."""
        question = {
            "tenant": tenant,
            "judge": [self.judge_name, self._fingerprint],
            "name": guardrail.name,
            "validator": guardrail.validator,
            "criteria": guardrail.criteria,
            "parameters": guardrail.parameters,
            "action": guardrail.action.type,
            "scope": scope.value,
            "stage": stage.value,
            "tool": tool_name,
            "text": text,
            "files": [list(f) for f in files],
        }
        return hashlib.sha256(orjson.dumps(question, option=orjson.OPT_SORT_KEYS)).hexdigest()

    def get(self, tenant: str, key: str) -> Verdict | None:
        return self._shares.of(tenant).get(key)

    async def claim(self, tenant: str, key: str) -> tuple[Verdict | None, anyio.Event | None]:
        """The kept verdict; else, when another request is asking the judge the same
        question, its verdict once it has one and kept it; else no verdict, and the caller
        asks: with a token to `release` when it is the first asker. A burst of identical
        first questions asks once; when that answer is not kept (an error, a file not read
        whole), the others ask on their own, at once, not one after another."""
        verdict = self.get(tenant, key)
        if verdict is not None:
            return verdict, None
        asking = self._asking.get((tenant, key))
        if asking is None:
            token = self._asking[(tenant, key)] = anyio.Event()
            return None, token
        await asking.wait()
        return self.get(tenant, key), None

    def release(self, tenant: str, key: str, token: anyio.Event) -> None:
        """The first asker's question is answered (or failed): whoever waits looks again."""
        if self._asking.get((tenant, key)) is token:
            del self._asking[(tenant, key)]
        token.set()

    def put(self, tenant: str, key: str, verdict: Verdict, *, attachments_dropped: bool) -> None:
        """Keep a clean answer; errors never reach here, partial answers are not kept."""
        if attachments_dropped or verdict.unread:
            return
        if _charge(verdict) > self._shares.share:
            return
        self._shares.of(tenant)[key] = verdict
