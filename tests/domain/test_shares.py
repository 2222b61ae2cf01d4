"""In-process caches every tenant uses are split per tenant (`domain.shares`): one tenant's
traffic never evicts another's entries, so it can neither learn of the other's activity (a
`cache` field turning `miss`) nor make the other's calls judged without what they need."""

from __future__ import annotations

from app.domain.shares import TenantShares
from app.judges.memo import FileMemo
from app.judges.protocol import Verdict
from app.services.verdict_cache import MIN_ENTRY_BYTES, VerdictCache
from app.settings import HeuristicJudgeConfig


def test_each_tenant_gets_an_equal_share_of_the_budget_made_on_first_use() -> None:
    made: list[int] = []

    def make(share: int) -> int:
        made.append(share)
        return share

    shares = TenantShares(["a", "b", "c", "d"], 100, make)
    assert shares.share == 25
    assert shares.stores() == []
    shares.of("a")
    shares.of("a")
    shares.of("b")
    assert made == [25, 25]
    assert TenantShares([], 10, lambda share: share).share == 10
    assert TenantShares(["a", "b", "c"], 2, lambda share: share).share == 1


def test_one_tenants_verdicts_never_push_out_anothers() -> None:
    config = HeuristicJudgeConfig(cache_ttl_s=300, cache_max_bytes=8 * MIN_ENTRY_BYTES)
    cache = VerdictCache("small", config, tenants=["a", "b"])
    clean = Verdict(flagged=False, reason="clean")
    cache.put("b", "b-question", clean, attachments_dropped=False)
    for n in range(50):
        cache.put("a", f"a-question-{n}", clean, attachments_dropped=False)
    assert cache.get("b", "b-question") == clean
    # A tenant's own entries still make room for its own: its share is bounded.
    assert cache.get("a", "a-question-0") is None
    assert cache.get("a", "a-question-49") == clean
    # A key is only ever found under the tenant that put it.
    assert cache.get("a", "b-question") is None


def test_one_tenants_files_never_push_out_anothers_from_the_memo() -> None:
    memo = FileMemo(64 * 1024, tenants=["a", "b"])
    memo.put("b", ("findings", "b", "sha-b"), ())
    for n in range(1_000):
        memo.put("a", ("findings", "a", f"sha-{n}"), ())
    assert memo.get("b", ("findings", "b", "sha-b")) == ()
    assert memo.get("a", ("findings", "a", "sha-0")) is None
    assert memo.size <= 64 * 1024
