"""The configured judges, built from the settings: one per name."""

from __future__ import annotations

import httpx2

from app.judges.classifier import ClassifierJudge
from app.judges.heuristic.judge import HeuristicJudge
from app.judges.openai import OpenAIJudge
from app.judges.protocol import Judge
from app.judges.validate_api import ValidateApiJudge
from app.judges.worker_pool import WorkerPool
from app.settings import (
    ClassifierJudgeConfig,
    HeuristicJudgeConfig,
    OpenAIJudgeConfig,
    Settings,
)
from app.store.protocol import AttachmentStore


def build_judges(
    settings: Settings,
    store: AttachmentStore,
    transport: httpx2.AsyncBaseTransport | None,
    pool: WorkerPool,
) -> dict[str, Judge]:
    """One judge per configured name; HTTP judges each own one long-lived client."""
    judges: dict[str, Judge] = {}
    for name, config in settings.judges.items():
        if isinstance(config, HeuristicJudgeConfig):
            judges[name] = HeuristicJudge(name, config, store, pool)
        elif isinstance(config, OpenAIJudgeConfig):
            judges[name] = OpenAIJudge(name, config, store, transport, pool)
        elif isinstance(config, ClassifierJudgeConfig):
            judges[name] = ClassifierJudge(name, config, store, pool)
        else:
            judges[name] = ValidateApiJudge(name, config, transport)
    return judges
